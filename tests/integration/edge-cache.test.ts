import { describe, expect, it } from "vitest";
import { call, rows } from "./helpers";

type Card = { id: string; price: number };
const searchOf = async (path: string, cookie?: string) => {
  const res = await call(path, cookie ? { cookie } : {});
  return { cache: res.headers.get("x-edge-cache"), body: ((await res.json()) as { data: { items: Card[] } }).data };
};

// Anonymous answers about listings are kept at the edge, keyed by the listings' data
// version: a repeat is served from the cache, a write shows at once.
describe("edge cache", () => {
  it("serves a repeated anonymous search from the cache, and a price change or a pause at once", async () => {
    // A listing of a colonia whose search fits one page: other files sharing the database
    // leave listings placed on an alcaldía or a state, which a search by that place's id
    // looks up in other columns.
    const [listing] = await rows<{ id: string; location_id: string; operation_type: string; price: number }>(
      `SELECT p.id, p.location_id, p.operation_type, p.price FROM properties p JOIN locations l ON l.id = p.location_id AND l.tipo = 'colonia'
        WHERE p.status = 'publicada'
          AND (SELECT count(*) FROM properties q WHERE q.location_id = p.location_id AND q.operation_type = p.operation_type AND q.status = 'publicada') <= 40
        ORDER BY random() LIMIT 1`,
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

  it("keeps place suggestions too", async () => {
    await call("/api/locations?q=narvarte");
    expect((await call("/api/locations?q=narvarte")).headers.get("x-edge-cache")).toBe("hit");
  });
});
