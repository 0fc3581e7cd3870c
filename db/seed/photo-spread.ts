// Spreads the seeded listings' main photos so that the results page never shows the same
// picture twice side by side: in each operation's default order (newest first, as the
// search sorts), any MAIN_PHOTO_SPACING listings in a row have different main photos, and
// so do any MAIN_PHOTO_SPACING in a row of one property type (a "tipo" filter's page).
// A listing keeps the kind of its main photo (a façade stays a façade); among the photos
// of that kind it gets the one least recently shown. Pure and deterministic.
import type { PhotoKind, PhotoSpec } from "./photo-catalog";

/** Cards in a row that must differ: covers a card's neighbours across and below in a grid of up to five columns. */
export const MAIN_PHOTO_SPACING = 6;

type Listing = { id: string; operationType: string; propertyType: string; createdAt?: Date | null };
type Image = {
  propertyId: string;
  url: string;
  thumbnailUrl?: string | null;
  mediumUrl?: string | null;
  alt?: string | null;
  isMain?: boolean | null;
};

/** The search's default order: newest first, then by id. */
export function newestFirst<T extends Listing>(listings: readonly T[]): T[] {
  const time = (l: Listing) => l.createdAt?.getTime() ?? 0;
  return [...listings].sort((a, b) => time(b) - time(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Re-picks main photos in place (swapping with the listing's own photo when it already has the chosen one). */
export function spreadMainPhotos<L extends Listing, I extends Image>(
  listings: readonly L[],
  images: readonly I[],
  photos: readonly PhotoSpec[],
): void {
  const byUrl = new Map(photos.map((p) => [p.url, p]));
  const byKind = new Map<PhotoKind, PhotoSpec[]>();
  for (const photo of photos) byKind.set(photo.kind, [...(byKind.get(photo.kind) ?? []), photo]);
  const imagesOf = new Map<string, I[]>();
  for (const image of images) imagesOf.set(image.propertyId, [...(imagesOf.get(image.propertyId) ?? []), image]);

  const operations = new Map<string, L[]>();
  for (const listing of listings) operations.set(listing.operationType, [...(operations.get(listing.operationType) ?? []), listing]);

  for (const stream of operations.values()) {
    const recentInStream: string[] = [];
    const recentOfType = new Map<string, string[]>();
    const lastShown = new Map<string, number>();
    newestFirst(stream).forEach((listing, position) => {
      const own = imagesOf.get(listing.id) ?? [];
      const main = own.find((i) => i.isMain);
      const current = main && byUrl.get(main.url);
      if (!main || !current) return;
      const ofType = recentOfType.get(listing.propertyType) ?? [];
      const taken = new Set([...recentInStream, ...ofType]);
      const candidates = (byKind.get(current.kind) ?? []).filter((p) => !taken.has(p.url));
      // Never shown first, then the longest ago; the catalogue's order breaks ties.
      const chosen = candidates.reduce<PhotoSpec | undefined>(
        (best, p) => (best === undefined || (lastShown.get(p.url) ?? -1) < (lastShown.get(best.url) ?? -1) ? p : best),
        undefined,
      );
      if (chosen && chosen.url !== main.url) {
        const holder = own.find((i) => i.url === chosen.url);
        if (holder) setPhoto(holder, current);
        setPhoto(main, chosen);
      }
      const shown = chosen ?? current;
      lastShown.set(shown.url, position);
      recentInStream.push(shown.url);
      if (recentInStream.length >= MAIN_PHOTO_SPACING) recentInStream.shift();
      ofType.push(shown.url);
      if (ofType.length >= MAIN_PHOTO_SPACING) ofType.shift();
      recentOfType.set(listing.propertyType, ofType);
    });
  }
}

function setPhoto(image: Image, photo: PhotoSpec): void {
  image.url = photo.url;
  image.thumbnailUrl = photo.thumbnailUrl;
  image.mediumUrl = photo.mediumUrl;
  image.alt = photo.alt;
}
