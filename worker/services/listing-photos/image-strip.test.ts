import { describe, expect, it } from "vitest";
import {
  EXIF_GPS_APP1,
  ICC_APP2,
  includesBytes,
  jpegBytes,
  pngBytes,
  pngChunk,
  vp8Chunk,
  VP8X_EXIF,
  VP8X_XMP,
  webpFile,
  webpWithMetadata,
  XMP_APP1,
} from "../../../tests/fixtures/listing-photo-bytes";
import { imageDimensions } from "./image-dimensions";
import { stripImageMetadata } from "./image-strip";

const text = (s: string) => new TextEncoder().encode(s);

describe("stripImageMetadata: JPEG", () => {
  it("removes the Exif APP1 with its GPS position and the XMP APP1, keeps ICC, the frame and the scan", () => {
    const original = jpegBytes(800, 600, [EXIF_GPS_APP1, XMP_APP1, ICC_APP2]);
    expect(includesBytes(original, "Exif")).toBe(true);
    const stripped = stripImageMetadata(original, "jpeg")!;
    expect(includesBytes(stripped, "Exif")).toBe(false);
    expect(includesBytes(stripped, "GPSLatitude")).toBe(false);
    expect(includesBytes(stripped, new Uint8Array([0xff, 0xe1]))).toBe(false);
    expect(includesBytes(stripped, ICC_APP2)).toBe(true);
    expect(stripped.length).toBe(original.length - EXIF_GPS_APP1.length - XMP_APP1.length);
    expect(imageDimensions(stripped, "jpeg")).toEqual({ width: 800, height: 600 });
    // The scan (with its stuffed FF00) and EOI are untouched.
    expect([...stripped.subarray(-8)]).toEqual([0x12, 0x34, 0xff, 0x00, 0x56, 0x78, 0xff, 0xd9]);
  });

  it("leaves a JPEG without metadata as it was, and refuses a broken one", () => {
    const clean = jpegBytes(300, 300, []);
    expect(stripImageMetadata(clean, "jpeg")).toEqual(clean);
    expect(stripImageMetadata(clean.subarray(0, 30), "jpeg")).toBeNull();
  });
});

describe("stripImageMetadata: PNG", () => {
  it("drops eXIf, tEXt, iTXt and zTXt, keeps the rest in order", async () => {
    const clean = await pngBytes(300, 300);
    const meta = [
      pngChunk("eXIf", EXIF_GPS_APP1.subarray(10)),
      pngChunk("tEXt", text("Location\0Roma Norte")),
      pngChunk("iTXt", text("XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta/>")),
      pngChunk("zTXt", text("Comment\0\0x")),
    ];
    const original = await pngBytes(300, 300, meta);
    const stripped = stripImageMetadata(original, "png")!;
    expect(stripped).toEqual(clean);
    expect(includesBytes(stripped, "Roma Norte")).toBe(false);
  });

  it("refuses a PNG cut short", async () => {
    const png = await pngBytes(300, 300);
    expect(stripImageMetadata(png.subarray(0, png.length - 20), "png")).toBeNull();
  });
});

describe("stripImageMetadata: WebP", () => {
  it("drops EXIF and XMP chunks, clears their VP8X flags and fixes the RIFF size", () => {
    const original = webpWithMetadata(1200, 900);
    expect(original[20] & (VP8X_EXIF | VP8X_XMP)).toBe(VP8X_EXIF | VP8X_XMP);
    const stripped = stripImageMetadata(original, "webp")!;
    expect(includesBytes(stripped, "EXIF")).toBe(false);
    expect(includesBytes(stripped, "XMP ")).toBe(false);
    expect(includesBytes(stripped, "GPSLatitude")).toBe(false);
    expect(stripped[20] & (VP8X_EXIF | VP8X_XMP)).toBe(0);
    expect(new DataView(stripped.buffer).getUint32(4, true)).toBe(stripped.length - 8);
    expect(imageDimensions(stripped, "webp")).toEqual({ width: 1200, height: 900 });
  });

  it("keeps a simple WebP byte for byte", () => {
    const simple = webpFile(vp8Chunk(500, 400));
    expect(stripImageMetadata(simple, "webp")).toEqual(simple);
  });
});
