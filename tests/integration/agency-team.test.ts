import { beforeAll, describe, expect, it } from "vitest";
import { AGENCY_TEAM_MESSAGES as M } from "../../domain/agencies/agency-team-messages";
import { MAX_PENDING_INVITATIONS } from "../../domain/agencies/agency-team";
import { TEST_AUTH_SECRET } from "../fixtures/test-env";
import { invitationToken } from "../../worker/services/agency-team/invitation-token";
import { type Account, call, newAccount, rows, uniqueEmail, uniquePhone, verifyPhone } from "./helpers";
import { aColonia, completeDraft, insertAgencyListing, type Colonia } from "./listing-fixtures";

// An agency's team through the API: invitations e-mailed with a signed link, joining with
// a new or an existing account, removal and reassignment, who may touch which listing, and
// the agency's plan paying (and logging) its agents' passes.

const DAY_MS = 86_400_000;
const json = async (res: Response) => (await res.json()) as any;
const run = (sql: string, args: (string | number | null)[] = []) => rows(sql, args);
const one = async (sql: string, args: (string | number | null)[] = []) => (await rows<Record<string, any>>(sql, args))[0];

let owner: Account;
let agencyId: string;
const AGENCY = "Inmobiliaria Equipo Prueba";
let colonia: Colonia;

const invite = (email: string, cookie = owner.cookie) => call("/api/agency/invitations", { cookie, body: { email } });

// The invitation link of the newest invitation e-mail sent to this address, as the person reads it.
async function invitationLink(email: string): Promise<{ text: string; subject: string; token: string }> {
  const mail = await one(
    `SELECT subject, text FROM email_outbox WHERE "to" = ? AND subject LIKE 'Te invitaron a %' ORDER BY created_at DESC LIMIT 1`,
    [email],
  );
  expect(mail, `no invitation e-mail to ${email}`).toBeDefined();
  const link = (mail.text as string).match(/https?:\/\/\S+\/invitacion\?token=\S+/)?.[0];
  expect(link).toBeDefined();
  return { text: mail.text, subject: mail.subject, token: new URL(link!).searchParams.get("token")! };
}

async function invited(email: string) {
  const res = await invite(email);
  expect(res.status).toBe(201);
  return (await invitationLink(email)).token;
}

const accept = (token: string, cookie: string) => call(`/api/agency-invitations/${encodeURIComponent(token)}/accept`, { cookie, body: {} });
const register = (token: string, body: unknown = { name: "Agente Invitada", password: "Segura2026" }) =>
  call(`/api/agency-invitations/${encodeURIComponent(token)}/register`, { body });

// An invitation written straight to the database with its signed link (the owner's
// invitation e-mails are limited to 10 a minute, and the e-mail path is tested above).
async function directInvitation(email: string): Promise<string> {
  const id = crypto.randomUUID();
  const expires = new Date(Date.now() + 7 * DAY_MS);
  await run("INSERT INTO agency_invitations (id, agency_id, email, invited_by, sent_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)", [
    id,
    agencyId,
    email,
    owner.id,
    Date.now(),
    expires.getTime(),
  ]);
  return invitationToken(TEST_AUTH_SECRET, id, expires);
}

async function newAgent(): Promise<Account> {
  // Joins, then verifies a phone (only advertisers may), as a person who will publish for the agency does.
  const person = await newAccount("no_agente", { name: `Agente ${crypto.randomUUID().slice(0, 4)}`, phone: false });
  const res = await accept(await directInvitation(person.email), person.cookie);
  expect(res.status).toBe(200);
  await verifyPhone(person.cookie, uniquePhone());
  return person;
}

async function draftWithPhoto(agent: Account, title: string) {
  const created = await call("/api/listings", { cookie: agent.cookie, body: {} });
  expect(created.status).toBe(201);
  const id = (await json(created)).data.id as string;
  const saved = await call(`/api/listings/${id}/draft`, { method: "PATCH", cookie: agent.cookie, body: completeDraft(colonia, { title }) });
  expect(saved.status).toBe(200);
  await run("INSERT INTO property_images (id, property_id, url, is_main) VALUES (?, ?, '/media/x.webp', 1)", [crypto.randomUUID(), id]);
  return id;
}

async function ownerPasses() {
  const r = await one("SELECT passes_remaining AS p FROM user_subscriptions WHERE user_id = ?", [owner.id]);
  return Number(r.p);
}

const team = async (cookie = owner.cookie) => (await json(await call("/api/agency/team", { cookie }))).data;

beforeAll(async () => {
  owner = await newAccount("inmobiliaria", { name: "Dueña Equipo" });
  agencyId = crypto.randomUUID();
  await run("INSERT INTO agencies (id, owner_id, name, slug) VALUES (?, ?, ?, ?)", [agencyId, owner.id, AGENCY, `equipo-${agencyId.slice(0, 8)}`]);
  const now = Date.now();
  await run(
    `INSERT INTO user_subscriptions (id, user_id, plan_id, status, passes_remaining, rollover_passes, credits_3d_tour, current_period_start, current_period_end)
     VALUES (?, ?, 'plan_agency_core', 'active', 5, 0, 0, ?, ?)`,
    [crypto.randomUUID(), owner.id, now, now + 30 * DAY_MS],
  );
  colonia = await aColonia();
});

describe("invitations", () => {
  it("e-mails the invited address a signed link, valid 7 days; the agency is named on the invitation's page, not in the e-mail", async () => {
    const email = uniqueEmail("invitada");
    const res = await invite(email.toUpperCase());
    expect(res.status).toBe(201);
    const { data } = await json(res);
    expect(data.invitation).toMatchObject({ email, status: "pendiente" });
    expect(new Date(data.invitation.expires_at).getTime() - new Date(data.invitation.sent_at).getTime()).toBe(7 * DAY_MS);
    const mail = await invitationLink(email);
    expect(mail.subject).toBe("Te invitaron a una inmobiliaria en Hogaria");
    // Sent to an address nobody confirmed: no text a person wrote (agency, inviter's name).
    expect(mail.text).not.toContain("Dueña Equipo");
    expect(mail.text).not.toContain(AGENCY);
    expect(mail.token).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    const view = await json(await call(`/api/agency-invitations/${encodeURIComponent(mail.token)}`));
    expect(view.data).toMatchObject({ agency_name: AGENCY, inviter_name: "Dueña Equipo", email, state: "pendiente", account_exists: false });
    expect((await team()).invitations.map((i: { email: string }) => i.email)).toContain(email);
  });

  it("creates the account with the invited address, as agente of the agency, signed in and confirmed; the link works once", async () => {
    const email = uniqueEmail("nueva");
    expect((await invite(email)).status).toBe(201);
    const mail = await invitationLink(email);
    const token = mail.token;
    const res = await register(token);
    expect(res.status).toBe(201);
    expect((await json(res)).data.message).toBe(M.joined(AGENCY));
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const me = (await json(await call("/api/me", { cookie }))).data;
    expect(me).toMatchObject({ email, role: "agente", emailVerified: true, name: "Agente Invitada" });
    expect(await one("SELECT agent_id FROM agency_agents WHERE agency_id = ? AND agent_id = ?", [agencyId, me.id])).toBeDefined();
    // The invitation's link proved the address: no "confirm your e-mail" message follows it.
    const mails = await rows<{ subject: string }>(`SELECT subject FROM email_outbox WHERE "to" = ? ORDER BY created_at`, [email]);
    expect(mails.map((m) => m.subject)).toEqual([mail.subject]);
    // Used once: neither registering again nor accepting works.
    const again = await register(token, { name: "Otra Persona", password: "Segura2026" });
    expect(again.status).toBe(409);
    expect((await json(again)).error).toMatchObject({ code: "invitation_used", message: M.invitationUsed });
    expect((await accept(token, cookie)).status).toBe(409);
    expect((await json(await call(`/api/agency-invitations/${encodeURIComponent(token)}`))).data.state).toBe("aceptada");
  });

  it("joins an existing account signed in with the invited address; registering with it is refused", async () => {
    const person = await newAccount("no_agente", { name: "Cuenta Existente" });
    const token = await invited(person.email);
    expect((await json(await call(`/api/agency-invitations/${encodeURIComponent(token)}`))).data.account_exists).toBe(true);
    const reg = await register(token);
    expect(reg.status).toBe(409);
    expect((await json(reg)).error.message).toBe(M.accountExists);
    const res = await accept(token, person.cookie);
    expect(res.status).toBe(200);
    expect((await one("SELECT role FROM users WHERE id = ?", [person.id])).role).toBe("agente");
    expect((await team()).members.map((m: { id: string }) => m.id)).toContain(person.id);
  });

  it("an independent agent who joins brings their listings to the agency; one whose source id the agency uses stays theirs", async () => {
    const agent = await newAccount("agente", { name: "Agente Independiente" });
    const draft = await draftWithPhoto(agent, "Borrador de la agente");
    const published = await insertAgencyListing(colonia, { agentId: agent.id, agencyId, title: "Publicada por su cuenta" });
    const imported = await insertAgencyListing(colonia, { agentId: agent.id, agencyId, title: "Importada por su cuenta" });
    const agencysOwn = await insertAgencyListing(colonia, { agentId: owner.id, agencyId, title: "De la agencia" });
    const source = `SRC-${crypto.randomUUID().slice(0, 8)}`;
    await run("UPDATE properties SET agency_id = NULL WHERE id IN (?, ?)", [published, imported]);
    await run("UPDATE properties SET source_id = ? WHERE id IN (?, ?)", [source, imported, agencysOwn]);
    const agencyOf = async (id: string) => (await one("SELECT agency_id FROM properties WHERE id = ?", [id])).agency_id;
    expect(await agencyOf(draft)).toBeNull();

    const res = await accept(await directInvitation(agent.email), agent.cookie);
    expect(res.status).toBe(200);
    expect((await json(res)).data.message).toBe(M.joined(AGENCY, 2));
    expect([await agencyOf(draft), await agencyOf(published), await agencyOf(imported)]).toEqual([agencyId, agencyId, null]);
    // The owner manages them now, as every listing of the agency.
    expect((await call(`/api/listings/${published}`, { cookie: owner.cookie })).status).toBe(200);
    expect((await call(`/api/listings/${imported}`, { cookie: owner.cookie })).status).toBe(404);
  });

  it("refuses another account, in Spanish, naming the invited address", async () => {
    const email = uniqueEmail("destinataria");
    const token = await invited(email);
    const stranger = await newAccount("no_agente");
    const res = await accept(token, stranger.cookie);
    expect(res.status).toBe(403);
    expect((await json(res)).error).toEqual({ code: "invitation_wrong_account", message: M.wrongAccount(email) });
    expect(await one("SELECT 1 AS x FROM agency_agents WHERE agent_id = ?", [stranger.id])).toBeUndefined();
    expect((await one("SELECT status FROM agency_invitations WHERE email = ?", [email])).status).toBe("pendiente");
  });

  it("refuses an expired link (a link signed with its past expiry) with a clear answer", async () => {
    const email = uniqueEmail("vencida");
    await invited(email);
    const row = await one("SELECT id FROM agency_invitations WHERE email = ?", [email]);
    const past = new Date(Date.now() - DAY_MS);
    await run("UPDATE agency_invitations SET expires_at = ? WHERE id = ?", [past.getTime(), row.id]);
    const token = await invitationToken(TEST_AUTH_SECRET, row.id, past);
    expect((await json(await call(`/api/agency-invitations/${encodeURIComponent(token)}`))).data.state).toBe("vencida");
    const res = await register(token);
    expect(res.status).toBe(410);
    expect((await json(res)).error).toEqual({ code: "invitation_expired", message: M.invitationExpired });
    expect(await one("SELECT id FROM users WHERE email = ?", [email])).toBeUndefined();
  });

  it("refuses a tampered link as unknown (404), and a link of an invitation sent again", async () => {
    const email = uniqueEmail("alterada");
    const token = await invited(email);
    const last = token.at(-2) === "A" ? "B" : "A";
    const tampered = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    for (const t of [tampered, `${crypto.randomUUID()}.${token.split(".")[1]}`, "no-es-un-token"]) {
      const res = await call(`/api/agency-invitations/${encodeURIComponent(t)}`);
      expect(res.status).toBe(404);
      expect((await json(res)).error.code).toBe("invitation_not_found");
    }
    expect((await register(tampered)).status).toBe(404);
    // Resending gives a new link; the old one no longer opens anything.
    const id = (await one("SELECT id FROM agency_invitations WHERE email = ?", [email])).id;
    await new Promise((r) => setTimeout(r, 5));
    expect((await call(`/api/agency/invitations/${id}/resend`, { cookie: owner.cookie, body: {} })).status).toBe(200);
    const fresh = (await invitationLink(email)).token;
    expect(fresh).not.toBe(token);
    expect((await call(`/api/agency-invitations/${encodeURIComponent(token)}`)).status).toBe(404);
    expect((await call(`/api/agency-invitations/${encodeURIComponent(fresh)}`)).status).toBe(200);
  });

  it("a revoked invitation no longer works", async () => {
    const email = uniqueEmail("revocada");
    const token = await invited(email);
    const id = (await one("SELECT id FROM agency_invitations WHERE email = ?", [email])).id;
    expect((await call(`/api/agency/invitations/${id}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(204);
    const res = await register(token);
    expect(res.status).toBe(410);
    expect((await json(res)).error.code).toBe("invitation_revoked");
    expect((await team()).invitations.map((i: { id: string }) => i.id)).not.toContain(id);
  });

  it("caps the agency's pending invitations", async () => {
    const other = await newAccount("inmobiliaria");
    const otherAgency = crypto.randomUUID();
    await run("INSERT INTO agencies (id, owner_id, name, slug) VALUES (?, ?, 'Tope', ?)", [otherAgency, other.id, `tope-${otherAgency.slice(0, 8)}`]);
    const now = Date.now();
    for (let i = 0; i < MAX_PENDING_INVITATIONS; i++) {
      await run("INSERT INTO agency_invitations (id, agency_id, email, invited_by, sent_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)", [
        crypto.randomUUID(),
        otherAgency,
        uniqueEmail("tope"),
        other.id,
        now,
        now + DAY_MS,
      ]);
    }
    const res = await invite(uniqueEmail("una-mas"), other.cookie);
    expect(res.status).toBe(409);
    expect((await json(res)).error).toEqual({ code: "too_many_invitations", message: M.tooManyInvitations(MAX_PENDING_INVITATIONS) });
  });

  it("an agent of another agency, or an agency account, cannot join", async () => {
    const agencyAccount = await newAccount("inmobiliaria");
    const res = await accept(await invited(agencyAccount.email), agencyAccount.cookie);
    expect(res.status).toBe(409);
    expect((await json(res)).error.message).toBe(M.agencyAccount);
  });
});

describe("the team and its listings", () => {
  let ana: Account;
  let beto: Account;
  let anaListing: string;

  beforeAll(async () => {
    ana = await newAgent();
    beto = await newAgent();
  });

  it("an agent publishes with the agency's passes: they come off the agency's plan and the spend is logged", async () => {
    expect(await one("SELECT 1 AS x FROM user_subscriptions WHERE user_id = ?", [ana.id])).toBeUndefined();
    const sub = (await json(await call("/api/subscription", { cookie: ana.cookie }))).data;
    expect(sub).toMatchObject({ total_passes: await ownerPasses() });
    const before = await ownerPasses();
    anaListing = await draftWithPhoto(ana, "Departamento de Ana en la agencia");
    expect((await one("SELECT agency_id FROM properties WHERE id = ?", [anaListing])).agency_id).toBe(agencyId);
    const res = await call(`/api/listings/${anaListing}/publish`, { cookie: ana.cookie, body: {} });
    expect(res.status).toBe(200);
    expect((await json(res)).data.passes.passes_remaining).toBe(before - 1);
    expect(await ownerPasses()).toBe(before - 1);
    const { spends, members } = await team();
    expect(spends[0]).toMatchObject({
      agent: { id: ana.id },
      listing: { id: anaListing, title: "Departamento de Ana en la agencia" },
      kind: "publicar",
    });
    expect(members.find((m: { id: string }) => m.id === ana.id)).toMatchObject({ listings: 1, leads: 0, is_owner: false });
    expect(members[0]).toMatchObject({ id: owner.id, is_owner: true });
  });

  it("an agent reads and edits only their own listings; the owner sees and edits every listing of the agency", async () => {
    expect((await call(`/api/listings/${anaListing}`, { cookie: beto.cookie })).status).toBe(404);
    const edit = await call(`/api/listings/${anaListing}`, {
      method: "PUT",
      cookie: beto.cookie,
      body: completeDraft(colonia, { title: "Cambiado por Beto" }),
    });
    expect(edit.status).toBe(404);
    expect((await call(`/api/listings/${anaListing}/pause`, { cookie: beto.cookie, body: {} })).status).toBe(404);
    const betoList = (await json(await call("/api/listings", { cookie: beto.cookie }))).data.items.map((i: { id: string }) => i.id);
    expect(betoList).not.toContain(anaListing);
    expect((await call(`/api/listings/${anaListing}`, { cookie: owner.cookie })).status).toBe(200);
    const ownerList = (await json(await call("/api/listings", { cookie: owner.cookie }))).data.items.map((i: { id: string }) => i.id);
    expect(ownerList).toContain(anaListing);
    const ownerEdit = await call(`/api/listings/${anaListing}`, {
      method: "PUT",
      cookie: owner.cookie,
      body: completeDraft(colonia, { title: "Editado por la dueña" }),
    });
    expect(ownerEdit.status).toBe(200);
    expect((await one("SELECT title FROM properties WHERE id = ?", [anaListing])).title).toBe("Editado por la dueña");
  });

  it("removing an agent keeps their listings (and leads) in the agency with who the owner chose; they lose access and stay agente", async () => {
    const draft = await draftWithPhoto(ana, "Borrador de Ana");
    await run(
      "INSERT INTO property_leads (id, property_id, property_title, recipient_id, agency_id, kind, nombre, telefono) VALUES (?, ?, 't', ?, ?, 'mensaje', 'Comprador', '5512345678')",
      [crypto.randomUUID(), anaListing, ana.id, agencyId],
    );
    // A message Ana received before she joined (no agency on it): hers, as the invitation says.
    const earlier = crypto.randomUUID();
    await run(
      "INSERT INTO property_leads (id, property_id, property_title, recipient_id, agency_id, kind, nombre, telefono) VALUES (?, ?, 't', ?, NULL, 'mensaje', 'Antes', '5512345678')",
      [earlier, anaListing, ana.id],
    );
    const leadIds = async (cookie: string) =>
      (await json(await call("/api/leads", { cookie }))).data.items.map((l: { id: string }) => l.id) as string[];
    expect(await leadIds(owner.cookie)).not.toContain(earlier);
    expect((await team()).members.find((m: { id: string }) => m.id === ana.id).leads).toBe(1);
    // Someone outside the team is refused as a target.
    const outsider = await newAccount("agente");
    const bad = await call(`/api/agency/agents/${ana.id}/remove`, { cookie: owner.cookie, body: { reassign_to: outsider.id } });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.fields.reassign_to).toEqual([M.reassignTarget]);

    const res = await call(`/api/agency/agents/${ana.id}/remove`, { cookie: owner.cookie, body: { reassign_to: beto.id } });
    expect(res.status).toBe(200);
    expect((await json(res)).data.moved).toBe(2);
    for (const id of [anaListing, draft])
      expect(await one("SELECT agent_id, agency_id FROM properties WHERE id = ?", [id])).toEqual({ agent_id: beto.id, agency_id: agencyId });
    expect((await one("SELECT recipient_id FROM property_leads WHERE property_id = ? AND agency_id IS NOT NULL", [anaListing])).recipient_id).toBe(
      beto.id,
    );
    expect((await one("SELECT recipient_id FROM property_leads WHERE id = ?", [earlier])).recipient_id).toBe(ana.id);
    expect(await leadIds(ana.cookie)).toContain(earlier);
    expect((await call(`/api/listings/${anaListing}`, { cookie: ana.cookie })).status).toBe(404);
    expect((await call(`/api/listings/${anaListing}`, { cookie: beto.cookie })).status).toBe(200);
    expect((await one("SELECT role FROM users WHERE id = ?", [ana.id])).role).toBe("agente");
    const { members } = await team();
    expect(members.map((m: { id: string }) => m.id)).not.toContain(ana.id);
    expect(members.find((m: { id: string }) => m.id === beto.id)).toMatchObject({ listings: 2, leads: 1 });
    // No longer the agency's: the plan is hers alone again (none).
    expect((await json(await call("/api/subscription", { cookie: ana.cookie }))).data).toBeNull();
    // Removing again: not in the team.
    expect((await call(`/api/agency/agents/${ana.id}/remove`, { cookie: owner.cookie, body: { reassign_to: beto.id } })).status).toBe(404);

    // One listing to the owner.
    const one_ = await call(`/api/agency/listings/${draft}/agent`, { method: "PUT", cookie: owner.cookie, body: { agent_id: owner.id } });
    expect(one_.status).toBe(200);
    expect((await one("SELECT agent_id FROM properties WHERE id = ?", [draft])).agent_id).toBe(owner.id);
    expect((await call(`/api/listings/${draft}`, { cookie: beto.cookie })).status).toBe(404);
  });

  it("renewing an agency listing also spends the agency's pass and logs it", async () => {
    const before = await ownerPasses();
    const res = await call(`/api/listings/${anaListing}/renew`, { cookie: beto.cookie, body: {} });
    expect(res.status).toBe(200);
    expect(await ownerPasses()).toBe(before - 1);
    expect((await team()).spends[0]).toMatchObject({ agent: { id: beto.id }, listing: { id: anaListing }, kind: "renovar" });
  });

  it("another agency's owner cannot touch this agency's agents, listings or invitations", async () => {
    const other = await newAccount("inmobiliaria");
    const otherAgency = crypto.randomUUID();
    await run("INSERT INTO agencies (id, owner_id, name, slug) VALUES (?, ?, 'Ajena', ?)", [
      otherAgency,
      other.id,
      `ajena-${otherAgency.slice(0, 8)}`,
    ]);
    expect((await call(`/api/agency/agents/${beto.id}/remove`, { cookie: other.cookie, body: { reassign_to: other.id } })).status).toBe(404);
    expect(
      (await call(`/api/agency/listings/${anaListing}/agent`, { method: "PUT", cookie: other.cookie, body: { agent_id: other.id } })).status,
    ).toBe(404);
    expect((await call(`/api/listings/${anaListing}`, { cookie: other.cookie })).status).toBe(404);
    const inv = (await one("SELECT id FROM agency_invitations WHERE agency_id = ? AND status = 'pendiente' LIMIT 1", [agencyId])).id;
    expect((await call(`/api/agency/invitations/${inv}`, { method: "DELETE", cookie: other.cookie })).status).toBe(404);
    expect((await call("/api/agency/team", { cookie: beto.cookie })).status).toBe(403);
  });
});
