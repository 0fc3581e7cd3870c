import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { dataVersions } from "../../db/schema/versions";

// The anonymous search and listing answers are cached under the 'listings' counter
// (middleware/edge-cache.ts): whatever changes what a card or a listing page shows (an
// advertiser's name, numbers or badges) bumps it, in the same batch or transaction.
export function bumpListingsVersion(db: DbOrTx) {
  return db
    .update(dataVersions)
    .set({ version: sql`${dataVersions.version} + 1` })
    .where(eq(dataVersions.name, "listings"));
}
