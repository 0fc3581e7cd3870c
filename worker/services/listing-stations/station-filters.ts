import { lte, sql, type SQL } from "drizzle-orm";
import { listingStations } from "../../../db/schema/listing-stations";
import { properties } from "../../../db/schema/properties";
import type { PropertySearch } from "../../../domain/properties/search-params";
import { stationIdsOfRoute } from "../../../domain/transit/stations";
import { inList } from "../sql/in-list";

/**
 * The station filters' conditions: `estacion_min` alone reads the minutes every listing keeps
 * (nearest_station_minutes); `linea` asks for one of the line's stations (branches included)
 * within 1 km, and within `estacion_min` when both are given (listing_stations' primary key,
 * one lookup per candidate). A listing without stations matches neither.
 */
export function stationConditions(p: Pick<PropertySearch, "estacion_min" | "linea">): SQL[] {
  if (!p.linea) return p.estacion_min === undefined ? [] : [lte(properties.nearestStationMinutes, p.estacion_min)];
  const stations = stationIdsOfRoute(p.linea);
  const near = p.estacion_min === undefined ? sql`` : sql` AND ls.walk_minutes <= ${p.estacion_min}`;
  return [sql`EXISTS (SELECT 1 FROM ${listingStations} ls WHERE ls.listing_id = ${properties.id} AND ls.station_id IN (${inList(stations)})${near})`];
}
