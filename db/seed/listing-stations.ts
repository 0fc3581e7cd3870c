// Every seeded listing's stations within 1 km and its nearest walking minutes, as a publish
// writes them (worker/services/listing-stations/assign-stations.ts), measured from the
// private pin when the address is hidden. Pure: reads the listing rows about to be written,
// sets their nearest_station_minutes and returns the listing_stations rows (with the stations
// the commute search never needs flagged, as a publish flags them).
import { listingStations } from "../schema/listing-stations";
import { properties } from "../schema/properties";
import { stationsWithinReach } from "../../domain/transit/nearest-stations";
import { shippedDominatedStations } from "../../domain/transit/shipped-commute";
import type { TableRows } from "./insert";

type Placed = {
  id?: unknown;
  lat?: unknown;
  lng?: unknown;
  pinLat?: unknown;
  pinLng?: unknown;
  nearestStationMinutes?: unknown;
  stationsMeasuredAt?: unknown;
};

function coordinate(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

export function listingStationGroups(groups: readonly TableRows[], now: Date): TableRows[] {
  const rows: (typeof listingStations.$inferInsert)[] = [];
  for (const group of groups) {
    if (group.table !== properties) continue;
    for (const row of group.rows as Placed[]) {
      const lat = coordinate(row.pinLat) ?? coordinate(row.lat);
      const lng = coordinate(row.pinLng) ?? coordinate(row.lng);
      const found = lat !== null && lng !== null && (lat !== 0 || lng !== 0) ? stationsWithinReach({ lat, lng }) : [];
      row.nearestStationMinutes = found[0]?.walkMinutes ?? null;
      row.stationsMeasuredAt = now;
      const listingId = String(row.id);
      const dominated = shippedDominatedStations(found);
      for (const s of found) {
        rows.push({
          listingId,
          stationId: s.stationId,
          walkMinutes: s.walkMinutes,
          distanceM: s.distanceM,
          commuteDominated: dominated.has(s.stationId),
        });
      }
    }
  }
  return [{ table: listingStations, rows }];
}
