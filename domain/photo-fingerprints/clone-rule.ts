import { hammingDistance, NEAR_PHOTO_DISTANCE } from "./photo-hash";

// The clone rule: a listing copies another when at least CLONE_MIN_PHOTOS of its own photos,
// or its main photo, are near photos of that listing's. Only informative photos take part
// (a blank wall or a floor plan matches everything). A photo is copied only when the oldest
// stored photo near it is another advertiser's: an advertiser publishing their own photo
// again is not taken for the copier of whoever copied it from them meanwhile, and a photo
// stored after this listing's is never the one it copied. Which listings are "another
// advertiser's" (another agent and agency, another contact) is the caller's: `comparable`.
export const CLONE_MIN_PHOTOS = 2;

// How long a listing may wait for its photos' fingerprints before the operator's desk shows
// it among the held listings (the pipeline is minutes behind, or failed on a photo).
export const PHOTO_CHECK_GRACE_MS = 15 * 60_000;
// How long the publish form waits, after a publish held only while its photos are
// fingerprinted (a second or two after the last upload), for the listing to come out on its
// own before it sends the advertiser to "Mis propiedades" with the explanation instead.
export const PHOTO_CHECK_WAIT_MS = 15_000;

export type OwnPhoto = { imageId: string; hash: string; isMain: boolean; createdAt: number };
// comparable: another advertiser's listing, which this one may copy; false: its own
// advertiser's (or a shared contact's), which only tells that the photo was theirs first.
export type OtherPhoto = { imageId: string; propertyId: string; hash: string; createdAt: number; comparable: boolean };
export type PhotoPair = { imageId: string; otherImageId: string; distance: number };
export type CopiedListing = { propertyId: string; pairs: PhotoPair[] };

/** The listings this one copies, the most matching photos first, each with its near pairs. */
export function copiedListings(own: readonly OwnPhoto[], others: readonly OtherPhoto[]): CopiedListing[] {
  const byListing = new Map<string, PhotoPair[]>();
  for (const mine of own) {
    const near = others
      .filter((other) => other.createdAt < mine.createdAt)
      .map((other) => ({ other, distance: hammingDistance(mine.hash, other.hash) }))
      .filter((n) => n.distance <= NEAR_PHOTO_DISTANCE);
    const oldest = near.reduce<(typeof near)[number] | null>((a, n) => (!a || n.other.createdAt < a.other.createdAt ? n : a), null);
    if (!oldest?.other.comparable) continue;
    for (const { other, distance } of near) {
      if (!other.comparable) continue;
      const pairs = byListing.get(other.propertyId) ?? [];
      pairs.push({ imageId: mine.imageId, otherImageId: other.imageId, distance });
      byListing.set(other.propertyId, pairs);
    }
  }
  const mainIds = new Set(own.filter((p) => p.isMain).map((p) => p.imageId));
  const copied: CopiedListing[] = [];
  for (const [propertyId, pairs] of byListing) {
    const matched = new Set(pairs.map((p) => p.imageId));
    if (matched.size >= CLONE_MIN_PHOTOS || [...matched].some((id) => mainIds.has(id))) {
      copied.push({ propertyId, pairs: pairs.sort((a, b) => a.distance - b.distance) });
    }
  }
  const distinct = (c: CopiedListing) => new Set(c.pairs.map((p) => p.imageId)).size;
  return copied.sort((a, b) => distinct(b) - distinct(a) || a.propertyId.localeCompare(b.propertyId));
}
