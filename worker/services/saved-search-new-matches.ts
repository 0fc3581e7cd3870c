import { and, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { locations } from "../../db/schema/locations";
import { properties } from "../../db/schema/properties";
import { propertyPriceChanges } from "../../db/schema/price-history";
import { pointInPolygon } from "../../domain/properties/polygon";
import type { PropertySearch } from "../../domain/properties/search-params";
import type { SavedSearch } from "../../domain/saved-searches/saved-search";
import { PRICE_DROP_ALERT_RATIO } from "../../domain/saved-searches/saved-search-alerts";
import { SAVED_SEARCH_LIMITS } from "../../domain/saved-searches/saved-search-limits";
import { filters } from "./property-search";

// "New since your last visit": for each saved search, the listings published now that match
// it (the search API's own conditions) and were published, or lowered their price by 5 % or
// more, after the owner last opened it,
// or after it was saved when never opened. Counted up to the cap + 1 ('99+'), all searches
// in one round trip (one batch of statements), never one query after another.

const OVER_CAP = SAVED_SEARCH_LIMITS.newMatchesCap + 1;

type Place = Parameters<typeof filters>[1];

/**
 * Listings that are news since this moment: published after it (a listing published before
 * the columns existed counts from its creation), or with a price lowered after it by at least
 * the share that makes a price drop news to the alerts.
 */
function newSince(since: Date): SQL {
  return sql`(coalesce(${properties.publishedAt}, ${properties.createdAt}) > ${since.getTime()} OR EXISTS (
    SELECT 1 FROM ${propertyPriceChanges}
    WHERE ${propertyPriceChanges.propertyId} = ${properties.id} AND ${propertyPriceChanges.changedAt} > ${since.getTime()}
      AND ${propertyPriceChanges.newPrice} <= ${propertyPriceChanges.oldPrice} * ${1 - PRICE_DROP_ALERT_RATIO}
  ))`;
}

/** When the owner last looked at the search's results: opening it, or saving it. */
function sinceOf(search: SavedSearch): Date {
  return new Date(search.last_seen_at ?? search.created_at);
}

/** The new matches of each search, in the order given. */
export async function countNewMatches(db: Db, searches: SavedSearch[]): Promise<number[]> {
  if (searches.length === 0) return [];
  // The places' kinds (colonia, municipio, estado) decide the column a place filters on.
  const placeIds = [...new Set(searches.map((s) => s.filters.location_id).filter((id): id is string => Boolean(id)))];
  const places = placeIds.length
    ? await db.select({ id: locations.id, tipo: locations.tipo }).from(locations).where(inArray(locations.id, placeIds))
    : [];
  const tipoOf = new Map(places.map((p) => [p.id, p.tipo]));

  const statements = searches.map((search) => {
    const f = search.filters;
    const tipo = f.location_id ? tipoOf.get(f.location_id) : undefined;
    const place: Place = f.location_id && tipo ? { id: f.location_id, nombre_canonico: f.location ?? "", tipo, centroide: null, served: true } : null;
    // A place that no longer exists matches nothing.
    const gone = Boolean(f.location_id) && !tipo;
    const where = gone ? sql`0` : and(filters(f as unknown as PropertySearch, place), newSince(sinceOf(search)))!;
    // A drawn zone keeps the points inside it, which SQL cannot tell: its candidates (inside
    // the zone's box) are read and counted here.
    if (f.poligono) return db.select({ lat: properties.lat, lng: properties.lng }).from(properties).where(where);
    const capped = db
      .select({ one: sql`1` })
      .from(properties)
      .where(where)
      .limit(OVER_CAP)
      .as("capped");
    return db.select({ n: sql<number>`count(*)` }).from(capped);
  });
  const results = (await db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]])) as unknown[][];

  return searches.map((search, i) => {
    const rows = results[i];
    const polygon = search.filters.poligono;
    if (polygon) {
      const inside = (rows as { lat: number; lng: number }[]).filter((r) => pointInPolygon([r.lng, r.lat], polygon));
      return Math.min(inside.length, OVER_CAP);
    }
    return Number((rows[0] as { n: number }).n);
  });
}
