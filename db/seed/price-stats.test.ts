import { createClient, type Client } from "@libsql/client";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "../migrate";
import { seedIfEmpty } from "./run";

// The seed stores the colonias' medians and the prices out of line with the domain's
// functions; the migration that fills them for a database seeded before them does it in
// SQL. Both must agree.
describe("the seeded medians", () => {
  let dir: string;
  let client: Client;
  const flags = async () =>
    (await client.execute("SELECT property_id, operation_type, price_m2, median_price_m2, sample_size FROM price_flags ORDER BY property_id")).rows;
  const stats = async () =>
    (
      await client.execute(
        "SELECT location_id, operation_type, property_type, median_price_m2, sample_size FROM colonia_price_stats ORDER BY location_id, operation_type, property_type",
      )
    ).rows;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "hogaria-price-stats-"));
    client = createClient({ url: `file:${join(dir, "seed.db")}` });
    await migrateDatabase(client);
    await seedIfEmpty(client, { listings: 2_400, photos: false, now: new Date("2026-06-01T12:00:00Z") });
  }, 60_000);

  afterAll(() => {
    client?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("are stored for the colonias with three sales of a kind or more", async () => {
    const rows = await stats();
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) expect(Number(r.sample_size)).toBeGreaterThanOrEqual(3);
    // A colonia's departamentos read the median of its published casas and departamentos
    // (a seeded clone is held, so it is not among them).
    const [sales] = (
      await client.execute(
        "SELECT location_id, count(*) AS n FROM properties WHERE status = 'publicada' AND operation_type = 'venta' AND property_type IN ('casa', 'departamento', 'casa-condominio') GROUP BY location_id ORDER BY n DESC LIMIT 1",
      )
    ).rows;
    const perM2 = (
      await client.execute({
        sql: "SELECT round(price * 1.0 / coalesce(built_surface, total_surface)) AS v FROM properties WHERE status = 'publicada' AND location_id = ? AND operation_type = 'venta' AND property_type IN ('casa', 'departamento', 'casa-condominio') ORDER BY v",
        args: [sales.location_id],
      })
    ).rows.map((r) => Number(r.v));
    const mid = perM2.length / 2;
    const expected = Math.round(perM2.length % 2 ? perM2[Math.floor(mid)] : (perM2[mid - 1] + perM2[mid]) / 2);
    expect(rows.find((r) => r.location_id === sales.location_id && r.operation_type === "venta" && r.property_type === "departamento")).toMatchObject(
      {
        median_price_m2: expected,
        sample_size: perM2.length,
      },
    );
  });

  it("are stored for rentals too, and remates read the sales' median", async () => {
    const rows = await stats();
    expect(rows.some((r) => r.operation_type === "renta")).toBe(true);
    const remates = rows.filter((r) => r.operation_type === "remate");
    expect(remates.length).toBeGreaterThan(0);
    for (const r of remates) {
      const sale = rows.find((s) => s.location_id === r.location_id && s.operation_type === "venta" && s.property_type === r.property_type);
      expect(sale).toMatchObject({ median_price_m2: r.median_price_m2, sample_size: r.sample_size });
    }
  });

  it("flag the seeded bait rentals", async () => {
    const flagged = await flags();
    expect(flagged.length).toBeGreaterThan(0);
    // The default seed (2,400 listings) has a few colonias with enough rentals of a kind.
    for (const f of flagged) expect(Number(f.price_m2) * 100).toBeLessThan(Number(f.median_price_m2) * 60);
  });

  it("are what the backfill migration computes in SQL", async () => {
    const [seededStats, seededFlags] = [await stats(), await flags()];
    expect(seededStats.length).toBeGreaterThan(10);
    const file = readdirSync("migrations").find((f) => f.endsWith("_prices.sql"))!;
    const backfill = readFileSync(join("migrations", file), "utf8")
      .split("--> statement-breakpoint")
      .filter((s) => /INSERT INTO `(colonia_price_stats|price_flags)`/.test(s));
    expect(backfill).toHaveLength(2);
    await client.execute("DELETE FROM price_flags");
    await client.execute("DELETE FROM colonia_price_stats");
    for (const statement of backfill) await client.execute(statement);
    expect(await stats()).toEqual(seededStats);
    expect(await flags()).toEqual(seededFlags);
  });
});
