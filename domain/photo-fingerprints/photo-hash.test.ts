import { describe, expect, it } from "vitest";
import { bandNeighbours, hammingDistance, isNearPhoto, NEAR_PHOTO_DISTANCE, PHOTO_BAND_RADIUS, photoHashBands } from "./photo-hash";

describe("photo hashes", () => {
  it("counts differing bits", () => {
    expect(hammingDistance("0000000000000000", "0000000000000000")).toBe(0);
    expect(hammingDistance("0000000000000000", "ffffffffffffffff")).toBe(64);
    expect(hammingDistance("8000000000000001", "0000000000000000")).toBe(2);
    expect(isNearPhoto("00000000000000ff", "0000000000000000")).toBe(true);
    expect(isNearPhoto("00000000000001ff", "0000000000000000")).toBe(false);
  });

  it("cuts a hash into four 16-bit bands and refuses anything else", () => {
    expect(photoHashBands("0001ffff8000abcd")).toEqual([0x0001, 0xffff, 0x8000, 0xabcd]);
    expect(() => photoHashBands("xyz")).toThrow();
    expect(() => photoHashBands("0001FFFF8000ABCD")).toThrow();
  });

  it("finds every near hash through some band within the radius", () => {
    // Flip NEAR_PHOTO_DISTANCE bits spread over every band: some band still holds ≤ radius flips.
    const base = "0123456789abcdef";
    const flipped = (bits: number[]) => {
      let n = BigInt("0x" + base);
      for (const b of bits) n ^= 1n << BigInt(b);
      return n.toString(16).padStart(16, "0");
    };
    for (const bits of [
      [0, 1, 16, 17, 32, 33, 48, 49],
      [0, 1, 2, 16, 17, 18, 32, 33],
      [5, 21, 37, 53, 6, 22, 38, 54],
    ]) {
      const other = flipped(bits);
      expect(hammingDistance(base, other)).toBe(NEAR_PHOTO_DISTANCE);
      const a = photoHashBands(base);
      const b = photoHashBands(other);
      expect(a.some((value, band) => bandNeighbours(value).includes(b[band]!))).toBe(true);
    }
  });

  it("lists each value within the radius once", () => {
    const values = bandNeighbours(0x1234);
    expect(PHOTO_BAND_RADIUS).toBe(2);
    expect(values).toHaveLength(1 + 16 + 120);
    expect(new Set(values).size).toBe(values.length);
  });
});
