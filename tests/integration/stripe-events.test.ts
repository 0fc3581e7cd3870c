import { exports } from "cloudflare:workers";
import { env } from "cloudflare:test";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import type { Subscription } from "../../domain/billing/plans";
import { call, exec, newAccount, rows } from "./helpers";

// Stripe's webhooks as Stripe sends them: signed by its own library, at least once, in no
// particular order. Each case delivers its events in every order, each twice (one copy in
// parallel with the others), and checks the plan ends in the state of Stripe's newest event.

const stripe = new Stripe("sk_test_hogaria");
const secret = env.STRIPE_WEBHOOK_SECRET as string;

type Event = { id: string; type: string; created: number; data: { object: Record<string, unknown> } };

async function deliver(event: Event): Promise<Response> {
  const payload = JSON.stringify(event);
  const header = await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret });
  return exports.default.fetch("http://hogaria.test/api/stripe/webhook", {
    method: "POST",
    headers: { "stripe-signature": header, "content-type": "application/json" },
    body: payload,
  });
}

async function subscriptionOf(cookie: string): Promise<Subscription | null> {
  return ((await (await call("/api/subscription", { cookie })).json()) as { data: Subscription | null }).data;
}

async function planRow(userId: string) {
  const [row] = await rows<{ status: string; passes_remaining: number; rollover_passes: number }>(
    "SELECT status, passes_remaining, rollover_passes FROM user_subscriptions WHERE user_id = ?",
    [userId],
  );
  return row ?? null;
}

// An agent with a Stripe checkout of Agencia Pro (12 passes) started, and the events of its
// subscription, `created` counted in seconds from a minute ago.
async function stripeCheckout(label: string) {
  const agent = await newAccount("agente", { verified: false });
  const sessionId = crypto.randomUUID();
  const subscription = `sub_${label}_${sessionId.slice(0, 8)}`;
  await exec("INSERT INTO checkout_sessions (id, user_id, plan_id, provider, amount_mxn) VALUES (?, ?, 'plan_agency_pro', 'stripe', 899)", [
    sessionId,
    agent.id,
  ]);
  const t0 = Math.floor(Date.now() / 1000) - 60;
  const event = (type: string, at: number, object: Record<string, unknown>): Event => ({
    id: `evt_${type}_${crypto.randomUUID()}`,
    type,
    created: t0 + at,
    data: { object },
  });
  return {
    agent,
    completed: (at: number, extra: Record<string, unknown> = { payment_status: "paid", amount_total: 89_900 }) =>
      event("checkout.session.completed", at, { object: "checkout.session", client_reference_id: sessionId, subscription, ...extra }),
    updated: (at: number, status: string) => event("customer.subscription.updated", at, { object: "subscription", id: subscription, status }),
    deleted: (at: number) => event("customer.subscription.deleted", at, { object: "subscription", id: subscription, status: "canceled" }),
    invoicePaid: (at: number, billing_reason = "subscription_cycle") =>
      event("invoice.paid", at, { object: "invoice", billing_reason, parent: { subscription_details: { subscription } } }),
  };
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

// In `order`, one after another, while a second copy of every event goes out all at once.
// As Stripe does, an event answered with anything but a 2xx is delivered again (a renewal
// invoice that arrives before its checkout's completion is answered 503 "later").
async function deliverTwice(order: Event[]) {
  const parallel = Promise.all(order.map((e) => deliver(e)));
  let pending: Event[] = [];
  const note = (e: Event, res: Response) => {
    expect([200, 503]).toContain(res.status);
    if (res.status !== 200) pending.push(e);
  };
  for (const e of order) note(e, await deliver(e));
  for (const [i, res] of (await parallel).entries()) note(order[i], res);
  for (let round = 0; pending.length > 0 && round < 3; round += 1) {
    const again = pending;
    pending = [];
    for (const e of again) note(e, await deliver(e));
  }
  expect(pending).toEqual([]);
}

describe("Stripe events in any order", () => {
  it("a cancellation that arrives before the paid checkout leaves the plan canceled", async () => {
    for (const [n, order] of ["completed first", "deleted first"].entries()) {
      const c = await stripeCheckout(`del${n}`);
      const events = [c.completed(0), c.deleted(30)];
      await deliverTwice(n === 0 ? events : events.reverse());
      expect((await planRow(c.agent.id))?.status, order).toBe("canceled");
      expect(await subscriptionOf(c.agent.cookie), order).toBeNull();
    }
  });

  it("a late, older past_due after a newer paid renewal does not downgrade; the renewal is applied once", { timeout: 60_000 }, async () => {
    const cases = permutations(["completed", "past_due", "renewal"] as const);
    for (const order of cases) {
      const c = await stripeCheckout(order.join("-"));
      const byName = { completed: c.completed(0), past_due: c.updated(20, "past_due"), renewal: c.invoicePaid(40) };
      await deliverTwice(order.map((name) => byName[name]));
      // Active, and renewed once: 12 new passes, the 12 of the first period rolled over.
      expect(await planRow(c.agent.id), order.join(" → ")).toEqual({ status: "active", passes_remaining: 12, rollover_passes: 12 });
    }
  });

  it("a newer past_due stays past_due whatever arrives after it, until a newer paid invoice", { timeout: 60_000 }, async () => {
    for (const order of permutations(["completed", "active", "past_due"] as const)) {
      const c = await stripeCheckout(`pd-${order.join("-")}`);
      const byName = { completed: c.completed(0), active: c.updated(10, "active"), past_due: c.updated(20, "past_due") };
      await deliverTwice(order.map((name) => byName[name]));
      expect((await planRow(c.agent.id))?.status, order.join(" → ")).toBe("past_due");
      expect(await subscriptionOf(c.agent.cookie), order.join(" → ")).toMatchObject({ status: "past_due" });
    }
    const c = await stripeCheckout("pd-paid");
    await deliverTwice([c.completed(0), c.updated(20, "past_due"), c.invoicePaid(25, "subscription_update")]);
    expect((await planRow(c.agent.id))?.status).toBe("active");
  });

  it("a cancellation is final: no earlier event and no later one revives the plan", { timeout: 120_000 }, async () => {
    for (const order of permutations(["completed", "renewal", "deleted", "active"] as const)) {
      const c = await stripeCheckout(`fin-${order.join("-")}`);
      // "active" is newer than the cancellation: Stripe never reopens a canceled subscription.
      const byName = { completed: c.completed(0), renewal: c.invoicePaid(10), deleted: c.deleted(20), active: c.updated(30, "active") };
      await deliverTwice(order.map((name) => byName[name]));
      expect((await planRow(c.agent.id))?.status, order.join(" → ")).toBe("canceled");
    }
  });

  it("an older renewal invoice arriving after a newer one pays for no period twice", async () => {
    const c = await stripeCheckout("renewals");
    await deliverTwice([c.completed(0), c.invoicePaid(40), c.invoicePaid(20)]);
    expect(await planRow(c.agent.id)).toEqual({ status: "active", passes_remaining: 12, rollover_passes: 12 });
  });
});

describe("only a paid checkout grants a plan", () => {
  it(
    "paid, or nothing to pay with a total of 0, grants it; without payment_status, unpaid or a total to pay it does not",
    { timeout: 60_000 },
    async () => {
      const outcomes: [string, Record<string, unknown>, string][] = [
        ["sin payment_status", { amount_total: 89_900 }, "ignored"],
        ["unpaid", { payment_status: "unpaid", amount_total: 89_900 }, "ignored"],
        ["no_payment_required con total", { payment_status: "no_payment_required", amount_total: 89_900 }, "ignored"],
        ["no_payment_required sin total", { payment_status: "no_payment_required" }, "ignored"],
        ["no_payment_required en 0", { payment_status: "no_payment_required", amount_total: 0 }, "applied"],
        ["paid", { payment_status: "paid", amount_total: 89_900 }, "applied"],
      ];
      for (const [label, fields, result] of outcomes) {
        const c = await stripeCheckout("paid");
        const res = await deliver(c.completed(0, fields));
        expect(((await res.json()) as { data: { result: string } }).data.result, label).toBe(result);
        expect((await subscriptionOf(c.agent.cookie))?.plan.id ?? null, label).toBe(result === "applied" ? "plan_agency_pro" : null);
      }
    },
  );

  it("an event without its time is refused (Stripe always sends `created`)", async () => {
    const c = await stripeCheckout("nocreated");
    const { created: _created, ...event } = c.completed(0);
    const payload = JSON.stringify(event);
    const header = await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret });
    const res = await exports.default.fetch("http://hogaria.test/api/stripe/webhook", {
      method: "POST",
      headers: { "stripe-signature": header, "content-type": "application/json" },
      body: payload,
    });
    expect(res.status).toBe(400);
    expect(await subscriptionOf(c.agent.cookie)).toBeNull();
  });
});
