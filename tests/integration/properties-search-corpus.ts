import type { InValue } from "@libsql/client/web";
import { expect } from "vitest";
import {
  OPERATIONS,
  type ListingCardFacts,
  type MapMarkersResponse,
  type PropertyCard,
  type PropertySearchResponse,
} from "../../domain/properties/property";
import { call, testDb } from "./helpers";

// What the properties-search-*.test.ts files share: GET /api/properties and
// /api/properties/map through the worker, against the fixture database. Every expectation
// is read from the database itself: the fixture's listings decide what should match, never
// a number written here.

export type Markers = MapMarkersResponse;
// A listing as the database holds it: the card's facts plus what the filters read.
export type Row = Omit<ListingCardFacts, "photo_count"> & {
  operation_type: string;
  property_type: string;
  lat: number;
  lng: number;
  created_at: number;
  confirmed_at: number | null;
  cluster_id: string | null;
  location_id: string;
  nearest_station_minutes: number | null;
  // The address's parts as kept: the street (null when written before it was kept apart) and the choice to show it.
  street: string | null;
  hide_address: number;
  appraisal_value: number | null;
  legal_status: string | null;
  // The stored median of its colonia and kind (colonia_price_stats), when there is one.
  colonia_median_price_m2: number | null;
};
export type Place = { id: string; nombre_canonico: string; tipo: string; centroid_lng: number | null; centroid_lat: number | null; n: number };
export type Params = Record<string, string | number>;

export const CARD_KEYS: (keyof PropertyCard)[] = [
  "id",
  "title",
  "price",
  "currency",
  "operation_type",
  "property_type",
  "address",
  "street",
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
  "price_per_m2",
  "colonia_median_price_m2",
  "appraisal_value",
  "legal_status",
  "trust",
  "also_listed_by",
  "confirmed_at",
  "nearest_station",
];

// When a listing's advertiser (its agency, else its agent) was verified by an operator, or
// null: at equal sort keys the verified come first. As SQL over `p`, and per listing.
export const ADVERTISER_UNVERIFIED = `(CASE WHEN p.agency_id IS NULL THEN (SELECT verified_at FROM agent_profiles WHERE user_id = p.agent_id)
  ELSE (SELECT verified_at FROM agencies WHERE id = p.agency_id) END) IS NULL`;

export async function advertisers(): Promise<Map<string, { agency: boolean; unverified: number }>> {
  const found = await rows<{ id: string; agency: number; unverified: number }>(
    `SELECT p.id, p.agency_id IS NOT NULL AS agency, ${ADVERTISER_UNVERIFIED} AS unverified FROM properties p`,
  );
  return new Map(found.map((r) => [r.id, { agency: Number(r.agency) === 1, unverified: Number(r.unverified) }]));
}

export const db = () => testDb();

export async function rows<T>(sql: string, args: InValue[] = []): Promise<T[]> {
  const client = db();
  try {
    return (await client.execute({ sql, args })).rows as unknown as T[];
  } finally {
    client.close();
  }
}

// What a search shows, as SQL over `p` (properties): the published listings, one per home
// (of a cluster of listings of the same unit, the one its triggers mark shown; other files
// sharing the database may publish such pairs).
export const SHOWN = "p.status = 'publicada' AND p.cluster_shown = 1";

// Ids of the shown listings matching a condition over `p` (properties), sorted.
export async function expectedIds(where: string, args: InValue[] = []): Promise<string[]> {
  const found = await rows<{ id: string }>(`SELECT p.id FROM properties p WHERE ${SHOWN} AND (${where})`, args);
  return found.map((r) => r.id).sort();
}

export const qs = (params: Params) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export async function get<T>(path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await call(path);
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

export async function search(params: Params): Promise<PropertySearchResponse> {
  const { status, body } = await get<{ data: PropertySearchResponse }>(`/api/properties?${qs(params)}`);
  expect(status, `GET /api/properties?${qs(params)}`).toBe(200);
  return body.data;
}

// Every result of a search, page after page of 50, in the order the API gives them.
export async function searchAll(params: Params): Promise<{ ids: string[]; total: number; first: PropertySearchResponse; cards: PropertyCard[] }> {
  const first = await search({ ...params, page_size: 50, page: 1 });
  const cards = [...first.items];
  for (let page = 2; page <= first.pages; page++) {
    const next = await search({ ...params, page_size: 50, page });
    expect(next.total).toBe(first.total);
    cards.push(...next.items);
  }
  return { ids: cards.map((c) => c.id), total: first.total, first, cards };
}

// The API's results (all pages) and total against the ids the database says should match.
export async function expectMatches(params: Params, expected: string[]): Promise<PropertySearchResponse> {
  const { ids, total, first } = await searchAll(params);
  expect([...ids].sort(), qs(params)).toEqual(expected);
  expect(new Set(ids).size).toBe(ids.length);
  expect(total, qs(params)).toBe(expected.length);
  expect(first.pages).toBe(Math.ceil(expected.length / 50));
  return first;
}

export async function markers(params: Params): Promise<Markers> {
  const { status, body } = await get<{ data: Markers }>(`/api/properties/map?${qs(params)}`);
  expect(status, `GET /api/properties/map?${qs(params)}`).toBe(200);
  return body.data;
}

// ---------------------------------------------------------------------------------------
// What the fixture holds, read once.

export let all: Row[];
export const byOperation: Record<string, string[]> = {};
export let colonia: Place; // the colonia with the most listings
export let alcaldia: Place; // the alcaldía with the most listings
export let estado: Place; // the estado of the listings
export let agencySlug: string;

// A map box inside the fixture's spread of listings, away from every listing by a margin
// (the R*Tree keeps 32-bit coordinates, so a point within ~1 m of an edge is a coin toss).
export let box: { w: number; s: number; e: number; n: number };

// A split between sorted values near a quantile, in the widest gap within 8 % of the values
// either side. Other files' listings share the database and land near each other (drafts are
// pinned within a few hundred metres), so a narrower window can find no clear gap.
export function splitNear(values: number[], quantile: number): number {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  const at = Math.floor(sorted.length * quantile);
  const reach = Math.max(3, Math.floor(sorted.length * 0.08));
  let best = at;
  for (let i = Math.max(1, at - reach); i <= Math.min(sorted.length - 1, at + reach); i++) {
    if (sorted[i] - sorted[i - 1] > sorted[best] - sorted[best - 1]) best = i;
  }
  return (sorted[best] + sorted[best - 1]) / 2;
}

// A listing a test needs whatever the fixture's draw holds: the first published listing
// matching `where`, or else a copy of the first matching `from` with the columns of `set`
// changed. Run before loadSearchCorpus, so the corpus counts it.
export async function witness(where: string, from: string, set: Record<string, InValue>): Promise<string> {
  const pick = (condition: string) => rows<{ id: string }>(`SELECT p.id FROM properties p WHERE ${SHOWN} AND (${condition}) ORDER BY p.id LIMIT 1`);
  const [found] = await pick(where);
  if (found) return found.id;
  const [source] = await pick(from);
  expect(source, `a listing to copy (${from})`).toBeTruthy();
  const values: Record<string, InValue> = { ...set, id: `w${crypto.randomUUID().replaceAll("-", "").slice(0, 11)}` };
  const columns = (await rows<{ name: string }>("SELECT name FROM pragma_table_info('properties')")).map((c) => c.name);
  await rows(
    `INSERT INTO properties (${columns.map((c) => `"${c}"`).join(", ")})
     SELECT ${columns.map((c) => (c in values ? "?" : `"${c}"`)).join(", ")} FROM properties WHERE id = ?`,
    [...columns.filter((c) => c in values).map((c) => values[c]), source.id],
  );
  const [copy] = await pick(`p.id = '${values.id}' AND (${where})`);
  expect(copy, `the witness of ${where}`).toBeTruthy();
  return copy.id;
}

// Reads what the fixture holds; each test file runs it once, before its tests.
export async function loadSearchCorpus(): Promise<void> {
  // The first request starts the worker: let it happen here, not inside a test's time limit.
  expect((await call("/api/properties?operation=venta")).status).toBe(200);
  all = await rows<Row>(
    `SELECT id, title, price, operation_type, property_type, address, neighborhood, bedrooms, bathrooms, parking_spaces,
            total_surface, built_surface, lat, lng, created_at, confirmed_at, cluster_id, location_id, appraisal_value, legal_status,
            nearest_station_minutes, street, hide_address,
            (SELECT s.median_price_m2 FROM colonia_price_stats s
              WHERE s.location_id = p.location_id AND s.operation_type = p.operation_type
                AND s.property_type = p.property_type) AS colonia_median_price_m2
       FROM properties p WHERE ${SHOWN}`,
  );
  expect(all.length).toBeGreaterThan(20);
  for (const op of OPERATIONS)
    byOperation[op] = all
      .filter((r) => r.operation_type === op)
      .map((r) => r.id)
      .sort();

  const placeColumns = "l.id, l.nombre_canonico, l.tipo, l.centroid_lng, l.centroid_lat";
  // The colonia with the most listings whose name no other place has.
  [colonia] = await rows<Place>(
    `SELECT ${placeColumns}, count(*) AS n FROM properties p JOIN locations l ON l.id = p.location_id
      WHERE ${SHOWN} AND l.tipo = 'colonia'
        AND (SELECT count(*) FROM locations o WHERE o.search_name = l.search_name) = 1
      GROUP BY l.id ORDER BY n DESC, l.id LIMIT 1`,
  );
  [alcaldia] = await rows<Place>(
    `SELECT ${placeColumns}, count(*) AS n FROM properties p JOIN locations c ON c.id = p.location_id JOIN locations l ON l.id = c.padre_id
      WHERE ${SHOWN} AND l.tipo = 'municipio' GROUP BY l.id ORDER BY n DESC, l.id LIMIT 1`,
  );
  [estado] = await rows<Place>(
    `SELECT ${placeColumns}, count(*) AS n FROM properties p JOIN locations c ON c.id = p.location_id
       JOIN locations m ON m.id = c.padre_id JOIN locations l ON l.id = m.padre_id
      WHERE ${SHOWN} AND l.tipo = 'estado' GROUP BY l.id ORDER BY n DESC, l.id LIMIT 1`,
  );
  [{ slug: agencySlug }] = await rows<{ slug: string }>(
    `SELECT a.slug, count(*) AS n FROM properties p JOIN agencies a ON a.id = p.agency_id
      WHERE ${SHOWN} GROUP BY a.id ORDER BY n DESC, a.id LIMIT 1`,
  );

  box = {
    w: splitNear(
      all.map((r) => r.lng),
      0.2,
    ),
    e: splitNear(
      all.map((r) => r.lng),
      0.8,
    ),
    s: splitNear(
      all.map((r) => r.lat),
      0.2,
    ),
    n: splitNear(
      all.map((r) => r.lat),
      0.8,
    ),
  };
  // 32-bit floats near 99° are ~1.5e-5° apart: keep every listing well clear of the edges.
  for (const r of all) {
    expect(Math.min(Math.abs(r.lng - box.w), Math.abs(r.lng - box.e))).toBeGreaterThan(1e-4);
    expect(Math.min(Math.abs(r.lat - box.s), Math.abs(r.lat - box.n))).toBeGreaterThan(1e-4);
  }
}

export const boundsParam = () => [box.w, box.s, box.e, box.n].map((v) => v.toFixed(6)).join(",");
export const inBox = (r: Row) => r.lng > box.w && r.lng < box.e && r.lat > box.s && r.lat < box.n;
// Position inside the box: 0..1 from west to east (u) and from south to north (v).
export const uv = (r: Row) => [(r.lng - box.w) / (box.e - box.w), (r.lat - box.s) / (box.n - box.s)] as const;
export const fromUv = ([u, v]: readonly [number, number]) => [box.w + u * (box.e - box.w), box.s + v * (box.n - box.s)] as const;
export const polygonParam = (points: (readonly [number, number])[]) => points.map(([lng, lat]) => `${lng.toFixed(6)},${lat.toFixed(6)}`).join(";");

// A right triangle with its right angle at a corner of the map box and legs of c box
// units: in corner-relative coordinates a, b (0 at the corner, growing into the box), the
// points with a > 0, b > 0 and a + b < c. Its bounding box is 0 < a, b < c.
export function cornerTriangle(cu: 0 | 1, cv: 0 | 1, c: number) {
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
export function triangle() {
  const sales = all.filter((r) => r.operation_type === "venta");
  for (const c of [1, 0.9, 1.1, 0.8, 1.2, 0.7, 1.3, 0.6, 1.4, 0.5, 1.5]) {
    for (const [cu, cv] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ] as const) {
      const t = cornerTriangle(cu, cv, c);
      if (all.some((r) => t.clearance(r) < 0.005)) continue;
      const inside = sales.filter(t.inside);
      const outside = sales.filter((r) => t.inBoundingBox(r) && !t.inside(r));
      if (inside.length && outside.length) return { param: t.param, inside: t.inside, outside };
    }
  }
  throw new Error("No triangle in the fixture has sales both inside it and inside its bounding box only");
}
