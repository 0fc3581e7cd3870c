// `npm run bench`: figures against a running app (`npm start` in another terminal).
//   BENCH_URL (default http://127.0.0.1:8787), BENCH_SECONDS (default 10), BENCH_CONNECTIONS (100)
//   `npm run bench -- publishing` runs only the publishing figures; `npm run bench -- pages`
//   only Lighthouse and the pages' time to first byte; `npm run bench -- search` only search;
//   `npm run bench -- locations` only the location search beside a static asset;
//   `npm run bench -- saved-searches` only the saved-search alerts, on a database of its own
//   (no app needed: BENCH_SAVED_SEARCHES, default 100000; BENCH_DIGEST_RUNS, default 5);
//   `npm run bench -- imports` only the listing imports (no app needed: BENCH_IMPORT_ROWS,
//   default 5000); `npm run bench -- imports-tab` only the import page's tab in Chromium
//   with a generated CSV (BENCH_IMPORT_ROWS too).
import { readdirSync } from "node:fs";
import path from "node:path";
import { measureAuth } from "./auth";
import { measureBoardRoom } from "./board-room";
import { measurePublishing } from "./publishing";
import { measureSearch } from "./search";
import { measureLighthouse, measureTtfb } from "./lighthouse";
import { homeFirstPaintJs, workerBundle } from "./bundle-size";
import { measureSavedSearches } from "./saved-searches";
import { measureImports } from "./imports";
import { measureImportsTab } from "./imports-tab";
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

const health = await fetch(`${baseUrl}/api/health`).catch(() => null);
if (!health?.ok) {
  console.error(`No app answering at ${baseUrl}: start it with \`npm start\` first.`);
  process.exit(1);
}

if (only === "publishing") {
  await reportPublishing();
  process.exit(0);
}
if (only === "pages") {
  await reportPages();
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
console.info(`Worker bundle (wrangler deploy --dry-run --minify): ${workerBundle().gzipKiB.toFixed(1)} KiB gzip (goal ≤ 400)`);

const auth = await measureAuth(baseUrl, 50);
console.info(
  `\nAuth through the worker, 50 runs each (ms): sign-up p50 ${auth.signUp.p50} p95 ${auth.signUp.p95}; sign-in p50 ${auth.signIn.p50} p95 ${auth.signIn.p95}`,
);

const rooms = [await measureBoardRoom(baseUrl, 2, 200), await measureBoardRoom(baseUrl, 50, 200)];
console.info("\nBoard room: move → seen by another client (ms)");
console.table(rooms);

await reportPages();
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

// Lighthouse on the public pages (goal: performance ≥ 95, LCP ≤ 2 s; accessibility, SEO and
// best practices 100) and the time to the first byte of their HTML.
async function reportPages() {
  const listing = ((await (await fetch(`${baseUrl}/api/properties?operation=renta&page_size=1`)).json()) as { data: { items: { id: string }[] } })
    .data;
  const pages = ["/", "/rentar", `/propiedad/${listing.items[0].id}`, "/precios"];
  const rows = await measureLighthouse(baseUrl, pages);
  console.info("\nLighthouse, mobile (simulated slow 4G), Debian Chromium");
  console.table(rows);
  const ttfb = await measureTtfb(baseUrl, [
    { path: "/rentar", marker: 'aria-label="Resultados"' },
    { path: pages[2], marker: "<h1" },
  ]);
  console.info(`\nTime to first byte, 50 requests each (/api/health p50 ${ttfb.health.p50.toFixed(1)} ms, p95 ${ttfb.health.p95.toFixed(1)} ms)`);
  console.table(ttfb.rows);
}

// Saved-search alerts against 100,000 searches (goal: matching one new listing p95 ≤ 50 ms),
// the cron's sweep of the queued listings against the searches without a place, the
// digest's throughput per cron invocation, and the pruning of the matches of closed
// listings (tests/bench/saved-searches.ts).
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
