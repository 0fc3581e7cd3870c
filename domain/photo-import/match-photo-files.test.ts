import { describe, expect, it } from "vitest";
import { fileStem, isPhotoFile, photoMatcher } from "./match-photo-files";

const LISTINGS = [
  { id: "abc123def45678", source_id: "EB-1234" },
  { id: "k2m9x0q1w8e7r6", source_id: "EB-12" },
  { id: "p0o9i8u7y6t5r4", source_id: "EB-123" },
  { id: "z1x2c3v4b5n6m7", source_id: null },
  { id: "casa-roma-0001", source_id: "Roma Norte 7" },
];
const match = photoMatcher(LISTINGS);

describe("photoMatcher", () => {
  it("reads the source id and the order number after a separator", () => {
    expect(match("EB-1234_03.jpg")).toEqual({ listingId: "abc123def45678", order: 3 });
    expect(match("EB-1234-1.webp")).toEqual({ listingId: "abc123def45678", order: 1 });
    expect(match("EB-1234 12.png")).toEqual({ listingId: "abc123def45678", order: 12 });
    expect(match("EB-1234.3.jpeg")).toEqual({ listingId: "abc123def45678", order: 3 });
  });

  it("reads the listing's own id the same way", () => {
    expect(match("z1x2c3v4b5n6m7-1.webp")).toEqual({ listingId: "z1x2c3v4b5n6m7", order: 1 });
    expect(match("z1x2c3v4b5n6m7.jpg")).toEqual({ listingId: "z1x2c3v4b5n6m7", order: null });
  });

  it("takes digits right after the id as the order", () => {
    expect(match("EB-123403.jpg")).toEqual({ listingId: "abc123def45678", order: 3 });
  });

  it("gives an ambiguous prefix to the longest id that matches", () => {
    expect(match("EB-123_01.jpg")).toEqual({ listingId: "p0o9i8u7y6t5r4", order: 1 });
    expect(match("EB-12_01.jpg")).toEqual({ listingId: "k2m9x0q1w8e7r6", order: 1 });
    expect(match("EB-1234_01.jpg")).toEqual({ listingId: "abc123def45678", order: 1 });
    // EB-12 then "5": no EB-125, so it is EB-12's 5th photo.
    expect(match("EB-125.jpg")).toEqual({ listingId: "k2m9x0q1w8e7r6", order: 5 });
  });

  it("does not take an id that is only the start of another one", () => {
    // "EB-1235_1": EB-123 followed by "5_1" is neither digits alone nor a separator.
    expect(match("EB-1235_1.jpg")).toBeNull();
    expect(match("EB-12a.jpg")).toBeNull();
    expect(match("EB-9_1.jpg")).toBeNull();
  });

  it("ignores case, extensions and text after a separator", () => {
    expect(match("eb-1234_02.JPG")).toEqual({ listingId: "abc123def45678", order: 2 });
    expect(match("EB-1234.HEIC")).toEqual({ listingId: "abc123def45678", order: null });
    expect(match("EB-1234 cocina.jpg")).toEqual({ listingId: "abc123def45678", order: null });
    expect(match("EB-1234_2_cocina.jpg")).toEqual({ listingId: "abc123def45678", order: 2 });
    expect(match("EB-1234 (4).jpg")).toEqual({ listingId: "abc123def45678", order: 4 });
    expect(match("EB-1234")).toEqual({ listingId: "abc123def45678", order: null });
    expect(match("roma norte 7_2.png")).toEqual({ listingId: "casa-roma-0001", order: 2 });
  });

  it("reads the name without its folders, and falls back to the folder's name", () => {
    expect(match("fotos/EB-1234_05.jpg")).toEqual({ listingId: "abc123def45678", order: 5 });
    expect(match("fotos/EB-123/sala.jpg")).toEqual({ listingId: "p0o9i8u7y6t5r4", order: null });
    expect(match("fotos/varias/sala.jpg")).toBeNull();
  });

  it("prefers the listing's id when another listing's source id is the same text", () => {
    const m = photoMatcher([
      { id: "aaaaaaaaaaaaaa", source_id: "bbbbbbbbbbbbbb" },
      { id: "bbbbbbbbbbbbbb", source_id: null },
    ]);
    expect(m("BBBBBBBBBBBBBB_1.jpg")).toEqual({ listingId: "bbbbbbbbbbbbbb", order: 1 });
  });

  it("matches nothing with no listings", () => {
    expect(photoMatcher([])("EB-1234_1.jpg")).toBeNull();
  });
});

describe("fileStem and isPhotoFile", () => {
  it("drops folders and the extension", () => {
    expect(fileStem("a/b/EB-1_1.Jpg")).toBe("eb-1_1");
    expect(fileStem("C:\\fotos\\X.png")).toBe("x");
  });
  it("keeps photos and leaves other files out", () => {
    expect(isPhotoFile({ name: "a.jpg", type: "" })).toBe(true);
    expect(isPhotoFile({ name: "a.heic", type: "" })).toBe(true);
    expect(isPhotoFile({ name: "scan", type: "image/png" })).toBe(true);
    expect(isPhotoFile({ name: ".DS_Store", type: "" })).toBe(false);
    expect(isPhotoFile({ name: "lista.xlsx", type: "application/vnd.ms-excel" })).toBe(false);
  });
});
