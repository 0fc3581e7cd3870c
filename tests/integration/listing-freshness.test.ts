import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { CONFIRMATION_PATH, FRESHNESS_TEXT as T } from "../../domain/listings/freshness";
import { escapeHtml } from "../../worker/mail/layout";
import { call, newAccount, rows, testDb, type Account } from "./helpers";
import { aColonia, completeDraft, insertAgencyListing } from "./listing-fixtures";

// Freshness: the cron e-mails a listing unconfirmed too long (a rental after 30 days, a sale
// after 60) with two signed one-click links; 7 (or 14) days without an answer it leaves
// search as por_confirmar until its advertiser confirms from the e-mail or the dashboard.
// A link works once, expires, and a forged one is refused.

const DAY_MS = 86_400_000;
const NOW = Date.now();

async function runCron(at: number) {
  const ctx = createExecutionContext();
  await worker.scheduled!(createScheduledController({ scheduledTime: at, cron: "*/5 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

type Row = { status: string; confirmed_at: number | null; confirmation_asked_at: number | null };
const listingRow = async (id: string) =>
  (await rows<Row>("SELECT status, confirmed_at, confirmation_asked_at FROM properties WHERE id = ?", [id]))[0]!;

/** A published listing of `agent`, last confirmed `daysAgo` days before now. */
async function listing(agent: Account, operation: "renta" | "venta", daysAgo: number): Promise<string> {
  const id = await insertAgencyListing(await aColonia(), {
    agentId: agent.id,
    agencyId: null,
    title: `Depa de prueba ${crypto.randomUUID()}`,
    operation,
  });
  await testDb().execute({
    sql: "UPDATE properties SET confirmed_at = ?, expires_at = ? WHERE id = ?",
    args: [NOW - daysAgo * DAY_MS, NOW + 60 * DAY_MS, id],
  });
  return id;
}

/** The confirmation e-mails to `email`, with their two links as paths. */
async function confirmationMails(email: string) {
  const mails = await rows<{ subject: string; text: string }>(
    `SELECT subject, text FROM email_outbox WHERE "to" = ? AND text LIKE '%${CONFIRMATION_PATH}?token=%' ORDER BY created_at`,
    [email],
  );
  return mails.map((m) => {
    const [available, closed] = [...m.text.matchAll(new RegExp(`https?://\\S+(${CONFIRMATION_PATH}\\?token=\\S+)`, "g"))].map((x) => x[1]!);
    return { ...m, available: available!, closed: closed! };
  });
}

const page = async (path: string, method: "GET" | "POST" = "GET") => {
  const res = await call(path, { method });
  return { status: res.status, html: await res.text() };
};

describe("asking for a confirmation", () => {
  it("e-mails a rental unconfirmed for 30 days once, and a sale only after 60", async () => {
    const agent = await newAccount("agente");
    const rental = await listing(agent, "renta", 31);
    const sale = await listing(agent, "venta", 45);
    const fresh = await listing(agent, "renta", 10);

    await runCron(NOW);
    await runCron(NOW + 60_000);

    const mails = await confirmationMails(agent.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(T.emailSubject);
    expect(mails[0]!.text).toContain("Sigue disponible: ");
    expect(mails[0]!.text).toContain("Ya se rentó: ");
    expect((await listingRow(rental)).confirmation_asked_at).toBe(NOW);
    expect((await listingRow(sale)).confirmation_asked_at).toBeNull();
    expect((await listingRow(fresh)).confirmation_asked_at).toBeNull();
    // Still in search while it waits for the answer.
    expect((await call(`/api/properties/${rental}`)).status).toBe(200);
  });

  it("'Sigue disponible' asks before changing anything, confirms on the button, and works once", async () => {
    const agent = await newAccount("agente");
    const id = await listing(agent, "renta", 33);
    await runCron(NOW);
    const [mail] = await confirmationMails(agent.email);

    // Opening the link (a person, or a mail scanner) changes nothing.
    const opened = await page(mail!.available);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain(escapeHtml(T.confirmAvailableButton));
    expect((await listingRow(id)).confirmation_asked_at).toBe(NOW);

    const answered = await page(mail!.available, "POST");
    expect(answered.status).toBe(200);
    const after = await listingRow(id);
    expect(after.status).toBe("publicada");
    expect(after.confirmation_asked_at).toBeNull();
    expect(Date.now() - after.confirmed_at!).toBeLessThan(60_000);
    // The card says so.
    const card = (await (await call(`/api/properties/${id}`)).json()) as { data: { confirmed_at: string } };
    expect(new Date(card.data.confirmed_at).getTime()).toBe(after.confirmed_at);

    // Once: the same link, or the other answer of the same e-mail, is used up.
    const again = await page(mail!.available, "POST");
    expect(again.status).toBe(409);
    expect(again.html).toContain(escapeHtml(T.used));
    expect((await page(mail!.closed, "POST")).status).toBe(409);
    expect((await listingRow(id)).status).toBe("publicada");
  });

  it("'Ya se rentó' closes the listing as rented", async () => {
    const agent = await newAccount("agente");
    const id = await listing(agent, "renta", 35);
    await runCron(NOW);
    const [mail] = await confirmationMails(agent.email);
    const answered = await page(mail!.closed, "POST");
    expect(answered.status).toBe(200);
    expect((await listingRow(id)).status).toBe("rentada");
    expect((await call(`/api/properties/${id}`)).status).toBe(404);
  });
});

describe("links that are refused", () => {
  it("a forged or tampered link is a 404 and changes nothing", async () => {
    const agent = await newAccount("agente");
    const id = await listing(agent, "renta", 31);
    await runCron(NOW);
    const [mail] = await confirmationMails(agent.email);
    // The answer swapped under the same signature.
    const tampered = mail!.available.replace(".disponible.", ".cerrada.");
    expect(tampered).not.toBe(mail!.available);
    for (const path of [tampered, `${CONFIRMATION_PATH}?token=${id}.${NOW}.cerrada.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`, CONFIRMATION_PATH]) {
      const get = await page(path);
      expect(get.status, path).toBe(404);
      expect(get.html).toContain(escapeHtml(T.invalid));
      expect((await page(path, "POST")).status).toBe(404);
    }
    expect(await listingRow(id)).toMatchObject({ status: "publicada", confirmation_asked_at: NOW });
  });

  it("a link past its 30 days says it expired and changes nothing", async () => {
    const agent = await newAccount("agente");
    const id = await listing(agent, "renta", 70);
    const sentAt = NOW - 31 * DAY_MS;
    await runCron(sentAt);
    const [mail] = await confirmationMails(agent.email);
    expect((await listingRow(id)).confirmation_asked_at).toBe(sentAt);
    const expired = await page(mail!.available, "POST");
    expect(expired.status).toBe(410);
    expect(expired.html).toContain(escapeHtml(T.expired));
    expect((await listingRow(id)).confirmation_asked_at).toBe(sentAt);
  });
});

describe("leaving search unconfirmed", () => {
  it("7 days after an unanswered e-mail a rental is Por confirmar, out of search, until the e-mail's link brings it back", async () => {
    const agent = await newAccount("agente");
    const colonia = await aColonia();
    const id = await insertAgencyListing(colonia, {
      agentId: agent.id,
      agencyId: null,
      title: `Depa por confirmar ${crypto.randomUUID()}`,
      operation: "renta",
    });
    await testDb().execute({
      sql: "UPDATE properties SET confirmed_at = ?, expires_at = ? WHERE id = ?",
      args: [NOW - 40 * DAY_MS, NOW + 60 * DAY_MS, id],
    });
    const sentAt = NOW - 8 * DAY_MS;
    await runCron(sentAt);
    expect((await listingRow(id)).status).toBe("publicada");

    await runCron(NOW);
    expect((await listingRow(id)).status).toBe("por_confirmar");
    expect((await call(`/api/properties/${id}`)).status).toBe(404);
    const search = (await (await call(`/api/properties?operation=renta&location_id=${colonia.id}&page_size=100`)).json()) as {
      data: { items: { id: string }[] };
    };
    expect(search.data.items.map((p) => p.id)).not.toContain(id);

    const [mail] = await confirmationMails(agent.email);
    expect((await page(mail!.available, "POST")).status).toBe(200);
    expect((await listingRow(id)).status).toBe("publicada");
    expect((await call(`/api/properties/${id}`)).status).toBe(200);
  });

  it("a sale waits 14 days after its e-mail, and comes back from 'Mis propiedades' by its advertiser only", async () => {
    const agent = await newAccount("agente");
    const other = await newAccount("agente");
    const id = await listing(agent, "venta", 80);
    await runCron(NOW - 15 * DAY_MS);
    await runCron(NOW - 2 * DAY_MS);
    expect((await listingRow(id)).status).toBe("publicada");
    await runCron(NOW);
    expect((await listingRow(id)).status).toBe("por_confirmar");

    const mine = (await (await call("/api/listings?status=por_confirmar", { cookie: agent.cookie })).json()) as { data: { items: { id: string }[] } };
    expect(mine.data.items.map((l) => l.id)).toEqual([id]);

    expect((await call(`/api/listings/${id}/confirm`, { cookie: other.cookie, body: {} })).status).toBe(404);
    const confirmed = await call(`/api/listings/${id}/confirm`, { cookie: agent.cookie, body: {} });
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { data: { status: string } }).data.status).toBe("publicada");
    expect(await listingRow(id)).toMatchObject({ status: "publicada", confirmation_asked_at: null });
    // The e-mail's link is used up by the dashboard's answer.
    const [mail] = await confirmationMails(agent.email);
    expect((await page(mail!.available, "POST")).status).toBe(409);
  });
});

describe("what confirms a listing", () => {
  it("a saved edit confirms it and brings a listing Por confirmar back to search", async () => {
    const agent = await newAccount("agente");
    const colonia = await aColonia();
    const id = await insertAgencyListing(colonia, {
      agentId: agent.id,
      agencyId: null,
      title: `Depa editado ${crypto.randomUUID()}`,
      operation: "renta",
    });
    await testDb().execute({
      sql: "UPDATE properties SET status = 'por_confirmar', confirmed_at = ?, confirmation_asked_at = ?, expires_at = ? WHERE id = ?",
      args: [NOW - 40 * DAY_MS, NOW - 9 * DAY_MS, NOW + 60 * DAY_MS, id],
    });
    await testDb().execute({
      sql: "INSERT INTO property_images (id, property_id, url, is_main) VALUES (?, ?, '/media/x.webp', 1)",
      args: [crypto.randomUUID(), id],
    });

    const edited = await call(`/api/listings/${id}`, { method: "PUT", cookie: agent.cookie, body: completeDraft(colonia) });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { data: { status: string } }).data.status).toBe("publicada");
    const after = await listingRow(id);
    expect(after).toMatchObject({ status: "publicada", confirmation_asked_at: null });
    expect(Date.now() - after.confirmed_at!).toBeLessThan(60_000);
    expect((await call(`/api/properties/${id}`)).status).toBe(200);
  });
});
