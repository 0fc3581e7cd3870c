import { and, asc, desc, eq, gte, inArray, isNull, lte, not, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { BOOST_SERVICE_ID, FEATURED_SERVICE_ID } from "../../domain/billing/services";
import { boundingBox, pointInPolygon, type LngLat } from "../../domain/properties/polygon";
import type { MapMarkersResponse, PropertyCard, PropertySearchResponse } from "../../domain/properties/property";
import type { PropertySearch } from "../../domain/properties/search-params";
import { ESTADO_SLUGS } from "../../domain/properties/search-filters";
import { normalizeSearchText } from "../../domain/text/normalize";
import { SERVED_PLACE_SLUG } from "../../domain/locations/location";
import type { Db } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { servicePurchases } from "../../db/schema/billing";
import { locations } from "../../db/schema/locations";
import { properties, propertyImages } from "../../db/schema/properties";
import { cardColumns, cardQuery, toCard } from "./listing-model/card";
import { BUILDING_FACT_COLUMNS } from "./listing-model/facts";
import { AMENITY_FACTS } from "../../domain/listings/facts";
import { unverifiedAdvertiserLast } from "./trust/advertiser-trust";
import { askedFacts, factCountParts, factMatches, type AskedFact } from "./sql/fact-conditions";
import type { NotGivenCount } from "../../domain/properties/fact-filters";
import {
  commuteCondition,
  commuteInputColumns,
  commuteInputsQuery,
  commuteMinutesColumn,
  commuteMinutesFrom,
  commuteOf,
  commuteBest,
  commuteOfListing,
  commuteTable,
  walkableCondition,
  type CommuteScope,
  type CommuteSearch,
} from "./commute/commute-search";
import { stationConditions } from "./listing-stations/station-filters";

const MAX_MARKERS = 500;
type Place = PropertySearchResponse["location"];

// GET /api/properties: filters on indexed columns; a place includes the places under it;
// map bounds go through the R*Tree; a polygon narrows its bounding box with the R*Tree,
// then keeps the points inside it.
export async function searchProperties(db: Db, params: PropertySearch): Promise<PropertySearchResponse> {
  const place = await resolvePlace(db, params);
  const commute = commuteOf(params);
  const empty: PropertySearchResponse = {
    items: [],
    total: 0,
    page: params.page,
    page_size: params.page_size,
    pages: 0,
    location: place ?? null,
    not_given: [],
    ...(commute && { commute: { stations_near_destination: commute.stationsNearDestination, without_station: null } }),
  };
  if (place === undefined) return empty;
  const where = filters(params, place);
  const offset = (params.page - 1) * params.page_size;
  const pages = (total: number) => Math.ceil(total / params.page_size);
  const asked = askedFacts(params);

  if (params.poligono) {
    const [ids, notGiven] = await Promise.all([
      idsInsidePolygon(db, where, { ...params, poligono: params.poligono }, place),
      asked.length ? notGivenInsidePolygon(db, params, place, asked, params.poligono) : [],
    ]);
    const items = await cardsInOrder(db, ids.slice(offset, offset + params.page_size), commute);
    return { ...empty, items, total: ids.length, pages: pages(ids.length), not_given: notGiven };
  }

  const leftOut = commute?.max !== undefined ? [countQuery(db, withoutStation(params, place, commute))] : [];
  if (commute && (commute.max !== undefined || params.orden === "traslado")) {
    const withNotGiven = await notGivenBeside(db, params, place, asked, empty);
    // A commute with a maximum or its sort: one statement joins each listing's best minutes
    // (computed once) and gives the page's ids in order with the count of every match.
    const unjoined = filters(params, place, { commuteCondition: false });
    if (commute.max === undefined) {
      // Sorted without a maximum: the page is first looked for among the listings within
      // FIRST_REACH minutes, which come first; only when they do not fill it is every
      // listing's estimate computed. The count is the plain search's.
      const near = { ...commute, max: FIRST_REACH_MINUTES };
      const [countRows, nearRows] = await db.batch([countQuery(db, where), commuteMaxPage(db, unjoined, params, place, near)]);
      const total = Number(countRows[0].n);
      const filled = nearRows.length === params.page_size;
      const rows = filled ? nearRows : await commutePage(db, unjoined, params, place, commute);
      return { ...withNotGiven, items: commuteCards(commute, rows), total, pages: pages(total) };
    }
    const [rows, withoutStationRows] = await db.batch([commuteMaxPage(db, unjoined, params, place, { ...commute, max: commute.max }), ...leftOut]);
    // A page past the last has no row to carry the count: counted apart.
    const total = rows.length ? Number(rows[0].total) : Number((await countQuery(db, where))[0].n);
    return { ...withoutStationCount(withNotGiven, withoutStationRows), items: commuteCards(commute, rows), total, pages: pages(total) };
  }

  if (asked.length) {
    const [countRows, rows] = await db.batch([factCountQuery(db, params, place, asked), pageQuery(db, params, place)]);
    const { total, not_given } = countRows[0];
    const n = Number(total);
    const items = commute ? await withMinutes(db, commute, rows.map(toCard)) : rows.map(toCard);
    return { ...empty, items, total: n, pages: pages(n), not_given: notGivenOf(asked, not_given) };
  }
  const [countRows, rows] = await db.batch([countQuery(db, where), pageQuery(db, params, place)]);
  const total = Number(countRows[0].n);
  const items = commute ? await withMinutes(db, commute, rows.map(toCard)) : rows.map(toCard);
  return { ...empty, items, total, pages: pages(total) };
}

// A commute search's left-out counts for its asked facts (its own statement: the commute's
// page query joins the listings' minutes instead of counting).
async function notGivenBeside(db: Db, params: PropertySearch, place: Place, asked: AskedFact[], response: PropertySearchResponse) {
  if (!asked.length) return response;
  const [row] = await factCountQuery(db, params, place, asked);
  return { ...response, not_given: notGivenOf(asked, row.not_given) };
}

// The listings a maximum left out because nothing estimates theirs: no station within 1 km,
// and too far to walk.
function withoutStation(params: PropertySearch, place: Place, commute: CommuteSearch): SQL {
  return and(filters(params, place, { commuteCondition: false }), isNull(properties.nearestStationMinutes), not(walkableCondition(commute)))!;
}

function withoutStationCount(response: PropertySearchResponse, rows: { n: number }[] | undefined): PropertySearchResponse {
  if (!response.commute || !rows) return response;
  return { ...response, commute: { ...response.commute, without_station: Number(rows[0].n) } };
}

// A page of a commute search, in one statement: its cards in order, each with what its
// minutes are computed from and the count of every match. With a maximum, the join keeps
// the listings within it (commuteTable reads no further).
function commutePage(db: Db, where: SQL, params: PropertySearch, place: Place, commute: CommuteSearch) {
  // Columns as SQL: drizzle does not see `properties` in a FROM written as SQL.
  const select = { page_id: sql<string>`${properties.id}`.as("page_id"), total: sql<number>`count(*) OVER ()`.as("total") };
  const { table, on } = commuteTable(commute, commuteScope(params));
  // With a maximum the listings within it are few beside the search's matches: they are
  // read first (CROSS JOIN keeps that order), each listing then by its primary key.
  const matches =
    commute.max === undefined
      ? db.select(select).from(properties).leftJoin(table, on).where(where)
      : db
          .select(select)
          .from(sql`${table} CROSS JOIN ${properties}`)
          .where(and(on, where));
  const page = matches
    .orderBy(...ordering(params, place, { commuteJoined: true }))
    .limit(params.page_size)
    .offset((params.page - 1) * params.page_size)
    .as("page");
  // The page's rows are read in its order (a subquery with ORDER BY and LIMIT, first in the
  // join), and each card's columns computed only for them.
  return db
    .select({ ...cardColumns, total: page.total, ...commuteInputColumns })
    .from(page)
    .crossJoin(properties)
    .leftJoin(propertyImages, and(eq(propertyImages.propertyId, properties.id), eq(propertyImages.isMain, true)))
    .where(eq(properties.id, page.page_id));
}

// A page sorted by the commute within a maximum, of the listings search shows, in one
// statement: each listing's best minutes, kept to the search's other filters, once (the
// CTE `commute`, read three times, is materialized); their count; and only the listings
// no later than the page's last minutes read and ordered in full (the advertiser's
// verification breaking ties), so the rest of the matches are never read as listings.
// Without other filters than the commute's scope (commuteScope) no listing is read but the page's.
function commuteRankedPage(db: Db, params: PropertySearch, place: Place, commute: CommuteSearch & { max: number }) {
  const best = commuteBest(commute, commuteScope(params), filtersBeyondCommuteScope(params, place));
  const matches = db.$with("commute", { listing: sql<number>`listing`, minutes: sql<number>`minutes` }).as(best);
  // The minutes of the page's last listing, by minutes alone (null: fewer matches than that).
  const last = sql`(SELECT minutes FROM commute ORDER BY minutes LIMIT 1 OFFSET ${params.page * params.page_size - 1})`;
  const page = db
    .select({ page_id: sql<string>`${properties.id}`.as("page_id") })
    .from(sql`commute CROSS JOIN ${properties}`)
    .where(sql`${properties}.rowid = commute.listing AND commute.minutes <= coalesce(${last}, commute.minutes)`)
    .orderBy(...ordering(params, place, { commuteJoined: true }))
    .limit(params.page_size)
    .offset((params.page - 1) * params.page_size)
    .as("page");
  return db
    .with(matches)
    .select({ ...cardColumns, total: sql<number>`(SELECT count(*) FROM commute)`, ...commuteInputColumns })
    .from(page)
    .crossJoin(properties)
    .leftJoin(propertyImages, and(eq(propertyImages.propertyId, properties.id), eq(propertyImages.isMain, true)))
    .where(eq(properties.id, page.page_id));
}

// The page of a commute search with a maximum (commuteRankedPage when it applies).
function commuteMaxPage(db: Db, where: SQL, params: PropertySearch, place: Place, commute: CommuteSearch & { max: number }) {
  return params.orden === "traslado" && commuteScope(params).shownOnly
    ? commuteRankedPage(db, params, place, commute)
    : commutePage(db, where, params, place, commute);
}

// A commute page's cards with their minutes.
function commuteCards(commute: CommuteSearch, rows: Awaited<ReturnType<typeof commutePage>>): PropertyCard[] {
  return rows.map((r) => ({ ...toCard(r), commute: commuteOfListing(commute, r) }));
}

// The reach a sort by the commute without a maximum tries first (see searchProperties).
const FIRST_REACH_MINUTES = 45;

const NO_COMMUTE = { minutes: null, has_station: false };

// The cards of these listings in this order (with their commute minutes in a commute search).
async function cardsInOrder(db: Db, ids: string[], commute: CommuteSearch | null): Promise<PropertyCard[]> {
  if (ids.length === 0) return [];
  const cards = cardQuery(db).where(inArray(properties.id, ids));
  const [rows, inputs] = commute ? await db.batch([cards, commuteInputsQuery(db, ids)]) : [await cards, null];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const minutes = commute && inputs ? commuteMinutesFrom(commute, inputs) : null;
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const card = toCard(row);
    return [minutes ? { ...card, commute: minutes.get(id) ?? NO_COMMUTE } : card];
  });
}

// A commute search's cards carry their minutes to the destination.
async function withMinutes(db: Db, commute: CommuteSearch, cards: PropertyCard[]): Promise<PropertyCard[]> {
  if (cards.length === 0) return cards;
  const minutes = commuteMinutesFrom(
    commute,
    await commuteInputsQuery(
      db,
      cards.map((card) => card.id),
    ),
  );
  return cards.map((card) => ({ ...card, commute: minutes.get(card.id) ?? NO_COMMUTE }));
}

/**
 * The count of a search with fact filters, in one statement: its matches, and for each
 * asked fact the listings left out for not saying it (every other filter matched, and every
 * other asked fact matched or not said), read as one JSON array.
 */
export function factCountQuery(db: Db, params: PropertySearch, place: Place, asked: AskedFact[]) {
  const parts = factCountParts(asked, params.operation);
  return db
    .select({ total: parts.total, not_given: sql<string>`json_array(${sql.join(parts.notGiven, sql`, `)})` })
    .from(properties)
    .where(and(filters(params, place, { facts: false }), parts.where));
}

const notGivenOf = (asked: AskedFact[], counts: string | number[]): NotGivenCount[] => {
  const list = typeof counts === "string" ? (JSON.parse(counts) as number[]) : counts;
  return asked.map((a, i) => ({ filter: a.key, count: Number(list[i] ?? 0) }));
};

// A drawn zone: the listings left out for not saying, among those inside it.
async function notGivenInsidePolygon(db: Db, params: PropertySearch, place: Place, asked: AskedFact[], polygon: LngLat[]) {
  const parts = factCountParts(asked, params.operation);
  const flags = Object.fromEntries(parts.notGivenEach.map((condition, i) => [`f${i}`, sql<number>`coalesce(${condition}, 0)`]));
  const rows = (await db
    .select({ lat: properties.lat, lng: properties.lng, ...flags })
    .from(properties)
    .where(and(filters(params, place, { facts: false }), parts.where))) as ({ lat: number; lng: number } & Record<string, number>)[];
  const inside = rows.filter((r) => pointInPolygon([r.lng, r.lat], polygon));
  return notGivenOf(
    asked,
    asked.map((_, i) => inside.reduce((n, r) => n + Number(r[`f${i}`] ?? 0), 0)),
  );
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
    .orderBy(...ordering(params, place));
}

// The listings a search's conditions keep, for its commute's rows (filters() keeps the same).
function commuteScope(p: PropertySearch, oneCardPerHome = true): CommuteScope {
  return {
    operation: p.operation,
    shownOnly: oneCardPerHome && !p.inmobiliaria,
    propertyType: p.tipo,
    priceMin: p.precio_min,
    priceMax: p.precio_max,
  };
}

// The commute of a search sorted by it (orden=traslado with a destination).
function commuteSort(params: PropertySearch): CommuteSearch | null {
  return params.orden === "traslado" ? commuteOf(params) : null;
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
    .orderBy(...ordering(params, place));
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
    .orderBy(...ordering(params, place))
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
// `facts: false` leaves out the fact filters (their count reads them itself).
// `commuteCondition: false` leaves a commute's maximum out (a query that joins commuteTable keeps it itself).
export function filters(p: PropertySearch, place: Place, options: FilterOptions = {}): SQL {
  return and(...filterConditions(p, place, options))!;
}

type FilterOptions = { oneCardPerHome?: boolean; facts?: boolean; commuteCondition?: boolean; commuteScoped?: boolean };

// `commuteScoped`: without what a commute's rows already keep to (commuteScope: published,
// the operation, one card per home, the type and the price); undefined when nothing else is asked.
function filtersBeyondCommuteScope(p: PropertySearch, place: Place): SQL | undefined {
  return and(...filterConditions(p, place, { commuteCondition: false, commuteScoped: true }));
}

function filterConditions(
  p: PropertySearch,
  place: Place,
  { oneCardPerHome = true, facts = true, commuteCondition: withCommute = true, commuteScoped = false }: FilterOptions,
): (SQL | undefined)[] {
  const scoped = commuteScoped && commuteScope(p).shownOnly;
  const conditions: (SQL | undefined)[] = scoped ? [] : [eq(properties.status, "publicada"), eq(properties.operationType, p.operation)];
  if (place) {
    const column = place.tipo === "estado" ? properties.estadoId : place.tipo === "municipio" ? properties.municipioId : properties.locationId;
    conditions.push(eq(column, place.id));
  }
  // One home, shown once: of a cluster of the same unit's listings only the one its
  // triggers chose; an agency's own page shows every listing it publishes. The flag ends
  // the status-and-price indexes, so a count stays within them.
  if (oneCardPerHome && !p.inmobiliaria && !scoped) conditions.push(eq(properties.clusterShown, true));
  if (p.estado) conditions.push(sql`${properties.estadoId} = (SELECT id FROM locations WHERE slug = ${ESTADO_SLUGS[p.estado]})`);
  if (p.tipo && !scoped) conditions.push(eq(properties.propertyType, p.tipo));
  if (p.inmobiliaria)
    conditions.push(sql`${properties.agencyId} = (SELECT ${agencies.id} FROM ${agencies} WHERE ${agencies.slug} = ${p.inmobiliaria})`);
  if (p.recamaras) conditions.push(gte(properties.bedrooms, p.recamaras));
  if (p.banos) conditions.push(gte(properties.bathrooms, p.banos));
  if (p.estacionamientos) conditions.push(gte(properties.parkingSpaces, p.estacionamientos));
  if (facts) conditions.push(...askedFacts(p).map(factMatches));
  const amenityFact = p.amenidad ? AMENITY_FACTS[p.amenidad] : undefined;
  if (amenityFact) conditions.push(eq(BUILDING_FACT_COLUMNS[amenityFact], true));
  else if (p.amenidad) conditions.push(sql`EXISTS (SELECT 1 FROM json_each(${properties.features}) WHERE value = ${p.amenidad})`);
  const commute = withCommute ? commuteOf(p) : null;
  if (commute) conditions.push(commuteCondition(commute, commuteScope(p, oneCardPerHome)));
  conditions.push(...stationConditions(p));
  if (p.precio_min !== undefined && !scoped) conditions.push(gte(properties.price, p.precio_min));
  if (p.precio_max !== undefined && !scoped) conditions.push(lte(properties.price, p.precio_max));
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
  return conditions;
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
// By the commute only where the query joins commuteTable (listings no estimate reaches
// last); elsewhere (the map's markers, a search without a destination) as recientes.
function ordering(params: Pick<PropertySearch, "orden">, place: Place = null, { commuteJoined = false } = {}, nowMs = Date.now()): SQL[] {
  const orden = params.orden === "traslado" && !commuteJoined ? "recientes" : params.orden;
  switch (orden) {
    case "traslado":
      return [sql`${commuteMinutesColumn} IS NULL`, sql`${commuteMinutesColumn}`, unverifiedAdvertiserLast, asc(properties.id)];
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

async function idsInsidePolygon(db: Db, where: SQL, params: PropertySearch & { poligono: LngLat[] }, place: Place): Promise<string[]> {
  const query = db.select({ id: properties.id, lat: properties.lat, lng: properties.lng }).from(properties).$dynamic();
  const byCommute = commuteSort(params);
  const joined = byCommute && commuteTable(byCommute, commuteScope(params));
  const candidates = await (joined ? query.leftJoin(joined.table, joined.on) : query)
    .where(where)
    .orderBy(...ordering(params, place, { commuteJoined: byCommute !== null }));
  return candidates.filter((c) => pointInPolygon([c.lng, c.lat], params.poligono)).map((c) => c.id);
}
