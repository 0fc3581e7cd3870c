import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { onPhotoFingerprinted } from "./on-fingerprinted";

// How many waiting listings one cron run looks at again.
const RECHECKED_PER_RUN = 50;

/**
 * The cron's second look at listings waiting for their photos' fingerprints, oldest first:
 * a fingerprint that arrived while the listing was being held (between the gate's check and
 * its hold) releases it here, a few minutes late, instead of leaving it for the operator.
 */
export async function recheckWaitingListings(db: Db, env: object, now = new Date()): Promise<{ released: number; copied: number }> {
  const waiting = await db.all<{ property_id: string }>(sql`
    SELECT property_id FROM listing_holds WHERE resolved_at IS NULL AND reason = 'fotos_por_verificar'
    ORDER BY created_at LIMIT ${RECHECKED_PER_RUN}`);
  const result = { released: 0, copied: 0 };
  for (const { property_id } of waiting) {
    const outcome = await onPhotoFingerprinted(db, env, property_id, now);
    if (outcome === "released") result.released++;
    if (outcome === "copied") result.copied++;
  }
  return result;
}
