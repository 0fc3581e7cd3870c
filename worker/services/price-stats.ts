import { and, eq, inArray } from "drizzle-orm";
import { coloniaMedians } from "../../domain/properties/price-stats";
import type { DbOrTx } from "../../db/client";
import { coloniaPriceStats } from "../../db/schema/price-stats";
import { properties } from "../../db/schema/properties";

// Rewrites the medians of these colonias from their published venta listings. The listing
// write services call it after the write that changed a colonia's listings, in the same
// transaction, so a search never shows a median its listings no longer have.
export async function refreshColoniaPriceStats(db: DbOrTx, locationIds: readonly (string | null | undefined)[]): Promise<void> {
  const ids = [...new Set(locationIds.filter((id): id is string => !!id))];
  if (!ids.length) return;
  const samples = await db
    .select({
      locationId: properties.locationId,
      propertyType: properties.propertyType,
      price: properties.price,
      builtSurface: properties.builtSurface,
      totalSurface: properties.totalSurface,
    })
    .from(properties)
    .where(and(inArray(properties.locationId, ids), eq(properties.operationType, "venta"), eq(properties.status, "publicada")));
  const rows = coloniaMedians(samples);
  await db.delete(coloniaPriceStats).where(inArray(coloniaPriceStats.locationId, ids));
  if (rows.length) await db.insert(coloniaPriceStats).values(rows.map((r) => ({ ...r, updatedAt: new Date() })));
}
