import { describe, expect, it } from "vitest";
import { bandNeighbours, hammingDistance, isNearPhoto, NEAR_PHOTO_DISTANCE, PHOTO_BAND_BITS, PHOTO_BAND_RADIUS, photoHashBands } from "./photo-hash";

// The lookup's question: does some band of `b` lie within the radius of the same band of `a`?
const sharesABand = (a: string, b: string) => {
  const theirs = photoHashBands(b);
  return photoHashBands(a).some((value, band) => bandNeighbours(band, value).includes(theirs[band]!));
};

describe("photo hashes", () => {
  it("counts differing bits", () => {
    expect(hammingDistance("0000000000000000", "0000000000000000")).toBe(0);
    expect(hammingDistance("0000000000000000", "ffffffffffffffff")).toBe(64);
    expect(hammingDistance("8000000000000001", "0000000000000000")).toBe(2);
    expect(isNearPhoto("00000000000000ff", "0000000000000000")).toBe(true);
    expect(isNearPhoto("00000000000001ff", "0000000000000000")).toBe(false);
  });

  it("cuts a hash into bands of 22, 21 and 21 bits and refuses anything else", () => {
    expect(PHOTO_BAND_BITS).toEqual([22, 21, 21]);
    expect(photoHashBands("0000000000000000")).toEqual([0, 0, 0]);
    expect(photoHashBands("ffffffffffffffff")).toEqual([2 ** 22 - 1, 2 ** 21 - 1, 2 ** 21 - 1]);
    // 0001ffff8000abcd: 0000 0000 0000 0001 1111 11 | 11 1111 1111 1000 0000 000 | 0 0000 1010 1011 1100 1101
    expect(photoHashBands("0001ffff8000abcd")).toEqual([0b1111111, 0b111111111110000000000, 0xabcd]);
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
      expect(sharesABand(base, other)).toBe(true);
    }
  });

  it("finds every hash within the distance, wherever its bits differ, and none farther through a band alone", () => {
    // Random hashes and random sets of up to NEAR_PHOTO_DISTANCE bits: the pigeonhole holds for any.
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 2000; run++) {
      const base = Array.from({ length: 16 }, () => Math.floor(random() * 16).toString(16)).join("");
      const bits = new Set<number>();
      const count = 1 + Math.floor(random() * NEAR_PHOTO_DISTANCE);
      while (bits.size < count) bits.add(Math.floor(random() * 64));
      let n = BigInt("0x" + base);
      for (const b of bits) n ^= 1n << BigInt(b);
      const other = n.toString(16).padStart(16, "0");
      expect(sharesABand(base, other), `${base} ${other}`).toBe(true);
    }
    // Three flips in every band (9 bits): no band within the radius.
    expect(sharesABand("0000000000000000", (7n | (7n << 21n) | (7n << 42n)).toString(16).padStart(16, "0"))).toBe(false);
  });

  it("lists each value within the radius once", () => {
    expect(PHOTO_BAND_RADIUS).toBe(2);
    const wide = bandNeighbours(0, 0x123456);
    expect(wide).toHaveLength(1 + 22 + 231);
    expect(new Set(wide).size).toBe(wide.length);
    const narrow = bandNeighbours(2, 0x12345);
    expect(narrow).toHaveLength(1 + 21 + 210);
    expect(new Set(narrow).size).toBe(narrow.length);
    expect(Math.max(...narrow)).toBeLessThan(2 ** 21);
  });
});
