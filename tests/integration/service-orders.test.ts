import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import { SERVICE_MESSAGES } from "../../domain/billing/services";
import type { PropertyCard, PropertySearchResponse } from "../../domain/properties/property";
import { createDb } from "../../db/client";
import { startServiceCheckout } from "../../worker/adapters/payments";
import { createApi } from "../../worker/app";
import { readConfig } from "../../worker/env";
import { activeServicesFor } from "../../worker/services/service-orders";
import { callInDevelopment } from "./in-development";
import { buyPlanThroughStripe, call, rows, newAccount, cookiesOf, productionEnv, testDb } from "./helpers";
import { aColonia, insertAgencyListing } from "./listing-fixtures";

// Premium services are bought for one listing and paid (local checkout, Stripe webhook
// or the plan's 3D tour credit) before anything is activated.

const PASSWORD = "Hogaria2026!";
const WEBHOOK_SECRET = "whsec_test_hogaria";
const DAY_MS = 86_400_000;
const control = inject("webhookControlUrl");

// JSON bodies and database rows, read loosely.
type Json = any;

async function signIn(email: string) {
  const res = await call("/api/auth/sign-in/email", { body: { email, password: PASSWORD } });
  expect(res.status, `sign in ${email}`).toBe(200);
  const cookie = cookiesOf(res);
  const me = (await (await call("/api/me", { cookie })).json()) as { data: { id: string } };
  return { cookie, id: me.data.id };
}

const signUp = (role: "agente" | "no_agente") => newAccount(role);

// A published listing of this agent that is alone in its colonia for its operation (so
// what these tests buy for it never reorders a colonia another test looks at).
async function listingOf(email: string): Promise<string> {
  const [row] = await rows<{ id: string }>(
    `SELECT p.id FROM properties p JOIN users u ON u.id = p.agent_id
      WHERE u.email = ? AND p.status = 'publicada'
        AND NOT EXISTS (SELECT 1 FROM properties o WHERE o.id <> p.id AND o.location_id = p.location_id AND o.operation_type = p.operation_type)
      ORDER BY p.created_at, p.id LIMIT 1`,
    [email],
  );
  expect(row, `a listing of ${email}`).toBeTruthy();
  return row.id;
}

const checkout = (cookie: string | undefined, body: unknown) => call("/api/services/checkout", { cookie, body });
// The same on a developer's machine, where the local checkout takes the payment.
const devCheckout = (cookie: string | undefined, body: unknown) => callInDevelopment("/api/services/checkout", { cookie, body });
const orderIdOf = (url: string) => new URL(url).pathname.split("/").pop()!;
const purchasesOf = (orderId: string) => rows<Json>("SELECT * FROM service_purchases WHERE id = ?", [orderId]);

async function signed(payload: string, secret = WEBHOOK_SECRET, t = Math.floor(Date.now() / 1000)) {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${t}.${payload}`)));
  return `t=${t},v1=${[...mac].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

// An event as Stripe sends it: with the time it was created.
async function webhook(event: object) {
  const timed = { created: Math.floor(Date.now() / 1000), ...event };
  const payload = JSON.stringify(timed);
  const res = await call("/api/stripe/webhook", { body: timed, headers: { "stripe-signature": await signed(payload) } });
  expect(res.status).toBe(200);
  return ((await res.json()) as Json).data.result as string;
}

describe("who may buy a service, and for which listing", () => {
  it("signed out: 401 'Debes estar autenticado para usar servicios'; a buyer account (no_agente): 403", async () => {
    const signedOut = await checkout(undefined, { serviceId: "boost_property", propertyId: "x" });
    expect(signedOut.status).toBe(401);
    expect(((await signedOut.json()) as Json).error.message).toBe(SERVICE_MESSAGES.notSignedIn);

    const buyer = await signUp("no_agente");
    const propertyId = await listingOf("diego.martinez@hogaria.mx");
    const res = await checkout(buyer.cookie, { serviceId: "boost_property", propertyId });
    expect(res.status).toBe(403);
    expect(((await res.json()) as Json).error.message).toBe(SERVICE_MESSAGES.agentsOnly);
    expect(await rows("SELECT id FROM service_orders WHERE user_id = ?", [buyer.id])).toHaveLength(0);
  });

  it("refuses someone else's listing (404), a missing or empty id (400) and an unknown service (404)", async () => {
    const agent = await signIn("valeria.torres@hogaria.mx");
    const foreign = await listingOf("diego.martinez@hogaria.mx");
    const notMine = await checkout(agent.cookie, { serviceId: "featured_listing", propertyId: foreign });
    expect(notMine.status).toBe(404);
    expect(((await notMine.json()) as Json).error.message).toBe("No encontramos esa propiedad entre tus publicaciones.");

    for (const body of [
      { serviceId: "featured_listing" },
      { serviceId: "featured_listing", propertyId: "" },
      { serviceId: "featured_listing", propertyId: "   " },
    ]) {
      const res = await checkout(agent.cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as Json).error.message).toBe(SERVICE_MESSAGES.propertyRequired);
    }
    const mine = await listingOf("valeria.torres@hogaria.mx");
    expect((await checkout(agent.cookie, { serviceId: "", propertyId: mine })).status).toBe(400);
    expect((await checkout(agent.cookie, { serviceId: "featured_listing", propertyId: mine, useCredit: "sí" })).status).toBe(400);
    const unknown = await checkout(agent.cookie, { serviceId: "no_existe", propertyId: mine });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as Json).error.message).toBe("Servicio no encontrado");
    expect(await rows("SELECT id FROM service_orders WHERE user_id = ?", [agent.id])).toHaveLength(0);
  });

  it("an agency owner buys for a listing of one of the agency's agents", async () => {
    const owner = await signIn("inmobiliaria@hogaria.mx");
    const [listing] = await rows<{ id: string }>(
      `SELECT p.id FROM properties p JOIN agencies a ON a.id = p.agency_id JOIN users o ON o.id = a.owner_id
        WHERE o.email = 'inmobiliaria@hogaria.mx' AND p.agent_id <> o.id AND p.status = 'publicada' ORDER BY p.id LIMIT 1`,
    );
    const res = await checkout(owner.cookie, { serviceId: "analytics_insights", propertyId: listing.id });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).data.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const [order] = await rows<Json>("SELECT * FROM service_orders WHERE user_id = ? AND property_id = ? ORDER BY created_at DESC LIMIT 1", [
      owner.id,
      listing.id,
    ]);
    expect(order).toMatchObject({ provider: "stripe", status: "open", amount_mxn: 199 });
    // The agent's own list of listings for the dialog has it too.
    const mine = ((await (await call("/api/my-properties", { cookie: owner.cookie })).json()) as Json).data as { id: string }[];
    expect(mine.map((p) => p.id)).toContain(listing.id);
  });
});

describe("local checkout of a service (a developer's machine)", () => {
  it("checkout opens an order and activates nothing; paying creates one purchase with its expiry; paying again changes nothing", async () => {
    const agent = await signIn("sofia.ramirez@hogaria.mx");
    const propertyId = await listingOf("sofia.ramirez@hogaria.mx");
    const res = await devCheckout(agent.cookie, { serviceId: "boost_property", propertyId });
    expect(res.status).toBe(200);
    const { url } = ((await res.json()) as { data: { url: string } }).data;
    const orderId = orderIdOf(url);
    expect(url).toBe(`http://hogaria.test/checkout/servicio/${orderId}`);
    const [order] = await rows<Json>("SELECT * FROM service_orders WHERE id = ?", [orderId]);
    expect(order).toMatchObject({
      user_id: agent.id,
      property_id: propertyId,
      service_id: "boost_property",
      provider: "local",
      status: "open",
      amount_mxn: 499,
    });
    expect(await purchasesOf(orderId)).toHaveLength(0);

    const view = (await (await callInDevelopment(`/api/services/orders/${orderId}`, { cookie: agent.cookie })).json()) as Json;
    expect(view.data).toMatchObject({
      status: "open",
      amount_mxn: 499,
      service: { id: "boost_property", duration_days: 7 },
      property: { id: propertyId },
      activated: null,
    });

    const before = Date.now();
    const paid = await callInDevelopment(`/api/services/orders/${orderId}/pay`, { cookie: agent.cookie, body: {} });
    expect(paid.status).toBe(200);
    const { data } = (await paid.json()) as Json;
    expect(data).toMatchObject({
      status: "paid",
      activated: { service_id: "boost_property", service_name: "Impulso de propiedad", property_id: propertyId },
    });
    const purchases = await purchasesOf(orderId);
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ user_id: agent.id, property_id: propertyId, service_id: "boost_property", gem_cost: 0 });
    const expires = Number(purchases[0].expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS + 1000);
    expect(new Date(data.activated.expires_at).getTime()).toBe(expires);

    const again = await callInDevelopment(`/api/services/orders/${orderId}/pay`, { cookie: agent.cookie, body: {} });
    expect(again.status).toBe(200);
    expect(await purchasesOf(orderId)).toEqual(purchases);

    const active = await activeServicesFor(createDb({ url: env.LIBSQL_URL }), [propertyId, "otra"]);
    expect(active.get(propertyId)).toContainEqual({
      service_id: "boost_property",
      service_name: "Impulso de propiedad",
      expires_at: new Date(expires).toISOString(),
    });
    expect(active.has("otra")).toBe(false);
    const later = await activeServicesFor(createDb({ url: env.LIBSQL_URL }), [propertyId], new Date(expires + 1));
    expect(later.get(propertyId)?.some((s) => s.service_id === "boost_property") ?? false).toBe(false);
  });

  it("a canceled order cannot be paid; other people cannot read or pay an order", async () => {
    const agent = await signIn("sofia.ramirez@hogaria.mx");
    const propertyId = await listingOf("sofia.ramirez@hogaria.mx");
    const { url } = ((await (await devCheckout(agent.cookie, { serviceId: "premium_gallery", propertyId })).json()) as { data: { url: string } })
      .data;
    const orderId = orderIdOf(url);
    const other = await signUp("agente");
    expect((await callInDevelopment(`/api/services/orders/${orderId}`, { cookie: other.cookie })).status).toBe(404);
    expect((await callInDevelopment(`/api/services/orders/${orderId}/pay`, { cookie: other.cookie, body: {} })).status).toBe(404);
    expect((await callInDevelopment("/api/services/orders/no-es-un-id/pay", { cookie: agent.cookie, body: {} })).status).toBe(400);

    const canceled = (await (await callInDevelopment(`/api/services/orders/${orderId}/cancel`, { cookie: agent.cookie, body: {} })).json()) as Json;
    expect(canceled.data.status).toBe("canceled");
    const pay = await callInDevelopment(`/api/services/orders/${orderId}/pay`, { cookie: agent.cookie, body: {} });
    expect(pay.status).toBe(409);
    expect(await purchasesOf(orderId)).toHaveLength(0);
  });

  it("in production the local checkout does not exist (404 before anything else)", async () => {
    const prodEnv = productionEnv(env);
    const api = createApi();
    const id = crypto.randomUUID();
    const hit = (path: string, method = "POST") =>
      api.fetch(
        new Request(`https://hogaria.mx${path}`, {
          method,
          headers: { origin: "https://hogaria.mx", "content-type": "application/json" },
          body: method === "POST" ? "{}" : undefined,
        }),
        prodEnv,
        createExecutionContext(),
      );
    for (const [path, method] of [
      [`/api/services/orders/${id}/pay`, "POST"],
      [`/api/services/orders/${id}/cancel`, "POST"],
      [`/api/checkout/sessions/${id}`, "GET"],
      [`/api/checkout/sessions/${id}/pay`, "POST"],
    ]) {
      expect((await hit(path, method)).status, `${method} ${path} in production`).toBe(404);
    }
    // The same request on a developer's machine reaches the session check; in the tests'
    // own environment (no development shortcut) the local checkout does not exist either.
    expect((await callInDevelopment(`/api/services/orders/${id}/pay`, { body: {} })).status).toBe(401);
    expect((await call(`/api/services/orders/${id}/pay`, { body: {} })).status).toBe(404);
  });
});

describe("Stripe", () => {
  it("sends a one-off payment Checkout in MXN with the order id in the metadata", async () => {
    const config = readConfig(env);
    const orderId = crypto.randomUUID();
    const result = await startServiceCheckout(config, {
      orderId,
      userId: "usr_1",
      email: "ana@example.mx",
      service: { id: "featured_listing", name: "Propiedad destacada", priceMxn: 899 },
      property: { id: "prop_1", title: "Departamento en Roma Norte" },
      origin: "https://hogaria.mx",
      lang: "es",
    });
    expect(result.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const received = (await (await fetch(`${control}/__received`)).json()) as { body: Record<string, string> }[];
    const sent = received.find((r) => r.body.client_reference_id === orderId)!;
    expect(sent.body).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][currency]": "mxn",
      "line_items[0][price_data][unit_amount]": "89900",
      "metadata[service_order_id]": orderId,
      "metadata[property_id]": "prop_1",
      success_url: `https://hogaria.mx/checkout/servicio/${orderId}`,
    });
    expect(sent.body["line_items[0][price_data][recurring][interval]"]).toBeUndefined();
  });

  it("a signed checkout.session.completed fulfils the order once; an unpaid one waits for async_payment_succeeded", async () => {
    const agent = await signIn("diego.martinez@hogaria.mx");
    const propertyId = await listingOf("diego.martinez@hogaria.mx");
    const orderId = crypto.randomUUID();
    await testDb().execute({
      sql: "INSERT INTO service_orders (id, user_id, property_id, service_id, provider, external_id, amount_mxn) VALUES (?, ?, ?, 'analytics_insights', 'stripe', ?, 199)",
      args: [orderId, agent.id, propertyId, `cs_${orderId}`],
    });
    const session = { id: `cs_${orderId}`, client_reference_id: orderId, metadata: { service_order_id: orderId }, payment_status: "paid" };
    const completed = { id: `evt_${orderId}`, type: "checkout.session.completed", data: { object: session } };

    const forged = JSON.stringify(completed);
    const bad = await call("/api/stripe/webhook", { body: completed, headers: { "stripe-signature": await signed(forged, "whsec_otro") } });
    expect(bad.status).toBe(400);
    expect(await purchasesOf(orderId)).toHaveLength(0);

    expect(await webhook(completed)).toBe("applied");
    const purchases = await purchasesOf(orderId);
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ property_id: propertyId, service_id: "analytics_insights", user_id: agent.id });
    expect(Number(purchases[0].expires_at) - Date.now()).toBeGreaterThan(29.9 * DAY_MS);
    expect(await webhook(completed)).toBe("duplicate");
    // Another event for the same order (Stripe may send both): still one purchase.
    expect(await webhook({ ...completed, id: `evt_again_${orderId}` })).toBe("applied");
    expect(await purchasesOf(orderId)).toEqual(purchases);
    const [order] = await rows<Json>("SELECT status, external_id FROM service_orders WHERE id = ?", [orderId]);
    expect(order).toEqual({ status: "paid", external_id: `cs_${orderId}` });
    const view = (await (await call(`/api/services/orders/${orderId}`, { cookie: agent.cookie })).json()) as Json;
    expect(view.data).toMatchObject({ status: "paid", provider: "stripe", activated: { service_id: "analytics_insights" } });

    // OXXO and other delayed methods: completed unpaid, then async_payment_succeeded.
    const delayed = crypto.randomUUID();
    await testDb().execute({
      sql: "INSERT INTO service_orders (id, user_id, property_id, service_id, provider, amount_mxn) VALUES (?, ?, ?, 'premium_gallery', 'stripe', 299)",
      args: [delayed, agent.id, propertyId],
    });
    const unpaid = { id: `cs_${delayed}`, metadata: { service_order_id: delayed }, payment_status: "unpaid" };
    expect(await webhook({ id: `evt_${delayed}`, type: "checkout.session.completed", data: { object: unpaid } })).toBe("ignored");
    expect(await purchasesOf(delayed)).toHaveLength(0);
    expect(
      await webhook({
        id: `evt_ok_${delayed}`,
        type: "checkout.session.async_payment_succeeded",
        data: { object: { ...unpaid, payment_status: "paid" } },
      }),
    ).toBe("applied");
    expect(await purchasesOf(delayed)).toHaveLength(1);
    expect((await purchasesOf(delayed))[0].expires_at).toBeNull();
  });
});

describe("the plan's 3D tour credit", () => {
  it("takes one credit and activates the tour at once; without a credit, 402", async () => {
    // An independent agent, with a plan of their own (an agency's agents work on its plan).
    const agent = await signIn("agente@hogaria.mx");
    const propertyId = await listingOf("agente@hogaria.mx");
    const noPlan = await checkout(agent.cookie, { serviceId: "virtual_tour", propertyId, useCredit: true });
    expect(noPlan.status).toBe(402);
    expect(((await noPlan.json()) as Json).error.message).toBe("No tienes créditos de recorrido 3D disponibles.");

    // Pro comes with one 3D tour credit.
    await buyPlanThroughStripe(agent, "plan_pro");
    const credits = async () => ((await (await call("/api/subscription", { cookie: agent.cookie })).json()) as Json).data.credits_3d_tour as number;
    expect(await credits()).toBe(1);

    const notTour = await checkout(agent.cookie, { serviceId: "drone_video", propertyId, useCredit: true });
    expect(notTour.status).toBe(400);
    expect(await credits()).toBe(1);

    const res = await checkout(agent.cookie, { serviceId: "virtual_tour", propertyId, useCredit: true });
    expect(res.status).toBe(201);
    const { activated } = ((await res.json()) as Json).data;
    expect(activated).toMatchObject({ service_id: "virtual_tour", service_name: "Recorrido virtual 3D", property_id: propertyId, expires_at: null });
    expect(await credits()).toBe(0);
    const [order] = await rows<Json>("SELECT provider, status, amount_mxn FROM service_orders WHERE id = ?", [activated.id]);
    expect(order).toEqual({ provider: "credit", status: "paid", amount_mxn: 0 });
    expect(await purchasesOf(activated.id)).toHaveLength(1);

    const spent = await checkout(agent.cookie, { serviceId: "virtual_tour", propertyId, useCredit: true });
    expect(spent.status).toBe(402);
    expect(await credits()).toBe(0);
    // Without the credit it is paid like any other service.
    const paid = await checkout(agent.cookie, { serviceId: "virtual_tour", propertyId });
    expect(((await paid.json()) as Json).data.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
  });
});

describe("the agency plan's 3D tour credit", () => {
  it("an agency's agent uses the agency's credit (the one their plan card shows) for an agency listing, and the owner sees it used", async () => {
    const owner = await newAccount("inmobiliaria", { name: "Dueña Créditos" });
    const agent = await newAccount("agente", { name: "Agente Créditos" });
    const agencyId = crypto.randomUUID();
    await rows("INSERT INTO agencies (id, owner_id, name, slug) VALUES (?, ?, 'Créditos Compartidos', ?)", [
      agencyId,
      owner.id,
      `creditos-${agencyId.slice(0, 8)}`,
    ]);
    await rows("INSERT INTO agency_agents (agency_id, agent_id) VALUES (?, ?)", [agencyId, agent.id]);
    const colonia = await aColonia();
    const propertyId = await insertAgencyListing(colonia, { agentId: agent.id, agencyId, title: "Departamento de la agencia" });
    // The owner buys Pro (one 3D tour credit); the agent's plan card shows the agency's plan.
    await buyPlanThroughStripe(owner, "plan_pro");
    const credits = async (cookie: string) => ((await (await call("/api/subscription", { cookie })).json()) as Json).data.credits_3d_tour as number;
    expect(await credits(agent.cookie)).toBe(1);

    const res = await checkout(agent.cookie, { serviceId: "virtual_tour", propertyId, useCredit: true });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(((await res.json()) as Json).data.activated).toMatchObject({ service_id: "virtual_tour", property_id: propertyId });
    expect(await credits(owner.cookie)).toBe(0);
    expect(await credits(agent.cookie)).toBe(0);
    // The owner sees who used the agency's credit, on which listing, as with its passes.
    const team = ((await (await call("/api/agency/team", { cookie: owner.cookie })).json()) as Json).data;
    expect(team.spends).toEqual([
      expect.objectContaining({
        agent: { id: agent.id, name: "Agente Créditos" },
        listing: { id: propertyId, title: "Departamento de la agencia" },
        kind: "recorrido_3d",
      }),
    ]);
    // Spent: the next one is refused like anyone's.
    expect((await checkout(agent.cookie, { serviceId: "virtual_tour", propertyId, useCredit: true })).status).toBe(402);
  });
});

describe("featured listings", () => {
  async function search(params: Record<string, string>): Promise<string[]> {
    const body = (await (await call(`/api/properties?${new URLSearchParams(params)}`)).json()) as { data: PropertySearchResponse };
    return body.data.items.map((c) => c.id);
  }
  async function featured(): Promise<string[]> {
    const res = await call("/api/properties/featured");
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: PropertyCard[] }).data.map((c) => c.id);
  }

  it("a paid featured_listing comes first in its colonia's results and shows on the home page, until it expires", async () => {
    // The oldest listing of a colonia with more than one (so it is not first by date).
    const [listing] = await rows<{ id: string; location_id: string; operation_type: string; email: string }>(
      `SELECT p.id, p.location_id, p.operation_type, u.email FROM properties p JOIN users u ON u.id = p.agent_id
        WHERE p.status = 'publicada' AND u.role IN ('agente', 'inmobiliaria')
          AND EXISTS (SELECT 1 FROM properties o WHERE o.status = 'publicada' AND o.location_id = p.location_id
                      AND o.operation_type = p.operation_type AND (o.created_at > p.created_at OR (o.created_at = p.created_at AND o.id < p.id)))
        ORDER BY p.created_at, p.id LIMIT 1`,
    );
    expect(listing, "the fixture has a colonia with two listings of one operation").toBeTruthy();
    const params = { operation: listing.operation_type, location_id: listing.location_id };
    expect((await search(params))[0]).not.toBe(listing.id);
    expect(await featured()).not.toContain(listing.id);

    const agent = await signIn(listing.email);
    const { url } = (
      (await (await devCheckout(agent.cookie, { serviceId: "featured_listing", propertyId: listing.id })).json()) as { data: { url: string } }
    ).data;
    expect((await search(params))[0], "an unpaid order changes nothing").not.toBe(listing.id);
    const orderId = orderIdOf(url);
    await callInDevelopment(`/api/services/orders/${orderId}/pay`, { cookie: agent.cookie, body: {} });

    expect((await search(params))[0]).toBe(listing.id);
    expect(await featured()).toContain(listing.id);
    // Other sorts and wider places keep their order.
    const byPrice = await search({ ...params, orden: "precio-asc" });
    const [cheapest] = await rows<{ id: string }>(
      "SELECT id FROM properties WHERE status = 'publicada' AND location_id = ? AND operation_type = ? ORDER BY price, id LIMIT 1",
      [listing.location_id, listing.operation_type],
    );
    expect(byPrice[0]).toBe(cheapest.id);

    // Fourteen days later.
    await testDb().execute({ sql: "UPDATE service_purchases SET expires_at = ? WHERE id = ?", args: [Date.now() - 1000, orderId] });
    expect((await search(params))[0]).not.toBe(listing.id);
    expect(await featured()).not.toContain(listing.id);
  });

  it("an Expert plan shows the agent's listing on the home page for 7 days after it is published", async () => {
    // A published listing of an agent with no plan, nothing bought for it.
    const [listing] = await rows<{ id: string; agent_id: string }>(
      `SELECT p.id, p.agent_id FROM properties p
        WHERE p.status = 'publicada' AND p.agent_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM user_subscriptions s WHERE s.user_id = p.agent_id)
          AND NOT EXISTS (SELECT 1 FROM service_purchases sp WHERE sp.property_id = p.id)
        ORDER BY p.id LIMIT 1`,
    );
    expect(listing).toBeTruthy();
    const db = testDb();
    const subscriptionId = crypto.randomUUID();
    try {
      await db.execute({ sql: "UPDATE properties SET published_at = ? WHERE id = ?", args: [Date.now() - 2 * DAY_MS, listing.id] });
      expect(await featured(), "no plan, no exposure").not.toContain(listing.id);
      await db.execute({
        sql: `INSERT INTO user_subscriptions (id, user_id, plan_id, status, passes_remaining, current_period_start, current_period_end)
              VALUES (?, ?, 'plan_expert', 'active', 0, ?, ?)`,
        args: [subscriptionId, listing.agent_id, Date.now(), Date.now() + 30 * DAY_MS],
      });
      expect(await featured()).toContain(listing.id);
      await db.execute({ sql: "UPDATE user_subscriptions SET plan_id = 'plan_pro' WHERE id = ?", args: [subscriptionId] });
      expect(await featured(), "Pro has no homepage exposure").not.toContain(listing.id);
      await db.execute({ sql: "UPDATE user_subscriptions SET plan_id = 'plan_expert' WHERE id = ?", args: [subscriptionId] });
      await db.execute({ sql: "UPDATE properties SET published_at = ? WHERE id = ?", args: [Date.now() - 8 * DAY_MS, listing.id] });
      expect(await featured(), "after 7 days").not.toContain(listing.id);
    } finally {
      await db.execute({ sql: "DELETE FROM user_subscriptions WHERE id = ?", args: [subscriptionId] });
      await db.execute({ sql: "UPDATE properties SET published_at = NULL WHERE id = ?", args: [listing.id] });
      db.close();
    }
  });
});
