import { and, eq, sql, type SQL } from "drizzle-orm";
import { listingHolds } from "../../../db/schema/moderation";
import { properties } from "../../../db/schema/properties";
import type { HoldReason } from "../../../domain/trust/listing-holds";

// Holding a published listing is two statements, run in one batch or transaction: this
// open hold, inserted only while the listing is still published (the one-open-hold index
// lets the first of concurrent holds in)...
export const insertOpenHold = (propertyId: string, reason: HoldReason, now: Date): SQL =>
  sql`INSERT INTO ${listingHolds} (id, property_id, reason, previous_status, created_at)
    SELECT ${crypto.randomUUID()}, ${properties.id}, ${reason}, ${properties.status}, ${now.getTime()} FROM ${properties}
    WHERE ${properties.id} = ${propertyId} AND ${properties.status} = 'publicada'
    ON CONFLICT DO NOTHING`;

// ...then status en_revision, on the listings this condition still finds published with an open hold.
export const publishedWithOpenHold = (propertyId: string): SQL =>
  and(
    eq(properties.id, propertyId),
    eq(properties.status, "publicada"),
    sql`EXISTS (SELECT 1 FROM ${listingHolds} WHERE ${listingHolds.propertyId} = ${propertyId} AND ${listingHolds.resolvedAt} IS NULL)`,
  )!;
