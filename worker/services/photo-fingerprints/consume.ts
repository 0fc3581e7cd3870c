import type { Db } from "../../../db/client";
import { photoFingerprintMessageSchema } from "../../../domain/photo-fingerprints/fingerprint-failures";
import type { Bindings } from "../../env";
import { describeErrorForLog } from "../../logging/log-redaction";
import { onPhotoFingerprinted } from "../listing-integrity/on-fingerprinted";
import { recordDeadLetter, recordFingerprintFailure } from "./failures";
import { fingerprintPhoto } from "./fingerprint-photo";

/** The queues wrangler.toml declares: the photos to hash, and those that failed every retry. */
export const PHOTO_FINGERPRINT_QUEUE = "hogaria-photo-fingerprints";
export const PHOTO_FINGERPRINT_DEAD_QUEUE = "hogaria-photo-fingerprints-dead";

/** Seconds before a failed message is tried again: 10, 20, 40… at most 5 minutes. */
export const retryDelaySeconds = (attempts: number) => Math.min(300, 10 * 2 ** Math.max(0, attempts - 1));

type Decision = "ack" | "retry";

// One batch of either queue. Each message is handled on its own, all of the batch's at once
// (their reads and writes overlap; one that fails never fails the others): a photo is
// fingerprinted, or found gone (acknowledged), or unreadable (given up at once and
// recorded: retrying cannot mend it); any other error is recorded
// and the message tried again later, until the queue sends it to the dead-letter queue,
// whose messages are recorded as given up. Then each listing touched in the batch is
// handed to onPhotoFingerprinted; if that fails, its messages are tried again (every
// write above can be repeated).
export async function consumeFingerprintBatch(batch: MessageBatch<unknown>, env: Bindings, db: Db): Promise<void> {
  const dead = batch.queue === PHOTO_FINGERPRINT_DEAD_QUEUE;
  const decisions = new Map<Message<unknown>, { decision: Decision; propertyId?: string }>();
  await Promise.all(
    batch.messages.map(async (message) => {
      const parsed = photoFingerprintMessageSchema.safeParse(message.body);
      if (!parsed.success) {
        console.error("photo_fingerprint_message_invalid", { queue: batch.queue, id: message.id });
        decisions.set(message, { decision: "ack" });
        return;
      }
      const { image_id: imageId, property_id: propertyId } = parsed.data;
      try {
        if (dead) {
          await recordDeadLetter(db, imageId, message.attempts);
          decisions.set(message, { decision: "ack", propertyId });
          return;
        }
        const outcome = await fingerprintPhoto(db, env.PHOTOS, imageId);
        if (outcome.kind === "failed") {
          await recordFingerprintFailure(db, { imageId, reason: outcome.reason, detail: outcome.detail, attempts: message.attempts, dead: true });
          console.warn("photo_fingerprint_unreadable", { imageId, reason: outcome.reason });
        }
        decisions.set(message, { decision: "ack", propertyId: outcome.kind === "gone" ? undefined : outcome.propertyId });
      } catch (error) {
        const detail = describeErrorForLog(error);
        console.error("photo_fingerprint_failed", { imageId, attempts: message.attempts, dead, error: detail });
        if (!dead) {
          await recordFingerprintFailure(db, { imageId, reason: "fallo_repetido", detail, attempts: message.attempts, dead: false }).catch(() => {});
        }
        decisions.set(message, { decision: "retry" });
      }
    }),
  );

  const listings = new Set([...decisions.values()].flatMap((d) => (d.decision === "ack" && d.propertyId ? [d.propertyId] : [])));
  for (const propertyId of listings) {
    try {
      await onPhotoFingerprinted(db, env, propertyId);
    } catch (error) {
      console.error("photo_fingerprinted_hook_failed", { propertyId, error: describeErrorForLog(error) });
      for (const d of decisions.values()) if (d.propertyId === propertyId) d.decision = "retry";
    }
  }

  for (const [message, { decision }] of decisions) {
    if (decision === "ack") message.ack();
    else message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  }
}
