import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { SavedSearchFilters } from "../../../domain/saved-searches/saved-search";
import { ALERT_PERIOD_MS, isAlertPriceDrop, type SavedSearchMatchReason } from "../../../domain/saved-searches/saved-search-alerts";
import { listingMatchesSearch, type ListingForMatch } from "../../../domain/saved-searches/saved-search-match";
import { describeErrorForLog } from "../../logging/log-redaction";
import { LISTING_FACTS, type ListingFact } from "../../../domain/listings/facts";
import { routeIdsOfStation, stationById } from "../../../domain/transit/stations";

// A listing is news to the saved searches it matches when it is published (or published
// again) and when its price drops by at least 5 %. At the write, the searches of its places
// are read through their (operation, location_id) index: those of the listing's operation
// in its colonia or its alcaldía (or city); never every search. The broad searches, of a
// whole estado or of no place (the whole country, a map view, a drawn zone), which every
// listing of their operation there would read, are left to the cron trigger: the write
// queues the listing, and broad-search-sweep.ts matches the queue against them in one
// pass. Each candidate is checked in memory by the search table's rules
// (domain/saved-searches/saved-search-match.ts), and every match is recorded once per
// search and listing, with the time its search's next e-mail is due.

const LISTING_FACT_NAMES = Object.keys(LISTING_FACTS) as ListingFact[];
// The facts' columns are named as the facts are (facts.ts).
const FACT_COLUMNS = sql.raw(LISTING_FACT_NAMES.map((fact) => `p.${fact}`).join(", "));

type ListingRow = {
  id: string;
  status: string;
  operation_type: ListingForMatch["operation"];
  property_type: ListingForMatch["type"];
  price: number;
  bedrooms: number;
  bathrooms: number;
  parking_spaces: number;
  built_surface: number | null;
  total_surface: number | null;
  location_id: string;
  municipio_id: string | null;
  estado_id: string | null;
  estado_slug: string | null;
  agency_slug: string | null;
  lat: number;
  lng: number;
  features: string;
  pin_lat: number;
  pin_lng: number;
  /** [{station_id, walk_minutes}, …] of listing_stations. */
  stations: string;
} & Record<ListingFact, string | number | null>;

/** The listings `where` picks, as the matcher reads them (with their status). */
export function listingsQuery(db: Db, where: SQL) {
  return db.all<ListingRow>(sql`
    SELECT p.id, p.status, p.operation_type, p.property_type, p.price, p.bedrooms, p.bathrooms, p.parking_spaces, p.built_surface,
           p.total_surface, p.location_id, p.municipio_id, p.estado_id, e.slug AS estado_slug, a.slug AS agency_slug, p.lat, p.lng,
           ${FACT_COLUMNS}, p.features, coalesce(p.pin_lat, p.lat) AS pin_lat, coalesce(p.pin_lng, p.lng) AS pin_lng,
           (SELECT json_group_array(json_object('station_id', ls.station_id, 'walk_minutes', ls.walk_minutes))
              FROM listing_stations ls WHERE ls.listing_id = p.id) AS stations
      FROM properties p
      LEFT JOIN locations e ON e.id = p.estado_id
      LEFT JOIN agencies a ON a.id = p.agency_id
     WHERE ${where}`);
}

/**
 * The searches of the listing's colonia and alcaldía (with alerts), through the (operation,
 * location_id) index. A few hundred at most even where searches crowd: each is checked by
 * the matcher in memory. (A SQL screen on their price, type and bedrooms paid off while the
 * broad searches were read here; on these it did not: the same time in the bench.)
 */
export function candidateSearches(db: Db, propertyId: string) {
  return db.all<Candidate>(sql`
    SELECT s.id, s.filters FROM properties p
      JOIN saved_searches s ON s.operation = p.operation_type AND s.location_id IN (p.location_id, p.municipio_id)
     WHERE p.id = ${propertyId} AND s.frequency <> 'sin_alertas'`);
}

type Candidate = { id: string; filters: string };

export function toListingForMatch(row: ListingRow): ListingForMatch {
  const stations = JSON.parse(row.stations ?? "[]") as ListingForMatch["commute"]["stations"];
  return {
    operation: row.operation_type,
    type: row.property_type,
    price: row.price,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    parkingSpaces: row.parking_spaces,
    builtSurface: row.built_surface,
    totalSurface: row.total_surface,
    coloniaId: row.location_id,
    municipioId: row.municipio_id,
    estadoId: row.estado_id,
    estadoSlug: row.estado_slug,
    agencySlug: row.agency_slug,
    lat: row.lat,
    lng: row.lng,
    facts: Object.fromEntries(LISTING_FACT_NAMES.map((fact) => [fact, row[fact]])) as ListingForMatch["facts"],
    features: JSON.parse(row.features) as string[],
    commute: { pin: { lat: row.pin_lat, lng: row.pin_lng }, stations },
    stations: stations.map(({ station_id, walk_minutes }) => {
      const station = stationById(station_id);
      return { routeIds: station ? routeIdsOfStation(station) : [], walkMinutes: walk_minutes };
    }),
  };
}

/** The published listing as the matcher reads it, and the searches that can match it: one round trip. */
async function listingAndCandidates(db: Db, propertyId: string): Promise<{ listing: ListingForMatch; candidates: Candidate[] } | null> {
  const [[row], candidates] = await db.batch([listingsQuery(db, sql`p.id = ${propertyId}`), candidateSearches(db, propertyId)]);
  if (!row || row.status !== "publicada") return null;
  return { listing: toListingForMatch(row), candidates };
}

/** The ids of the searches (among the candidates) the listing matches. */
function matchingSearchIds(listing: ListingForMatch, candidates: Candidate[]): string[] {
  return candidates.filter((c) => listingMatchesSearch(listing, JSON.parse(c.filters) as SavedSearchFilters)).map((c) => c.id);
}

/** A listing that is news to a search, and why. */
export type Match = { searchId: string; propertyId: string; reason: SavedSearchMatchReason };

/** Rows per INSERT: a statement's JSON argument stays well under a megabyte. */
const MATCHES_PER_STATEMENT = 2_000;

/**
 * The statements that record matches (a search already told of a listing is not told
 * again) and set when each matched search's e-mail is due, kept if already set: now for an
 * instant search not e-mailed in its last 10 minutes, else when its frequency next allows.
 * A search is only made due while one of these listings is still unsent to it (looked up
 * by the matches' primary key, whatever the number of its older matches).
 */
export function recordMatchesStatements(db: Db, matches: Match[], at: number) {
  const inserts = [];
  for (let i = 0; i < matches.length; i += MATCHES_PER_STATEMENT) {
    const rows = JSON.stringify(matches.slice(i, i + MATCHES_PER_STATEMENT).map((m) => [m.searchId, m.propertyId, m.reason]));
    inserts.push(
      db.run(sql`
        INSERT INTO saved_search_matches (saved_search_id, property_id, reason, created_at)
        SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), ${at} FROM json_each(${rows}) WHERE true
        ON CONFLICT (saved_search_id, property_id) DO NOTHING`),
    );
  }
  const ids = JSON.stringify([...new Set(matches.map((m) => m.searchId))]);
  const listings = JSON.stringify([...new Set(matches.map((m) => m.propertyId))]);
  const due = db.run(sql`
    UPDATE saved_searches
       SET alert_due_at = max(${at}, CASE frequency
             WHEN 'al_momento' THEN coalesce(last_notified_at, 0) + ${ALERT_PERIOD_MS.al_momento}
             WHEN 'diaria' THEN coalesce(last_notified_at, created_at) + ${ALERT_PERIOD_MS.diaria}
             ELSE coalesce(last_notified_at, created_at) + ${ALERT_PERIOD_MS.semanal} END)
     WHERE id IN (SELECT value FROM json_each(${ids})) AND alert_due_at IS NULL
       AND EXISTS (SELECT 1 FROM saved_search_matches m
                    WHERE m.saved_search_id = saved_searches.id AND m.property_id IN (SELECT value FROM json_each(${listings})) AND m.sent_at IS NULL)`);
  return [...inserts, due];
}

/**
 * Records the listing as news to every search of its places it matches, with when each
 * search's e-mail is due, and queues it for the broad searches (the cron's sweep); one
 * round trip to read, one to write. Returns how many searches of its places it matched.
 */
export async function recordListingMatches(db: Db, propertyId: string, reason: SavedSearchMatchReason, now = new Date()): Promise<number> {
  const read = await listingAndCandidates(db, propertyId);
  if (!read) return 0;
  const matched = matchingSearchIds(read.listing, read.candidates);
  const at = now.getTime();
  const queue = db.run(sql`INSERT INTO listing_alert_queue (property_id, reason, created_at) VALUES (${propertyId}, ${reason}, ${at})`);
  if (matched.length === 0) {
    await queue;
    return 0;
  }
  const matches = matched.map((searchId) => ({ searchId, propertyId, reason }));
  const [first, ...rest] = recordMatchesStatements(db, matches, at);
  await db.batch([queue, first, ...rest]);
  return matched.length;
}

export type ListingWrite = {
  /** The price before an edit; absent for a publish, a reactivation or a renewal. */
  previousPrice?: number;
  now?: Date;
};

/**
 * The listing services' one call after a listing is published again or edited: records the
 * matches of a publish, or of an edit that lowered the price by at least 5 %. It never fails
 * the write that called it: a failure is logged, and the listing is simply not alerted.
 */
export async function alertOnListingWrite(db: Db, propertyId: string, write: ListingWrite = {}): Promise<void> {
  try {
    if (write.previousPrice === undefined) {
      await recordListingMatches(db, propertyId, "publicada", write.now);
      return;
    }
    const [row] = await db.all<{ price: number }>(sql`SELECT price FROM properties WHERE id = ${propertyId}`);
    if (row && isAlertPriceDrop(write.previousPrice, row.price)) await recordListingMatches(db, propertyId, "bajo_precio", write.now);
  } catch (error) {
    console.error("saved_search_match_failed", { error: describeErrorForLog(error) });
  }
}
