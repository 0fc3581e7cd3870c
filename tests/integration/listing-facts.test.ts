import { describe, expect, it } from "vitest";
import { LISTING_MESSAGES as M } from "../../domain/listings/listing-messages";
import type { ListingDraft } from "../../domain/listings/listing-schema";
import { call, newAccount, testDb } from "./helpers";
import { aColonia, completeDraft, type Colonia } from "./listing-fixtures";

// The facts an advertiser attests, through the API a publish form uses: saved in a draft,
// checked at publish, written to their columns and read back on the property page.

const DAY_MS = 86_400_000;
const json = async (res: Response) => (await res.json()) as any;
type Agent = { cookie: string; id: string };

async function agentWithPasses(passes: number): Promise<Agent> {
  const agent = await newAccount("agente", { verified: true });
  const now = Date.now();
  await testDb().execute({
    sql: `INSERT INTO user_subscriptions (id, user_id, plan_id, status, passes_remaining, rollover_passes, credits_3d_tour, current_period_start, current_period_end)
          VALUES (?, ?, 'plan_pro', 'active', ?, 0, 0, ?, ?)`,
    args: [crypto.randomUUID(), agent.id, passes, now, now + 30 * DAY_MS],
  });
  return agent;
}

async function draftWith(agent: Agent, colonia: Colonia, over: ListingDraft): Promise<string> {
  const { data } = await json(await call("/api/listings", { cookie: agent.cookie, body: {} }));
  const saved = await call(`/api/listings/${data.id}/draft`, { method: "PATCH", cookie: agent.cookie, body: completeDraft(colonia, over) });
  expect(saved.status, await saved.clone().text()).toBe(200);
  await testDb().execute({
    sql: "INSERT INTO property_images (id, property_id, url, is_main) VALUES (?, ?, '/media/x.webp', 1)",
    args: [crypto.randomUUID(), data.id],
  });
  return data.id;
}

const publish = (agent: Agent, id: string) => call(`/api/listings/${id}/publish`, { cookie: agent.cookie, body: {} });
const columns = async (id: string) => (await testDb().execute({ sql: "SELECT * FROM properties WHERE id = ?", args: [id] })).rows[0]!;

describe("the facts an advertiser attests", () => {
  it("a rental's facts are published to their columns and read back on its page; the ones that do not apply are cleared", async () => {
    const agent = await agentWithPasses(2);
    const colonia = await aColonia();
    const id = await draftWith(agent, colonia, {
      price: 24_000,
      maintenance: null,
      maintenance_included: true,
      deposit_months: 1.5,
      guarantee: "poliza-o-aval",
      pets: "restricciones",
      furnishing: "semi",
      elevador: "si",
      seguridad_24h: "no",
      cisterna: null,
      // A rental takes no credits and a departamento no uso de suelo: cleared, not refused.
      credits: ["infonavit"],
      land_use: "comercial",
    });
    const res = await publish(agent, id);
    expect(res.status, await res.clone().text()).toBe(200);

    expect(await columns(id)).toMatchObject({
      status: "publicada",
      pets: "restricciones",
      furnishing: "semi",
      deposit_months: 1.5,
      guarantee: "poliza-o-aval",
      maintenance: null,
      maintenance_included: 1,
      elevador: 1,
      seguridad_24h: 0,
      cisterna: null,
      gas_natural: null,
      credits: null,
      land_use: null,
    });
    const page = (await json(await call(`/api/properties/${id}`))).data;
    expect(page.facts).toEqual({
      pets: "restricciones",
      furnishing: "semi",
      credits: null,
      land_use: null,
      guarantee: "poliza-o-aval",
      deposit_months: 1.5,
      maintenance_included: true,
      elevador: "si",
      seguridad_24h: "no",
      cisterna: null,
      gas_natural: null,
      roof_garden: null,
    });
    // What the editor reads back is what was published.
    const editor = (await json(await call(`/api/listings/${id}`, { cookie: agent.cookie }))).data;
    expect(editor.draft).toMatchObject({ pets: "restricciones", deposit_months: 1.5, maintenance_included: true, elevador: "si", credits: null });
  });

  it("a sale's credits are kept as the list the agent ticked", async () => {
    const agent = await agentWithPasses(1);
    const id = await draftWith(agent, await aColonia(), {
      operation_type: "venta",
      price: 2_400_000,
      maintenance: 900,
      credits: ["infonavit", "fovissste", "contado"],
      deposit_months: 2,
      pets: "si",
    });
    expect((await publish(agent, id)).status).toBe(200);
    expect(await columns(id)).toMatchObject({ credits: 0b1011, deposit_months: null, pets: "si" });
    expect((await json(await call(`/api/properties/${id}`))).data.facts).toMatchObject({ credits: ["infonavit", "fovissste", "contado"] });
  });

  it("refuses a cuota greater than the rent, and an amount with «Incluida en la renta», at the cuota, spending nothing", async () => {
    const agent = await agentWithPasses(1);
    const colonia = await aColonia();
    for (const [over, message] of [
      [{ price: 12_000, maintenance: 15_000 }, M.maintenanceAboveRent],
      [{ price: 12_000, maintenance: 1_500, maintenance_included: true }, M.maintenanceIncludedAmount],
    ] as const) {
      const id = await draftWith(agent, colonia, over);
      const res = await publish(agent, id);
      expect(res.status).toBe(400);
      expect((await json(res)).error.fields).toEqual({ maintenance: [message] });
      expect((await columns(id)).status).toBe("borrador");
    }
  });

  it("refuses a fact's value it does not know, in Spanish at that field, and saves nothing", async () => {
    const agent = await agentWithPasses(0);
    const { data } = await json(await call("/api/listings", { cookie: agent.cookie, body: {} }));
    const before = (await columns(data.id)).draft;
    const res = await call(`/api/listings/${data.id}/draft`, { method: "PATCH", cookie: agent.cookie, body: { pets: "a veces", deposit_months: 9 } });
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields).toEqual({ pets: [M.factChoice("Acepta mascotas")], deposit_months: [M.depositMonths] });
    expect((await columns(data.id)).draft).toBe(before);
  });

  it("a listing that says nothing has every fact null in the API (the page reads «No indicado»)", async () => {
    const agent = await agentWithPasses(1);
    const id = await draftWith(agent, await aColonia(), { pets: null, elevador: null });
    expect((await publish(agent, id)).status).toBe(200);
    const facts = (await json(await call(`/api/properties/${id}`))).data.facts;
    expect(Object.values(facts).every((v) => v === null)).toBe(true);
  });
});
