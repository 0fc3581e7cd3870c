import { beforeAll, describe, expect, it } from "vitest";
import type { ListingDraft } from "../../domain/listings/listing-schema";
import type { PropertyCard, PropertyDetail, SharedProperty } from "../../domain/properties/property";
import { SAFETY_ADVICE } from "../../domain/trust/safety-advice";
import { SHEET_CONTACT_REFUSED } from "../../domain/trust/share-reference";
import { call, newAccount, ORIGIN, rows, uniquePhone, type Account } from "./helpers";
import { aColonia, completeDraft, insertAgencyListing, type Colonia } from "./listing-fixtures";

// What a person deciding on a listing is told about its advertiser (badges on cards and on
// the listing's page), the order of equal results (verified advertisers first), the sheet an
// agent shares (nothing on it leads to the listing's agent), and e-mails that carry text a
// person wrote (only to confirmed addresses, never in the subject).

const DAY_MS = 86_400_000;
const json = async (res: Response) => (await res.json()) as any;
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(new Date());

let colonia: Colonia;
beforeAll(async () => {
  colonia = await aColonia();
}, 60_000);

// A published rental of this agent (no agency) at this price, written straight to the database; its id.
async function insertRental(id: string, agentId: string, price: number, createdAt = Date.now()): Promise<string> {
  await rows(
    `INSERT INTO properties (id, title, price, address, neighborhood, location_id, municipio_id, estado_id, lat, lng, operation_type, property_type,
                             status, agent_id, published_at, expires_at, created_at)
     VALUES (?, ?, ?, 'Durango 12', ?, ?, ?, ?, ?, ?, 'renta', 'departamento', 'publicada', ?, ?, ?, ?)`,
    [
      id,
      `Depa de prueba en renta ${price}`,
      price,
      colonia.name,
      colonia.id,
      colonia.municipioId,
      colonia.estadoId,
      colonia.lat,
      colonia.lng,
      agentId,
      Date.now(),
      Date.now() + 30 * DAY_MS,
      createdAt,
    ],
  );
  return id;
}

// The agent's public phone, proved by SMS (verified) or not.
async function givePhone(agentId: string, phone: string, { verified }: { verified: boolean }) {
  await rows(`INSERT INTO agent_profiles (user_id, phone) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET phone = excluded.phone`, [
    agentId,
    phone,
  ]);
  if (verified) await rows("INSERT INTO verified_phones (user_id, phone, verified_at) VALUES (?, ?, ?)", [agentId, phone, Date.now()]);
}

const uniquePrice = () => 40_000 + Math.floor(Math.random() * 900_000);

describe("badges and ranking", () => {
  let verified: Account;
  let unverified: Account;
  let idVerified: string;
  let idUnverified: string;
  let price: number;

  beforeAll(async () => {
    verified = await newAccount("agente", { name: "Agente Verificada" });
    unverified = await newAccount("agente", { name: "Agente Sin Verificar" });
    await givePhone(verified.id, uniquePhone(), { verified: true });
    await givePhone(unverified.id, uniquePhone(), { verified: false });
    await rows("UPDATE agent_profiles SET verified_at = ? WHERE user_id = ?", [Date.now() - 3 * DAY_MS, verified.id]);
    price = uniquePrice();
    const created = Date.now() - DAY_MS;
    const suffix = crypto.randomUUID().slice(0, 8);
    // Ids chosen so that the id alone would put the unverified one first.
    idUnverified = await insertRental(`ts0${suffix}`, unverified.id, price, created);
    idVerified = await insertRental(`ts9${suffix}`, verified.id, price, created);
  });

  const search = async (orden: string): Promise<PropertyCard[]> => {
    const res = await call(
      `/api/properties?${new URLSearchParams({ operation: "renta", precio_min: String(price), precio_max: String(price), orden })}`,
    );
    expect(res.status).toBe(200);
    return (await json(res)).data.items;
  };

  it("cards carry each advertiser's badges: verified agent, verified phone, member since", async () => {
    const items = await search("precio-asc");
    const byId = new Map(items.map((c) => [c.id, c]));
    expect(byId.get(idVerified)?.trust).toEqual({
      kind: "agente",
      verified_at: new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(new Date(Date.now() - 3 * DAY_MS)),
      phone_verified: true,
      member_since: today(),
    });
    // A number the agent typed but never proved is not "Teléfono verificado".
    expect(byId.get(idUnverified)?.trust).toEqual({ kind: "agente", verified_at: null, phone_verified: false, member_since: today() });
  });

  it.each(["precio-asc", "precio-desc", "recientes", "precio-m2"])(
    "at equal sort keys the verified advertiser comes first (orden=%s)",
    async (orden) => {
      expect((await search(orden)).map((c) => c.id)).toEqual([idVerified, idUnverified]);
    },
  );

  it("the listing's page gives the advertiser's badges with the agent card", async () => {
    const detail: PropertyDetail = (await json(await call(`/api/properties/${idVerified}`))).data;
    expect(detail.trust).toMatchObject({ kind: "agente", phone_verified: true });
    expect(detail.trust.verified_at).not.toBeNull();
    expect(detail.agent?.trust).toEqual(detail.trust);
  });

  it("an agency's listings say whether the agency is verified, and since when it is a member", async () => {
    const [owners] = [
      await rows<{ id: string; owner_id: string; slug: string; verified_at: number | null }>(
        "SELECT id, owner_id, slug, verified_at FROM agencies WHERE slug IN ('casa-capital-inmobiliaria', 'roma-condesa-rentas') ORDER BY slug",
      ),
    ];
    expect(owners.map((a) => [a.slug, a.verified_at !== null])).toEqual([
      ["casa-capital-inmobiliaria", true],
      ["roma-condesa-rentas", false],
    ]);
    for (const agency of owners) {
      await insertAgencyListing(colonia, { agentId: agency.owner_id, agencyId: agency.id, title: `Oficina de prueba ${agency.slug}` });
      const res = await call(`/api/properties?${new URLSearchParams({ operation: "venta", inmobiliaria: agency.slug, t: crypto.randomUUID() })}`);
      const items: PropertyCard[] = (await json(res)).data.items;
      expect(items.length).toBeGreaterThan(0);
      for (const card of items) {
        expect(card.trust.kind).toBe("inmobiliaria");
        expect(card.trust.verified_at !== null).toBe(agency.verified_at !== null);
        expect(card.trust.member_since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });
});

describe("the sheet an agent shares", () => {
  let listingAgent: Account;
  let sharing: Account;
  let listingId: string;
  let listingPhone: string;
  let token: string;

  beforeAll(async () => {
    listingAgent = await newAccount("agente", { name: "Dueño Del Anuncio" });
    sharing = await newAccount("agente", { name: "Asesora Que Comparte" });
    listingPhone = uniquePhone();
    await givePhone(listingAgent.id, listingPhone, { verified: true });
    await givePhone(sharing.id, uniquePhone(), { verified: true });
    listingId = await insertRental(`tsshare${crypto.randomUUID().slice(0, 8)}`, listingAgent.id, uniquePrice());
    // A photo uploaded by the agent: stored under the listing's id.
    await rows("INSERT INTO property_images (id, property_id, url, thumbnail_url, is_main) VALUES (?, ?, ?, ?, 1)", [
      crypto.randomUUID(),
      listingId,
      `/media/listings/${listingId}/abc123.webp`,
      `/media/listings/${listingId}/abc123-t.webp`,
    ]);
    const res = await call(`/api/properties/${listingId}/shares`, { cookie: sharing.cookie, body: { kind: "share" } });
    expect(res.status, await res.clone().text()).toBe(201);
    token = (await json(res)).data.token;
  });

  const leaks = (text: string) => [listingId, listingPhone, "Dueño Del Anuncio", listingAgent.id].filter((secret) => text.includes(secret));

  it("/s/{token} answers the share's reference, the sharing agent and the share's own photo paths; nothing of the listing's", async () => {
    const res = await call(`/api/shares/${token}`);
    const text = await res.text();
    expect(leaks(text)).toEqual([]);
    const sheet = JSON.parse(text).data as SharedProperty;
    expect(sheet.origin.reference).toMatch(/^HG-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(sheet.property.id).toBe(sheet.origin.reference);
    expect(sheet.property.agent?.id).toBe(sharing.id);
    expect(sheet.property.similar).toEqual([]);
    expect(sheet.property.images[0].url).toBe(`/api/shares/${token}/photos/abc123.webp`);
    expect(sheet.property.images[0].thumbnail_url).toBe(`/api/shares/${token}/photos/abc123-t.webp`);
  });

  it("the rendered page /s/{token} prints the reference and the rental's safety line, and nothing that leads to the listing's agent", async () => {
    const res = await call(`/s/${token}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(leaks(html)).toEqual([]);
    expect(html).not.toContain("ID de la propiedad");
    expect(html).toContain("Referencia del enlace");
    expect(html).toContain(SAFETY_ADVICE.line);
  });

  it("/p/{token} (a presentation) carries nothing of the listing's agent either", async () => {
    const made = await call(`/api/properties/${listingId}/shares`, { cookie: sharing.cookie, body: { kind: "presentation" } });
    const presentation = (await json(made)).data.token as string;
    for (const path of [`/api/presentations/${presentation}`, `/p/${presentation}`]) {
      const res = await call(path);
      expect(res.status).toBe(200);
      expect(leaks(await res.text()), path).toEqual([]);
    }
  });

  it("the sheet's contact is the sharing agent; the listing's contact API refuses a reveal asked from a sheet", async () => {
    const contact = await json(await call(`/api/shares/${token}/contact`, { method: "POST" }));
    expect(contact.data.name).toBe("Asesora Que Comparte");
    expect(contact.data.phone).not.toBe(listingPhone);

    const fromSheet = await call(`/api/properties/${listingId}/contact`, { method: "POST", headers: { Referer: `${ORIGIN}/s/${token}` } });
    expect(fromSheet.status).toBe(403);
    expect((await json(fromSheet)).error.message).toBe(SHEET_CONTACT_REFUSED);
    // The reference is no listing id: it reveals nothing.
    const sheet = (await json(await call(`/api/shares/${token}`))).data as SharedProperty;
    const byReference = await call(`/api/properties/${sheet.origin.reference}/contact`, { method: "POST" });
    expect(byReference.status).toBeGreaterThanOrEqual(400);
    // The listing's own public page still reveals its advertiser's phone.
    const fromPage = await call(`/api/properties/${listingId}/contact`, { method: "POST", headers: { Referer: `${ORIGIN}/propiedad/${listingId}` } });
    expect((await json(fromPage)).data.phone).toBe(listingPhone);
  });
});

describe("a client's board (/t/) and its cards (/sc/)", () => {
  it("carry the board agent's badges and photo paths of the board's own, nothing of the listing's", async () => {
    const listingAgent = await newAccount("agente", { name: "Dueña Del Depa" });
    const listingId = await insertRental(`tsboard${crypto.randomUUID().slice(0, 8)}`, listingAgent.id, uniquePrice());
    await rows("INSERT INTO property_images (id, property_id, url, is_main) VALUES (?, ?, ?, 1)", [
      crypto.randomUUID(),
      listingId,
      `/media/listings/${listingId}/def456.webp`,
    ]);
    const agent = await newAccount("agente", { name: "Asesora Del Tablero" });
    const list = (await json(await call("/api/favorites/lists", { cookie: agent.cookie, body: { name: "Familia Prueba" } }))).data;
    expect((await call(`/api/favorites/lists/${list.id}/properties`, { cookie: agent.cookie, body: { propertyId: listingId } })).status).toBe(201);
    const { boardId } = (await json(await call("/api/boards/migrate", { cookie: agent.cookie, body: { listId: list.id } }))).data;
    const { token } = (await json(await call(`/api/boards/${boardId}/share`, { cookie: agent.cookie, body: {} }))).data;

    const boardText = await (await call(`/api/public-boards/${token}`)).text();
    expect(boardText).not.toContain(listingId);
    const cloneId = boardText.match(/\/api\/cloned-properties\/([\w-]+)\/photos\/def456\.webp/)?.[1];
    expect(cloneId, boardText.slice(0, 400)).toBeTruthy();

    const card = await call(`/api/cloned-properties/${cloneId}?${new URLSearchParams({ token })}`);
    const cardText = await card.text();
    expect(card.status).toBe(200);
    expect(cardText).not.toContain(listingId);
    const detail = JSON.parse(cardText).data;
    expect(detail.images[0].url).toBe(`/api/cloned-properties/${cloneId}/photos/def456.webp`);
    expect(detail.trust).toMatchObject({ kind: "agente", verified_at: null });
  });
});

describe("e-mails that carry text a person wrote", () => {
  const BAIT = "Llama ya al 5555555555 para reclamar premio";
  let agent: Account;

  async function saveSearch(account: Account, name: string) {
    const res = await call("/api/saved-searches", {
      cookie: account.cookie,
      body: { name, frequency: "al_momento", filters: { operation: "renta", location_id: colonia.id, tipo: "departamento" } },
    });
    expect(res.status, await res.clone().text()).toBe(201);
  }

  async function publish(over: ListingDraft): Promise<string> {
    const id = (await json(await call("/api/listings", { cookie: agent.cookie, body: {} }))).data.id as string;
    const saved = await call(`/api/listings/${id}/draft`, { method: "PATCH", cookie: agent.cookie, body: completeDraft(colonia, over) });
    expect(saved.status, await saved.clone().text()).toBe(200);
    await rows("INSERT INTO property_images (id, property_id, url, is_main) VALUES (?, ?, '/media/alerta.webp', 1)", [crypto.randomUUID(), id]);
    const published = await call(`/api/listings/${id}/publish`, { cookie: agent.cookie, body: {} });
    expect(published.status, await published.clone().text()).toBe(200);
    return id;
  }

  const outbox = (email: string) =>
    rows<{ subject: string; text: string }>('SELECT subject, text FROM email_outbox WHERE "to" = ? ORDER BY created_at', [email]);

  async function until<T>(read: () => Promise<T[]>, count: number, timeoutMs = 5000): Promise<T[]> {
    const stop = Date.now() + timeoutMs;
    for (;;) {
      const found = await read();
      if (found.length >= count || Date.now() > stop) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  beforeAll(async () => {
    agent = await newAccount("agente", { name: "Agente Correos" });
    await givePhone(agent.id, uniquePhone(), { verified: true });
    const now = Date.now();
    await rows(
      `INSERT INTO user_subscriptions (id, user_id, plan_id, status, passes_remaining, rollover_passes, credits_3d_tour, current_period_start, current_period_end)
       VALUES (?, ?, 'plan_pro', 'active', 10, 0, 0, ?, ?)`,
      [crypto.randomUUID(), agent.id, now, now + 30 * DAY_MS],
    );
  });

  it("someone who signs up with another person's address cannot make Hogaria mail them a search alert, and no subject carries the search's name", async () => {
    const victim = await newAccount("no_agente", { name: BAIT, verified: false });
    const confirmed = await newAccount("no_agente", { name: "Compradora Confirmada" });
    await saveSearch(victim, BAIT);
    await saveSearch(confirmed, BAIT);

    await publish({ price: 23_000, title: "Depa para alertas de confianza" });
    const alerts = await until(async () => (await outbox(confirmed.email)).filter((m) => m.text.includes("/alertas/baja?token=")), 1);
    expect(alerts).toHaveLength(1);
    expect(alerts[0].subject).not.toContain("5555555555");
    expect(alerts[0].text).toContain(BAIT); // the owner of a confirmed address reads their own search's name

    // The unconfirmed inbox got the sign-up's confirmation only, and it does not carry the name typed at sign-up.
    const victimMail = await outbox(victim.email);
    expect(victimMail.map((m) => m.subject)).toEqual(["Confirma tu correo de Hogaria"]);
    expect(victimMail[0].text).not.toContain("5555555555");
    const withBait = await rows("SELECT subject FROM email_outbox WHERE subject LIKE '%5555555555%'");
    expect(withBait).toEqual([]);
  });

  it("a buyer's message is not e-mailed to an advertiser whose address was never confirmed; the subject never carries the listing's title", async () => {
    const unconfirmedAgent = await newAccount("agente", { name: "Agente Sin Confirmar", verified: false });
    const quiet = await insertRental(`tslead${crypto.randomUUID().slice(0, 8)}`, unconfirmedAgent.id, uniquePrice());
    const lead = { nombre: "Laura Gómez", telefono: "5612345678", email: "laura.gomez@example.mx", mensaje: BAIT };
    expect((await call("/api/leads", { body: { property_id: quiet, ...lead } })).status).toBe(201);

    const loud = await publish({ price: 21_000, title: `Título ${BAIT}` });
    expect((await call("/api/leads", { body: { property_id: loud, ...lead } })).status).toBe(201);
    const toAgent = await until(async () => (await outbox(agent.email)).filter((m) => m.text.includes(BAIT)), 1);
    expect(toAgent.length).toBeGreaterThan(0);
    for (const mail of toAgent) expect(mail.subject).not.toContain("5555555555");

    expect((await outbox(unconfirmedAgent.email)).filter((m) => m.text.includes(BAIT))).toEqual([]);
  });
});
