import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index";
import type { ListingDraft } from "../../domain/listings/listing-schema";
import { call, newAccount, rows, testDb, uniquePhone, type Account } from "./helpers";
import { aColonia, completeDraft, insertAgencyListing, type Colonia } from "./listing-fixtures";

// An account's e-mails are written in its language (users.lang, the sign-up page's): an
// account made on an English page reads its lead e-mails, saved-search alerts and
// availability questions in English, with English dates, MX$ prices and /en links; an
// account made on a Spanish page reads the same e-mails in Spanish, as before.

const DAY_MS = 86_400_000;
const NOW = Date.now();
type Mail = { subject: string; text: string; html: string };
const json = async (res: Response) => (await res.json()) as any;

async function mailsTo(email: string, like: string, count = 1, timeoutMs = 5000): Promise<Mail[]> {
  const stop = Date.now() + timeoutMs;
  for (;;) {
    const mails = await rows<Mail>(`SELECT subject, text, html FROM email_outbox WHERE "to" = ? AND text LIKE ? ORDER BY created_at`, [
      email,
      `%${like}%`,
    ]);
    if (mails.length >= count || Date.now() > stop) return mails;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function runCron(at: number) {
  const ctx = createExecutionContext();
  await worker.scheduled!(createScheduledController({ scheduledTime: at, cron: "*/5 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

let colonia: Colonia;
let englishAgent: Account;
let spanishAgent: Account;

beforeAll(async () => {
  colonia = await aColonia();
  englishAgent = await newAccount("agente", { name: "Emma Walker", lang: "en" });
  spanishAgent = await newAccount("agente", { name: "Elena Ruiz" });
}, 180_000);

describe("the sign-up's language", () => {
  it("is the account's: its confirmation e-mail is in it and lands on the page in it", async () => {
    const [english] = await rows<{ lang: string }>("SELECT lang FROM users WHERE id = ?", [englishAgent.id]);
    expect(english!.lang).toBe("en");
    const [mail] = await mailsTo(englishAgent.email, "/api/auth/verify-email");
    expect(mail!.subject).toBe("Confirm your Hogaria e-mail");
    // better-auth carries the way back in the link: the English dashboard.
    expect(decodeURIComponent(mail!.text)).toContain("callbackURL=/en/dashboard?verificado=1");
  });
});

describe("the lead e-mail", () => {
  it("reaches an English account in English, with its links to the English pages", async () => {
    const id = await insertAgencyListing(colonia, { agentId: englishAgent.id, agencyId: null, title: "Loft luminoso en la Roma" });
    const telefono = uniquePhone();
    const res = await call("/api/leads", {
      body: { property_id: id, nombre: "Laura Gómez", telefono, email: "laura@example.mx", mensaje: "Hola, ¿sigue disponible?" },
    });
    expect(res.status).toBe(201);
    const [mail] = await mailsTo(englishAgent.email, "laura@example.mx");
    expect(mail!.subject).toBe("New message about your property on Hogaria");
    expect(mail!.text).toContain("Emma Walker, Laura Gómez wrote to you about your property “Loft luminoso en la Roma”.");
    expect(mail!.text).toContain(`Phone: +52 ${telefono.slice(0, 2)} ${telefono.slice(2, 6)} ${telefono.slice(6)}`);
    // What the buyer wrote stays as written.
    expect(mail!.text).toContain("Hola, ¿sigue disponible?");
    expect(mail!.text).toContain(`See the property: http://hogaria.test/en/propiedad/${id}`);
    expect(mail!.text).toContain("Reply from your messages: http://hogaria.test/en/dashboard?tab=mensajes");
    expect(mail!.text).toContain("— The Hogaria team");
    expect(mail!.html).toContain('<html lang="en">');
    expect(mail!.html).toContain("See my messages");
    expect(mail!.text).not.toMatch(/Nombre|Teléfono|Ver la propiedad|El equipo de Hogaria/);
  });

  it("reaches a Spanish account in Spanish, as before", async () => {
    const id = await insertAgencyListing(colonia, { agentId: spanishAgent.id, agencyId: null, title: "Casa con jardín en Coyoacán" });
    const res = await call("/api/leads", {
      body: { property_id: id, nombre: "Mark Smith", telefono: "5512345678", email: "mark@example.com", mensaje: "Hi, is it available?" },
      headers: { "X-Hogaria-Lang": "en" }, // the buyer's page language does not decide the advertiser's e-mail
    });
    expect(res.status).toBe(201);
    const [mail] = await mailsTo(spanishAgent.email, "mark@example.com");
    expect(mail!.subject).toBe("Nuevo mensaje sobre tu propiedad en Hogaria");
    expect(mail!.text).toContain("Elena Ruiz, Mark Smith te escribió sobre tu propiedad “Casa con jardín en Coyoacán”.");
    expect(mail!.text).toContain(`Ver la propiedad: http://hogaria.test/propiedad/${id}`);
    expect(mail!.html).toContain('<html lang="es">');
  });
});

describe("the availability question", () => {
  async function unconfirmedRental(agent: Account): Promise<string> {
    const id = await insertAgencyListing(colonia, { agentId: agent.id, agencyId: null, title: `Depa ${crypto.randomUUID()}`, operation: "renta" });
    await testDb().execute({
      sql: "UPDATE properties SET confirmed_at = ?, expires_at = ? WHERE id = ?",
      args: [NOW - 31 * DAY_MS, NOW + 60 * DAY_MS, id],
    });
    return id;
  }

  it("asks an English account in English, with English dates; a Spanish one in Spanish", async () => {
    await unconfirmedRental(englishAgent);
    await unconfirmedRental(spanishAgent);
    await runCron(NOW);

    const [english] = await mailsTo(englishAgent.email, "/confirmar-disponibilidad?token=");
    expect(english!.subject).toBe("Is your property still available?");
    expect(english!.text).toContain("Emma Walker, it has been 31 days since you last confirmed that");
    // (The cron's links are on the configured origin, not the tests' host.)
    expect(english!.text).toMatch(/Still available: https?:\/\/\S+\/confirmar-disponibilidad\?token=/);
    expect(english!.text).toMatch(/Already rented: https?:\/\/\S+\/confirmar-disponibilidad\?token=/);
    // "If you do not answer by December 5, 2026, …": en-US dates.
    expect(english!.text).toMatch(/If you do not answer by [A-Z][a-z]+ \d{1,2}, \d{4}, it will stop showing in search/);
    expect(english!.text).toMatch(/You can also answer from My properties: https?:\/\/\S+\/en\/dashboard/);
    expect(english!.text).not.toMatch(/ de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de /);

    const [spanish] = await mailsTo(spanishAgent.email, "/confirmar-disponibilidad?token=");
    expect(spanish!.subject).toBe("¿Tu propiedad sigue disponible?");
    expect(spanish!.text).toContain("Sigue disponible: ");
    expect(spanish!.text).toContain("Ya se rentó: ");
    expect(spanish!.text).toMatch(/Si no respondes antes del \d{1,2} de [a-z]+ de \d{4}/);
  });
});

describe("the saved-search alert (sent after the publish, in the background)", () => {
  let publisher: Account;

  beforeAll(async () => {
    publisher = await newAccount("agente", { name: "Agente Alertas" });
    const now = Date.now();
    await rows(
      `INSERT INTO user_subscriptions (id, user_id, plan_id, status, passes_remaining, rollover_passes, credits_3d_tour, current_period_start, current_period_end)
       VALUES (?, ?, 'plan_pro', 'active', 5, 0, 0, ?, ?)`,
      [crypto.randomUUID(), publisher.id, now, now + 30 * DAY_MS],
    );
  }, 120_000);

  async function publishListing(over: ListingDraft): Promise<string> {
    const created = await call("/api/listings", { cookie: publisher.cookie, body: {} });
    const id = (await json(created)).data.id as string;
    const saved = await call(`/api/listings/${id}/draft`, { method: "PATCH", cookie: publisher.cookie, body: completeDraft(colonia, over) });
    expect(saved.status).toBe(200);
    await rows("INSERT INTO property_images (id, property_id, url, is_main) VALUES (?, ?, '/media/alerta.webp', 1)", [crypto.randomUUID(), id]);
    const published = await call(`/api/listings/${id}/publish`, { cookie: publisher.cookie, body: {} });
    expect(published.status, await published.clone().text()).toBe(200);
    return id;
  }

  it("reaches an English owner in English (MX$ prices, /en links) and a Spanish one in Spanish", async () => {
    const englishBuyer = await newAccount("no_agente", { name: "Oliver", lang: "en" });
    const spanishBuyer = await newAccount("no_agente", { name: "Lucía" });
    const filters = { operation: "renta", location_id: colonia.id, tipo: "departamento", precio_max: "30000" };
    for (const [buyer, name] of [
      [englishBuyer, "Flats near work"],
      [spanishBuyer, "Depas cerca"],
    ] as const) {
      const res = await call("/api/saved-searches", { cookie: buyer.cookie, body: { name, frequency: "al_momento", filters } });
      expect(res.status, await res.clone().text()).toBe(201);
    }

    const id = await publishListing({ price: 24_500, title: "Departamento con balcón para avisos" });

    const [english] = await mailsTo(englishBuyer.email, "/alertas/baja?token=");
    expect(english!.subject).toBe("A new property for your saved search");
    expect(english!.text).toContain("Oliver, there is a new property matching your search “Flats near work”.");
    expect(english!.text).toContain(`MX$24,500/month · ${colonia.name}`);
    expect(english!.text).toContain(`http://hogaria.test/en/propiedad/${id}`);
    expect(english!.text).toContain("See all: http://hogaria.test/en/");
    expect(english!.text).toContain("You get this e-mail because you saved this search on Hogaria with alerts: right away.");
    expect(english!.html).toContain("Stop getting alerts for this search");
    // Its unsubscribe link opens the page in English (/en/alertas/baja).
    expect(english!.text).toContain("http://hogaria.test/en/alertas/baja?token=");

    const [spanish] = await mailsTo(spanishBuyer.email, "/alertas/baja?token=");
    expect(spanish!.subject).toBe("Una propiedad nueva para tu búsqueda guardada");
    expect(spanish!.text).toContain("Lucía, hay una propiedad nueva que coincide con tu búsqueda “Depas cerca”.");
    expect(spanish!.text).toContain(`$24,500/mes · ${colonia.name}`);
    expect(spanish!.text).toContain(`http://hogaria.test/propiedad/${id}`);
    expect(spanish!.text).toContain("http://hogaria.test/alertas/baja?token=");
  });
});
