// Tap-to-effect: a person on a throttled phone (mobile-page.ts) opens a page and taps its
// main control as soon as it is on screen. Each run opens the page with waitUntil "commit",
// waits until the control is painted and still (onScreen), taps it at once (no waiting for it to be enabled or for
// the app to be ready) and times navigation start → the effect on screen, beside the page's
// LCP in the same run. A tap whose effect has not appeared within BENCH_TAP_LOST_MS (15 s) is
// "lost": counted, never retried. To add a page, add a row to TAP_PAGES.
import type { Browser, Locator, Page } from "@playwright/test";
import type { DemoLinks } from "./demo-links";
import { DIALOG, effectSeenAt, lcpOf, launchBrowser, percentiles, PHONE_WIDTH, phonePage, type Effect, type PageElement } from "./mobile-page";
import { appTakesOver } from "../fixtures/app-takes-over";

export type TapPage = {
  /** The page as the table names it. */
  page: string;
  path: (links: DemoLinks) => string;
  /** What is tapped, found as a person finds it. */
  control: (page: Page) => Locator;
  /** Typed after the tap (a search box). */
  type?: string;
  /** What the tap should make appear. */
  effect: Effect;
  /** What the table says was tapped. */
  action: string;
};

export const TAP_PAGES: TapPage[] = [
  {
    page: "/",
    path: () => "/",
    control: (page) => page.getByRole("combobox").first(),
    type: "coyoa",
    effect: { selector: '[role="option"]', text: /Coyoacán/ },
    action: 'type "coyoa" in the location box → a suggestion "Coyoacán"',
  },
  {
    page: "/rentar",
    path: () => "/rentar",
    // Signed out, it is a link that sends the person to sign in (the page's heading).
    control: (page) => page.getByRole("link", { name: "Guardar búsqueda" }).or(page.getByRole("button", { name: "Guardar búsqueda" })),
    effect: { selector: `${DIALOG}, h1`, text: /Guardar búsqueda|Iniciar sesión/ },
    action: '"Guardar búsqueda" → its dialog, or the sign-in page',
  },
  {
    page: "/propiedad/{id}",
    path: (links) => `/propiedad/${links.listingId}`,
    control: (page) => page.getByRole("button", { name: "Enviar mensaje", exact: true }),
    effect: { selector: DIALOG, text: /Enviar mensaje/ },
    action: '"Enviar mensaje" → the message dialog',
  },
  {
    page: "/precios",
    path: () => "/precios",
    control: (page) => page.getByRole("button", { name: "Elegir", exact: true }).first(),
    effect: { selector: DIALOG, text: /plan/ },
    action: 'a plan\'s "Elegir" → its dialog (sign in to choose it)',
  },
  {
    page: "/s/{token}",
    path: (links) => links.sharePath,
    control: (page) => page.getByRole("button", { name: "Abrir menú" }),
    // The phone menu is a native <dialog> named by aria-label: its text is its entries.
    effect: { selector: DIALOG, text: /Rentar/ },
    action: 'the header\'s "Abrir menú" → the menu',
  },
  {
    page: "/t/{token}",
    path: (links) => links.publicBoardPath,
    control: (page) => page.getByRole("button", { name: /^Mover a otra columna: / }).first(),
    effect: { selector: '[role="menu"]', text: /Mover a/ },
    action: 'a card\'s "Mover a otra columna" → its menu',
  },
];

export type TapFigures = {
  page: string;
  action: string;
  runs: number;
  /** Taps whose effect never appeared. */
  lost: number;
  /** Runs whose control never appeared (the page failed, not the tap). */
  noControl: number;
  effect: { p50: number; p95: number } | null;
  lcp: { p50: number; p95: number } | null;
  /** effect − LCP, run by run. */
  beyondLcp: { p50: number; p95: number } | null;
};

const LOST_MS = Number(process.env.BENCH_TAP_LOST_MS ?? 15_000);
const CONTROL_MS = 30_000;

export async function measureTaps(baseUrl: string, links: DemoLinks, runs = Number(process.env.BENCH_TAP_RUNS ?? 10)): Promise<TapFigures[]> {
  const browser = await launchBrowser();
  try {
    await checkTapPages(browser, baseUrl, links);
    const figures: TapFigures[] = [];
    for (const row of TAP_PAGES) {
      const effects: number[] = [];
      const lcps: number[] = [];
      const beyond: number[] = [];
      let lost = 0;
      let noControl = 0;
      for (let run = 0; run < runs; run++) {
        const { context, page } = await phonePage(browser, baseUrl);
        try {
          await page.goto(row.path(links), { waitUntil: "commit" });
          const control = row.control(page);
          const shown = await control.waitFor({ state: "visible", timeout: CONTROL_MS }).then(
            () => true,
            () => false,
          );
          if (!shown) {
            noControl += 1;
            continue;
          }
          await onScreen(page, control);
          await control.tap({ force: true });
          if (row.type) await page.keyboard.type(row.type);
          const seen = await effectSeenAt(page, row.effect, LOST_MS);
          const lcp = await lcpOf(page);
          if (lcp !== null) lcps.push(lcp);
          if (seen === null) lost += 1;
          else {
            effects.push(seen);
            if (lcp !== null) beyond.push(seen - lcp);
          }
        } finally {
          await context.close();
        }
      }
      figures.push({
        page: row.page,
        action: row.action,
        runs,
        lost,
        noControl,
        effect: percentiles(effects),
        lcp: percentiles(lcps),
        beyondLcp: percentiles(beyond),
      });
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/**
 * A person taps what they see. Layout answers before anything is painted (the stylesheet
 * still on its way, the box where unstyled HTML would put it), so the control counts as on
 * screen once the page has painted (its first contentful paint) and the control's box has
 * held still for two frames, in the middle of the screen.
 */
async function onScreen(page: Page, control: Locator) {
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, { polling: "raf", timeout: CONTROL_MS });
  await toTheMiddle(control);
  let before = await control.boundingBox();
  for (let frame = 0; frame < 50; frame++) {
    await page.evaluate(() => {
      const { requestAnimationFrame: frame } = globalThis as unknown as { requestAnimationFrame(next: () => void): void };
      return new Promise<void>((resolve) => frame(() => frame(resolve)));
    });
    const now = await control.boundingBox();
    if (now && before && now.x === before.x && now.y === before.y && now.width === before.width) return;
    before = now;
    await toTheMiddle(control);
  }
}

/**
 * A person scrolls a control into the middle of the screen before tapping it: at an edge, the
 * phone's sticky bars may lie over it and a tap at its centre would land on them.
 */
async function toTheMiddle(control: Locator) {
  await control.evaluate((element: unknown) => (element as PageElement).scrollIntoView({ block: "center", inline: "center" }));
}

/**
 * Each row's control and effect, checked once on a page whose app is ready (no throttling):
 * a row that fails here is a wrong selector in TAP_PAGES, not a lost tap, and stops the bench.
 */
async function checkTapPages(browser: Browser, baseUrl: string, links: DemoLinks) {
  for (const row of TAP_PAGES) {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: PHONE_WIDTH, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      await page.goto(row.path(links));
      await appTakesOver(page, CONTROL_MS);
      await toTheMiddle(row.control(page));
      await row.control(page).tap({ timeout: CONTROL_MS });
      if (row.type) await page.keyboard.type(row.type);
      if ((await effectSeenAt(page, row.effect, LOST_MS)) === null) {
        throw new Error(`${row.page}: ${row.action} did not happen even with the app ready; fix its row in TAP_PAGES`);
      }
    } finally {
      await context.close();
    }
  }
}
