import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { FINGERPRINT_FAILURE_DETAIL_MAX, type FingerprintFailureReason } from "../../../domain/photo-fingerprints/fingerprint-failures";

export type FailureRecord = { imageId: string; reason: FingerprintFailureReason; detail: string; attempts: number; dead: boolean; now?: Date };

// The photo's last failure, kept while its row exists (a deleted photo takes it along).
// `dead` gives the photo up: the desk lists it, and only a later success removes it.
export async function recordFingerprintFailure(db: Db, { imageId, reason, detail, attempts, dead, now = new Date() }: FailureRecord): Promise<void> {
  const at = now.getTime();
  await db.run(sql`INSERT INTO photo_fingerprint_failures (image_id, property_id, reason, detail, attempts, last_failed_at, dead_at)
    SELECT id, property_id, ${reason}, ${detail.slice(0, FINGERPRINT_FAILURE_DETAIL_MAX)}, ${attempts}, ${at}, ${dead ? at : null}
    FROM property_images WHERE id = ${imageId}
    ON CONFLICT (image_id) DO UPDATE SET reason = excluded.reason, detail = excluded.detail,
      attempts = max(attempts, excluded.attempts), last_failed_at = excluded.last_failed_at,
      dead_at = COALESCE(dead_at, excluded.dead_at)`);
}

// A message the dead-letter queue received: the photo is given up, keeping the reason its
// last failure recorded (or "fallo_repetido" when none was), unless a fingerprint was
// written meanwhile (a late retry that succeeded).
export async function recordDeadLetter(db: Db, imageId: string, attempts: number, now = new Date()): Promise<void> {
  const at = now.getTime();
  await db.run(sql`INSERT INTO photo_fingerprint_failures (image_id, property_id, reason, detail, attempts, last_failed_at, dead_at)
    SELECT id, property_id, 'fallo_repetido', NULL, ${attempts}, ${at}, ${at} FROM property_images
    WHERE id = ${imageId} AND NOT EXISTS (SELECT 1 FROM photo_fingerprints WHERE image_id = ${imageId})
    ON CONFLICT (image_id) DO UPDATE SET dead_at = COALESCE(dead_at, excluded.dead_at), attempts = max(attempts, excluded.attempts)`);
}
