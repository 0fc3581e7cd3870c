import { PHOTO_LIMITS } from "./listing-limits";

/** The size to draw at: the long side at most `maxSide`, the proportions kept, never enlarged. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A listing photo's stored sizes: the full photo, and the thumbnail and medium made beside it. */
export type PhotoSizes = {
  url: string;
  thumbnail_url?: string | null;
  medium_url?: string | null;
  width?: number | null;
  height?: number | null;
};

// A photo stored without its pixel size: the seeded photos' 1200 × 800.
const UNKNOWN_SIZE = { width: 1200, height: 800 };

/**
 * The `srcset` of a photo: each stored size with its width in pixels, smallest first
 * ("…-t.webp 480w, …-m.webp 800w, ….webp 1200w"), so a phone takes the medium and a
 * wide screen the full photo. A photo without a medium (stored before it existed, or
 * imported from a URL) lists what it has; undefined when it has one size only.
 */
export function photoSrcSet(photo: PhotoSizes): string | undefined {
  const full = photo.width && photo.height ? { width: photo.width, height: photo.height } : UNKNOWN_SIZE;
  const widthAt = (side: number) => fitWithin(full.width, full.height, side).width;
  const candidates: [url: string | null | undefined, width: number][] = [
    [photo.thumbnail_url, widthAt(PHOTO_LIMITS.thumbSide)],
    [photo.medium_url, widthAt(PHOTO_LIMITS.mediumSide)],
    [photo.url, full.width],
  ];
  const urls = new Set<string>();
  const widths = new Set<number>();
  const listed: string[] = [];
  for (const [url, width] of candidates) {
    // Two sizes of one width: the first (the smaller file) is enough.
    if (!url || urls.has(url) || widths.has(width)) continue;
    urls.add(url);
    widths.add(width);
    listed.push(`${url} ${width}w`);
  }
  return listed.length > 1 ? listed.join(", ") : undefined;
}
