// Interaction to Next Paint in a scripted trace on the throttled phone of mobile-page.ts:
// the page is loaded and its app ready, then a few everyday interactions run one after the
// other, each waiting for its effect. The page's Event Timing entries (durationThreshold
// 16 ms, as web-vitals reads them) are grouped by interactionId; with fewer than 50
// interactions, INP is the slowest one (goal ≤ 200 ms). BENCH_INP_RUNS traces per page.
import type { Locator, Page } from "@playwright/test";
import type { DemoLinks } from "./demo-links";
import { DIALOG, effectSeenAt, launchBrowser, percentiles, phonePage, type Effect } from "./mobile-page";
import { appTakesOver } from "../fixtures/app-takes-over";

type Step = { name: string; tap?: (page: Page) => Locator; press?: string; effect?: Effect };

const closeWithEscape: Step = { name: "Escape closes it", press: "Escape" };

export const INP_TRACES: { page: string; path: (links: DemoLinks) => string; steps: Step[] }[] = [
  {
    page: "/propiedad/{id}",
    path: (links) => `/propiedad/${links.listingId}`,
    steps: [
      { name: '"Foto siguiente"', tap: (page) => page.getByRole("button", { name: "Foto siguiente" }).first() },
      { name: '"Foto siguiente" again', tap: (page) => page.getByRole("button", { name: "Foto siguiente" }).first() },
      {
        name: '"Enviar mensaje"',
        tap: (page) => page.getByRole("button", { name: "Enviar mensaje", exact: true }),
        effect: { selector: DIALOG, text: /Enviar mensaje/ },
      },
      closeWithEscape,
      { name: '"Abrir menú"', tap: (page) => page.getByRole("button", { name: "Abrir menú" }), effect: { selector: DIALOG, text: /Menú/ } },
      closeWithEscape,
    ],
  },
  {
    page: "/rentar",
    path: () => "/rentar",
    steps: [
      { name: '"Filtros"', tap: (page) => page.getByRole("button", { name: "Filtros", exact: true }), effect: { selector: DIALOG, text: /Filtros/ } },
      closeWithEscape,
      { name: '"Abrir menú"', tap: (page) => page.getByRole("button", { name: "Abrir menú" }), effect: { selector: DIALOG, text: /Menú/ } },
      closeWithEscape,
      { name: "location box, typing", tap: (page) => page.getByRole("combobox").first(), press: "c" },
    ],
  },
];

type EventEntry = { id: number; name: string; duration: number; start: number };

export async function measureInp(baseUrl: string, links: DemoLinks, runs = Number(process.env.BENCH_INP_RUNS ?? 5)) {
  const browser = await launchBrowser();
  try {
    const rows = [];
    for (const trace of INP_TRACES) {
      const inps: number[] = [];
      const worst = new Map<string, number>();
      const byStep = trace.steps.map(() => [] as number[]);
      for (let run = 0; run < runs; run++) {
        const { context, page } = await phonePage(browser, baseUrl);
        try {
          await page.goto(trace.path(links), { waitUntil: "load", timeout: 60_000 });
          await appTakesOver(page, 60_000);
          const starts: number[] = [];
          for (const step of trace.steps) {
            starts.push(Number(await page.evaluate("performance.now()")));
            if (step.tap) await step.tap(page).tap();
            if (step.press) await page.keyboard.press(step.press);
            if (step.effect && (await effectSeenAt(page, step.effect, 15_000)) === null)
              throw new Error(`${trace.page}: ${step.name} showed nothing`);
            await page.waitForTimeout(500);
          }
          await page.waitForTimeout(1000);
          const entries = (await page.evaluate("window.__events")) as EventEntry[];
          const byInteraction = new Map<number, EventEntry>();
          for (const e of entries) if ((byInteraction.get(e.id)?.duration ?? -1) < e.duration) byInteraction.set(e.id, e);
          let inp = 0;
          let slowest = "";
          const stepMax = trace.steps.map(() => 0);
          for (const e of byInteraction.values()) {
            const step = starts.findLastIndex((start) => start <= e.start);
            if (step >= 0) stepMax[step] = Math.max(stepMax[step], e.duration);
            if (e.duration <= inp) continue;
            inp = e.duration;
            slowest = `${trace.steps[step]?.name ?? "before the trace"} (${e.name})`;
          }
          stepMax.forEach((ms, i) => byStep[i].push(ms));
          inps.push(inp);
          if (slowest) worst.set(slowest, Math.max(worst.get(slowest) ?? 0, inp));
        } finally {
          await context.close();
        }
      }
      const slowestStep = [...worst.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "—";
      // Each step's slowest interaction, p95 over the runs (0: none reached 16 ms).
      const steps = trace.steps.map((step, i) => `${step.name} ${percentiles(byStep[i])?.p95 ?? 0}`).join(", ");
      rows.push({ page: trace.page, runs, interactions: trace.steps.length, inp: percentiles(inps), slowest: slowestStep, steps });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
