import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { propertyPriceChanges } from "../../../db/schema/price-history";
import { properties } from "../../../db/schema/properties";

// Keeps a listing's price history: called by the edit of a live listing, in its transaction
// and before the write, it stores the price the listing had and the new one, only when they
// differ. One statement, so the old price is the one the write replaces.
export async function recordPriceChange(db: DbOrTx, propertyId: string, newPrice: number, now: Date): Promise<void> {
  await db.run(sql`
    INSERT INTO ${propertyPriceChanges} (id, property_id, old_price, new_price, changed_at)
    SELECT ${crypto.randomUUID()}, ${properties.id}, ${properties.price}, ${newPrice}, ${now.getTime()}
      FROM ${properties}
     WHERE ${properties.id} = ${propertyId} AND ${properties.price} <> ${newPrice}`);
}
