import { env, createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import worker from "../../worker/index";
import type { LeadInbox } from "../../domain/leads/lead-schema";
import type { PropertyShare } from "../../domain/properties/property";
import { call, cookiesOf, freshIp, testDb, untilRefused } from "./helpers";

const DEMO_PASSWORD = "Hogaria2026!";
const control = inject("webhookControlUrl");

type Listing = { id: string; title: string; agent_id: string; agent_email: string; agency_id: string; owner_email: string };
type Outbox = { to: string; subject: string; text: string; html: string };
type Inbox = LeadInbox;

async function signIn(email: string): Promise<string> {
  const res = await call("/api/auth/sign-in/email", { body: { email, password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  return cookiesOf(res);
}

let phoneCounter = 0;
const freshPhone = () => `56${String(Date.now() % 1e6).padStart(6, "0")}${String(phoneCounter++ % 100).padStart(2, "0")}`;
const message = (over: Record<string, unknown> = {}) => ({
  nombre: "Laura Gómez",
  telefono: freshPhone(),
  email: "laura.gomez@example.mx",
  mensaje: "Hola, me interesa esta propiedad. ¿Sigue disponible?",
  ...over,
});

async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T | undefined> {
  const stop = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined || Date.now() > stop) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

// The e-mail (outbox: no MAIL_API_KEY in tests) to `to` whose text mentions `needle`.
async function mailTo(to: string, needle: string): Promise<Outbox | undefined> {
  return until(async () => {
    const rs = await testDb().execute({
      sql: 'SELECT "to", subject, text, html FROM email_outbox WHERE "to" = ? ORDER BY created_at DESC',
      args: [to],
    });
    return (rs.rows as unknown as Outbox[]).find((m) => m.text.includes(needle));
  });
}

async function leadRow(id: string) {
  return (await testDb().execute({ sql: "SELECT * FROM property_leads WHERE id = ?", args: [id] })).rows[0];
}
const leadCount = async () => Number((await testDb().execute("SELECT count(*) AS n FROM property_leads")).rows[0].n);
const counters = async (id: string) =>
  (await testDb().execute({ sql: "SELECT view_count, contact_count, whatsapp_count FROM properties WHERE id = ?", args: [id] }))
    .rows[0] as unknown as {
    view_count: number;
    contact_count: number;
    whatsapp_count: number;
  };

let listing: Listing;
const pausedId = `lead-test-paused-${crypto.randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  // A listing of an agency's agent (not its owner), so the owner's view can be told apart.
  const rs = await testDb().execute(`
    SELECT p.id, p.title, p.agent_id, u.email AS agent_email, p.agency_id, o.email AS owner_email
    FROM properties p JOIN users u ON u.id = p.agent_id JOIN agencies a ON a.id = p.agency_id JOIN users o ON o.id = a.owner_id
    WHERE p.status = 'publicada' AND a.owner_id <> p.agent_id AND a.slug = 'casa-capital-inmobiliaria'
    ORDER BY p.id LIMIT 1`);
  listing = rs.rows[0] as unknown as Listing;
  expect(listing?.id).toBeTruthy();
  await testDb().execute({
    sql: `INSERT INTO properties (id, title, price, address, neighborhood, location_id, lat, lng, operation_type, property_type, status, agent_id, agency_id)
          SELECT ?, title, price, address, neighborhood, location_id, lat, lng, operation_type, property_type, 'pausada', agent_id, agency_id FROM properties WHERE id = ?`,
    args: [pausedId, listing.id],
  });
});

afterAll(async () => {
  await testDb().execute({ sql: "DELETE FROM properties WHERE id = ?", args: [pausedId] });
});

describe("POST /api/leads", () => {
  it("stores a message for the listing's agent and e-mails it to them with the listing's title", async () => {
    const body = message();
    const res = await call("/api/leads", { body: { property_id: listing.id, ...body } });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: string } };
    expect(await leadRow(data.id)).toMatchObject({
      property_id: listing.id,
      property_title: listing.title,
      recipient_id: listing.agent_id,
      agency_id: listing.agency_id,
      kind: "mensaje",
      nombre: "Laura Gómez",
      telefono: body.telefono,
      email: body.email,
      mensaje: body.mensaje,
      source: "propiedad",
      read_at: null,
    });

    const mail = await mailTo(listing.agent_email, body.telefono.slice(6));
    expect(mail?.subject).toBe("Nuevo mensaje sobre tu propiedad en Hogaria");
    expect(mail?.text).toContain(body.mensaje);
    expect(mail?.text).toContain(body.email);
    expect(mail?.text).toContain(`http://hogaria.test/propiedad/${listing.id}`);
    expect(mail?.text).toContain("http://hogaria.test/dashboard?tab=mensajes");
  });

  it("from an agent's shared sheet still reaches the listing's agent, marked as shared", async () => {
    const sharer = await signIn("agente@hogaria.mx");
    const created = await call(`/api/properties/${listing.id}/shares`, { cookie: sharer, body: { kind: "share" } });
    const share = ((await created.json()) as { data: PropertyShare }).data;
    const body = message({ nombre: "Marco Ruiz" });
    const res = await call("/api/leads", { body: { share_token: share.token, ...body } });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: string } };
    expect(await leadRow(data.id)).toMatchObject({ recipient_id: listing.agent_id, property_id: listing.id, source: "compartida" });
    expect((await mailTo(listing.agent_email, body.telefono.slice(6)))?.subject).toBe("Nuevo mensaje sobre tu propiedad en Hogaria");

    await call(`/api/shares/${share.token}`, { method: "DELETE", cookie: sharer });
    const revoked = await call("/api/leads", { body: { share_token: share.token, ...message() } });
    expect(revoked.status).toBe(404);
  });

  it("keeps markup out of the name, keeps the message as written, and escapes both in the e-mail", async () => {
    const body = message({
      nombre: "<b>Ana</b> Ruiz",
      mensaje: 'Hola <script>alert(1)</script> me interesa\n<img src=x onerror="alert(1)">¿sigue disponible?',
    });
    const res = await call("/api/leads", { body: { property_id: listing.id, ...body } });
    expect(res.status).toBe(201);
    const row = await leadRow(((await res.json()) as { data: { id: string } }).data.id);
    expect(row.nombre).toBe("Ana Ruiz");
    expect(row.mensaje).toBe(body.mensaje);
    const mail = await mailTo(listing.agent_email, body.telefono.slice(6));
    expect(mail?.html).not.toMatch(/<script|<img|<b>/);
  });

  it.each([
    [{ nombre: "A" }, "nombre", "El nombre debe tener al menos 2 caracteres"],
    [{ telefono: "55 1234 5678" }, "telefono", "Escribe 10 dígitos, sin espacios ni guiones."],
    [{ email: "no-es-correo" }, "email", undefined],
    [{ mensaje: "Hola" }, "mensaje", "El mensaje debe tener al menos 10 caracteres."],
    [{ mensaje: "x".repeat(1001) }, "mensaje", "El mensaje puede tener hasta 1000 caracteres."],
    [{ property_id: undefined }, "property_id", "Indica la propiedad sobre la que escribes."],
    [{ share_token: "abc" }, "property_id", "Indica la propiedad sobre la que escribes."],
  ])("refuses %o with a Spanish field error and stores nothing", async (over, field, text) => {
    const before = await leadCount();
    const res = await call("/api/leads", { body: message({ property_id: listing.id, ...over }) });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { message: string; fields: Record<string, string[]> } };
    expect(error.fields[field]?.length).toBeGreaterThan(0);
    if (text) expect(error.fields[field]).toContain(text);
    expect(await leadCount()).toBe(before);
  });

  it("answers 404 for an unknown or unpublished listing", async () => {
    for (const id of ["no-existe", pausedId]) {
      const res = await call("/api/leads", { body: message({ property_id: id }) });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Esta propiedad ya no está disponible.");
    }
  });

  it("limits messages per address and per phone number", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call("/api/leads", { ip, body: { property_id: listing.id, ...message() } })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);

    const telefono = freshPhone();
    const perPhone: number[] = [];
    for (let i = 0; i < 4; i++) perPhone.push((await call("/api/leads", { body: { property_id: listing.id, ...message({ telefono }) } })).status);
    expect(perPhone).toEqual([201, 201, 201, 429]);
  });
});

describe("the advertiser's messages", () => {
  it("the agent lists their leads newest first and marks one read; the agency owner sees them too and filters by agent; others see none", async () => {
    const first = await call("/api/leads", { body: { property_id: listing.id, ...message({ nombre: "Primera Persona" }) } });
    const second = await call("/api/leads", { body: { property_id: listing.id, ...message({ nombre: "Segunda Persona" }) } });
    const firstId = ((await first.json()) as { data: { id: string } }).data.id;
    const secondId = ((await second.json()) as { data: { id: string } }).data.id;

    const agent = await signIn(listing.agent_email);
    const listed = await call("/api/leads", { cookie: agent });
    expect(listed.status).toBe(200);
    expect(listed.headers.get("cache-control")).toBe("private, no-store");
    const inbox = ((await listed.json()) as { data: Inbox }).data;
    const ids = inbox.items.map((l) => l.id);
    expect(ids.indexOf(secondId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(secondId)).toBeLessThan(ids.indexOf(firstId));
    expect(inbox.items.every((l) => l.agent?.id === listing.agent_id)).toBe(true);
    const lead = inbox.items.find((l) => l.id === secondId)!;
    expect(lead).toMatchObject({ kind: "mensaje", nombre: "Segunda Persona", property: { id: listing.id, title: listing.title }, read: false });
    expect(new Date(lead.created_at).toISOString()).toBe(lead.created_at);
    expect(inbox.unread).toBe(inbox.items.filter((l) => !l.read).length);

    // Another agent sees none of them and cannot mark them read.
    const other = await signIn("agente@hogaria.mx");
    const otherInbox = ((await (await call("/api/leads", { cookie: other })).json()) as { data: Inbox }).data;
    expect(otherInbox.items.map((l) => l.id)).not.toContain(firstId);
    expect((await call(`/api/leads/${firstId}/read`, { cookie: other, body: {} })).status).toBe(404);
    expect((await leadRow(firstId)).read_at).toBeNull();

    // The agent marks it read.
    expect((await call(`/api/leads/${firstId}/read`, { cookie: agent, body: {} })).status).toBe(204);
    expect((await leadRow(firstId)).read_at).not.toBeNull();
    const after = ((await (await call("/api/leads", { cookie: agent })).json()) as { data: Inbox }).data;
    expect(after.items.find((l) => l.id === firstId)?.read).toBe(true);
    expect(after.unread).toBe(inbox.unread - 1);
    const unreadOnly = ((await (await call("/api/leads?unread=1", { cookie: agent })).json()) as { data: Inbox }).data;
    expect(unreadOnly.items.map((l) => l.id)).toContain(secondId);
    expect(unreadOnly.items.map((l) => l.id)).not.toContain(firstId);

    // The agency's owner sees their agents' leads, filters by agent, and may mark them read.
    const owner = await signIn(listing.owner_email);
    const all = ((await (await call("/api/leads", { cookie: owner })).json()) as { data: Inbox }).data;
    expect(all.items.map((l) => l.id)).toEqual(expect.arrayContaining([firstId, secondId]));
    const byAgent = ((await (await call(`/api/leads?agent_id=${listing.agent_id}`, { cookie: owner })).json()) as { data: Inbox }).data;
    expect(byAgent.items.length).toBeGreaterThan(0);
    expect(byAgent.items.every((l) => l.agent?.id === listing.agent_id)).toBe(true);
    const byOther = ((await (await call(`/api/leads?agent_id=${encodeURIComponent("usr_nadie")}`, { cookie: owner })).json()) as { data: Inbox })
      .data;
    expect(byOther.items).toEqual([]);
    expect((await call(`/api/leads/${secondId}/read`, { cookie: owner, body: {} })).status).toBe(204);
  });

  it("needs a signed-in agent", async () => {
    expect((await call("/api/leads")).status).toBe(401);
    const buyer = await signIn("comprador@hogaria.mx");
    expect((await call("/api/leads", { cookie: buyer })).status).toBe(403);
  });
});

describe("a call request about a listing", () => {
  it("keeps the listing, sends property_id in the webhook and gives the advertiser a 'llamada' lead by e-mail", async () => {
    const phone = freshPhone();
    const res = await call("/api/call-requests", { body: { nombre: "Pablo Ortiz", numero_telefono: phone, property_id: listing.id } });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: string } };
    const stored = (await testDb().execute({ sql: "SELECT property_id FROM llamadas_solicitudes WHERE id = ?", args: [data.id] })).rows[0];
    expect(stored.property_id).toBe(listing.id);

    type Delivery = { body: { id: string; property_id?: string } };
    const delivered = async () => {
      const all = (await (await fetch(`${control}/__received`)).json()) as Delivery[];
      return all.find((d) => d.body.id === data.id);
    };
    let delivery = await until(delivered, 3000);
    if (!delivery) {
      // Another file may have the receiver failing for a moment: the cron trigger retries.
      await fetch(`${control}/__mode`, { method: "POST", body: JSON.stringify({ status: 200 }) });
      const ctx = createExecutionContext();
      await worker.scheduled!(createScheduledController({ scheduledTime: Date.now() + 10 * 60_000 }), env, ctx);
      await waitOnExecutionContext(ctx);
      delivery = await until(delivered);
    }
    expect(delivery?.body.property_id).toBe(listing.id);

    const [lead] = (await testDb().execute({ sql: "SELECT * FROM property_leads WHERE telefono = ?", args: [phone] })).rows;
    expect(lead).toMatchObject({
      kind: "llamada",
      nombre: "Pablo Ortiz",
      recipient_id: listing.agent_id,
      property_id: listing.id,
      email: null,
      mensaje: null,
    });
    expect((await mailTo(listing.agent_email, phone.slice(6)))?.subject).toBe("Te pidieron una llamada sobre tu propiedad");
  });

  it("about an unpublished listing goes on as a general request, without a lead", async () => {
    const phone = freshPhone();
    const res = await call("/api/call-requests", { body: { nombre: "Pablo Ortiz", numero_telefono: phone, property_id: pausedId } });
    expect(res.status).toBe(201);
    const stored = (await testDb().execute({ sql: "SELECT property_id FROM llamadas_solicitudes WHERE numero_telefono = ?", args: [phone] })).rows[0];
    expect(stored.property_id).toBeNull();
    expect((await testDb().execute({ sql: "SELECT id FROM property_leads WHERE telefono = ?", args: [phone] })).rows).toHaveLength(0);
  });

  it("refuses a property_id that is too long", async () => {
    const res = await call("/api/call-requests", { body: { nombre: "Pablo Ortiz", numero_telefono: freshPhone(), property_id: "x".repeat(65) } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string[]> } }).error.fields.property_id).toBeTruthy();
  });
});

describe("listing counters", () => {
  it("counts views and WhatsApp clicks on a published listing, and 404s otherwise", async () => {
    const before = await counters(listing.id);
    expect((await call(`/api/properties/${listing.id}/events`, { body: { kind: "view" } })).status).toBe(204);
    expect((await call(`/api/properties/${listing.id}/events`, { body: { kind: "view" } })).status).toBe(204);
    expect((await call(`/api/properties/${listing.id}/events`, { body: { kind: "whatsapp" } })).status).toBe(204);
    const after = await counters(listing.id);
    expect(Number(after.view_count)).toBeGreaterThanOrEqual(Number(before.view_count) + 2);
    expect(Number(after.whatsapp_count)).toBeGreaterThanOrEqual(Number(before.whatsapp_count) + 1);

    expect((await call(`/api/properties/${pausedId}/events`, { body: { kind: "view" } })).status).toBe(404);
    expect((await call("/api/properties/no-existe/events", { body: { kind: "view" } })).status).toBe(404);
    expect(Number((await counters(pausedId)).view_count)).toBe(0);
    const bad = await call(`/api/properties/${listing.id}/events`, { body: { kind: "contact" } });
    expect(bad.status).toBe(400);
  });

  it("limits events per address", async () => {
    const ip = freshIp();
    const { accepted } = await untilRefused(30, async () => {
      const res = await call(`/api/properties/${listing.id}/events`, { ip, body: { kind: "view" } });
      if (res.status !== 429) expect(res.status).toBe(204);
      return res;
    });
    expect(accepted).toBeGreaterThanOrEqual(30);
  });

  it("counts a contact reveal on the listing's page and on a shared sheet", async () => {
    const before = Number((await counters(listing.id)).contact_count);
    expect((await call(`/api/properties/${listing.id}/contact`, { body: {} })).status).toBe(200);
    const sharer = await signIn("agente@hogaria.mx");
    const created = await call(`/api/properties/${listing.id}/shares`, { cookie: sharer, body: { kind: "share" } });
    const share = ((await created.json()) as { data: PropertyShare }).data;
    expect((await call(`/api/shares/${share.token}/contact`, { body: {} })).status).toBe(200);
    expect(Number((await counters(listing.id)).contact_count)).toBeGreaterThanOrEqual(before + 2);
  });
});
