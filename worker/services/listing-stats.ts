import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { properties } from "../../db/schema/properties";
import { listingDailyStats } from "../../db/schema/listing-stats";
import { mexicoCityDay } from "../../domain/agencies/agency-report";

// What buyers do on a listing, counted on the listing's row (saves and leads are counted
// from their own rows) and, for reports over a window, on the listing's day in
// listing_daily_stats. Only published listings count.
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

const DAILY_COLUMN = { view: "views", whatsapp: "whatsapp", contact: "contacts" } as const;

// One round trip (a batch, one transaction): adds one to the counter of a published listing
// and to its row of the day (an upsert), and answers its agent (null when the listing is
// unknown or not published: then neither is written).
export async function countListingEvent(
  db: Db,
  propertyId: string,
  event: ListingEvent,
  now = Date.now(),
): Promise<{ id: string; agentId: string | null; count: number } | null> {
  const column = sql.raw(DAILY_COLUMN[event]);
  const [[row]] = await db.batch([
    db
      .update(properties)
      .set(SET[event](1))
      .where(and(eq(properties.id, propertyId), eq(properties.status, "publicada")))
      .returning({ id: properties.id, agentId: properties.agentId, count: COLUMN[event] }),
    db.run(sql`
      INSERT INTO ${listingDailyStats} (property_id, day, ${column})
      SELECT ${properties.id}, ${mexicoCityDay(now)}, 1 FROM ${properties}
      WHERE ${properties.id} = ${propertyId} AND ${properties.status} = 'publicada'
      ON CONFLICT (property_id, day) DO UPDATE SET ${column} = ${column} + 1`),
  ]);
  return row ?? null;
}
