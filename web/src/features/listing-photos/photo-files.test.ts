import { describe, expect, it } from "vitest";
import { PHOTO_LIMITS } from "@domain/listings/listing-limits";
import { LISTING_MESSAGES } from "@domain/listings/listing-messages";
import type { ListingPhoto } from "@domain/listings/my-listing";
import { decodeFailureMessage, isHeicFile, moveId, photoCountLabel, refuseAfterDecode, refuseBeforeDecode, sortPhotos } from "./photo-files";

describe("file checks", () => {
  it("knows HEIC by type or name", () => {
    expect(isHeicFile({ name: "IMG_0001.HEIC", type: "" })).toBe(true);
    expect(isHeicFile({ name: "foto", type: "image/heif" })).toBe(true);
    expect(isHeicFile({ name: "foto.jpg", type: "image/jpeg" })).toBe(false);
    expect(decodeFailureMessage({ name: "IMG_0001.heic", type: "image/heic" })).toBe(LISTING_MESSAGES.photoHeic);
    expect(decodeFailureMessage({ name: "rota.jpg", type: "image/jpeg" })).toBe(LISTING_MESSAGES.photoBroken);
  });

  it("refuses files over 15 MB and photos under 200 px a side", () => {
    expect(refuseBeforeDecode({ size: PHOTO_LIMITS.maxBytes })).toBeNull();
    expect(refuseBeforeDecode({ size: PHOTO_LIMITS.maxBytes + 1 })).toBe(LISTING_MESSAGES.photoTooBig);
    expect(refuseAfterDecode(200, 200)).toBeNull();
    expect(refuseAfterDecode(1200, 199)).toBe(LISTING_MESSAGES.photoTooSmall);
  });
});

describe("ordering", () => {
  const photo = (id: string, display_order: number, is_main = false) => ({ id, display_order, is_main }) as ListingPhoto;

  it("shows the main photo first, then by display order", () => {
    expect(sortPhotos([photo("a", 0), photo("b", 2), photo("c", 1, true)]).map((p) => p.id)).toEqual(["c", "a", "b"]);
  });

  it("moves an id to a position", () => {
    expect(moveId(["a", "b", "c", "d"], "c", 0)).toEqual(["c", "a", "b", "d"]);
    expect(moveId(["a", "b", "c", "d"], "a", 3)).toEqual(["b", "c", "d", "a"]);
  });

  it("counts photos", () => {
    expect(photoCountLabel(3)).toBe("3 de 25 fotos");
    expect(photoCountLabel(3, "en")).toBe("3 of 25 photos");
  });
});
