import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { listingImportPhotos } from "../../../db/schema/listing-imports";
import { properties } from "../../../db/schema/properties";
import { IMPORT_API_LIMITS as A } from "../../../domain/listing-imports/import-limits";
import { IMPORT_MESSAGES as M } from "../../../domain/listing-imports/import-messages";
import { isPublicPhotoUrl } from "../../../domain/listing-imports/photo-url-rule";
import { LISTING_MESSAGES } from "../../../domain/listings/listing-messages";
import { DomainError } from "../../../domain/errors/domain-error";
import { describeErrorForLog } from "../../middleware/log-redaction";
import { addListingPhoto } from "../listing-photos/add-photo";
import { readBoundedBody } from "../listing-photos/bounded-body";
import { checkImage } from "../listing-photos/upload-form";
import { enqueuePhotoFingerprint } from "../photo-fingerprints/enqueue";

// `fingerprints`: the queue each stored photo is sent to for its fingerprint.
export type PhotoFetchOptions = { publicPhotoUrlsOnly: boolean; fingerprints: Queue; now?: Date; limit?: number };
export type PhotoFetchRun = { claimed: number; ready: number; failed: number; retry: number };

type Claimed = { id: string; propertyId: string; url: string; attempts: number };

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

// Fetches pending photos of imported listings, a batch of 25 at a time, until none is due,
// 75 were taken or 20 s have passed (whatever is left waits for the next invocation). Each
// batch is claimed with one conditional UPDATE (a lease, so the fetch after a batch of rows
// and the cron never take the same photo), fetched 5 listings at a time, each listing's
// photos in their order (the first becomes the main one), checked like an upload (real
// type, pixel size, no metadata, 15 MB) and stored like one (R2, content-addressed names,
// the photo row). A photo that fails keeps its reason and never touches its listing.
export async function fetchImportPhotos(db: Db, bucket: R2Bucket, options: PhotoFetchOptions): Promise<PhotoFetchRun> {
  const started = Date.now();
  const base = options.now?.getTime() ?? started;
  const max = options.limit ?? A.photoFetchPerInvocation;
  const run: PhotoFetchRun = { claimed: 0, ready: 0, failed: 0, retry: 0 };
  while (run.claimed < max && Date.now() - started < A.photoFetchBudgetMs) {
    const now = new Date(base + (Date.now() - started));
    const batch = await fetchBatch(db, bucket, options, now, Math.min(A.photoFetchBatch, max - run.claimed));
    if (batch.claimed === 0) break;
    for (const key of ["claimed", "ready", "failed", "retry"] as const) run[key] += batch[key];
  }
  return run;
}

async function fetchBatch(db: Db, bucket: R2Bucket, options: PhotoFetchOptions, now: Date, limit: number): Promise<PhotoFetchRun> {
  const t = listingImportPhotos;
  const due = sql`${t.status} = 'pendiente' AND (${t.leaseUntil} IS NULL OR ${t.leaseUntil} <= ${now.getTime()})`;
  const claimed: Claimed[] = await db
    .update(t)
    .set({ leaseUntil: new Date(now.getTime() + A.photoLeaseMs), attempts: sql`${t.attempts} + 1`, updatedAt: now })
    .where(
      and(
        due,
        sql`${t.id} IN (SELECT id FROM listing_import_photos WHERE status = 'pendiente' AND (lease_until IS NULL OR lease_until <= ${now.getTime()})
                        ORDER BY created_at, position LIMIT ${limit})`,
      ),
    )
    .returning({ id: t.id, propertyId: t.propertyId, url: t.url, attempts: t.attempts });
  const run: PhotoFetchRun = { claimed: claimed.length, ready: 0, failed: 0, retry: 0 };
  if (!claimed.length) return run;

  const byListing = new Map<string, Claimed[]>();
  for (const c of claimed) (byListing.get(c.propertyId) ?? byListing.set(c.propertyId, []).get(c.propertyId)!).push(c);
  const queue = [...byListing.entries()];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [propertyId, photos] = next;
      for (const photo of photos) {
        const outcome = await fetchOne(db, bucket, propertyId, photo, options);
        run[outcome] += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(A.photoFetchConcurrency, queue.length) }, worker));
  return run;
}

async function fetchOne(
  db: Db,
  bucket: R2Bucket,
  propertyId: string,
  photo: Claimed,
  options: PhotoFetchOptions,
): Promise<"ready" | "failed" | "retry"> {
  const t = listingImportPhotos;
  try {
    const [listing] = await db
      .select({
        id: properties.id,
        title: properties.title,
        draftTitle: sql<string | null>`json_extract(${properties.draft}, '$.title')`,
        status: properties.status,
      })
      .from(properties)
      .where(eq(properties.id, propertyId));
    if (!listing) return "failed"; // deleted meanwhile: its photo rows went with it
    const bytes = await download(photo.url, options.publicPhotoUrlsOnly);
    const checked = checkImage(bytes, "photo");
    // No resizer runs in the worker: the photo is its own thumbnail, and it has no medium
    // (pages show its full size).
    const stored = await addListingPhoto(
      db,
      bucket,
      { id: listing.id, title: listing.draftTitle?.trim() || listing.title, live: listing.status !== "borrador" },
      { photo: checked, thumbnail: checked, medium: null, caption: null, roomType: null },
    );
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
          ? // Tried again after a pause that grows with each attempt.
            { leaseUntil: new Date(Date.now() + photo.attempts * 5 * 60_000), reason: failure.reason, updatedAt: new Date() }
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
