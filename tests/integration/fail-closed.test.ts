import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { COMMON_MESSAGES } from "../../domain/errors/common-messages";
import { call, cookiesOf, newAccount, ORIGIN, productionEnv, testDb } from "./helpers";

// The worker as it runs with other bindings (production, a database that is down).
function fetchWith(bindings: Record<string, unknown>, url: string, init: RequestInit = {}) {
  return worker.fetch(new Request(url, init), bindings as never, createExecutionContext());
}

const expectSecurityHeaders = (res: Response) => {
  expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
  expect(res.headers.get("x-frame-options")).toBe("DENY");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
};

describe("production fails closed", () => {
  it("without APP_ENV the worker is production, and without its keys it serves nothing but a 503 naming them", async () => {
    const bare = {
      ...env,
      APP_ENV: "",
      LIBSQL_URL: "",
      CALL_WEBHOOK_URL: "",
      BETTER_AUTH_SECRET: "",
      STRIPE_SECRET_KEY: "",
      STRIPE_WEBHOOK_SECRET: "",
      CFDI_PAC_URL: "",
      CFDI_PAC_API_KEY: "",
    };
    for (const path of ["/api/health", "/", "/api/dev/emails", "/propiedad/x"]) {
      const res = await fetchWith(bare, `https://hogaria.mx${path}`);
      expect(res.status, path).toBe(503);
      expectSecurityHeaders(res);
      expect(res.headers.get("strict-transport-security")).toContain("max-age=");
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("misconfigured");
      for (const key of [
        "BETTER_AUTH_SECRET",
        "PUBLIC_URL",
        "LIBSQL_URL",
        "LIBSQL_AUTH_TOKEN",
        "MAIL_API_KEY",
        "STRIPE_SECRET_KEY",
        "STRIPE_WEBHOOK_SECRET",
        "WHATSAPP_BUSINESS_NUMBER",
        "SMS_ACCOUNT_SID",
        "SMS_AUTH_TOKEN",
        "SMS_FROM",
        "CFDI_PAC_URL",
        "CFDI_PAC_API_KEY",
      ]) {
        expect(body.error.message).toContain(key);
      }
    }
  });

  it("refuses the repository's development secret and a webhook without its signing secret", async () => {
    const res = await fetchWith(
      productionEnv(env, { BETTER_AUTH_SECRET: "hogaria-local-development-secret-0123456789", CALL_WEBHOOK_SECRET: "" }),
      "https://hogaria.mx/api/health",
    );
    expect(res.status).toBe(503);
    const { message } = ((await res.json()) as { error: { message: string } }).error;
    expect(message).toContain("BETTER_AUTH_SECRET");
    expect(message).toContain("CALL_WEBHOOK_SECRET");
    expect(message).not.toContain("hogaria-local-development");
  });

  it("with every key set it serves; the development mailbox and the local checkout do not exist", async () => {
    const prod = productionEnv(env);
    const health = await fetchWith(prod, "https://hogaria.mx/api/health");
    expect(health.status).toBe(200);
    expect(health.headers.get("strict-transport-security")).toContain("max-age=");
    expect((await fetchWith(prod, "https://hogaria.mx/api/dev/emails")).status).toBe(404);
    expect((await fetchWith(prod, "https://hogaria.mx/api/dev/sms")).status).toBe(404);
    // Development with a remote database is not a developer's machine either.
    const remoteDev = { ...env, APP_ENV: "development", LIBSQL_URL: "https://hogaria-prod.turso.io" };
    expect((await fetchWith(remoteDev, "http://hogaria.test/api/dev/emails")).status).toBe(404);
    expect((await fetchWith(remoteDev, "http://hogaria.test/api/dev/sms")).status).toBe(404);
  });

  it("links it writes use PUBLIC_URL, never the Host the request came in with", async () => {
    const agent = await newAccount("agente");
    const [listing] = (await testDb().execute("SELECT id FROM properties WHERE status = 'publicada' LIMIT 1")).rows;
    const prod = productionEnv(env);
    const signIn = await fetchWith(prod, "https://evil.example/api/auth/sign-in/email", {
      method: "POST",
      headers: { origin: "https://hogaria.mx", "content-type": "application/json", "cf-connecting-ip": "10.250.0.1" },
      body: JSON.stringify({ email: agent.email, password: "Segura2026" }),
    });
    expect(signIn.status).toBe(200);
    const share = await fetchWith(prod, `https://evil.example/api/properties/${listing.id}/shares`, {
      method: "POST",
      headers: { origin: "https://hogaria.mx", "content-type": "application/json", cookie: cookiesOf(signIn) },
      body: JSON.stringify({ kind: "share" }),
    });
    expect(share.status).toBe(201);
    expect(((await share.json()) as { data: { url: string } }).data.url).toMatch(/^https:\/\/hogaria\.mx\/s\//);

    // A reset e-mail asked for through a forged Host still points at the public site.
    const withPublicUrl = { ...env, PUBLIC_URL: "https://hogaria.mx" };
    const reset = await fetchWith(withPublicUrl, "http://evil.example/api/auth/request-password-reset", {
      method: "POST",
      headers: { origin: "https://hogaria.mx", "content-type": "application/json", "cf-connecting-ip": "10.250.0.2" },
      body: JSON.stringify({ email: agent.email }),
    });
    expect(reset.status).toBe(200);
    const [mail] = (
      await testDb().execute({
        sql: `SELECT text FROM email_outbox WHERE "to" = ? AND subject LIKE 'Restablece%' ORDER BY created_at DESC LIMIT 1`,
        args: [agent.email],
      })
    ).rows;
    expect(String(mail.text)).toContain("https://hogaria.mx/reset-password?token=");
    expect(String(mail.text)).not.toContain("evil.example");
  });
});

describe("writes come from our pages, as JSON", () => {
  async function listCount(cookie: string) {
    return ((await (await call("/api/favorites/lists", { cookie })).json()) as { data: unknown[] }).data.length;
  }

  it("refuses a foreign, a null or a missing Origin, and a body that is not JSON, writing nothing", async () => {
    const { cookie } = await newAccount("agente");
    const before = await listCount(cookie);
    const attempts: [Record<string, string>, string, number][] = [
      [{ origin: "https://evil.example", "content-type": "application/json" }, '{"name":"Ajena"}', 403],
      [{ origin: "null", "content-type": "application/json" }, '{"name":"Nula"}', 403],
      [{ "content-type": "application/json" }, '{"name":"Sin origen"}', 403],
      [{ origin: ORIGIN, "content-type": "text/plain" }, '{"name":"Texto"}', 415],
      [{ origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" }, "name=Formulario", 415],
      [{ origin: ORIGIN, "content-type": "multipart/form-data; boundary=x" }, "--x\r\n\r\n--x--", 415],
    ];
    for (const [headers, body, status] of attempts) {
      const sent = await fetchWith(env, `${ORIGIN}/api/favorites/lists`, {
        method: "POST",
        headers: { ...headers, cookie, "cf-connecting-ip": "10.251.0.1" },
        body,
      });
      expect(sent.status, JSON.stringify(headers)).toBe(status);
      const envelope = (await sent.json()) as { error: { code: string; message: string } };
      expect(envelope.error.message).toMatch(/[a-záéíóúñ]/i);
      expectSecurityHeaders(sent);
    }
    expect(await listCount(cookie)).toBe(before);
    // The same write from our page, as JSON (a Referer alone also says where it came from).
    const ok = await fetchWith(env, `${ORIGIN}/api/favorites/lists`, {
      method: "POST",
      headers: { referer: `${ORIGIN}/dashboard`, "content-type": "application/json", cookie, "cf-connecting-ip": "10.251.0.2" },
      body: '{"name":"Desde la página"}',
    });
    expect(ok.status).toBe(201);
  });

  it("Stripe's webhook needs no Origin (its signature is its proof)", async () => {
    const res = await fetchWith(env, `${ORIGIN}/api/stripe/webhook`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("bad_signature");
  });
});

describe("no bare 500", () => {
  it.each([
    "/parties/board-room/%ZZ",
    "/parties/board-room/%E0%A4%A",
    "/parties/board-room/%C0%AF",
    "/media/%ZZ.webp",
    "/media/%E0%A4%A.webp",
    `/media/${"a".repeat(2000)}.webp`,
    "/api/properties/%ZZ",
  ])("%s answers 404 in our envelope with the security headers", async (path) => {
    const res = await fetchWith(env, `${ORIGIN}${path}`);
    expect(res.status).toBe(404);
    expectSecurityHeaders(res);
  });
});

describe("the database is down", () => {
  const down = { ...env, LIBSQL_URL: "http://127.0.0.1:9" };

  it("the API answers 503 in Spanish with Retry-After; the health check names the database", async () => {
    const { cookie } = await newAccount("no_agente", { verified: false });
    for (const path of ["/api/properties?operation=renta", "/api/locations?q=roma", "/api/plans", "/api/me"]) {
      const res = await fetchWith(down, `${ORIGIN}${path}`, { headers: { cookie } });
      expect(res.status, path).toBe(503);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await res.json()).toEqual({ error: { code: "service_unavailable", message: COMMON_MESSAGES.unavailable } });
      expectSecurityHeaders(res);
    }
    const health = await fetchWith(down, `${ORIGIN}/api/health`);
    expect(health.status).toBe(503);
    expect(((await health.json()) as { checks: Record<string, string> }).checks).toEqual({ database: "unavailable" });
  });

  it("the home page still renders, a listing page sends the app's shell and does not say the listing is gone", async () => {
    // The home page renders without its featured strip (the browser asks for it again).
    const home = await fetchWith(down, `${ORIGIN}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get("content-type")).toContain("text/html");
    expect(await home.text()).toContain("Encuentra tu próximo hogar");
    const listing = await fetchWith(down, `${ORIGIN}/propiedad/cualquiera`);
    expect(listing.status).toBe(503);
    const html = await listing.text();
    expect(html).toContain('<div id="root"');
    expect(html).not.toContain("ya no está disponible");
  });
});
