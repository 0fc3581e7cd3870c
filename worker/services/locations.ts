import { sql } from "drizzle-orm";
import type { CanonicalLocation, LocationTipo } from "../../domain/locations/location";
import { parseLocationQuery, type LocationSearchParams } from "../../domain/locations/location-query";
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
  property_count: number;
};

// search_canonical_locations: every word is a prefix, accents and case ignored (FTS5).
// Ranked: the name equals the query, then starts with it, then the words are in the
// name (not only in its context), then places with more listings, then by type.
export async function searchLocations(db: Db, params: LocationSearchParams): Promise<CanonicalLocation[]> {
  const query = parseLocationQuery(params.q);
  if (!query) return [];
  const prefix = `${query.normalized.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const rows = await db.all<LocationRow>(sql`
    SELECT l.id, l.nombre_canonico, l.contexto, l.tipo, l.slug, l.centroid_lng, l.centroid_lat,
           l.padre_id, l.property_count
    FROM locations_fts
    JOIN locations l ON l.rowid = locations_fts.rowid
    WHERE locations_fts MATCH ${query.match}
    ORDER BY
      CASE
        WHEN l.search_name = ${query.normalized} THEN 0
        WHEN l.search_name LIKE ${prefix} ESCAPE '\\' THEN 1
        WHEN locations_fts.rowid IN (SELECT rowid FROM locations_fts WHERE locations_fts MATCH ${query.nameMatch}) THEN 2
        ELSE 3
      END,
      l.property_count DESC,
      CASE l.tipo WHEN 'estado' THEN 0 WHEN 'municipio' THEN 1 ELSE 2 END,
      bm25(locations_fts, 10.0, 1.0)
    LIMIT ${params.limit}
  `);
  return rows.map(toCanonicalLocation);
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
    property_count: Number(row.property_count),
  };
}
