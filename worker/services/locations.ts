import { sql } from "drizzle-orm";
import type { CanonicalLocation, LocationTipo } from "../../domain/locations/location";
import { parseLocationQuery, type LocationSearchParams } from "../../domain/locations/location-query";
import { rankLocations } from "../../domain/locations/location-ranking";
import type { Db } from "../../db/client";

type LocationRow = {
  id: string;
  nombre_canonico: string;
  contexto: string;
  tipo: LocationTipo;
  slug: string;
  centroid_lng: number | null;
  centroid_lat: number | null;
  padre_id: string | null;
  listings: number;
};

// How many candidates each index offers the ranking: enough for every place a query of
// 15 suggestions could show, few enough that ranking them costs nothing.
const WORD_CANDIDATES = 40;
const TRIGRAM_CANDIDATES = 40;

// search_canonical_locations, in one statement, from three indexes:
//  - the words index (FTS5 locations_fts): every word a prefix, accents and case ignored,
//    over name and context; its best 40 by the old order (the name is the query, starts
//    with it, has the words; then more listings);
//  - the trigram index of names (locations_trigram): the 40 names sharing the most
//    trigrams with the query, where typos are found ("coyoakan" → Coyoacán);
//  - the place an alias names (cdmx → Ciudad de México), by its normalised name.
// domain/locations/location-ranking.ts orders them. A place counts its published listings,
// of the operation asked for when there is one.
export async function searchLocations(db: Db, params: LocationSearchParams): Promise<CanonicalLocation[]> {
  const query = parseLocationQuery(params.q);
  if (!query) return [];
  const { text, alias } = query.interpreted;
  const prefix = `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const listings = sql`CASE ${params.operation ?? null}
    WHEN 'venta' THEN l.venta_count WHEN 'renta' THEN l.renta_count WHEN 'remate' THEN l.remate_count
    ELSE l.property_count END`;
  const rows = await db.all<LocationRow>(sql`
    WITH by_words AS (
      SELECT locations_fts.rowid AS id
      FROM locations_fts JOIN locations l ON l.rowid = locations_fts.rowid
      WHERE locations_fts MATCH ${query.match}
      ORDER BY
        CASE
          WHEN l.search_name = ${text} THEN 0
          WHEN l.search_name LIKE ${prefix} ESCAPE '\\' THEN 1
          WHEN locations_fts.rowid IN (SELECT rowid FROM locations_fts WHERE locations_fts MATCH ${query.nameMatch}) THEN 2
          ELSE 3
        END,
        ${listings} DESC
      LIMIT ${WORD_CANDIDATES}
    ),
    by_trigrams AS (
      SELECT rowid AS id FROM locations_trigram WHERE locations_trigram MATCH ${query.trigramMatch} ORDER BY rank LIMIT ${TRIGRAM_CANDIDATES}
    )
    SELECT l.id, l.nombre_canonico, l.contexto, l.tipo, l.slug, l.centroid_lng, l.centroid_lat, l.padre_id, ${listings} AS listings
    FROM locations l
    WHERE l.rowid IN (SELECT id FROM by_words UNION SELECT id FROM by_trigrams)
       OR l.search_name = ${alias ?? ""}
  `);
  return rankLocations(query.interpreted, rows.map(toCanonicalLocation), params.limit);
}

function toCanonicalLocation(row: LocationRow): CanonicalLocation {
  const hasCentroid = row.centroid_lng !== null && row.centroid_lat !== null;
  return {
    id: row.id,
    nombre_canonico: row.nombre_canonico,
    contexto: row.contexto,
    tipo: row.tipo,
    slug: row.slug,
    centroide: hasCentroid ? [Number(row.centroid_lng), Number(row.centroid_lat)] : null,
    padre_id: row.padre_id,
    property_count: Number(row.listings),
  };
}
