import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { grantOperator, revokeOperator } from "../../scripts/operator-role";
import { reportReference } from "../../domain/trust/listing-reports";
import { type Account, call, cookiesOf, exec, newAccount, rows, testDb, uniquePhone } from "./helpers";
import { aColonia, type Colonia } from "./listing-fixtures";
import { LINK_GONE, LISTING_GONE } from "../../domain/properties/availability-messages";
import { LISTING_MESSAGES } from "../../domain/listings/listing-messages";
import { OPERATOR_MESSAGES } from "../../domain/trust/operator-desk";

// The operator's desk in workerd against the real database: the role granted only by the
// command line, who may use the desk, each action with its audit line and its e-mails, a
// stale action refused, and a suspension that ends sessions and refuses sign-in.

const DEMO_PASSWORD = "Hogaria2026!";
const DAY_MS = 86_400_000;
let operator: Account;
let colonia: Colonia;

async function signIn(email: string, password: string) {
  return call("/api/auth/sign-in/email", { body: { email, password } });
}

async function json<T = any>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function one<T = Record<string, unknown>>(sql: string, args: (string | number | null)[] = []): Promise<T> {
  return (await rows<T>(sql, args))[0];
}

// A listing of `agentId` (of agency `agencyId`, if given) written straight to the database.
async function listing(
  agentId: string,
  { status = "publicada", expiresAt = Date.now() + 30 * DAY_MS, agencyId = null as string | null } = {},
): Promise<string> {
  const id = `op${crypto.randomUUID().replace(/-/g, "").slice(0, 12)}`;
  await exec(
    `INSERT INTO properties (id, title, price, address, neighborhood, location_id, municipio_id, estado_id, lat, lng, operation_type, property_type, status, agent_id, agency_id, published_at, expires_at)
     VALUES (?, 'Departamento revisado por operación', 18000, 'Durango 12', ?, ?, ?, ?, ?, ?, 'renta', 'departamento', ?, ?, ?, ?, ?)`,
    [id, colonia.name, colonia.id, colonia.municipioId, colonia.estadoId, colonia.lat, colonia.lng, status, agentId, agencyId, Date.now(), expiresAt],
  );
  return id;
}

// A listing held after reports from these addresses (status en_revision, an open hold).
async function heldListing(agentId: string, reporters: string[], opts: { expiresAt?: number } = {}): Promise<string> {
  const id = await listing(agentId, { status: "en_revision", ...opts });
  for (const email of reporters) {
    await exec(
      "INSERT INTO listing_reports (id, property_id, reporter_email, reason, note) VALUES (?, ?, ?, 'fotos_de_otra_propiedad', 'Fotos copiadas')",
      [crypto.randomUUID(), id, email],
    );
  }
  await exec("INSERT INTO listing_holds (id, property_id, reason, previous_status) VALUES (?, ?, 'reportes', 'publicada')", [
    crypto.randomUUID(),
    id,
  ]);
  return id;
}

async function queues(cookie = operator.cookie) {
  const res = await call("/api/operator/queues", { cookie });
  expect(res.status).toBe(200);
  return (await json(res)).data as { verifications: any[]; reports: any[]; holds: any[] };
}

async function versionOf(listingId: string): Promise<number> {
  const q = await queues();
  const item = [...q.holds, ...q.reports].find((l) => l.id === listingId);
  expect(item, `listing ${listingId} in the desk`).toBeDefined();
  return item.version;
}

const auditLines = (subjectId: string) =>
  rows<{ action: string; operator_id: string; reason: string | null }>(
    "SELECT action, operator_id, reason FROM operator_audit_log WHERE subject_id = ? ORDER BY created_at",
    [subjectId],
  );
// A hidden listing leaves the desk's queues: the operator restores the version it has now.
const restoreHidden = async (id: string, reason: string) =>
  call(`/api/operator/listings/${id}/restore`, {
    cookie: operator.cookie,
    body: { reason, seenUpdatedAt: (await one<{ updated_at: number }>("SELECT updated_at FROM properties WHERE id = ?", [id])).updated_at },
  });
const statusOf = async (id: string) => (await one<{ status: string }>("SELECT status FROM properties WHERE id = ?", [id])).status;
const suspend = (userId: string) => call(`/api/operator/users/${userId}/suspend`, { cookie: operator.cookie, body: { reason: "Pedía depósitos" } });
const reactivate = (userId: string) => call(`/api/operator/users/${userId}/reactivate`, { cookie: operator.cookie, body: {} });
const mailsTo = (email: string) =>
  rows<{ subject: string; text: string }>(`SELECT subject, text FROM email_outbox WHERE "to" = ? ORDER BY created_at`, [email]);

beforeAll(async () => {
  colonia = await aColonia();
  const res = await signIn("operador@hogaria.mx", DEMO_PASSWORD);
  expect(res.status).toBe(200);
  const cookie = cookiesOf(res);
  operator = { cookie, id: (await json(await call("/api/me", { cookie }))).data.id, email: "operador@hogaria.mx" };
});

describe("the operador role", () => {
  it("is granted and revoked by the command line's function, each with an audit line, and the desk follows at once", async () => {
    const person = await newAccount("no_agente");
    expect((await call("/api/operator/queues", { cookie: person.cookie })).status).toBe(403);
    expect((await json(await call("/api/me", { cookie: person.cookie }))).data.operator).toBe(false);

    const db = testDb();
    try {
      expect(await grantOperator(db, person.email, "cli:prueba")).toEqual({ ok: true, userId: person.id, changed: true });
      expect(await grantOperator(db, person.email, "cli:prueba")).toEqual({ ok: true, userId: person.id, changed: false });
      expect(await grantOperator(db, "nadie@example.mx", "cli:prueba")).toEqual({
        ok: false,
        message: "No hay ninguna cuenta con el correo nadie@example.mx.",
      });
      // Someone who signed up with an address without opening its inbox never gets the desk.
      const unconfirmed = await newAccount("no_agente", { verified: false });
      expect(await grantOperator(db, unconfirmed.email, "cli:prueba")).toMatchObject({
        ok: false,
        message: expect.stringContaining("no ha confirmado su correo"),
      });
      expect(await rows("SELECT 1 FROM operators WHERE user_id = ?", [unconfirmed.id])).toEqual([]);
    } finally {
      db.close();
    }
    expect(await auditLines(person.id)).toEqual([{ action: "otorgar_rol", operator_id: "cli:prueba", reason: null }]);
    expect((await call("/api/operator/queues", { cookie: person.cookie })).status).toBe(200);
    expect((await json(await call("/api/me", { cookie: person.cookie }))).data.operator).toBe(true);

    const again = testDb();
    try {
      await revokeOperator(again, person.email, "cli:prueba");
    } finally {
      again.close();
    }
    expect((await call("/api/operator/queues", { cookie: person.cookie })).status).toBe(403);
    expect((await auditLines(person.id)).map((l) => l.action)).toEqual(["otorgar_rol", "revocar_rol"]);
  });

  it("cannot be set through any API: not at sign-up, not with update-user", async () => {
    const email = `rol.${crypto.randomUUID().slice(0, 8)}@example.mx`;
    const signUp = await call("/api/auth/sign-up/email", {
      body: { name: "Quiere Ser Operador", email, password: "Segura2026", role: "operador", operator: true },
    });
    expect(signUp.status).toBeGreaterThanOrEqual(400);
    const person = await newAccount("agente");
    const update = await call("/api/auth/update-user", { cookie: person.cookie, body: { name: "Operadora", role: "operador", operator: true } });
    expect(update.status).toBeLessThan(500);
    expect(await rows("SELECT 1 FROM operators WHERE user_id = ?", [person.id])).toEqual([]);
    expect((await json(await call("/api/me", { cookie: person.cookie }))).data).toMatchObject({ role: "agente", operator: false });
    expect((await call("/api/operator/queues", { cookie: person.cookie })).status).toBe(403);
  });
});

describe("who may use the desk", () => {
  const ROUTES: [string, string, unknown?][] = [
    ["GET", "/api/operator/queues"],
    ["GET", "/api/operator/audit-log"],
    ["GET", "/api/operator/verifications/x/proof"],
    ["POST", "/api/operator/verifications/x/approve", {}],
    ["POST", "/api/operator/verifications/x/reject", { reason: "Documento ilegible" }],
    ["POST", "/api/operator/listings/x/hide", { reason: "Fotos copiadas", seenUpdatedAt: 1 }],
    ["POST", "/api/operator/listings/x/restore", { reason: "Revisado sin hallazgos", seenUpdatedAt: 1 }],
    ["POST", "/api/operator/users/x/suspend", { reason: "Pedía depósitos" }],
    ["POST", "/api/operator/users/x/reactivate", {}],
  ];

  it("anonymous callers get 401, buyers, agents and agencies 403 with the Spanish reason; the operator gets through", async () => {
    const people = [await newAccount("no_agente"), await newAccount("agente"), await newAccount("inmobiliaria")];
    for (const [method, path, body] of ROUTES) {
      expect((await call(path, { method, body })).status, `${method} ${path} anonymous`).toBe(401);
      for (const p of people) {
        const res = await call(path, { method, body, cookie: p.cookie });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect((await json(res)).error.message).toBe("Esta sección es solo para el equipo de operación de Hogaria.");
      }
      const res = await call(path, { method, body, cookie: operator.cookie });
      expect([200, 404], `${method} ${path} operator`).toContain(res.status);
    }
  });

  it("answers are personal (never cached)", async () => {
    const res = await call("/api/operator/queues", { cookie: operator.cookie });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("the seeded desk is not empty: a pending agency verification and a listing held after reports, with evidence", async () => {
    const q = await queues();
    const verification = q.verifications.find((v) => v.kind === "inmobiliaria" && v.rfc === "PSF150312AB3");
    expect(verification).toMatchObject({ hasProof: true, agency: { slug: "punto-santa-fe" } });
    expect(verification.advertiser.memberSince).toBeGreaterThan(0);
    const held = q.holds.find((l) => l.reports.count === 3);
    expect(held).toMatchObject({ status: "en_revision", hold: { reason: "reportes" } });
    expect(held.hold.answer).toMatch(/escritura/);
    expect(held.contact.phone).toMatch(/^\d{10}$/);
    expect(held.advertiser.listings).toBeGreaterThan(0);
  });
});

describe("verification requests", () => {
  async function agencyRequest() {
    const owner = await newAccount("inmobiliaria");
    const agencyId = `agc${crypto.randomUUID().slice(0, 8)}`;
    await exec("INSERT INTO agencies (id, owner_id, name, slug, phone) VALUES (?, ?, 'Inmobiliaria en Revisión', ?, '5512345678')", [
      agencyId,
      owner.id,
      `revision-${agencyId}`,
    ]);
    const id = crypto.randomUUID();
    await exec(
      "INSERT INTO verification_requests (id, kind, user_id, agency_id, rfc, proof_key, proof_content_type) VALUES (?, 'inmobiliaria', ?, ?, 'IRE150312AB1', ?, 'application/pdf')",
      [id, owner.id, agencyId, `verification/${id}`],
    );
    return { owner, agencyId, id };
  }

  it("approving marks the agency verified, moves the listings' version, writes the audit line and e-mails the owner", async () => {
    const { owner, agencyId, id } = await agencyRequest();
    const before = await one<{ version: number }>("SELECT version FROM data_versions WHERE name = 'listings'");
    const res = await call(`/api/operator/verifications/${id}/approve`, { cookie: operator.cookie, body: {} });
    expect(res.status).toBe(200);
    expect((await one<{ verified_at: number | null }>("SELECT verified_at FROM agencies WHERE id = ?", [agencyId])).verified_at).toBeGreaterThan(0);
    expect(await one("SELECT status, decided_by FROM verification_requests WHERE id = ?", [id])).toEqual({
      status: "aprobada",
      decided_by: operator.id,
    });
    expect((await one<{ version: number }>("SELECT version FROM data_versions WHERE name = 'listings'")).version).toBeGreaterThan(before.version);
    expect(await auditLines(id)).toEqual([{ action: "aprobar_verificacion", operator_id: operator.id, reason: null }]);
    expect((await mailsTo(owner.email)).map((m) => m.subject)).toContain("Tu verificación en Hogaria fue aprobada");
    // Decided once: a second decision is refused and changes nothing.
    const again = await call(`/api/operator/verifications/${id}/reject`, { cookie: operator.cookie, body: { reason: "Cambio de opinión" } });
    expect(again.status).toBe(409);
    expect((await json(again)).error.message).toBe("Esta solicitud ya fue resuelta.");
    expect((await one("SELECT status FROM verification_requests WHERE id = ?", [id])).status).toBe("aprobada");
  });

  it("rejecting needs a reason, e-mails it in the body (never the subject) and leaves the agency unverified", async () => {
    const { owner, agencyId, id } = await agencyRequest();
    const missing = await call(`/api/operator/verifications/${id}/reject`, { cookie: operator.cookie, body: {} });
    expect(missing.status).toBe(400);
    expect((await json(missing)).error.message).toBe("Escribe el motivo.");
    const reason = "El comprobante de domicilio no es legible";
    const res = await call(`/api/operator/verifications/${id}/reject`, { cookie: operator.cookie, body: { reason } });
    expect(res.status).toBe(200);
    expect((await one("SELECT verified_at FROM agencies WHERE id = ?", [agencyId])).verified_at).toBeNull();
    const mail = (await mailsTo(owner.email)).find((m) => m.subject === "Tu solicitud de verificación no fue aprobada");
    expect(mail?.text).toContain(`Motivo: ${reason}`);
    expect(mail?.subject).not.toContain(reason);
    expect(await auditLines(id)).toEqual([{ action: "rechazar_verificacion", operator_id: operator.id, reason }]);
  });

  it("the proof of address is streamed to an operator only, private and never cached", async () => {
    const { id } = await agencyRequest();
    await env.PHOTOS.put(`verification/${id}`, new TextEncoder().encode("%PDF-1.4 comprobante"), {
      httpMetadata: { contentType: "application/pdf" },
    });
    const res = await call(`/api/operator/verifications/${id}/proof`, { cookie: operator.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(new TextDecoder().decode(await res.arrayBuffer())).toBe("%PDF-1.4 comprobante");
    const owner = await newAccount("inmobiliaria");
    expect((await call(`/api/operator/verifications/${id}/proof`, { cookie: owner.cookie })).status).toBe(403);
    expect((await call(`/media/verification/${id}`)).status).toBe(404);
  });
});

describe("hiding and restoring a listing", () => {
  it("hides a held listing: closes its hold, e-mails every reporter once and the advertiser, and writes the audit line", async () => {
    const agent = await newAccount("agente");
    const reporters = [`r1.${crypto.randomUUID().slice(0, 6)}@example.mx`, `r2.${crypto.randomUUID().slice(0, 6)}@example.mx`];
    const id = await heldListing(agent.id, reporters);
    const reason = "Las fotos son de otra propiedad";
    const res = await call(`/api/operator/listings/${id}/hide`, { cookie: operator.cookie, body: { reason, seenUpdatedAt: await versionOf(id) } });
    expect(res.status).toBe(200);
    expect((await one("SELECT status FROM properties WHERE id = ?", [id])).status).toBe("oculta");
    expect(await one("SELECT outcome, resolved_by, outcome_reason FROM listing_holds WHERE property_id = ?", [id])).toEqual({
      outcome: "oculta",
      resolved_by: operator.id,
      outcome_reason: reason,
    });
    expect(await rows("SELECT 1 FROM listing_reports WHERE property_id = ? AND outcome_sent_at IS NULL", [id])).toEqual([]);
    for (const email of reporters) {
      const mails = await mailsTo(email);
      expect(mails.map((m) => m.subject)).toEqual(["Revisamos el anuncio que reportaste"]);
      expect(mails[0].text).toContain("Lo ocultamos");
      expect(mails[0].text).not.toContain(reason);
      // The reporter may have seen the listing only on an agent's sheet: their report's
      // reference (the acknowledgement's), never the listing's id.
      const [report] = await rows<{ id: string }>("SELECT id FROM listing_reports WHERE property_id = ? AND reporter_email = ?", [id, email]);
      expect(mails[0].text).toContain(`(referencia ${await reportReference(report.id)})`);
      expect(mails[0].text).not.toContain(id);
    }
    const advertiserMail = (await mailsTo(agent.email)).find((m) => m.subject === "Ocultamos uno de tus anuncios");
    expect(advertiserMail?.text).toContain(reason);
    expect(await auditLines(id)).toEqual([{ action: "ocultar_anuncio", operator_id: operator.id, reason }]);

    // Restored: back to where it was before the hold; reporters already told hear nothing twice.
    const restore = await restoreHidden(id, "El anunciante mostró la escritura");
    expect(restore.status).toBe(200);
    expect((await one("SELECT status FROM properties WHERE id = ?", [id])).status).toBe("publicada");
    for (const email of reporters) expect(await mailsTo(email)).toHaveLength(1);
    expect((await auditLines(id)).map((l) => l.action)).toEqual(["ocultar_anuncio", "restaurar_anuncio"]);
  });

  it("restores a held listing whose period ended meanwhile as vencida, and tells its reporters it stays", async () => {
    const agent = await newAccount("agente");
    const reporter = `r.${crypto.randomUUID().slice(0, 6)}@example.mx`;
    const id = await heldListing(agent.id, [reporter], { expiresAt: Date.now() - DAY_MS });
    const res = await call(`/api/operator/listings/${id}/restore`, {
      cookie: operator.cookie,
      body: { reason: "Sin hallazgos", seenUpdatedAt: await versionOf(id) },
    });
    expect(res.status).toBe(200);
    expect((await one("SELECT status FROM properties WHERE id = ?", [id])).status).toBe("vencida");
    expect((await one("SELECT outcome FROM listing_holds WHERE property_id = ?", [id])).outcome).toBe("restaurada");
    expect((await mailsTo(reporter))[0].text).toContain("sigue publicado");
  });

  it("refuses an action on a listing that changed since the operator loaded it, and changes nothing", async () => {
    const agent = await newAccount("agente");
    const id = await heldListing(agent.id, [`r.${crypto.randomUUID().slice(0, 6)}@example.mx`]);
    const seen = await versionOf(id);
    // The advertiser answers the hold meanwhile.
    await exec("UPDATE listing_holds SET advertiser_answer = 'Son mis fotos', answered_at = ? WHERE property_id = ?", [seen + 1000, id]);
    const res = await call(`/api/operator/listings/${id}/hide`, { cookie: operator.cookie, body: { reason: "Fotos copiadas", seenUpdatedAt: seen } });
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({
      error: {
        code: "changed_meanwhile",
        message: "El anuncio cambió desde que lo abriste. Recarga el panel para revisar su estado actual antes de decidir.",
      },
    });
    expect((await one("SELECT status FROM properties WHERE id = ?", [id])).status).toBe("en_revision");
    expect(await auditLines(id)).toEqual([]);
  });

  it("shows other accounts' listings with the same phone, verified or on their profile", async () => {
    // Accounts that proved no phone of their own: this one is the only number they share.
    const noPhone = () => newAccount("agente", { phone: false });
    const [scammer, copy, profileCopy] = [await noPhone(), await noPhone(), await noPhone()];
    const phone = uniquePhone();
    await exec("INSERT INTO verified_phones (user_id, phone, verified_at) VALUES (?, ?, ?), (?, ?, ?)", [
      scammer.id,
      phone,
      Date.now(),
      copy.id,
      phone,
      Date.now(),
    ]);
    await exec("INSERT INTO agent_profiles (user_id, phone) VALUES (?, ?)", [scammer.id, phone]);
    await exec("INSERT INTO agent_profiles (user_id, whatsapp) VALUES (?, ?)", [profileCopy.id, phone]);
    const held = await heldListing(scammer.id, [`r.${crypto.randomUUID().slice(0, 6)}@example.mx`]);
    const [same, sameWhatsapp] = [await listing(copy.id), await listing(profileCopy.id)];
    const unrelated = await listing((await newAccount("agente")).id);
    const item = (await queues()).holds.find((l) => l.id === held);
    const ids = item.samePhone.map((s: { id: string }) => s.id);
    expect(ids).toEqual(expect.arrayContaining([same, sameWhatsapp]));
    expect(ids).not.toContain(unrelated);
    expect(ids).not.toContain(held);
    expect(item.advertiser.verifiedPhones).toEqual([phone]);
  });

  it("refuses bad input with Spanish messages", async () => {
    const cases: [unknown, string][] = [
      [{ seenUpdatedAt: 1 }, "Escribe el motivo."],
      [{ reason: "abc", seenUpdatedAt: 1 }, "Escribe el motivo con al menos 5 caracteres."],
      [{ reason: "x".repeat(501), seenUpdatedAt: 1 }, "El motivo puede tener hasta 500 caracteres."],
      [{ reason: "Fotos copiadas" }, "Falta la versión del anuncio que revisaste. Recarga el panel."],
    ];
    for (const [body, message] of cases) {
      const res = await call("/api/operator/listings/nada/hide", { cookie: operator.cookie, body });
      expect(res.status).toBe(400);
      expect((await json(res)).error.message).toBe(message);
    }
  });
});

describe("suspending an advertiser", () => {
  it("takes their listings out of search, ends their sessions, refuses sign-in with the reason; reactivating brings it all back", async () => {
    const agent = await newAccount("agente");
    const published = [await listing(agent.id), await listing(agent.id)];
    const paused = await listing(agent.id, { status: "pausada" });
    const reason = "Pedía depósitos antes de las visitas";
    const res = await call(`/api/operator/users/${agent.id}/suspend`, { cookie: operator.cookie, body: { reason } });
    expect(res.status).toBe(200);
    for (const id of published) {
      expect((await one("SELECT status FROM properties WHERE id = ?", [id])).status).toBe("en_revision");
      expect(await one("SELECT reason, previous_status FROM listing_holds WHERE property_id = ? AND resolved_at IS NULL", [id])).toEqual({
        reason: "suspension",
        previous_status: "publicada",
      });
    }
    expect((await one("SELECT status FROM properties WHERE id = ?", [paused])).status).toBe("pausada");
    expect(await rows("SELECT 1 FROM sessions WHERE user_id = ?", [agent.id])).toEqual([]);
    expect((await call("/api/me", { cookie: agent.cookie })).status).toBe(401);

    const refused = await signIn(agent.email, "Segura2026");
    expect(refused.status).toBe(403);
    expect((await json(refused)).error).toEqual({ code: "account_suspended", message: `Tu cuenta está suspendida: ${reason}` });
    expect(cookiesOf(refused)).not.toMatch(/session_token=[^;]+/);
    // A wrong password still reads as wrong credentials (nothing about the suspension).
    expect((await json(await signIn(agent.email, "Equivocada2026"))).error.code).not.toBe("account_suspended");
    expect(await auditLines(agent.id)).toEqual([{ action: "suspender_anunciante", operator_id: operator.id, reason }]);
    expect((await mailsTo(agent.email)).map((m) => m.subject)).toContain("Tu cuenta de Hogaria fue suspendida");

    // A held listing of a suspended advertiser is not restored on its own.
    const version = await versionOf(published[0]);
    const early = await call(`/api/operator/listings/${published[0]}/restore`, {
      cookie: operator.cookie,
      body: { reason: "Revisado", seenUpdatedAt: version },
    });
    expect(early.status).toBe(409);

    expect((await call(`/api/operator/users/${agent.id}/reactivate`, { cookie: operator.cookie, body: {} })).status).toBe(200);
    for (const id of published) expect((await one("SELECT status FROM properties WHERE id = ?", [id])).status).toBe("publicada");
    expect((await signIn(agent.email, "Segura2026")).status).toBe(200);
    expect((await auditLines(agent.id)).map((l) => l.action)).toEqual(["suspender_anunciante", "reactivar_anunciante"]);
  });

  it("a hidden listing of a suspended advertiser is not restored: it waits for the reactivation", async () => {
    const agent = await newAccount("agente");
    const id = await heldListing(agent.id, [`r.${crypto.randomUUID().slice(0, 6)}@example.mx`]);
    const hidden = await call(`/api/operator/listings/${id}/hide`, {
      cookie: operator.cookie,
      body: { reason: "Fotos copiadas", seenUpdatedAt: await versionOf(id) },
    });
    expect(hidden.status).toBe(200);
    expect((await suspend(agent.id)).status).toBe(200);
    const restore = await restoreHidden(id, "Revisado");
    expect(restore.status).toBe(409);
    expect((await json(restore)).error.message).toBe(OPERATOR_MESSAGES.advertiserSuspended);
    expect(await statusOf(id)).toBe("oculta");
  });

  it("the links a suspended agent sent read as gone, and work again once the agent is reactivated", async () => {
    const agent = await newAccount("agente");
    // Another advertiser's listing stays published: only the agent's suspension can close the links.
    const theirs = await listing((await newAccount("agente")).id);
    const [share, presentation, boardToken] = [0, 1, 2].map(() => `tk${crypto.randomUUID().replace(/-/g, "")}`);
    await exec("INSERT INTO property_shares (token, property_id, shared_by, kind) VALUES (?, ?, ?, 'share'), (?, ?, ?, 'presentation')", [
      share,
      theirs,
      agent.id,
      presentation,
      theirs,
      agent.id,
    ]);
    const [boardId, cloneId] = [crypto.randomUUID(), crypto.randomUUID()];
    await exec("INSERT INTO client_boards (id, agent_id, client_name, show_agent_contact) VALUES (?, ?, 'Ana', 1)", [boardId, agent.id]);
    await exec(
      "INSERT INTO cloned_properties (id, source_property_id, title, price, address, neighborhood, operation_type, property_type) VALUES (?, ?, 'Copia', 18000, 'Durango 12', 'Roma Norte', 'renta', 'departamento')",
      [cloneId, theirs],
    );
    await exec("INSERT INTO board_items (id, board_id, cloned_property_id) VALUES (?, ?, ?)", [crypto.randomUUID(), boardId, cloneId]);
    await exec("INSERT INTO board_share_tokens (token, board_id) VALUES (?, ?)", [boardToken, boardId]);
    const links: [string, string][] = [
      [`/api/shares/${share}`, LINK_GONE],
      [`/api/presentations/${presentation}`, LINK_GONE],
      [`/api/public-boards/${boardToken}`, LINK_GONE],
      [`/api/cloned-properties/${cloneId}?token=${boardToken}`, LISTING_GONE],
    ];
    const contact = () => call(`/api/shares/${share}/contact`, { body: {} });
    for (const [path] of links) expect((await call(path)).status, path).toBe(200);
    expect((await contact()).status).toBe(200);

    expect((await suspend(agent.id)).status).toBe(200);
    for (const [path, message] of links) {
      const res = await call(path);
      expect(res.status, path).toBe(404);
      expect((await json(res)).error.message, path).toBe(message);
    }
    expect((await contact()).status).toBe(404);
    expect((await call(`/s/${share}`)).status).toBe(404);

    expect((await reactivate(agent.id)).status).toBe(200);
    for (const [path] of links) expect((await call(path)).status, path).toBe(200);
  });

  it("suspending an agency's owner holds its agents' listings too, and its agents cannot put one back until the reactivation", async () => {
    const owner = await newAccount("inmobiliaria");
    const agent = await newAccount("agente");
    const agencyId = crypto.randomUUID();
    await exec("INSERT INTO agencies (id, owner_id, name, slug) VALUES (?, ?, 'Casas Suspendidas', ?)", [
      agencyId,
      owner.id,
      `susp-${agencyId.slice(0, 8)}`,
    ]);
    await exec("INSERT INTO agency_agents (agency_id, agent_id) VALUES (?, ?)", [agencyId, agent.id]);
    const published = await listing(agent.id, { agencyId });
    const paused = await listing(agent.id, { agencyId, status: "pausada" });
    const expired = await listing(agent.id, { agencyId, status: "vencida", expiresAt: Date.now() - DAY_MS });
    const independent = await listing(agent.id);

    expect((await suspend(owner.id)).status).toBe(200);
    expect(await statusOf(published)).toBe("en_revision");
    expect(await one("SELECT reason FROM listing_holds WHERE property_id = ? AND resolved_at IS NULL", [published])).toEqual({
      reason: "suspension",
    });
    // The agent's own listing outside the agency is not the owner's to answer for.
    expect(await statusOf(independent)).toBe("publicada");
    for (const [id, action] of [
      [paused, "reactivate"],
      [expired, "renew"],
    ]) {
      const res = await call(`/api/listings/${id}/${action}`, { cookie: agent.cookie, body: {} });
      expect(res.status, action).toBe(409);
      expect((await json(res)).error.message).toBe(LISTING_MESSAGES.advertiserSuspended);
    }
    expect(await statusOf(paused)).toBe("pausada");
    expect(await statusOf(expired)).toBe("vencida");

    expect((await reactivate(owner.id)).status).toBe(200);
    expect(await statusOf(published)).toBe("publicada");
    expect((await call(`/api/listings/${paused}/reactivate`, { cookie: agent.cookie, body: {} })).status).toBe(200);
    expect(await statusOf(paused)).toBe("publicada");
  });

  it("an operator cannot be suspended", async () => {
    const res = await call(`/api/operator/users/${operator.id}/suspend`, { cookie: operator.cookie, body: { reason: "Prueba de suspensión" } });
    expect(res.status).toBe(403);
    expect((await one("SELECT suspended_at FROM users WHERE id = ?", [operator.id])).suspended_at).toBeNull();
  });
});

describe("the audit log", () => {
  it("operators read it newest first; nobody can edit or delete a line", async () => {
    const res = await call("/api/operator/audit-log", { cookie: operator.cookie });
    expect(res.status).toBe(200);
    const lines = (await json(res)).data as { at: number; action: string; operator: { name: string | null } }[];
    expect(lines.length).toBeGreaterThan(0);
    expect([...lines].sort((a, b) => b.at - a.at)).toEqual(lines);
    const { id } = await one<{ id: string }>("SELECT id FROM operator_audit_log LIMIT 1");
    await expect(exec("UPDATE operator_audit_log SET reason = 'editado' WHERE id = ?", [id])).rejects.toThrow(/append-only/);
    await expect(exec("DELETE FROM operator_audit_log WHERE id = ?", [id])).rejects.toThrow(/append-only/);
    for (const method of ["PUT", "PATCH", "DELETE"])
      expect([404, 405]).toContain((await call("/api/operator/audit-log", { method, cookie: operator.cookie })).status);
  });
});
