import * as z from "zod";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { recordIdSchema } from "../../../domain/ids";
import { IMPORT_ALLOWANCE_MESSAGES } from "../../../domain/listing-imports/import-allowance";
import { IMPORT_LIMITS } from "../../../domain/listing-imports/import-contract";
import { IMPORT_API_LIMITS as A } from "../../../domain/listing-imports/import-limits";
import { describeErrorForLog } from "../../logging/log-redaction";
import { claimListingPhotos, fetchClaimedPhotos, type ClaimedPhotos, type PhotoFetchOptions } from "./fetch-photos";

/** The queues wrangler.toml declares: listings whose photos to fetch, and those given up on. */
export const IMPORT_PHOTO_QUEUE = "hogaria-import-photos";
export const IMPORT_PHOTO_DEAD_QUEUE = "hogaria-import-photos-dead";

/** One message: a listing whose import named photo URLs still pending. */
export const importPhotoMessageSchema = z.object({ property_id: recordIdSchema });
export type ImportPhotoMessage = z.infer<typeof importPhotoMessageSchema>;

/** Seconds before a batch the consumer could not handle (the database, R2) is tried again. */
export const consumerRetryDelaySeconds = (attempts: number) => Math.min(300, 10 * 2 ** Math.max(0, attempts - 1));

// Sends one message per listing (sendBatch takes at most 100). Never fails its caller: the
// rows are written, and a listing whose message was lost is sent again by the cron's sweeper.
export async function enqueueImportPhotos(queue: Queue, propertyIds: string[], delaySeconds = 0): Promise<void> {
  const ids = [...new Set(propertyIds)];
  for (let i = 0; i < ids.length; i += 100) {
    const messages = ids.slice(i, i + 100).map((id) => ({ body: { property_id: id } satisfies ImportPhotoMessage, contentType: "json" as const }));
    try {
      await queue.sendBatch(messages, delaySeconds > 0 ? { delaySeconds } : undefined);
    } catch (error) {
      console.error("import_photos_enqueue_failed", { listings: messages.length, error: describeErrorForLog(error) });
    }
  }
}

export type ImportPhotoQueues = { photos: R2Bucket; importPhotos: Queue; fingerprints: Queue };

// One batch of either queue. On the photo queue each listing's pending photos are fetched
// (fetch-photos.ts), `photoFetchConcurrency` listings at a time, and the batch as a whole
// fetches at most IMPORT_API_LIMITS.photoFetchPerInvocation photos (the subrequest limit of one
// invocation): a listing that still has photos due when the budget is spent goes back on the
// queue as a new message, so its turn costs no retry. A listing whose host failed is retried
// after the pause its photos wait; a message whose consumer threw (the database or R2 down)
// is retried with growing delays, then reaches the dead-letter queue, whose consumer marks
// that listing's photos still pending as failed, keeping the reason of their last attempt.
// Every step can be repeated: a message delivered twice finds its photos stored or held.
export async function consumeImportPhotoBatch(
  batch: MessageBatch<unknown>,
  queues: ImportPhotoQueues,
  db: Db,
  options: Pick<PhotoFetchOptions, "publicPhotoUrlsOnly">,
) {
  const dead = batch.queue === IMPORT_PHOTO_DEAD_QUEUE;
  const work: { message: Message<unknown>; propertyId: string }[] = [];
  for (const message of batch.messages) {
    const parsed = importPhotoMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      console.error("import_photo_message_invalid", { queue: batch.queue, id: message.id });
      message.ack();
    } else work.push({ message, propertyId: parsed.data.property_id });
  }

  if (dead) {
    for (const { message, propertyId } of work) {
      try {
        const failed = await giveUpPendingPhotos(db, propertyId);
        console.warn("import_photos_dead_letter", { propertyId, failed, attempts: message.attempts });
        message.ack();
      } catch (error) {
        console.error("import_photos_dead_letter_failed", { propertyId, error: describeErrorForLog(error) });
        message.retry({ delaySeconds: consumerRetryDelaySeconds(message.attempts) });
      }
    }
    return;
  }

  // The budget is shared out first, one claim per listing in the batch's order (a listing
  // takes only the photos it has due); the claimed photos are then fetched, listings at the
  // same time.
  let budget: number = A.photoFetchPerInvocation;
  const again: string[] = [];
  const claims: { message: Message<unknown>; claim: ClaimedPhotos }[] = [];
  for (const { message, propertyId } of work) {
    if (budget === 0) {
      again.push(propertyId);
      message.ack();
      continue;
    }
    try {
      const claim = await claimListingPhotos(db, propertyId, Math.min(budget, IMPORT_LIMITS.photoUrlsMax));
      budget -= claim.photos.length;
      claims.push({ message, claim });
    } catch (error) {
      console.error("import_photos_claim_failed", { propertyId, attempts: message.attempts, error: describeErrorForLog(error) });
      message.retry({ delaySeconds: consumerRetryDelaySeconds(message.attempts) });
    }
  }
  const next = () => claims.shift();
  const worker = async () => {
    for (let item = next(); item; item = next()) {
      const { message, claim } = item;
      try {
        const run = await fetchClaimedPhotos(db, queues.photos, claim, {
          publicPhotoUrlsOnly: options.publicPhotoUrlsOnly,
          fingerprints: queues.fingerprints,
        });
        if (run.retry > 0) message.retry({ delaySeconds: run.retryAfterSeconds });
        else {
          if (run.left > 0) again.push(claim.propertyId);
          message.ack();
        }
      } catch (error) {
        console.error("import_photos_failed", { propertyId: claim.propertyId, attempts: message.attempts, error: describeErrorForLog(error) });
        message.retry({ delaySeconds: consumerRetryDelaySeconds(message.attempts) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(A.photoFetchConcurrency, claims.length) }, worker));
  if (again.length) await enqueueImportPhotos(queues.importPhotos, again);
}

// The listing's photos still pending become failed, each with the reason of its last
// attempt (or that it could not be had after several); the import report shows them so.
export async function giveUpPendingPhotos(db: Db, propertyId: string, now = new Date()): Promise<number> {
  const result = await db.run(sql`UPDATE listing_import_photos
    SET status = 'fallida', reason = COALESCE(reason, ${IMPORT_ALLOWANCE_MESSAGES.photoGaveUp}), lease_until = NULL, updated_at = ${now.getTime()}
    WHERE property_id = ${propertyId} AND status = 'pendiente'`);
  return result.rowsAffected;
}

// The cron's sweeper: listings with photos due that no turn touched for
// IMPORT_API_LIMITS.photoSweepAfterMs (a message lost on sending, a consumer that died
// holding a lease, or photos queued before the queue existed) go on the queue again, up to
// photoSweepListingsMax a run, oldest first; their rows are touched so the next run leaves
// them to the queue. Answers how many listings were sent.
export async function sweepWaitingImportPhotos(db: Db, queue: Queue, now = new Date()): Promise<number> {
  const at = now.getTime();
  const result = await db.run(sql`UPDATE listing_import_photos SET updated_at = ${at}
    WHERE status = 'pendiente' AND property_id IN (
      SELECT property_id FROM listing_import_photos
      WHERE status = 'pendiente' AND (lease_until IS NULL OR lease_until <= ${at}) AND updated_at <= ${at - A.photoSweepAfterMs}
      GROUP BY property_id ORDER BY min(created_at) LIMIT ${A.photoSweepListingsMax})
    RETURNING property_id`);
  const ids = [...new Set((result.rows as unknown as { property_id: string }[]).map((r) => r.property_id))];
  if (ids.length) await enqueueImportPhotos(queue, ids);
  return ids.length;
}
