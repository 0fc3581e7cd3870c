import { exports } from "cloudflare:workers";
import Stripe from "stripe";
import { createClient, type InValue } from "@libsql/client/web";
import { expect, inject } from "vitest";
import { TEST_STRIPE_WEBHOOK_SECRET } from "../fixtures/test-env";

export const ORIGIN = "http://hogaria.test";

// The test database, for arranging data and reading what the worker wrote.
export const testDb = () => createClient({ url: inject("libsqlUrl") });

// Each test acts from its own address so rate limits of one test never touch another: a
// counter within a file, from a base random per file, since the files of one run share the
// worker's limiters and each file's counter starts from zero.
const base = { a: Math.floor(Math.random() * 256), b: Math.floor(Math.random() * 256) };
let ipCounter = 0;
export const freshIp = () => {
  ipCounter += 1;
  return `10.${base.a}.${(base.b + Math.floor(ipCounter / 250)) % 256}.${(ipCounter % 250) + 1}`;
};

export type CallOptions = {
  method?: string;
  body?: unknown;
  ip?: string;
  cookie?: string;
  headers?: Record<string, string>;
  redirect?: RequestRedirect;
};

export function call(path: string, options: CallOptions = {}) {
  return exports.default.fetch(apiRequest(path, options));
}

export function apiRequest(path: string, { method, body, ip, cookie, headers, redirect }: CallOptions): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: method ?? (body === undefined ? "GET" : "POST"),
    headers: {
      origin: ORIGIN,
      "cf-connecting-ip": ip ?? freshIp(),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect,
  });
}

// "name=value" pairs of every Set-Cookie, ready to send back as a Cookie header.
export function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export const uniqueEmail = (prefix = "persona") => `${prefix}.${crypto.randomUUID().slice(0, 8)}@example.mx`;

// The worker's bindings as production needs them (every required key set, none of the
// repository's development values), for tests that check production behaviour.
export function productionEnv(env: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  return {
    ...env,
    APP_ENV: "production",
    PUBLIC_URL: "https://hogaria.mx",
    BETTER_AUTH_SECRET: "s".repeat(40),
    LIBSQL_AUTH_TOKEN: "token-de-produccion",
    MAIL_API_KEY: "re_test",
    STRIPE_SECRET_KEY: "sk_test_hogaria",
    STRIPE_WEBHOOK_SECRET: "whsec_test_hogaria",
    CALL_WEBHOOK_SECRET: "firma-del-webhook-de-prueba",
    WHATSAPP_BUSINESS_NUMBER: "5215587654321",
    SMS_ACCOUNT_SID: "AC_prueba",
    SMS_AUTH_TOKEN: "token-sms-de-prueba",
    SMS_FROM: "+525500000000",
    CFDI_PAC_URL: "https://pac.example.mx/cfdi40/timbrar",
    CFDI_PAC_API_KEY: "pac-de-prueba",
    CFDI_ISSUER_RFC: "EKU9003173C9",
    CFDI_ISSUER_NAME: "ESCUELA KEMPER URGATE",
    CFDI_ISSUER_REGIMEN: "601",
    CFDI_ISSUER_ZIP: "42501",
    ...overrides,
  };
}

export type Account = { cookie: string; id: string; email: string };

// A new account through the real sign-up, signed in. By default it also confirms its
// e-mail by following the link the sign-up e-mail carries, and then an agent or agency
// proves a phone with the SMS code (publishing needs both; codes need the confirmed e-mail).
export async function newAccount(
  role: "agente" | "no_agente" | "inmobiliaria",
  { name = "Persona Prueba", verified = true, phone = undefined as boolean | undefined, lang = undefined as "es" | "en" | undefined } = {},
): Promise<Account> {
  const email = uniqueEmail(role);
  // `lang`: the language of the page it signs up from (the account's e-mails are written in it).
  const res = await call("/api/auth/sign-up/email", { body: { name, email, password: "Segura2026", role, ...(lang && { lang }) } });
  if (res.status !== 200) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const cookie = cookiesOf(res);
  if (verified) {
    const link = await verificationLinkFor(email);
    const confirmed = await call(new URL(link).pathname + new URL(link).search, { cookie });
    if (confirmed.status >= 400) throw new Error(`verify-email answered ${confirmed.status}`);
  }
  if (phone ?? (role !== "no_agente" && verified)) await verifyPhone(cookie, uniquePhone());
  const me = (await (await call("/api/me", { cookie })).json()) as { data: { id: string } };
  return { cookie, id: me.data.id, email };
}

// A Mexico City mobile number no other test uses.
export const uniquePhone = () => `55${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

// The code of the newest SMS the test outbox holds for this number.
export async function smsCodeFor(phone: string): Promise<string> {
  const [sms] = await rows<{ text: string }>(`SELECT text FROM sms_outbox WHERE "to" = ? ORDER BY created_at DESC LIMIT 1`, [phone]);
  const code = sms?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
}

// Proves `phone` for the signed-in account, as a person would: asks for the code, reads the SMS.
export async function verifyPhone(cookie: string, phone: string): Promise<void> {
  const sent = await call("/api/phones/code", { cookie, body: { phone } });
  if (sent.status !== 201) throw new Error(`phones/code answered ${sent.status}: ${await sent.text()}`);
  const verified = await call("/api/phones/verify", { cookie, body: { phone, code: await smsCodeFor(phone) } });
  if (verified.status !== 200) throw new Error(`phones/verify answered ${verified.status}: ${await verified.text()}`);
}

// The confirmation link of the latest sign-up e-mail sent to this address (in either language).
export async function verificationLinkFor(email: string): Promise<string> {
  const rs = await testDb().execute({
    sql: `SELECT text FROM email_outbox WHERE "to" = ? AND subject IN ('Confirma tu correo de Hogaria', 'Confirm your Hogaria e-mail')
          ORDER BY created_at DESC LIMIT 1`,
    args: [email],
  });
  const link = (rs.rows[0]?.text as string | undefined)?.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
  if (!link) throw new Error(`no confirmation e-mail for ${email}`);
  return link;
}

// One statement on the test database (a fixture written straight to it).
export async function exec(sql: string, args: InValue[] = []): Promise<void> {
  const client = testDb();
  try {
    await client.execute({ sql, args });
  } finally {
    client.close();
  }
}

// Rows of one query on the test database, read loosely.
export async function rows<T = Record<string, unknown>>(sql: string, args: InValue[] = []): Promise<T[]> {
  const client = testDb();
  try {
    return (await client.execute({ sql, args })).rows as unknown as T[];
  } finally {
    client.close();
  }
}

// Sends until the limiter refuses (429 with Retry-After). Limits count in one-minute
// windows: a run that crosses into the next window gets a fresh allowance, so the refusal
// comes after `limit` requests and at most after twice as many.
export async function untilRefused(limit: number, send: () => Promise<Response>): Promise<{ accepted: number; refused: Response }> {
  for (let accepted = 0; accepted <= 2 * limit; accepted += 1) {
    const res = await send();
    if (res.status === 429) {
      expect(res.headers.get("retry-after")).toBe("60");
      return { accepted, refused: res };
    }
  }
  throw new Error(`no 429 after ${2 * limit + 1} requests`);
}

// A Stripe event as Stripe delivers it to the webhook: signed by Stripe's own library.
export async function deliverStripeEvent(event: { id: string; type: string; created: number; data: { object: object } }): Promise<Response> {
  const payload = JSON.stringify(event);
  const header = await new Stripe("sk_test_hogaria").webhooks.generateTestHeaderStringAsync({ payload, secret: TEST_STRIPE_WEBHOOK_SECRET });
  return exports.default.fetch(`${ORIGIN}/api/stripe/webhook`, {
    method: "POST",
    headers: { "stripe-signature": header, "content-type": "application/json" },
    body: payload,
  });
}

// Buys a plan as in production: the checkout (sent to the tests' fake Stripe), then Stripe's
// signed checkout.session.completed, paid. Returns the Stripe subscription's id.
export async function buyPlanThroughStripe(account: Pick<Account, "cookie" | "id">, planId: string): Promise<string> {
  const res = await call("/api/checkout", { cookie: account.cookie, body: { planId } });
  if (res.status !== 200) throw new Error(`checkout answered ${res.status}: ${await res.text()}`);
  const [session] = await rows<{ id: string; amount_mxn: number }>(
    "SELECT id, amount_mxn FROM checkout_sessions WHERE user_id = ? AND plan_id = ? AND status = 'open' ORDER BY created_at DESC LIMIT 1",
    [account.id, planId],
  );
  const subscription = `sub_${session.id.slice(0, 12)}`;
  const completed = await deliverStripeEvent({
    id: `evt_${crypto.randomUUID()}`,
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        object: "checkout.session",
        client_reference_id: session.id,
        subscription,
        payment_status: "paid",
        amount_total: session.amount_mxn * 100,
      },
    },
  });
  if (completed.status !== 200) throw new Error(`webhook answered ${completed.status}`);
  return subscription;
}
