// Saved-search alerts at scale, on a database of its own (no running app needed):
// 100,000 saved searches spread over the city's places, operations and frequencies, then
//  - matching one new listing at its write (the worker's own recordListingMatches: the
//    listing, the searches of its places through the (operation, location_id) index and the
//    screen, the matcher, the recorded matches, the listing queued) for 200 published
//    listings: p50 / p95 / max;
//  - the cron trigger's sweep of those 200 queued listings against the searches without a
//    place (sweepQueuedListings with its default limits, one call per cron invocation):
//    milliseconds per invocation and per listing, matches per listing;
//  - the digest: every search due with a new listing, sent by the cron trigger's own
//    sendDueAlerts with its default limits, one call per cron invocation, into the
//    development outbox (as `npm start` sends mail);
//  - the pruning of matches: the listings matched above, and half of all the others, taken
//    off the market long enough ago, then pruneClosedListingMatches one call per cron
//    invocation until nothing is left: rows and milliseconds per invocation, and the cost
//    of a run with nothing to delete.
// The worker's modules run on Node's V8 against the project's local libSQL server over HTTP,
// the same client and protocol the worker uses.
import type { Client } from "@libsql/client";
import type { Db } from "../../db/client";
import { temporaryDatabase } from "../../db/testing/temporary-database";
import { emailOutbox } from "../../db/schema/mail";
import { candidateSearches, recordListingMatches } from "../../worker/services/saved-search-alerts/listing-matches";
import { SWEEP_BATCH_SIZE, SWEEP_BATCHES_PER_RUN, sweepQueuedListings } from "../../worker/services/saved-search-alerts/broad-search-sweep";
import { ALERT_BATCH_SIZE, ALERT_BATCHES_PER_RUN, sendDueAlerts, type AlertMailer } from "../../worker/services/saved-search-alerts/send-alerts";
import { MATCHES_PRUNED_PER_RUN, pruneClosedListingMatches } from "../../worker/services/saved-search-alerts/prune-matches";
import { MATCH_MEMORY_AFTER_CLOSE_MS } from "../../domain/saved-searches/saved-search-alerts";

export type SavedSearchFigures = {
  searches: number;
  matching: {
    runs: number;
    p50: number;
    p95: number;
    max: number;
    candidates: number;
    candidatesP95: number;
    matches: number;
  };
  sweep: { broadSearches: number; listings: number; invocations: number; msPerInvocation: number; msPerListing: number; matchesPerListing: number };
  digest: { invocations: number; searches: number; emails: number; msPerInvocation: number; searchesPerSecond: number; invocationsFor100k: number };
  prune: { closedListings: number; rows: number; invocations: number; msPerInvocation: number; idleMs: number };
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (n: number) => Math.round(n * 10) / 10;

// A small deterministic generator, so two runs seed the same searches.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

type Place = { id: string; tipo: string; lat: number | null; lng: number | null };

async function seedSearches(client: Client, count: number, noPlaceShare: number) {
  const rand = random(15);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)];
  const places = (await client.execute("SELECT id, tipo, centroid_lat AS lat, centroid_lng AS lng, padre_id FROM locations"))
    .rows as unknown as (Place & {
    padre_id: string | null;
  })[];
  // Searches go where the listings are: nine in ten alcaldía and estado searches are of
  // Mexico City's (the listings' own), the rest of other cities and states, still without
  // listings. (Spread evenly over the 112 municipios and 32 estados, most would never be
  // read by a listing and the bench would flatter the matching.)
  const listed = (await client.execute("SELECT DISTINCT municipio_id, estado_id FROM properties")).rows as unknown as {
    municipio_id: string;
    estado_id: string;
  }[];
  const listedIds = new Set(listed.flatMap((l) => [l.municipio_id, l.estado_id]));
  const colonias = places.filter((p) => p.tipo === "colonia");
  const ofKind = (tipo: string) => {
    const all = places.filter((p) => p.tipo === tipo);
    const here = all.filter((p) => listedIds.has(p.id));
    const elsewhere = all.filter((p) => !listedIds.has(p.id));
    return () => (rand() < 0.9 || elsewhere.length === 0 ? pick(here) : pick(elsewhere));
  };
  const municipio = ofKind("municipio");
  const estado = ofKind("estado");
  const users = Math.ceil(count / 50);
  const now = Date.now();
  for (let u = 0; u < users; u += 500) {
    const values = Array.from(
      { length: Math.min(500, users - u) },
      (_, i) => `('bench-user-${u + i}', 'Persona ${u + i}', 'bench.${u + i}@example.mx', 1, 'no_agente', ${now}, ${now})`,
    );
    await client.execute(`INSERT INTO users (id, name, email, email_verified, role, created_at, updated_at) VALUES ${values.join(",")}`);
  }
  const rows: string[] = [];
  const flush = async () => {
    if (rows.length === 0) return;
    // A person's same search twice is skipped, as the API refuses it.
    await client.execute(
      `INSERT OR IGNORE INTO saved_searches (id, user_id, name, filters, operation, location_id, frequency, created_at, updated_at) VALUES ${rows.join(",")}`,
    );
    rows.length = 0;
  };
  for (let i = 0; i < count; i++) {
    const operation = rand() < 0.45 ? "venta" : rand() < 0.85 ? "renta" : "remate";
    const r = rand();
    // By default 80 % a colonia, 12 % an alcaldía or a city, 3 % a state, 5 % no place (the
    // whole country or a map view): the last two are what every listing of the operation
    // would read, and what the cron's sweep matches.
    const placed = (1 - noPlaceShare) / 0.95;
    const place = r < 0.8 * placed ? pick(colonias) : r < 0.92 * placed ? municipio() : r < 0.95 * placed ? estado() : null;
    const filters: Record<string, unknown> = {};
    if (place) Object.assign(filters, { location: place.id, location_id: place.id });
    if (!place && rand() < 0.5) filters.bounds = [-99.2 + rand() * 0.1, 19.35 + rand() * 0.05, -99.05 + rand() * 0.05, 19.45 + rand() * 0.05];
    if (rand() < 0.5) filters.tipo = pick(["departamento", "casa", "casa-condominio"]);
    if (rand() < 0.4) filters.recamaras = 1 + Math.floor(rand() * 3);
    if (rand() < 0.6)
      filters.precio_max = operation === "renta" ? 10_000 + Math.floor(rand() * 40) * 1000 : 1_000_000 + Math.floor(rand() * 80) * 100_000;
    if (rand() < 0.1) filters.mascotas = "si";
    filters.operation = operation;
    const frequency = rand() < 0.4 ? "al_momento" : rand() < 0.65 ? "diaria" : rand() < 0.9 ? "semanal" : "sin_alertas";
    const json = JSON.stringify(filters).replace(/'/g, "''");
    rows.push(
      `('bench-search-${i}', 'bench-user-${Math.floor(i / 50)}', 'Búsqueda ${i}', '${json}', '${operation}', ${place ? `'${place.id}'` : "NULL"}, '${frequency}', ${now - 2 * 86_400_000}, ${now})`,
    );
    if (rows.length === 1000) await flush();
  }
  await flush();
  await client.execute("ANALYZE");
  return Number((await client.execute("SELECT count(*) AS n FROM saved_searches")).rows[0].n);
}

async function measureMatching(db: Db, client: Client, runs: number) {
  const listings = (await client.execute(`SELECT id FROM properties WHERE status = 'publicada' ORDER BY random() LIMIT ${runs}`)).rows.map(
    (r) => r.id as string,
  );
  const times: number[] = [];
  let candidates = 0;
  let matches = 0;
  for (const [i, id] of listings.entries()) {
    const started = performance.now();
    const matched = await recordListingMatches(db, id, "publicada");
    const ms = performance.now() - started;
    // The first few warm the connection and the page cache: not counted.
    if (i >= 5) times.push(ms);
    matches += matched;
  }
  // The read alone (the searches of the listing's places through the index, no matcher, no
  // writes), for the same listings: how many searches each hands the matcher, and how long.
  const reads: number[] = [];
  for (const id of listings) {
    const started = performance.now();
    candidates += (await candidateSearches(db, id)).length;
    reads.push(performance.now() - started);
  }
  reads.sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  return {
    runs: times.length,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(times[times.length - 1]),
    candidates: Math.round(candidates / listings.length),
    candidatesP95: round(percentile(reads, 95)),
    matches: Math.round(matches / listings.length),
  };
}

async function measureSweep(db: Db, client: Client) {
  const listings = Number((await client.execute("SELECT count(*) AS n FROM listing_alert_queue")).rows[0].n);
  const broadSearches = Number(
    (
      await client.execute(
        "SELECT count(*) AS n FROM saved_searches s WHERE (location_id IS NULL OR (SELECT tipo FROM locations l WHERE l.id = s.location_id) = 'estado') AND frequency <> 'sin_alertas'",
      )
    ).rows[0].n,
  );
  let invocations = 0;
  let matches = 0;
  const started = performance.now();
  for (;;) {
    const run = await sweepQueuedListings(db, new Date());
    invocations++;
    matches += run.matches;
    if (!run.more) break;
  }
  const ms = performance.now() - started;
  return {
    broadSearches,
    listings,
    invocations,
    msPerInvocation: Math.round(ms / invocations),
    msPerListing: round(ms / Math.max(listings, 1)),
    matchesPerListing: Math.round(matches / Math.max(listings, 1)),
  };
}

async function measureDigest(db: Db, client: Client, invocations: number) {
  // Every search with alerts gets one new listing of its operation and is due now.
  await client.execute(`
    INSERT OR IGNORE INTO saved_search_matches (saved_search_id, property_id, reason, created_at)
    SELECT s.id, (SELECT p.id FROM properties p WHERE p.operation_type = s.operation AND p.status = 'publicada' LIMIT 1), 'publicada', ${Date.now() - 60_000}
      FROM saved_searches s WHERE s.frequency <> 'sin_alertas'`);
  await client.execute(`UPDATE saved_searches SET alert_due_at = ${Date.now() - 60_000} WHERE frequency <> 'sin_alertas'`);
  const due = Number((await client.execute("SELECT count(*) AS n FROM saved_searches WHERE alert_due_at IS NOT NULL")).rows[0].n);
  const mailer: AlertMailer = {
    origin: "http://localhost:8787",
    secret: "bench-secret-0123456789-0123456789",
    send: async (message) => {
      await db.insert(emailOutbox).values({ id: crypto.randomUUID(), ...message });
    },
  };
  let searches = 0;
  let emails = 0;
  let ran = 0;
  const started = performance.now();
  for (; ran < invocations; ran++) {
    const run = await sendDueAlerts(db, mailer, new Date());
    searches += run.searches;
    emails += run.emails;
    if (!run.more) {
      ran++;
      break;
    }
  }
  const ms = performance.now() - started;
  const perInvocation = searches / ran;
  return {
    due,
    invocations: ran,
    searches,
    emails,
    msPerInvocation: Math.round(ms / ran),
    searchesPerSecond: Math.round((searches / ms) * 1000),
    invocationsFor100k: Math.ceil(100_000 / Math.max(perInvocation, 1)),
  };
}

async function measurePrune(db: Db, client: Client) {
  // Every listing with matches, and half of the others, closed just past the memory.
  const closedAt = Date.now() - MATCH_MEMORY_AFTER_CLOSE_MS - 60_000;
  await client.execute(`
    UPDATE properties SET status = 'pausada', updated_at = ${closedAt}
     WHERE status = 'publicada' AND (id IN (SELECT property_id FROM saved_search_matches) OR abs(random()) % 2 = 0)`);
  const closedListings = Number((await client.execute("SELECT count(*) AS n FROM properties WHERE status <> 'publicada'")).rows[0].n);
  const rows = Number((await client.execute("SELECT count(*) AS n FROM saved_search_matches")).rows[0].n);
  let invocations = 0;
  let deleted = 0;
  const started = performance.now();
  for (;;) {
    const run = await pruneClosedListingMatches(db, new Date());
    invocations++;
    deleted += run;
    if (run < MATCHES_PRUNED_PER_RUN) break;
  }
  const ms = performance.now() - started;
  if (deleted !== rows) throw new Error(`pruned ${deleted} of ${rows} matches`);
  // A run that finds nothing still looks up the matches of every closed listing in its window.
  const idle = performance.now();
  await pruneClosedListingMatches(db, new Date());
  return { closedListings, rows, invocations, msPerInvocation: Math.round(ms / invocations), idleMs: round(performance.now() - idle) };
}

export async function measureSavedSearches({
  searches = 100_000,
  noPlaceShare = 0.05,
  matchingRuns = 205,
  digestInvocations = 5,
} = {}): Promise<SavedSearchFigures> {
  const database = await temporaryDatabase("bench-alerts", { listings: 2400 });
  const { client, db } = database;
  try {
    const seeded = await seedSearches(client, searches, noPlaceShare);
    const matching = await measureMatching(db, client, matchingRuns);
    const sweep = await measureSweep(db, client);
    console.info(`(sweep: up to ${SWEEP_BATCHES_PER_RUN} passes of ${SWEEP_BATCH_SIZE} queued listings per invocation)`);
    const digest = await measureDigest(db, client, digestInvocations);
    console.info(`(digest: ${digest.due} searches due; up to ${ALERT_BATCHES_PER_RUN} batches of ${ALERT_BATCH_SIZE} per invocation)`);
    const prune = await measurePrune(db, client);
    return { searches: seeded, matching, sweep, digest, prune };
  } finally {
    await database.close();
  }
}
