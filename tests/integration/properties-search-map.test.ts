import { beforeAll, describe, expect, it } from "vitest";
import { OPERATIONS } from "../../domain/properties/property";
import {
  agencySlug,
  alcaldia,
  all,
  boundsParam,
  byOperation,
  colonia,
  expectedIds,
  inBox,
  loadSearchCorpus,
  markers,
  type Params,
  qs,
  searchAll,
  triangle,
} from "./properties-search-corpus";

// GET /api/properties/map: a marker for every listing a search finds, with the same filters.

beforeAll(loadSearchCorpus, 60_000);

describe("GET /api/properties/map", () => {
  async function expectMarkers(params: Params, expected: string[]) {
    const body = await markers(params);
    expect(Object.keys(body).sort()).toEqual(["items", "total", "truncated"]);
    expect(body.items.map((m) => m.id).sort(), qs(params)).toEqual(expected);
    expect(body.total).toBe(expected.length);
    expect(body.truncated).toBe(false);
    expect(body.items.length).toBeLessThanOrEqual(500);
    const byId = new Map(all.map((r) => [r.id, r]));
    for (const m of body.items) {
      const r = byId.get(m.id)!;
      expect(m).toEqual({ id: r.id, lat: r.lat, lng: r.lng, price: r.price, operation_type: r.operation_type });
    }
    // The same listings as the search with the same filters.
    const { ids } = await searchAll(params);
    expect(ids.sort()).toEqual(expected);
  }

  it("gives a marker for every listing of the search, whatever the page", async () => {
    for (const op of OPERATIONS) await expectMarkers({ operation: op }, byOperation[op]);
    await expectMarkers({ operation: "venta", page: 2, page_size: 1 }, byOperation.venta);
  });

  it("applies the same filters as the search", async () => {
    await expectMarkers(
      { operation: "venta", location_id: alcaldia.id },
      await expectedIds("p.operation_type = 'venta' AND p.municipio_id = ?", [alcaldia.id]),
    );
    await expectMarkers(
      { operation: "venta", location: colonia.nombre_canonico },
      await expectedIds("p.operation_type = 'venta' AND p.location_id = ?", [colonia.id]),
    );
    await expectMarkers(
      { operation: "venta", recamaras: 2, precio_max: 6_000_000 },
      await expectedIds("p.operation_type = 'venta' AND p.bedrooms >= 2 AND p.price <= 6000000"),
    );
    await expectMarkers(
      { operation: "renta", transaction: "renta", type: "Departamento" },
      await expectedIds("p.operation_type = 'renta' AND p.property_type = 'departamento'"),
    );
    await expectMarkers(
      { operation: "venta", inmobiliaria: agencySlug },
      await expectedIds("p.operation_type = 'venta' AND p.agency_id = (SELECT id FROM agencies WHERE slug = ?)", [agencySlug]),
    );
    await expectMarkers(
      { operation: "venta", bounds: boundsParam() },
      all
        .filter((r) => r.operation_type === "venta" && inBox(r))
        .map((r) => r.id)
        .sort(),
    );
  });

  it("keeps only the markers inside a polygon", async () => {
    const t = triangle();
    for (const op of OPERATIONS) {
      await expectMarkers(
        { operation: op, poligono: t.param },
        all
          .filter((r) => r.operation_type === op && t.inside(r))
          .map((r) => r.id)
          .sort(),
      );
    }
    const body = await markers({ operation: "venta", poligono: t.param });
    for (const r of t.outside) expect(body.items.map((m) => m.id)).not.toContain(r.id);
  });
});
