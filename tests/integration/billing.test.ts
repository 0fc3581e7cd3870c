import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import type { Plan, Subscription } from "../../domain/billing/plans";
import { CHECKOUT_MESSAGES } from "../../domain/billing/checkout-messages";
import { createDb } from "../../db/client";
import { startCheckout } from "../../worker/adapters/payments";
import { readConfig } from "../../worker/env";
import { spendPublishPass } from "../../worker/services/subscriptions";
import { buyPlanThroughStripe, call, newAccount, testDb } from "./helpers";
import { callInDevelopment } from "./in-development";

const WEBHOOK_SECRET = "whsec_test_hogaria";
const control = inject("webhookControlUrl");

const newAgent = () => newAccount("agente", { name: "Agente Prueba" });

async function subscriptionOf(cookie: string): Promise<Subscription | null> {
  return ((await (await call("/api/subscription", { cookie })).json()) as { data: Subscription | null }).data;
}

// The local checkout, on a developer's machine.
async function buyLocally(cookie: string, planId: string) {
  const res = await callInDevelopment("/api/checkout", { cookie, body: { planId } });
  const { url } = ((await res.json()) as { data: { url: string } }).data;
  const sessionId = new URL(url).pathname.split("/").pop()!;
  return { res, url, sessionId };
}

async function signed(payload: string, secret = WEBHOOK_SECRET, t = Math.floor(Date.now() / 1000)) {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${t}.${payload}`)));
  return `t=${t},v1=${[...mac].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

async function fetchWebhook(payload: string, signature: string) {
  const { exports } = await import("cloudflare:workers");
  return exports.default.fetch("http://hogaria.test/api/stripe/webhook", {
    method: "POST",
    headers: { "stripe-signature": signature, "content-type": "application/json" },
    body: payload,
  });
}

describe("plans", () => {
  it("lists the seven plans with prices in MXN and their badges", async () => {
    const { data } = (await (await call("/api/plans")).json()) as { data: Plan[] };
    expect(data.map((p) => [p.plan_category, p.price_mxn])).toEqual([
      ["basic", 499],
      ["pro", 999],
      ["expert", 1999],
      ["agency_core", 400],
      ["agency_pro", 899],
      ["agency_expert", 1499],
      ["enterprise", null],
    ]);
    const badges = Object.fromEntries(data.map((p) => [p.plan_category, p.badges]));
    expect(badges.pro).toEqual({ popular: true, best_value: false });
    expect(badges.expert).toEqual({ popular: false, best_value: true });
    expect(badges.agency_pro).toEqual({ popular: true, best_value: true });
    expect(data.find((p) => p.plan_category === "agency_pro")!.passes).toBe(12);
  });
});

describe("local checkout (a developer's machine)", () => {
  it("an agent buys Pro: the checkout page, 'Pagar', then the subscription with its passes", async () => {
    const agent = await newAgent();
    expect(await subscriptionOf(agent.cookie)).toBeNull();
    const { res, url, sessionId } = await buyLocally(agent.cookie, "plan_pro");
    expect(res.status).toBe(200);
    expect(url).toBe(`http://hogaria.test/checkout/${sessionId}`);

    const session = (await (await callInDevelopment(`/api/checkout/sessions/${sessionId}`, { cookie: agent.cookie })).json()) as any;
    expect(session.data).toMatchObject({ status: "open", amount_mxn: 999, plan: { name: "Pro" } });

    const paid = await callInDevelopment(`/api/checkout/sessions/${sessionId}/pay`, { cookie: agent.cookie, body: {} });
    expect(((await paid.json()) as any).data.redirect).toBe("/precios?pago=exito");
    const sub = await subscriptionOf(agent.cookie);
    expect(sub).toMatchObject({
      status: "active",
      passes_remaining: 1,
      rollover_passes: 0,
      total_passes: 1,
      credits_3d_tour: 1,
      plan: { name: "Pro" },
    });

    // Paying the same session again changes nothing.
    await callInDevelopment(`/api/checkout/sessions/${sessionId}/pay`, { cookie: agent.cookie, body: {} });
    expect((await subscriptionOf(agent.cookie))?.total_passes).toBe(1);
  });

  it("refuses the signed out, accounts that search, the enterprise plan, unknown plans and other people's sessions", async () => {
    const signedOut = await call("/api/checkout", { body: { planId: "plan_pro" } });
    expect(signedOut.status).toBe(401);
    expect(((await signedOut.json()) as any).error.message).toBe("Necesitas iniciar sesión para suscribirse a un plan");
    const searcher = await newAccount("no_agente", { name: "Compradora Prueba" });
    const refused = await call("/api/checkout", { cookie: searcher.cookie, body: { planId: "plan_pro" } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as any).error.message).toBe(
      "Los planes sirven para publicar propiedades, y publicar es para agentes e inmobiliarias.",
    );
    expect(await subscriptionOf(searcher.cookie)).toBeNull();
    const agent = await newAgent();
    expect((await call("/api/checkout", { cookie: agent.cookie, body: { planId: "plan_enterprise" } })).status).toBe(400);
    expect((await call("/api/checkout", { cookie: agent.cookie, body: { planId: "no-existe" } })).status).toBe(404);
    const { sessionId } = await buyLocally(agent.cookie, "plan_basic");
    const other = await newAgent();
    expect((await callInDevelopment(`/api/checkout/sessions/${sessionId}`, { cookie: other.cookie })).status).toBe(404);
    expect((await callInDevelopment(`/api/checkout/sessions/${sessionId}/pay`, { cookie: other.cookie, body: {} })).status).toBe(404);
    expect(await subscriptionOf(other.cookie)).toBeNull();
  });
});

describe("an agency's agents", () => {
  it("cannot buy a plan of their own, which would never be used: they publish with the agency's; its owner can", async () => {
    const owner = await newAccount("inmobiliaria", { name: "Dueño Planes" });
    const agent = await newAgent();
    const agencyId = crypto.randomUUID();
    const db = testDb();
    await db.execute({
      sql: "INSERT INTO agencies (id, owner_id, name, slug) VALUES (?, ?, 'Planes de Agencia', ?)",
      args: [agencyId, owner.id, `planes-${agencyId.slice(0, 8)}`],
    });
    await db.execute({ sql: "INSERT INTO agency_agents (agency_id, agent_id) VALUES (?, ?)", args: [agencyId, agent.id] });
    const refused = await call("/api/checkout", { cookie: agent.cookie, body: { planId: "plan_pro" } });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as any).error).toMatchObject({ code: "agency_plan", message: CHECKOUT_MESSAGES.agencyPlan });
    expect((await db.execute({ sql: "SELECT count(*) AS n FROM checkout_sessions WHERE user_id = ?", args: [agent.id] })).rows[0].n).toBe(0);

    await buyPlanThroughStripe(owner, "plan_agency_core");
    // The agent sees the agency's plan as the one they publish with.
    expect((await subscriptionOf(agent.cookie))?.plan.id).toBe("plan_agency_core");
  });
});

describe("publishing passes", () => {
  it("publishing spends a pass and is refused without one", async () => {
    const agent = await newAgent();
    const db = createDb({ url: env.LIBSQL_URL });
    await expect(spendPublishPass(db, agent.id)).rejects.toMatchObject({ code: "no_passes" });
    await buyPlanThroughStripe(agent, "plan_basic");
    expect(await spendPublishPass(db, agent.id)).toEqual({ passes_remaining: 0, rollover_passes: 0 });
    await expect(spendPublishPass(db, agent.id)).rejects.toMatchObject({ code: "no_passes" });
  });
});

describe("Stripe", () => {
  it("sends a subscription Checkout session in MXN to Stripe's API", async () => {
    const config = readConfig(env);
    const result = await startCheckout(config, {
      sessionId: "11111111-2222-4333-8444-555555555555",
      userId: "usr_1",
      email: "ana@example.mx",
      plan: { id: "plan_pro", name: "Pro", priceMxn: 999 },
      origin: "https://hogaria.mx",
      lang: "es",
    });
    expect(result.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const received = (await (await fetch(`${control}/__received`)).json()) as { headers: Record<string, string>; body: Record<string, string> }[];
    const sent = received.find((r) => r.body.client_reference_id === "11111111-2222-4333-8444-555555555555")!;
    expect(sent.headers.authorization).toBe("Bearer sk_test_hogaria");
    expect(sent.body).toMatchObject({
      mode: "subscription",
      "line_items[0][price_data][currency]": "mxn",
      "line_items[0][price_data][unit_amount]": "99900",
      "line_items[0][price_data][recurring][interval]": "month",
      success_url: "https://hogaria.mx/precios?pago=exito",
      customer_email: "ana@example.mx",
    });
  });

  it("brings a person who started on an English page back to English pages, with Stripe's page in English", async () => {
    const config = readConfig(env);
    const sessionId = "11111111-2222-4333-8444-666666666666";
    await startCheckout(config, {
      sessionId,
      userId: "usr_1",
      email: "ana@example.mx",
      plan: { id: "plan_pro", name: "Pro", priceMxn: 999 },
      origin: "https://hogaria.mx",
      lang: "en",
    });
    const received = (await (await fetch(`${control}/__received`)).json()) as { body: Record<string, string> }[];
    expect(received.find((r) => r.body.client_reference_id === sessionId)!.body).toMatchObject({
      success_url: "https://hogaria.mx/en/precios?pago=exito",
      cancel_url: "https://hogaria.mx/en/precios?pago=cancelado",
      locale: "en",
    });
  });

  it("fulfils a completed checkout from a signed webhook, once, and renews on paid invoices", async () => {
    const agent = await newAgent();
    const sessionId = crypto.randomUUID();
    await testDb().execute({
      sql: "INSERT INTO checkout_sessions (id, user_id, plan_id, provider, amount_mxn) VALUES (?, ?, 'plan_agency_pro', 'stripe', 899)",
      args: [sessionId, agent.id],
    });
    const completed = {
      id: `evt_${sessionId}`,
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000) - 60,
      data: { object: { client_reference_id: sessionId, subscription: `sub_${sessionId}`, payment_status: "paid", amount_total: 89_900 } },
    };
    const payload = JSON.stringify(completed);

    const forged = await fetchWebhook(payload, await signed(payload, "whsec_otro"));
    expect(forged.status).toBe(400);
    expect(await subscriptionOf(agent.cookie)).toBeNull();

    const ok = await fetchWebhook(payload, await signed(payload));
    expect(((await ok.json()) as any).data.result).toBe("applied");
    expect(await subscriptionOf(agent.cookie)).toMatchObject({ passes_remaining: 12, plan: { plan_category: "agency_pro" } });

    const replay = await fetchWebhook(payload, await signed(payload));
    expect(((await replay.json()) as any).data.result).toBe("duplicate");

    // A publication, then the monthly renewal: 12 new passes and the 11 unused roll over.
    await spendPublishPass(createDb({ url: env.LIBSQL_URL }), agent.id);
    const invoice = {
      id: `evt_inv_${sessionId}`,
      type: "invoice.paid",
      created: Math.floor(Date.now() / 1000) - 30,
      data: { object: { subscription: `sub_${sessionId}`, billing_reason: "subscription_cycle" } },
    };
    const invoicePayload = JSON.stringify(invoice);
    await fetchWebhook(invoicePayload, await signed(invoicePayload));
    await fetchWebhook(invoicePayload, await signed(invoicePayload)); // replayed: no second renewal
    expect(await subscriptionOf(agent.cookie)).toMatchObject({ passes_remaining: 12, rollover_passes: 11, total_passes: 23 });

    const cancelled = {
      id: `evt_del_${sessionId}`,
      type: "customer.subscription.deleted",
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: `sub_${sessionId}` } },
    };
    const cancelledPayload = JSON.stringify(cancelled);
    await fetchWebhook(cancelledPayload, await signed(cancelledPayload));
    expect(await subscriptionOf(agent.cookie)).toBeNull();
  });

  it("grants no plan for a completed checkout that is not paid", async () => {
    const agent = await newAgent();
    const sessionId = crypto.randomUUID();
    await testDb().execute({
      sql: "INSERT INTO checkout_sessions (id, user_id, plan_id, provider, amount_mxn) VALUES (?, ?, 'plan_agency_pro', 'stripe', 899)",
      args: [sessionId, agent.id],
    });
    const unpaid = {
      id: `evt_unpaid_${sessionId}`,
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      data: { object: { client_reference_id: sessionId, subscription: `sub_${sessionId}`, payment_status: "unpaid" } },
    };
    const payload = JSON.stringify(unpaid);
    const res = await fetchWebhook(payload, await signed(payload));
    expect(((await res.json()) as any).data.result).toBe("ignored");
    expect(await subscriptionOf(agent.cookie)).toBeNull();
  });

  it("refuses an old signature", async () => {
    const payload = JSON.stringify({ id: "evt_old", type: "invoice.paid", created: Math.floor(Date.now() / 1000) - 3600, data: { object: {} } });
    const res = await fetchWebhook(payload, await signed(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600));
    expect(res.status).toBe(400);
  });
});

// Services are bought for one listing and paid: tests/integration/service-orders.test.ts.
describe("services", () => {
  it("lists the catalogue with what a checkout charges; the published prices stay as they are", async () => {
    const { data } = (await (await call("/api/services")).json()) as { data: { id: string; price_mxn: number | null; checkout_price_mxn: number }[] };
    expect(Object.fromEntries(data.map((s) => [s.id, [s.price_mxn, s.checkout_price_mxn]]))).toEqual({
      boost_property: [null, 499],
      featured_listing: [null, 899],
      premium_gallery: [null, 299],
      analytics_insights: [null, 199],
      virtual_tour: [3999, 3999],
      drone_video: [5499, 5499],
      ai_agent: [4990, 4990],
    });
  });

  it("activates nothing for free: the old activation endpoint is gone and the signed out are refused", async () => {
    const agent = await newAgent();
    expect((await call("/api/services/activate", { cookie: agent.cookie, body: { serviceId: "premium_gallery" } })).status).toBe(404);
    expect((await testDb().execute({ sql: "SELECT count(*) AS n FROM service_purchases WHERE user_id = ?", args: [agent.id] })).rows[0].n).toBe(0);
    const signedOut = await call("/api/services/checkout", { body: { serviceId: "boost_property", propertyId: "x" } });
    expect(signedOut.status).toBe(401);
    expect(((await signedOut.json()) as any).error.message).toBe("Debes estar autenticado para usar servicios");
  });
});
