// The pages a signed-in agent works in (rendered in the browser, from the app's shell), on
// the throttled phone of mobile-page.ts: navigation start → the first listing card on
// screen, BENCH_TAP_RUNS runs each (goal: p95 ≤ 1.5 s). A card not seen within 30 s is
// counted as missing. To add a page, add a row to SIGNED_IN_PAGES.
import type { DemoLinks } from "./demo-links";
import { effectSeenAt, launchBrowser, percentiles, phonePage, type Effect } from "./mobile-page";

type SignedInPage = {
  page: string;
  path: (links: DemoLinks) => string;
  /** Whose session the browser carries (none: a client following the link). */
  as: "demo agent" | "visitor";
  firstCard: Effect;
};

const BOARD_CARD: Effect = { selector: "article[data-board-item]" };

export const SIGNED_IN_PAGES: SignedInPage[] = [
  { page: "Mis propiedades (/dashboard)", path: () => "/dashboard", as: "demo agent", firstCard: { selector: "article[data-listing-id]" } },
  { page: "client board (/cliente/{listId})", path: (links) => links.boardPath, as: "demo agent", firstCard: BOARD_CARD },
  { page: "client board (/t/{token})", path: (links) => links.publicBoardPath, as: "visitor", firstCard: BOARD_CARD },
];

const MISSING_MS = 30_000;

export async function measureSignedInPages(baseUrl: string, links: DemoLinks, runs = Number(process.env.BENCH_TAP_RUNS ?? 10)) {
  const browser = await launchBrowser();
  try {
    const rows = [];
    for (const row of SIGNED_IN_PAGES) {
      const times: number[] = [];
      let missing = 0;
      for (let run = 0; run < runs; run++) {
        const { context, page } = await phonePage(browser, baseUrl, row.as === "demo agent" ? links.agentCookies : undefined);
        try {
          await page.goto(row.path(links), { waitUntil: "commit" });
          const seen = await effectSeenAt(page, row.firstCard, MISSING_MS);
          if (seen === null) missing += 1;
          else times.push(seen);
        } finally {
          await context.close();
        }
      }
      rows.push({ page: row.page, as: row.as, runs, missing, firstCard: percentiles(times) });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
