import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../db/seed/accounts";
import { PLAN_CATALOGUE } from "../../domain/billing/plan-catalogue";
import { type Account, call, cookiesOf, newAccount, rows } from "./helpers";
import { aColonia, insertAgencyListing, type Colonia } from "./listing-fixtures";

// Whose plan pays, through the API: the agency's plan seen by its owner (with who used its
// passes) and its agents (read-only), never by another agency; and the renewal of a listing
// that says which passes pay for it, or offers the cheapest plan that gives one.

const DAY_MS = 86_400_000;
type Json = any;
const json = async (res: Response): Promise<Json> => (await res.json()) as Json;
const holder = async (cookie: string) => (await json(await call("/api/subscription/holder", { cookie }))).data;
const quote = async (cookie: string, listingId: string) => {
  const res = await call(`/api/subscription/renewal/${listingId}`, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json(res)).data;
};
const renew = (cookie: string, listingId: string) => call(`/api/listings/${listingId}/renew`, { cookie, body: {} });

async function signIn(email: string): Promise<Account> {
  const res = await call("/api/auth/sign-in/email", { body: { email, password: DEMO_PASSWORD } });
  expect(res.status, `sign in ${email}`).toBe(200);
  const cookie = cookiesOf(res);
  const me = await json(await call("/api/me", { cookie }));
  return { cookie, id: me.data.id, email };
}

async function givePlan(userId: string, planId: string, passes: number) {
  const now = Date.now();
  await rows(
    `INSERT INTO user_subscriptions (id, user_id, plan_id, status, passes_remaining, rollover_passes, credits_3d_tour, current_period_start, current_period_end)
     VALUES (?, ?, ?, 'active', ?, 0, 0, ?, ?)`,
    [crypto.randomUUID(), userId, planId, passes, now - DAY_MS, now + 29 * DAY_MS],
  );
}

async function newAgency(name: string): Promise<{ owner: Account; agencyId: string }> {
  const owner = await newAccount("inmobiliaria", { name: `Dueña ${name}` });
  const agencyId = crypto.randomUUID();
  await rows("INSERT INTO agencies (id, owner_id, name, slug) VALUES (?, ?, ?, ?)", [agencyId, owner.id, name, `plan-${agencyId.slice(0, 8)}`]);
  return { owner, agencyId };
}

async function agentOf(agencyId: string, name: string): Promise<Account> {
  const agent = await newAccount("agente", { name });
  await rows("INSERT INTO agency_agents (agency_id, agent_id) VALUES (?, ?)", [agencyId, agent.id]);
  return agent;
}

const basic = PLAN_CATALOGUE.find((p) => p.id === "plan_basic")!;
const agencyPro = PLAN_CATALOGUE.find((p) => p.id === "plan_agency_pro")!;

let colonia: Colonia;
beforeAll(async () => {
  colonia = await aColonia();
});

describe("the agency's plan", () => {
  it("the demo agency has Agencia Pro: its owner sees it, its renewal date and who used its passes this period", async () => {
    const owner = await signIn("inmobiliaria@hogaria.mx");
    const view = await holder(owner.cookie);
    expect(view.agency).toMatchObject({ name: "Casa Capital Inmobiliaria", is_owner: true });
    expect(view.subscription).toMatchObject({ status: "active", plan: { id: "plan_agency_pro", name: "Agencia Pro" } });
    expect(new Date(view.subscription.current_period_end).getTime()).toBeGreaterThan(Date.now());
    // Every pass the period's plan gave is either left or in the log, by member.
    expect(view.passes_by_agent.length).toBeGreaterThan(0);
    const used = view.passes_by_agent.reduce((sum: number, u: { passes: number }) => sum + u.passes, 0);
    expect(used + view.subscription.total_passes).toBe(PLAN_CATALOGUE.find((p) => p.id === "plan_agency_pro")!.passes);
    for (const use of view.passes_by_agent) expect(use.agent_name).toEqual(expect.any(String));
  });

  it("an agent of the demo agency reads the agency's plan and its passes, without who used them", async () => {
    const owner = await signIn("inmobiliaria@hogaria.mx");
    const agent = await signIn("sofia.ramirez@hogaria.mx");
    const view = await holder(agent.cookie);
    expect(view.agency).toMatchObject({ name: "Casa Capital Inmobiliaria", is_owner: false });
    expect(view.subscription.plan.id).toBe("plan_agency_pro");
    expect(view.subscription.total_passes).toBe((await holder(owner.cookie)).subscription.total_passes);
    expect(view.passes_by_agent).toEqual([]);
    // Buying a plan of their own is refused: the agency's pays for them.
    const bought = await call("/api/checkout", { cookie: agent.cookie, body: { planId: "plan_basic" } });
    expect(bought.status).toBe(409);
  });

  it("a new agent of an agency without a plan is told it is the agency's, not theirs, to choose", async () => {
    const { agencyId } = await newAgency("Agencia Sin Plan");
    const agent = await agentOf(agencyId, "Agente Recién Llegada");
    const view = await holder(agent.cookie);
    expect(view).toEqual({ subscription: null, agency: { id: agencyId, name: "Agencia Sin Plan", is_owner: false }, passes_by_agent: [] });
  });

  it("another agency, its agents and an independent agent never see the demo agency's plan", async () => {
    const { owner, agencyId } = await newAgency("Otra Agencia");
    const agent = await agentOf(agencyId, "Agente de Otra");
    for (const who of [owner, agent]) {
      const view = await holder(who.cookie);
      expect(view.subscription).toBeNull();
      expect(view.agency.name).toBe("Otra Agencia");
      expect(view.passes_by_agent).toEqual([]);
    }
    const independent = await newAccount("agente");
    expect(await holder(independent.cookie)).toEqual({ subscription: null, agency: null, passes_by_agent: [] });
    // Nor what renewing one of its listings would spend.
    const [listing] = await rows<{ id: string }>(
      `SELECT p.id FROM properties p JOIN agencies a ON a.id = p.agency_id JOIN users o ON o.id = a.owner_id
        WHERE o.email = 'inmobiliaria@hogaria.mx' ORDER BY p.id LIMIT 1`,
    );
    for (const who of [owner, agent, independent])
      expect((await call(`/api/subscription/renewal/${listing.id}`, { cookie: who.cookie })).status).toBe(404);
  });
});

describe("renewing a listing", () => {
  it("an independent agent without a plan is offered Básico, the cheapest plan with a pass, and the renewal is refused; with a pass it renews, and then the pass that comes at once is Pro", async () => {
    const agent = await newAccount("agente");
    const listing = await insertAgencyListing(colonia, { agentId: agent.id, agencyId: null, title: "Departamento independiente" });

    expect(await quote(agent.cookie, listing)).toEqual({
      passes: 0,
      paid_by: "own",
      agency_name: null,
      offer: { plan_id: "plan_basic", name: basic.name, price_mxn: basic.price_mxn, kind: "new" },
    });
    expect((await renew(agent.cookie, listing)).status).toBe(402);

    await givePlan(agent.id, "plan_basic", 1);
    expect(await quote(agent.cookie, listing)).toEqual({ passes: 1, paid_by: "own", agency_name: null, offer: null });
    const renewed = await renew(agent.cookie, listing);
    expect(renewed.status, await renewed.clone().text()).toBe(200);
    // On Básico with its pass spent, the pass that comes at once is a change up (Pro).
    const pro = PLAN_CATALOGUE.find((p) => p.id === "plan_pro")!;
    expect((await quote(agent.cookie, listing)).offer).toEqual({ plan_id: "plan_pro", name: pro.name, price_mxn: pro.price_mxn, kind: "upgrade" });
  });

  it("an agency listing is paid by the agency's passes; once gone, the owner is offered the change up to Agencia Pro and the agent is told to ask", async () => {
    const { owner, agencyId } = await newAgency("Agencia Renueva");
    const agent = await agentOf(agencyId, "Agente Renueva");
    const listing = await insertAgencyListing(colonia, { agentId: agent.id, agencyId, title: "Casa de la agencia" });
    await givePlan(owner.id, "plan_agency_core", 1);
    // The agent's own plan (none) does not count: the agency's does.
    expect(await quote(agent.cookie, listing)).toEqual({ passes: 1, paid_by: "agency", agency_name: "Agencia Renueva", offer: null });
    expect(await quote(owner.cookie, listing)).toEqual({ passes: 1, paid_by: "agency", agency_name: "Agencia Renueva", offer: null });

    const renewed = await renew(agent.cookie, listing);
    expect(renewed.status, await renewed.clone().text()).toBe(200);

    expect(await quote(agent.cookie, listing)).toEqual({ passes: 0, paid_by: "agency", agency_name: "Agencia Renueva", offer: null });
    expect(await quote(owner.cookie, listing)).toEqual({
      passes: 0,
      paid_by: "agency",
      agency_name: "Agencia Renueva",
      offer: { plan_id: "plan_agency_pro", name: agencyPro.name, price_mxn: agencyPro.price_mxn, kind: "upgrade" },
    });
    expect((await renew(agent.cookie, listing)).status).toBe(402);
    // The owner sees the pass the agent used.
    expect((await holder(owner.cookie)).passes_by_agent).toEqual([{ agent_id: agent.id, agent_name: "Agente Renueva", passes: 1, tours: 0 }]);
  });
});
