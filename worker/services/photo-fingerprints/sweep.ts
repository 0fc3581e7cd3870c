import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";

/** A photo without a fingerprint this long after it was stored lost its message. */
export const SWEEP_AFTER_MS = 10 * 60_000;
/** Only photos stored this recently are looked at (a bounded read through property_images_created_idx). */
export const SWEEP_WINDOW_MS = 24 * 60 * 60_000;
/** Photos sent again per cron run at most. */
export const SWEEP_LIMIT = 100;

// Cron: the photos stored in the last day, at least 10 minutes ago, that have neither a
// fingerprint nor a recorded failure (their message was never sent, or lost) go on the
// queue again. A photo still waiting in a long queue may be sent twice: the consumer's
// writes can be repeated. Photos without an object of their own (the seed's shared
// scenes, whose fingerprints the seed writes) are never sent.
export async function sweepUnfingerprintedPhotos(db: Db, queue: Queue, now: Date): Promise<number> {
  const at = now.getTime();
  const result = await db.run(sql`
    SELECT i.id, i.property_id FROM property_images i
    WHERE i.created_at > ${at - SWEEP_WINDOW_MS} AND i.created_at <= ${at - SWEEP_AFTER_MS}
      AND i.thumbnail_key IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM photo_fingerprints f WHERE f.image_id = i.id)
      AND NOT EXISTS (SELECT 1 FROM photo_fingerprint_failures x WHERE x.image_id = i.id)
    LIMIT ${SWEEP_LIMIT}`);
  const photos = result.rows as unknown as { id: string; property_id: string }[];
  if (photos.length === 0) return 0;
  await queue.sendBatch(photos.map((p) => ({ body: { image_id: p.id, property_id: p.property_id }, contentType: "json" as const })));
  return photos.length;
}
