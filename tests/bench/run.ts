// `npm run bench`: figures against a running app (`npm start` in another terminal).
//   BENCH_URL (default http://127.0.0.1:8787), BENCH_SECONDS (default 10), BENCH_CONNECTIONS (100)
//   `npm run bench -- publishing` runs only the publishing figures; `npm run bench -- taps`
//   only the pages' tap-to-effect table; `npm run bench -- pages`
//   only the pages (tap-to-effect, INP, signed-in pages, Lighthouse, time to first byte, the
//   worker's size and startup: BENCH_TAP_RUNS, BENCH_TAP_LOST_MS, BENCH_INP_RUNS,
//   BENCH_LIGHTHOUSE_RUNS, BENCH_STARTUP_RUNS); `npm run bench -- search` only search;
//   `npm run bench -- locations` only the location search beside a static asset;
//   `npm run bench -- saved-searches` only the saved-search alerts, on a database of its own
//   (no app needed: BENCH_SAVED_SEARCHES, default 100000; BENCH_DIGEST_RUNS, default 5);
//   `npm run bench -- imports` only the listing imports (no app needed: BENCH_IMPORT_ROWS,
//   default 5000); `npm run bench -- imports-tab` only the import page's tab in Chromium
//   with a generated CSV (BENCH_IMPORT_ROWS too); `npm run bench -- search-clusters` only one
//   home shown once, on a database of its own (no app needed: BENCH_CLUSTER_LISTINGS,
//   default 20000; BENCH_CLUSTER_ROUNDS, default 60); `npm run bench -- trust` the listings
//   that cannot lie (trust.ts: the photo hash on real images, the clone check against the
//   seed's ground truth, the near-match lookup's cost, then the clusters' figures; no app
//   needed: BENCH_TRUST_LISTINGS, default 20000; BENCH_TRUST_SAMPLE, default 2000), and
//   last the fingerprint queue's (photo-queue.ts, also alone as `npm run bench --
//   photo-queue`: it starts the app itself, built first, on BENCH_QUEUE_PORT, default 8887;
//   BENCH_QUEUE_ADVERTISERS, default 8, each uploading BENCH_QUEUE_PHOTOS, default 25).
//   `npm run bench -- facts` search with the facts an advertiser attests as filters, as a
//   ratio to the same searches plain (search-facts.ts; no app needed: BENCH_FACTS_LISTINGS,
//   default 20000; BENCH_FACTS_ROUNDS, default 40).
//   The pages are opened through an HTTP/2 front, as Cloudflare serves them (h2-front.ts);
//   `npm run bench -- stations` the station assignment for the whole seed (no app needed:
//   BENCH_STATION_LISTINGS, default 20000).
//   `npm run bench -- lighthouse` only Lighthouse on the pages of the tap table beside the
//   English twins /en and /en/rentar (BENCH_LIGHTHOUSE_RUNS).
//   `npm run bench -- commute` search with a commute against plain search (no app needed:
//   BENCH_COMMUTE_LISTINGS, default 20000; BENCH_COMMUTE_ROUNDS, default 40).
//   BENCH_HTTP1=1 opens them on the app's own HTTP/1.1 instead, to compare.
import { readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { measureAuth } from "./auth";
import { measureBoardRoom } from "./board-room";
import { measurePublishing } from "./publishing";
import { measureSearch } from "./search";
import { ENGLISH_LIGHTHOUSE_PAGES, LIGHTHOUSE_GOALS, measureLighthouse, measureTtfb } from "./lighthouse";
import { demoLinks } from "./demo-links";
import { startH2Front } from "./h2-front";
import { measureTaps, TAP_PAGES } from "./taps";
import { measureInp } from "./inp";
import { measureSignedInPages } from "./signed-in-pages";
import { againstGoal, PHONE_WIDTH } from "./mobile-page";
import { homeFirstPaintJs, workerBundle } from "./bundle-size";
import { measureSavedSearches } from "./saved-searches";
import { measureImports } from "./imports";
import { measureImportsTab } from "./imports-tab";
import { measureTrust } from "./trust";
import { measurePhotoQueue } from "./photo-queue";
import { measureStations } from "./stations";
import { measureCommute } from "./commute";
import { NEAR_PHOTO_DISTANCE } from "../../domain/photo-fingerprints/photo-hash";
import { measureSearchClusters, type ClusterFigures } from "./search-clusters";
import { measureSearchFacts, type FactFigures } from "./search-facts";
import { LOCATION_QUERIES, LOCATION_TYPO_QUERIES, measure, SKIP_EDGE_CACHE, type LatencyFigures } from "./locations";

const baseUrl = process.env.BENCH_URL ?? "http://127.0.0.1:8787";
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);

const only = process.argv[2];
if (only === "saved-searches") {
  await reportSavedSearches();
  process.exit(0);
}
if (only === "imports") {
  await reportImports();
  process.exit(0);
}
if (only === "search-clusters") {
  reportClusters(
    await measureSearchClusters({
      listings: Number(process.env.BENCH_CLUSTER_LISTINGS ?? 20_000),
      rounds: Number(process.env.BENCH_CLUSTER_ROUNDS ?? 60),
    }),
  );
  process.exit(0);
}
if (only === "facts") {
  reportFacts(
    await measureSearchFacts({
      listings: Number(process.env.BENCH_FACTS_LISTINGS ?? 20_000),
      rounds: Number(process.env.BENCH_FACTS_ROUNDS ?? 40),
    }),
  );
  process.exit(0);
}
if (only === "stations") {
  const f = await measureStations({ listings: Number(process.env.BENCH_STATION_LISTINGS ?? 20_000) });
  console.info(`\nStation assignment for the seed's ${f.listings} listings (every station within 1 km, walking minutes)`);
  console.info(
    `Computed in ${f.computeMs} ms, written in ${f.writeMs} ms (${f.rows} listing_stations rows, one transaction); ${f.withStation} listings have a station within 1 km, median nearest ${f.medianNearestMinutes ?? "—"} min`,
  );
  process.exit(0);
}
if (only === "commute") {
  const f = await measureCommute({
    listings: Number(process.env.BENCH_COMMUTE_LISTINGS ?? 20_000),
    rounds: Number(process.env.BENCH_COMMUTE_ROUNDS ?? 40),
  });
  console.info(`\nCommute search at ${f.listings} listings (${f.withStation} with a station within 1 km), ${f.runs} rounds, the search service`);
  console.info(`Plain search:                         p50 ${f.plain.p50} ms, p95 ${f.plain.p95} ms`);
  console.info(`With a commute (≤ 45 min, sorted):    p50 ${f.commute.p50} ms, p95 ${f.commute.p95} ms`);
  console.info(`Sorted by the commute, no maximum:    p50 ${f.sortOnly.p50} ms, p95 ${f.sortOnly.p95} ms`);
  console.info(`Ratio to plain search: p50 ${f.ratioP50}×, p95 ${f.ratioP95}× (goal ≤ 1.5×); sorted without a maximum p50 ${f.sortOnlyRatioP50}×`);
  process.exit(0);
}
if (only === "trust") {
  await reportTrust();
  process.exit(0);
}
if (only === "photo-queue") {
  await reportPhotoQueue();
  process.exit(0);
}

const health = await fetch(`${baseUrl}/api/health`).catch(() => null);
if (!health?.ok) {
  console.error(`No app answering at ${baseUrl}: start it with \`npm start\` first.`);
  process.exit(1);
}

if (only === "publishing") {
  await reportPublishing();
  process.exit(0);
}
if (only === "pages" || only === "taps") {
  await reportPages({ tapsOnly: only === "taps" });
  process.exit(0);
}
if (only === "lighthouse") {
  const loadAtStart = os.loadavg();
  const links = await demoLinks(baseUrl);
  const front = process.env.BENCH_HTTP1 === "1" ? null : await startH2Front(baseUrl);
  await reportLighthouse(front?.url ?? baseUrl, [
    ...TAP_PAGES.map((row) => ({ page: row.page, path: row.path(links) })),
    ...ENGLISH_LIGHTHOUSE_PAGES,
  ]);
  await front?.close();
  reportLoad(loadAtStart);
  process.exit(0);
}
if (only === "search") {
  await reportSearch();
  process.exit(0);
}
if (only === "imports-tab") {
  await reportImportsTab();
  process.exit(0);
}
if (only === "locations") {
  await reportLocations();
  process.exit(0);
}

await reportLocations();
await reportSearch();

const home = homeFirstPaintJs();
console.info(`\nHome route JS for first paint: ${home.gzipKiB.toFixed(1)} KiB gzip (goal ≤ 150) — ${home.files.join(", ")}`);

const auth = await measureAuth(baseUrl, 50);
console.info(
  `\nAuth through the worker, 50 runs each (ms): sign-up p50 ${auth.signUp.p50} p95 ${auth.signUp.p95}; sign-in p50 ${auth.signIn.p50} p95 ${auth.signIn.p95}`,
);

const rooms = [await measureBoardRoom(baseUrl, 2, 200), await measureBoardRoom(baseUrl, 50, 200)];
console.info("\nBoard room: move → seen by another client (ms)");
console.table(rooms);

await reportPages({ tapsOnly: false });
await reportPublishing();
await reportSavedSearches();
await reportImports();

// The location search at 100 connections, each p95 as a ratio to a static asset's measured
// the same way in the same run (goal ≤ 1.5): typos read from the database (the edge cache
// skipped), the same typos as anonymous visitors get them (edge cache), and everyday
// prefixes from the database.
async function reportLocations() {
  const assetsDir = path.resolve(import.meta.dirname, "../../dist/client/assets");
  const asset = readdirSync(assetsDir).find((f) => f.endsWith(".css")) ?? readdirSync(assetsDir)[0];
  const paths = (queries: string[]) => queries.map((q) => `/api/locations?q=${encodeURIComponent(q)}&limit=15&operation=renta`);
  const typos = paths(LOCATION_TYPO_QUERIES);
  const prefixes = paths(LOCATION_QUERIES);
  // Warm every path once so none pays start-up costs inside the measurement.
  await measure(baseUrl, "warm-up", [...typos, ...prefixes, `/assets/${asset}`], 10, 2, SKIP_EDGE_CACHE);
  await measure(baseUrl, "warm-up", typos, 10, 1);
  const rows: LatencyFigures[] = [
    await measure(baseUrl, `/assets/${asset} (static)`, [`/assets/${asset}`], connections, seconds),
    await measure(baseUrl, "/api/locations?q=<typo>, database", typos, connections, seconds, SKIP_EDGE_CACHE),
    await measure(baseUrl, "/api/locations?q=<typo>, anonymous (edge cache)", typos, connections, seconds),
    await measure(baseUrl, "/api/locations?q=<prefix>, database", prefixes, connections, seconds, SKIP_EDGE_CACHE),
  ];
  const staticP95 = Math.max(rows[0].p95, 1);
  console.info(`\nLocation search at ${connections} connections, ${seconds}s each (ms; goal: p95 ÷ static p95 ≤ 1.5)`);
  console.table(
    rows.map((r) => ({
      path: r.label,
      p50: r.p50,
      p95: r.p95,
      p99: r.p99,
      "p95 ÷ static p95": (r.p95 / staticP95).toFixed(2),
      "req/s": r.rps,
      errors: r.errors,
    })),
  );
}

// Search latency at a realistic concurrency (start the app with --listings 20000 for the
// figures we compare): 10 connections, as a page's users would spread over time, each p95 as a
// ratio to /api/health measured the same way in the same run (goal ≤ 1.5).
async function reportSearch() {
  const searchConnections = Number(process.env.BENCH_SEARCH_CONNECTIONS ?? 10);
  const listings = ((await (await fetch(`${baseUrl}/api/properties?operation=venta&page_size=1`)).json()) as { data: { total: number } }).data;
  await measure(baseUrl, "warm-up", ["/api/health"], searchConnections, 2);
  const health = await measure(baseUrl, "/api/health", ["/api/health"], searchConnections, seconds);
  const search = await measureSearch(baseUrl, searchConnections, seconds);
  console.info(`\nSearch at ${searchConnections} connections (${listings.total} listings for venta in the database), ms`);
  console.table(
    [health, ...search].map((r) => ({
      query: r.label,
      p50: r.p50,
      p95: r.p95,
      "p95 ÷ health p95": (r.p95 / Math.max(health.p95, 1)).toFixed(2),
      "req/s": r.rps,
      errors: r.errors,
    })),
  );
}

async function reportPublishing() {
  const publishing = await measurePublishing(baseUrl, 20, seconds);
  console.info(
    `\nPublishing, 20 runs each (ms): photo upload of ${(publishing.photoBytes / 1024 / 1024).toFixed(1)} MB JPEG p50 ${publishing.upload.p50} p95 ${publishing.upload.p95}; publish p50 ${publishing.publish.p50} p95 ${publishing.publish.p95}`,
  );
  console.table(publishing.dashboard.map((r) => ({ path: r.label, p50: r.p50, p95: r.p95, "req/s": r.rps, errors: r.errors })));
  const [healthRow, dashboardRow] = publishing.dashboard;
  console.info(`Mis propiedades p95 / health p95 at 10 connections = ${(dashboardRow.p95 / Math.max(healthRow.p95, 1)).toFixed(2)}`);
}

// Issue 24, "Every tap counts": the six pages of tests/bench/taps.ts on a throttled phone
// (tap-to-effect beside LCP, INP in a scripted trace, the signed-in pages' first card),
// Lighthouse on the same pages and on the English home and rent search (their English twins must meet the same goal), the
// pages' time to the first byte, and the worker's size and startup, between the machine's
// load average at the start and at the end.
async function reportPages({ tapsOnly }: { tapsOnly: boolean }) {
  const loadAtStart = os.loadavg();
  const links = await demoLinks(baseUrl);
  const front = process.env.BENCH_HTTP1 === "1" ? null : await startH2Front(baseUrl);
  const pageUrl = front?.url ?? baseUrl;
  console.info(`\nPages opened at ${pageUrl} (${front ? "HTTP/2 and TLS in front of the app, as Cloudflare serves it" : "the app's own HTTP/1.1"})`);
  const tapRuns = Number(process.env.BENCH_TAP_RUNS ?? 10);
  const range = (p: { p50: number; p95: number } | null) => (p ? `${p.p50} / ${p.p95}` : "—");

  const taps = await measureTaps(pageUrl, links, tapRuns);
  console.info(
    `\nTap-to-effect on a phone (${PHONE_WIDTH} px, touch; Lighthouse's slow 4G and 4× CPU through CDP), ${tapRuns} runs each, ms from navigation start, p50 / p95` +
      `\n(goal: effect − LCP p95 ≤ 1000 and no tap lost; a tap whose effect is not on screen within ${Number(process.env.BENCH_TAP_LOST_MS ?? 15_000) / 1000} s is lost, never retried)`,
  );
  console.table(
    taps.map((t) => ({
      page: t.page,
      tap: t.action,
      lost: `${t.lost}/${t.runs}${t.noControl ? ` (+${t.noControl} without the control)` : ""}`,
      "effect p50 / p95": range(t.effect),
      "LCP p50 / p95": range(t.lcp),
      "effect − LCP p50 / p95": range(t.beyondLcp),
      "touch − LCP": range(t.touchAfterLcp),
      "effect − touch": range(t.afterTouch),
      goal: t.lost === 0 && t.noControl === 0 && t.beyondLcp !== null && t.beyondLcp.p95 <= 1000 ? "✓" : "✗",
    })),
  );
  const lostTaps = taps.filter((t) => t.lost > 0).map((t) => `${t.page} ${t.lost}/${t.runs}`);
  console.info(`Lost taps: ${lostTaps.length ? lostTaps.join(", ") : "none"}`);
  if (tapsOnly) {
    await front?.close();
    reportLoad(loadAtStart);
    return;
  }

  const inp = await measureInp(pageUrl, links);
  console.info("\nINP in a scripted trace after load, same phone, ms p50 / p95 of the runs (goal ≤ 200); each step's slowest interaction p95");
  console.table(
    inp.map((r) => ({
      page: r.page,
      runs: r.runs,
      "INP p50 / p95": range(r.inp),
      goal: r.inp && r.inp.p95 <= 200 ? "✓" : "✗",
      slowest: r.slowest,
      steps: r.steps,
    })),
  );

  const signedIn = await measureSignedInPages(pageUrl, links, tapRuns);
  console.info(`\nSigned-in pages, same phone: navigation start → first listing card, ${tapRuns} runs each, ms p50 / p95 (goal: p95 ≤ 1500)`);
  console.table(
    signedIn.map((r) => ({
      page: r.page,
      as: r.as,
      "first card p50 / p95": range(r.firstCard),
      missing: `${r.missing}/${r.runs}`,
      goal: r.missing === 0 && r.firstCard !== null && r.firstCard.p95 <= 1500 ? "✓" : "✗",
    })),
  );

  await reportLighthouse(pageUrl, [...TAP_PAGES.map((row) => ({ page: row.page, path: row.path(links) })), ...ENGLISH_LIGHTHOUSE_PAGES]);

  const ttfb = await measureTtfb(baseUrl, [
    { path: "/rentar", marker: 'aria-label="Resultados"' },
    { path: `/propiedad/${links.listingId}`, marker: "<h1" },
  ]);
  console.info(`\nTime to first byte, 50 requests each (/api/health p50 ${ttfb.health.p50.toFixed(1)} ms, p95 ${ttfb.health.p95.toFixed(1)} ms)`);
  console.table(ttfb.rows);

  const worker = workerBundle(Number(process.env.BENCH_STARTUP_RUNS ?? 5));
  const startup = worker.startupMs;
  console.info(
    `\nWorker bundle (wrangler deploy --dry-run --minify): ${againstGoal(Number(worker.gzipKiB.toFixed(1)), (v) => v <= 700)} KiB gzip (goal ≤ 700)` +
      `\nWorker startup (the dry run reports none; wrangler check startup, workerd's CPU profile of the startup phase, active time): ` +
      (startup
        ? `p50 ${againstGoal(startup.p50, (v) => v <= 50)} ms, fastest ${startup.min} ms of ${startup.runs.length} runs [${startup.runs.join(", ")}] (goal ≤ 50)`
        : "not measured (BENCH_STARTUP_RUNS=0)"),
  );

  await front?.close();
  reportLoad(loadAtStart);
}

/** Lighthouse on `pages`, one row each against its goals. */
async function reportLighthouse(pageUrl: string, pages: readonly { page: string; path: string }[]) {
  const lighthouse = await measureLighthouse(
    pageUrl,
    pages.map((row) => row.path),
  );
  console.info(
    "\nLighthouse, mobile (simulated slow 4G), Debian Chromium, median of the runs (goals: performance ≥ 95, LCP ≤ 2000 ms, TBT ≤ 150 ms, accessibility, SEO and best practices 100)",
  );
  console.table(
    lighthouse.map((row, i) =>
      "error" in row
        ? { page: pages[i].page, performance: `not measured: ${row.error}` }
        : {
            page: pages[i].page,
            performance: againstGoal(row.performance, LIGHTHOUSE_GOALS.performance),
            "LCP ms": againstGoal(row.lcp, LIGHTHOUSE_GOALS.lcp),
            "TBT ms": againstGoal(row.tbt, LIGHTHOUSE_GOALS.tbt),
            CLS: row.cls,
            accessibility: againstGoal(row.accessibility, LIGHTHOUSE_GOALS.accessibility),
            SEO: againstGoal(row.seo, LIGHTHOUSE_GOALS.seo),
            "best practices": againstGoal(row["best-practices"], LIGHTHOUSE_GOALS["best-practices"]),
          },
    ),
  );
}

/** The machine's load average at the start of a bench and now: its figures are read against it. */
function reportLoad(loadAtStart: number[]) {
  const loadAtEnd = os.loadavg();
  console.info(`\nMachine load average (${os.cpus().length} CPUs)`);
  console.table(
    (
      [
        ["start", loadAtStart],
        ["end", loadAtEnd],
      ] as const
    ).map(([when, [one, five, fifteen]]) => ({ when, "1 min": one.toFixed(2), "5 min": five.toFixed(2), "15 min": fifteen.toFixed(2) })),
  );
}

// Saved-search alerts against 100,000 searches (goal: matching one new listing p95 ≤ 50 ms),
// the cron's sweep of the queued listings against the searches without a place, the
// digest's throughput per cron invocation, and the pruning of the matches of closed
// listings (tests/bench/saved-searches.ts).
// One home, shown once: the seeded duplicates' clustering against the ground truth, and
// search with clustering as a ratio to the same statements without it, in the same run.
async function reportTrust() {
  const listings = Number(process.env.BENCH_TRUST_LISTINGS ?? 20_000);
  const sample = Number(process.env.BENCH_TRUST_SAMPLE ?? 2_000);
  const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
  await measureTrust(
    { listings, sample, clusterRounds: Number(process.env.BENCH_CLUSTER_ROUNDS ?? 60) },
    {
      hash: (h) => {
        console.info(`\nPhoto hash on the seed's ${h.scenes} scenes (stored as a 480 px WebP; copies resized, recompressed, 1.5 % cropped)`);
        console.info(
          `Copies within ${NEAR_PHOTO_DISTANCE} bits of their original: ${h.copiesNear} of ${h.copies} (${pct(h.copiesNear / h.copies)}; the farthest ${h.worstCopy} bits); pairs of different scenes within it: ${h.differentNear} of ${h.differentPairs}; hash alone ${h.photosPerSecond} photos/s on Node`,
        );
      },
      clones: (c) => {
        console.info(
          `\nCopied listings held, over ${c.listings.toLocaleString("en")} listings (${c.indexedPhotos.toLocaleString("en")} photos in the index; ${c.clones} seeded clones with swapped contacts)`,
        );
        console.info(
          `Recall ${pct(c.recall)} (${c.found} of ${c.clones}, goal ≥ 95 %); precision ${pct(c.precision)} (goal ≥ 98 %; ${c.falseInSample} of ${c.sampled} other listings flagged, scaled to all)`,
        );
        console.info(
          `Near-match lookup per listing: rows read p50 ${c.rowsRead.p50}, p95 ${c.rowsRead.p95} (per photo looked up p50 ${c.rowsPerPhoto.p50}, p95 ${c.rowsPerPhoto.p95}); ${c.ms.p50} ms p50, ${c.ms.p95} ms p95`,
        );
        console.info(`Its band query's plan: ${c.plan.join("; ")}`);
      },
      clusters: reportClusters,
    },
  );
  await reportPhotoQueue();
}

async function reportPhotoQueue() {
  const f = await measurePhotoQueue({
    port: Number(process.env.BENCH_QUEUE_PORT ?? 8887),
    advertisers: Number(process.env.BENCH_QUEUE_ADVERTISERS ?? 8),
    photosEach: Number(process.env.BENCH_QUEUE_PHOTOS ?? 25),
  });
  console.info(`\nFingerprint queue in workerd (wrangler dev): ${f.photos} photos uploaded through the API by ${f.advertisers} advertisers at once`);
  console.info(
    `Fingerprinted ${f.fingerprinted}, given up ${f.failed}; throughput ${f.photosPerSecond} photos/s from the first upload to the last fingerprint (uploads accepted at ${f.uploadsPerSecond}/s); ${f.backlog} still queued at the last upload, done ${(f.backlogMs / 1000).toFixed(1)} s later${f.backlogPerSecond === null ? "" : ` (${f.backlogPerSecond} photos/s)`}`,
  );
  console.info(`From upload to fingerprint: p50 ${f.latencyMs.p50} ms, p95 ${f.latencyMs.p95} ms, max ${f.latencyMs.max} ms`);
}

function reportClusters(f: ClusterFigures) {
  console.info(`\nOne home, shown once, over ${f.listings.toLocaleString("en")} listings`);
  console.info(
    `Seeded duplicates clustered with their original: ${f.duplicates} duplicates, recall ${(f.recall * 100).toFixed(1)} % (goal ≥ 95), precision ${(f.precision * 100).toFixed(1)} % of ${f.clustered} clustered listings (goal ≥ 98)`,
  );
  const s = f.search;
  console.info(
    `Search (count + page, ${s.runs} runs each): before p50 ${s.beforeP50} ms, p95 ${s.beforeP95} ms; with clustering p50 ${s.afterP50} ms, p95 ${s.afterP95} ms; ratio p50 ${s.ratioP50}, p95 ${s.ratioP95} (goal ≤ 1.2)`,
  );
}

function reportFacts(f: FactFigures) {
  console.info(
    `\nSearch with fact filters over ${f.listings.toLocaleString("en")} listings (given: pets ${f.withFacts.pets}, furnishing ${f.withFacts.furnishing}, credits ${f.withFacts.credits}, elevador ${f.withFacts.elevador})`,
  );
  console.info(
    `Count + page, ${f.runs} runs each: plain p50 ${f.plainP50} ms, p95 ${f.plainP95} ms; with facts (and their "left out" counts) p50 ${f.factsP50} ms, p95 ${f.factsP95} ms; ratio p50 ${f.ratioP50}, p95 ${f.ratioP95}`,
  );
  console.info("Query plans of the fact counts:");
  for (const plan of f.plans) console.info(`  ${plan}`);
}

async function reportSavedSearches() {
  const figures = await measureSavedSearches({
    searches: Number(process.env.BENCH_SAVED_SEARCHES ?? 100_000),
    noPlaceShare: Number(process.env.BENCH_NO_PLACE_SHARE ?? 0.05),
    digestInvocations: process.env.BENCH_DIGEST_RUNS === "all" ? Infinity : Number(process.env.BENCH_DIGEST_RUNS ?? 5),
  });
  const m = figures.matching;
  console.info(`\nSaved-search alerts over ${figures.searches.toLocaleString("en")} saved searches`);
  console.info(
    `Matching one new listing at its write (${m.runs} listings; ${m.candidates} searches of its colonia and alcaldía read through the index, p95 ${m.candidatesP95} ms, ${m.matches} matches on average): p50 ${m.p50} ms, p95 ${m.p95} ms (goal ≤ 50), max ${m.max} ms`,
  );
  const w = figures.sweep;
  console.info(
    `Cron sweep of the queued listings against the ${w.broadSearches.toLocaleString("en")} searches of an estado or no place: ${w.listings} listings in ${w.invocations} invocations, ${w.msPerInvocation} ms each, ${w.msPerListing} ms and ${w.matchesPerListing} matches per listing`,
  );
  const d = figures.digest;
  console.info(
    `Digest: ${d.searches} searches (${d.emails} e-mails) in ${d.invocations} cron invocations, ${d.msPerInvocation} ms each, ${d.searchesPerSecond} searches/s; 100,000 due searches take ${d.invocationsFor100k} invocations (one every 5 minutes)`,
  );
  const p = figures.prune;
  console.info(
    `Pruning the matches of listings long off the market: ${p.rows.toLocaleString("en")} rows of ${p.closedListings} closed listings in ${p.invocations} cron invocations, ${p.msPerInvocation} ms each; a run with nothing to delete ${p.idleMs} ms`,
  );
}

// A 5,000-row import in chunks of 100 through the worker's schema and service, three times
// (created, skipped, updated): rows per second and each chunk's time (tests/bench/imports.ts).
async function reportImports() {
  const passes = await measureImports({ rows: Number(process.env.BENCH_IMPORT_ROWS ?? 5000) });
  console.info("\nListing imports, chunks of 100 rows (each row with 3 photo URLs queued)");
  console.table(
    passes.map((p) => ({
      pass: p.label,
      rows: p.rows,
      "total ms": p.ms,
      "rows/s": p.rowsPerSecond,
      "chunk p50 ms": p.chunkP50,
      "chunk p95 ms": p.chunkP95,
      outcomes: Object.entries(p.outcomes)
        .map(([k, v]) => `${k} ${v}`)
        .join(", "),
    })),
  );
}

// The import page with a generated 5,000-row CSV in Chromium: reading (Web Worker), checking
// the rows and their colonias, the page's peak JS heap and its longest task (imports-tab.ts).
async function reportImportsTab() {
  const f = await measureImportsTab(baseUrl, Number(process.env.BENCH_IMPORT_ROWS ?? 5000));
  console.info(
    `\nImport page, ${f.rows} rows (${f.fileKiB} KiB CSV): read ${f.readMs} ms, checked ${f.checkMs} ms; peak JS heap ${f.peakHeapMiB} MiB; longest main-thread task ${f.longestTaskMs} ms`,
  );
}
