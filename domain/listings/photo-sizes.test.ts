import { describe, expect, it } from "vitest";
import { PHOTO_LIMITS } from "./listing-limits";
import { fitWithin, photoSrcSet } from "./photo-sizes";

describe("fitWithin", () => {
  it("scales the long side down to the limit and keeps the proportions", () => {
    expect(fitWithin(4032, 3024, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3024, 4032, 2048)).toEqual({ width: 1536, height: 2048 });
    expect(fitWithin(4000, 3000, PHOTO_LIMITS.thumbSide)).toEqual({ width: 480, height: 360 });
    expect(fitWithin(1000, 333, 480)).toEqual({ width: 480, height: 160 });
  });

  it("never enlarges, and never answers zero", () => {
    expect(fitWithin(800, 600, 2048)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(2048, 2048, 2048)).toEqual({ width: 2048, height: 2048 });
    expect(fitWithin(10000, 1, 480)).toEqual({ width: 480, height: 1 });
  });
});

describe("photoSrcSet", () => {
  it("lists the thumbnail, the medium and the full photo with their widths, smallest first", () => {
    const photo = { url: "/media/a.webp", thumbnail_url: "/media/a-t.webp", medium_url: "/media/a-m.webp", width: 2048, height: 1536 };
    expect(photoSrcSet(photo)).toBe("/media/a-t.webp 480w, /media/a-m.webp 800w, /media/a.webp 2048w");
    // A portrait photo: its widths, not its long sides.
    expect(photoSrcSet({ ...photo, width: 1536, height: 2048 })).toBe("/media/a-t.webp 360w, /media/a-m.webp 600w, /media/a.webp 1536w");
  });

  it("a photo stored before the medium existed keeps its thumbnail and full size", () => {
    expect(photoSrcSet({ url: "/media/b.webp", thumbnail_url: "/media/b-t.webp", medium_url: null, width: 1200, height: 800 })).toBe(
      "/media/b-t.webp 480w, /media/b.webp 1200w",
    );
    // Without its pixel size: the seeded photos' 1200 × 800.
    expect(photoSrcSet({ url: "/media/c.webp", thumbnail_url: "/media/c-t.webp", medium_url: "/media/c-m.webp" })).toBe(
      "/media/c-t.webp 480w, /media/c-m.webp 800w, /media/c.webp 1200w",
    );
  });

  it("a small photo lists each width once; a photo of one size has no srcset", () => {
    expect(photoSrcSet({ url: "/media/d.webp", thumbnail_url: "/media/d-t.webp", medium_url: "/media/d-m.webp", width: 640, height: 480 })).toBe(
      "/media/d-t.webp 480w, /media/d-m.webp 640w",
    );
    expect(photoSrcSet({ url: "/media/e.webp" })).toBeUndefined();
    expect(photoSrcSet({ url: "/media/e.webp", thumbnail_url: "/media/e.webp" })).toBeUndefined();
  });
});
