import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { BOOST_SERVICE_ID, FEATURED_SERVICE_ID } from "../../domain/billing/services";
import { boundingBox, pointInPolygon, type LngLat } from "../../domain/properties/polygon";
import type { MapMarkersResponse, PropertySearchResponse } from "../../domain/properties/property";
import type { PropertySearch } from "../../domain/properties/search-params";
import { ESTADO_SLUGS } from "../../domain/properties/search-filters";
import { normalizeSearchText } from "../../domain/text/normalize";
import { SERVED_PLACE_SLUG } from "../../domain/locations/location";
import type { Db } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { servicePurchases } from "../../db/schema/billing";
import { locations } from "../../db/schema/locations";
import { properties } from "../../db/schema/properties";
import { cardQuery, toCard } from "./property-cards";
import { unverifiedAdvertiserLast } from "./trust/advertiser-trust";
import { stationConditions } from "./listing-stations/station-filters";

const MAX_MARKERS = 500;
type Place = PropertySearchResponse["location"];

// GET /api/properties: filters on indexed columns; a place includes the places under it;
// map bounds go through the R*Tree; a polygon narrows its bounding box with the R*Tree,
// then keeps the points inside it.
export async function searchProperties(db: Db, params: PropertySearch): Promise<PropertySearchResponse> {
  const place = await resolvePlace(db, params);
  const empty = { items: [], total: 0, page: params.page, page_size: params.page_size, pages: 0, location: place ?? null };
  if (place === undefined) return empty;
  const where = filters(params, place);
  const offset = (params.page - 1) * params.page_size;

  if (params.poligono) {
    const ids = await idsInsidePolygon(db, where, params.poligono, params.orden, place);
    const pageIds = ids.slice(offset, offset + params.page_size);
    const rows = pageIds.length ? await cardQuery(db).where(inArray(properties.id, pageIds)) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const items = pageIds
      .map((id) => byId.get(id)!)
      .filter(Boolean)
      .map(toCard);
    return { ...empty, items, total: ids.length, pages: Math.ceil(ids.length / params.page_size) };
  }

  const [countRows, rows] = await db.batch([countQuery(db, where), pageQuery(db, params, place)]);
  const total = Number(countRows[0].n);
  return { ...empty, items: rows.map(toCard), total, pages: Math.ceil(total / params.page_size) };
}

// The two statements of a search without a polygon (exported for the query-plan test).
export function countQuery(db: Db, where: SQL) {
  return db
    .select({ n: sql<number>`count(*)` })
    .from(properties)
    .where(where);
}

// A page of cards. One home shown once is kept outside the query that walks the indexes:
// as one more condition there it made SQLite's planner prefer a price index and sort every
// match, computing each one's card, over walking properties_created_idx to the first page.
// The ordered listings are read as a co-routine (its LIMIT -1 keeps it from being merged
// with the outer query), which stops as soon as the page is full of shown listings.
export function pageQuery(db: Db, params: PropertySearch, place: Place = null) {
  const offset = (params.page - 1) * params.page_size;
  if (params.inmobiliaria) return listingsPage(db, filters(params, place), params, place).limit(params.page_size).offset(offset);
  const ordered = listingsPage(db, filters(params, place, { oneCardPerHome: false }), params, place, { named: true })
    .limit(-1)
    .as("ordered");
  return db
    .select()
    .from(ordered)
    .where(sql`${ordered.cluster_shown} = 1`)
    .limit(params.page_size)
    .offset(offset);
}

/** The cards these conditions find, in the search's order (exported for the search bench). */
export function listingsPage(db: Db, where: SQL, params: PropertySearch, place: Place = null, columns: { named?: boolean } = {}) {
  return cardQuery(db, columns)
    .where(where)
    .orderBy(...ordering(params.orden, place));
}

// Up to 500 points for the whole result set, for the map.
export async function searchMarkers(db: Db, params: PropertySearch): Promise<MapMarkersResponse> {
  const place = await resolvePlace(db, params);
  if (place === undefined) return { items: [], total: 0, truncated: false };
  const where = filters(params, place);
  const markers = db
    .select({ id: properties.id, lat: properties.lat, lng: properties.lng, price: properties.price, operation_type: properties.operationType })
    .from(properties)
    .where(where)
    .orderBy(...ordering(params.orden, place));
  const polygon = params.poligono;
  if (polygon) {
    const inside = (await markers).filter((r) => pointInPolygon([r.lng, r.lat], polygon));
    return { items: inside.slice(0, MAX_MARKERS), total: inside.length, truncated: inside.length > MAX_MARKERS };
  }
  const [countRows, rows] = await db.batch([countQuery(db, where), firstMarkers(db, params, place)]);
  const total = Number(countRows[0].n);
  return { items: rows, total, truncated: total > MAX_MARKERS };
}

// The first 500 markers, one per home kept outside the index walk as the page keeps it (pageQuery).
function firstMarkers(db: Db, params: PropertySearch, place: Place) {
  const shownOnly = !params.inmobiliaria;
  const ordered = db
    .select({
      id: properties.id,
      lat: properties.lat,
      lng: properties.lng,
      price: properties.price,
      operation_type: properties.operationType,
      cluster_shown: properties.clusterShown,
    })
    .from(properties)
    .where(filters(params, place, { oneCardPerHome: false }))
    .orderBy(...ordering(params.orden, place))
    .limit(-1)
    .as("ordered");
  return db
    .select({ id: ordered.id, lat: ordered.lat, lng: ordered.lng, price: ordered.price, operation_type: ordered.operation_type })
    .from(ordered)
    .where(shownOnly ? sql`${ordered.cluster_shown} = 1` : undefined)
    .limit(MAX_MARKERS);
}

// The place of location_id, or of a location name (featured links). undefined: a name
// that matches no place, so nothing can match. `served`: the place is Mexico City or lies
// in it (a colonia's parent is its alcaldía, whose parent is the city).
export async function resolvePlace(db: Db, params: Pick<PropertySearch, "location" | "location_id">): Promise<Place | undefined> {
  if (!params.location_id && !params.location) return null;
  const condition = params.location_id ? eq(locations.id, params.location_id) : eq(locations.searchName, normalizeSearchText(params.location!));
  const parent = alias(locations, "parent");
  const grandparent = alias(locations, "grandparent");
  const [row] = await db
    .select({
      id: locations.id,
      nombre_canonico: locations.nombreCanonico,
      tipo: locations.tipo,
      lng: locations.centroidLng,
      lat: locations.centroidLat,
      served: sql<number>`${SERVED_PLACE_SLUG} IN (${locations.slug}, coalesce(${parent.slug}, ''), coalesce(${grandparent.slug}, ''))`,
    })
    .from(locations)
    .leftJoin(parent, eq(parent.id, locations.padreId))
    .leftJoin(grandparent, eq(grandparent.id, parent.padreId))
    .where(condition)
    .orderBy(desc(locations.propertyCount))
    .limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    nombre_canonico: row.nombre_canonico,
    tipo: row.tipo,
    centroide: row.lng !== null && row.lat !== null ? [row.lng, row.lat] : null,
    served: Boolean(row.served),
  };
}

// `oneCardPerHome: false` leaves every listing of a cluster in (the page query keeps the shown one itself).
export function filters(p: PropertySearch, place: Place, { oneCardPerHome = true } = {}): SQL {
  const conditions: (SQL | undefined)[] = [eq(properties.status, "publicada"), eq(properties.operationType, p.operation)];
  if (place) {
    const column = place.tipo === "estado" ? properties.estadoId : place.tipo === "municipio" ? properties.municipioId : properties.locationId;
    conditions.push(eq(column, place.id));
  }
  // One home, shown once: of a cluster of the same unit's listings only the one its
  // triggers chose; an agency's own page shows every listing it publishes. The flag ends
  // the status-and-price indexes, so a count stays within them.
  if (oneCardPerHome && !p.inmobiliaria) conditions.push(eq(properties.clusterShown, true));
  if (p.estado) conditions.push(sql`${properties.estadoId} = (SELECT id FROM locations WHERE slug = ${ESTADO_SLUGS[p.estado]})`);
  if (p.tipo) conditions.push(eq(properties.propertyType, p.tipo));
  if (p.inmobiliaria)
    conditions.push(sql`${properties.agencyId} = (SELECT ${agencies.id} FROM ${agencies} WHERE ${agencies.slug} = ${p.inmobiliaria})`);
  if (p.recamaras) conditions.push(gte(properties.bedrooms, p.recamaras));
  if (p.banos) conditions.push(gte(properties.bathrooms, p.banos));
  if (p.estacionamientos) conditions.push(gte(properties.parkingSpaces, p.estacionamientos));
  if (p.mascotas) conditions.push(eq(properties.petFriendly, true));
  if (p.amueblado) conditions.push(eq(properties.furnished, true));
  conditions.push(...stationConditions(p));
  if (p.amenidad) conditions.push(sql`EXISTS (SELECT 1 FROM json_each(${properties.features}) WHERE value = ${p.amenidad})`);
  if (p.precio_min !== undefined) conditions.push(gte(properties.price, p.precio_min));
  if (p.precio_max !== undefined) conditions.push(lte(properties.price, p.precio_max));
  const area = sql`coalesce(${properties.builtSurface}, ${properties.totalSurface})`;
  if (p.superficie_min !== undefined) conditions.push(sql`${area} >= ${p.superficie_min}`);
  if (p.superficie_max !== undefined) conditions.push(sql`${area} <= ${p.superficie_max}`);
  const box = p.poligono ? boundingBox(p.poligono) : p.bounds;
  if (box) {
    const [w, s, e, n] = box;
    // The R*Tree stores 32-bit boxes rounded outwards: select by overlap, then keep the
    // exact coordinates inside the box.
    conditions.push(
      sql`${properties}.rowid IN (SELECT id FROM properties_rtree WHERE max_lng >= ${w} AND min_lng <= ${e} AND max_lat >= ${s} AND min_lat <= ${n})`,
      sql`${properties.lng} BETWEEN ${w} AND ${e} AND ${properties.lat} BETWEEN ${s} AND ${n}`,
    );
  }
  return and(...conditions)!;
}

// A listing with an unexpired purchase of this service (featured_listing and
// boost_property always expire): a correlated EXISTS through service_purchases_property_idx.
function promoted(serviceId: string, nowMs: number): SQL {
  return sql`EXISTS (SELECT 1 FROM ${servicePurchases} sp WHERE sp.property_id = ${properties.id} AND sp.service_id = ${serviceId} AND sp.expires_at > ${nowMs})`;
}

// The default sort (recientes) of a colonia's results puts its featured listings first,
// then its boosted ones, while their purchase lasts. At equal sort keys a verified
// advertiser's listing comes before an unverified one's (then the id keeps pages stable):
// the tie-breaker is evaluated only to order rows the indexes already found.
function ordering(orden: PropertySearch["orden"], place: Place = null, nowMs = Date.now()): SQL[] {
  switch (orden) {
    case "precio-asc":
      return [asc(properties.price), unverifiedAdvertiserLast, asc(properties.id)];
    case "precio-desc":
      return [desc(properties.price), unverifiedAdvertiserLast, asc(properties.id)];
    case "precio-m2":
      return [
        sql`${properties.price} / nullif(coalesce(${properties.builtSurface}, ${properties.totalSurface}), 0) IS NULL`,
        sql`${properties.price} / nullif(coalesce(${properties.builtSurface}, ${properties.totalSurface}), 0)`,
        unverifiedAdvertiserLast,
        asc(properties.id),
      ];
    default: {
      const recent = [desc(properties.createdAt), unverifiedAdvertiserLast, asc(properties.id)];
      if (place?.tipo !== "colonia") return recent;
      return [sql`${promoted(FEATURED_SERVICE_ID, nowMs)} DESC`, sql`${promoted(BOOST_SERVICE_ID, nowMs)} DESC`, ...recent];
    }
  }
}

async function idsInsidePolygon(db: Db, where: SQL, polygon: LngLat[], orden: PropertySearch["orden"], place: Place): Promise<string[]> {
  const candidates = await db
    .select({ id: properties.id, lat: properties.lat, lng: properties.lng })
    .from(properties)
    .where(where)
    .orderBy(...ordering(orden, place));
  return candidates.filter((c) => pointInPolygon([c.lng, c.lat], polygon)).map((c) => c.id);
}
