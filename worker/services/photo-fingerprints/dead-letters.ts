import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  FINGERPRINT_FAILURE_LABELS,
  FINGERPRINT_FAILURE_REASONS,
  FINGERPRINT_FAILURES_PAGE,
  type FingerprintFailureReason,
  type PhotoFingerprintFailurePage,
} from "../../../domain/photo-fingerprints/fingerprint-failures";
import { enqueuePhotoFingerprint } from "./enqueue";

type Row = {
  image_id: string;
  property_id: string;
  title: string;
  thumbnail_url: string | null;
  reason: string;
  detail: string | null;
  attempts: number;
  dead_at: number;
};

const reasonOf = (value: string): FingerprintFailureReason =>
  (FINGERPRINT_FAILURE_REASONS as readonly string[]).includes(value) ? (value as FingerprintFailureReason) : "fallo_repetido";

// The photos given up on, newest first, a page at a time (`before`: the dead_at of the
// last one seen), through photo_fingerprint_failures_dead_idx.
export async function listFingerprintDeadLetters(db: Db, before?: number): Promise<PhotoFingerprintFailurePage> {
  const result = await db.run(sql`
    SELECT f.image_id, f.property_id, p.title, i.thumbnail_url, f.reason, f.detail, f.attempts, f.dead_at
    FROM photo_fingerprint_failures f
    JOIN property_images i ON i.id = f.image_id
    JOIN properties p ON p.id = f.property_id
    WHERE f.dead_at IS NOT NULL ${before ? sql`AND f.dead_at < ${before}` : sql``}
    ORDER BY f.dead_at DESC
    LIMIT ${FINGERPRINT_FAILURES_PAGE + 1}`);
  const rows = result.rows as unknown as Row[];
  const page = rows.slice(0, FINGERPRINT_FAILURES_PAGE);
  return {
    items: page.map((r) => {
      const reason = reasonOf(r.reason);
      return {
        image_id: r.image_id,
        property_id: r.property_id,
        listing_title: r.title,
        thumbnail_url: r.thumbnail_url,
        reason,
        reason_label: FINGERPRINT_FAILURE_LABELS[reason],
        detail: r.detail,
        attempts: Number(r.attempts),
        failed_at: new Date(Number(r.dead_at)).toISOString(),
      };
    }),
    next_before: rows.length > FINGERPRINT_FAILURES_PAGE ? Number(page[page.length - 1].dead_at) : null,
  };
}

// The operator asks for another try (say, after the file was restored): the photo leaves
// the list and goes back on the queue. False when it was not a dead letter.
export async function retryFingerprintDeadLetter(db: Db, queue: Queue, imageId: string): Promise<boolean> {
  const result = await db.run(
    sql`UPDATE photo_fingerprint_failures SET dead_at = NULL WHERE image_id = ${imageId} AND dead_at IS NOT NULL RETURNING property_id`,
  );
  const row = result.rows[0] as unknown as { property_id: string } | undefined;
  if (!row) return false;
  await enqueuePhotoFingerprint(queue, { id: imageId, propertyId: row.property_id });
  return true;
}
