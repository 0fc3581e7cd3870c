import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { OPERATIONS } from "../../../domain/properties/property";
import type { SavedSearchFilters } from "../../../domain/saved-searches/saved-search";
import type { SavedSearchMatchReason } from "../../../domain/saved-searches/saved-search-alerts";
import { listingMatchesSearch, type ListingForMatch } from "../../../domain/saved-searches/saved-search-match";
import { listingsQuery, recordMatchesStatements, toListingForMatch, type Match } from "./listing-matches";

// The broad saved searches, of a whole estado (all of Mexico City) or of no place (the whole
// country, a map view, a drawn zone), are matched by the cron trigger, not at each listing
// write: every listing of their operation there would read them, and a whole-city search
// with only a price cap matches most of them, so pushing each listing to each of them made
// one publish write hundreds of rows. A write queues its listing (listing_alert_queue);
// each cron run reads the broad searches once, matches the queued listings against them in
// memory in batches, records the matches and makes the searches due exactly as a write
// does (recordMatchesStatements), then deletes the queue rows it took, in the same
// transaction. An instant broad search is therefore e-mailed by the run after the publish
// (every 5 minutes), in the same run's sendDueAlerts.
//
// Two runs that overlap may take the same rows: a match is recorded once per search and
// listing (its primary key), and the second delete finds nothing.

/** Queued listings matched in one pass (one read, one write). */
export const SWEEP_BATCH_SIZE = 50;
/** At most this many passes in one cron invocation; the rest waits for the next run. */
export const SWEEP_BATCHES_PER_RUN = 6;
/** A run starts no new pass after this long, leaving the rest of the invocation to the e-mails. */
export const SWEEP_RUN_BUDGET_MS = 8_000;

type SweepLimits = { batchSize?: number; maxBatches?: number; budgetMs?: number };
export type SweepRun = { listings: number; matches: number; more: boolean };

type Queued = { id: number; property_id: string; reason: SavedSearchMatchReason };
type BroadSearch = { id: string; filters: SavedSearchFilters };

/** Every broad search with alerts, parsed once, by operation (through the (operation, location_id) index). */
async function broadSearchesByOperation(db: Db): Promise<Map<string, BroadSearch[]>> {
  const operations = JSON.stringify(OPERATIONS);
  const rows = await db.all<{ id: string; operation: string; filters: string }>(sql`
    SELECT id, operation, filters FROM saved_searches
     WHERE operation IN (SELECT value FROM json_each(${operations})) AND location_id IS NULL AND frequency <> 'sin_alertas'
    UNION ALL
    SELECT id, operation, filters FROM saved_searches
     WHERE operation IN (SELECT value FROM json_each(${operations}))
       AND location_id IN (SELECT id FROM locations WHERE tipo = 'estado') AND frequency <> 'sin_alertas'`);
  const byOperation = new Map<string, BroadSearch[]>();
  for (const row of rows) {
    const list = byOperation.get(row.operation) ?? [];
    list.push({ id: row.id, filters: JSON.parse(row.filters) as SavedSearchFilters });
    byOperation.set(row.operation, list);
  }
  return byOperation;
}

/** The matches of the queued listings still published against the broad searches of their operation. */
function broadMatches(queued: Queued[], listings: Map<string, ListingForMatch>, broad: Map<string, BroadSearch[]>): Match[] {
  const matches: Match[] = [];
  for (const q of queued) {
    const listing = listings.get(q.property_id);
    if (!listing) continue;
    for (const search of broad.get(listing.operation) ?? []) {
      if (listingMatchesSearch(listing, search.filters)) matches.push({ searchId: search.id, propertyId: q.property_id, reason: q.reason });
    }
  }
  return matches;
}

/**
 * The cron trigger's part: matches the queued listings against the broad searches, oldest
 * first, in passes of SWEEP_BATCH_SIZE until the queue is empty, SWEEP_BATCHES_PER_RUN passes
 * or SWEEP_RUN_BUDGET_MS. `more` says listings were left for the next run.
 */
export async function sweepQueuedListings(db: Db, now = new Date(), limits: SweepLimits = {}): Promise<SweepRun> {
  const { batchSize = SWEEP_BATCH_SIZE, maxBatches = SWEEP_BATCHES_PER_RUN, budgetMs = SWEEP_RUN_BUDGET_MS } = limits;
  const started = Date.now();
  const run: SweepRun = { listings: 0, matches: 0, more: false };
  let broad: Map<string, BroadSearch[]> | undefined;
  for (let batch = 0; batch < maxBatches; batch++) {
    if (Date.now() - started >= budgetMs) return { ...run, more: true };
    const queued = await db.all<Queued>(sql`SELECT id, property_id, reason FROM listing_alert_queue ORDER BY id LIMIT ${batchSize}`);
    if (queued.length === 0) return run;
    // Read once a run, and only when something is queued.
    broad ??= await broadSearchesByOperation(db);
    const ids = JSON.stringify([...new Set(queued.map((q) => q.property_id))]);
    const rows = await listingsQuery(db, sql`p.id IN (SELECT value FROM json_each(${ids})) AND p.status = 'publicada'`);
    const listings = new Map(rows.map((row) => [row.id, toListingForMatch(row)]));
    const matches = broadMatches(queued, listings, broad);
    const taken = db.run(sql`DELETE FROM listing_alert_queue WHERE id IN (SELECT value FROM json_each(${JSON.stringify(queued.map((q) => q.id))}))`);
    await db.batch([taken, ...(matches.length > 0 ? recordMatchesStatements(db, matches, now.getTime()) : [])]);
    run.listings += queued.length;
    run.matches += matches.length;
    if (queued.length < batchSize) return run;
  }
  return { ...run, more: true };
}
