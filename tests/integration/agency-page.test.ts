import type { InValue } from "@libsql/client/web";
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { pngBytes } from "../fixtures/listing-photo-bytes";
import { mexicoCityDay, REPORT_LISTINGS_MAX } from "../../domain/agencies/agency-report";
import { type Account, call, freshIp, newAccount, ORIGIN, rows } from "./helpers";
import { aColonia, insertAgencyListing, type Colonia } from "./listing-fixtures";

// An agency's public page (GET /api/agencies/:slug, the agents' numbers on click), its
// owner's profile (PUT /api/my-agency) and the 30-day report, with events made through the
// API where there is one (views) and rows dated on purpose where the window matters.

const DAY_MS = 86_400_000;
const run = async (sql: string, args: InValue[] = []) => void (await rows(sql, args));
const json = async (res: Response) => (await res.json()) as any;
const newId = () => crypto.randomUUID();

let owner: Account, agentA: Account, agentB: Account, otherOwner: Account, buyer: Account;
let colonia: Colonia;
let slug: string;
let agencyId: string;
const listing: Record<"l1" | "l2" | "l3" | "paused", string> = { l1: "", l2: "", l3: "", paused: "" };

const insertListing = (agentId: string, title: string, status: "publicada" | "pausada", operation = "venta") =>
  insertAgencyListing(colonia, { agentId, agencyId, title, status, operation });

async function favourite(propertyId: string, createdAt: number) {
  const listId = newId();
  await run("INSERT INTO favorite_lists (id, name, user_id, created_at) VALUES (?, 'Guardadas', ?, ?)", [listId, buyer.id, createdAt]);
  await run("INSERT INTO favorite_properties (id, list_id, property_id, created_at) VALUES (?, ?, ?, ?)", [newId(), listId, propertyId, createdAt]);
}

async function lead(propertyId: string, recipientId: string, createdAt: number) {
  await run(
    `INSERT INTO property_leads (id, property_id, property_title, recipient_id, agency_id, kind, nombre, telefono, created_at)
     VALUES (?, ?, 'Propiedad', ?, ?, 'mensaje', 'Comprador', '5512345678', ?)`,
    [newId(), propertyId, recipientId, agencyId, createdAt],
  );
}

const view = (id: string) => call(`/api/properties/${id}/events`, { body: { kind: "view" } });

beforeAll(async () => {
  [owner, agentA, agentB, otherOwner, buyer] = await Promise.all([
    // Their listings are written straight to the database, and their numbers below.
    newAccount("inmobiliaria", { name: "Dueño Reportes", phone: false }),
    newAccount("agente", { name: "Ana Asesora", phone: false }),
    newAccount("agente", { name: "Beto Asesor", phone: false }),
    newAccount("inmobiliaria", { phone: false }),
    newAccount("no_agente"),
  ]);
  colonia = await aColonia();
  agencyId = newId();
  slug = `reportes-${agencyId.slice(0, 8)}`;
  await run(
    "INSERT INTO agencies (id, owner_id, name, slug, phone, description) VALUES (?, ?, 'Casa Reportes', ?, '5511112222', 'Vendemos en la Roma.')",
    [agencyId, owner.id, slug],
  );
  await run("INSERT INTO agency_agents (agency_id, agent_id) VALUES (?, ?), (?, ?)", [agencyId, agentA.id, agencyId, agentB.id]);
  // Ana proved her phone by SMS, not her WhatsApp number.
  await run("INSERT INTO agent_profiles (user_id, phone, whatsapp) VALUES (?, '5533334444', '5533335555')", [agentA.id]);
  await run("INSERT INTO verified_phones (user_id, phone, verified_at) VALUES (?, '5533334444', ?)", [agentA.id, Date.now()]);
  await run("INSERT INTO agencies (id, owner_id, name, slug) VALUES (?, ?, 'Otra Agencia', ?)", [
    newId(),
    otherOwner.id,
    `otra-${agencyId.slice(0, 8)}`,
  ]);

  listing.l1 = await insertListing(agentA.id, "Departamento con terraza", "publicada");
  listing.l2 = await insertListing(agentA.id, "Loft en renta", "publicada", "renta");
  listing.l3 = await insertListing(agentB.id, "Casa con jardín", "publicada");
  listing.paused = await insertListing(agentB.id, "Departamento pausado", "pausada");

  // Views through the API: 3 on l1, 1 on l2; one on the paused listing is refused (404).
  for (const id of [listing.l1, listing.l1, listing.l1, listing.l2]) expect((await view(id)).status).toBe(204);
  expect((await view(listing.paused)).status).toBe(404);
  // Forty days ago: outside the window.
  await run("INSERT INTO listing_daily_stats (property_id, day, views) VALUES (?, ?, 100)", [listing.l1, mexicoCityDay(Date.now() - 40 * DAY_MS)]);

  // Saves: two recent on l1 and one on l3; an old one on l1.
  await favourite(listing.l1, Date.now() - DAY_MS);
  await favourite(listing.l1, Date.now());
  await favourite(listing.l3, Date.now() - 5 * DAY_MS);
  await favourite(listing.l1, Date.now() - 45 * DAY_MS);
  // Leads: one recent on l2, one on l3; an old one on l3.
  await lead(listing.l2, agentA.id, Date.now() - 2 * DAY_MS);
  await lead(listing.l3, agentB.id, Date.now());
  await lead(listing.l3, agentB.id, Date.now() - 31 * DAY_MS);
});

describe("the agency's report", () => {
  it("counts views, saves and leads of the last 30 days per listing, per agent and per day", async () => {
    const res = await call(`/api/agencies/${slug}/report`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const report = (await json(res)).data;
    expect(report.totals).toEqual({ views: 4, saves: 3, leads: 2 });
    expect(report.daily).toHaveLength(30);
    expect(report.to).toBe(mexicoCityDay(Date.now()));
    expect(report.daily.at(-1)).toMatchObject({ day: report.to, views: 4 });

    const byId = Object.fromEntries(report.listings.map((l: any) => [l.id, l]));
    expect(byId[listing.l1]).toMatchObject({ title: "Departamento con terraza", agent_name: "Ana Asesora", views: 3, saves: 2, leads: 0 });
    expect(byId[listing.l2]).toMatchObject({ views: 1, saves: 0, leads: 1 });
    expect(byId[listing.l3]).toMatchObject({ views: 0, saves: 1, leads: 1 });
    expect(byId[listing.paused]).toMatchObject({ status: "pausada", views: 0 });
    expect(report.listings[0].id).toBe(listing.l1);

    const byAgent = Object.fromEntries(report.agents.map((a: any) => [a.name, a]));
    expect(byAgent["Ana Asesora"]).toMatchObject({ listing_count: 2, views: 4, saves: 2, leads: 1 });
    expect(byAgent["Beto Asesor"]).toMatchObject({ listing_count: 2, views: 0, saves: 1, leads: 1 });

    expect(report.by_status).toEqual(
      expect.arrayContaining([
        { status: "publicada", count: 3 },
        { status: "pausada", count: 1 },
      ]),
    );
  });

  it("lists the most viewed listings up to its cap, says how many there are, and counts every one per agent", async () => {
    const [bigOwner, agentC] = await Promise.all([
      newAccount("inmobiliaria", { name: "Dueña Grande" }),
      newAccount("agente", { name: "Carla Asesora" }),
    ]);
    const bigId = newId();
    const bigSlug = `grande-${bigId.slice(0, 8)}`;
    await run("INSERT INTO agencies (id, owner_id, name, slug) VALUES (?, ?, 'Casa Grande', ?)", [bigId, bigOwner.id, bigSlug]);
    await run("INSERT INTO agency_agents (agency_id, agent_id) VALUES (?, ?)", [bigId, agentC.id]);
    const seen = await insertAgencyListing(colonia, { agentId: bigOwner.id, agencyId: bigId, title: "La más vista" });
    expect((await view(seen)).status).toBe(204);
    // Carla's listings, paused (out of every search this run shares): more than the report lists.
    const template = await insertAgencyListing(colonia, { agentId: agentC.id, agencyId: bigId, title: "Departamento de Carla", status: "pausada" });
    const copies = Array.from({ length: REPORT_LISTINGS_MAX + 4 }, (_, i) => `gr${bigId.slice(0, 6)}${String(i).padStart(4, "0")}`);
    const columns = (await rows<{ name: string }>("SELECT name FROM pragma_table_info('properties')")).map((c) => `"${c.name}"`);
    await run(
      `INSERT INTO properties (${columns.join(", ")})
       SELECT ${columns.map((c) => (c === '"id"' ? "j.value" : `src.${c}`)).join(", ")} FROM json_each(?) j, properties src WHERE src.id = ?`,
      [JSON.stringify(copies), template],
    );
    const carla = REPORT_LISTINGS_MAX + 5;

    const report = (await json(await call(`/api/agencies/${bigSlug}/report`, { cookie: bigOwner.cookie }))).data;
    expect(report.listings).toHaveLength(REPORT_LISTINGS_MAX);
    expect(report.listings[0]).toMatchObject({ id: seen, views: 1 });
    expect(report.listing_total).toBe(carla + 1);
    expect(report.by_status).toEqual(
      expect.arrayContaining([
        { status: "pausada", count: carla },
        { status: "publicada", count: 1 },
      ]),
    );
    expect(report.agents).toEqual([
      { id: bigOwner.id, name: "Dueña Grande", listing_count: 1, views: 1, saves: 0, leads: 0 },
      { id: agentC.id, name: "Carla Asesora", listing_count: carla, views: 0, saves: 0, leads: 0 },
    ]);
  });

  it("is the owner's alone: its agents, another agency and a buyer get 404, nobody signed in 401", async () => {
    for (const who of [agentA, otherOwner, buyer]) {
      const res = await call(`/api/agencies/${slug}/report`, { cookie: who.cookie });
      expect(res.status).toBe(404);
      expect((await json(res)).error.message).toBe("No encontramos esta inmobiliaria.");
    }
    expect((await call(`/api/agencies/${slug}/report`)).status).toBe(401);
    expect((await call(`/api/agencies/no-existe-${agencyId.slice(0, 4)}/report`, { cookie: owner.cookie })).status).toBe(404);
  });

  it("a view is written to the listing's counter and to its day in one step", async () => {
    const [before] = await rows<{ view_count: number; views: number }>(
      "SELECT p.view_count, d.views FROM properties p JOIN listing_daily_stats d ON d.property_id = p.id AND d.day = ? WHERE p.id = ?",
      [mexicoCityDay(Date.now()), listing.l2],
    );
    expect((await view(listing.l2)).status).toBe(204);
    const [after] = await rows<{ view_count: number; views: number }>(
      "SELECT p.view_count, d.views FROM properties p JOIN listing_daily_stats d ON d.property_id = p.id AND d.day = ? WHERE p.id = ?",
      [mexicoCityDay(Date.now()), listing.l2],
    );
    expect([Number(after.view_count), Number(after.views)]).toEqual([Number(before.view_count) + 1, Number(before.views) + 1]);
  });
});

describe("the agency's public page", () => {
  it("answers the agency, its agents without their numbers, and its listings per operation", async () => {
    const res = await call(`/api/agencies/${slug}`);
    expect(res.status).toBe(200);
    const text = await res.clone().text();
    expect(text).not.toContain("5533334444");
    const page = (await json(res)).data;
    expect(page).toMatchObject({
      name: "Casa Reportes",
      slug,
      description: "Vendemos en la Roma.",
      listing_counts: { venta: 2, renta: 1, remate: 0 },
    });
    // Not verified by an operator, its number not proved by SMS: the page says so.
    expect(page.trust).toEqual({
      kind: "inmobiliaria",
      verified_at: null,
      phone_verified: false,
      member_since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(page.agents.map((a: any) => [a.name, a.listing_count, a.has_phone, a.has_whatsapp])).toEqual([
      // Ana's WhatsApp number was never verified: it is not offered.
      ["Ana Asesora", 2, true, false],
      // Beto gave no number: the agency's is not listed as his.
      ["Beto Asesor", 1, false, false],
    ]);
    // No zones chosen yet: the alcaldías where its listings are.
    expect(page.zones).toEqual([{ id: colonia.municipioId, name: expect.any(String), kind: "alcaldia" }]);
  });

  it("reveals on click only the verified numbers an agent gave, never the agency's in their name", async () => {
    const a = await call(`/api/agencies/${slug}/agents/${agentA.id}/contact`, { body: {} });
    expect((await json(a)).data).toEqual({ name: "Ana Asesora", phone: "5533334444", whatsapp: null });
    const b = await call(`/api/agencies/${slug}/agents/${agentB.id}/contact`, { body: {} });
    expect((await json(b)).data).toEqual({ name: "Beto Asesor", phone: null, whatsapp: null });
    // Someone who is not this agency's agent.
    expect((await call(`/api/agencies/${slug}/agents/${buyer.id}/contact`, { body: {} })).status).toBe(404);
  });

  it("an unknown slug is a 404 in Spanish", async () => {
    const res = await call("/api/agencies/no-existe-esta-inmobiliaria");
    expect(res.status).toBe(404);
    expect((await json(res)).error).toMatchObject({ code: "not_found", message: "No encontramos esta inmobiliaria." });
    // A slug that could never exist is refused before any query, in the same words.
    const malformed = await call("/api/agencies/Mal%20Slug");
    expect(malformed.status).toBe(400);
    expect((await json(malformed)).error.message).toBe("No encontramos esta inmobiliaria.");
  });

  it("shows the zones and description its owner saves, as written", async () => {
    const put = await call("/api/my-agency", {
      method: "PUT",
      cookie: owner.cookie,
      body: { description: "<b>Expertos</b> en la Roma 24/7", zone_ids: [colonia.id, colonia.municipioId] },
    });
    expect(put.status).toBe(200);
    const page = (await json(await call(`/api/agencies/${slug}`))).data;
    expect(page.description).toBe("<b>Expertos</b> en la Roma 24/7");
    expect(page.zones.map((z: any) => [z.id, z.kind])).toEqual([
      [colonia.municipioId, "alcaldia"],
      [colonia.id, "colonia"],
    ]);
    // An estado is not a zone; another owner cannot touch this agency (they edit their own).
    const bad = await call("/api/my-agency", { method: "PUT", cookie: owner.cookie, body: { description: "", zone_ids: [colonia.estadoId] } });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.fields.zone_ids).toBeDefined();
  });
});

describe("the agency's logo", () => {
  const uploadLogo = async (bytes: Uint8Array) => {
    const form = new FormData();
    form.set("logo", new File([bytes as Uint8Array<ArrayBuffer>], "logo.png", { type: "image/png" }));
    const res = await exports.default.fetch(`${ORIGIN}/api/my-agency/logo`, {
      method: "POST",
      headers: { origin: ORIGIN, cookie: owner.cookie, "cf-connecting-ip": freshIp() },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { data: { logo_url: string } }).data.logo_url;
  };
  const stored = async (url: string) => (await env.PHOTOS.head(url.replace(/^\/media\//, ""))) !== null;

  it("a new logo replaces the old one on the page, and the old file leaves storage; the same logo again stays", async () => {
    const first = await uploadLogo(await pngBytes(200, 200, [], [200, 30, 30]));
    expect(await stored(first)).toBe(true);
    expect((await json(await call(`/api/agencies/${slug}`))).data.logo_url).toBe(first);

    const second = await uploadLogo(await pngBytes(200, 200, [], [30, 30, 200]));
    expect(second).not.toBe(first);
    expect((await json(await call(`/api/agencies/${slug}`))).data.logo_url).toBe(second);
    expect(await stored(second)).toBe(true);
    expect(await stored(first)).toBe(false);

    // Uploading the same picture again is the same file: it is kept.
    expect(await uploadLogo(await pngBytes(200, 200, [], [30, 30, 200]))).toBe(second);
    expect(await stored(second)).toBe(true);
  });
});
