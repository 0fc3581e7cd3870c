import { PHOTO_LIMITS } from "@domain/listings/listing-limits";
import { LISTING_MESSAGES } from "@domain/listings/listing-messages";
import type { ListingPhoto } from "@domain/listings/my-listing";
import type { Lang } from "@domain/i18n/lang";
import { PHOTO_TEXT } from "@domain/listings/photo-text";

/** What the file picker offers: the three types the worker stores, and HEIC for phones whose browser can decode it. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif";

/** HEIC/HEIF by type or by name (some browsers give HEIC files an empty type). */
export function isHeicFile(file: { name: string; type: string }): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.hei[cf]$/i.test(file.name);
}

/** Refusals known before decoding: too heavy. */
export function refuseBeforeDecode(file: { size: number }): string | null {
  return file.size > PHOTO_LIMITS.maxBytes ? LISTING_MESSAGES.photoTooBig : null;
}

/** The message when the browser cannot decode a file. */
export const decodeFailureMessage = (file: { name: string; type: string }): string =>
  isHeicFile(file) ? LISTING_MESSAGES.photoHeic : LISTING_MESSAGES.photoBroken;

/** Refusals known once decoded: too small. */
export function refuseAfterDecode(width: number, height: number): string | null {
  return Math.min(width, height) < PHOTO_LIMITS.minSide ? LISTING_MESSAGES.photoTooSmall : null;
}

/** How the grid shows photos: the main one first (as the listing page does), then by display order. */
export function sortPhotos(photos: ListingPhoto[]): ListingPhoto[] {
  return [...photos].sort((a, b) => Number(b.is_main) - Number(a.is_main) || a.display_order - b.display_order);
}

/** Moves one id to a new index. */
export function moveId(ids: string[], id: string, to: number): string[] {
  const rest = ids.filter((x) => x !== id);
  return [...rest.slice(0, to), id, ...rest.slice(to)];
}

/** "1 de 25 fotos", "1 of 25 photos". */
export const photoCountLabel = (n: number, lang: Lang = "es") => PHOTO_TEXT.count[lang](n);
