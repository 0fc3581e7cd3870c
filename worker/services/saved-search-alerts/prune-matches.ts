import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { OFF_MARKET_STATUSES } from "../../../domain/listings/listing-status";
import { MATCH_MEMORY_AFTER_CLOSE_MS } from "../../../domain/saved-searches/saved-search-alerts";

// A match row (saved_search_matches) keeps a listing from being alerted to a search twice.
// Every publish adds hundreds of them, so without an end the table would grow with every
// listing ever published. The cron trigger deletes the matches of listings that have been
// off the market (OFF_MARKET_STATUSES) for MATCH_MEMORY_AFTER_CLOSE_MS, counted from their
// last change (updated_at): one bounded DELETE a run. If such a listing is published again,
// the searches it matches hear of it as news.
//
// A run reads only the listings whose last change falls in a window of PRUNE_WINDOW_MS
// ending at that age (a range of the (status, updated_at) index, then the matches'
// (property_id, sent_at) index), not every listing ever closed: row reads are billed,
// and the cron runs every 5 minutes. A listing therefore has the runs of a whole week to
// be pruned in, far more than any backlog needs at MATCHES_PRUNED_PER_RUN a run. Once a
// day, the runs of FULL_PASS_UTC_HOUR read every closed listing past that age, so the
// matches of listings closed before the window (before pruning shipped, or while the cron
// was down) go too.

/** Match rows deleted at most per cron run; a backlog drains over the following runs. */
export const MATCHES_PRUNED_PER_RUN = 5_000;

/** How far back, past the memory, a run looks for closed listings. */
export const PRUNE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** The hour (UTC; 3 a.m. in Mexico City) whose runs look back without a window. */
export const FULL_PASS_UTC_HOUR = 9;

/** Deletes up to `limit` matches of listings off the market long enough; answers how many. */
export async function pruneClosedListingMatches(db: Db, now = new Date(), limit = MATCHES_PRUNED_PER_RUN): Promise<number> {
  const until = now.getTime() - MATCH_MEMORY_AFTER_CLOSE_MS;
  const since = now.getUTCHours() === FULL_PASS_UTC_HOUR ? 0 : until - PRUNE_WINDOW_MS;
  const result = await db.run(sql`
    DELETE FROM saved_search_matches WHERE rowid IN (
      SELECT m.rowid FROM properties p JOIN saved_search_matches m ON m.property_id = p.id
       WHERE p.status IN ${OFF_MARKET_STATUSES} AND p.updated_at >= ${since} AND p.updated_at < ${until}
       LIMIT ${limit})`);
  return result.rowsAffected;
}
