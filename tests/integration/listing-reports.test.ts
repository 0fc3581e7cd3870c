import { describe, expect, it } from "vitest";
import { REPORT_MESSAGES, REPORTS_PER_EMAIL_PER_DAY, reportReference } from "../../domain/trust/listing-reports";
import { HOLD_ANSWER_MESSAGES } from "../../domain/trust/hold-answers";
import { call, freshIp, newAccount, rows, uniqueEmail, untilRefused, type Account } from "./helpers";
import { aColonia, insertAgencyListing, type Colonia } from "./listing-fixtures";

// "Reportar anuncio" end to end through the worker: reports stored once per address,
// the threshold taking a listing out of search, and the advertiser's answer.

// A published rental of an independent agent (no agency).
const aListing = (agent: Account, colonia: Colonia, title = "Departamento con balcón") =>
  insertAgencyListing(colonia, { agentId: agent.id, agencyId: null, title, operation: "renta" });

const report = (body: Record<string, unknown>, opts: { cookie?: string; ip?: string } = {}) =>
  call("/api/listing-reports", { body: { reason: "precio_falso", ...body }, ...opts });

async function searchIds(colonia: Colonia): Promise<string[]> {
  const res = await call(`/api/properties?operation=renta&location_id=${colonia.id}&page_size=1000`);
  const body = (await res.json()) as { data: { items: { id: string }[] } };
  return body.data.items.map((i) => i.id);
}

const status = async (id: string) => (await rows<{ status: string }>("SELECT status FROM properties WHERE id = ?", [id]))[0].status;
const holds = (id: string) =>
  rows<{ reason: string; previous_status: string; resolved_at: number | null }>("SELECT * FROM listing_holds WHERE property_id = ?", [id]);
const version = async () => Number((await rows<{ version: number }>("SELECT version FROM data_versions WHERE name = 'listings'"))[0].version);
const mailsTo = (to: string) =>
  rows<{ subject: string; text: string; html: string }>('SELECT subject, text, html FROM email_outbox WHERE "to" = ? ORDER BY created_at', [to]);

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  const stop = Date.now() + 5000;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > stop) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("POST /api/listing-reports", () => {
  it("stores an anonymous report with its e-mail and acknowledges it without the note", async () => {
    const agent = await newAccount("agente");
    const id = await aListing(agent, await aColonia());
    const email = uniqueEmail("reporta");
    const res = await report({ property_id: id, email, note: "Me pidieron <b>un depósito</b> por WhatsApp" });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: { message: string } }).data.message).toBe(REPORT_MESSAGES.sent);
    const [row] = await rows<{ id: string; reporter_email: string; reporter_id: string | null; note: string }>(
      "SELECT * FROM listing_reports WHERE property_id = ?",
      [id],
    );
    expect(row).toMatchObject({ reporter_email: email, reporter_id: null, note: "Me pidieron <b>un depósito</b> por WhatsApp" });
    const [ack] = await eventually(
      () => mailsTo(email),
      (m) => m.length > 0,
    );
    expect(ack.subject).toBe("Recibimos tu reporte");
    // The address is nobody's confirmed one: the report's own reference, and nothing anyone
    // wrote (the note, the listing's title) nor anything that leads to the listing.
    expect(ack.text).toContain(`Recibimos tu reporte (referencia ${await reportReference(row.id)}).`);
    for (const body of [ack.text, ack.html]) expect(body).not.toMatch(new RegExp(`depósito|Departamento con balcón|${id}|/propiedad`));
    expect(await status(id)).toBe("publicada");
  });

  it("asks an anonymous visitor for an e-mail, and refuses an unknown reason in Spanish", async () => {
    const id = await aListing(await newAccount("agente"), await aColonia());
    const noEmail = await report({ property_id: id });
    expect(noEmail.status).toBe(400);
    expect(((await noEmail.json()) as { error: { message: string } }).error.message).toBe(REPORT_MESSAGES.emailRequired);
    const badReason = await report({ property_id: id, email: uniqueEmail(), reason: "me_cae_mal" });
    expect(badReason.status).toBe(400);
    expect(((await badReason.json()) as { error: { message: string } }).error.message).toBe(REPORT_MESSAGES.reasonRequired);
    const longNote = await report({ property_id: id, email: uniqueEmail(), note: "a".repeat(600) });
    expect(longNote.status).toBe(400);
    expect(await rows("SELECT 1 FROM listing_reports WHERE property_id = ?", [id])).toHaveLength(0);
  });

  it("refuses a second report from the same address on the same listing", async () => {
    const id = await aListing(await newAccount("agente"), await aColonia());
    const email = uniqueEmail("dos-veces");
    expect((await report({ property_id: id, email })).status).toBe(201);
    const again = await report({ property_id: id, email: email.toUpperCase(), reason: "otro" });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(REPORT_MESSAGES.alreadyReported);
    expect(await rows("SELECT 1 FROM listing_reports WHERE property_id = ?", [id])).toHaveLength(1);
  });

  it("reports through a shared sheet's link to the listing it shows", async () => {
    const agent = await newAccount("agente");
    const id = await aListing(agent, await aColonia());
    const token = `tk${crypto.randomUUID().replace(/-/g, "")}`;
    await rows("INSERT INTO property_shares (token, property_id, shared_by, kind) VALUES (?, ?, ?, 'share')", [token, id, agent.id]);
    expect((await report({ share_token: token, email: uniqueEmail() })).status).toBe(201);
    expect(await rows("SELECT 1 FROM listing_reports WHERE property_id = ?", [id])).toHaveLength(1);
  });

  it("reports a client board's copy to the listing it was copied from, only with that board's link", async () => {
    const agent = await newAccount("agente");
    const id = await aListing(agent, await aColonia());
    const [boardId, cloneId, token] = [crypto.randomUUID(), crypto.randomUUID(), `bt${crypto.randomUUID().replace(/-/g, "")}`];
    await rows("INSERT INTO client_boards (id, agent_id, client_name) VALUES (?, ?, 'Ana')", [boardId, agent.id]);
    await rows(
      "INSERT INTO cloned_properties (id, source_property_id, title, price, address, neighborhood, operation_type, property_type) VALUES (?, ?, 'Copia', 18000, 'Durango 12', 'Roma Norte', 'renta', 'departamento')",
      [cloneId, id],
    );
    await rows("INSERT INTO board_items (id, board_id, cloned_property_id) VALUES (?, ?, ?)", [crypto.randomUUID(), boardId, cloneId]);
    await rows("INSERT INTO board_share_tokens (token, board_id) VALUES (?, ?)", [token, boardId]);
    expect((await report({ cloned_property_id: cloneId, board_token: "otro-tablero", email: uniqueEmail() })).status).toBe(404);
    expect((await report({ cloned_property_id: cloneId, email: uniqueEmail() })).status).toBe(400);
    expect((await report({ cloned_property_id: cloneId, board_token: token, email: uniqueEmail() })).status).toBe(201);
    expect(await rows("SELECT 1 FROM listing_reports WHERE property_id = ?", [id])).toHaveLength(1);
  });

  it("takes a listing out of search after three reports from distinct people, once, and tells its advertiser", async () => {
    const agent = await newAccount("agente");
    const colonia = await aColonia();
    const id = await aListing(agent, colonia, "Casa que alguien copió");
    expect(await searchIds(colonia)).toContain(id);
    const before = await version();

    await report({ property_id: id, email: uniqueEmail() });
    await report({ property_id: id, email: uniqueEmail() });
    expect(await status(id)).toBe("publicada");
    expect(await searchIds(colonia)).toContain(id);
    // The third and a fourth at once: one hold (the later one may find it already in review).
    const both = await Promise.all([report({ property_id: id, email: uniqueEmail() }), report({ property_id: id, email: uniqueEmail() })]);
    expect(both.map((r) => r.status)).toContain(201);
    for (const r of both) expect([201, 409]).toContain(r.status);

    expect(await status(id)).toBe("en_revision");
    expect(await holds(id)).toMatchObject([{ reason: "reportes", previous_status: "publicada", resolved_at: null }]);
    expect(await searchIds(colonia)).not.toContain(id);
    expect(await version()).toBeGreaterThan(before);
    // Its page and contact answer like a listing off the market.
    expect((await call(`/api/properties/${id}`)).status).toBe(404);
    expect((await call(`/api/properties/${id}/contact`, { method: "POST" })).status).toBe(404);
    const mails = await eventually(
      () => mailsTo(agent.email),
      (m) => m.some((x) => x.subject === "Tu anuncio está en revisión"),
    );
    const held = mails.filter((m) => m.subject === "Tu anuncio está en revisión");
    expect(held).toHaveLength(1);
    expect(held[0].text).toContain("Varias personas reportaron este anuncio");
  });

  it("takes a listing out at once on a money report from a confirmed account, not from an anonymous one", async () => {
    const colonia = await aColonia();
    const anonymousTarget = await aListing(await newAccount("agente"), colonia);
    expect((await report({ property_id: anonymousTarget, email: uniqueEmail(), reason: "dinero_antes_de_visitar" })).status).toBe(201);
    expect(await status(anonymousTarget)).toBe("publicada");

    const unconfirmed = await newAccount("no_agente", { verified: false });
    expect((await report({ property_id: anonymousTarget, reason: "dinero_antes_de_visitar" }, { cookie: unconfirmed.cookie })).status).toBe(201);
    expect(await status(anonymousTarget)).toBe("publicada");
    // An unconfirmed account's address hears nothing.
    expect((await mailsTo(unconfirmed.email)).filter((m) => m.subject === "Recibimos tu reporte")).toHaveLength(0);

    const id = await aListing(await newAccount("agente"), colonia);
    const buyer = await newAccount("no_agente");
    const res = await report({ property_id: id, reason: "dinero_antes_de_visitar", email: "otra@example.mx" }, { cookie: buyer.cookie });
    expect(res.status).toBe(201);
    // A signed-in person reports as their account, whatever address the body names.
    expect(await rows("SELECT reporter_id, reporter_email FROM listing_reports WHERE property_id = ?", [id])).toEqual([
      { reporter_id: buyer.id, reporter_email: buyer.email },
    ]);
    expect(await status(id)).toBe("en_revision");
    expect(await holds(id)).toMatchObject([{ reason: "dinero_antes_de_visitar" }]);
    expect(await searchIds(colonia)).not.toContain(id);
  });

  it("refuses reports on a listing that is not published", async () => {
    const agent = await newAccount("agente");
    const id = await aListing(agent, await aColonia());
    await rows("UPDATE properties SET status = 'pausada' WHERE id = ?", [id]);
    const res = await report({ property_id: id, email: uniqueEmail() });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(REPORT_MESSAGES.notReportable);
    expect((await report({ property_id: "no-existe", email: uniqueEmail() })).status).toBe(404);
  });

  it("limits the reports of one e-mail a day, and of one network address a minute", async () => {
    const colonia = await aColonia();
    const agent = await newAccount("agente");
    const email = uniqueEmail("insistente");
    const ids = await Promise.all(Array.from({ length: REPORTS_PER_EMAIL_PER_DAY + 1 }, () => aListing(agent, colonia)));
    for (const id of ids.slice(0, REPORTS_PER_EMAIL_PER_DAY)) expect((await report({ property_id: id, email })).status).toBe(201);
    const over = await report({ property_id: ids.at(-1), email });
    expect(over.status).toBe(429);
    expect(((await over.json()) as { error: { message: string } }).error.message).toBe(REPORT_MESSAGES.tooMany);

    const ip = freshIp();
    const { refused } = await untilRefused(5, () => report({ property_id: ids[0], email: uniqueEmail() }, { ip }));
    expect(refused.status).toBe(429);
  });
});

describe("the advertiser's answer to a review", () => {
  async function heldListing() {
    const agent = await newAccount("agente");
    const id = await aListing(agent, await aColonia());
    const buyer = await newAccount("no_agente");
    await report({ property_id: id, reason: "dinero_antes_de_visitar" }, { cookie: buyer.cookie });
    expect(await status(id)).toBe("en_revision");
    return { agent, id };
  }

  it("shows the listing's agent why, and stores their answer", async () => {
    const { agent, id } = await heldListing();
    const list = (await (await call("/api/my-listing-holds", { cookie: agent.cookie })).json()) as {
      data: Record<string, { reason: string; answer: string | null }>;
    };
    expect(list.data[id]).toMatchObject({ reason: "dinero_antes_de_visitar", answer: null });

    const res = await call(`/api/my-listing-holds/${id}/answer`, {
      cookie: agent.cookie,
      body: { answer: "Nunca pedimos depósitos; el número del anuncio es el mío." },
    });
    expect(res.status).toBe(200);
    const [hold] = await rows<{ advertiser_answer: string; answered_at: number }>("SELECT * FROM listing_holds WHERE property_id = ?", [id]);
    expect(hold.advertiser_answer).toBe("Nunca pedimos depósitos; el número del anuncio es el mío.");
    expect(hold.answered_at).toBeGreaterThan(0);
    // The answer does not put it back in search: only an operator does.
    expect(await status(id)).toBe("en_revision");

    const short = await call(`/api/my-listing-holds/${id}/answer`, { cookie: agent.cookie, body: { answer: "no" } });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { error: { message: string } }).error.message).toBe(HOLD_ANSWER_MESSAGES.tooShort);
  });

  it("lets no one else answer, and nobody answer a listing that is not in review", async () => {
    const { agent, id } = await heldListing();
    const other = await newAccount("agente");
    const res = await call(`/api/my-listing-holds/${id}/answer`, { cookie: other.cookie, body: { answer: "Soy otra persona respondiendo." } });
    expect(res.status).toBe(404);
    expect(((await (await call("/api/my-listing-holds", { cookie: other.cookie })).json()) as { data: object }).data).toEqual({});
    const buyer = await newAccount("no_agente");
    expect(
      (await call(`/api/my-listing-holds/${id}/answer`, { cookie: buyer.cookie, body: { answer: "Soy otra persona respondiendo." } })).status,
    ).toBe(403);
    expect((await call(`/api/my-listing-holds/${id}/answer`, { body: { answer: "Soy otra persona respondiendo." } })).status).toBe(401);
    expect(
      (await rows<{ advertiser_answer: string | null }>("SELECT advertiser_answer FROM listing_holds WHERE property_id = ?", [id]))[0]
        .advertiser_answer,
    ).toBeNull();

    const published = await aListing(agent, await aColonia());
    const notHeld = await call(`/api/my-listing-holds/${published}/answer`, {
      cookie: agent.cookie,
      body: { answer: "Una respuesta sin revisión." },
    });
    expect(notHeld.status).toBe(404);
    expect(((await notHeld.json()) as { error: { message: string } }).error.message).toBe(HOLD_ANSWER_MESSAGES.noOpenHold);
  });
});
