import { and, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { SERVICE_STATUSES } from "../../domain/listings/listing-status";
import { properties } from "../../db/schema/properties";
import { manageableBy, type Actor } from "./listings/manageable-listing";
import type { OwnProperty } from "../../domain/billing/checkout";

// The listings the signed-in agent may buy services for (their own; for an agency owner,
// the agency's too), to choose which one a service is for: those services can serve.
export async function listOwnProperties(db: Db, actor: Actor): Promise<OwnProperty[]> {
  return db
    .select({ id: properties.id, title: properties.title, status: properties.status })
    .from(properties)
    .where(and(manageableBy(actor), inArray(properties.status, SERVICE_STATUSES)))
    .orderBy(properties.title)
    .limit(200);
}
