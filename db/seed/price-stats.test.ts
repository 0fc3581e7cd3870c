import { createClient, type Client } from "@libsql/client";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "../migrate";
import { seedIfEmpty } from "./run";

// The seed stores the colonias' medians with the domain's function; the migration that
// fills them for a database seeded before them does it in SQL. Both must agree.
describe("the seeded medians", () => {
  let dir: string;
  let client: Client;
  const stats = async () =>
    (
      await client.execute(
        "SELECT location_id, property_type, median_price_m2, sample_size FROM colonia_price_stats ORDER BY location_id, property_type",
      )
    ).rows;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "hogaria-price-stats-"));
    client = createClient({ url: `file:${join(dir, "seed.db")}` });
    await migrateDatabase(client);
    await seedIfEmpty(client, { listings: 800, photos: false, now: new Date("2026-06-01T12:00:00Z") });
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
    expect(rows.find((r) => r.location_id === sales.location_id && r.property_type === "departamento")).toMatchObject({
      median_price_m2: expected,
      sample_size: perM2.length,
    });
  });

  it("are what the backfill migration computes in SQL", async () => {
    const seeded = await stats();
    expect(seeded.length).toBeGreaterThan(10);
    const file = readdirSync("migrations").find((f) => f.endsWith("_colonia_price_stats_backfill.sql"))!;
    const [backfill] = readFileSync(join("migrations", file), "utf8").split("--> statement-breakpoint");
    await client.execute("DELETE FROM colonia_price_stats");
    await client.execute(backfill);
    expect(await stats()).toEqual(seeded);
  });
});
