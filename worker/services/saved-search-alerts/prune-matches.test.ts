import type { Client } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client";
import { temporaryDatabase, type TemporaryDatabase } from "../../../db/testing/temporary-database";
import { MATCH_MEMORY_AFTER_CLOSE_MS } from "../../../domain/saved-searches/saved-search-alerts";
import { recordListingMatches } from "./listing-matches";
import { FULL_PASS_UTC_HOUR, PRUNE_WINDOW_MS, pruneClosedListingMatches } from "./prune-matches";

// The cron's pruning of match rows, on a real libSQL database with the demo listings: the
// matches of a listing off the market longer than the memory go (bounded per run), those of
// a published listing or of one closed more recently stay, a run looks no further back than
// its window but for the daily full pass, and a pruned listing published again is news to
// its searches once more.

let database: TemporaryDatabase;
let client: Client;
let db: Db;

const DAY = 24 * 60 * 60 * 1000;
// Noon UTC today: not the hour of the daily full pass.
const now = new Date(new Date().setUTCHours(12, 0, 0, 0));
type Listing = { id: string; location_id: string; operation_type: string };
let published: Listing, pausedLong: Listing, soldRecently: Listing, expiredLong: Listing, beforeWindow: Listing;

const setStatus = (listing: Listing, status: string, daysAgo: number) =>
  client.execute({ sql: "UPDATE properties SET status = ?, updated_at = ? WHERE id = ?", args: [status, now.getTime() - daysAgo * DAY, listing.id] });

const matchedListings = async () =>
  (await client.execute("SELECT DISTINCT property_id FROM saved_search_matches ORDER BY property_id")).rows.map((r) => r.property_id as string);

beforeAll(async () => {
  database = await temporaryDatabase("prune-matches", { listings: 40 });
  ({ client, db } = database);
  for (const user of ["s-1", "s-2"])
    await client.execute({
      sql: "INSERT INTO users (id, name, email, email_verified, role, created_at, updated_at) VALUES (?, 'Persona', ?, 1, 'no_agente', 0, 0)",
      args: [user, `${user}@example.mx`],
    });
  const listings = (await client.execute("SELECT id, location_id, operation_type FROM properties WHERE status = 'publicada' ORDER BY id LIMIT 5"))
    .rows as unknown as Listing[];
  expect(listings).toHaveLength(5);
  [published, pausedLong, soldRecently, expiredLong, beforeWindow] = listings;
  // Two people's searches (user and search share an id), each told of all five listings long ago.
  for (const search of ["s-1", "s-2"]) {
    await client.execute({
      sql: `INSERT INTO saved_searches (id, user_id, name, filters, operation, location_id, frequency, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, 'al_momento', 0, 0)`,
      args: [
        search,
        search,
        search,
        JSON.stringify({ operation: pausedLong.operation_type, location_id: pausedLong.location_id }),
        pausedLong.operation_type,
        pausedLong.location_id,
      ],
    });
    for (const listing of listings)
      await client.execute({
        sql: "INSERT INTO saved_search_matches (saved_search_id, property_id, reason, created_at, sent_at) VALUES (?, ?, 'publicada', 0, 1)",
        args: [search, listing.id],
      });
  }
  const memory = MATCH_MEMORY_AFTER_CLOSE_MS / DAY;
  const window = PRUNE_WINDOW_MS / DAY;
  await setStatus(published, "publicada", memory + 1);
  await setStatus(pausedLong, "pausada", memory + 1);
  await setStatus(soldRecently, "vendida", memory - 1);
  await setStatus(expiredLong, "vencida", memory + window - 1);
  await setStatus(beforeWindow, "rentada", memory + window + 1);
}, 120_000);

afterAll(() => database?.close());

describe("forgetting the matches of listings long off the market", () => {
  it("deletes them a bounded number a run, and keeps those of published and recently closed listings", async () => {
    expect(await pruneClosedListingMatches(db, now, 3)).toBe(3);
    expect(await pruneClosedListingMatches(db, now, 3)).toBe(1);
    expect(await pruneClosedListingMatches(db, now, 3)).toBe(0);
    // Closed before the window a run reads: left to the daily full pass.
    expect(await matchedListings()).toEqual([published.id, soldRecently.id, beforeWindow.id].sort());
  });

  it("a pruned listing published again is news to its searches once more", async () => {
    await setStatus(pausedLong, "publicada", 0);
    expect(await recordListingMatches(db, pausedLong.id, "publicada", now)).toBe(2);
    const again = await client.execute({
      sql: "SELECT saved_search_id, sent_at FROM saved_search_matches WHERE property_id = ?",
      args: [pausedLong.id],
    });
    expect(again.rows.map((r) => [r.saved_search_id, r.sent_at])).toEqual([
      ["s-1", null],
      ["s-2", null],
    ]);
  });

  it("once a day a run looks back without a window, so listings closed before it are pruned too", async () => {
    const fullPass = new Date(new Date(now).setUTCHours(FULL_PASS_UTC_HOUR, 2));
    expect(await pruneClosedListingMatches(db, fullPass)).toBe(2);
    expect(await matchedListings()).toEqual([published.id, pausedLong.id, soldRecently.id].sort());
  });
});
