import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import type { OtherPhoto, OwnPhoto } from "../../../domain/photo-fingerprints/clone-rule";
import { bandNeighbours, photoHashBands } from "../../../domain/photo-fingerprints/photo-hash";

// When a photo was stored: its own time, or (a photo written without one, as the seed's) its listing's.
const storedAt = sql`coalesce(i.created_at, p.created_at)`;

// A listing's photos as the clone check reads them: the informative fingerprints it can
// match, and how many photos still wait for theirs (stored in our bucket, so the pipeline
// will fingerprint them; a photo with no stored object never gets one and is not waited for).
export type ListingPhotos = { own: OwnPhoto[]; awaiting: number };

export async function listingPhotos(db: DbOrTx, propertyId: string): Promise<ListingPhotos> {
  const rows = await db.all<{
    image_id: string;
    hash: string | null;
    informative: number | null;
    is_main: number;
    created_at: number;
    stored: number;
  }>(sql`
    SELECT i.id AS image_id, f.hash, f.informative, i.is_main, ${storedAt} AS created_at,
           coalesce(i.thumbnail_key, i.storage_key) IS NOT NULL AS stored
    FROM property_images i JOIN properties p ON p.id = i.property_id LEFT JOIN photo_fingerprints f ON f.image_id = i.id
    WHERE i.property_id = ${propertyId}`);
  return {
    own: rows
      .filter((r) => r.hash !== null && r.informative)
      .map((r) => ({ imageId: r.image_id, hash: r.hash!, isMain: !!r.is_main, createdAt: r.created_at })),
    awaiting: rows.filter((r) => r.hash === null && r.stored).length,
  };
}

export type NearPhotos = {
  others: Omit<OtherPhoto, "comparable">[];
  // The band rows the lookup matched (each candidate photo once per band it shares): what a
  // lookup reads besides the index seeks, reported by the trust bench.
  rowsRead: number;
};

/**
 * The photos of OTHER listings that may be near these (the banded index: every band value
 * within PHOTO_BAND_RADIUS of one of the photo's own, in the same band), with their hashes
 * and when they were stored. Candidates, not matches: the Hamming distance decides
 * (copiedListings). One query: the probe values go in as one JSON array that drives the
 * loop, each an equality seek on the bands' primary key (band, value).
 */
export async function nearPhotos(db: DbOrTx, propertyId: string, own: readonly OwnPhoto[]): Promise<NearPhotos> {
  if (own.length === 0) return { others: [], rowsRead: 0 };
  const probes = new Set<string>();
  for (const photo of own) {
    photoHashBands(photo.hash).forEach((value, band) => {
      for (const near of bandNeighbours(value)) probes.add(`[${band},${near}]`);
    });
  }
  const rows = await db.all<{ image_id: string; property_id: string; hash: string; created_at: number; hits: number }>(sql`
    SELECT b.image_id, b.property_id, f.hash, ${storedAt} AS created_at, count(*) AS hits
    FROM json_each(${`[${[...probes].join(",")}]`}) AS q
    CROSS JOIN photo_hash_bands b ON b.band = json_extract(q.value, '$[0]') AND b.value = json_extract(q.value, '$[1]')
    JOIN photo_fingerprints f ON f.image_id = b.image_id
    JOIN property_images i ON i.id = b.image_id
    JOIN properties p ON p.id = b.property_id
    WHERE b.property_id <> ${propertyId} AND f.informative = 1
    GROUP BY b.image_id`);
  return {
    others: rows.map((r) => ({ imageId: r.image_id, propertyId: r.property_id, hash: r.hash, createdAt: r.created_at })),
    rowsRead: rows.reduce((sum, r) => sum + r.hits, 0),
  };
}
