import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_CATALOGUE } from "../domain/billing/plan-catalogue";
import { SERVICE_CATALOGUE } from "../domain/billing/services";
import { startLocalServer } from "./local-server";
import { migrateDatabase } from "./migrate";

// The plans and services rows exist in the database for its joins and foreign keys; they
// must be exactly what domain/billing defines, on a new database and on one whose rows
// an older migration wrote differently.
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

  // Each row as an object of its columns, the JSON ones parsed.
  const rowsOf = async (client: Client, table: string, json: string[] = []) => {
    const { columns, rows } = await client.execute(`SELECT * FROM ${table} ORDER BY rowid`);
    return rows.map((r) => Object.fromEntries(columns.map((c, i) => [c, json.includes(c) ? JSON.parse(String(r[i])) : r[i]])));
  };
  const plansInDb = (client: Client) => rowsOf(client, "subscription_plans", ["features", "feature_list"]);
  const servicesInDb = (client: Client) => rowsOf(client, "services");
  const catalogueServices = SERVICE_CATALOGUE.map(({ checkout_price_mxn: _, ...row }) => row);

  it("plans match the catalogue, every column", async () => {
    const client = createClient({ url });
    expect(await plansInDb(client)).toEqual(PLAN_CATALOGUE);
    client.close();
  });

  it("services match the catalogue, every column", async () => {
    const client = createClient({ url });
    expect(await servicesInDb(client)).toEqual(catalogueServices);
    client.close();
  });

  it("the next migration puts back what differs from the catalogue", async () => {
    const client = createClient({ url });
    await client.execute("UPDATE subscription_plans SET price_mxn = 1, feature_list = '[]' WHERE id = 'plan_pro'");
    await client.execute("UPDATE services SET name = 'Otro nombre' WHERE id = 'drone_video'");
    await migrateDatabase(client);
    expect(await plansInDb(client)).toEqual(PLAN_CATALOGUE);
    expect(await servicesInDb(client)).toEqual(catalogueServices);
    client.close();
  });
});
