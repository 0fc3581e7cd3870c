import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { listingImportPhotos } from "../../../db/schema/listing-imports";
import { properties } from "../../../db/schema/properties";
import { IMPORT_API_LIMITS as A } from "../../../domain/listing-imports/import-limits";
import { IMPORT_MESSAGES as M } from "../../../domain/listing-imports/import-messages";
import { isPublicPhotoUrl } from "../../../domain/listing-imports/photo-url-rule";
import { LISTING_MESSAGES } from "../../../domain/listings/listing-messages";
import { DomainError } from "../../../domain/errors/domain-error";
import { describeErrorForLog } from "../../logging/log-redaction";
import { addListingPhoto } from "../listing-photos/add-photo";
import type { PhotoListing } from "../listing-photos/editable-listing";
import { readBoundedBody } from "../listing-photos/bounded-body";
import { checkImage } from "../listing-photos/upload-form";
import { enqueuePhotoFingerprint } from "../photo-fingerprints/enqueue";

// `fingerprints`: the queue each stored photo is sent to for its fingerprint.
export type PhotoFetchOptions = { publicPhotoUrlsOnly: boolean; fingerprints: Queue; now?: Date };
/**
 * What one listing's turn did: photos stored, failed for good, left pending to be tried
 * again (`retry`: their host failed; the message is retried later), and pending ones not
 * claimed because the turn's budget ran out (`left`: the listing goes back on the queue).
 */
export type PhotoFetchRun = { claimed: number; ready: number; failed: number; retry: number; left: number; retryAfterSeconds: number };

type Claimed = { id: string; propertyId: string; url: string; attempts: number; position: number };

// A photo that cannot be had: the reason the agent reads. `retry` when the host may answer
// later (no connection, a timeout, a 5xx or 429).
class PhotoFailure extends Error {
  constructor(
    readonly reason: string,
    readonly retry = false,
  ) {
    super(reason);
  }
}

/** Seconds before a photo whose host failed is tried again: 30, 60, 120… at most 10 minutes. */
export const photoRetryDelaySeconds = (attempts: number) => Math.min(A.photoRetryDelaySecondsMax, 30 * 2 ** Math.max(0, attempts - 1));

export type ClaimedPhotos = { propertyId: string; max: number; photos: Claimed[] };

// Claims up to `max` of one imported listing's due photos, in their order (the first
// becomes the main one), with one conditional UPDATE: a lease, so a message delivered
// twice, or at the same moment as the sweeper's, never takes a photo another turn holds,
// and a photo already stored is no longer pending.
export async function claimListingPhotos(db: Db, propertyId: string, max: number, now = new Date()): Promise<ClaimedPhotos> {
  const t = listingImportPhotos;
  const due = sql`${t.propertyId} = ${propertyId} AND ${t.status} = 'pendiente' AND (${t.leaseUntil} IS NULL OR ${t.leaseUntil} <= ${now.getTime()})`;
  const photos: Claimed[] =
    max > 0
      ? await db
          .update(t)
          .set({ leaseUntil: new Date(now.getTime() + A.photoLeaseMs), attempts: sql`${t.attempts} + 1`, updatedAt: now })
          .where(and(due, sql`${t.id} IN (SELECT id FROM listing_import_photos WHERE ${due} ORDER BY position, created_at LIMIT ${max})`))
          .returning({ id: t.id, propertyId: t.propertyId, url: t.url, attempts: t.attempts, position: t.position })
      : [];
  // RETURNING keeps no order: the row's order decides which photo is the main one.
  photos.sort((x, y) => x.position - y.position);
  return { propertyId, max, photos };
}

// Fetches the claimed photos one after the other, each checked like an upload (real type,
// pixel size, no metadata, 15 MB) and stored like one (R2, content-addressed names, the
// photo row). A photo that fails keeps its reason and never touches its listing or the
// other photos. When the claim was cut by `max`, counts the photos still due.
export async function fetchClaimedPhotos(db: Db, bucket: R2Bucket, claim: ClaimedPhotos, options: PhotoFetchOptions): Promise<PhotoFetchRun> {
  const { propertyId, photos } = claim;
  const run: PhotoFetchRun = { claimed: photos.length, ready: 0, failed: 0, retry: 0, left: 0, retryAfterSeconds: 0 };
  if (!photos.length) return run;
  const [listing] = await db
    .select({
      id: properties.id,
      title: properties.title,
      draftTitle: sql<string | null>`json_extract(${properties.draft}, '$.title')`,
      status: properties.status,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  // Deleted meanwhile: its photo rows went with it.
  if (!listing) return { ...run, failed: photos.length };
  const target = { id: listing.id, title: listing.draftTitle?.trim() || listing.title, live: listing.status !== "borrador" };
  for (const photo of photos) {
    const outcome = await fetchOne(db, bucket, target, photo, options);
    run[outcome] += 1;
    if (outcome === "retry") run.retryAfterSeconds = Math.max(run.retryAfterSeconds, photoRetryDelaySeconds(photo.attempts));
  }
  if (photos.length === claim.max) {
    // Pending photos due now that this turn did not claim (those waiting for a retry are not).
    const t = listingImportPhotos;
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)` })
      .from(t)
      .where(and(eq(t.propertyId, propertyId), eq(t.status, "pendiente"), sql`(${t.leaseUntil} IS NULL OR ${t.leaseUntil} <= ${Date.now()})`));
    run.left = Number(n);
  }
  return run;
}

/** Claims and fetches one listing's due photos, at most `max` (both steps above). */
export async function fetchListingPhotos(db: Db, bucket: R2Bucket, propertyId: string, max: number, options: PhotoFetchOptions) {
  return fetchClaimedPhotos(db, bucket, await claimListingPhotos(db, propertyId, max, options.now), options);
}

async function fetchOne(
  db: Db,
  bucket: R2Bucket,
  listing: PhotoListing,
  photo: Claimed,
  options: PhotoFetchOptions,
): Promise<"ready" | "failed" | "retry"> {
  const t = listingImportPhotos;
  try {
    const bytes = await download(photo.url, options.publicPhotoUrlsOnly);
    const checked = checkImage(bytes, "photo");
    // No resizer runs in the worker: the photo is its own thumbnail, and it has no medium
    // (pages show its full size).
    const stored = await addListingPhoto(db, bucket, listing, { photo: checked, thumbnail: checked, medium: null, caption: null, roomType: null });
    await db.update(t).set({ status: "lista", reason: null, imageId: stored.id, leaseUntil: null, updatedAt: new Date() }).where(eq(t.id, photo.id));
    await enqueuePhotoFingerprint(options.fingerprints, { id: stored.id, propertyId: listing.id });
    return "ready";
  } catch (error) {
    const failure =
      error instanceof PhotoFailure
        ? error
        : error instanceof DomainError
          ? new PhotoFailure(error.message)
          : new PhotoFailure(M.photoUnreachable, true);
    if (!(error instanceof PhotoFailure) && !(error instanceof DomainError)) {
      console.warn("import_photo_failed", { error: describeErrorForLog(error) });
    }
    const again = failure.retry && photo.attempts < A.photoAttemptsMax;
    await db
      .update(t)
      .set(
        again
          ? // Kept from every turn until its pause ends (the message is retried after the same pause).
            { leaseUntil: new Date(Date.now() + photoRetryDelaySeconds(photo.attempts) * 1000), reason: failure.reason, updatedAt: new Date() }
          : { status: "fallida", reason: failure.reason, leaseUntil: null, updatedAt: new Date() },
      )
      .where(eq(t.id, photo.id));
    return again ? "retry" : "failed";
  }
}

// The photo's bytes, following at most 3 redirects (each checked like the URL itself),
// within 10 s and 15 MB (refused on Content-Length before reading, and while reading).
async function download(url: string, publicOnly: boolean): Promise<Uint8Array> {
  const signal = AbortSignal.timeout(A.photoFetchTimeoutMs);
  let current = url;
  for (let hop = 0; hop <= A.photoRedirectsMax; hop++) {
    if (publicOnly && !isPublicPhotoUrl(current)) throw new PhotoFailure(M.photoPrivateAddress);
    let res: Response;
    try {
      res = await fetch(current, { redirect: "manual", signal, headers: { accept: "image/jpeg, image/png, image/webp" } });
    } catch {
      throw new PhotoFailure(signal.aborted ? M.photoTimeout : M.photoUnreachable, true);
    }
    if (res.status >= 300 && res.status < 400 && res.headers.get("location")) {
      await res.body?.cancel();
      current = new URL(res.headers.get("location")!, current).toString();
      continue;
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new PhotoFailure(M.photoHttpStatus(res.status), res.status >= 500 || res.status === 429);
    }
    const length = res.headers.get("content-length");
    if (length && Number(length) > A.photoBytesMax) {
      await res.body?.cancel();
      throw new PhotoFailure(LISTING_MESSAGES.photoTooBig);
    }
    try {
      const bytes = await readBoundedBody(res.body, A.photoBytesMax);
      if (!bytes) throw new PhotoFailure(LISTING_MESSAGES.photoTooBig);
      return bytes;
    } catch (error) {
      if (error instanceof PhotoFailure) throw error;
      throw new PhotoFailure(signal.aborted ? M.photoTimeout : M.photoUnreachable, true);
    }
  }
  throw new PhotoFailure(M.photoTooManyRedirects);
}
