import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { properties } from "../../db/schema/properties";

// What buyers do on a listing, counted on the listing's row (saves and leads are counted
// from their own rows). Only published listings count.
export type ListingEvent = "view" | "whatsapp" | "contact";

const COLUMN = {
  view: properties.viewCount,
  whatsapp: properties.whatsappCount,
  contact: properties.contactCount,
} as const;

const SET = {
  view: (by: number) => ({ viewCount: sql`${properties.viewCount} + ${by}` }),
  whatsapp: (by: number) => ({ whatsappCount: sql`${properties.whatsappCount} + ${by}` }),
  contact: (by: number) => ({ contactCount: sql`${properties.contactCount} + ${by}` }),
} as const;

// One round trip: adds one to the counter of a published listing and answers its agent
// (null when the listing is unknown or not published).
export async function countListingEvent(
  db: Db,
  propertyId: string,
  event: ListingEvent,
): Promise<{ id: string; agentId: string | null; count: number } | null> {
  const [row] = await db
    .update(properties)
    .set(SET[event](1))
    .where(and(eq(properties.id, propertyId), eq(properties.status, "publicada")))
    .returning({ id: properties.id, agentId: properties.agentId, count: COLUMN[event] });
  return row ?? null;
}
