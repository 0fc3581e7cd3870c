import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { properties, propertyImages } from "../../db/schema/properties";
import { recentlyViewed } from "../../db/schema/recently-viewed";
import { RECENTLY_VIEWED_MAX, type RecentlyViewedItem } from "../../domain/dashboard/buyer-dashboard";
import { DomainError } from "../../domain/errors/domain-error";
import { LISTING_GONE } from "../../domain/properties/availability-messages";
import { mainPhotoJoin, summaryColumns, toSummary } from "./listing-summaries";

// A signed-in person's last opened listings. A view of a published listing moves it to the
// front (one row per person and listing); the same round trip drops what falls past the
// last RECENTLY_VIEWED_MAX. Each view is stamped at least 1 ms after the person's previous
// one, so the order is the order of the views even when two land in the same millisecond.
export async function recordRecentlyViewed(db: Db, userId: string, propertyId: string, now = new Date()): Promise<void> {
  const [recorded] = await db.batch([
    db.all<{ property_id: string }>(sql`
      INSERT INTO ${recentlyViewed} (user_id, property_id, viewed_at)
      SELECT ${userId}, ${properties.id},
             max(${now.getTime()}, coalesce((SELECT max(viewed_at) FROM ${recentlyViewed} WHERE user_id = ${userId}), 0) + 1)
        FROM ${properties}
       WHERE ${properties.id} = ${propertyId} AND ${properties.status} = 'publicada'
      ON CONFLICT (user_id, property_id) DO UPDATE SET viewed_at = excluded.viewed_at
      RETURNING property_id`),
    db.run(sql`
      DELETE FROM ${recentlyViewed}
       WHERE user_id = ${userId}
         AND viewed_at < (SELECT viewed_at FROM ${recentlyViewed} WHERE user_id = ${userId}
                           ORDER BY viewed_at DESC LIMIT 1 OFFSET ${RECENTLY_VIEWED_MAX - 1})`),
  ]);
  if (recorded.length === 0) throw new DomainError("not_found", LISTING_GONE);
}

// The person's last viewed listings that are still published, the latest first.
export async function listRecentlyViewed(db: Db, userId: string): Promise<RecentlyViewedItem[]> {
  const rows = await recentlyViewedQuery(db, userId);
  return rows.map(({ viewed_at, ...r }) => ({ listing: toSummary(r), viewed_at: viewed_at.toISOString() }));
}

export function recentlyViewedQuery(db: Db, userId: string) {
  return db
    .select({ ...summaryColumns, viewed_at: recentlyViewed.viewedAt })
    .from(recentlyViewed)
    .innerJoin(properties, eq(properties.id, recentlyViewed.propertyId))
    .leftJoin(propertyImages, mainPhotoJoin)
    .where(and(eq(recentlyViewed.userId, userId), eq(properties.status, "publicada")))
    .orderBy(desc(recentlyViewed.viewedAt))
    .limit(RECENTLY_VIEWED_MAX);
}
