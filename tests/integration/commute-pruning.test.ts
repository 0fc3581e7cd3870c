import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PropertySearchResponse } from "../../domain/properties/property";
import { shippedDominatedStations } from "../../domain/transit/shipped-commute";
import { call, exec, testDb } from "./helpers";

// The stations a listing can never prefer (commute_dominated, domain/transit/dominated-stations.ts)
// are not read by the commute search: its answers over the seed's listings, with them left
// out, are the answers with every station read (the flags cleared), destination by destination.

const WORKPLACES = [
  { destino: "Reforma", destino_lat: "19.4270", destino_lng: "-99.1677" },
  { destino: "Polanco", destino_lat: "19.4320", destino_lng: "-99.1950" },
  { destino: "Centro", destino_lat: "19.4326", destino_lng: "-99.1332" },
  { destino: "Ciudad Universitaria", destino_lat: "19.3240", destino_lng: "-99.1870" },
  { destino: "Santa Fe", destino_lat: "19.3660", destino_lng: "-99.2610" },
  { destino: "Indios Verdes", destino_lat: "19.4955", destino_lng: "-99.1195" },
];
const SEARCHES: Record<string, string>[] = [
  { operation: "renta", traslado_max: "45", orden: "traslado" },
  { operation: "venta", traslado_max: "30", orden: "traslado", page: "2" },
  { operation: "renta", tipo: "departamento", traslado_max: "60" },
  { operation: "venta", orden: "traslado" },
  { operation: "renta", recamaras: "2", traslado_max: "40", orden: "traslado" },
];

async function answers(): Promise<PropertySearchResponse[]> {
  const found: PropertySearchResponse[] = [];
  for (const work of WORKPLACES) {
    for (const search of SEARCHES) {
      const res = await call(`/api/properties?${new URLSearchParams({ ...search, ...work, page_size: "50" })}`);
      expect(res.status).toBe(200);
      found.push(((await res.json()) as { data: PropertySearchResponse }).data);
    }
  }
  return found;
}

let flagged: string[] = [];
beforeAll(async () => {
  const rows = await testDb().execute("SELECT listing_id || ' ' || station_id AS k FROM listing_stations WHERE commute_dominated = 1");
  flagged = rows.rows.map((r) => String(r.k));
}, 60_000);
afterAll(async () => {
  // Put the flags back as the seed wrote them.
  for (const k of flagged) {
    const [listing, station] = k.split(" ");
    await exec("UPDATE listing_stations SET commute_dominated = 1 WHERE listing_id = ? AND station_id = ?", [listing, station]);
  }
});

describe("the commute search without the stations a listing never prefers", () => {
  it("the seed flags them as a publish does", async () => {
    expect(flagged.length).toBeGreaterThan(20);
    const rows = (await testDb().execute("SELECT listing_id, station_id, walk_minutes, commute_dominated FROM listing_stations")).rows;
    const byListing = new Map<string, typeof rows>();
    for (const r of rows) byListing.set(String(r.listing_id), [...(byListing.get(String(r.listing_id)) ?? []), r]);
    for (const [listing, stations] of byListing) {
      const dominated = shippedDominatedStations(stations.map((s) => ({ stationId: String(s.station_id), walkMinutes: Number(s.walk_minutes) })));
      for (const s of stations) expect(Boolean(s.commute_dominated), `${listing} ${s.station_id}`).toBe(dominated.has(String(s.station_id)));
    }
  });

  it("answers exactly as with every station read, on several destinations and searches", async () => {
    const pruned = await answers();
    expect(pruned.some((a) => a.total > 10)).toBe(true);
    await exec("UPDATE listing_stations SET commute_dominated = 0 WHERE commute_dominated = 1");
    const full = await answers();
    expect(pruned).toEqual(full);
  }, 120_000);
});
