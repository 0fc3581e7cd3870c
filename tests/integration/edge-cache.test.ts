import { describe, expect, it } from "vitest";
import { call, newAccount, rows } from "./helpers";
import { aColonia, completeDraft } from "./listing-fixtures";

type Card = { id: string; price: number };
const searchOf = async (path: string, cookie?: string) => {
  const res = await call(path, cookie ? { cookie } : {});
  return { cache: res.headers.get("x-edge-cache"), body: ((await res.json()) as { data: { items: Card[] } }).data };
};

// Anonymous answers about listings are kept at the edge, keyed by the listings' data
// version: a repeat is served from the cache, a write shows at once.
describe("edge cache", () => {
  it("serves a repeated anonymous search from the cache, and a price change or a pause at once", async () => {
    // A listing of a colonia (a search by an alcaldía's or a state's id looks it up in other
    // columns) whose search fits one page.
    const [listing] = await rows<{ id: string; location_id: string; operation_type: string; price: number }>(
      `SELECT p.id, p.location_id, p.operation_type, p.price FROM properties p JOIN locations l ON l.id = p.location_id AND l.tipo = 'colonia'
        WHERE p.status = 'publicada'
          AND (SELECT count(*) FROM properties q WHERE q.location_id = p.location_id AND q.operation_type = p.operation_type AND q.status = 'publicada') <= 40
        ORDER BY p.id LIMIT 1`,
    );
    const path = `/api/properties?operation=${listing.operation_type}&location_id=${listing.location_id}&page_size=50`;
    const first = await searchOf(path);
    expect(first.body.items.map((c) => c.id)).toContain(listing.id);
    const again = await searchOf(path);
    expect(again.cache).toBe("hit");
    expect(again.body).toEqual(first.body);

    const newPrice = Number(listing.price) + 1_000;
    await rows("UPDATE properties SET price = ? WHERE id = ?", [newPrice, listing.id]);
    try {
      const afterPrice = await searchOf(path);
      expect(afterPrice.cache).toBe("miss");
      expect(afterPrice.body.items.find((c) => c.id === listing.id)?.price).toBe(newPrice);

      await rows("UPDATE properties SET status = 'pausada' WHERE id = ?", [listing.id]);
      expect((await searchOf(path)).body.items.map((c) => c.id)).not.toContain(listing.id);
      expect((await call(`/api/properties/${listing.id}`)).status).toBe(404);
    } finally {
      await rows("UPDATE properties SET price = ?, status = 'publicada' WHERE id = ?", [listing.price, listing.id]);
    }
    expect((await searchOf(path)).body.items.find((c) => c.id === listing.id)?.price).toBe(Number(listing.price));
  });

  it("a view counted on a listing does not empty the cache; a signed-in visitor never uses it", async () => {
    const [listing] = await rows<{ id: string }>("SELECT id FROM properties WHERE status = 'publicada' ORDER BY random() LIMIT 1");
    const path = `/api/properties/${listing.id}`;
    await call(path);
    expect((await call(`/api/properties/${listing.id}/events`, { body: { kind: "view" } })).status).toBe(204);
    expect((await call(path)).headers.get("x-edge-cache")).toBe("hit");
    expect((await call(path, { cookie: "hogaria.session_token=abc.def" })).headers.get("x-edge-cache")).toBeNull();
  });

  it("an agent writing a draft leaves the cache alone; publishing it, and a price change of a published listing, empty it", async () => {
    const version = async () => Number((await rows<{ version: number }>("SELECT version FROM data_versions WHERE name = 'listings'"))[0].version);
    const colonia = await aColonia();
    const agent = await newAccount("agente");
    const path = `/api/properties?operation=renta&location_id=${colonia.id}`;
    await searchOf(path);
    const before = await version();

    // A new borrador, its autosaves (the kind of listing included) and its photo: nothing a visitor sees.
    const created = await call("/api/listings", { cookie: agent.cookie, body: {} });
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    for (const body of [{ title: "Departamento con balcón en la colonia" }, completeDraft(colonia)]) {
      expect((await call(`/api/listings/${id}/draft`, { method: "PATCH", cookie: agent.cookie, body })).status).toBe(200);
    }
    await rows("INSERT INTO property_images (id, property_id, url, is_main) VALUES (?, ?, '/media/x.webp', 1)", [crypto.randomUUID(), id]);
    expect(await version()).toBe(before);
    expect((await searchOf(path)).cache).toBe("hit");

    // Published (a pass spent): the next search reads the database and finds it.
    const now = Date.now();
    await rows(
      `INSERT INTO user_subscriptions (id, user_id, plan_id, status, passes_remaining, rollover_passes, credits_3d_tour, current_period_start, current_period_end)
       VALUES (?, ?, 'plan_pro', 'active', 1, 0, 0, ?, ?)`,
      [crypto.randomUUID(), agent.id, now, now + 30 * 86_400_000],
    );
    expect((await call(`/api/listings/${id}/publish`, { cookie: agent.cookie, body: {} })).status).toBe(200);
    expect(await version()).toBeGreaterThan(before);
    const afterPublish = await searchOf(path);
    expect(afterPublish.cache).toBe("miss");
    expect(afterPublish.body.items.map((c) => c.id)).toContain(id);

    // A price change of the published listing, through the agent's edit.
    const published = await version();
    const edited = await call(`/api/listings/${id}`, { method: "PUT", cookie: agent.cookie, body: completeDraft(colonia, { price: 24_000 }) });
    expect(edited.status).toBe(200);
    expect(await version()).toBeGreaterThan(published);
    const afterPrice = await searchOf(path);
    expect(afterPrice.cache).toBe("miss");
    expect(afterPrice.body.items.find((c) => c.id === id)?.price).toBe(24_000);

    // Paused, it leaves the results at once; a write to it while paused empties nothing.
    expect((await call(`/api/listings/${id}/pause`, { cookie: agent.cookie, body: {} })).status).toBe(200);
    expect((await searchOf(path)).body.items.map((c) => c.id)).not.toContain(id);
    const paused = await version();
    await rows("UPDATE properties SET title = 'Departamento pausado con balcón' WHERE id = ?", [id]);
    expect(await version()).toBe(paused);
  });

  it("keeps place suggestions too", async () => {
    await call("/api/locations?q=narvarte");
    expect((await call("/api/locations?q=narvarte")).headers.get("x-edge-cache")).toBe("hit");
  });
});
