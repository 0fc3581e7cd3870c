import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { priceFlagsOf } from "../../domain/properties/price-out-of-line";
import { coloniaMedians } from "../../domain/properties/price-stats";
import type { DbOrTx } from "../../db/client";
import { priceFlags } from "../../db/schema/price-flags";
import { coloniaPriceStats } from "../../db/schema/price-stats";
import { properties } from "../../db/schema/properties";

// Rewrites the medians of these colonias from their published listings (every operation),
// and the flags of their listings out of line with them. The listing write services call it
// after the write that changed a colonia's listings, in the same transaction, so a search
// never shows a median its listings no longer have, nor the desk a flag on a price gone.
export async function refreshColoniaPriceStats(db: DbOrTx, locationIds: readonly (string | null | undefined)[], now = new Date()): Promise<void> {
  const ids = [...new Set(locationIds.filter((id): id is string => !!id))];
  if (!ids.length) return;
  const samples = await db
    .select({
      id: properties.id,
      locationId: properties.locationId,
      operationType: properties.operationType,
      propertyType: properties.propertyType,
      price: properties.price,
      builtSurface: properties.builtSurface,
      totalSurface: properties.totalSurface,
    })
    .from(properties)
    .where(and(inArray(properties.locationId, ids), eq(properties.status, "publicada")));
  const published = samples.filter((s): s is typeof s & { locationId: string } => s.locationId !== null);
  const rows = coloniaMedians(published);
  await db.delete(coloniaPriceStats).where(inArray(coloniaPriceStats.locationId, ids));
  if (rows.length) await db.insert(coloniaPriceStats).values(rows.map((r) => ({ ...r, updatedAt: now })));

  const flags = priceFlagsOf(published, rows);
  const kept = flags.map((f) => f.propertyId);
  await db.delete(priceFlags).where(and(inArray(priceFlags.locationId, ids), kept.length ? notInArray(priceFlags.propertyId, kept) : undefined));
  if (!flags.length) return;
  await db
    .insert(priceFlags)
    .values(flags.map((f) => ({ ...f, flaggedAt: now })))
    .onConflictDoUpdate({
      target: priceFlags.propertyId,
      set: {
        locationId: sql`excluded.location_id`,
        operationType: sql`excluded.operation_type`,
        medianPriceM2: sql`excluded.median_price_m2`,
        sampleSize: sql`excluded.sample_size`,
        // An operator's review was of this price per m²: a new one is news again.
        reviewedAt: sql`CASE WHEN ${priceFlags.priceM2} = excluded.price_m2 THEN ${priceFlags.reviewedAt} END`,
        reviewedBy: sql`CASE WHEN ${priceFlags.priceM2} = excluded.price_m2 THEN ${priceFlags.reviewedBy} END`,
        flaggedAt: sql`CASE WHEN ${priceFlags.priceM2} = excluded.price_m2 THEN ${priceFlags.flaggedAt} ELSE excluded.flagged_at END`,
        priceM2: sql`excluded.price_m2`,
      },
    });
}
