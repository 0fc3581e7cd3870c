import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_CATALOGUE } from "../domain/billing/plan-catalogue";
import { SERVICE_CATALOGUE } from "../domain/billing/services";
import { startLocalServer } from "./local-server";
import { migrateDatabase } from "./migrate";

// The plans and services rows come from a migration (so production has them without the
// demo seed); they must stay what domain/billing defines.
describe("billing reference data", () => {
  let close: () => Promise<void>;
  let url: string;
  const dir = mkdtempSync(path.join(tmpdir(), "hogaria-billing-"));

  beforeAll(async () => {
    const server = await startLocalServer({ file: path.join(dir, "db.sqlite"), port: 0 });
    close = server.close;
    url = server.url;
    const client = createClient({ url });
    await migrateDatabase(client);
    client.close();
  });
  afterAll(async () => {
    await close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("plans match the catalogue", async () => {
    const client = createClient({ url });
    const rows = (await client.execute("SELECT * FROM subscription_plans ORDER BY sort_order")).rows;
    expect(rows.map((r) => ({ id: r.id, name: r.name, price: r.price_mxn, passes: r.passes, credits: r.credits_3d_tour, features: JSON.parse(String(r.features)) }))).toEqual(
      PLAN_CATALOGUE.map((p) => ({ id: p.id, name: p.name, price: p.price_mxn, passes: p.passes, credits: p.credits_3d_tour, features: p.features })),
    );
    client.close();
  });

  it("services match the catalogue", async () => {
    const client = createClient({ url });
    const rows = (await client.execute("SELECT * FROM services ORDER BY rowid")).rows;
    expect(rows.map((r) => ({ id: r.id, name: r.name, duration: r.duration_days, category: r.category, price: r.price_mxn }))).toEqual(
      SERVICE_CATALOGUE.map((s) => ({ id: s.id, name: s.name, duration: s.duration_days, category: s.category, price: s.price_mxn })),
    );
    client.close();
  });
});
