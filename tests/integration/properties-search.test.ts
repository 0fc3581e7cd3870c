import type { InValue } from "@libsql/client/web";
import { beforeAll, describe, expect, it } from "vitest";
import { OPERATIONS, PROPERTY_TYPES, type MapMarkersResponse, type PropertyCard, type PropertySearchResponse } from "../../domain/properties/property";
import { SEARCH_MESSAGES } from "../../domain/properties/search-filters";
import { call, testDb } from "./helpers";

// GET /api/properties and /api/properties/map through the worker, against the fixture
// database. Every expectation is read from the database itself: the fixture's listings
// decide what should match, never a number written here.

type Markers = MapMarkersResponse;
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };
type Row = {
  id: string;
  title: string;
  price: number;
  operation_type: string;
  property_type: string;
  address: string;
  neighborhood: string;
  bedrooms: number;
  bathrooms: number;
  parking_spaces: number;
  total_surface: number | null;
  built_surface: number | null;
  lat: number;
  lng: number;
  created_at: number;
  location_id: string;
};
type Place = { id: string; nombre_canonico: string; tipo: string; centroid_lng: number | null; centroid_lat: number | null; n: number };
type Params = Record<string, string | number>;

// The message the search table gives each parameter.
const MESSAGES = SEARCH_MESSAGES;

const CARD_KEYS: (keyof PropertyCard)[] = [
  "id",
  "title",
  "price",
  "currency",
  "operation_type",
  "property_type",
  "address",
  "neighborhood",
  "bedrooms",
  "bathrooms",
  "parking_spaces",
  "total_surface",
  "built_surface",
  "lat",
  "lng",
  "image",
  "photo_count",
  "created_at",
];

const db = () => testDb();

async function rows<T>(sql: string, args: InValue[] = []): Promise<T[]> {
  const client = db();
  try {
    return (await client.execute({ sql, args })).rows as unknown as T[];
  } finally {
    client.close();
  }
}

// Ids of the published listings matching a condition over `p` (properties), sorted.
async function expectedIds(where: string, args: InValue[] = []): Promise<string[]> {
  const found = await rows<{ id: string }>(`SELECT p.id FROM properties p WHERE p.status = 'publicada' AND (${where})`, args);
  return found.map((r) => r.id).sort();
}

// Same, in the given order.
async function expectedOrder(where: string, args: InValue[], orderBy: string): Promise<string[]> {
  const found = await rows<{ id: string }>(`SELECT p.id FROM properties p WHERE p.status = 'publicada' AND (${where}) ORDER BY ${orderBy}`, args);
  return found.map((r) => r.id);
}

const qs = (params: Params) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

async function get<T>(path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await call(path);
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

async function search(params: Params): Promise<PropertySearchResponse> {
  const { status, body } = await get<{ data: PropertySearchResponse }>(`/api/properties?${qs(params)}`);
  expect(status, `GET /api/properties?${qs(params)}`).toBe(200);
  return body.data;
}

// Every result of a search, page after page of 50, in the order the API gives them.
async function searchAll(params: Params): Promise<{ ids: string[]; total: number; first: PropertySearchResponse; cards: PropertyCard[] }> {
  const first = await search({ ...params, page_size: 50, page: 1 });
  const cards = [...first.data];
  for (let page = 2; page <= first.pages; page++) {
    const next = await search({ ...params, page_size: 50, page });
    expect(next.total).toBe(first.total);
    cards.push(...next.data);
  }
  return { ids: cards.map((c) => c.id), total: first.total, first, cards };
}

// The API's results (all pages) and total against the ids the database says should match.
async function expectMatches(params: Params, expected: string[]): Promise<PropertySearchResponse> {
  const { ids, total, first } = await searchAll(params);
  expect([...ids].sort(), qs(params)).toEqual(expected);
  expect(new Set(ids).size).toBe(ids.length);
  expect(total, qs(params)).toBe(expected.length);
  expect(first.pages).toBe(Math.ceil(expected.length / 50));
  return first;
}

async function markers(params: Params): Promise<Markers> {
  const { status, body } = await get<{ data: Markers }>(`/api/properties/map?${qs(params)}`);
  expect(status, `GET /api/properties/map?${qs(params)}`).toBe(200);
  return body.data;
}

async function expectBadRequest(params: Params, message: string) {
  for (const path of ["/api/properties", "/api/properties/map"]) {
    const { status, body } = await get<ErrorBody>(`${path}?${qs(params)}`);
    expect(status, `${path}?${qs(params)}`).toBe(400);
    expect(body.error.code).toBe("validation_error");
    expect(body.error.message, `${path}?${qs(params)}`).toBe(message);
  }
}

// A filter should narrow the operation's listings to some, not none and not all.
function expectNarrows(expected: string[], all: string[], label: string) {
  expect(expected.length, `${label}: nothing in the fixture matches, the test proves nothing`).toBeGreaterThan(0);
  expect(expected.length, `${label}: every listing matches, the test proves nothing`).toBeLessThan(all.length);
}

// ---------------------------------------------------------------------------------------
// What the fixture holds, read once.

let all: Row[];
const byOperation: Record<string, string[]> = {};
let colonia: Place; // the colonia with the most listings
let alcaldia: Place; // the alcaldía with the most listings
let estado: Place; // the estado of the listings
let agencySlug: string;

// A map box inside the fixture's spread of listings, away from every listing by a margin
// (the R*Tree keeps 32-bit coordinates, so a point within ~1 m of an edge is a coin toss).
let box: { w: number; s: number; e: number; n: number };

// A split between sorted values near a quantile, in the widest gap nearby.
function splitNear(values: number[], quantile: number): number {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  const at = Math.floor(sorted.length * quantile);
  let best = at;
  for (let i = Math.max(1, at - 3); i <= Math.min(sorted.length - 1, at + 3); i++) {
    if (sorted[i] - sorted[i - 1] > sorted[best] - sorted[best - 1]) best = i;
  }
  return (sorted[best] + sorted[best - 1]) / 2;
}

beforeAll(async () => {
  // The first request starts the worker: let it happen here, not inside a test's time limit.
  expect((await call("/api/properties?operation=venta")).status).toBe(200);
  all = await rows<Row>(
    `SELECT id, title, price, operation_type, property_type, address, neighborhood, bedrooms, bathrooms, parking_spaces,
            total_surface, built_surface, lat, lng, created_at, location_id
       FROM properties WHERE status = 'publicada'`,
  );
  expect(all.length).toBeGreaterThan(20);
  for (const op of OPERATIONS) byOperation[op] = all.filter((r) => r.operation_type === op).map((r) => r.id).sort();

  const placeColumns = "l.id, l.nombre_canonico, l.tipo, l.centroid_lng, l.centroid_lat";
  // The colonia with the most listings whose name no other place has.
  [colonia] = await rows<Place>(
    `SELECT ${placeColumns}, count(*) AS n FROM properties p JOIN locations l ON l.id = p.location_id
      WHERE p.status = 'publicada' AND l.tipo = 'colonia'
        AND (SELECT count(*) FROM locations o WHERE o.search_name = l.search_name) = 1
      GROUP BY l.id ORDER BY n DESC, l.id LIMIT 1`,
  );
  [alcaldia] = await rows<Place>(
    `SELECT ${placeColumns}, count(*) AS n FROM properties p JOIN locations c ON c.id = p.location_id JOIN locations l ON l.id = c.padre_id
      WHERE p.status = 'publicada' AND l.tipo = 'municipio' GROUP BY l.id ORDER BY n DESC, l.id LIMIT 1`,
  );
  [estado] = await rows<Place>(
    `SELECT ${placeColumns}, count(*) AS n FROM properties p JOIN locations c ON c.id = p.location_id
       JOIN locations m ON m.id = c.padre_id JOIN locations l ON l.id = m.padre_id
      WHERE p.status = 'publicada' AND l.tipo = 'estado' GROUP BY l.id ORDER BY n DESC, l.id LIMIT 1`,
  );
  [{ slug: agencySlug }] = await rows<{ slug: string }>(
    `SELECT a.slug, count(*) AS n FROM properties p JOIN agencies a ON a.id = p.agency_id
      WHERE p.status = 'publicada' GROUP BY a.id ORDER BY n DESC, a.id LIMIT 1`,
  );

  box = {
    w: splitNear(all.map((r) => r.lng), 0.2),
    e: splitNear(all.map((r) => r.lng), 0.8),
    s: splitNear(all.map((r) => r.lat), 0.2),
    n: splitNear(all.map((r) => r.lat), 0.8),
  };
  // 32-bit floats near 99° are ~1.5e-5° apart: keep every listing well clear of the edges.
  for (const r of all) {
    expect(Math.min(Math.abs(r.lng - box.w), Math.abs(r.lng - box.e))).toBeGreaterThan(1e-4);
    expect(Math.min(Math.abs(r.lat - box.s), Math.abs(r.lat - box.n))).toBeGreaterThan(1e-4);
  }
}, 60_000);

const boundsParam = () => [box.w, box.s, box.e, box.n].map((v) => v.toFixed(6)).join(",");
const inBox = (r: Row) => r.lng > box.w && r.lng < box.e && r.lat > box.s && r.lat < box.n;
// Position inside the box: 0..1 from west to east (u) and from south to north (v).
const uv = (r: Row) => [(r.lng - box.w) / (box.e - box.w), (r.lat - box.s) / (box.n - box.s)] as const;
const fromUv = ([u, v]: readonly [number, number]) => [box.w + u * (box.e - box.w), box.s + v * (box.n - box.s)] as const;
const polygonParam = (points: (readonly [number, number])[]) => points.map(([lng, lat]) => `${lng.toFixed(6)},${lat.toFixed(6)}`).join(";");

// ---------------------------------------------------------------------------------------

describe("GET /api/properties: each filter alone", () => {
  it.each(OPERATIONS)("operation=%s gives the published listings of that operation", async (op) => {
    expectNarrows(byOperation[op], all.map((r) => r.id), op);
    await expectMatches({ operation: op }, byOperation[op]);
  });

  it("searches sales when no operation is given", async () => {
    await expectMatches({}, byOperation.venta);
  });

  it("location_id of a colonia gives the colonia's listings, and names the place", async () => {
    let seen = 0;
    for (const op of OPERATIONS) {
      const expected = await expectedIds("p.operation_type = ? AND p.location_id = ?", [op, colonia.id]);
      seen += expected.length;
      const first = await expectMatches({ operation: op, location_id: colonia.id }, expected);
      expect(first.location).toEqual({
        id: colonia.id,
        nombre_canonico: colonia.nombre_canonico,
        tipo: "colonia",
        centroide: [colonia.centroid_lng, colonia.centroid_lat],
      });
    }
    expect(seen).toBe(colonia.n);
  });

  it("location_id of an alcaldía includes the listings of every colonia under it", async () => {
    const where = "p.operation_type = ? AND p.location_id IN (SELECT id FROM locations WHERE padre_id = ?)";
    const coloniasWithListings = await rows<{ n: number }>(
      "SELECT count(DISTINCT p.location_id) AS n FROM properties p JOIN locations c ON c.id = p.location_id WHERE c.padre_id = ? AND p.status = 'publicada'",
      [alcaldia.id],
    );
    expect(coloniasWithListings[0].n).toBeGreaterThan(1);
    for (const op of OPERATIONS) {
      const expected = await expectedIds(where, [op, alcaldia.id]);
      const first = await expectMatches({ operation: op, location_id: alcaldia.id }, expected);
      expect(first.location).toMatchObject({ id: alcaldia.id, nombre_canonico: alcaldia.nombre_canonico, tipo: "municipio" });
    }
    const venta = await expectedIds(where, ["venta", alcaldia.id]);
    expectNarrows(venta, byOperation.venta, "alcaldía");
  });

  it("location_id of the estado includes the listings of its alcaldías' colonias", async () => {
    const where = `p.operation_type = ? AND p.location_id IN (
      SELECT c.id FROM locations c JOIN locations m ON m.id = c.padre_id WHERE m.padre_id = ?)`;
    for (const op of OPERATIONS) {
      const expected = await expectedIds(where, [op, estado.id]);
      expect(expected.length).toBeGreaterThan(0);
      const first = await expectMatches({ operation: op, location_id: estado.id }, expected);
      expect(first.location).toMatchObject({ id: estado.id, tipo: "estado" });
    }
  });

  it("a well-formed but unknown location_id finds nothing", async () => {
    const body = await search({ operation: "venta", location_id: "loc_no_existe" });
    expect(body).toMatchObject({ data: [], total: 0, pages: 0, location: null });
  });

  it("location=<name> (featured links) finds the place by name, ignoring case and accents", async () => {
    const expected = await expectedIds("p.location_id = ?", [colonia.id]);
    const plain = colonia.nombre_canonico.normalize("NFD").replace(/\p{Diacritic}/gu, "").toUpperCase();
    for (const name of [colonia.nombre_canonico, plain, `  ${colonia.nombre_canonico.toLowerCase()} `]) {
      const found: string[] = [];
      for (const op of OPERATIONS) {
        const body = await search({ operation: op, location: name, page_size: 50 });
        expect(body.location).toMatchObject({ id: colonia.id, tipo: "colonia" });
        found.push(...body.data.map((c) => c.id));
      }
      expect(found.sort(), name).toEqual(expected);
    }
  });

  it("location=<name of an alcaldía> includes its colonias", async () => {
    const expected = await expectedIds("p.operation_type = 'venta' AND p.location_id IN (SELECT id FROM locations WHERE padre_id = ?)", [alcaldia.id]);
    await expectMatches({ operation: "venta", location: alcaldia.nombre_canonico }, expected);
  });

  it("an unknown location name gives no results rather than every listing", async () => {
    const body = await search({ operation: "venta", location: "Colonia Que No Existe" });
    expect(body).toMatchObject({ data: [], total: 0, pages: 0, location: null });
    const markers_ = await markers({ operation: "venta", location: "Colonia Que No Existe" });
    expect(markers_).toEqual({ data: [], total: 0, truncated: false });
  });

  it("the home page's location + location_id + lat/lng search the place of location_id", async () => {
    const expected = await expectedIds("p.operation_type = 'venta' AND p.location_id IN (SELECT id FROM locations WHERE padre_id = ?)", [alcaldia.id]);
    await expectMatches(
      { operation: "venta", location: alcaldia.nombre_canonico, location_id: alcaldia.id, lat: alcaldia.centroid_lat ?? 19.4, lng: alcaldia.centroid_lng ?? -99.1 },
      expected,
    );
  });

  it("estado=cdmx keeps the listings in Mexico City", async () => {
    for (const op of OPERATIONS) {
      const expected = await expectedIds("p.operation_type = ? AND p.estado_id = (SELECT id FROM locations WHERE slug = 'ciudad-de-mexico')", [op]);
      expect(expected.length).toBeGreaterThan(0);
      await expectMatches({ operation: op, estado: "cdmx" }, expected);
    }
  });

  it("tipo gives the listings of each property type", async () => {
    let narrowing = 0;
    for (const tipo of PROPERTY_TYPES) {
      const expected = await expectedIds("p.operation_type = 'venta' AND p.property_type = ?", [tipo]);
      if (expected.length > 0 && expected.length < byOperation.venta.length) narrowing++;
      await expectMatches({ operation: "venta", tipo }, expected);
    }
    expect(narrowing).toBeGreaterThan(1);
  });

  it("type=Casa|Departamento with transaction (featured links) wins over the route's operation", async () => {
    for (const [type, tipo] of [["Casa", "casa"], ["Departamento", "departamento"], ["departamento", "departamento"]]) {
      const expected = await expectedIds("p.operation_type = 'renta' AND p.property_type = ?", [tipo]);
      expect(expected.length, `${tipo} en renta`).toBeGreaterThan(0);
      await expectMatches({ operation: "venta", transaction: "renta", type }, expected);
    }
    const ventas = await expectedIds("p.operation_type = 'venta' AND p.property_type = 'casa'");
    await expectMatches({ operation: "renta", transaction: "venta", type: "Casa" }, ventas);
    // type alone keeps the route's operation.
    await expectMatches({ operation: "venta", type: "Casa" }, ventas);
  });

  it("inmobiliaria=<slug> gives that agency's listings; an unknown slug gives none", async () => {
    const where = "p.operation_type = ? AND p.agency_id = (SELECT id FROM agencies WHERE slug = ?)";
    for (const op of OPERATIONS) await expectMatches({ operation: op, inmobiliaria: agencySlug }, await expectedIds(where, [op, agencySlug]));
    expectNarrows(await expectedIds(where, ["venta", agencySlug]), byOperation.venta, "inmobiliaria");
    expect(await search({ operation: "venta", inmobiliaria: "no-existe-esta-inmobiliaria" })).toMatchObject({ data: [], total: 0 });
  });

  it("recamaras=N means N or more bedrooms (5 means five or more)", async () => {
    let narrowing = 0;
    for (const op of OPERATIONS) {
      for (const n of [1, 2, 3, 4, 5]) {
        const expected = await expectedIds("p.operation_type = ? AND p.bedrooms >= ?", [op, n]);
        if (expected.length > 0 && expected.length < byOperation[op].length) narrowing++;
        await expectMatches({ operation: op, recamaras: n }, expected);
      }
    }
    expect(narrowing).toBeGreaterThan(3);
    // Five or more: every listing with at least five bedrooms, of any operation.
    const five = all.filter((r) => r.bedrooms >= 5);
    expect(five.length).toBeGreaterThan(0);
    for (const r of five) {
      const body = await search({ operation: r.operation_type, recamaras: 5, page_size: 50 });
      expect(body.data.map((c) => c.id)).toContain(r.id);
    }
  });

  it("banos=N means N or more bathrooms", async () => {
    let narrowing = 0;
    for (const n of [1, 2, 3, 4]) {
      const expected = await expectedIds("p.operation_type = 'venta' AND p.bathrooms >= ?", [n]);
      if (expected.length > 0 && expected.length < byOperation.venta.length) narrowing++;
      await expectMatches({ operation: "venta", banos: n }, expected);
    }
    expect(narrowing).toBeGreaterThan(1);
  });

  it("estacionamientos=N means N or more parking spaces", async () => {
    let narrowing = 0;
    for (const n of [1, 2, 3]) {
      const expected = await expectedIds("p.operation_type = 'venta' AND p.parking_spaces >= ?", [n]);
      if (expected.length > 0 && expected.length < byOperation.venta.length) narrowing++;
      await expectMatches({ operation: "venta", estacionamientos: n }, expected);
    }
    expect(narrowing).toBeGreaterThan(1);
  });

  it("precio_min and precio_max are inclusive bounds on the price", async () => {
    const prices = all.filter((r) => r.operation_type === "venta").map((r) => r.price).sort((a, b) => a - b);
    const low = prices[Math.floor(prices.length / 4)];
    const high = prices[Math.floor((prices.length * 3) / 4)];
    const min = await expectedIds("p.operation_type = 'venta' AND p.price >= ?", [low]);
    const max = await expectedIds("p.operation_type = 'venta' AND p.price <= ?", [high]);
    const both = await expectedIds("p.operation_type = 'venta' AND p.price BETWEEN ? AND ?", [low, high]);
    expectNarrows(min, byOperation.venta, "precio_min");
    expectNarrows(max, byOperation.venta, "precio_max");
    expectNarrows(both, byOperation.venta, "precio_min+max");
    await expectMatches({ operation: "venta", precio_min: low }, min);
    await expectMatches({ operation: "venta", precio_max: high }, max);
    const first = await expectMatches({ operation: "venta", precio_min: low, precio_max: high }, both);
    expect(first.data.every((c) => c.price >= low && c.price <= high)).toBe(true);
    // A listing priced exactly at the bounds is in.
    const exact = all.find((r) => r.operation_type === "venta" && r.price === low)!;
    expect(both).toContain(exact.id);
    await expectMatches({ operation: "venta", precio_min: low, precio_max: low }, await expectedIds("p.operation_type = 'venta' AND p.price = ?", [low]));
  });

  it("superficie_min/max compare the built surface, falling back to the total surface", async () => {
    const venta = all.filter((r) => r.operation_type === "venta");
    // Witnesses: a listing with a built surface smaller than its total, and one with no built surface.
    const straddle = venta.filter((r) => r.built_surface !== null && r.total_surface !== null && r.total_surface > r.built_surface).sort((a, b) => a.built_surface! - b.built_surface!)[0];
    const landOnly = venta.filter((r) => r.built_surface === null && r.total_surface !== null).sort((a, b) => b.total_surface! - a.total_surface!)[0];
    expect(straddle, "a sale whose built surface is under its total").toBeDefined();
    expect(landOnly, "a sale with only a total surface").toBeDefined();
    const threshold = Math.floor(straddle.built_surface!) + 1; // above built, not above total
    expect(threshold).toBeLessThanOrEqual(straddle.total_surface!);
    expect(landOnly.total_surface!).toBeGreaterThanOrEqual(threshold);

    const area = "coalesce(p.built_surface, p.total_surface)";
    const min = await expectedIds(`p.operation_type = 'venta' AND ${area} >= ?`, [threshold]);
    expect(min).not.toContain(straddle.id);
    expect(min).toContain(landOnly.id);
    expectNarrows(min, byOperation.venta, "superficie_min");
    await expectMatches({ operation: "venta", superficie_min: threshold }, min);

    const maxValue = Math.ceil(straddle.built_surface!);
    const max = await expectedIds(`p.operation_type = 'venta' AND ${area} <= ?`, [maxValue]);
    expect(max).toContain(straddle.id);
    expect(max).not.toContain(landOnly.id);
    await expectMatches({ operation: "venta", superficie_max: maxValue }, max);

    const between = await expectedIds(`p.operation_type = 'venta' AND ${area} BETWEEN ? AND ?`, [60, 150]);
    expectNarrows(between, byOperation.venta, "superficie_min+max");
    await expectMatches({ operation: "venta", superficie_min: 60, superficie_max: 150 }, between);
  });

  it("bounds keeps only the listings inside the map box", async () => {
    for (const op of OPERATIONS) {
      const expected = all.filter((r) => r.operation_type === op && inBox(r)).map((r) => r.id).sort();
      const body = await expectMatches({ operation: op, bounds: boundsParam() }, expected);
      expect(body.location).toBeNull();
    }
    const venta = all.filter((r) => r.operation_type === "venta" && inBox(r)).map((r) => r.id);
    expectNarrows(venta, byOperation.venta, "bounds");
  });

  it("a box with no listing finds nothing", async () => {
    const body = await search({ operation: "venta", bounds: "-98.5,18.5,-98.4,18.6" });
    expect(body).toMatchObject({ data: [], total: 0, pages: 0 });
  });

  it("unknown parameters (utm_source, fbclid) are ignored and empty ones count as absent", async () => {
    await expectMatches({ operation: "renta", utm_source: "newsletter", utm_campaign: "otoño", fbclid: "abc" }, byOperation.renta);
    await expectMatches({ operation: "renta", tipo: "", recamaras: "", precio_min: "", bounds: "", poligono: "", orden: "" }, byOperation.renta);
  });
});

// A right triangle with its right angle at a corner of the map box and legs of c box
// units: in corner-relative coordinates a, b (0 at the corner, growing into the box), the
// points with a > 0, b > 0 and a + b < c. Its bounding box is 0 < a, b < c.
function cornerTriangle(cu: 0 | 1, cv: 0 | 1, c: number) {
  const du = cu === 0 ? 1 : -1;
  const dv = cv === 0 ? 1 : -1;
  const ab = (r: Row) => {
    const [u, v] = uv(r);
    return [(u - cu) * du, (v - cv) * dv] as const;
  };
  return {
    param: polygonParam([fromUv([cu, cv]), fromUv([cu + c * du, cv]), fromUv([cu, cv + c * dv])]),
    inside: (r: Row) => {
      const [a, b] = ab(r);
      return a > 0 && b > 0 && a + b < c;
    },
    inBoundingBox: (r: Row) => {
      const [a, b] = ab(r);
      return a > 0 && b > 0 && a < c && b < c;
    },
    // How close the listing is to any side of the triangle or of its bounding box, in box units.
    clearance: (r: Row) => {
      const [a, b] = ab(r);
      return Math.min(Math.abs(a), Math.abs(b), Math.abs(a - c), Math.abs(b - c), Math.abs(a + b - c) / Math.SQRT2);
    },
  };
}

// The first corner triangle with sales inside it and sales inside its bounding box but
// outside the triangle, with no listing close to any of its sides.
function triangle() {
  const sales = all.filter((r) => r.operation_type === "venta");
  for (const c of [1, 0.9, 1.1, 0.8, 1.2, 0.7, 1.3, 0.6, 1.4, 0.5, 1.5]) {
    for (const [cu, cv] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) {
      const t = cornerTriangle(cu, cv, c);
      if (all.some((r) => t.clearance(r) < 0.005)) continue;
      const inside = sales.filter(t.inside);
      const outside = sales.filter((r) => t.inBoundingBox(r) && !t.inside(r));
      if (inside.length && outside.length) return { param: t.param, inside: t.inside, outside };
    }
  }
  throw new Error("No triangle in the fixture has sales both inside it and inside its bounding box only");
}

describe("GET /api/properties: polygons", () => {
  it("keeps only the points inside a triangle, not everything inside its bounding box", async () => {
    const t = triangle();
    for (const op of OPERATIONS) {
      const expected = all.filter((r) => r.operation_type === op && t.inside(r)).map((r) => r.id).sort();
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
    const mu = splitNear(inBoxAll.map((r) => uv(r)[0]), 0.5);
    const mv = splitNear(inBoxAll.map((r) => uv(r)[1]), 0.5);
    for (const r of inBoxAll) expect(Math.min(Math.abs(uv(r)[0] - mu), Math.abs(uv(r)[1] - mv))).toBeGreaterThan(0.002);
    const shapes = [
      { cut: (u: number, v: number) => u > mu && v > mv, points: [[0, 0], [1, 0], [1, mv], [mu, mv], [mu, 1], [0, 1]] },
      { cut: (u: number, v: number) => u < mu && v < mv, points: [[mu, 0], [1, 0], [1, 1], [0, 1], [0, mv], [mu, mv]] },
      { cut: (u: number, v: number) => u > mu && v < mv, points: [[0, 0], [mu, 0], [mu, mv], [1, mv], [1, 1], [0, 1]] },
      { cut: (u: number, v: number) => u < mu && v > mv, points: [[0, 0], [1, 0], [1, 1], [mu, 1], [mu, mv], [0, mv]] },
    ] as const;
    const sales = all.filter((r) => r.operation_type === "venta" && inBox(r));
    const shape = shapes.find((s) => sales.some((r) => s.cut(...uv(r))) && sales.some((r) => !s.cut(...uv(r))));
    expect(shape, "a quadrant of the box with sales, and sales elsewhere in it").toBeDefined();
    const param = polygonParam(shape!.points.map((p) => fromUv(p)));
    const expected = sales.filter((r) => !shape!.cut(...uv(r))).map((r) => r.id).sort();
    const cut = sales.filter((r) => shape!.cut(...uv(r))).map((r) => r.id);
    const { ids, total } = await searchAll({ operation: "venta", poligono: param });
    expect(ids.sort()).toEqual(expected);
    expect(total).toBe(expected.length);
    for (const id of cut) expect(ids).not.toContain(id);
  });

  it("combines with other filters, sorts and pages like any search", async () => {
    const t = triangle();
    const inside = all.filter((r) => r.operation_type === "venta" && t.inside(r));
    const byPrice = [...inside].sort((a, b) => a.price - b.price || (a.id < b.id ? -1 : 1)).map((r) => r.id);
    const pageSize = Math.max(1, Math.ceil(inside.length / 3));
    const seen: string[] = [];
    const first = await search({ operation: "venta", poligono: t.param, orden: "precio-asc", page_size: pageSize });
    expect(first.total).toBe(inside.length);
    expect(first.pages).toBe(Math.ceil(inside.length / pageSize));
    for (let page = 1; page <= first.pages; page++) {
      const body = await search({ operation: "venta", poligono: t.param, orden: "precio-asc", page_size: pageSize, page });
      expect(body.data.length).toBe(Math.min(pageSize, inside.length - (page - 1) * pageSize));
      seen.push(...body.data.map((c) => c.id));
    }
    expect(seen).toEqual(byPrice);
    // Cards from a polygon search are whole cards.
    expect(Object.keys(first.data[0]).sort()).toEqual([...CARD_KEYS].sort());

    const minRooms = Math.min(...inside.map((r) => r.bedrooms).filter((b) => b > 0));
    expect(minRooms, "sales with bedrooms inside the triangle").toBeLessThan(5);
    const withRooms = inside.filter((r) => r.bedrooms >= minRooms + 1).map((r) => r.id).sort();
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

describe("GET /api/properties: combinations", () => {
  it("operation + alcaldía + tipo + recámaras + price", async () => {
    const where = `p.operation_type = 'venta' AND p.location_id IN (SELECT id FROM locations WHERE padre_id = ?)
      AND p.property_type = 'departamento' AND p.bedrooms >= 2 AND p.price <= ?`;
    const candidates = (
      await rows<{ price: number }>(
        `SELECT p.price FROM properties p WHERE p.status = 'publicada' AND p.operation_type = 'venta'
           AND p.location_id IN (SELECT id FROM locations WHERE padre_id = ?) AND p.property_type = 'departamento' AND p.bedrooms >= 2
         ORDER BY p.price`,
        [alcaldia.id],
      )
    ).map((r) => r.price);
    expect(candidates.length, "sales of 2+ bedroom apartments in the alcaldía").toBeGreaterThan(1);
    const cap = candidates[Math.floor((candidates.length - 1) / 2)];
    const expected = await expectedIds(where, [alcaldia.id, cap]);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(candidates.length);
    await expectMatches({ operation: "venta", location_id: alcaldia.id, tipo: "departamento", recamaras: 2, precio_max: cap }, expected);
    // Each added filter can only narrow.
    const narrower = await expectedIds(`${where} AND p.bathrooms >= 2 AND p.parking_spaces >= 2`, [alcaldia.id, cap]);
    expect(narrower.every((id) => expected.includes(id))).toBe(true);
    await expectMatches(
      { operation: "venta", location_id: alcaldia.id, tipo: "departamento", recamaras: 2, precio_max: cap, banos: 2, estacionamientos: 2 },
      narrower,
    );
  });

  it("featured link: type + transaction + location name", async () => {
    const expected = await expectedIds(
      "p.operation_type = 'renta' AND p.property_type = 'departamento' AND p.location_id IN (SELECT id FROM locations WHERE padre_id = ?)",
      [alcaldia.id],
    );
    await expectMatches({ operation: "venta", type: "Departamento", transaction: "renta", location: alcaldia.nombre_canonico }, expected);
  });

  it("bounds + tipo + estado + inmobiliaria + superficie", async () => {
    const agencyIds = new Set(await expectedIds("p.agency_id = (SELECT id FROM agencies WHERE slug = ?)", [agencySlug]));
    const expected = all
      .filter((r) => r.operation_type === "venta" && inBox(r) && r.property_type === "departamento" && agencyIds.has(r.id) && (r.built_surface ?? r.total_surface ?? 0) >= 50)
      .map((r) => r.id)
      .sort();
    await expectMatches({ operation: "venta", bounds: boundsParam(), tipo: "departamento", estado: "cdmx", inmobiliaria: agencySlug, superficie_min: 50 }, expected);
  });

  it("filters that exclude each other give an empty page, not an error", async () => {
    const body = await search({ operation: "venta", tipo: "terreno", recamaras: 5 });
    const expected = await expectedIds("p.operation_type = 'venta' AND p.property_type = 'terreno' AND p.bedrooms >= 5");
    expect(body.total).toBe(expected.length);
    expect(body.data.map((c) => c.id).sort()).toEqual(expected);
  });
});

describe("GET /api/properties: sort orders", () => {
  const orders = {
    recientes: "p.created_at DESC, p.id ASC",
    "precio-asc": "p.price ASC, p.id ASC",
    "precio-desc": "p.price DESC, p.id ASC",
  } as const;

  it.each(Object.entries(orders))("orden=%s", async (orden, orderBy) => {
    for (const op of OPERATIONS) {
      const expected = await expectedOrder("p.operation_type = ?", [op], orderBy);
      const { ids, cards } = await searchAll({ operation: op, orden });
      expect(ids).toEqual(expected);
      if (orden === "recientes") {
        const dates = cards.map((c) => Date.parse(c.created_at));
        expect(dates).toEqual([...dates].sort((a, b) => b - a));
      }
    }
  });

  it("recientes is the default", async () => {
    const { ids } = await searchAll({ operation: "venta" });
    expect(ids).toEqual(await expectedOrder("p.operation_type = 'venta'", [], orders.recientes));
  });

  it("orden=precio-m2: price over the built surface (or the total), cheapest per m² first", async () => {
    for (const op of OPERATIONS) {
      const listings = all.filter((r) => r.operation_type === op);
      const perM2 = (r: { price: number; built_surface: number | null; total_surface: number | null }) => {
        const area = r.built_surface ?? r.total_surface;
        return area ? r.price / area : null;
      };
      const expected = [...listings]
        .sort((a, b) => {
          const x = perM2(a);
          const y = perM2(b);
          if (x === null || y === null) return x === y ? (a.id < b.id ? -1 : 1) : x === null ? 1 : -1;
          return x - y || (a.id < b.id ? -1 : 1);
        })
        .map((r) => r.id);
      const { ids, cards } = await searchAll({ operation: op, orden: "precio-m2" });
      expect(ids).toEqual(expected);
      const values = cards.map(perM2).filter((v): v is number => v !== null);
      expect(values).toEqual([...values].sort((a, b) => a - b));
    }
    // The fixture tells the built surface from the total: ordering by price / total surface
    // would give another order, so the check above would notice the wrong surface.
    const venta = all.filter((r) => r.operation_type === "venta");
    const byTotal = [...venta].sort((a, b) => a.price / a.total_surface! - b.price / b.total_surface! || (a.id < b.id ? -1 : 1)).map((r) => r.id);
    const { ids } = await searchAll({ operation: "venta", orden: "precio-m2" });
    expect(ids).not.toEqual(byTotal);
  });
});

describe("GET /api/properties: paging", () => {
  it("pages split the results in order, without overlap or gaps", async () => {
    const expected = await expectedOrder("p.operation_type = 'venta'", [], "p.price DESC, p.id ASC");
    const pageSize = 7;
    const pages = Math.ceil(expected.length / pageSize);
    expect(pages).toBeGreaterThan(2);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const body = await search({ operation: "venta", orden: "precio-desc", page, page_size: pageSize });
      expect(body).toMatchObject({ page, page_size: pageSize, pages, total: expected.length });
      expect(body.data.length).toBe(page < pages ? pageSize : expected.length - pageSize * (pages - 1));
      for (const c of body.data) expect(seen).not.toContain(c.id);
      seen.push(...body.data.map((c) => c.id));
    }
    expect(seen).toEqual(expected);
    const beyond = await search({ operation: "venta", orden: "precio-desc", page: pages + 1, page_size: pageSize });
    expect(beyond).toMatchObject({ data: [], total: expected.length, page: pages + 1, pages });
  });

  it("24 per page by default; page_size is capped at 50", async () => {
    const total = byOperation.venta.length;
    const byDefault = await search({ operation: "venta" });
    expect(byDefault).toMatchObject({ page: 1, page_size: 24, total, pages: Math.ceil(total / 24) });
    expect(byDefault.data.length).toBe(Math.min(24, total));

    const capped = await search({ operation: "venta", page_size: 1000 });
    expect(capped.page_size).toBe(50);
    expect(capped.pages).toBe(Math.ceil(total / 50));
    expect(capped.data.length).toBe(Math.min(50, total));

    const one = await search({ operation: "venta", page_size: 1, page: 2, orden: "precio-asc" });
    const order = await expectedOrder("p.operation_type = 'venta'", [], "p.price ASC, p.id ASC");
    expect(one.data.map((c) => c.id)).toEqual([order[1]]);
    expect(one.pages).toBe(total);
  });
});

describe("GET /api/properties: the response", () => {
  it("every card carries every field, as the database has it", async () => {
    const images = await rows<{ property_id: string; url: string; thumbnail_url: string | null; alt: string | null; width: number | null; height: number | null; is_main: number }>(
      "SELECT property_id, url, thumbnail_url, alt, width, height, is_main FROM property_images",
    );
    const byId = new Map(all.map((r) => [r.id, r]));
    let checked = 0;
    for (const op of OPERATIONS) {
      const { cards, first } = await searchAll({ operation: op });
      expect(Object.keys(first).sort()).toEqual(["data", "location", "page", "page_size", "pages", "total"]);
      for (const card of cards) {
        const row = byId.get(card.id)!;
        expect(row, card.id).toBeDefined();
        expect(Object.keys(card).sort()).toEqual([...CARD_KEYS].sort());
        const own = images.filter((i) => i.property_id === card.id);
        const main = own.find((i) => i.is_main === 1);
        expect(card).toEqual({
          id: row.id,
          title: row.title,
          price: row.price,
          currency: "MXN",
          operation_type: op,
          property_type: row.property_type,
          address: row.address,
          neighborhood: row.neighborhood,
          bedrooms: row.bedrooms,
          bathrooms: row.bathrooms,
          parking_spaces: row.parking_spaces,
          total_surface: row.total_surface,
          built_surface: row.built_surface,
          lat: row.lat,
          lng: row.lng,
          image: main ? { url: main.url, thumbnail_url: main.thumbnail_url, alt: main.alt, width: main.width, height: main.height } : null,
          photo_count: own.length,
          created_at: new Date(row.created_at).toISOString(),
        });
        for (const key of ["price", "bedrooms", "bathrooms", "parking_spaces", "lat", "lng", "photo_count"] as const) {
          expect(typeof card[key], `${card.id}.${key}`).toBe("number");
        }
        expect(Number.isInteger(card.price) && Number.isInteger(card.bedrooms) && Number.isInteger(card.parking_spaces)).toBe(true);
        checked++;
      }
    }
    expect(checked).toBe(all.length);
    // The fixture has photos: a card shows its main photo with a thumbnail.
    const withPhoto = await search({ operation: "venta", page_size: 1 });
    expect(withPhoto.data[0].image?.thumbnail_url).toMatch(/\S/);
    expect(withPhoto.data[0].photo_count).toBeGreaterThan(0);
  });

  it("is JSON that caches briefly", async () => {
    const res = await call("/api/properties?operation=venta");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("cache-control")).toBe("public, max-age=30");
  });
});

describe("GET /api/properties/map", () => {
  async function expectMarkers(params: Params, expected: string[]) {
    const body = await markers(params);
    expect(Object.keys(body).sort()).toEqual(["data", "total", "truncated"]);
    expect(body.data.map((m) => m.id).sort(), qs(params)).toEqual(expected);
    expect(body.total).toBe(expected.length);
    expect(body.truncated).toBe(false);
    expect(body.data.length).toBeLessThanOrEqual(500);
    const byId = new Map(all.map((r) => [r.id, r]));
    for (const m of body.data) {
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
    await expectMarkers({ operation: "venta", location_id: alcaldia.id }, await expectedIds("p.operation_type = 'venta' AND p.municipio_id = ?", [alcaldia.id]));
    await expectMarkers({ operation: "venta", location: colonia.nombre_canonico }, await expectedIds("p.operation_type = 'venta' AND p.location_id = ?", [colonia.id]));
    await expectMarkers({ operation: "venta", recamaras: 2, precio_max: 6_000_000 }, await expectedIds("p.operation_type = 'venta' AND p.bedrooms >= 2 AND p.price <= 6000000"));
    await expectMarkers({ operation: "renta", transaction: "renta", type: "Departamento" }, await expectedIds("p.operation_type = 'renta' AND p.property_type = 'departamento'"));
    await expectMarkers({ operation: "venta", inmobiliaria: agencySlug }, await expectedIds("p.operation_type = 'venta' AND p.agency_id = (SELECT id FROM agencies WHERE slug = ?)", [agencySlug]));
    await expectMarkers({ operation: "venta", bounds: boundsParam() }, all.filter((r) => r.operation_type === "venta" && inBox(r)).map((r) => r.id).sort());
  });

  it("keeps only the markers inside a polygon", async () => {
    const t = triangle();
    for (const op of OPERATIONS) {
      await expectMarkers({ operation: op, poligono: t.param }, all.filter((r) => r.operation_type === op && t.inside(r)).map((r) => r.id).sort());
    }
    const body = await markers({ operation: "venta", poligono: t.param });
    for (const r of t.outside) expect(body.data.map((m) => m.id)).not.toContain(r.id);
  });
});

describe("bad parameters answer 400 with a Spanish message, never 500", () => {
  const far = Array.from({ length: 101 }, (_, i) => {
    const angle = (2 * Math.PI * i) / 101;
    return `${(-99.15 + 0.05 * Math.cos(angle)).toFixed(5)},${(19.4 + 0.05 * Math.sin(angle)).toFixed(5)}`;
  }).join(";");

  it.each<[string, Params, string]>([
    ["an unknown operation", { operation: "alquiler" }, MESSAGES.operation],
    ["an unknown transaction", { transaction: "remate" }, MESSAGES.operation],
    ["an unknown tipo", { tipo: "castillo" }, MESSAGES.tipo],
    ["an unknown type", { type: "Terreno" }, MESSAGES.tipo],
    ["recamaras=abc", { recamaras: "abc" }, MESSAGES.number],
    ["recamaras=0", { recamaras: "0" }, MESSAGES.number],
    ["recamaras=6", { recamaras: "6" }, MESSAGES.number],
    ["recamaras=2.5", { recamaras: "2.5" }, MESSAGES.number],
    ["banos=0", { banos: "0" }, MESSAGES.number],
    ["estacionamientos=-1", { estacionamientos: "-1" }, MESSAGES.number],
    ["precio_min=abc", { precio_min: "abc" }, MESSAGES.number],
    ["precio_min > precio_max", { precio_min: "5000000", precio_max: "1000000" }, MESSAGES.range],
    ["superficie_min > superficie_max", { superficie_min: "200", superficie_max: "100" }, MESSAGES.range],
    ["bounds with three numbers", { bounds: "1,2,3" }, MESSAGES.bounds],
    ["bounds with five numbers", { bounds: "-99.2,19.3,-99.1,19.4,1" }, MESSAGES.bounds],
    ["bounds with west ≥ east", { bounds: "-99.1,19.3,-99.2,19.4" }, MESSAGES.bounds],
    ["bounds with south ≥ north", { bounds: "-99.2,19.4,-99.1,19.4" }, MESSAGES.bounds],
    ["bounds with latitude 95", { bounds: "-99.2,19.3,-99.1,95" }, MESSAGES.bounds],
    ["bounds with letters", { bounds: "a,b,c,d" }, MESSAGES.bounds],
    ["a polygon of 2 points", { poligono: "-99.2,19.3;-99.1,19.4" }, MESSAGES.polygon],
    ["a polygon of 101 points", { poligono: far }, MESSAGES.polygon],
    ["a polygon with letters", { poligono: "a,b;c,d;e,f" }, MESSAGES.polygon],
    ["a polygon with latitude out of range", { poligono: "-99.2,19.3;-99.1,95;-99.15,19.5" }, MESSAGES.polygon],
    ["a polygon with longitude out of range", { poligono: "-199.2,19.3;-99.1,19.4;-99.15,19.5" }, MESSAGES.polygon],
    ["a polygon point with three numbers", { poligono: "-99.2,19.3,7;-99.1,19.4;-99.15,19.5" }, MESSAGES.polygon],
    ["page=0", { page: "0" }, MESSAGES.number],
    ["page=abc", { page: "abc" }, MESSAGES.number],
    ["page_size=0", { page_size: "0" }, MESSAGES.number],
    ["orden=xyz", { orden: "xyz" }, MESSAGES.sort],
    ["estado other than cdmx", { estado: "jalisco" }, MESSAGES.estado],
    ["a location_id with SQL in it", { location_id: "x' OR 1=1 --" }, MESSAGES.location],
    ["a location name over 100 characters", { location: "a".repeat(101) }, MESSAGES.location],
    ["an inmobiliaria that is not a slug", { inmobiliaria: "Casa Capital" }, MESSAGES.agency],
  ])("%s", async (_label, params, message) => {
    await expectBadRequest(params, message);
  });

  it("names the parameter at fault", async () => {
    const { body } = await get<ErrorBody>(`/api/properties?${qs({ operation: "venta", precio_min: "5", precio_max: "1" })}`);
    expect(Object.keys(body.error.fields ?? {})).toEqual(["precio_max"]);
    const tipo = await get<ErrorBody>(`/api/properties?${qs({ tipo: "castillo" })}`);
    expect(Object.keys(tipo.body.error.fields ?? {})).toEqual(["tipo"]);
  });

  it("a polygon of exactly 100 points is accepted and searched", async () => {
    // 100 points on a circle of radius 0.05° around (-99.15, 19.4): everything well inside
    // the circle is in, nothing outside it.
    const ring = Array.from({ length: 100 }, (_, i) => {
      const angle = (2 * Math.PI * i) / 100;
      return [-99.15 + 0.05 * Math.cos(angle), 19.4 + 0.05 * Math.sin(angle)] as const;
    });
    const distance = (r: Row) => Math.hypot(r.lng + 99.15, r.lat - 19.4);
    const { ids } = await searchAll({ operation: "venta", poligono: polygonParam(ring) });
    const sure = all.filter((r) => r.operation_type === "venta" && distance(r) < 0.0499).map((r) => r.id);
    const possible = new Set(all.filter((r) => r.operation_type === "venta" && distance(r) <= 0.0501).map((r) => r.id));
    expect(sure.length).toBeGreaterThan(0);
    for (const id of sure) expect(ids).toContain(id);
    for (const id of ids) expect(possible.has(id)).toBe(true);
  });
});
