import { inArray, sql, type SQL } from "drizzle-orm";
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
 * parameter, read with json_each and joined with listing_stations by an index on (the
 * listing's shown operation, station_id, walk_minutes); walking all the way is added for
 * the listings near the destination.
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

/**
 * Which listings the query around a commute keeps: always one operation's published
 * listings, and with `shownOnly` only the one card of each home (cluster_shown), as search
 * does except on an agency's own page; a type and a price range when the search asks for
 * them. With `shownOnly` the commute reads only those listings' rows of listing_stations
 * (the copies of their state, type and price kept there by triggers) and walks all the way
 * only from them, both within an index, and names each listing by its rowid (an integer
 * groups and finds its row faster than the text id); otherwise every listing's rows, by id.
 * The query around keeps the same conditions on `properties` (these only narrow what is read).
 */
export type CommuteScope = { operation: string; shownOnly: boolean; propertyType?: string; priceMin?: number; priceMax?: number };

// The search's type and price, on the columns listing_stations and properties_walkable_idx keep of them.
function typeAndPrice(scope: CommuteScope, t: SQL): SQL {
  const conditions = [
    scope.propertyType !== undefined && sql` AND ${t}.property_type = ${scope.propertyType}`,
    scope.priceMin !== undefined && sql` AND ${t}.price >= ${scope.priceMin}`,
    scope.priceMax !== undefined && sql` AND ${t}.price <= ${scope.priceMax}`,
  ].filter((c): c is SQL => c !== false);
  return sql.join(conditions);
}

/**
 * (listing, minutes) for every way a listing reaches the destination within `cap` minutes.
 * A listing's stations it can never prefer (commute_dominated, domain/transit/dominated-stations.ts)
 * are not read: its best minutes are the same without them.
 */
function commuteRows(c: CommuteSearch, cap: number, scope: CommuteScope): SQL {
  // A station is worth reading only if a walk of at least a minute to it can still arrive in time.
  const times = JSON.stringify(Object.fromEntries([...c.times].filter(([, minutes]) => minutes <= cap - 1)));
  const walkCap = Math.min(cap, MAX_WALK_ALL_THE_WAY_MINUTES);
  const reach = walkCap / WALK_ALL_THE_WAY.minutesPerMetre + HIDDEN_PIN_PAD_M;
  const dLat = reach / WALK_ALL_THE_WAY.metresPerDegreeLat;
  const dLng = reach / metresPerDegreeLng(c.destination.lat);
  const { lat, lng } = c.destination;
  const walk = walkMinutesSql(c.destination);
  if (scope.shownOnly) {
    // listing_stations_shown_idx and properties_walkable_idx: no listing's row is read here.
    // The stations are read first, each one's rows through the index (CROSS JOIN keeps the order).
    return sql`SELECT ls.listing_rowid AS listing, ls.walk_minutes + st.value AS minutes
    FROM json_each(${times}) st CROSS JOIN ${listingStations} ls INDEXED BY listing_stations_shown_idx
      ON ls.shown_operation = ${scope.operation} AND ls.commute_dominated = 0 AND ls.station_id = st.key AND ls.walk_minutes <= ${cap} - st.value${typeAndPrice(scope, sql.raw("ls"))}
    UNION ALL
    SELECT w.rowid, ${walk} FROM properties w INDEXED BY properties_walkable_idx
    WHERE w.status = 'publicada' AND w.operation_type = ${scope.operation} AND w.cluster_shown = 1
      AND w.lat BETWEEN ${lat - dLat} AND ${lat + dLat} AND w.lng BETWEEN ${lng - dLng} AND ${lng + dLng}${typeAndPrice(scope, sql.raw("w"))}
      AND ${walk} <= ${walkCap}`;
  }
  return sql`SELECT ls.listing_id AS listing, ls.walk_minutes + st.value AS minutes
    FROM json_each(${times}) st JOIN ${listingStations} ls ON ls.station_id = st.key AND ls.walk_minutes <= ${cap} - st.value AND ls.commute_dominated = 0
    UNION ALL
    SELECT w.id, ${walk} FROM properties w
    WHERE w.rowid IN (SELECT id FROM properties_rtree WHERE max_lng >= ${lng - dLng} AND min_lng <= ${lng + dLng} AND max_lat >= ${lat - dLat} AND min_lat <= ${lat + dLat})
      AND ${walk} <= ${walkCap}`;
}

// What the rows of commuteRows name a listing by, in `properties`.
const listingKey = (scope: CommuteScope): SQL => (scope.shownOnly ? sql`${properties}.rowid` : sql`${properties.id}`);

/** The condition of a maximum on `properties`: some way reaches the destination within it. */
export function commuteCondition(c: CommuteSearch, scope: CommuteScope): SQL | undefined {
  if (c.max === undefined) return undefined;
  return sql`${listingKey(scope)} IN (SELECT listing FROM (${commuteRows(c, c.max, scope)}))`;
}

/** Walking all the way from a row of `properties` is within the maximum (up to an hour). */
export function walkableCondition(c: CommuteSearch): SQL {
  const cap = Math.min(c.max ?? MAX_COMMUTE_MINUTES, MAX_WALK_ALL_THE_WAY_MINUTES);
  return sql`${walkMinutesSql(c.destination, '"properties"')} <= ${cap}`;
}

/**
 * (listing, minutes): each listing's best time within the maximum (or MAX_COMMUTE_MINUTES),
 * of the listings `properties` keeps to `where` when given (its row found by the key).
 */
export function commuteBest(c: CommuteSearch, scope: CommuteScope, where?: SQL): SQL {
  const having = where ? sql` HAVING EXISTS (SELECT 1 FROM ${properties} WHERE ${listingKey(scope)} = listing AND ${where})` : sql``;
  return sql`SELECT listing, min(minutes) AS minutes FROM (${commuteRows(c, c.max ?? MAX_COMMUTE_MINUTES, scope)}) GROUP BY listing${having}`;
}

/**
 * The derived table `commute(listing, minutes)`, each listing's best time, and the condition
 * joining it to `properties`.
 */
export function commuteTable(c: CommuteSearch, scope: CommuteScope): { table: SQL; on: SQL } {
  return {
    table: sql`(${commuteBest(c, scope)}) commute`,
    on: sql`commute.listing = ${listingKey(scope)}`,
  };
}

/** commute.minutes (for the ORDER BY of a query with commuteTable joined). */
export const commuteMinutesColumn = sql`commute.minutes`;

/** What a listing's minutes are computed from: its pin and its stations (as a JSON array). */
export const commuteInputColumns = {
  commute_lat: sql<number>`coalesce(${properties.pinLat}, ${properties.lat})`,
  commute_lng: sql<number>`coalesce(${properties.pinLng}, ${properties.lng})`,
  commute_stations: sql<string>`(SELECT json_group_array(json_object('station_id', ls.station_id, 'walk_minutes', ls.walk_minutes)) FROM ${listingStations} ls WHERE ls.listing_id = ${properties.id})`,
};

type CommuteInputs = { commute_lat: number; commute_lng: number; commute_stations: string };

/**
 * The minutes a card shows: the SQL's estimate made again in memory for one listing of a
 * page (rounded up), null when neither a station nor walking reaches.
 */
export function commuteOfListing(c: CommuteSearch, r: CommuteInputs): ListingCommute {
  const stations = JSON.parse(r.commute_stations) as { station_id: string; walk_minutes: number }[];
  const pin = { lat: r.commute_lat, lng: r.commute_lng };
  return { minutes: doorToDoorMinutes(stations, c.times, walkAllTheWayMinutes(pin, c.destination)), has_station: stations.length > 0 };
}

/** What the minutes of these listings are computed from: their pins and their stations. */
export function commuteInputsQuery(db: Db, ids: readonly string[]) {
  return db
    .select({ id: properties.id, ...commuteInputColumns })
    .from(properties)
    .where(inArray(properties.id, [...ids]));
}

/** The minutes of the cards of these listings (commuteOfListing, for each). */
export function commuteMinutesFrom(c: CommuteSearch, rows: Awaited<ReturnType<typeof commuteInputsQuery>>): Map<string, ListingCommute> {
  return new Map(rows.map((r) => [r.id, commuteOfListing(c, r)]));
}
