import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AgencyCard, AgencySearchParams } from "../../domain/agencies/agency-query";
import type { Db } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { locations } from "../../db/schema/locations";
import { properties } from "../../db/schema/properties";
import { CDMX_SLUG, type Alcaldia } from "../../domain/locations/location";

const ALCALDIAS_PER_CARD = 4;

// The agency directory: agencies with their published listings, optionally by name and by
// an alcaldía where they have listings. Two queries, however many agencies.
export async function searchAgencies(db: Db, params: AgencySearchParams): Promise<AgencyCard[]> {
  const filters: SQL[] = [];
  // The name as typed: "%" and "_" match themselves (escaped, with the ESCAPE clause
  // SQLite needs to honour the backslash).
  if (params.q) filters.push(sql`${agencies.name} LIKE ${`%${params.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE '\\'`);
  if (params.alcaldia_id) {
    filters.push(
      sql`EXISTS (SELECT 1 FROM ${properties} WHERE ${properties.agencyId} = ${agencies.id} AND ${properties.municipioId} = ${params.alcaldia_id} AND ${properties.status} = 'publicada')`,
    );
  }
  const rows = await db
    .select({
      id: agencies.id,
      name: agencies.name,
      slug: agencies.slug,
      logo_url: agencies.logoUrl,
      description: agencies.description,
      listing_count: count(properties.id),
    })
    .from(agencies)
    .leftJoin(properties, and(eq(properties.agencyId, agencies.id), eq(properties.status, "publicada")))
    .where(filters.length ? and(...filters) : undefined)
    .groupBy(agencies.id)
    .orderBy(desc(count(properties.id)), agencies.name)
    .limit(100);
  if (rows.length === 0) return [];

  const served = await db
    .select({ agencyId: properties.agencyId, id: locations.id, name: locations.nombreCanonico, n: count() })
    .from(properties)
    .innerJoin(locations, eq(locations.id, properties.municipioId))
    .where(
      and(
        inArray(
          properties.agencyId,
          rows.map((r) => r.id),
        ),
        eq(properties.status, "publicada"),
      ),
    )
    .groupBy(properties.agencyId, locations.id)
    .orderBy(desc(count()));
  const byAgency = new Map<string, { id: string; name: string }[]>();
  for (const s of served) {
    const list = byAgency.get(s.agencyId!) ?? [];
    if (list.length < ALCALDIAS_PER_CARD) list.push({ id: s.id, name: s.name });
    byAgency.set(s.agencyId!, list);
  }
  return rows.map((r) => ({ ...r, alcaldias: byAgency.get(r.id) ?? [] }));
}

// The 16 alcaldías of Mexico City, for filters.
export async function listAlcaldias(db: Db): Promise<Alcaldia[]> {
  const cdmx = db.select({ id: locations.id }).from(locations).where(eq(locations.slug, CDMX_SLUG));
  const rows = await db
    .select({ id: locations.id, nombre_canonico: locations.nombreCanonico })
    .from(locations)
    .where(and(eq(locations.tipo, "municipio"), inArray(locations.padreId, cdmx)));
  // SQLite orders bytes ("Álvaro" after "Xochimilco"); Spanish order is wanted here.
  return rows.sort((a, b) => a.nombre_canonico.localeCompare(b.nombre_canonico, "es"));
}
