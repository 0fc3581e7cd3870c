import { eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  doorToDoorMinutes,
  MAX_COMMUTE_MINUTES,
  MAX_WALK_ALL_THE_WAY_MINUTES,
  metresPerDegreeLng,
  stationsNear,
  WALK_ALL_THE_WAY,
  walkAllTheWayMinutes,
} from "../../../domain/transit/commute";
import { stationTimesToDestination } from "../../../domain/transit/shipped-commute";
import { TRANSIT_STATIONS } from "../../../domain/transit/stations";
import type { LatLng } from "../../../domain/transit/walking";
import type { PropertySearch } from "../../../domain/properties/search-params";
import type { ListingCommute } from "../../../domain/properties/property";
import type { Db } from "../../../db/client";
import { listingStations } from "../../../db/schema/listing-stations";
import { properties } from "../../../db/schema/properties";

/**
 * A search's commute: its destination, each station's minutes to it (the graph's Dijkstra,
 * once per request), and the maximum asked for. The station times reach SQL as one JSON
 * parameter, read with json_each and joined with listing_stations by its (station_id,
 * walk_minutes) index; walking all the way is added for the listings near the destination.
 */
export type CommuteSearch = {
  destination: LatLng;
  max: number | undefined;
  /** station id → minutes from its entrance to the destination. */
  times: Map<string, number>;
  stationsNearDestination: number;
};

// One search's params are read by its count, its page and its markers: the Dijkstra runs once.
const computed = new WeakMap<PropertySearch, CommuteSearch | null>();

/** The commute of a search with a destination; null without one. */
export function commuteOf(p: PropertySearch): CommuteSearch | null {
  if (computed.has(p)) return computed.get(p)!;
  const commute =
    p.destino_lat === undefined || p.destino_lng === undefined
      ? null
      : (() => {
          const destination = { lat: p.destino_lat, lng: p.destino_lng };
          return {
            destination,
            max: p.traslado_max,
            times: stationTimesToDestination(destination),
            stationsNearDestination: stationsNear(TRANSIT_STATIONS, destination).length,
          };
        })();
  computed.set(p, commute);
  return commute;
}

// Walking all the way, as walkAllTheWayMinutes computes it, over table `table` (its private
// pin when the address is hidden).
function walkMinutesSql(d: LatLng, table = "w"): SQL {
  const t = sql.raw(table);
  const dy = sql`abs(coalesce(${t}.pin_lat, ${t}.lat) - ${d.lat}) * ${WALK_ALL_THE_WAY.metresPerDegreeLat}`;
  const dx = sql`abs(coalesce(${t}.pin_lng, ${t}.lng) - ${d.lng}) * ${metresPerDegreeLng(d.lat)}`;
  const metres = sql`(max(${dx}, ${dy}) * ${WALK_ALL_THE_WAY.longerLeg} + min(${dx}, ${dy}) * ${WALK_ALL_THE_WAY.shorterLeg})`;
  return sql`max(1.0, ${metres} * ${WALK_ALL_THE_WAY.minutesPerMetre})`;
}

// Public positions of hidden-address listings are their colonia's centre: the box around the
// destination is padded by this much so their private pins are still considered (a colonia's
// centre is rarely further than this from its homes; beyond it, such a listing counts only
// by its stations).
const HIDDEN_PIN_PAD_M = 500;

/** (listing_id, minutes) for every way a listing reaches the destination within `cap` minutes. */
function commuteRows(c: CommuteSearch, cap: number): SQL {
  // A station is worth reading only if a walk of at least a minute to it can still arrive in time.
  const times = JSON.stringify(Object.fromEntries([...c.times].filter(([, minutes]) => minutes <= cap - 1)));
  const walkCap = Math.min(cap, MAX_WALK_ALL_THE_WAY_MINUTES);
  const reach = walkCap / WALK_ALL_THE_WAY.minutesPerMetre + HIDDEN_PIN_PAD_M;
  const dLat = reach / WALK_ALL_THE_WAY.metresPerDegreeLat;
  const dLng = reach / metresPerDegreeLng(c.destination.lat);
  const { lat, lng } = c.destination;
  const walk = walkMinutesSql(c.destination);
  return sql`SELECT ls.listing_id AS listing_id, ls.walk_minutes + st.value AS minutes
    FROM json_each(${times}) st JOIN ${listingStations} ls ON ls.station_id = st.key AND ls.walk_minutes <= ${cap} - st.value
    UNION ALL
    SELECT w.id, ${walk} FROM properties w
    WHERE w.rowid IN (SELECT id FROM properties_rtree WHERE max_lng >= ${lng - dLng} AND min_lng <= ${lng + dLng} AND max_lat >= ${lat - dLat} AND min_lat <= ${lat + dLat})
      AND ${walk} <= ${walkCap}`;
}

/** The condition of a maximum: some way reaches the destination within it. */
export function commuteCondition(c: CommuteSearch, listingId: SQL): SQL | undefined {
  if (c.max === undefined) return undefined;
  return sql`${listingId} IN (SELECT listing_id FROM (${commuteRows(c, c.max)}))`;
}

/** Walking all the way from a row of `properties` is within the maximum (up to an hour). */
export function walkableCondition(c: CommuteSearch): SQL {
  const cap = Math.min(c.max ?? MAX_COMMUTE_MINUTES, MAX_WALK_ALL_THE_WAY_MINUTES);
  return sql`${walkMinutesSql(c.destination, '"properties"')} <= ${cap}`;
}

/** The derived table `commute(listing_id, minutes)`, each listing's best time, for a LEFT JOIN. */
export function commuteTable(c: CommuteSearch): SQL {
  return sql`(SELECT listing_id, min(minutes) AS minutes FROM (${commuteRows(c, c.max ?? MAX_COMMUTE_MINUTES)}) GROUP BY listing_id) commute`;
}

/** commute.minutes (for the ORDER BY of a query with commuteTable joined). */
export const commuteMinutesColumn = sql`commute.minutes`;

/** What the minutes of these listings are computed from: their pins and their stations. */
export function commuteInputsQuery(db: Db, ids: readonly string[]) {
  return db
    .select({
      id: properties.id,
      lat: sql<number>`coalesce(${properties.pinLat}, ${properties.lat})`,
      lng: sql<number>`coalesce(${properties.pinLng}, ${properties.lng})`,
      station_id: listingStations.stationId,
      walk_minutes: listingStations.walkMinutes,
    })
    .from(properties)
    .leftJoin(listingStations, eq(listingStations.listingId, properties.id))
    .where(inArray(properties.id, [...ids]));
}

/**
 * The minutes a page's cards show: the SQL's estimate made again in memory for the few
 * listings of a page (rounded up), null when neither a station nor walking reaches.
 */
export function commuteMinutesFrom(c: CommuteSearch, rows: Awaited<ReturnType<typeof commuteInputsQuery>>): Map<string, ListingCommute> {
  const byListing = new Map<string, { pin: LatLng; stations: { station_id: string; walk_minutes: number }[] }>();
  for (const r of rows) {
    const listing = byListing.get(r.id) ?? { pin: { lat: r.lat, lng: r.lng }, stations: [] };
    if (r.station_id !== null && r.walk_minutes !== null) listing.stations.push({ station_id: r.station_id, walk_minutes: r.walk_minutes });
    byListing.set(r.id, listing);
  }
  return new Map(
    [...byListing].map(([id, l]) => [
      id,
      { minutes: doorToDoorMinutes(l.stations, c.times, walkAllTheWayMinutes(l.pin, c.destination)), has_station: l.stations.length > 0 },
    ]),
  );
}
