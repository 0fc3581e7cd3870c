import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import type { OtherPhoto, OwnPhoto } from "../../../domain/photo-fingerprints/clone-rule";
import { bandNeighbours, isNearPhoto, PHOTO_BAND_BITS, photoHashBands } from "../../../domain/photo-fingerprints/photo-hash";
import { inList } from "../sql/in-list";

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
  // The rows the lookup read: the band rows its seeks found (each photo once per band it
  // shares, its own listing's included) and the stored times of the near ones; reported by
  // the trust bench.
  rowsRead: number;
};

// A probe as one integer (the band above the widest band's bits), so the probes travel as a
// short JSON array; written into the statement (a bound JavaScript number arrives as a real).
const VALUE_BITS = Math.max(...PHOTO_BAND_BITS);
const probeBand = sql.raw(`q.value >> ${VALUE_BITS}`);
const probeValue = sql.raw(`q.value & ${2 ** VALUE_BITS - 1}`);

/** The band rows within PHOTO_BAND_RADIUS of these photos' bands (the trust bench prints its plan). */
export function bandCandidatesQuery(own: readonly OwnPhoto[]): SQL {
  const probes = new Set<number>();
  for (const photo of own) {
    photoHashBands(photo.hash).forEach((value, band) => {
      for (const near of bandNeighbours(band, value)) probes.add(band * 2 ** VALUE_BITS + near);
    });
  }
  return sql`
    SELECT b.image_id, b.property_id, b.hash
    FROM json_each(${JSON.stringify([...probes])}) AS q
    CROSS JOIN photo_hash_bands b ON b.band = ${probeBand} AND b.value = ${probeValue}`;
}

/**
 * The photos of OTHER listings within NEAR_PHOTO_DISTANCE of these, with their hashes and
 * when they were stored. The banded index gives the candidates (every band value within
 * PHOTO_BAND_RADIUS of one of the photo's own, in the same band: one equality seek each on
 * the bands' primary key, the probes driving the loop from one JSON array); their rows carry
 * the hash, so the distance is measured on them and only the near ones are read further.
 */
export async function nearPhotos(db: DbOrTx, propertyId: string, own: readonly OwnPhoto[]): Promise<NearPhotos> {
  if (own.length === 0) return { others: [], rowsRead: 0 };
  const candidates = await db.all<{ image_id: string; property_id: string; hash: string }>(bandCandidatesQuery(own));
  const near = new Map<string, { propertyId: string; hash: string }>();
  for (const c of candidates) {
    if (c.property_id === propertyId || near.has(c.image_id)) continue;
    if (own.some((photo) => isNearPhoto(photo.hash, c.hash))) near.set(c.image_id, { propertyId: c.property_id, hash: c.hash });
  }
  if (near.size === 0) return { others: [], rowsRead: candidates.length };
  const stored = await db.all<{ image_id: string; created_at: number }>(sql`
    SELECT i.id AS image_id, ${storedAt} AS created_at
    FROM property_images i JOIN properties p ON p.id = i.property_id
    WHERE i.id IN (${inList([...near.keys()])})`);
  return {
    others: stored.map((r) => ({ imageId: r.image_id, ...near.get(r.image_id)!, createdAt: r.created_at })),
    rowsRead: candidates.length + stored.length,
  };
}
