import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { AgentPage, MyProfile } from "../../domain/profile/my-profile";
import { PROFILE_MESSAGES } from "../../domain/profile/my-profile";
import { PHONE_MESSAGES } from "../../domain/phones/phone-messages";
import { jpegBytes, pngBytes } from "../fixtures/listing-photo-bytes";
import { type Account, call, freshIp, newAccount, ORIGIN, rows, uniquePhone } from "./helpers";
import { aColonia, insertAgencyListing } from "./listing-fixtures";

type Envelope<T> = { data: T; error?: { code: string; message: string; fields?: Record<string, string[]> } };
const json = async <T>(res: Response) => (await res.json()) as Envelope<T>;

const verifyPhone = (userId: string, phone: string) =>
  rows("INSERT INTO verified_phones (user_id, phone, verified_at) VALUES (?, ?, ?)", [userId, phone, Date.now()]);

async function putProfile(account: Account, body: unknown) {
  return call("/api/my-profile", { method: "PUT", body, cookie: account.cookie });
}

function avatarUpload(account: Account, bytes: Uint8Array, type = "image/png") {
  const form = new FormData();
  form.set("avatar", new File([bytes as Uint8Array<ArrayBuffer>], "foto.png", { type }));
  return exports.default.fetch(`${ORIGIN}/api/my-profile/avatar`, {
    method: "POST",
    headers: { origin: ORIGIN, "cf-connecting-ip": freshIp(), cookie: account.cookie },
    body: form,
  });
}

describe("Mi perfil", () => {
  it("reads and saves an agent's name, verified numbers, bio and colonias, and makes their page's slug", async () => {
    const agent = await newAccount("agente", { name: "Renata Ibarra", phone: false });
    const before = await json<MyProfile>(await call("/api/my-profile", { cookie: agent.cookie }));
    expect(before.data).toMatchObject({ name: "Renata Ibarra", email: agent.email, role: "agente", phone: null, license: { status: "ninguna" } });
    expect(before.data.slug).toMatch(/^renata-ibarra(-\d+)?$/);

    const phone = uniquePhone();
    await verifyPhone(agent.id, phone);
    const colonia = await aColonia();
    const saved = await putProfile(agent, { name: "Renata Ibarra Soto", phone, whatsapp: phone, bio: "Rento en la Roma.", zone_ids: [colonia.id] });
    expect(saved.status).toBe(200);
    const { data } = await json<MyProfile>(saved);
    expect(data).toMatchObject({ name: "Renata Ibarra Soto", phone, whatsapp: phone, bio: "Rento en la Roma.", verified_phones: [phone] });
    expect(data.zones.map((z) => z.id)).toEqual([colonia.id]);
    // The slug stays what it was: links already shared keep working.
    expect(data.slug).toBe(before.data.slug);
    expect((await rows<{ name: string }>("SELECT name FROM users WHERE id = ?", [agent.id]))[0].name).toBe("Renata Ibarra Soto");
  });

  it("shows only numbers the account verified by SMS", async () => {
    const agent = await newAccount("agente", { phone: false });
    const res = await putProfile(agent, { name: "Persona Prueba", phone: uniquePhone() });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.error?.message).toBe(PHONE_MESSAGES.contactNotVerified);
    expect(body.error?.fields?.phone).toEqual([PHONE_MESSAGES.contactNotVerified]);
    // Someone else's verified number is not this account's either.
    const other = await newAccount("agente");
    const theirs = uniquePhone();
    await verifyPhone(other.id, theirs);
    expect((await putProfile(agent, { name: "Persona Prueba", whatsapp: theirs })).status).toBe(400);
    expect(
      await rows("SELECT phone, whatsapp FROM agent_profiles WHERE user_id = ? AND (phone IS NOT NULL OR whatsapp IS NOT NULL)", [agent.id]),
    ).toEqual([]);
  });

  it("lets a buyer change only their name; the advertiser's parts are refused", async () => {
    const buyer = await newAccount("no_agente");
    expect((await putProfile(buyer, { name: "Lucía Compradora" })).status).toBe(200);
    const refused = await putProfile(buyer, { name: "Lucía Compradora", bio: "Hola" });
    expect(refused.status).toBe(403);
    expect((await json(refused)).error?.message).toBe(PROFILE_MESSAGES.advertisersOnly);
    const profile = await json<MyProfile>(await call("/api/my-profile", { cookie: buyer.cookie }));
    expect(profile.data).toMatchObject({ name: "Lucía Compradora", slug: null, bio: null });
  });

  it("refuses a colonia outside Mexico City", async () => {
    const agent = await newAccount("agente");
    const [outside] = await rows<{ id: string }>("SELECT id FROM locations WHERE tipo = 'estado' LIMIT 1");
    const res = await putProfile(agent, { name: "Persona Prueba", zone_ids: [outside.id] });
    expect(res.status).toBe(400);
    expect((await json(res)).error?.message).toBe(PROFILE_MESSAGES.zone);
  });

  it("sends a cédula to the operator's queue as pending, once at a time", async () => {
    const agent = await newAccount("agente");
    const version = async () => (await rows<{ version: number }>("SELECT version FROM data_versions WHERE name = 'listings'"))[0].version;
    const before = await version();
    const res = await call("/api/my-profile/license", { body: { kind: "cedula", number: "1234567" }, cookie: agent.cookie });
    // The agent's cards lose a verified badge until the operator reviews: cached answers go.
    expect(await version()).toBeGreaterThan(before);
    expect(res.status).toBe(201);
    expect((await json<MyProfile>(res)).data.license).toEqual({ status: "pendiente", kind: "cedula", number: "1234567" });
    expect(await rows("SELECT kind, status, license_kind, license_number FROM verification_requests WHERE user_id = ?", [agent.id])).toEqual([
      { kind: "agente", status: "pendiente", license_kind: "cedula", license_number: "1234567" },
    ]);
    const again = await call("/api/my-profile/license", { body: { kind: "ampi", number: "CDMX-01" }, cookie: agent.cookie });
    expect(again.status).toBe(409);
    expect((await json(again)).error?.message).toBe(PROFILE_MESSAGES.licensePending);
    const bad = await call("/api/my-profile/license", { body: { kind: "cedula", number: "12" }, cookie: agent.cookie });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error?.message).toBe(PROFILE_MESSAGES.licenseNumber.cedula);
    // An agency's owner and a buyer have no cédula to send.
    const owner = await newAccount("inmobiliaria");
    expect((await call("/api/my-profile/license", { body: { kind: "cedula", number: "1234567" }, cookie: owner.cookie })).status).toBe(403);
  });

  it("shows the profile as verified only once an operator approved it", async () => {
    const agent = await newAccount("agente", { name: "Tomás Verificado" });
    await call("/api/my-profile/license", { body: { kind: "ampi", number: "AMPI-778" }, cookie: agent.cookie });
    const { data } = await json<MyProfile>(await call("/api/my-profile", { cookie: agent.cookie }));
    const page = async () => json<AgentPage>(await call(`/api/agents/${data.slug}`));
    expect((await page()).data.license).toBeNull();
    await rows("UPDATE verification_requests SET status = 'aprobada', decided_at = ? WHERE user_id = ?", [Date.now(), agent.id]);
    await rows("UPDATE agent_profiles SET verified_at = ? WHERE user_id = ?", [Date.now(), agent.id]);
    expect((await json<MyProfile>(await call("/api/my-profile", { cookie: agent.cookie }))).data.license.status).toBe("verificado");
    expect((await page()).data.license?.kind).toBe("ampi");
  });

  it("stores a photo checked by its bytes, and refuses what is not an image", async () => {
    const agent = await newAccount("agente");
    const res = await avatarUpload(agent, await pngBytes(300, 300));
    expect(res.status).toBe(201);
    const { data } = await json<{ avatar: string }>(res);
    expect(data.avatar).toMatch(/^\/media\/users\/.+\.(png|webp|jpg)$/);
    expect((await rows<{ image: string }>("SELECT image FROM users WHERE id = ?", [agent.id]))[0].image).toBe(data.avatar);
    expect((await call(data.avatar)).status).toBe(200);
    const fake = await avatarUpload(agent, new TextEncoder().encode("<svg onload=alert(1)>"), "image/png");
    expect(fake.status).toBeGreaterThanOrEqual(400);
    expect((await rows<{ image: string }>("SELECT image FROM users WHERE id = ?", [agent.id]))[0].image).toBe(data.avatar);
    expect((await avatarUpload(agent, jpegBytes(400, 400))).status).toBe(201);
  });

  it("refuses a photo over the limit before reading it", async () => {
    const agent = await newAccount("agente");
    const res = await exports.default.fetch(`${ORIGIN}/api/my-profile/avatar`, {
      method: "POST",
      headers: {
        origin: ORIGIN,
        "cf-connecting-ip": freshIp(),
        cookie: agent.cookie,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(50 * 1024 * 1024),
      },
      body: "--x--",
    });
    expect(res.status).toBe(413);
    expect((await json(res)).error?.message).toBe(PROFILE_MESSAGES.avatarTooBig);
  });

  it("changes someone's profile only for that someone: there is no id to aim at", async () => {
    const owner = await newAccount("agente", { name: "Dueña Del Perfil" });
    const other = await newAccount("agente", { name: "Otra Persona" });
    expect((await putProfile(other, { name: "Nombre Cambiado", user_id: owner.id, id: owner.id })).status).toBe(200);
    expect((await rows<{ name: string }>("SELECT name FROM users WHERE id = ?", [owner.id]))[0].name).toBe("Dueña Del Perfil");
    expect((await call("/api/my-profile", { method: "PUT", body: { name: "Anónimo" } })).status).toBe(401);
  });
});

describe("/agente/{slug}", () => {
  it("renders an independent agent's page with their bio, zones, member since and published listings", async () => {
    const agent = await newAccount("agente", { name: "Julieta Página" });
    const colonia = await aColonia();
    const { data } = await json<MyProfile>(
      await putProfile(agent, { name: "Julieta Página", bio: "Especialista en departamentos familiares.", zone_ids: [colonia.id] }),
    );
    const listing = await insertAgencyListing(colonia, { agentId: agent.id, agencyId: null, title: "Depto luminoso de Julieta" });
    await insertAgencyListing(colonia, { agentId: agent.id, agencyId: null, title: "Depto pausado de Julieta", status: "pausada" });

    const api = await json<AgentPage>(await call(`/api/agents/${data.slug}`));
    expect(api.data).toMatchObject({ name: "Julieta Página", bio: "Especialista en departamentos familiares.", listing_count: 1, license: null });
    expect(api.data.listings.map((l) => l.id)).toEqual([listing]);

    const page = await call(`/agente/${data.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Julieta Página");
    expect(html).toContain("Especialista en departamentos familiares.");
    expect(html).toContain(colonia.name);
    expect(html).toContain("En Hogaria desde el");
    expect(html).toContain("Depto luminoso de Julieta");
    expect(html).not.toContain("Depto pausado de Julieta");
    expect(html).toContain("<title>Julieta Página: agente inmobiliario en la Ciudad de México · Hogaria</title>");

    // The listing's page links its advertiser's page.
    const detail = (await (await call(`/api/properties/${listing}`)).json()) as { data: { agent: { page_slug: string | null } } };
    expect(detail.data.agent.page_slug).toBe(data.slug);
  });

  it("answers an unknown slug with a 404 page that says so", async () => {
    const page = await call("/agente/nadie-con-este-nombre");
    expect(page.status).toBe(404);
    expect(await page.text()).toContain(PROFILE_MESSAGES.agentNotFound);
    const malformed = await call("/api/agents/NO%20VALIDO");
    expect(malformed.status).toBe(400);
    expect((await json(malformed)).error?.message).toBe(PROFILE_MESSAGES.agentNotFound);
  });
});

describe("Borrar la cuenta", () => {
  it("refuses without the right password and changes nothing", async () => {
    const agent = await newAccount("agente");
    const res = await call("/api/my-profile", { method: "DELETE", body: { password: "NoEsLaMia2026" }, cookie: agent.cookie });
    expect(res.status).toBe(400);
    expect((await json(res)).error?.message).toBe(PROFILE_MESSAGES.deleteWrongPassword);
    expect(await rows("SELECT id FROM users WHERE id = ?", [agent.id])).toHaveLength(1);
  });

  it("does what it says: own listings and received leads go, agency listings and their leads stay with the agency, boards go", async () => {
    const agent = await newAccount("agente");
    const colonia = await aColonia();
    const own = await insertAgencyListing(colonia, { agentId: agent.id, agencyId: null, title: "Depto propio a borrar" });
    const [agency] = await rows<{ id: string; owner_id: string }>("SELECT id, owner_id FROM agencies ORDER BY created_at LIMIT 1");
    const agencys = await insertAgencyListing(colonia, { agentId: agent.id, agencyId: agency.id, title: "Depto de la inmobiliaria" });
    const lead = (table: string, property: string, agencyId: string | null) =>
      rows(
        `INSERT INTO ${table} (id, property_id, property_title, recipient_id, agency_id, kind, nombre, telefono) VALUES (?, ?, 'T', ?, ?, 'mensaje', 'Comprador', '5512345678')`,
        [crypto.randomUUID(), property, agent.id, agencyId],
      );
    await lead("property_leads", own, null);
    await lead("property_leads", agencys, agency.id);
    const board = await call("/api/favorites/lists", { body: { name: "Cliente Ana" }, cookie: agent.cookie });
    expect(board.status).toBeLessThan(300);

    const res = await call("/api/my-profile", { method: "DELETE", body: { password: "Segura2026" }, cookie: agent.cookie });
    expect(res.status).toBe(204);
    expect(
      res.headers.getSetCookie().some((c) => c.startsWith("hogaria.session_token=;") || /hogaria\.session_token=[^;]*;.*Max-Age=0/i.test(c)),
    ).toBe(true);

    expect(await rows("SELECT id FROM users WHERE id = ?", [agent.id])).toEqual([]);
    expect(await rows("SELECT id FROM properties WHERE id = ?", [own])).toEqual([]);
    expect(await rows("SELECT agent_id, agency_id, status FROM properties WHERE id = ?", [agencys])).toEqual([
      { agent_id: agency.owner_id, agency_id: agency.id, status: "publicada" },
    ]);
    expect(await rows("SELECT recipient_id FROM property_leads WHERE property_id = ?", [agencys])).toEqual([{ recipient_id: agency.owner_id }]);
    expect(await rows("SELECT id FROM property_leads WHERE property_title = 'T' AND recipient_id = ?", [agent.id])).toEqual([]);
    expect(await rows("SELECT id FROM favorite_lists WHERE user_id = ?", [agent.id])).toEqual([]);
    // The session is gone with the account.
    expect((await call("/api/me", { cookie: agent.cookie })).status).toBe(401);
    await rows("DELETE FROM properties WHERE id = ?", [agencys]);
  });
});

describe("Cambiar el correo", () => {
  it("sends the link to the new address and changes the account only when it is opened", async () => {
    const person = await newAccount("no_agente", { name: "Ramona Gómez" });
    const newEmail = `nuevo.${crypto.randomUUID().slice(0, 8)}@example.mx`;
    const res = await call("/api/auth/change-email", { body: { newEmail }, cookie: person.cookie });
    expect(res.status).toBe(200);
    expect((await rows<{ email: string }>("SELECT email FROM users WHERE id = ?", [person.id]))[0].email).toBe(person.email);
    const [mail] = await rows<{ text: string; html: string; subject: string }>(`SELECT text, html, subject FROM email_outbox WHERE "to" = ?`, [
      newEmail,
    ]);
    expect(mail.subject).toBe("Confirma tu nuevo correo de Hogaria");
    // Nobody has confirmed the new address yet: the name typed on the account stays out.
    expect(mail.text).toContain("Hola, pediste usar este correo");
    for (const body of [mail.text, mail.html]) expect(body).not.toMatch(/Ramona|Gómez/);
    const link = new URL(mail.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)![0]);
    const opened = await call(link.pathname + link.search, { cookie: person.cookie, redirect: "manual" });
    expect(opened.status).toBeLessThan(400);
    expect(opened.headers.get("location")).toContain("/perfil?correo=cambiado");
    expect((await rows<{ email: string }>("SELECT email FROM users WHERE id = ?", [person.id]))[0].email).toBe(newEmail);
  });

  it("refuses a malformed address and the same one, in Spanish", async () => {
    const person = await newAccount("no_agente");
    const bad = await call("/api/auth/change-email", { body: { newEmail: "no-es-correo" }, cookie: person.cookie });
    expect(bad.status).toBe(400);
    const same = await call("/api/auth/change-email", { body: { newEmail: person.email }, cookie: person.cookie });
    expect((await json(same)).error?.message).toBe(PROFILE_MESSAGES.emailSame);
    expect((await call("/api/auth/change-email", { body: { newEmail: "x@example.mx" } })).status).toBe(401);
  });
});
