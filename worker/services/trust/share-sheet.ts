import type { AgentCard, PropertyDetail, PropertyImage } from "../../../domain/properties/property";
import { shareReference } from "../../../domain/trust/share-reference";

// What a sheet an agent sends (/s/ and /p/) may carry: nothing that leads to the listing's
// own page or its advertiser. The listing's id becomes the share's reference, similar
// listings are dropped, photos stored under the listing's id (listings/{id}/…) are served
// through the share's own path, and the contact is the sharing agent.
const LISTING_PHOTO = /^\/media\/listings\/[a-z0-9_-]+\/([a-z0-9_-]+\.(?:webp|avif|jpg|jpeg|png))$/i;

/** The photo path of a share: /api/shares/{token}/photos/{file}. */
export const sharePhotoPath = (token: string, file: string) => `/api/shares/${encodeURIComponent(token)}/photos/${file}`;

function throughShare(token: string, url: string | null): string | null {
  if (url === null) return null;
  const file = LISTING_PHOTO.exec(url)?.[1];
  return file ? sharePhotoPath(token, file) : url;
}

const photoOf = (token: string, image: PropertyImage): PropertyImage => ({
  ...image,
  url: throughShare(token, image.url) ?? image.url,
  thumbnail_url: throughShare(token, image.thumbnail_url),
  medium_url: throughShare(token, image.medium_url),
});

export async function sheetOf(token: string, detail: PropertyDetail, agent: AgentCard | null): Promise<PropertyDetail> {
  return {
    ...detail,
    id: await shareReference(token),
    image: detail.image && photoOf(token, detail.image),
    images: detail.images.map((image) => photoOf(token, image)),
    agent,
    // The badges are those of whoever answers the sheet.
    trust: agent?.trust ?? detail.trust,
    similar: [],
    // An agent's sheet for a client never points at the same home's other advertisers.
    same_home: [],
    also_listed_by: 0,
  };
}

/** A board card's photo (/sc/, /t/): by the clone's id, when its stored path carries the listing's id. */
export function clonePhotoUrl(cloneId: string, url: string | null): string | null {
  if (url === null) return null;
  const file = LISTING_PHOTO.exec(url)?.[1];
  return file ? `/api/cloned-properties/${encodeURIComponent(cloneId)}/photos/${file}` : url;
}

/** The storage key behind a stored photo path (/media/{key}). */
export const mediaKeyOf = (url: string) => (url.startsWith("/media/") ? url.slice("/media/".length) : null);

/** The storage key of a photo of the shared listing (null for a file name of another shape). */
export function sharedPhotoKey(propertyId: string, file: string): string | null {
  if (!/^[a-z0-9_-]{1,200}\.(?:webp|avif|jpg|jpeg|png)$/i.test(file)) return null;
  const folder = propertyId.toLowerCase().replace(/[^a-z0-9_-]/g, "-");
  return `listings/${folder}/${file}`;
}
