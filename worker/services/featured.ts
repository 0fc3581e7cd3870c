import { inArray, sql } from "drizzle-orm";
import { FEATURED_SERVICE_ID } from "../../domain/billing/services";
import type { PropertyCard } from "../../domain/properties/property";
import type { Db } from "../../db/client";
import { servicePurchases, subscriptionPlans, userSubscriptions } from "../../db/schema/billing";
import { properties } from "../../db/schema/properties";
import { cardQuery, toCard } from "./listing-model/card";
import { DAY_MS } from "../../domain/billing/plans";

export const HOME_FEATURED_LIMIT = 8;

// GET /api/properties/featured, the home page's 'Propiedades destacadas': published
// listings with an unexpired featured_listing purchase (newest purchase first), then
// listings whose agent's active plan gives homepage exposure (homepage_featured_days,
// Expert: 7) for that many days after their published_at (newest first).
//
// Both statements start from the small tables (purchases; plans and subscriptions) and
// reach `properties` by primary key or agent index: CROSS JOIN fixes that join order, so
// the published listings are never walked one by one (the unary + keeps SQLite from
// reading them through the status index instead of the agent's).
export async function featuredProperties(db: Db, now = new Date(), limit = HOME_FEATURED_LIMIT): Promise<PropertyCard[]> {
  const nowMs = now.getTime();
  const featuredDays = sql`json_extract(${subscriptionPlans.features}, '$.homepage_featured_days')`;
  const [bought, exposed] = await db.batch([
    db.all<{ id: string }>(sql`
      SELECT ${properties.id} AS id FROM ${servicePurchases} CROSS JOIN ${properties}
      WHERE ${properties.id} = ${servicePurchases.propertyId}
        AND ${servicePurchases.serviceId} = ${FEATURED_SERVICE_ID} AND ${servicePurchases.expiresAt} > ${nowMs}
        AND ${properties.status} = 'publicada'
      GROUP BY ${properties.id}
      ORDER BY max(${servicePurchases.createdAt}) DESC, ${properties.id}
      LIMIT ${limit}`),
    db.all<{ id: string }>(sql`
      SELECT ${properties.id} AS id FROM ${subscriptionPlans} CROSS JOIN ${userSubscriptions} CROSS JOIN ${properties}
      WHERE ${featuredDays} > 0
        AND ${userSubscriptions.planId} = ${subscriptionPlans.id} AND ${userSubscriptions.status} = 'active'
        AND ${properties.agentId} = ${userSubscriptions.userId} AND +${properties.status} = 'publicada'
        AND ${properties.publishedAt} > ${nowMs} - ${featuredDays} * ${DAY_MS}
      ORDER BY ${properties.publishedAt} DESC, ${properties.id}
      LIMIT ${limit}`),
  ]);
  const ids = [...new Set([...bought.map((r) => r.id), ...exposed.map((r) => r.id)])].slice(0, limit);
  if (ids.length === 0) return [];
  const rows = await cardQuery(db).where(inArray(properties.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [toCard(byId.get(id)!)] : []));
}
