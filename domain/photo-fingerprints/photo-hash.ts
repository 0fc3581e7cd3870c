// A photo's fingerprint: a 64-bit perceptual hash written as 16 lowercase hex digits.
// Two photos are "the same photo" (resized, recompressed, slightly cropped) when their
// hashes differ in at most NEAR_PHOTO_DISTANCE bits.
export const NEAR_PHOTO_DISTANCE = 8;

/** 16 lowercase hex digits. */
export const PHOTO_HASH_PATTERN = /^[0-9a-f]{16}$/;

/**
 * The banded index: the 64 bits cut into PHOTO_HASH_BANDS bands of 16 bits. Two hashes
 * within NEAR_PHOTO_DISTANCE bits (8) differ, by pigeonhole, in at most
 * PHOTO_BAND_RADIUS (2) bits of at least one band, so a lookup reads only the rows whose
 * band value lies within that radius of the photo's own in some band (137 values a band).
 */
export const PHOTO_HASH_BANDS = 4;
export const PHOTO_BAND_BITS = 16;
export const PHOTO_BAND_RADIUS = Math.floor(NEAR_PHOTO_DISTANCE / PHOTO_HASH_BANDS);

/** The hash's bands, most significant first: PHOTO_HASH_BANDS numbers of PHOTO_BAND_BITS bits. */
export function photoHashBands(hash: string): number[] {
  if (!PHOTO_HASH_PATTERN.test(hash)) throw new Error("not a photo hash");
  const digits = PHOTO_BAND_BITS / 4;
  return Array.from({ length: PHOTO_HASH_BANDS }, (_, band) => parseInt(hash.slice(band * digits, (band + 1) * digits), 16));
}

/** Every band value within PHOTO_BAND_RADIUS bits of `value` (itself first). */
export function bandNeighbours(value: number): number[] {
  const out = [value];
  for (let i = 0; i < PHOTO_BAND_BITS; i++) {
    out.push(value ^ (1 << i));
    for (let j = i + 1; j < PHOTO_BAND_BITS && PHOTO_BAND_RADIUS >= 2; j++) out.push(value ^ (1 << i) ^ (1 << j));
  }
  return out;
}

/** The number of bits in which two hashes differ. */
export function hammingDistance(a: string, b: string): number {
  let distance = 0;
  for (let i = 0; i < 16; i += 4) {
    let x = parseInt(a.slice(i, i + 4), 16) ^ parseInt(b.slice(i, i + 4), 16);
    while (x) {
      x &= x - 1;
      distance++;
    }
  }
  return distance;
}

export const isNearPhoto = (a: string, b: string): boolean => hammingDistance(a, b) <= NEAR_PHOTO_DISTANCE;
