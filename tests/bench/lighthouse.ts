import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

// Lighthouse (mobile preset: a mid-range phone on simulated slow 4G) on the pages of the
// tap bench, with Debian's Chromium. Scores are 0–100; LCP and TBT in ms; CLS unitless.
// Goals: performance ≥ 95, LCP ≤ 2 s, TBT ≤ 150 ms, accessibility, SEO and best practices 100.
export type LighthouseRow = {
  page: string;
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  accessibility: number;
  seo: number;
  "best-practices": number;
};

// Each page is measured `runs` times (BENCH_LIGHTHOUSE_RUNS, default 3) and each figure is
// the median of its runs: on a shared machine one run can be far off.
export const LIGHTHOUSE_GOALS = {
  performance: (v: number) => v >= 95,
  lcp: (v: number) => v <= 2000,
  tbt: (v: number) => v <= 150,
  accessibility: (v: number) => v === 100,
  seo: (v: number) => v === 100,
  "best-practices": (v: number) => v === 100,
};

/**
 * Issue 29, "Hogaria in English": the English twins of the home and the rent search, held to
 * the same goals as the Spanish pages and measured beside them in the same run.
 */
export const ENGLISH_LIGHTHOUSE_PAGES: readonly { page: string; path: string }[] = [
  { page: "/en", path: "/en" },
  { page: "/en/rentar", path: "/en/rentar" },
];

export async function measureLighthouse(
  baseUrl: string,
  paths: string[],
  runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
): Promise<(LighthouseRow | LighthouseFailure)[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-dev-shm-usage",
      "--ignore-certificate-errors",
    ],
  });
  try {
    const rows: (LighthouseRow | LighthouseFailure)[] = [];
    for (const path of paths) {
      const samples: LighthouseRow[] = [];
      const errors: string[] = [];
      // A run Lighthouse could not complete (runtimeError, e.g. NO_NAVSTART) is run again,
      // twice at most; a page it never completes is reported with its error.
      for (let attempt = 0; samples.length < runs && errors.length < 2; attempt++) {
        const sample = await measureOnce(chrome.port, baseUrl, path);
        if ("error" in sample) errors.push(sample.error);
        else samples.push(sample);
      }
      rows.push(samples.length ? medianOf(samples) : { page: path, error: [...new Set(errors)].join(", ") });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

function medianOf(samples: LighthouseRow[]): LighthouseRow {
  const median = (pick: (row: LighthouseRow) => number) => {
    const values = samples.map(pick).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)];
  };
  return {
    page: samples[0].page,
    performance: median((r) => r.performance),
    lcp: median((r) => r.lcp),
    tbt: median((r) => r.tbt),
    cls: median((r) => r.cls),
    accessibility: median((r) => r.accessibility),
    seo: median((r) => r.seo),
    "best-practices": median((r) => r["best-practices"]),
  };
}

/** A page Lighthouse could not complete, with its runtime error's code. */
export type LighthouseFailure = { page: string; error: string };

async function measureOnce(port: number, baseUrl: string, path: string): Promise<LighthouseRow | { error: string }> {
  const result = await lighthouse(`${baseUrl}${path}`, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "seo", "best-practices"],
  });
  const lhr = result!.lhr;
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  return {
    page: path,
    performance: score("performance"),
    lcp: Math.round(audit("largest-contentful-paint")),
    tbt: Math.round(audit("total-blocking-time")),
    cls: Number(audit("cumulative-layout-shift").toFixed(3)),
    accessibility: score("accessibility"),
    seo: score("seo"),
    "best-practices": score("best-practices"),
  };
}

// Time to the first byte of a page's HTML, one request at a time, as a ratio to
// /api/health measured the same way in the same run (the machine's noise cancels out).
// Time to the first byte of each page, and to the first byte of its content (`marker`: the
// results list, the listing's heading) in the HTML, 50 requests each, beside /api/health.
export async function measureTtfb(baseUrl: string, pages: { path: string; marker: string }[], runs = 50) {
  const sample = async (path: string, marker?: string) => {
    const first: number[] = [];
    const content: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const res = await fetch(`${baseUrl}${path}`);
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = "";
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        if (text === "") first.push(performance.now() - started);
        text += decoder.decode(chunk.value, { stream: true });
        if (!marker || text.includes(marker)) break;
      }
      content.push(performance.now() - started);
      await reader.cancel();
    }
    const pick = (times: number[]) => {
      times.sort((a, b) => a - b);
      return { p50: times[Math.floor(times.length * 0.5)], p95: times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] };
    };
    return { first: pick(first), content: pick(content) };
  };
  const health = (await sample("/api/health")).first;
  const rows = [];
  for (const { path, marker } of pages) {
    const t = await sample(path, marker);
    rows.push({
      page: path,
      "first byte p50 / p95 ms": `${t.first.p50.toFixed(1)} / ${t.first.p95.toFixed(1)}`,
      "÷ health p50 / p95": `${(t.first.p50 / health.p50).toFixed(2)} / ${(t.first.p95 / health.p95).toFixed(2)}`,
      "content p50 / p95 ms": `${t.content.p50.toFixed(1)} / ${t.content.p95.toFixed(1)}`,
      "content ÷ health p50 / p95": `${(t.content.p50 / health.p50).toFixed(2)} / ${(t.content.p95 / health.p95).toFixed(2)}`,
    });
  }
  return { health, rows };
}
