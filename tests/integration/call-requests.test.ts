import { env, createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import worker from "../../worker/index";
import { PHONE_FORMAT_MESSAGE } from "../../domain/call-requests/schemas";
import { call, freshIp, testDb } from "./helpers";

const control = inject("webhookControlUrl");
type Delivery = { headers: Record<string, string>; body: { id: string; nombre: string; numero_telefono: string; numero_e164: string; fecha_creacion: string } };

async function deliveries(): Promise<Delivery[]> {
  return (await (await fetch(`${control}/__received`)).json()) as Delivery[];
}
async function setReceiverStatus(status: number) {
  await fetch(`${control}/__mode`, { method: "POST", body: JSON.stringify({ status }) });
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
  ])("refuses %o with the spec's message and stores nothing", async (body, field, message) => {
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
    // The answer does not wait for the webhook; give the failed attempt time to be recorded.
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
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await call("/api/call-requests", { ip, body: { nombre: "Carla", numero_telefono: freshPhone() } })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);

    const phone = freshPhone();
    const perPhone: number[] = [];
    for (let i = 0; i < 4; i++) perPhone.push((await call("/api/call-requests", { body: { nombre: "Dani", numero_telefono: phone } })).status);
    expect(perPhone).toEqual([201, 201, 201, 429]);
    expect(await storedFor(phone)).toHaveLength(3);
  });
});
