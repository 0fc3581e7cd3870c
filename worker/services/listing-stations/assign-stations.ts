import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { listingStations } from "../../../db/schema/listing-stations";
import { properties } from "../../../db/schema/properties";
import { stationsWithinReach, type StationWithin } from "../../../domain/transit/nearest-stations";

/** A place a listing can be measured from: both coordinates finite, not the null island. */
export function hasPlace(lat: number | null | undefined, lng: number | null | undefined): boolean {
  return typeof lat === "number" && typeof lng === "number" && Number.isFinite(lat) && Number.isFinite(lng) && (lat !== 0 || lng !== 0);
}

/** The stations a listing at this point gets (none without a place). */
export function stationsForPlace(lat: number | null | undefined, lng: number | null | undefined): StationWithin[] {
  return hasPlace(lat, lng) ? stationsWithinReach({ lat: lat!, lng: lng! }) : [];
}

/**
 * Writes a listing's stations within 1 km and its nearest walking minutes, after a write that
 * may have moved it (publish, edit). Measured from its private pin when the address is hidden
 * (the public point is then the colonia's centre): the page shows only minutes, never the pin.
 * Three statements; run inside the write's transaction.
 */
export async function assignListingStations(db: DbOrTx, listingId: string): Promise<StationWithin[]> {
  const [row] = await db
    .select({
      lat: sql<number | null>`coalesce(${properties.pinLat}, ${properties.lat})`,
      lng: sql<number | null>`coalesce(${properties.pinLng}, ${properties.lng})`,
    })
    .from(properties)
    .where(eq(properties.id, listingId));
  if (!row) return [];
  const found = stationsForPlace(row.lat, row.lng);
  await db.delete(listingStations).where(eq(listingStations.listingId, listingId));
  if (found.length) {
    await db
      .insert(listingStations)
      .values(found.map((s) => ({ listingId, stationId: s.stationId, walkMinutes: s.walkMinutes, distanceM: s.distanceM })));
  }
  await db
    .update(properties)
    .set({ nearestStationMinutes: found[0]?.walkMinutes ?? null })
    .where(eq(properties.id, listingId));
  return found;
}
