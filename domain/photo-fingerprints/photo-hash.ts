// A photo's fingerprint: a 64-bit perceptual hash written as 16 lowercase hex digits.
// Two photos are "the same photo" (resized, recompressed, slightly cropped) when their
// hashes differ in at most NEAR_PHOTO_DISTANCE bits.
export const NEAR_PHOTO_DISTANCE = 8;

/** 16 lowercase hex digits. */
export const PHOTO_HASH_PATTERN = /^[0-9a-f]{16}$/;

/**
 * The banded index (multi-index hashing): the 64 bits cut into PHOTO_BAND_BITS.length bands
 * (22, 21 and 21 bits, most significant first). Two hashes within NEAR_PHOTO_DISTANCE bits
 * (8) differ, by pigeonhole, in at most PHOTO_BAND_RADIUS (2) bits of at least one band
 * (three bands of 3 or more would make 9), so a lookup reads only the rows whose band value
 * lies within that radius of the photo's own in the same band: 254 + 232 + 232 values, each
 * holding about 1 / 2^21 of the photos (four 16-bit bands read 548 values of 1 / 2^16 each,
 * 30 times the rows; nine 7-bit bands need no radius but each value holds 1 / 128).
 */
export const PHOTO_BAND_BITS = [22, 21, 21] as const;
export const PHOTO_BAND_RADIUS = Math.floor(NEAR_PHOTO_DISTANCE / PHOTO_BAND_BITS.length);

/** The hash's bands, most significant first: one number of PHOTO_BAND_BITS[band] bits each. */
export function photoHashBands(hash: string): number[] {
  if (!PHOTO_HASH_PATTERN.test(hash)) throw new Error("not a photo hash");
  let rest = BigInt(`0x${hash}`);
  const bands: number[] = [];
  for (let band = PHOTO_BAND_BITS.length - 1; band >= 0; band--) {
    const bits = BigInt(PHOTO_BAND_BITS[band]!);
    bands.unshift(Number(rest & ((1n << bits) - 1n)));
    rest >>= bits;
  }
  return bands;
}

/** Every value of band `band` within PHOTO_BAND_RADIUS bits of `value` (itself first). */
export function bandNeighbours(band: number, value: number): number[] {
  const bits = PHOTO_BAND_BITS[band]!;
  const out = [value];
  for (let i = 0; i < bits; i++) {
    out.push(value ^ (1 << i));
    for (let j = i + 1; j < bits && PHOTO_BAND_RADIUS >= 2; j++) out.push(value ^ (1 << i) ^ (1 << j));
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
