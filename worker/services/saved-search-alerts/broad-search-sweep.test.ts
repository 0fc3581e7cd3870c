import type { Client } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client";
import { temporaryDatabase, type TemporaryDatabase } from "../../../db/testing/temporary-database";
import { sweepQueuedListings } from "./broad-search-sweep";

// The cron's sweep, on a real libSQL database with the demo listings: the queued listings
// still published are matched against the searches of a whole estado or of no place (never
// those of a colonia, which the write itself matched), oldest first within the run's
// limits; the matched searches fall due, and the queue is emptied.

let database: TemporaryDatabase;
let client: Client;
let db: Db;

type Listing = { id: string; price: number; location_id: string; estado_id: string };
let queued: Listing[];
let cap: number;

const search = (id: string, operation: string, locationId: string | null, filters: Record<string, unknown>, frequency = "al_momento") =>
  client.execute({
    sql: `INSERT INTO saved_searches (id, user_id, name, filters, operation, location_id, frequency, created_at, updated_at)
          VALUES (?, 'sweep-user', ?, ?, ?, ?, ?, ?, ?)`,
    args: [
      id,
      id,
      JSON.stringify({ operation, ...(locationId ? { location_id: locationId } : {}), ...filters }),
      operation,
      locationId,
      frequency,
      0,
      0,
    ],
  });

const matchesOf = async (searchId: string) =>
  (
    await client.execute({ sql: "SELECT property_id FROM saved_search_matches WHERE saved_search_id = ? ORDER BY property_id", args: [searchId] })
  ).rows.map((r) => r.property_id as string);

beforeAll(async () => {
  database = await temporaryDatabase("broad-sweep", { listings: 80 });
  ({ client, db } = database);
  const now = Date.now();
  await client.execute(
    `INSERT INTO users (id, name, email, email_verified, role, created_at, updated_at) VALUES ('sweep-user', 'Persona', 'sweep@example.mx', 1, 'no_agente', ${now}, ${now})`,
  );
  queued = (
    await client.execute(
      "SELECT id, price, location_id, estado_id FROM properties WHERE status = 'publicada' AND operation_type = 'renta' ORDER BY price, id LIMIT 7",
    )
  ).rows as unknown as Listing[];
  expect(queued.length).toBe(7);
  cap = queued[3].price;
  for (const l of queued)
    await client.execute({ sql: "INSERT INTO listing_alert_queue (property_id, reason) VALUES (?, 'publicada')", args: [l.id] });
  await search("s-estado", "renta", queued[0].estado_id, { precio_max: cap });
  await search("s-anywhere", "renta", null, { precio_min: cap }, "diaria");
  await search("s-colonia", "renta", queued[0].location_id, {});
  await search("s-off", "renta", null, {}, "sin_alertas");
  await search("s-venta", "venta", null, {});
  // Paused after it was queued: no longer news to anyone.
  await client.execute({ sql: "UPDATE properties SET status = 'pausada' WHERE id = ?", args: [queued[1].id] });
}, 120_000);

afterAll(() => database?.close());

describe("the sweep of queued listings", () => {
  it("matches them against the estado and placeless searches, in passes within its limits, and empties the queue", async () => {
    const first = await sweepQueuedListings(db, new Date(), { batchSize: 3, maxBatches: 2 });
    expect(first).toMatchObject({ listings: 6, more: true });
    // The oldest six were taken; the last one waits for the next run.
    const left = (await client.execute("SELECT property_id FROM listing_alert_queue")).rows.map((r) => r.property_id);
    expect(left).toEqual([queued[6].id]);
    const second = await sweepQueuedListings(db, new Date(), { batchSize: 3, maxBatches: 2 });
    expect(second).toMatchObject({ listings: 1, more: false });
    expect((await client.execute("SELECT count(*) AS n FROM listing_alert_queue")).rows[0].n).toBe(0);

    const published = queued.filter((_, i) => i !== 1);
    const ids = (list: Listing[]) => list.map((l) => l.id).sort();
    expect(await matchesOf("s-estado")).toEqual(ids(published.filter((l) => l.price <= cap)));
    expect(await matchesOf("s-anywhere")).toEqual(ids(published.filter((l) => l.price >= cap)));
    expect(first.matches + second.matches).toBe((await matchesOf("s-estado")).length + (await matchesOf("s-anywhere")).length);
    // A colonia's search is the write's to match; no alerts, or another operation: nothing.
    for (const id of ["s-colonia", "s-off", "s-venta"]) expect(await matchesOf(id), id).toEqual([]);

    const due = (await client.execute("SELECT id FROM saved_searches WHERE alert_due_at IS NOT NULL ORDER BY id")).rows.map((r) => r.id);
    expect(due).toEqual(["s-anywhere", "s-estado"]);
  });
});
