import { and, eq, inArray, ne, notInArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { photoFingerprints } from "../../../db/schema/photo-fingerprints";
import { properties } from "../../../db/schema/properties";
import { clusterSearchBox, sameUnit, UNCLUSTERED_STATUSES, type UnitFacts } from "../../../domain/listing-clusters/same-unit";

// Where a unit is: its private pin when the address is hidden (the public point is then
// the colonia's centre), the same expression as properties_unit_idx.
const unitLat = sql<number>`coalesce(${properties.pinLat}, ${properties.lat})`;
const unitLng = sql<number>`coalesce(${properties.pinLng}, ${properties.lng})`;

const unitColumns = {
  id: properties.id,
  status: properties.status,
  clusterId: properties.clusterId,
  advertiser: sql<string | null>`coalesce(${properties.agencyId}, ${properties.agentId})`,
  operation: properties.operationType,
  propertyType: properties.propertyType,
  lat: unitLat,
  lng: unitLng,
  builtSurface: properties.builtSurface,
  totalSurface: properties.totalSurface,
  price: properties.price,
  // What a duplicate copies and tells two units of one tower apart (sameUnit).
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  interior: properties.interior,
};

/**
 * Puts a listing in the cluster of the same unit's other listings, after a write that may
 * change what it is (publish, edit, its photos fingerprinted): the candidates of its
 * operation and type within 30 m (properties_unit_idx), their informative fingerprints
 * (photo_fingerprints_property_idx), the rule, then one UPDATE. Joining listings of two
 * clusters merges them; a listing no longer like any other leaves its cluster. Which member
 * search shows is the triggers' (migration 0029). Three statements, a few dozen rows.
 */
export async function reclusterListing(db: DbOrTx, propertyId: string): Promise<void> {
  const [self] = await db.select(unitColumns).from(properties).where(eq(properties.id, propertyId));
  if (!self) return;
  const leave = () => (self.clusterId ? db.update(properties).set({ clusterId: null }).where(eq(properties.id, self.id)) : undefined);
  if (UNCLUSTERED_STATUSES.includes(self.status)) return void (await leave());

  const box = clusterSearchBox(self.lat, self.lng);
  const candidates = await db
    .select(unitColumns)
    .from(properties)
    .where(
      and(
        eq(properties.operationType, self.operation),
        eq(properties.propertyType, self.propertyType),
        sql`${unitLat} BETWEEN ${box.minLat} AND ${box.maxLat}`,
        sql`${unitLng} BETWEEN ${box.minLng} AND ${box.maxLng}`,
        notInArray(properties.status, [...UNCLUSTERED_STATUSES]),
        ne(properties.id, self.id),
      ),
    );
  if (!candidates.length) return void (await leave());

  const hashes = await db
    .select({ propertyId: photoFingerprints.propertyId, hash: photoFingerprints.hash })
    .from(photoFingerprints)
    .where(and(inArray(photoFingerprints.propertyId, [self.id, ...candidates.map((c) => c.id)]), eq(photoFingerprints.informative, true)));
  const facts = (row: typeof self): UnitFacts => ({
    ...row,
    lat: Number(row.lat),
    lng: Number(row.lng),
    photoHashes: hashes.filter((h) => h.propertyId === row.id).map((h) => h.hash),
  });
  const me = facts(self);
  const neighbours = candidates.filter((c) => sameUnit(me, facts(c)));
  if (!neighbours.length) return void (await leave());

  // The cluster keeps the smallest id among those it joins (or the smallest listing id of a new one).
  const joined = [...new Set(neighbours.map((n) => n.clusterId).filter((id): id is string => !!id))].sort();
  const target = joined[0] ?? [self.id, ...neighbours.map((n) => n.id)].sort()[0];
  await db
    .update(properties)
    .set({ clusterId: target })
    .where(
      and(
        or(
          inArray(properties.id, [self.id, ...neighbours.map((n) => n.id)]),
          joined.length > 1 ? inArray(properties.clusterId, joined.slice(1)) : undefined,
        ),
        sql`${properties.clusterId} IS NOT ${target}`,
      ),
    );
}
