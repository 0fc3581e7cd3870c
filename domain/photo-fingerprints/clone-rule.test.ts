import { describe, expect, it } from "vitest";
import { copiedListings, type OtherPhoto, type OwnPhoto } from "./clone-rule";

// A hash with these bits flipped from a base.
const flip = (base: string, bits: number[]) => {
  let n = BigInt("0x" + base);
  for (const b of bits) n ^= 1n << BigInt(b);
  return n.toString(16).padStart(16, "0");
};

const KITCHEN = "0123456789abcdef";
const BEDROOM = "f0e1d2c3b4a59687";
const FACADE = "13579bdf02468ace";
const UNRELATED = "fedcba9876543210";

const own = (photos: [string, string, boolean][]): OwnPhoto[] =>
  photos.map(([imageId, hash, isMain]) => ({ imageId, hash, isMain, createdAt: 2_000 }));
const other = (propertyId: string, imageId: string, hash: string, createdAt = 1_000, comparable = true): OtherPhoto => ({
  imageId,
  propertyId,
  hash,
  createdAt,
  comparable,
});

describe("the clone rule", () => {
  it("two of its photos near another listing's photos: a copy, with its pairs", () => {
    const mine = own([
      ["a", flip(KITCHEN, [1, 9, 40]), false],
      ["b", flip(BEDROOM, [3, 60, 61, 62, 63, 20, 21, 22]), false],
      ["c", UNRELATED, true],
    ]);
    const result = copiedListings(mine, [other("orig", "k", KITCHEN), other("orig", "r", BEDROOM), other("orig", "f", FACADE)]);
    expect(result).toEqual([
      {
        propertyId: "orig",
        pairs: [
          { imageId: "a", otherImageId: "k", distance: 3 },
          { imageId: "b", otherImageId: "r", distance: 8 },
        ],
      },
    ]);
  });

  it("one photo is enough when it is the main one; one other photo is not", () => {
    const main = own([
      ["a", KITCHEN, true],
      ["b", UNRELATED, false],
    ]);
    expect(copiedListings(main, [other("orig", "k", flip(KITCHEN, [0]))]).map((c) => c.propertyId)).toEqual(["orig"]);
    const notMain = own([
      ["a", KITCHEN, false],
      ["b", UNRELATED, true],
    ]);
    expect(copiedListings(notMain, [other("orig", "k", KITCHEN)])).toEqual([]);
  });

  it("one own photo matching two of the other's photos counts once", () => {
    const mine = own([
      ["a", KITCHEN, false],
      ["b", UNRELATED, true],
    ]);
    expect(copiedListings(mine, [other("orig", "k1", KITCHEN), other("orig", "k2", flip(KITCHEN, [7]))])).toEqual([]);
  });

  it("nine bits apart is another photo", () => {
    const mine = own([
      ["a", flip(KITCHEN, [0, 1, 2, 3, 4, 5, 6, 7, 8]), true],
      ["b", flip(BEDROOM, [0, 1, 2, 3, 4, 5, 6, 7, 8]), false],
    ]);
    expect(copiedListings(mine, [other("orig", "k", KITCHEN), other("orig", "r", BEDROOM)])).toEqual([]);
  });

  it("a photo stored after this listing's is not the one it copied", () => {
    const mine = own([
      ["a", KITCHEN, true],
      ["b", BEDROOM, false],
    ]);
    expect(copiedListings(mine, [other("later", "k", KITCHEN, 3_000), other("later", "r", BEDROOM, 2_000)])).toEqual([]);
  });

  it("a photo its own advertiser stored first is theirs, whoever copied it since", () => {
    const mine = own([
      ["a", KITCHEN, true],
      ["b", BEDROOM, false],
    ]);
    const copier = [other("copier", "k", flip(KITCHEN, [2]), 1_500), other("copier", "r", flip(BEDROOM, [2]), 1_500)];
    const theirsFirst = [other("mine-before", "k0", KITCHEN, 500, false), other("mine-before", "r0", BEDROOM, 500, false)];
    expect(copiedListings(mine, [...copier, ...theirsFirst])).toEqual([]);
    // Stored by its advertiser only after another advertiser had it: still a copy.
    const theirsLater = [other("mine-later", "k0", KITCHEN, 1_800, false), other("mine-later", "r0", BEDROOM, 1_800, false)];
    expect(copiedListings(mine, [...copier, ...theirsLater]).map((c) => c.propertyId)).toEqual(["copier"]);
  });

  it("several copied listings: the most matched first", () => {
    const mine = own([
      ["a", KITCHEN, true],
      ["b", BEDROOM, false],
      ["c", FACADE, false],
    ]);
    const result = copiedListings(mine, [
      other("one", "k", KITCHEN),
      other("three", "k3", KITCHEN),
      other("three", "r3", BEDROOM),
      other("three", "f3", FACADE),
    ]);
    expect(result.map((c) => [c.propertyId, c.pairs.length])).toEqual([
      ["three", 3],
      ["one", 1],
    ]);
  });
});
