import { inArray, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { clonedPropertyImages } from "../../../db/schema/boards";
import { propertyImages } from "../../../db/schema/properties";

export const mediaUrl = (key: string) => `/media/${key}`;

// First 16 hex digits of the SHA-256 of the bytes: the object's name.
export async function contentHash(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest.subarray(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Which of a photo's stored sizes: the photo itself, its thumbnail or its medium. */
export type PhotoVariant = "photo" | "thumbnail" | "medium";
const VARIANT_SUFFIX: Record<PhotoVariant, string> = { photo: "", thumbnail: "-t", medium: "-m" };

// listings/<listingId>/<hash>.<ext> (thumbnails <hash>-t.<ext>, mediums <hash>-m.<ext>),
// inside what /media serves.
export function photoKey(listingId: string, hash: string, extension: string, variant: PhotoVariant = "photo"): string {
  const folder = listingId.toLowerCase().replace(/[^a-z0-9_-]/g, "-");
  return `listings/${folder}/${hash}${VARIANT_SUFFIX[variant]}.${extension}`;
}

// Deletes the objects that no photo row and no board clone (a client's copy keeps its
// photo's URL) still points at. Same bytes share one name, so a key can have two users.
export async function deleteUnusedObjects(db: Db, bucket: R2Bucket, keys: (string | null)[]): Promise<string[]> {
  const candidates = [...new Set(keys.filter((k): k is string => !!k))];
  if (candidates.length === 0) return [];
  const urls = candidates.map(mediaUrl);
  const [rows, clones] = await db.batch([
    db
      .select({ storage: propertyImages.storageKey, thumb: propertyImages.thumbnailKey, medium: propertyImages.mediumKey })
      .from(propertyImages)
      .where(
        or(
          inArray(propertyImages.storageKey, candidates),
          inArray(propertyImages.thumbnailKey, candidates),
          inArray(propertyImages.mediumKey, candidates),
        ),
      ),
    db.select({ url: clonedPropertyImages.url }).from(clonedPropertyImages).where(inArray(clonedPropertyImages.url, urls)),
  ]);
  const used = new Set<string>(
    [...rows.flatMap((r) => [r.storage, r.thumb, r.medium]), ...clones.map((c) => c.url.replace(/^\/media\//, ""))].filter((k): k is string => !!k),
  );
  const unused = candidates.filter((k) => !used.has(k));
  if (unused.length) await bucket.delete(unused);
  return unused;
}
