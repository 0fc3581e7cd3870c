import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { SavedSearchFilters } from "../../../domain/saved-searches/saved-search";
import { ALERT_PERIOD_MS, isAlertPriceDrop, type SavedSearchMatchReason } from "../../../domain/saved-searches/saved-search-alerts";
import { listingMatchesSearch, type ListingForMatch } from "../../../domain/saved-searches/saved-search-match";
import { describeErrorForLog } from "../../middleware/log-redaction";

// A listing is news to the saved searches it matches when it is published (or published
// again) and when its price drops by at least 5 %. The searches are read through their
// (operation, location_id) index: those of the listing's operation in its colonia, its
// alcaldía or its estado, plus those of no place (the whole city, a map view or a drawn
// zone); never every search. Each candidate is then checked in memory by the search
// table's rules (domain/saved-searches/saved-search-match.ts), and every match is recorded
// once per search and listing, with the time its search's next e-mail is due.

type ListingRow = {
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
  pet_friendly: number;
  furnished: number;
  features: string;
};

function listingQuery(db: Db, propertyId: string) {
  return db.all<ListingRow>(sql`
    SELECT p.status, p.operation_type, p.property_type, p.price, p.bedrooms, p.bathrooms, p.parking_spaces, p.built_surface,
           p.total_surface, p.location_id, p.municipio_id, p.estado_id, e.slug AS estado_slug, a.slug AS agency_slug, p.lat, p.lng,
           p.pet_friendly, p.furnished, p.features
      FROM properties p
      LEFT JOIN locations e ON e.id = p.estado_id
      LEFT JOIN agencies a ON a.id = p.agency_id
     WHERE p.id = ${propertyId}`);
}

/**
 * A coarse screen, in SQL, of what the matcher below would refuse anyway: a search's price
 * range, property type, fewest bedrooms and map view, read from its stored filters. It only
 * leaves out searches that cannot match (listingMatchesSearch decides every match, and the
 * integration test "the screen never drops a match" holds it to that), so the broad searches
 * without a place, read by every listing of their operation, stay in the database instead
 * of travelling to the worker to be parsed and refused there.
 */
const screen = sql`
       AND coalesce(json_extract(s.filters, '$.precio_max'), p.price) >= p.price
       AND coalesce(json_extract(s.filters, '$.precio_min'), 0) <= p.price
       AND coalesce(json_extract(s.filters, '$.tipo'), p.property_type) = p.property_type
       AND coalesce(json_extract(s.filters, '$.recamaras'), 0) <= p.bedrooms
       AND (json_extract(s.filters, '$.bounds') IS NULL
            OR (p.lng BETWEEN json_extract(s.filters, '$.bounds[0]') AND json_extract(s.filters, '$.bounds[2]')
                AND p.lat BETWEEN json_extract(s.filters, '$.bounds[1]') AND json_extract(s.filters, '$.bounds[3]')))`;

/**
 * The saved searches that can match the listing, through the (operation, location_id) index
 * and the screen above; `screened: false` reads every search of the listing's places (the
 * test compares the two).
 */
export function candidateSearches(db: Db, propertyId: string, { screened = true } = {}) {
  const also = screened ? screen : sql``;
  return db.all<Candidate>(sql`
    SELECT s.id, s.filters FROM properties p
      JOIN saved_searches s ON s.operation = p.operation_type AND s.location_id IN (p.location_id, p.municipio_id, p.estado_id)
     WHERE p.id = ${propertyId} AND s.frequency <> 'sin_alertas' ${also}
    UNION ALL
    SELECT s.id, s.filters FROM properties p
      JOIN saved_searches s ON s.operation = p.operation_type AND s.location_id IS NULL
     WHERE p.id = ${propertyId} AND s.frequency <> 'sin_alertas' ${also}`);
}

type Candidate = { id: string; filters: string };

function toListingForMatch(row: ListingRow): ListingForMatch {
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
    petFriendly: Boolean(row.pet_friendly),
    furnished: Boolean(row.furnished),
    features: JSON.parse(row.features) as string[],
  };
}

/** The published listing as the matcher reads it; null when there is none. */
export async function readListingForMatch(db: Db, propertyId: string): Promise<ListingForMatch | null> {
  const [row] = await listingQuery(db, propertyId);
  return row && row.status === "publicada" ? toListingForMatch(row) : null;
}

/** The published listing as the matcher reads it, and the searches that can match it: one round trip. */
async function listingAndCandidates(db: Db, propertyId: string): Promise<{ listing: ListingForMatch; candidates: Candidate[] } | null> {
  const [[row], candidates] = await db.batch([listingQuery(db, propertyId), candidateSearches(db, propertyId)]);
  if (!row || row.status !== "publicada") return null;
  return { listing: toListingForMatch(row), candidates };
}

/** The ids of the searches (among the candidates) the listing matches. */
export function matchingSearchIds(listing: ListingForMatch, candidates: Candidate[]): string[] {
  return candidates.filter((c) => listingMatchesSearch(listing, JSON.parse(c.filters) as SavedSearchFilters)).map((c) => c.id);
}

/**
 * Records the listing as news to every search it matches (a search already told of it is
 * not told again) and sets when each of those searches' e-mail is due: now for an instant
 * search not e-mailed in its last 10 minutes, else when its frequency next allows. Returns
 * how many searches it matched.
 */
export async function recordListingMatches(db: Db, propertyId: string, reason: SavedSearchMatchReason, now = new Date()): Promise<number> {
  const read = await listingAndCandidates(db, propertyId);
  if (!read) return 0;
  const matched = matchingSearchIds(read.listing, read.candidates);
  if (matched.length === 0) return 0;
  const ids = JSON.stringify(matched);
  const at = now.getTime();
  await db.batch([
    db.run(sql`
      INSERT INTO saved_search_matches (saved_search_id, property_id, reason, created_at)
      SELECT value, ${propertyId}, ${reason}, ${at} FROM json_each(${ids}) WHERE true
      ON CONFLICT (saved_search_id, property_id) DO NOTHING`),
    db.run(sql`
      UPDATE saved_searches
         SET alert_due_at = coalesce(alert_due_at, max(${at}, CASE frequency
               WHEN 'al_momento' THEN coalesce(last_notified_at, 0) + ${ALERT_PERIOD_MS.al_momento}
               WHEN 'diaria' THEN coalesce(last_notified_at, created_at) + ${ALERT_PERIOD_MS.diaria}
               ELSE coalesce(last_notified_at, created_at) + ${ALERT_PERIOD_MS.semanal} END))
       WHERE id IN (SELECT value FROM json_each(${ids}))
         AND EXISTS (SELECT 1 FROM saved_search_matches m
                      WHERE m.saved_search_id = saved_searches.id AND m.property_id = ${propertyId} AND m.sent_at IS NULL)`),
  ]);
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
