import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { locations } from "../../../db/schema/locations";
import { CDMX_SLUG } from "../../../domain/locations/location";

export type Colonia = {
  id: string;
  name: string;
  municipioId: string | null;
  alcaldia: string | null;
  estadoId: string | null;
  lat: number | null;
  lng: number | null;
};

// A colonia with its alcaldía and estado (a listing stores all three so place filters are
// one indexed equality). null when the id is not a colonia.
export async function findColonia(db: Db, id: string): Promise<Colonia | null> {
  // The outer column is written out: drizzle renders ${locations.padreId} as a bare
  // "padre_id", which inside the subquery would be p's own column.
  const parent = sql<string | null>`(SELECT p.padre_id FROM locations p WHERE p.id = "locations"."padre_id")`;
  const [row] = await db
    .select({
      id: locations.id,
      name: locations.nombreCanonico,
      municipioId: locations.padreId,
      alcaldia: sql<string | null>`(SELECT p.nombre_canonico FROM locations p WHERE p.id = "locations"."padre_id")`,
      estadoId: parent,
      lat: locations.centroidLat,
      lng: locations.centroidLng,
      tipo: locations.tipo,
    })
    .from(locations)
    .where(eq(locations.id, id));
  if (!row || row.tipo !== "colonia") return null;
  return { id: row.id, name: row.name, municipioId: row.municipioId, alcaldia: row.alcaldia, estadoId: row.estadoId, lat: row.lat, lng: row.lng };
}

// The place a new draft points at until the agent picks a colonia: Ciudad de México.
export async function cityPlaceholder(db: Db): Promise<{ id: string; lat: number; lng: number }> {
  const [row] = await db
    .select({ id: locations.id, lat: locations.centroidLat, lng: locations.centroidLng })
    .from(locations)
    .where(eq(locations.slug, CDMX_SLUG));
  if (!row) throw new Error("The Ciudad de México location is missing: run the seed");
  return { id: row.id, lat: row.lat ?? 19.4326, lng: row.lng ?? -99.1332 };
}
