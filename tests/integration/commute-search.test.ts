import { beforeAll, describe, expect, it } from "vitest";
import type { PropertySearchResponse } from "../../domain/properties/property";
import { COMMUTE_TEXT } from "../../domain/transit/commute-text";
import { listingCommuteMinutes } from "../../domain/transit/shipped-commute";
import { stationById } from "../../domain/transit/stations";
import { call, exec } from "./helpers";
import { aColonia, type Colonia } from "./listing-fixtures";

// GET /api/properties with a destination: each listing's minutes by public transport, the
// maximum and the sort, with exact counts (one home shown once), against rows this file
// writes (a price no other listing has keeps them apart from the seed's).
const DAY_MS = 86_400_000;
const price = 700_000_000 + Math.floor(Math.random() * 1_000_000);
const station = (id: string) => {
  const s = stationById(id);
  if (!s) throw new Error(`No station ${id} in the shipped data`);
  return s;
};
// Work at Metro Insurgentes (L1): Sevilla is the next station, Tacubaya three more, Observatorio four.
const work = station("metro-insurgentes");
const destination = { lat: work.lat, lng: work.lng };
const scope = { operation: "venta", precio_min: String(price), precio_max: String(price) };
const commuteQuery = (extra: Record<string, string> = {}) =>
  new URLSearchParams({ ...scope, destino: "Metro Insurgentes", destino_lat: String(work.lat), destino_lng: String(work.lng), ...extra });

type Listing = { id: string; lat: number; lng: number; stations: { station_id: string; walk_minutes: number }[] };
let colonia: Colonia;
const listings: Record<"sevilla" | "tacubaya" | "observatorio" | "noStation" | "sevillaCopy", Listing> = {} as never;
const expected: Record<string, number | null> = {};

async function insert(
  key: keyof typeof listings,
  near: { lat: number; lng: number } | null,
  stations: Listing["stations"],
  cluster: string | null = null,
) {
  const id = `cm${crypto.randomUUID().replace(/-/g, "").slice(0, 12)}`;
  // 150 m north of the station, or far south in the Ajusco, with no station within 1 km.
  const lat = near ? near.lat + 0.00135 : 19.22;
  const lng = near ? near.lng : -99.26;
  await exec(
    `INSERT INTO properties (id, title, price, address, neighborhood, location_id, municipio_id, estado_id, lat, lng, operation_type, property_type,
                             status, published_at, expires_at, confirmed_at, cluster_id, nearest_station_minutes)
     VALUES (?, 'Departamento de prueba', ?, 'Calle 1', ?, ?, ?, ?, ?, ?, 'venta', 'departamento', 'publicada', ?, ?, ?, ?, ?)`,
    [
      id,
      price,
      colonia.name,
      colonia.id,
      colonia.municipioId,
      colonia.estadoId,
      lat,
      lng,
      Date.now(),
      Date.now() + 30 * DAY_MS,
      Date.now(),
      cluster,
      stations[0]?.walk_minutes ?? null,
    ],
  );
  for (const s of stations)
    await exec("INSERT INTO listing_stations (listing_id, station_id, walk_minutes, distance_m) VALUES (?, ?, ?, 150)", [
      id,
      s.station_id,
      s.walk_minutes,
    ]);
  listings[key] = { id, lat, lng, stations };
  expected[id] = listingCommuteMinutes({ pin: { lat, lng }, stations }, destination);
}

async function search(query: URLSearchParams): Promise<PropertySearchResponse> {
  const res = await call(`/api/properties?${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: PropertySearchResponse }).data;
}

beforeAll(async () => {
  colonia = await aColonia();
  const cluster = `cl${crypto.randomUUID().slice(0, 8)}`;
  await insert("sevilla", station("metro-sevilla"), [{ station_id: "metro-sevilla", walk_minutes: 3 }], cluster);
  await insert("tacubaya", station("metro-tacubaya"), [{ station_id: "metro-tacubaya", walk_minutes: 3 }]);
  await insert("observatorio", station("metro-observatorio"), [{ station_id: "metro-observatorio", walk_minutes: 3 }]);
  await insert("noStation", null, []);
  // The same home by another advertiser: search shows one of the two.
  await insert("sevillaCopy", station("metro-sevilla"), [{ station_id: "metro-sevilla", walk_minutes: 3 }], cluster);
}, 60_000);

describe("GET /api/properties with a destination", () => {
  it("gives each card its minutes door to door, null without a station or a walk that reaches", async () => {
    const found = await search(commuteQuery());
    expect(found.total).toBe(4);
    expect(found.commute).toEqual({ stations_near_destination: expect.any(Number), without_station: null });
    expect(found.commute!.stations_near_destination).toBeGreaterThan(0);
    for (const card of found.items) {
      const listing = Object.values(listings).find((l) => l.id === card.id)!;
      expect(card.commute, card.id).toEqual({ minutes: expected[card.id], has_station: listing.stations.length > 0 });
    }
    expect(expected[listings.noStation.id]).toBeNull();
    // The estimates themselves: nearer along the line is sooner.
    const [sevilla, tacubaya, observatorio] = [listings.sevilla, listings.tacubaya, listings.observatorio].map((l) => expected[l.id]!);
    expect(sevilla).toBeLessThan(tacubaya);
    expect(tacubaya).toBeLessThan(observatorio);
  });

  it("orden=traslado sorts by the minutes, listings without an estimate last, one home shown once", async () => {
    const found = await search(commuteQuery({ orden: "traslado" }));
    const ids = found.items.map((c) => c.id);
    expect(ids).toHaveLength(4);
    expect([listings.sevilla.id, listings.sevillaCopy.id]).toContain(ids[0]);
    expect(ids.slice(1)).toEqual([listings.tacubaya.id, listings.observatorio.id, listings.noStation.id]);
  });

  it("traslado_max keeps the listings within it, counts exactly, and says how many have no station", async () => {
    const max = expected[listings.tacubaya.id]!;
    const found = await search(commuteQuery({ traslado_max: String(max), orden: "traslado" }));
    expect(found.total).toBe(2);
    expect(found.items.map((c) => c.id).slice(1)).toEqual([listings.tacubaya.id]);
    expect(found.commute!.without_station).toBe(1);
    const tighter = await search(commuteQuery({ traslado_max: String(max - 1) }));
    expect(tighter.total).toBe(1);
    expect([listings.sevilla.id, listings.sevillaCopy.id]).toContain(tighter.items[0].id);
  });

  it("pages a sort by the minutes", async () => {
    const second = await search(commuteQuery({ orden: "traslado", page_size: "2", page: "2" }));
    expect(second.total).toBe(4);
    expect(second.items.map((c) => c.id)).toEqual([listings.observatorio.id, listings.noStation.id]);
  });

  it("says when no station is within 1 km of the destination (only walking is estimated)", async () => {
    const found = await search(new URLSearchParams({ ...scope, destino_lat: "19.22", destino_lng: "-99.26", orden: "traslado" }));
    expect(found.commute!.stations_near_destination).toBe(0);
    const ajusco = found.items.find((c) => c.id === listings.noStation.id);
    expect(ajusco?.commute).toEqual({ minutes: 1, has_station: false });
  });

  it("without a destination, cards carry no minutes and orden=traslado is the most recent first", async () => {
    const found = await search(new URLSearchParams({ ...scope, orden: "traslado" }));
    expect(found.total).toBe(4);
    expect(found.commute).toBeUndefined();
    expect(found.items.every((c) => !("commute" in c))).toBe(true);
  });
});

// The commute reads copies of each listing's state, type and price kept on its stations'
// rows by triggers: a listing's change is seen by the next search, as any filter sees it.
describe("a commute search follows a listing's changes", () => {
  const within = () => commuteQuery({ traslado_max: String(expected[listings.observatorio.id]!), orden: "traslado" });

  it("a listing paused, or re-priced out of the range, leaves the results; back, it returns", async () => {
    expect((await search(within())).total).toBe(3);
    await exec("UPDATE properties SET status = 'pausada' WHERE id = ?", [listings.tacubaya.id]);
    const paused = await search(within());
    expect(paused.total).toBe(2);
    expect(paused.items.map((c) => c.id)).not.toContain(listings.tacubaya.id);
    await exec("UPDATE properties SET status = 'publicada', price = price + 1 WHERE id = ?", [listings.tacubaya.id]);
    expect((await search(within())).total).toBe(2);
    await exec("UPDATE properties SET price = price - 1 WHERE id = ?", [listings.tacubaya.id]);
    const back = await search(within());
    expect(back.total).toBe(3);
    expect(back.items.map((c) => c.id)).toContain(listings.tacubaya.id);
  });

  it("the other listing of a home, once it is the one shown, is the one the commute finds", async () => {
    const shownBefore = (await search(within())).items[0].id;
    const other = shownBefore === listings.sevilla.id ? listings.sevillaCopy.id : listings.sevilla.id;
    // Confirmed later than the one shown: the clusters' triggers show it instead.
    await exec("UPDATE properties SET confirmed_at = ? WHERE id = ?", [Date.now() + 60_000, other]);
    const found = await search(within());
    expect(found.total).toBe(3);
    expect(found.items[0].id).toBe(other);
    expect(found.items.map((c) => c.id)).not.toContain(shownBefore);
  });
});

describe("GET /api/properties refuses a commute it cannot estimate", () => {
  it.each([
    ["a maximum without a destination", { traslado_max: "30" }, COMMUTE_TEXT.needsDestination],
    ["half a destination", { destino_lat: "19.42", traslado_max: "30" }, COMMUTE_TEXT.needsDestination],
    ["a destination outside the city", { destino_lat: "20.67", destino_lng: "-103.35" }, COMMUTE_TEXT.outside],
    [
      "a maximum that is not a number of minutes",
      { destino_lat: "19.42", destino_lng: "-99.16", traslado_max: "mucho" },
      "Escribe un número válido.",
    ],
  ])("%s", async (_, params, message) => {
    const res = await call(`/api/properties?${new URLSearchParams({ ...scope, ...params })}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(message);
  });
});
