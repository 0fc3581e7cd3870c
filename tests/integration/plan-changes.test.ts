import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import worker from "../../worker/index";
import type { Subscription } from "../../domain/billing/plans";
import type { PlanChange } from "../../domain/billing/plan-change";
import type { ScheduledPlanChange } from "../../domain/billing/checkout";
import { createDb } from "../../db/client";
import { readConfig } from "../../worker/env";
import { createCheckout } from "../../worker/services/checkout";
import { fulfilCheckout } from "../../worker/services/subscriptions";
import { cancelReplacedSubscriptions, cancelScheduledChange, scheduleDowngrade } from "../../worker/services/plan-changes/plan-changes";
import { call, newAccount, rows, testDb, type Account } from "./helpers";
import { callInDevelopment } from "./in-development";

// Plan changes (domain/billing/plan-change.ts) through the API, the local checkout and the
// cron: an upgrade credits the unused days and starts now, a downgrade waits for the end of
// the period and can be cancelled until then, the same plan twice is refused.

const DAY_MS = 86_400_000;
const control = inject("webhookControlUrl");

const json = async <T>(res: Response) => (await res.json()) as { data: T; error?: { code: string; message: string } };
const subscriptionOf = async (cookie: string) => (await json<Subscription | null>(await call("/api/subscription", { cookie }))).data;

// The local checkout exists on a developer's machine only: these payments are made there.
async function payLocally(agent: Account, planId: string) {
  const res = await callInDevelopment("/api/checkout", { cookie: agent.cookie, body: { planId } });
  expect(res.status).toBe(200);
  const sessionId = new URL((await json<{ url: string }>(res)).data.url).pathname.split("/").pop()!;
  const session = (
    await json<{ amount_mxn: number; credit_mxn: number }>(await callInDevelopment(`/api/checkout/sessions/${sessionId}`, { cookie: agent.cookie }))
  ).data;
  await callInDevelopment(`/api/checkout/sessions/${sessionId}/pay`, { cookie: agent.cookie, body: {} });
  return session;
}

/** The agent's period began `days` days ago (and ends 30 days after that). */
async function periodStartedDaysAgo(agent: Account, days: number) {
  const start = Date.now() - days * DAY_MS - 60_000;
  await testDb().execute({
    sql: "UPDATE user_subscriptions SET current_period_start = ?, current_period_end = ? WHERE user_id = ?",
    args: [start, start + 30 * DAY_MS, agent.id],
  });
  return new Date(start + 30 * DAY_MS);
}

async function runCron(at: number) {
  const ctx = createExecutionContext();
  await worker.scheduled!(createScheduledController({ scheduledTime: at, cron: "*/5 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const newAgent = () => newAccount("agente", { name: "Agente Cambios" });

/** A new agent on `planId` as if paid through Stripe (its Stripe subscription id stored), and a configuration that talks to the fake Stripe. */
async function onStripe(planId: string) {
  const agent = await newAgent();
  const db = createDb({ url: env.LIBSQL_URL });
  // The tests' own configuration: APP_ENV=test with its secret and the fake Stripe.
  const config = readConfig(env);
  const subId = `sub_${crypto.randomUUID()}`;
  await payLocally(agent, planId);
  await testDb().execute({ sql: "UPDATE user_subscriptions SET external_id = ? WHERE user_id = ?", args: [subId, agent.id] });
  return { agent, db, config, subId };
}

describe("upgrade", () => {
  it("Pro to Expert 10 days in: the confirmation shows the credit, the checkout charges the rest, the pass and 3D credit are kept", async () => {
    const agent = await newAgent();
    await payLocally(agent, "plan_pro");
    await periodStartedDaysAgo(agent, 10);

    const preview = await json<PlanChange>(await call("/api/plan-changes/preview?planId=plan_expert", { cookie: agent.cookie }));
    expect(preview.data).toMatchObject({
      kind: "upgrade",
      unused_days: 19,
      credit_mxn: 633,
      amount_due_mxn: 1366,
      passes_after: 2,
      credits_3d_tour_after: 2,
    });
    expect(preview.data.summary).toContain("Conservas lo que no has usado: 1 pase y 1 crédito 3D.");

    const session = await payLocally(agent, "plan_expert");
    expect(session).toEqual({ ...session, amount_mxn: 1366, credit_mxn: 633 });
    const sub = await subscriptionOf(agent.cookie);
    expect(sub).toMatchObject({ plan: { id: "plan_expert" }, passes_remaining: 1, rollover_passes: 1, credits_3d_tour: 2, status: "active" });
    // A new 30-day period from now.
    expect(Date.parse(sub!.current_period_end) - Date.now()).toBeGreaterThan(29 * DAY_MS);
  });

  it("with Stripe: the credit goes on the session as a one-off coupon and the replaced subscription is cancelled once paid", async () => {
    const { agent, db, config, subId: oldSub } = await onStripe("plan_basic");
    await periodStartedDaysAgo(agent, 0);

    const [profile] = await rows<{ email: string }>("SELECT email FROM users WHERE id = ?", [agent.id]);
    const { url } = await createCheckout(
      db,
      config,
      { id: agent.id, email: profile.email, role: "agente" } as never,
      "plan_pro",
      "https://hogaria.mx",
    );
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const received = (await (await fetch(`${control}/__received`)).json()) as { body: Record<string, string> }[];
    const [session] = await rows<{ id: string; amount_mxn: number; credit_mxn: number }>(
      "SELECT id, amount_mxn, credit_mxn FROM checkout_sessions WHERE user_id = ? AND provider = 'stripe'",
      [agent.id],
    );
    // 29 unused days of Básico: $482 credited, $517 today.
    expect(session).toMatchObject({ amount_mxn: 517, credit_mxn: 482 });
    const coupon = received.find((r) => r.body.path === "/stripe/v1/coupons" && r.body["metadata[checkout_session_id]"] === session.id)!;
    expect(coupon.body).toMatchObject({ amount_off: "48200", currency: "mxn", duration: "once" });
    const sent = received.find((r) => r.body.client_reference_id === session.id)!;
    expect(sent.body["line_items[0][price_data][unit_amount]"]).toBe("99900");
    expect(sent.body["discounts[0][coupon]"]).toMatch(/^coupon_/);

    await fulfilCheckout(db, session.id, `sub_new_${session.id}`);
    // The cron's job, with this Stripe configuration (the test worker has no Stripe key); a second run cancels nothing more.
    expect(await cancelReplacedSubscriptions(db, config)).toBeGreaterThanOrEqual(1);
    await cancelReplacedSubscriptions(db, config);
    const after = (await (await fetch(`${control}/__received`)).json()) as { body: Record<string, string> }[];
    expect(after.filter((r) => r.body.path === `/stripe/v1/subscriptions/${oldSub}` && r.body.method === "DELETE")).toHaveLength(1);
    expect(await subscriptionOf(agent.cookie)).toMatchObject({ plan: { id: "plan_pro" }, passes_remaining: 1, rollover_passes: 1 });
  });
});

describe("downgrade", () => {
  it("Pro to Básico is scheduled for the period's end, charged nothing, then begins with the cron", async () => {
    const agent = await newAgent();
    await payLocally(agent, "plan_pro");
    const end = await periodStartedDaysAgo(agent, 5);

    const viaCheckout = await call("/api/checkout", { cookie: agent.cookie, body: { planId: "plan_basic" } });
    expect(viaCheckout.status).toBe(409);
    expect((await json(viaCheckout)).error?.code).toBe("downgrade_scheduled");

    const preview = await json<PlanChange>(await call("/api/plan-changes/preview?planId=plan_basic", { cookie: agent.cookie }));
    expect(preview.data).toMatchObject({ kind: "downgrade", amount_due_mxn: 0, effective_at: end.toISOString() });

    const scheduled = await json<ScheduledPlanChange>(
      await call("/api/plan-changes/scheduled", { cookie: agent.cookie, body: { planId: "plan_basic" } }),
    );
    expect(scheduled.data).toEqual({ plan_id: "plan_basic", plan_name: "Básico", price_mxn: 499, effective_at: end.toISOString() });
    expect((await json(await call("/api/plan-changes/scheduled", { cookie: agent.cookie }))).data).toEqual(scheduled.data);
    expect(await rows("SELECT count(*) AS n FROM checkout_sessions WHERE user_id = ? AND plan_id = 'plan_basic'", [agent.id])).toEqual([{ n: 0 }]);

    // Before the day nothing changes; after it, Básico with its pass, the unused Pro pass rolled over, the 3D credit kept.
    await runCron(end.getTime() - DAY_MS);
    expect((await subscriptionOf(agent.cookie))?.plan.id).toBe("plan_pro");
    await runCron(end.getTime() + 60_000);
    const sub = await subscriptionOf(agent.cookie);
    expect(sub).toMatchObject({ plan: { id: "plan_basic" }, passes_remaining: 1, rollover_passes: 1, credits_3d_tour: 1, status: "active" });
    expect(sub!.current_period_end).toBe(new Date(end.getTime() + 30 * DAY_MS).toISOString());
    expect((await json(await call("/api/plan-changes/scheduled", { cookie: agent.cookie }))).data).toBeNull();
  });

  it("can be cancelled by its owner only, and then the current plan stays", async () => {
    const agent = await newAgent();
    const other = await newAgent();
    await payLocally(agent, "plan_expert");
    await payLocally(other, "plan_basic");
    const end = await periodStartedDaysAgo(agent, 1);
    await call("/api/plan-changes/scheduled", { cookie: agent.cookie, body: { planId: "plan_pro" } });

    // Another agent's cancel finds nothing of theirs and leaves this one's schedule alone.
    const foreign = await call("/api/plan-changes/scheduled", { cookie: other.cookie, method: "DELETE" });
    expect(foreign.status).toBe(404);
    expect((await json(foreign)).error?.message).toBe("No tienes ningún cambio de plan programado.");
    expect((await json<ScheduledPlanChange>(await call("/api/plan-changes/scheduled", { cookie: agent.cookie }))).data?.plan_id).toBe("plan_pro");

    const cancelled = await call("/api/plan-changes/scheduled", { cookie: agent.cookie, method: "DELETE" });
    expect(cancelled.status).toBe(200);
    expect((await json(cancelled)).data).toBeNull();
    await runCron(end.getTime() + 60_000);
    expect((await subscriptionOf(agent.cookie))?.plan.id).toBe("plan_expert");
  });

  it("with Stripe: the lower price is set for the next invoice, and put back on cancel", async () => {
    const { agent, db, config, subId } = await onStripe("plan_pro");
    await scheduleDowngrade(db, config, agent.id, "plan_basic");
    await cancelScheduledChange(db, config, agent.id);
    const updates = ((await (await fetch(`${control}/__received`)).json()) as { body: Record<string, string> }[]).filter(
      (r) => r.body.path === `/stripe/v1/subscriptions/${subId}`,
    );
    expect(updates.map((r) => [r.body.method, r.body["items[0][price_data][unit_amount]"], r.body.proration_behavior])).toEqual([
      ["POST", "49900", "none"],
      ["POST", "99900", "none"],
    ]);
    expect(updates[0].body["items[0][price_data][product]"]).toBe("prod_hogaria");
  });
});

describe("refused", () => {
  it("the same plan twice, with a clear message, and no session is opened", async () => {
    const agent = await newAgent();
    await payLocally(agent, "plan_pro");
    const again = await call("/api/checkout", { cookie: agent.cookie, body: { planId: "plan_pro" } });
    expect(again.status).toBe(409);
    expect((await json(again)).error).toEqual({
      code: "same_plan",
      message: "Ya tienes el plan Pro. Se renueva solo al terminar el periodo; no necesitas comprarlo otra vez.",
    });
    expect((await call("/api/plan-changes/preview?planId=plan_pro", { cookie: agent.cookie })).status).toBe(409);
    expect(await rows("SELECT count(*) AS n FROM checkout_sessions WHERE user_id = ?", [agent.id])).toEqual([{ n: 1 }]);
  });

  it("an upgrade scheduled as a downgrade, a schedule without a plan, a bad plan id, the signed out and searchers", async () => {
    const agent = await newAgent();
    expect((await call("/api/plan-changes/scheduled", { cookie: agent.cookie, body: { planId: "plan_basic" } })).status).toBe(409);
    await payLocally(agent, "plan_basic");
    const up = await call("/api/plan-changes/scheduled", { cookie: agent.cookie, body: { planId: "plan_pro" } });
    expect((await json(up)).error?.code).toBe("upgrade_checkout");
    expect((await call("/api/plan-changes/preview?planId=", { cookie: agent.cookie })).status).toBe(400);
    expect((await call("/api/plan-changes/preview?planId=no-existe", { cookie: agent.cookie })).status).toBe(404);
    expect((await call("/api/plan-changes/preview?planId=plan_pro")).status).toBe(401);
    const searcher = await newAccount("no_agente", { name: "Compradora Cambios" });
    expect((await call("/api/plan-changes/preview?planId=plan_pro", { cookie: searcher.cookie })).status).toBe(403);
  });
});
