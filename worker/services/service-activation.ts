import { and, notInArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { properties } from "../../db/schema/properties";
import { manageableBy, type Actor } from "./listings/manageable-listing";

// Services are no longer activated for free: they are bought for one listing through
// service-orders.ts (a checkout, or the plan's 3D tour credit).

// The listings the signed-in agent may buy services for (their own; for an agency owner,
// the agency's too), to choose which one a service is for. Closed listings are left out.
export async function listOwnProperties(db: Db, actor: Actor) {
  return db
    .select({ id: properties.id, title: properties.title, status: properties.status })
    .from(properties)
    .where(and(manageableBy(actor), notInArray(properties.status, ["vendida", "rentada"])))
    .orderBy(properties.title)
    .limit(200);
}
