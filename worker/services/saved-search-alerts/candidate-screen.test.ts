import { createClient, type Client } from "@libsql/client";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../../db/client";
import { startLocalServer, type LocalServer } from "../../../db/local-server";
import { migrateDatabase } from "../../../db/migrate";
import { seedIfEmpty } from "../../../db/seed/run";
import { PROPERTY_TYPES } from "../../../domain/properties/property";
import { candidateSearches, matchingSearchIds, readListingForMatch } from "./listing-matches";

// The SQL screen in front of the matcher may only leave out searches the matcher would
// refuse: on a real libSQL database with the demo listings and searches whose prices, types,
// bedrooms and map views sit on and around each listing's own values, the matches found
// through the screen are exactly those found from every search of the listing's places.

let dir: string;
let server: LocalServer;
let client: Client;
let db: Db;
let listingIds: string[];

type ListingRow = { id: string; operation_type: string; property_type: string; price: number; bedrooms: number; lat: number; lng: number };

// Deterministic, so a failure can be replayed.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Searches without a place whose filters sit on, just inside and just outside each listing's values. */
function searchesAround(listings: ListingRow[]): { operation: string; filters: Record<string, unknown> }[] {
  const rand = random(7);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)];
  const near = (value: number, step: number) => value + pick([-step, 0, step]);
  const out: { operation: string; filters: Record<string, unknown> }[] = [];
  for (const l of listings) {
    for (let i = 0; i < 8; i++) {
      const filters: Record<string, unknown> = { operation: l.operation_type };
      if (rand() < 0.6) filters.precio_max = near(l.price, 1);
      if (rand() < 0.4) filters.precio_min = near(l.price, 1);
      if (rand() < 0.5) filters.tipo = rand() < 0.5 ? l.property_type : pick(PROPERTY_TYPES);
      if (rand() < 0.5) filters.recamaras = Math.max(1, near(l.bedrooms, 1));
      if (rand() < 0.6) {
        // A map view with one edge on the listing, or just short of it.
        const edge = pick([0, 0, 1e-6]);
        filters.bounds = [l.lng - 0.01, l.lat - 0.01, l.lng + 0.01, l.lat + 0.01];
        (filters.bounds as number[])[Math.floor(rand() * 4)] = [l.lng - edge, l.lat - edge, l.lng + edge, l.lat + edge][Math.floor(rand() * 4)];
      }
      if (rand() < 0.1) filters.mascotas = "si";
      out.push({ operation: l.operation_type, filters });
    }
  }
  return out;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "candidate-screen-"));
  server = await startLocalServer({ file: path.join(dir, "test.db"), port: 0 });
  client = createClient({ url: server.url });
  await migrateDatabase(client);
  await seedIfEmpty(client, { listings: 120, photos: false });
  const listings = (
    await client.execute("SELECT id, operation_type, property_type, price, bedrooms, lat, lng FROM properties WHERE status = 'publicada' LIMIT 40")
  ).rows as unknown as ListingRow[];
  listingIds = listings.map((l) => l.id);
  const now = Date.now();
  await client.execute(
    `INSERT INTO users (id, name, email, email_verified, role, created_at, updated_at) VALUES ('screen-user', 'Persona', 'screen@example.mx', 1, 'no_agente', ${now}, ${now})`,
  );
  const searches = searchesAround(listings);
  await client.batch(
    searches.map((s, i) => ({
      sql: `INSERT OR IGNORE INTO saved_searches (id, user_id, name, filters, operation, location_id, frequency, created_at, updated_at)
            VALUES (?, 'screen-user', ?, ?, ?, NULL, 'diaria', ?, ?)`,
      args: [`screen-${i}`, `Búsqueda ${i}`, JSON.stringify(s.filters), s.operation, now, now],
    })),
  );
  db = createDb({ url: server.url });
}, 120_000);

afterAll(async () => {
  client?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the candidate screen", () => {
  it("never drops a search the matcher would match, and leaves out most of those it would not", async () => {
    let matched = 0;
    let screenedOut = 0;
    for (const id of listingIds) {
      const listing = await readListingForMatch(db, id);
      expect(listing, id).not.toBeNull();
      const every = await candidateSearches(db, id, { screened: false });
      const screened = await candidateSearches(db, id);
      const expected = matchingSearchIds(listing!, every).sort();
      expect(matchingSearchIds(listing!, screened).sort(), id).toEqual(expected);
      matched += expected.length;
      screenedOut += every.length - screened.length;
    }
    // The searches were written around these listings: many match, and the screen had work to do.
    expect(matched).toBeGreaterThan(50);
    expect(screenedOut).toBeGreaterThan(100);
  });
});
