import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { listingStations } from "../../../db/schema/listing-stations";
import { properties } from "../../../db/schema/properties";
import { stationsWithinReach, type StationWithin } from "../../../domain/transit/nearest-stations";
import { shippedDominatedStations } from "../../../domain/transit/shipped-commute";

/** A place a listing can be measured from: both coordinates finite, not the null island. */
export function hasPlace(lat: number | null | undefined, lng: number | null | undefined): boolean {
  return typeof lat === "number" && typeof lng === "number" && Number.isFinite(lat) && Number.isFinite(lng) && (lat !== 0 || lng !== 0);
}

/** The stations a listing at this point gets (none without a place). */
export function stationsForPlace(lat: number | null | undefined, lng: number | null | undefined): StationWithin[] {
  return hasPlace(lat, lng) ? stationsWithinReach({ lat: lat!, lng: lng! }) : [];
}

/**
 * Writes a listing's stations within 1 km (those the commute never needs flagged) and its nearest walking minutes, after a write that
 * may have moved it (publish, edit). Measured from its private pin when the address is hidden
 * (the public point is then the colonia's centre): the page shows only minutes, never the pin.
 * Three statements; run inside the write's transaction.
 */
export async function assignListingStations(db: DbOrTx, listingId: string, now = new Date()): Promise<StationWithin[]> {
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
    const dominated = shippedDominatedStations(found);
    await db.insert(listingStations).values(
      found.map((s) => ({
        listingId,
        stationId: s.stationId,
        walkMinutes: s.walkMinutes,
        distanceM: s.distanceM,
        commuteDominated: dominated.has(s.stationId),
      })),
    );
  }
  await db
    .update(properties)
    .set({ nearestStationMinutes: found[0]?.walkMinutes ?? null, stationsMeasuredAt: now })
    .where(eq(properties.id, listingId));
  return found;
}

/** How many never-measured listings one cron run measures (a few statements each). */
export const UNMEASURED_PER_RUN = 100;

/**
 * The cron's catch-up: published listings whose stations were never measured (those published
 * before stations were kept, or whose stations migration 0046 asked to be flagged again) get them, up to UNMEASURED_PER_RUN a run, through the partial
 * index properties_stations_unmeasured_idx. Returns how many it measured.
 */
export async function measureUnmeasuredListings(db: DbOrTx, now: Date): Promise<number> {
  const due = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.status, "publicada"), isNull(properties.stationsMeasuredAt)))
    .limit(UNMEASURED_PER_RUN);
  for (const { id } of due) await assignListingStations(db, id, now);
  return due.length;
}
