// Tap-to-effect: a person on a throttled phone (mobile-page.ts) opens a page and taps its
// main control as soon as it is on screen. A script in the page watches, frame by frame from
// the document's start, for the control to be painted and still; the bench touches it at
// once (no waiting for it to be enabled or for the app to be ready) and the page reports the
// first frame with the effect on screen (see tapWatcher). Each run gives the effect's time
// from navigation start, beside the page's LCP, and the touch's own time. A tap whose effect
// has not appeared within BENCH_TAP_LOST_MS (15 s) is "lost": counted, never retried. To add a
// page, add a row to TAP_PAGES.
import type { Browser, Page } from "@playwright/test";
import type { DemoLinks } from "./demo-links";
import { DIALOG, effectSeenAt, launchBrowser, percentiles, PHONE_WIDTH, phonePage, type Effect } from "./mobile-page";
import { appTakesOver } from "../fixtures/app-takes-over";

export type TapPage = {
  /** The page as the table names it. */
  page: string;
  path: (links: DemoLinks) => string;
  /** What is tapped: the first element matching `selector` whose trimmed text matches `text`. */
  control: Effect;
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
    control: { selector: '[role="combobox"]' },
    type: "coyoa",
    effect: { selector: '[role="option"]', text: /Coyoacán/ },
    action: 'type "coyoa" in the location box → a suggestion "Coyoacán"',
  },
  {
    page: "/rentar",
    path: () => "/rentar",
    // Signed out, it is a link that sends the person to sign in (the page's heading).
    control: { selector: "a, button", text: /^Guardar búsqueda$/ },
    effect: { selector: `${DIALOG}, h1`, text: /Guardar búsqueda|Iniciar sesión/ },
    action: '"Guardar búsqueda" → its dialog, or the sign-in page',
  },
  {
    page: "/propiedad/{id}",
    path: (links) => `/propiedad/${links.listingId}`,
    control: { selector: "button", text: /^Enviar mensaje$/ },
    effect: { selector: DIALOG, text: /Enviar mensaje/ },
    action: '"Enviar mensaje" → the message dialog',
  },
  {
    page: "/precios",
    path: () => "/precios",
    control: { selector: "button", text: /^Elegir$/ },
    effect: { selector: DIALOG, text: /plan/ },
    action: 'a plan\'s "Elegir" → its dialog (sign in to choose it)',
  },
  {
    page: "/s/{token}",
    path: (links) => links.sharePath,
    control: { selector: 'button[aria-label="Abrir menú"]' },
    // The phone menu is a native <dialog> named by aria-label: its text is its entries.
    effect: { selector: DIALOG, text: /Rentar/ },
    action: 'the header\'s "Abrir menú" → the menu',
  },
  {
    page: "/t/{token}",
    path: (links) => links.publicBoardPath,
    control: { selector: 'button[aria-label^="Mover a otra columna: "]' },
    effect: { selector: '[role="menu"]', text: /Mover a/ },
    action: 'a card\'s "Mover a otra columna" → its menu',
  },
];

type Range = { p50: number; p95: number } | null;

export type TapFigures = {
  page: string;
  action: string;
  runs: number;
  /** Taps whose effect never appeared. */
  lost: number;
  /** Runs whose control never appeared (the page failed, not the tap). */
  noControl: number;
  effect: Range;
  lcp: Range;
  /** effect − LCP, run by run. */
  beyondLcp: Range;
  /** touch − LCP: how long after the LCP the control was painted and still, and touched. */
  touchAfterLcp: Range;
  /** effect − touch: what the page itself takes to answer. */
  afterTouch: Range;
};

const LOST_MS = Number(process.env.BENCH_TAP_LOST_MS ?? 15_000);
const CONTROL_MS = 30_000;

export async function measureTaps(baseUrl: string, links: DemoLinks, runs = Number(process.env.BENCH_TAP_RUNS ?? 10)): Promise<TapFigures[]> {
  const browser = await launchBrowser();
  try {
    await checkTapPages(browser, baseUrl, links);
    const figures: TapFigures[] = [];
    for (const row of TAP_PAGES) {
      const times: TapTimes[] = [];
      let noControl = 0;
      for (let run = 0; run < runs; run++) {
        const { context, page } = await phonePage(browser, baseUrl);
        try {
          const result = await tapAsSoonAsShown(page, row, row.path(links));
          if (result === "no control") noControl += 1;
          else times.push(result);
        } finally {
          await context.close();
        }
      }
      const seen = times.filter((t) => t.seen !== null) as Required<{ [K in keyof TapTimes]: number }>[];
      figures.push({
        page: row.page,
        action: row.action,
        runs,
        lost: times.length - seen.length,
        noControl,
        effect: percentiles(seen.map((t) => t.seen - t.origin)),
        lcp: percentiles(times.map((t) => t.lcp - t.origin)),
        beyondLcp: percentiles(seen.map((t) => t.seen - t.lcp)),
        touchAfterLcp: percentiles(times.map((t) => t.touched - t.lcp)),
        afterTouch: percentiles(seen.map((t) => t.seen - t.touched)),
      });
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/** One run's times, in ms since the epoch as the page's clock gives them (timeOrigin + now). */
type TapTimes = { origin: number; lcp: number; touched: number; seen: number | null };

/**
 * Opens `path` with the watcher in place, touches the control the moment the page says it is
 * painted and still, types the row's text, and waits for the page to report the effect.
 */
async function tapAsSoonAsShown(page: Page, row: TapPage, path: string): Promise<TapTimes | "no control"> {
  const key = `hogaria-tap-${Math.random().toString(36).slice(2)}`;
  const heard: Record<string, string[]> = {};
  let touching: Promise<void> | null = null;
  const stillSeen = new Promise<void>((resolve) =>
    page.on("console", (message) => {
      const [tag, what, ...values] = message.text().split(" ");
      if (tag !== key || heard[what]) return;
      heard[what] = values;
      if (what !== "still") return;
      // The touch, then the letters: one CDP call each, straight from the page's report.
      touching = page.touchscreen.tap(Number(values[1]), Number(values[2])).then(async () => {
        if (row.type) await page.keyboard.type(row.type);
      });
      resolve();
    }),
  );
  await page.addInitScript({ content: tapWatcher(key, row, new URL(path, "http://x").pathname) });
  await page.goto(path, { waitUntil: "commit" });
  const shown = await Promise.race([stillSeen.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), CONTROL_MS))]);
  if (!shown) return "no control";
  await touching;
  const until = Date.now() + LOST_MS;
  while (!heard.seen && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  const touched = heard.touched;
  if (!touched) throw new Error(`${row.page}: the page never received the touch`);
  const time = (value: string | undefined) => (value === undefined ? null : Number(value));
  if (process.env.BENCH_TAP_TRACE) console.info(`  ${row.page}: ${JSON.stringify(heard)}`);
  return { origin: Number(heard.still[0]), lcp: Number(touched[0]), touched: Number(touched[1]), seen: time(heard.seen?.[0]) };
}

/**
 * The script the page runs from its document's start (as text: a function compiled by tsx
 * would carry helper names the page lacks). It reports through the console, which reaches the
 * bench as it is written, in the page's absolute time:
 * - "still origin x y": the control is on screen (the page has painted its first content) and,
 *   scrolled to the middle of the screen (a person does not tap under a sticky bar), its box
 *   has held still for two frames;
 * - "touched lcp at": the first touch, with the page's LCP then (an input ends LCP);
 * - "seen at": the first frame in which the effect is on screen, watched from the touch on,
 *   or from the start in the document a tapped link opens.
 */
function tapWatcher(key: string, row: TapPage, firstPath: string): string {
  const matcher = (effect: Effect) =>
    `{ selector: ${JSON.stringify(effect.selector)}, text: ${effect.text ? `new RegExp(${JSON.stringify(effect.text.source)}, ${JSON.stringify(effect.text.flags)})` : "null"} }`;
  return `(() => {
    const send = (what, ...values) => console.debug([${JSON.stringify(key)}, what, ...values].join(" "));
    const now = () => performance.timeOrigin + performance.now();
    const find = ({ selector, text }) => [...document.querySelectorAll(selector)].find((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden" && (!text || text.test((el.textContent ?? "").trim()));
    });
    const effect = ${matcher(row.effect)};
    const watchEffect = () => { const frame = () => (find(effect) ? send("seen", now()) : requestAnimationFrame(frame)); requestAnimationFrame(frame); };
    if (location.pathname !== ${JSON.stringify(firstPath)}) return watchEffect();
    let lcp = null;
    new PerformanceObserver((list) => { for (const e of list.getEntries()) lcp = e.startTime; }).observe({ type: "largest-contentful-paint", buffered: true });
    addEventListener("touchstart", () => { send("touched", performance.timeOrigin + (lcp ?? 0), now()); watchEffect(); }, { capture: true, once: true });
    const control = ${matcher(row.control)};
    let before = "", still = 0;
    const look = () => {
      const el = performance.getEntriesByName("first-contentful-paint").length > 0 ? find(control) : null;
      if (el) {
        el.scrollIntoView({ block: "center", inline: "center" });
        const box = el.getBoundingClientRect();
        const at = box.left + "," + box.top + "," + box.width;
        still = at === before ? still + 1 : 0;
        before = at;
        if (still >= 2) return send("still", performance.timeOrigin, box.left + box.width / 2, box.top + box.height / 2);
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  })()`;
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
      const all = page.locator(row.control.selector);
      const control = (row.control.text ? all.filter({ hasText: row.control.text }) : all).first();
      await control.scrollIntoViewIfNeeded({ timeout: CONTROL_MS });
      await control.tap({ timeout: CONTROL_MS });
      if (row.type) await page.keyboard.type(row.type);
      if ((await effectSeenAt(page, row.effect, LOST_MS)) === null) {
        throw new Error(`${row.page}: ${row.action} did not happen even with the app ready; fix its row in TAP_PAGES`);
      }
    } finally {
      await context.close();
    }
  }
}
