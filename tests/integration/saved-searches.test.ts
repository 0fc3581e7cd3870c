import { describe, expect, it } from "vitest";
import { SEARCH_MESSAGES } from "../../domain/properties/search-filters";
import type { SavedSearch, SavedSearchList } from "../../domain/saved-searches/saved-search";
import { SAVED_SEARCH_LIMITS } from "../../domain/saved-searches/saved-search-limits";
import { SAVED_SEARCH_MESSAGES } from "../../domain/saved-searches/saved-search-messages";
import { call, newAccount, rows, type Account } from "./helpers";
import { aColonia, completeDraft, type Colonia } from "./listing-fixtures";

// /api/saved-searches: a person's searches under a name, with the alert frequency. The
// search is read by the search API's own schema and stored with the place it resolved to.

const json = async (res: Response) => (await res.json()) as any;
const buyer = async () => (await newAccount("no_agente")).cookie;
const save = (cookie: string | undefined, body: unknown) => call("/api/saved-searches", { cookie, body });
const list = async (cookie: string) => (await json(await call("/api/saved-searches", { cookie }))).data as SavedSearchList;
const withoutCount = ({ new_count: _, ...search }: SavedSearch & { new_count?: number }) => search;
const placeId = async (name: string) =>
  (await rows<{ id: string }>("SELECT id FROM locations WHERE nombre_canonico = ? ORDER BY property_count DESC", [name]))[0].id;

describe("saved searches", () => {
  it("saves a search, lists it, renames it, changes its frequency and deletes it", async () => {
    const cookie = await buyer();
    expect(await list(cookie)).toEqual({ items: [], total: 0 });
    const roma = await placeId("Roma Norte");

    const created = await save(cookie, {
      name: "Departamentos en renta en Roma Norte, hasta $25,000",
      filters: { operation: "renta", location: "roma norte", tipo: "departamento", precio_max: "25000", page: "3", orden: "precio-asc", lat: "19.4" },
    });
    expect(created.status).toBe(201);
    const search = (await json(created)).data as SavedSearch;
    // The place as the search found it; what only pages or sorts a list is not kept.
    expect(search).toMatchObject({
      name: "Departamentos en renta en Roma Norte, hasta $25,000",
      frequency: "al_momento",
      filters: { operation: "renta", location: "Roma Norte", location_id: roma, tipo: "departamento", precio_max: 25000 },
      last_notified_at: null,
      last_seen_at: null,
    });
    expect(Object.keys(search.filters)).toEqual(["location", "location_id", "tipo", "precio_max", "operation"]);
    const [row] = await rows<{ operation: string; location_id: string }>("SELECT operation, location_id FROM saved_searches WHERE id = ?", [
      search.id,
    ]);
    expect(row).toEqual({ operation: "renta", location_id: roma });
    expect((await list(cookie)).items.map(withoutCount)).toEqual([search]);

    const renamed = await call(`/api/saved-searches/${search.id}`, { method: "PATCH", cookie, body: { name: "Depas Roma", frequency: "semanal" } });
    expect(renamed.status).toBe(200);
    const edited = (await json(renamed)).data as SavedSearch;
    expect(edited).toMatchObject({ id: search.id, name: "Depas Roma", frequency: "semanal", filters: search.filters });
    expect(edited.updated_at >= search.updated_at).toBe(true);
    expect((await list(cookie)).items.map(withoutCount)).toEqual([edited]);

    expect((await call(`/api/saved-searches/${search.id}`, { method: "DELETE", cookie })).status).toBe(204);
    expect(await list(cookie)).toEqual({ items: [], total: 0 });
    expect((await call(`/api/saved-searches/${search.id}`, { method: "DELETE", cookie })).status).toBe(404);
  });

  it("a featured link's search of a city outside Mexico City is saved under that city", async () => {
    const cookie = await buyer();
    const res = await save(cookie, { name: "Casas en venta en Monterrey", filters: { type: "Casa", transaction: "venta", location: "Monterrey" } });
    expect(res.status).toBe(201);
    const monterrey = await placeId("Monterrey");
    expect((await json(res)).data.filters).toEqual({ location: "Monterrey", location_id: monterrey, tipo: "casa", operation: "venta" });
    const [row] = await rows("SELECT operation, location_id, frequency FROM saved_searches WHERE location_id = ? AND name = ?", [
      monterrey,
      "Casas en venta en Monterrey",
    ]);
    expect(row).toEqual({ operation: "venta", location_id: monterrey, frequency: "al_momento" });
  });

  it("the same search twice is refused, whatever its name", async () => {
    const cookie = await buyer();
    const filters = { operation: "venta", recamaras: "3" };
    expect((await save(cookie, { name: "Tres recámaras", filters })).status).toBe(201);
    const again = await save(cookie, { name: "Otra vez", filters: { recamaras: "3" } });
    expect(again.status).toBe(409);
    expect((await json(again)).error).toEqual({ code: "duplicate", message: SAVED_SEARCH_MESSAGES.duplicate });
    expect((await list(cookie)).total).toBe(1);
  });

  it("another person's saved search is a 404, and they do not see it", async () => {
    const owner = await buyer();
    const other = await buyer();
    const search = (await json(await save(owner, { name: "Mía", filters: { operation: "renta" } }))).data as SavedSearch;
    for (const [method, body] of [
      ["PATCH", { name: "Ajena" }],
      ["DELETE", undefined],
    ] as const) {
      const res = await call(`/api/saved-searches/${search.id}`, { method, cookie: other, body });
      expect(res.status, method).toBe(404);
      expect((await json(res)).error).toEqual({ code: "not_found", message: SAVED_SEARCH_MESSAGES.notFound });
    }
    expect(await list(other)).toEqual({ items: [], total: 0 });
    expect((await list(owner)).items.map(withoutCount)).toEqual([search]);
  });

  it("signed out, every route answers 401", async () => {
    const requests = [
      call("/api/saved-searches"),
      save(undefined, { name: "Sin sesión", filters: {} }),
      call("/api/saved-searches/x", { method: "PATCH", body: { name: "Sin sesión" } }),
      call("/api/saved-searches/x", { method: "DELETE" }),
    ];
    for (const res of await Promise.all(requests)) {
      expect(res.status).toBe(401);
      expect((await json(res)).error.code).toBe("unauthenticated");
    }
  });

  it("keeps 50 searches per person: the 51st is refused, even when two arrive at once", async () => {
    const account = await newAccount("no_agente");
    for (let i = 0; i < 49; i++) {
      await rows("INSERT INTO saved_searches (id, user_id, name, filters, operation, frequency) VALUES (?, ?, ?, ?, 'venta', 'diaria')", [
        crypto.randomUUID(),
        account.id,
        `Búsqueda ${i}`,
        JSON.stringify({ precio_max: 1_000_000 + i, operation: "venta" }),
      ]);
    }
    const [a, b] = await Promise.all([
      save(account.cookie, { name: "La 50", filters: { precio_max: "5000000" } }),
      save(account.cookie, { name: "La 51", filters: { precio_max: "6000000" } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refused = await save(account.cookie, { name: "Otra más", filters: { precio_max: "7000000" } });
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toEqual({ code: "too_many_saved_searches", message: SAVED_SEARCH_MESSAGES.limit });
    expect(SAVED_SEARCH_MESSAGES.limit).toContain("50 búsquedas guardadas");
    const { items, total } = await list(account.cookie);
    expect(total).toBe(50);
    // Deleting one makes room for another.
    expect((await call(`/api/saved-searches/${items[0].id}`, { method: "DELETE", cookie: account.cookie })).status).toBe(204);
    expect((await save(account.cookie, { name: "Otra más", filters: { precio_max: "7000000" } })).status).toBe(201);
  });

  it("sanitises the name and keeps it within 80 characters", async () => {
    const cookie = await buyer();
    const res = await save(cookie, { name: '  <b>Casas</b> en <script>alert("x")</script>Coyoacán  ', filters: { tipo: "casa" } });
    expect(res.status).toBe(201);
    const search = (await json(res)).data as SavedSearch;
    expect(search.name).toBe("Casas en Coyoacán");
    for (const [name, message] of [
      ["x".repeat(81), SAVED_SEARCH_MESSAGES.nameTooLong],
      ["   ", SAVED_SEARCH_MESSAGES.nameRequired],
      ["<b></b>", SAVED_SEARCH_MESSAGES.nameRequired],
      [undefined, SAVED_SEARCH_MESSAGES.nameRequired],
    ] as const) {
      const refused = await save(cookie, { name, filters: { tipo: "departamento" } });
      expect(refused.status, String(name)).toBe(400);
      expect((await json(refused)).error).toMatchObject({ code: "validation_error", message, fields: { name: [message] } });
    }
    const patched = await call(`/api/saved-searches/${search.id}`, { method: "PATCH", cookie, body: { name: "y".repeat(81) } });
    expect((await json(patched)).error.message).toBe(SAVED_SEARCH_MESSAGES.nameTooLong);
    const empty = await call(`/api/saved-searches/${search.id}`, { method: "PATCH", cookie, body: {} });
    expect(empty.status).toBe(400);
    expect((await json(empty)).error.message).toBe(SAVED_SEARCH_MESSAGES.nothingToChange);
  });

  it("refuses a search the search API would refuse, with the search's messages", async () => {
    const cookie = await buyer();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ precio_max: "barato" }, "filters.precio_max", SEARCH_MESSAGES.number],
      [{ precio_min: "30000", precio_max: "10000" }, "filters.precio_max", SEARCH_MESSAGES.range],
      [{ poligono: "-99.1,19.4;-99.2,19.5" }, "filters.poligono", SEARCH_MESSAGES.polygon],
      [{ operation: "permuta" }, "filters.operation", SEARCH_MESSAGES.operation],
      [{ tipo: "castillo" }, "filters.tipo", SEARCH_MESSAGES.tipo],
      [{ location: "Colonia Que No Existe" }, "filters.location", SEARCH_MESSAGES.location],
      [{ location_id: "loc_no_existe" }, "filters.location", SEARCH_MESSAGES.location],
    ];
    for (const [filters, field, message] of cases) {
      const res = await save(cookie, { name: "Mala", filters });
      expect(res.status, JSON.stringify(filters)).toBe(400);
      expect((await json(res)).error, JSON.stringify(filters)).toMatchObject({ code: "validation_error", message, fields: { [field]: [message] } });
    }
    const notAnObject = await save(cookie, { name: "Mala", filters: "operation=venta" });
    expect((await json(notAnObject)).error.message).toBe(SAVED_SEARCH_MESSAGES.filters);
    const badFrequency = await save(cookie, { name: "Mala", frequency: "cada hora", filters: {} });
    expect((await json(badFrequency)).error.message).toBe(SAVED_SEARCH_MESSAGES.frequency);
    expect(await list(cookie)).toEqual({ items: [], total: 0 });
  });

  it("signed out, marking a search seen answers 401", async () => {
    const res = await call("/api/saved-searches/x/seen", { method: "POST", body: {} });
    expect(res.status).toBe(401);
  });
});

// An agent with an active plan, who can publish.
async function publisher(): Promise<Account> {
  const agent = await newAccount("agente");
  const now = Date.now();
  await rows(
    `INSERT INTO user_subscriptions (id, user_id, plan_id, status, passes_remaining, rollover_passes, credits_3d_tour, current_period_start, current_period_end)
     VALUES (?, ?, 'plan_pro', 'active', 20, 0, 0, ?, ?)`,
    [crypto.randomUUID(), agent.id, now, now + 30 * 86_400_000],
  );
  return agent;
}

// A listing published through the API, as an agent publishes it.
async function publishListing(agent: Account, colonia: Colonia, over: Record<string, unknown> = {}): Promise<string> {
  const created = await call("/api/listings", { cookie: agent.cookie, body: {} });
  const { id } = (await json(created)).data as { id: string };
  expect((await call(`/api/listings/${id}/draft`, { method: "PATCH", cookie: agent.cookie, body: completeDraft(colonia, over) })).status).toBe(200);
  await rows("INSERT INTO property_images (id, property_id, url, is_main) VALUES (?, ?, '/media/x.webp', 1)", [crypto.randomUUID(), id]);
  const published = await call(`/api/listings/${id}/publish`, { cookie: agent.cookie, body: {} });
  expect(published.status).toBe(200);
  return id;
}

describe("new matches since the last visit", () => {
  it("counts the matching listings published since the search was saved, and from the last visit once opened", async () => {
    const [buyerAccount, agent, colonia] = await Promise.all([newAccount("no_agente"), publisher(), aColonia()]);
    const cookie = buyerAccount.cookie;
    const search = (
      await json(
        await save(cookie, { name: "Depas", frequency: "diaria", filters: { operation: "renta", location_id: colonia.id, precio_max: "30000" } }),
      )
    ).data as SavedSearch;
    // A zone drawn around the colonia's centre, for the same operation.
    const d = 0.01;
    const zone = [
      [colonia.lng - d, colonia.lat - d],
      [colonia.lng + d, colonia.lat - d],
      [colonia.lng + d, colonia.lat + d],
      [colonia.lng - d, colonia.lat + d],
    ];
    const drawn = (
      await json(
        await save(cookie, {
          name: "Zona",
          filters: { operation: "renta", poligono: zone.map((p) => p.join(",")).join(";"), precio_min: "23000", precio_max: "23999" },
        }),
      )
    ).data as SavedSearch;
    const countOf = async (id: string) => (await list(cookie)).items.find((s) => s.id === id)!.new_count;
    // What was published before the search was saved is not new.
    expect(await countOf(search.id)).toBe(0);

    await publishListing(agent, colonia); // renta, $23,456: matches both
    const expensive = await publishListing(agent, colonia, { price: 45_000 }); // over the price cap
    await publishListing(agent, colonia, { operation_type: "venta", price: 2_500_000 }); // another operation
    expect(await countOf(search.id)).toBe(1);
    expect(await countOf(drawn.id)).toBe(1);

    // Opening it: from now on only what is published after counts.
    const seen = await call(`/api/saved-searches/${search.id}/seen`, { method: "POST", cookie, body: {} });
    expect(seen.status).toBe(200);
    const seenSearch = (await json(seen)).data as SavedSearch;
    expect(seenSearch).toMatchObject({ id: search.id, name: "Depas", frequency: "diaria" });
    expect(seenSearch.last_seen_at).not.toBeNull();
    expect(await countOf(search.id)).toBe(0);
    expect(await countOf(drawn.id)).toBe(1);

    const later = await publishListing(agent, colonia, { price: 29_000 });
    expect(await countOf(search.id)).toBe(1);
    // A listing older than the visit whose price drops by 5 % or more into the search is new
    // again; a smaller drop is not.
    const edit = (price: number) =>
      call(`/api/listings/${expensive}`, { method: "PUT", cookie: agent.cookie, body: completeDraft(colonia, { price }) });
    expect((await edit(44_000)).status).toBe(200);
    expect((await edit(29_500)).status).toBe(200);
    expect(await countOf(search.id)).toBe(2);
    expect((await edit(29_000)).status).toBe(200);
    expect(await countOf(search.id)).toBe(2);
    // A listing paused after it was published no longer counts.
    expect((await call(`/api/listings/${later}/pause`, { cookie: agent.cookie, body: {} })).status).toBe(200);
    expect(await countOf(search.id)).toBe(1);
  });

  it("counts up to the cap plus one, which the page shows as '99+'", async () => {
    const cookie = await buyer();
    const search = (await json(await save(cookie, { name: "Toda la ciudad", filters: { operation: "venta" } }))).data as SavedSearch;
    // Saved long ago and never opened: every listing for sale is new.
    await rows("UPDATE saved_searches SET created_at = 0 WHERE id = ?", [search.id]);
    const total = (await json(await call("/api/properties?operation=venta&page_size=1"))).data.total as number;
    const [item] = (await list(cookie)).items;
    expect(item.new_count).toBe(Math.min(total, SAVED_SEARCH_LIMITS.newMatchesCap + 1));
  });

  it("another person's search cannot be marked seen (404), and an unknown one neither", async () => {
    const owner = await buyer();
    const other = await buyer();
    const search = (await json(await save(owner, { name: "Mía", filters: { operation: "remate" } }))).data as SavedSearch;
    for (const [cookie, id] of [
      [other, search.id],
      [owner, "no-existe"],
    ]) {
      const res = await call(`/api/saved-searches/${id}/seen`, { method: "POST", cookie, body: {} });
      expect(res.status).toBe(404);
      expect((await json(res)).error).toEqual({ code: "not_found", message: SAVED_SEARCH_MESSAGES.notFound });
    }
    expect((await list(owner)).items[0].last_seen_at).toBeNull();
  });
});
