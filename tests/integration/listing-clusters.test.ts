import { describe, expect, it } from "vitest";
import type { ListingDraft } from "../../domain/listings/listing-schema";
import type { PropertyCard, PropertyDetail, PropertySearchResponse } from "../../domain/properties/property";
import { call, testDb, type Account } from "./helpers";
import { aColonia, completeDraft, type Colonia } from "./listing-fixtures";
import { agentWithPasses } from "./price-fixtures";

// One home, shown once: the same unit published by two advertisers is one card in search
// (counts and pages agree with the cards), its card says how many others publish it, and
// each listing's page lists the others with their prices.

const M_PER_DEG = 111_320;
const db = () => testDb();

// A spot of its own in the colonia (no seeded listing within 30 m of it, by chance).
const spotIn = (colonia: Colonia) => ({
  lat: Number((colonia.lat + (Math.random() - 0.5) * 0.01).toFixed(6)),
  lng: Number((colonia.lng + (Math.random() - 0.5) * 0.01).toFixed(6)),
});
const north = (spot: { lat: number; lng: number }, meters: number) => ({ ...spot, lat: Number((spot.lat + meters / M_PER_DEG).toFixed(6)) });

// A listing published through the API, with one photo; `hashes` are written as the photo
// fingerprints the queue would have stored for its photos, before it is published.
async function publish(agent: Account, colonia: Colonia, over: ListingDraft, hashes: string[] = []): Promise<string> {
  const created = await call("/api/listings", { cookie: agent.cookie, body: {} });
  expect(created.status).toBe(201);
  const { data } = (await created.json()) as { data: { id: string } };
  const draft = completeDraft(colonia, over);
  expect((await call(`/api/listings/${data.id}/draft`, { method: "PATCH", cookie: agent.cookie, body: draft })).status).toBe(200);
  for (const [i, hash] of (hashes.length ? hashes : [null]).entries()) {
    const imageId = crypto.randomUUID();
    await db().execute({
      sql: "INSERT INTO property_images (id, property_id, url, is_main, display_order) VALUES (?, ?, '/media/x.webp', ?, ?)",
      args: [imageId, data.id, i === 0 ? 1 : 0, i],
    });
    if (hash)
      await db().execute({
        sql: "INSERT INTO photo_fingerprints (image_id, property_id, hash, informative) VALUES (?, ?, ?, 1)",
        args: [imageId, data.id, hash],
      });
  }
  const published = await call(`/api/listings/${data.id}/publish`, { cookie: agent.cookie, body: {} });
  expect(published.status, await published.clone().text()).toBe(200);
  return data.id;
}

async function search(colonia: Colonia, query = ""): Promise<PropertySearchResponse> {
  const res = await call(`/api/properties?operation=renta&location_id=${colonia.id}&tipo=departamento${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: PropertySearchResponse }).data;
}

// Every card of the search, page by page (3 a page): no card twice, and as many as the total says.
async function allCards(colonia: Colonia): Promise<Map<string, PropertyCard>> {
  const first = await search(colonia, "&page_size=3");
  const cards = [...first.items];
  for (let page = 2; page <= first.pages; page++) cards.push(...(await search(colonia, `&page_size=3&page=${page}`)).items);
  expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
  expect(cards.length).toBe(first.total);
  // The map shows the same homes: one marker each.
  const map = (await (await call(`/api/properties/map?operation=renta&location_id=${colonia.id}&tipo=departamento`)).json()) as {
    data: { total: number; items: { id: string }[] };
  };
  expect(map.data.total).toBe(first.total);
  expect(map.data.items.map((m) => m.id).sort()).toEqual(cards.map((c) => c.id).sort());
  return new Map(cards.map((c) => [c.id, c]));
}

async function detail(id: string): Promise<PropertyDetail> {
  const res = await call(`/api/properties/${id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: PropertyDetail }).data;
}

async function verifyAgent(userId: string) {
  await db().execute({ sql: "INSERT OR IGNORE INTO agent_profiles (user_id) VALUES (?)", args: [userId] });
  await db().execute({ sql: "UPDATE agent_profiles SET verified_at = ? WHERE user_id = ?", args: [Date.now(), userId] });
}

describe("the same home published by two advertisers", () => {
  it("is one card in search, with exact counts and pages, and each page lists the other listing with its price", async () => {
    const [a, b] = [await agentWithPasses(), await agentWithPasses()];
    const colonia = await aColonia();
    const spot = spotIn(colonia);
    const before = await allCards(colonia);

    const first = await publish(a, colonia, { ...spot, price: 23_000, built_surface: 80 });
    let cards = await allCards(colonia);
    expect(cards.size).toBe(before.size + 1);
    expect(cards.get(first)).toMatchObject({ also_listed_by: 0 });

    // 12 m away, 3 % larger, 5 % dearer: the same unit. Search still counts one home more.
    const second = await publish(b, colonia, { ...north(spot, 12), price: 24_150, built_surface: 82.4 });
    cards = await allCards(colonia);
    expect(cards.size).toBe(before.size + 1);
    const shown = cards.get(first) ?? cards.get(second);
    expect(shown, "one of the two listings is in search").toBeDefined();
    expect(cards.has(first) && cards.has(second)).toBe(false);
    expect(shown!.also_listed_by).toBe(1);

    // Each page, reachable by its link, names the other listing and its price.
    const [pageA, pageB] = [await detail(first), await detail(second)];
    expect(pageA.same_home).toEqual([expect.objectContaining({ id: second, price: 24_150, advertiser: "Persona Prueba" })]);
    expect(pageB.same_home).toEqual([expect.objectContaining({ id: first, price: 23_000 })]);
    expect(pageA.also_listed_by).toBe(1);

    // The verified advertiser's listing is the one shown, even when the other is edited later.
    await verifyAgent(b.id);
    cards = await allCards(colonia);
    expect([...cards.keys()].filter((id) => id === first || id === second)).toEqual([second]);
    const edit = await call(`/api/listings/${first}`, {
      method: "PUT",
      cookie: a.cookie,
      body: completeDraft(colonia, { ...spot, price: 23_500, built_surface: 80, title: "Departamento editado" }),
    });
    expect(edit.status).toBe(200);
    cards = await allCards(colonia);
    expect(cards.has(second) && !cards.has(first)).toBe(true);
    expect(cards.size).toBe(before.size + 1);

    // The shown one paused: the other comes back, alone.
    expect((await call(`/api/listings/${second}/pause`, { cookie: b.cookie, body: {} })).status).toBe(200);
    cards = await allCards(colonia);
    expect(cards.get(first)).toMatchObject({ also_listed_by: 0 });
    expect(cards.has(second)).toBe(false);
    expect((await detail(first)).same_home).toEqual([]);
  });

  it("joins by a near photo when the prices differ more than 10 %, and not without one", async () => {
    const [a, b, c] = [await agentWithPasses(), await agentWithPasses(), await agentWithPasses()];
    const colonia = await aColonia();
    const spot = spotIn(colonia);
    const before = await allCards(colonia);
    const original = await publish(a, colonia, { ...spot, price: 20_000 }, ["0f0f0f0f12345678", "a5a5a5a5deadbeef"]);
    // 30 % dearer, the main photo recompressed (3 bits flipped): the same unit.
    const samePhoto = await publish(b, colonia, { ...north(spot, 5), price: 26_000 }, ["0f0f0f0f1234567f"]);
    // Dearer than both by more than 10 %, its own photos: another unit of the building.
    const otherPhotos = await publish(c, colonia, { ...north(spot, 5), price: 31_000 }, ["ffff000011112222"]);
    const cards = await allCards(colonia);
    expect(cards.size).toBe(before.size + 2);
    expect(cards.has(otherPhotos)).toBe(true);
    expect(Number(cards.has(original)) + Number(cards.has(samePhoto))).toBe(1);
    expect((await detail(original)).same_home.map((l) => l.id)).toEqual([samePhoto]);
    expect((await detail(otherPhotos)).same_home).toEqual([]);
    // Closed again, so the search tests sharing this database find no hidden listing.
    expect((await call(`/api/listings/${samePhoto}/pause`, { cookie: b.cookie, body: {} })).status).toBe(200);
  });

  it("never joins two listings of the same advertiser, nor a unit of another type or surface", async () => {
    const [a, b] = [await agentWithPasses(), await agentWithPasses()];
    const colonia = await aColonia();
    const spot = spotIn(colonia);
    const before = await allCards(colonia);
    const mine = await publish(a, colonia, { ...spot, price: 20_000 });
    const mineAgain = await publish(a, colonia, { ...north(spot, 3), price: 20_000 });
    const larger = await publish(b, colonia, { ...north(spot, 3), price: 20_000, built_surface: 90 });
    const casa = await publish(b, colonia, { ...north(spot, 3), price: 20_000, property_type: "casa", total_surface: 100, features: ["Jardín"] });
    const cards = await allCards(colonia);
    expect(cards.size).toBe(before.size + 3);
    for (const id of [mine, mineAgain, larger]) expect(cards.get(id)).toMatchObject({ also_listed_by: 0 });
    for (const id of [mine, mineAgain, larger, casa]) expect((await detail(id)).same_home).toEqual([]);
  });

  it("keeps apart flats of one tower that differ in interior or rooms, and joins the same flat written another way", async () => {
    const [a, b, c, d] = [await agentWithPasses(), await agentWithPasses(), await agentWithPasses(), await agentWithPasses()];
    const colonia = await aColonia();
    const spot = spotIn(colonia);
    const before = await allCards(colonia);
    // The same size and price, a few metres apart: only the interior or the rooms differ.
    const flat301 = await publish(a, colonia, { ...spot, price: 20_000, interior: "301" });
    const flat501 = await publish(b, colonia, { ...north(spot, 2), price: 20_000, interior: "501" });
    const threeRooms = await publish(c, colonia, { ...north(spot, 2), price: 20_000, interior: "", bedrooms: 3 });
    const sameFlat = await publish(d, colonia, { ...north(spot, 3), price: 20_500, interior: "Depto. 301" });
    const cards = await allCards(colonia);
    expect(cards.size).toBe(before.size + 3);
    expect((await detail(flat301)).same_home.map((h) => h.id)).toEqual([sameFlat]);
    for (const id of [flat501, threeRooms]) {
      expect(cards.get(id)).toMatchObject({ also_listed_by: 0 });
      expect((await detail(id)).same_home).toEqual([]);
    }
    // Closed again, so the search tests sharing this database find no hidden listing.
    expect((await call(`/api/listings/${sameFlat}/pause`, { cookie: d.cookie, body: {} })).status).toBe(200);
  });
});
