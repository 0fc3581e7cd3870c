import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PropertySearchResponse } from "../../domain/properties/property";
import { call, testDb } from "./helpers";
import type { Colonia } from "./listing-fixtures";

// GET /api/properties with the facts an advertiser attests as filters: what each value
// takes, a listing that does not say never matching, and the count of those left out for
// not saying (one home counted once), on listings this file writes in a colonia of its own.

const DAY_MS = 86_400_000;
let colonia: Colonia;
const ids: Record<string, string> = {};

type Row = {
  operation?: "renta" | "venta";
  type?: string;
  status?: string;
  cluster?: string;
  pets?: string | null;
  furnishing?: string | null;
  credits?: number | null;
  land_use?: string | null;
  elevador?: number | null;
};

// Every listing is a rental departamento unless it says otherwise; a fact left out is not given.
const ROWS: Record<string, Row> = {
  a: { pets: "si", furnishing: "si", elevador: 1 },
  b: { pets: "restricciones", furnishing: "semi", elevador: 0 },
  c: { pets: "no", furnishing: "no" },
  d: { furnishing: "si", elevador: 1 },
  e: {},
  // Pets are not asked of an office: it is not "left out for not saying" them.
  oficina: { type: "oficina", furnishing: "si" },
  // The same home from two advertisers: search shows one of them, and counts it once.
  g: { cluster: "ff-home", furnishing: "si" },
  h: { cluster: "ff-home", furnishing: "si" },
  // Not published: never counted.
  paused: { status: "pausada", pets: "si", furnishing: "si" },
  // Sales: credits as a bitmask (infonavit 1, fovissste 2, bancario 4, contado 8).
  s1: { operation: "venta", credits: 0b101 },
  s2: { operation: "venta", credits: 0 },
  s3: { operation: "venta" },
  s4: { operation: "venta", credits: 0b10 },
  // Commercial sales: uso de suelo.
  l1: { operation: "venta", type: "local-comercial", land_use: "comercial" },
  l2: { operation: "venta", type: "local-comercial", land_use: "mixto" },
  l3: { operation: "venta", type: "local-comercial" },
  l4: { operation: "venta", type: "local-comercial", land_use: "habitacional" },
};

async function emptyColonia(): Promise<Colonia> {
  const rs = await testDb().execute(
    `SELECT c.id, c.nombre_canonico AS name, c.centroid_lat AS lat, c.centroid_lng AS lng, m.nombre_canonico AS alcaldia, m.id AS municipio_id, m.padre_id AS estado_id
       FROM locations c JOIN locations m ON m.id = c.padre_id
      WHERE c.tipo = 'colonia' AND m.tipo = 'municipio' AND m.padre_id IS NOT NULL
        AND c.centroid_lat BETWEEN 19.1 AND 19.6 AND c.centroid_lng BETWEEN -99.35 AND -98.95
        AND NOT EXISTS (SELECT 1 FROM properties p WHERE p.location_id = c.id)
      ORDER BY random() LIMIT 1`,
  );
  const r = rs.rows[0];
  return {
    id: String(r.id),
    name: String(r.name),
    lat: Number(r.lat),
    lng: Number(r.lng),
    alcaldia: String(r.alcaldia),
    municipioId: String(r.municipio_id),
    estadoId: String(r.estado_id),
  };
}

beforeAll(async () => {
  colonia = await emptyColonia();
  const now = Date.now();
  let i = 0;
  for (const [name, row] of Object.entries(ROWS)) {
    i++;
    const id = `ff${name}${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}`;
    ids[name] = id;
    await testDb().execute({
      sql: `INSERT INTO properties (id, title, price, address, neighborhood, location_id, municipio_id, estado_id, lat, lng, operation_type, property_type,
                                    status, cluster_id, published_at, expires_at, confirmed_at, created_at, updated_at,
                                    pets, furnishing, credits, land_use, elevador)
            VALUES (?, ?, ?, 'Durango 12', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      args: [
        id,
        `Listado de prueba ${name}`,
        (row.operation ?? "renta") === "renta" ? 20_000 + i * 100 : 3_000_000 + i * 10_000,
        colonia.name,
        colonia.id,
        colonia.municipioId,
        colonia.estadoId,
        // About 30 m apart (the cluster pair too: their cluster_id makes them one home).
        colonia.lat + i * 0.0003,
        colonia.lng,
        row.operation ?? "renta",
        row.type ?? "departamento",
        row.status ?? "publicada",
        row.cluster ?? null,
        now,
        now + 30 * DAY_MS,
        now,
        now - i * 1000,
        now,
        row.pets ?? null,
        row.furnishing ?? null,
        row.credits ?? null,
        row.land_use ?? null,
        row.elevador ?? null,
      ],
    });
  }
});

afterAll(async () => {
  await testDb().execute({ sql: `DELETE FROM properties WHERE id IN (SELECT value FROM json_each(?))`, args: [JSON.stringify(Object.values(ids))] });
});

async function search(params: Record<string, string>): Promise<PropertySearchResponse> {
  const query = new URLSearchParams({ location_id: colonia.id, page_size: "50", ...params });
  const res = await call(`/api/properties?${query}`);
  expect(res.status, query.toString()).toBe(200);
  return ((await res.json()) as { data: PropertySearchResponse }).data;
}

const names = (body: PropertySearchResponse) =>
  body.items
    .map((c) => Object.entries(ids).find(([, id]) => id === c.id)?.[0] ?? c.id)
    .sort()
    .join(",");
const leftOut = (body: PropertySearchResponse) => Object.fromEntries(body.not_given.map((n) => [n.filter, n.count]));

describe("GET /api/properties with fact filters", () => {
  it("a search without fact filters counts no one left out", async () => {
    const body = await search({ operation: "renta" });
    expect(body.not_given).toEqual([]);
    // One card for the two listings of the same home; the paused listing is not there.
    expect(body.total).toBe(7);
    expect(names(body)).not.toContain("paused");
  });

  it("mascotas=si takes 'Sí' and 'Con restricciones'; those that do not say are counted, each home once, offices not", async () => {
    const body = await search({ operation: "renta", mascotas: "si" });
    expect(names(body)).toBe("a,b");
    expect(body.total).toBe(2);
    // d, e, and one of g/h.
    expect(body.not_given).toEqual([{ filter: "mascotas", count: 3 }]);
  });

  it("mascotas=sin_restricciones takes 'Sí' alone", async () => {
    const body = await search({ operation: "renta", mascotas: "sin_restricciones" });
    expect(names(body)).toBe("a");
    expect(leftOut(body)).toEqual({ mascotas: 3 });
  });

  it("amueblado=si is furnished (an office too); semi and no are their own values", async () => {
    const si = await search({ operation: "renta", amueblado: "si" });
    expect(si.total).toBe(4);
    expect(names(si)).toMatch(/^a,d,(g|h),oficina$/);
    expect(leftOut(si)).toEqual({ amueblado: 1 });
    expect(names(await search({ operation: "renta", amueblado: "semi" }))).toBe("b");
    expect(names(await search({ operation: "renta", amueblado: "no" }))).toBe("c");
  });

  it("two facts: each count is of listings that do not say it and match or do not say the other", async () => {
    const body = await search({ operation: "renta", mascotas: "si", amueblado: "si" });
    expect(names(body)).toBe("a");
    // Pets not said: d (furnished), e (says neither), g/h (furnished). Furnishing not said: e.
    expect(leftOut(body)).toEqual({ mascotas: 3, amueblado: 1 });
  });

  it("elevador=si takes 1; 0 is 'no' and null is counted as not said (an office has a building too)", async () => {
    const body = await search({ operation: "renta", elevador: "si" });
    expect(names(body)).toBe("a,d");
    // c, e, the office and g/h.
    expect(leftOut(body)).toEqual({ elevador: 4 });
  });

  it("credito=<credit> takes the sales that accept it; 0 (none) is an answer, null is not", async () => {
    const infonavit = await search({ operation: "venta", credito: "infonavit" });
    expect(names(infonavit)).toBe("s1");
    // s3; the commercial listings are asked for credits too (every sale is).
    expect(leftOut(infonavit)).toEqual({ credito: 5 });
    expect(names(await search({ operation: "venta", credito: "fovissste" }))).toBe("s4");
    expect(names(await search({ operation: "venta", credito: "bancario" }))).toBe("s1");
  });

  it("uso_suelo=comercial takes comercial and mixto; only commercial types are counted as not saying", async () => {
    const body = await search({ operation: "venta", uso_suelo: "comercial" });
    expect(names(body)).toBe("l1,l2");
    expect(leftOut(body)).toEqual({ uso_suelo: 1 });
    expect(names(await search({ operation: "venta", uso_suelo: "habitacional" }))).toBe("l2,l4");
    expect(names(await search({ operation: "venta", uso_suelo: "mixto" }))).toBe("l2");
  });

  it("a fact that does not apply to the operation matches nothing and counts no one left out", async () => {
    const body = await search({ operation: "renta", credito: "infonavit" });
    expect(body).toMatchObject({ total: 0, items: [], not_given: [{ filter: "credito", count: 0 }] });
  });

  it("a drawn zone counts the same, inside it", async () => {
    const [w, e] = [colonia.lng - 0.001, colonia.lng + 0.001];
    const [s, n] = [colonia.lat, colonia.lat + 0.01];
    const poligono = `${w},${s};${e},${s};${e},${n};${w},${n}`;
    const body = await search({ operation: "renta", mascotas: "si", amueblado: "si", poligono });
    expect(names(body)).toBe("a");
    expect(leftOut(body)).toEqual({ mascotas: 3, amueblado: 1 });
  });

  it("the map shows the same listings the filters take", async () => {
    const res = await call(`/api/properties/map?operation=renta&location_id=${colonia.id}&mascotas=si`);
    const map = ((await res.json()) as { data: { total: number; items: { id: string }[] } }).data;
    expect(map.total).toBe(2);
    expect(map.items.map((m) => m.id).sort()).toEqual([ids.a, ids.b].sort());
  });
});
