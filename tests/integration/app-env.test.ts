import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { UNSUBSCRIBE_PATH } from "../../domain/saved-searches/saved-search-alerts";
import worker from "../../worker/index";
import { LOCAL_AUTH_SECRET } from "../../worker/env";
import { unsubscribeToken } from "../../worker/services/saved-search-alerts/unsubscribe-token";
import { TEST_AUTH_SECRET } from "../fixtures/test-env";
import { call, exec, newAccount, rows } from "./helpers";
import { callInDevelopment } from "./in-development";

// Development shortcuts (the local checkout that grants a plan without a payment, the outbox
// readers, the repository's signing secret) exist only on a developer's machine:
// APP_ENV=development and a database on this machine. Every other APP_ENV keeps them shut or
// does not start.

function fetchWith(bindings: Record<string, unknown>, path: string, init: RequestInit = {}) {
  return worker.fetch(new Request(`http://hogaria.test${path}`, init), bindings as never, createExecutionContext());
}

async function refusal(bindings: Record<string, unknown>): Promise<string> {
  const res = await fetchWith(bindings, "/api/health");
  expect(res.status).toBe(503);
  const { error } = (await res.json()) as { error: { code: string; message: string } };
  expect(error.code).toBe("misconfigured");
  return error.message;
}

describe("APP_ENV", () => {
  it("test without its own secret and Stripe does not start, and names what is missing", async () => {
    const message = await refusal({ ...env, APP_ENV: "test", BETTER_AUTH_SECRET: "", STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" });
    for (const name of ["BETTER_AUTH_SECRET", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]) expect(message).toContain(name);
    // The repository's development secret is no secret: refused as if unset.
    expect(await refusal({ ...env, APP_ENV: "test", BETTER_AUTH_SECRET: LOCAL_AUTH_SECRET })).toContain("BETTER_AUTH_SECRET");
  });

  it("any other value (staging, preview, a typo) does not start", async () => {
    for (const value of ["staging", "preview", "Production", "dev"]) {
      expect(await refusal({ ...env, APP_ENV: value }), value).toContain("APP_ENV no es válido (debe ser development, test o production)");
    }
  });

  it("development with a database elsewhere is not a developer's machine: it needs its own secret and Stripe", async () => {
    const remote = { ...env, APP_ENV: "development", LIBSQL_URL: "https://hogaria-staging.turso.io", BETTER_AUTH_SECRET: "", STRIPE_SECRET_KEY: "" };
    const message = await refusal(remote);
    expect(message).toContain("BETTER_AUTH_SECRET");
    expect(message).toContain("STRIPE_SECRET_KEY");
  });

  it("in the tests' environment a new account gets no plan for free: checkout goes to Stripe and the local checkout answers 404", async () => {
    const agent = await newAccount("agente", { verified: false });
    const started = await call("/api/checkout", { cookie: agent.cookie, body: { planId: "plan_expert" } });
    expect(started.status).toBe(200);
    expect(((await started.json()) as { data: { url: string } }).data.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const [session] = await rows<{ id: string; provider: string }>("SELECT id, provider FROM checkout_sessions WHERE user_id = ?", [agent.id]);
    expect(session.provider).toBe("stripe");
    expect((await call(`/api/checkout/sessions/${session.id}/pay`, { cookie: agent.cookie, body: {} })).status).toBe(404);
    // Even a session the local checkout would have made.
    await exec("UPDATE checkout_sessions SET provider = 'local' WHERE id = ?", [session.id]);
    expect((await call(`/api/checkout/sessions/${session.id}/pay`, { cookie: agent.cookie, body: {} })).status).toBe(404);
    expect(((await (await call("/api/subscription", { cookie: agent.cookie })).json()) as { data: unknown }).data).toBeNull();
    expect((await call("/api/dev/emails")).status).toBe(404);
    expect((await call("/api/dev/sms")).status).toBe(404);
  });

  it("on a developer's machine the local checkout exists (npm start)", async () => {
    const agent = await newAccount("agente", { verified: false });
    const started = await callInDevelopment("/api/checkout", { cookie: agent.cookie, body: { planId: "plan_basic" } });
    const { url } = ((await started.json()) as { data: { url: string } }).data;
    expect(url).toMatch(/^http:\/\/hogaria\.test\/checkout\//);
    const paid = await callInDevelopment(`/api/checkout/sessions/${new URL(url).pathname.split("/").pop()}/pay`, { cookie: agent.cookie, body: {} });
    expect(paid.status).toBe(200);
    expect(((await (await call("/api/subscription", { cookie: agent.cookie })).json()) as { data: { plan: { id: string } } }).data.plan.id).toBe(
      "plan_basic",
    );
  });

  it("an unsubscribe link signed with the repository's development secret is refused; one signed with the real secret works", async () => {
    const owner = await newAccount("no_agente", { verified: false });
    const searchId = crypto.randomUUID();
    await exec(
      "INSERT INTO saved_searches (id, user_id, name, filters, operation, frequency) VALUES (?, ?, 'Casas en Coyoacán', '{}', 'venta', 'diaria')",
      [searchId, owner.id],
    );
    const frequency = async () => (await rows<{ frequency: string }>("SELECT frequency FROM saved_searches WHERE id = ?", [searchId]))[0].frequency;
    const unsubscribe = async (secret: string) =>
      call(`${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token: await unsubscribeToken(secret, searchId) })}`, {
        method: "POST",
        headers: { origin: "" },
      });

    const forged = await unsubscribe(LOCAL_AUTH_SECRET);
    expect(forged.status).toBe(404);
    expect(await frequency()).toBe("diaria");
    expect((await unsubscribe(TEST_AUTH_SECRET)).status).toBe(200);
    expect(await frequency()).toBe("sin_alertas");
  });
});
