import { env, createExecutionContext, createScheduledController, runDurableObjectAlarm, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { inject } from "vitest";
import worker from "../../worker/index";
import { PHONE_FORMAT_MESSAGE } from "../../domain/call-requests/schemas";
import { createDb } from "../../db/client";
import { createApi } from "../../worker/app";
import { readConfig } from "../../worker/env";
import { callOutbox } from "../../worker/outbox/call-outbox";
import { retryUndelivered, WEBHOOK_MAX_ATTEMPTS } from "../../worker/services/call-requests";
import { call, freshIp, ORIGIN, testDb, untilRefused } from "./helpers";

const control = inject("webhookControlUrl");
type Delivery = {
  headers: Record<string, string>;
  body: { id: string; nombre: string; numero_telefono: string; numero_e164: string; fecha_creacion: string; property_id?: string };
  raw: string;
};

async function deliveries(): Promise<Delivery[]> {
  return (await (await fetch(`${control}/__received`)).json()) as Delivery[];
}
// Every attempt that reached the receiver, accepted or not (a held one included).
async function arrivalsFor(id: string): Promise<Delivery[]> {
  return ((await (await fetch(`${control}/__arrivals`)).json()) as Delivery[]).filter((d) => d.body.id === id);
}
async function setReceiverStatus(status: number) {
  await fetch(`${control}/__mode`, { method: "POST", body: JSON.stringify({ status }) });
}
// The receiver keeps each request waiting until released: a delivery stays in flight.
async function holdReceiver() {
  await fetch(`${control}/__mode`, { method: "POST", body: JSON.stringify({ status: 200, hold: true }) });
}
async function releaseReceiver() {
  await fetch(`${control}/__release`, { method: "POST" });
}
// Polls until check() answers something truthy, or the deadline passes (answers the last value).
async function until<T>(check: () => Promise<T>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}
async function runCron(scheduledTime: number, bindings = env) {
  const ctx = createExecutionContext();
  await worker.scheduled!(createScheduledController({ scheduledTime, cron: "*/5 * * * *" }), bindings, ctx);
  await waitOnExecutionContext(ctx);
}
async function rowById(id: string) {
  return (await testDb().execute({ sql: "SELECT * FROM llamadas_solicitudes WHERE id = ?", args: [id] })).rows[0];
}
// POST /api/call-requests against the API with other bindings (a secret, a database that is down).
async function callWithEnv(bindings: Record<string, unknown>, body: unknown, ip = freshIp()) {
  const ctx = createExecutionContext();
  const res = await createApi().fetch(
    new Request(`${ORIGIN}/api/call-requests`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json", "cf-connecting-ip": ip },
      body: JSON.stringify(body),
    }),
    bindings,
    ctx,
  );
  return { res, done: () => waitOnExecutionContext(ctx) };
}
async function hmacHex(secret: string, text: string) {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(text)));
  return [...mac].map((b) => b.toString(16).padStart(2, "0")).join("");
}
async function deliveriesFor(id: string, timeoutMs = 5000): Promise<Delivery[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await deliveries()).filter((d) => d.body.id === id);
    if (found.length > 0 || Date.now() > until) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
}
async function storedFor(phone: string) {
  return (await testDb().execute({ sql: "SELECT * FROM llamadas_solicitudes WHERE numero_telefono = ?", args: [phone] })).rows;
}
let phoneCounter = 0;
const freshPhone = () => `55${String(Date.now() % 1e6).padStart(6, "0")}${String(phoneCounter++ % 100).padStart(2, "0")}`;

afterEach(async () => {
  await setReceiverStatus(200);
});

describe("POST /api/call-requests", () => {
  it("stores the request, answers 201 and sends the webhook payload", async () => {
    const phone = freshPhone();
    const res = await call("/api/call-requests", { body: { nombre: "  Ana <b>López</b> ", numero_telefono: phone } });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: string } };
    const [row] = await storedFor(phone);
    expect(row).toMatchObject({ id: data.id, nombre: "Ana López", numero_telefono: phone });

    const [delivery] = await deliveriesFor(data.id);
    expect(delivery.headers["content-type"]).toContain("application/json");
    expect(delivery.headers["x-hogaria-delivery"]).toBe(data.id);
    // No CALL_WEBHOOK_SECRET here (as in development): sent unsigned.
    expect(delivery.headers["x-hogaria-signature"]).toBeUndefined();
    expect(delivery.body).toEqual({
      id: data.id,
      nombre: "Ana López",
      numero_telefono: phone,
      numero_e164: `+52${phone}`,
      fecha_creacion: new Date(Number(row.created_at)).toISOString(),
    });
  });

  it.each([
    [{ nombre: "A", numero_telefono: "5512345678" }, "nombre", "El nombre debe tener al menos 2 caracteres"],
    [{ nombre: "x".repeat(61), numero_telefono: "5512345678" }, "nombre", "El nombre no puede tener más de 60 caracteres"],
    [{ nombre: "<script>alert(1)</script>", numero_telefono: "5512345678" }, "nombre", "El nombre es requerido"],
    [{ nombre: "<b>A</b>", numero_telefono: "5512345678" }, "nombre", "El nombre debe tener al menos 2 caracteres"],
    [{ nombre: '<img src=x onerror="alert(1)">', numero_telefono: "5512345678" }, "nombre", "El nombre es requerido"],
    [{ nombre: "Ana", numero_telefono: "551234567" }, "numero_telefono", PHONE_FORMAT_MESSAGE],
    [{ nombre: "Ana", numero_telefono: "55123456ab" }, "numero_telefono", PHONE_FORMAT_MESSAGE],
    [{ nombre: "Ana", numero_telefono: "" }, "numero_telefono", "El número de teléfono es requerido"],
    [{ nombre: "Ana" }, "numero_telefono", "El número de teléfono es requerido"],
  ])("refuses %o with the field's Spanish message and stores nothing", async (body, field, message) => {
    const before = (await testDb().execute("SELECT count(*) AS n FROM llamadas_solicitudes")).rows[0].n;
    const res = await call("/api/call-requests", { body });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { message: string; fields: Record<string, string[]> } };
    expect(error.fields[field]).toContain(message);
    const after = (await testDb().execute("SELECT count(*) AS n FROM llamadas_solicitudes")).rows[0].n;
    expect(after).toBe(before);
  });

  it("keeps the database check chk_numero_mx_10 as the last line of defence", async () => {
    await expect(
      testDb().execute({ sql: "INSERT INTO llamadas_solicitudes (id, nombre, numero_telefono) VALUES ('x1', 'Ana', '55-1234-56')", args: [] }),
    ).rejects.toThrow(/chk_numero_mx_10/);
  });

  it("survives a webhook outage: stored, then delivered by a later scheduled run", async () => {
    await setReceiverStatus(503);
    const phone = freshPhone();
    const res = await call("/api/call-requests", { body: { nombre: "Beto Ruiz", numero_telefono: phone } });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: string } };
    // The answer does not wait for the webhook; wait for the first attempt.
    const recorded = async () => Number((await storedFor(phone))[0]?.webhook_attempts ?? 0);
    for (let i = 0; i < 100 && (await recorded()) === 0; i++) await new Promise((r) => setTimeout(r, 50));
    const [failed] = await storedFor(phone);
    expect(failed.webhook_delivered_at).toBeNull();
    expect(Number(failed.webhook_attempts)).toBe(1);
    expect(await deliveriesFor(data.id, 200)).toHaveLength(0);

    // The receiver is back; the cron trigger runs after the backoff has passed.
    await setReceiverStatus(200);
    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController({ scheduledTime: Date.now() + 5 * 60_000, cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    const [delivered] = await storedFor(phone);
    expect(delivered.webhook_delivered_at).not.toBeNull();
    expect((await deliveriesFor(data.id)).map((d) => d.body.nombre)).toEqual(["Beto Ruiz"]);

    // Delivered requests are not sent again.
    const ctx2 = createExecutionContext();
    await worker.scheduled!(createScheduledController({ scheduledTime: Date.now() + 60 * 60_000 }), env, ctx2);
    await waitOnExecutionContext(ctx2);
    expect(await deliveriesFor(data.id)).toHaveLength(1);
  });

  it("limits requests per address and per phone number", async () => {
    const ip = freshIp();
    const perAddress = await untilRefused(5, async () => {
      const res = await call("/api/call-requests", { ip, body: { nombre: "Carla", numero_telefono: freshPhone() } });
      if (res.status !== 429) expect(res.status).toBe(201);
      return res;
    });
    expect(perAddress.accepted).toBeGreaterThanOrEqual(5);

    const phone = freshPhone();
    const perPhone: number[] = [];
    for (let i = 0; i < 4; i++) perPhone.push((await call("/api/call-requests", { body: { nombre: "Dani", numero_telefono: phone } })).status);
    expect(perPhone).toEqual([201, 201, 201, 429]);
    expect(await storedFor(phone)).toHaveLength(3);
  });
});

describe("call-request webhook delivery", () => {
  it("signs the body with CALL_WEBHOOK_SECRET: X-Hogaria-Signature verifies, X-Hogaria-Delivery names the request", async () => {
    const secret = "call-webhook-secret-for-tests";
    const phone = freshPhone();
    const { res, done } = await callWithEnv({ ...env, CALL_WEBHOOK_SECRET: secret }, { nombre: "Elena Soto", numero_telefono: phone });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: string } };
    await done();

    const [delivery] = await deliveriesFor(data.id);
    expect(delivery.headers["x-hogaria-delivery"]).toBe(data.id);
    const signature = delivery.headers["x-hogaria-signature"];
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const { t, v1 } = Object.fromEntries(signature.split(",").map((part) => part.split("="))) as { t: string; v1: string };
    // What a receiver does: the MAC of "<t>.<raw body>" with the shared secret.
    expect(v1).toBe(await hmacHex(secret, `${t}.${delivery.raw}`));
    expect(v1).not.toBe(await hmacHex("another-secret-of-some-length", `${t}.${delivery.raw}`));
    expect(v1).not.toBe(await hmacHex(secret, `${t}.${delivery.raw.replace("Elena", "Elena ")}`));
    expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(600);
    expect(JSON.parse(delivery.raw)).toMatchObject({ id: data.id, nombre: "Elena Soto", numero_telefono: phone });
  });

  it("a cron run while the first delivery is in flight does not send the request again", async () => {
    await holdReceiver();
    const phone = freshPhone();
    const res = await call("/api/call-requests", { body: { nombre: "Fer Díaz", numero_telefono: phone } });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: string } };
    // The first attempt has reached the (slow) receiver and waits for its answer.
    expect(await until(async () => (await arrivalsFor(data.id)).length === 1)).toBe(true);

    // A cron run a minute later, the first attempt still in flight.
    await runCron(Date.now() + 60_000);
    expect(await arrivalsFor(data.id)).toHaveLength(1);

    await releaseReceiver();
    expect(await until(async () => (await rowById(data.id)).webhook_delivered_at !== null)).toBe(true);
    const row = await rowById(data.id);
    expect(Number(row.webhook_attempts)).toBe(1);
    expect(await deliveriesFor(data.id)).toHaveLength(1);
    expect(await arrivalsFor(data.id)).toHaveLength(1);
  });

  it(`gives up after ${WEBHOOK_MAX_ATTEMPTS} failed attempts over about 3 days: marked failed, never retried`, async () => {
    await setReceiverStatus(503);
    const phone = freshPhone();
    const res = await call("/api/call-requests", { body: { nombre: "Gabi Luna", numero_telefono: phone } });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: string } };
    expect(await until(async () => (await arrivalsFor(data.id)).length === 1)).toBe(true);
    const createdAt = Number((await rowById(data.id)).created_at);

    // The cron's retry job, run each time at the moment the request is next due. (Called
    // directly: the cron's other jobs, run days ahead, would expire the shared listings.)
    const db = createDb({ url: env.LIBSQL_URL });
    const config = readConfig(env);
    let lastAttemptAt = createdAt;
    for (let run = 0; run < 3 * WEBHOOK_MAX_ATTEMPTS; run++) {
      const row = await rowById(data.id);
      if (row.webhook_failed_at !== null) break;
      lastAttemptAt = Math.max(Number(row.webhook_next_attempt_at), lastAttemptAt);
      await retryUndelivered(db, config, new Date(lastAttemptAt));
    }
    const failed = await rowById(data.id);
    expect(Number(failed.webhook_attempts)).toBe(WEBHOOK_MAX_ATTEMPTS);
    expect(failed.webhook_failed_at).not.toBeNull();
    expect(failed.webhook_delivered_at).toBeNull();
    expect(failed.webhook_next_attempt_at).toBeNull();
    expect(await arrivalsFor(data.id)).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    const spanDays = (lastAttemptAt - createdAt) / 86_400_000;
    expect(spanDays).toBeGreaterThan(2.5);
    expect(spanDays).toBeLessThan(3.5);

    // The receiver is back: a failed request is not sent again, it waits for an operator.
    await setReceiverStatus(200);
    await retryUndelivered(db, config, new Date(lastAttemptAt + 30 * 86_400_000));
    await runCron(Date.now() + 10 * 60_000);
    expect(await arrivalsFor(data.id)).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    const operatorView = await testDb().execute({
      sql: "SELECT id FROM llamadas_solicitudes WHERE webhook_failed_at IS NOT NULL AND webhook_delivered_at IS NULL ORDER BY created_at",
      args: [],
    });
    expect(operatorView.rows.map((r) => r.id)).toContain(data.id);
  });
});

describe("call requests while the database is down", () => {
  const down = { ...env, LIBSQL_URL: "http://127.0.0.1:9" };

  it("answers 201, keeps the request in the outbox, then stores it with its listing lead and delivers it once", async () => {
    const [listing] = (
      await testDb().execute("SELECT id, agent_id FROM properties WHERE status = 'publicada' AND agent_id IS NOT NULL ORDER BY id LIMIT 1")
    ).rows;
    const phone = freshPhone();
    const outbox = callOutbox(env);
    const before = await outbox.pending();
    const { res } = await callWithEnv(down, { nombre: "Hugo Vela", numero_telefono: phone, property_id: listing.id });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: string } };
    expect(await storedFor(phone)).toHaveLength(0);
    expect(await outbox.pending()).toBe(before + 1);

    // The outbox's alarm (its own bindings reach the database) writes and delivers it.
    expect(await runDurableObjectAlarm(outbox)).toBe(true);
    const [row] = await storedFor(phone);
    expect(row).toMatchObject({ id: data.id, nombre: "Hugo Vela", property_id: listing.id });
    const [delivery] = await deliveriesFor(data.id);
    expect(delivery.body).toMatchObject({
      id: data.id,
      numero_telefono: phone,
      property_id: listing.id,
      fecha_creacion: new Date(Number(row.created_at)).toISOString(),
    });
    const leads = (await testDb().execute({ sql: "SELECT * FROM property_leads WHERE telefono = ?", args: [phone] })).rows;
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ kind: "llamada", property_id: listing.id, recipient_id: listing.agent_id });
    expect(await outbox.pending()).toBe(before);

    // Replayed again (say its answer was lost): nothing is stored or sent twice.
    await outbox.accept({
      id: data.id,
      input: { nombre: "Hugo Vela", numero_telefono: phone, property_id: String(listing.id) },
      createdAt: Number(row.created_at),
      origin: ORIGIN,
    });
    expect(await runDurableObjectAlarm(outbox)).toBe(true);
    expect(await storedFor(phone)).toHaveLength(1);
    expect((await testDb().execute({ sql: "SELECT count(*) AS n FROM property_leads WHERE telefono = ?", args: [phone] })).rows[0].n).toBe(1);
    await runCron(Date.now() + 10 * 60_000);
    expect(await arrivalsFor(data.id)).toHaveLength(1);
    expect(await outbox.pending()).toBe(before);
  });

  it("skips the per-phone limit (it needs the database) but keeps the per-address one", async () => {
    const phone = freshPhone();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await callWithEnv(down, { nombre: "Inés Mora", numero_telefono: phone })).res.status);
    expect(statuses).toEqual([201, 201, 201, 201]);

    const ip = freshIp();
    const sameAddress = await untilRefused(5, async () => {
      const { res } = await callWithEnv(down, { nombre: "Inés Mora", numero_telefono: freshPhone() }, ip);
      if (res.status !== 429) expect(res.status).toBe(201);
      return res;
    });
    expect(sameAddress.accepted).toBeGreaterThanOrEqual(5);

    expect(await runDurableObjectAlarm(callOutbox(env))).toBe(true);
    expect(await storedFor(phone)).toHaveLength(4);
  });
});
