// Which photos are matched at all. A photo too small, too flat or too plain (a blank wall, a
// floor plan, a logo on white) looks like thousands of others: its fingerprint is kept but
// never compared, so two listings are never tied by their blank walls.

/** Pixels of the photo's shorter side below which it is too small to tell apart. */
export const PHOTO_MIN_SIDE = 48;
/** Standard deviation of the 32 × 32 grey image (0–255) below which it is flat. */
export const PHOTO_MIN_CONTRAST = 12;
/** Entropy (bits) of the 32 × 32 grey image's 16-shade histogram below which it is plain. */
export const PHOTO_MIN_ENTROPY_BITS = 2;
