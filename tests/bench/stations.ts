// The station assignment for a whole seed, on a database of its own (no running app needed):
// the demo seed at BENCH_STATION_LISTINGS listings (default 20,000), then every listing's
// stations within 1 km computed again from its point (the private pin when the address is
// hidden) and written again: listing_stations replaced and nearest_station_minutes set, in one
// write transaction, as the seed does. The computation and the write are timed apart.
import type { InStatement } from "@libsql/client";
import { temporaryDatabase } from "../../db/testing/temporary-database";
import { stationsForPlace } from "../../worker/services/listing-stations/assign-stations";

export type StationFigures = {
  listings: number;
  withStation: number;
  rows: number;
  computeMs: number;
  writeMs: number;
  medianNearestMinutes: number | null;
};

const ROWS_PER_INSERT = 500;

export async function measureStations({ listings }: { listings: number }): Promise<StationFigures> {
  const database = await temporaryDatabase("stations-bench", { listings });
  try {
    const { client } = database;
    const places = await client.execute("SELECT id, coalesce(pin_lat, lat) AS lat, coalesce(pin_lng, lng) AS lng FROM properties");

    const computeStart = performance.now();
    const found = places.rows.map((r) => ({ id: String(r.id), stations: stationsForPlace(Number(r.lat), Number(r.lng)) }));
    const computeMs = performance.now() - computeStart;

    const statements: InStatement[] = [{ sql: "DELETE FROM listing_stations", args: [] }];
    const values = found.flatMap((f) => f.stations.map((s) => [f.id, s.stationId, s.walkMinutes, s.distanceM] as const));
    for (let i = 0; i < values.length; i += ROWS_PER_INSERT) {
      const chunk = values.slice(i, i + ROWS_PER_INSERT);
      statements.push({
        sql: `INSERT INTO listing_stations (listing_id, station_id, walk_minutes, distance_m) VALUES ${chunk.map(() => "(?, ?, ?, ?)").join(", ")}`,
        args: chunk.flat(),
      });
    }
    statements.push({
      sql: `UPDATE properties SET nearest_station_minutes = (SELECT min(walk_minutes) FROM listing_stations s WHERE s.listing_id = properties.id)`,
      args: [],
    });
    const writeStart = performance.now();
    await client.batch(statements, "write");
    const writeMs = performance.now() - writeStart;

    const nearest = found
      .map((f) => f.stations[0]?.walkMinutes)
      .filter((m): m is number => m !== undefined)
      .sort((a, b) => a - b);
    return {
      listings: found.length,
      withStation: nearest.length,
      rows: values.length,
      computeMs: Math.round(computeMs),
      writeMs: Math.round(writeMs),
      medianNearestMinutes: nearest.length ? nearest[Math.floor(nearest.length / 2)]! : null,
    };
  } finally {
    await database.close();
  }
}
