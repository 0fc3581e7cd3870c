import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { favoriteLists, favoriteProperties } from "../../db/schema/favorites";
import { propertyPriceChanges } from "../../db/schema/price-history";
import { properties, propertyImages } from "../../db/schema/properties";
import {
  LIST_PHOTOS_MAX,
  PRICE_CHANGES_MAX,
  PRICE_CHANGES_WINDOW_DAYS,
  type BuyerDashboard,
  type DashboardList,
} from "../../domain/dashboard/buyer-dashboard";
import { listFavoriteLists } from "./favorites";
import { mainPhotoJoin, summaryColumns, toSummary } from "./listing-summaries";
import { recentlyViewedQuery } from "./recently-viewed";

const DAY_MS = 86_400_000;

// GET /api/me/dashboard: the buyer's lists (with the main photos of the last listings saved
// in each), their recently viewed listings and the price changes of their saved listings,
// in two round trips that run at once (the lists' read creates 'Todo' on first use).
export async function buyerDashboard(db: Db, userId: string, now = new Date()): Promise<BuyerDashboard> {
  const [lists, [photos, recent, changes]] = await Promise.all([
    listFavoriteLists(db, userId),
    db.batch([listPhotosQuery(db, userId), recentlyViewedQuery(db, userId), priceChangesQuery(db, userId, now)]),
  ]);
  const photosByList = new Map<string, DashboardList["photos"]>();
  for (const p of photos) {
    const list = photosByList.get(p.list_id) ?? [];
    list.push({ url: p.url, alt: p.alt });
    photosByList.set(p.list_id, list);
  }
  return {
    lists: lists.map((list) => ({ ...list, photos: photosByList.get(list.id) ?? [] })),
    recently_viewed: recent.map(({ viewed_at, ...r }) => ({ listing: toSummary(r), viewed_at: viewed_at.toISOString() })),
    price_changes: changes.map(({ change_id, old_price, new_price, changed_at, ...r }) => ({
      id: change_id,
      listing: toSummary(r),
      old_price,
      new_price,
      changed_at: changed_at.toISOString(),
    })),
  };
}

// The main photos (thumbnails first) of the last LIST_PHOTOS_MAX listings saved in each of
// the person's lists, newest first.
function listPhotosQuery(db: Db, userId: string) {
  return db.all<{ list_id: string; url: string; alt: string | null }>(sql`
    SELECT list_id, url, alt FROM (
      SELECT fp.list_id AS list_id, coalesce(i.thumbnail_url, i.url) AS url, i.alt AS alt,
             row_number() OVER (PARTITION BY fp.list_id ORDER BY fp.created_at DESC, fp.id) AS n
        FROM ${favoriteLists} fl
        JOIN ${favoriteProperties} fp ON fp.list_id = fl.id
        JOIN ${propertyImages} i ON i.property_id = fp.property_id AND i.is_main = 1
       WHERE fl.user_id = ${userId}
    ) WHERE n <= ${LIST_PHOTOS_MAX}
    ORDER BY list_id, n`);
}

// The price changes of the published listings in any of the person's lists, within the
// window, newest first (the history is read per listing through its index).
function priceChangesQuery(db: Db, userId: string, now: Date) {
  const saved = db
    .selectDistinct({ id: favoriteProperties.propertyId })
    .from(favoriteProperties)
    .innerJoin(favoriteLists, eq(favoriteLists.id, favoriteProperties.listId))
    .where(eq(favoriteLists.userId, userId));
  return db
    .select({
      ...summaryColumns,
      change_id: propertyPriceChanges.id,
      old_price: propertyPriceChanges.oldPrice,
      new_price: propertyPriceChanges.newPrice,
      changed_at: propertyPriceChanges.changedAt,
    })
    .from(propertyPriceChanges)
    .innerJoin(properties, eq(properties.id, propertyPriceChanges.propertyId))
    .leftJoin(propertyImages, mainPhotoJoin)
    .where(
      and(
        inArray(propertyPriceChanges.propertyId, saved),
        gte(propertyPriceChanges.changedAt, new Date(now.getTime() - PRICE_CHANGES_WINDOW_DAYS * DAY_MS)),
        eq(properties.status, "publicada"),
      ),
    )
    .orderBy(desc(propertyPriceChanges.changedAt))
    .limit(PRICE_CHANGES_MAX);
}
