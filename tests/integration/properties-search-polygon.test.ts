import { beforeAll, describe, expect, it } from "vitest";
import { OPERATIONS } from "../../domain/properties/property";
import {
  advertisers,
  all,
  CARD_KEYS,
  fromUv,
  inBox,
  loadSearchCorpus,
  polygonParam,
  search,
  searchAll,
  splitNear,
  triangle,
  uv,
} from "./properties-search-corpus";

// GET /api/properties?poligono=…: only the listings inside the drawn area, against what the
// fixture database holds.

beforeAll(loadSearchCorpus, 60_000);

describe("GET /api/properties: polygons", () => {
  it("keeps only the points inside a triangle, not everything inside its bounding box", async () => {
    const t = triangle();
    for (const op of OPERATIONS) {
      const expected = all
        .filter((r) => r.operation_type === op && t.inside(r))
        .map((r) => r.id)
        .sort();
      const { ids } = await searchAll({ operation: op, poligono: t.param });
      expect(ids.sort()).toEqual(expected);
    }
    // A sale inside the triangle's bounding box but outside the triangle is left out.
    const { ids } = await searchAll({ operation: "venta", poligono: t.param });
    for (const r of t.outside) expect(ids).not.toContain(r.id);
    expect(ids.length).toBeGreaterThan(0);
  });

  it("handles a concave polygon: the box without one quadrant", async () => {
    // An L shape: the box minus the quadrant beyond (mu, mv), split where the listings leave room.
    const inBoxAll = all.filter(inBox);
    const mu = splitNear(
      inBoxAll.map((r) => uv(r)[0]),
      0.5,
    );
    const mv = splitNear(
      inBoxAll.map((r) => uv(r)[1]),
      0.5,
    );
    // Every listing stays clear of both cut lines by the box edges' own margin, 1e-4° (the
    // polygon's points are written with 6 decimals and stored floats are ~1.5e-5° apart).
    const [cutLng, cutLat] = fromUv([mu, mv]);
    for (const r of inBoxAll) expect(Math.min(Math.abs(r.lng - cutLng), Math.abs(r.lat - cutLat))).toBeGreaterThan(1e-4);
    const shapes = [
      {
        cut: (u: number, v: number) => u > mu && v > mv,
        points: [
          [0, 0],
          [1, 0],
          [1, mv],
          [mu, mv],
          [mu, 1],
          [0, 1],
        ],
      },
      {
        cut: (u: number, v: number) => u < mu && v < mv,
        points: [
          [mu, 0],
          [1, 0],
          [1, 1],
          [0, 1],
          [0, mv],
          [mu, mv],
        ],
      },
      {
        cut: (u: number, v: number) => u > mu && v < mv,
        points: [
          [0, 0],
          [mu, 0],
          [mu, mv],
          [1, mv],
          [1, 1],
          [0, 1],
        ],
      },
      {
        cut: (u: number, v: number) => u < mu && v > mv,
        points: [
          [0, 0],
          [1, 0],
          [1, 1],
          [mu, 1],
          [mu, mv],
          [0, mv],
        ],
      },
    ] as const;
    const sales = all.filter((r) => r.operation_type === "venta" && inBox(r));
    const shape = shapes.find((s) => sales.some((r) => s.cut(...uv(r))) && sales.some((r) => !s.cut(...uv(r))));
    expect(shape, "a quadrant of the box with sales, and sales elsewhere in it").toBeDefined();
    const param = polygonParam(shape!.points.map((p) => fromUv(p)));
    const expected = sales
      .filter((r) => !shape!.cut(...uv(r)))
      .map((r) => r.id)
      .sort();
    const cut = sales.filter((r) => shape!.cut(...uv(r))).map((r) => r.id);
    const { ids, total } = await searchAll({ operation: "venta", poligono: param });
    expect(ids.sort()).toEqual(expected);
    expect(total).toBe(expected.length);
    for (const id of cut) expect(ids).not.toContain(id);
  });

  it("combines with other filters, sorts and pages like any search", async () => {
    const t = triangle();
    const inside = all.filter((r) => r.operation_type === "venta" && t.inside(r));
    // At equal prices a verified advertiser's listing comes first, then by id, as in every search.
    const advertiser = await advertisers();
    const byPrice = [...inside]
      .sort((a, b) => a.price - b.price || advertiser.get(a.id)!.unverified - advertiser.get(b.id)!.unverified || (a.id < b.id ? -1 : 1))
      .map((r) => r.id);
    const pageSize = Math.max(1, Math.ceil(inside.length / 3));
    const seen: string[] = [];
    const first = await search({ operation: "venta", poligono: t.param, orden: "precio-asc", page_size: pageSize });
    expect(first.total).toBe(inside.length);
    expect(first.pages).toBe(Math.ceil(inside.length / pageSize));
    for (let page = 1; page <= first.pages; page++) {
      const body = await search({ operation: "venta", poligono: t.param, orden: "precio-asc", page_size: pageSize, page });
      expect(body.items.length).toBe(Math.min(pageSize, inside.length - (page - 1) * pageSize));
      seen.push(...body.items.map((c) => c.id));
    }
    expect(seen).toEqual(byPrice);
    // Cards from a polygon search are whole cards.
    expect(Object.keys(first.items[0]).sort()).toEqual([...CARD_KEYS].sort());

    const minRooms = Math.min(...inside.map((r) => r.bedrooms).filter((b) => b > 0));
    expect(minRooms, "sales with bedrooms inside the triangle").toBeLessThan(5);
    const withRooms = inside
      .filter((r) => r.bedrooms >= minRooms + 1)
      .map((r) => r.id)
      .sort();
    const { ids } = await searchAll({ operation: "venta", poligono: t.param, recamaras: minRooms + 1 });
    expect(ids.sort()).toEqual(withRooms);
  });

  it("accepts a closing point and a trailing separator", async () => {
    const t = triangle();
    const [firstPoint] = t.param.split(";");
    const { ids: plain } = await searchAll({ operation: "venta", poligono: t.param });
    const { ids: closed } = await searchAll({ operation: "venta", poligono: `${t.param};${firstPoint};` });
    expect(closed.sort()).toEqual(plain.sort());
  });
});
