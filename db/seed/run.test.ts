import { createClient, type Client } from "@libsql/client";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "../migrate";
import { FIXTURE_LISTINGS, seedFixture } from "./run";

describe("seedFixture", () => {
  let dir: string;
  let client: Client;
  let first: Awaited<ReturnType<typeof seedFixture>>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "hogaria-seed-test-"));
    client = createClient({ url: `file:${join(dir, "seed.db")}` });
    await migrateDatabase(client);
    first = await seedFixture(client, { now: new Date("2026-06-01T12:00:00Z") });
  });

  afterAll(() => {
    client?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const rows = async (sql: string) => (await client.execute(sql)).rows;

  it("writes the places, the demo accounts, every agency and a few dozen listings", async () => {
    expect(first.seeded).toBe(true);
    expect(first.counts).toMatchObject({ properties: FIXTURE_LISTINGS, agencies: 7 });
    expect(first.counts.users).toBeGreaterThan(20);
    const emails = (await rows("SELECT email FROM users")).map((r) => r.email);
    for (const email of ["comprador@hogaria.mx", "agente@hogaria.mx", "inmobiliaria@hogaria.mx", "sofia.ramirez@hogaria.mx"])
      expect(emails).toContain(email);
  });

  it("gives at least three agencies a few listings each", async () => {
    const perAgency = await rows("SELECT a.name, count(p.id) AS n FROM agencies a LEFT JOIN properties p ON p.agency_id = a.id GROUP BY a.id");
    expect(perAgency.filter((r) => Number(r.n) >= 3).length).toBeGreaterThanOrEqual(3);
  });

  it("links agents, owners and profiles", async () => {
    const [orphans] = await rows(
      "SELECT (SELECT count(*) FROM agency_agents l JOIN users u ON u.id = l.agent_id WHERE u.role <> 'agente') AS badAgents, (SELECT count(*) FROM agencies a JOIN users u ON u.id = a.owner_id WHERE u.role <> 'inmobiliaria') AS badOwners, (SELECT count(*) FROM users u LEFT JOIN agent_profiles p ON p.user_id = u.id WHERE u.role <> 'no_agente' AND p.phone IS NULL) AS noPhone",
    );
    expect(orphans).toMatchObject({ badAgents: 0, badOwners: 0, noPhone: 0 });
  });

  it("does nothing on a database that is already seeded", async () => {
    const again = await seedFixture(client);
    expect(again.seeded).toBe(false);
    expect(again.counts.properties).toBe(FIXTURE_LISTINGS);
  });
});
