import { describe, expect, it } from "vitest";
import { jpegBytes, pngBytes, vp8Chunk, vp8lChunk, vp8xChunk, webpFile } from "../../../tests/fixtures/listing-photo-bytes";
import { imageDimensions } from "./image-dimensions";

describe("imageDimensions", () => {
  it("reads PNG's IHDR", async () => {
    expect(imageDimensions(await pngBytes(300, 201), "png")).toEqual({ width: 300, height: 201 });
  });

  it("reads a JPEG's frame header after the Exif and ICC segments (and fill bytes)", () => {
    expect(imageDimensions(jpegBytes(2048, 1536), "jpeg")).toEqual({ width: 2048, height: 1536 });
    const filled = jpegBytes(640, 480, []);
    const withFill = new Uint8Array([...filled.subarray(0, 2), 0xff, ...filled.subarray(2)]);
    expect(imageDimensions(withFill, "jpeg")).toEqual({ width: 640, height: 480 });
  });

  it("reads WebP's VP8, VP8L and VP8X headers", () => {
    expect(imageDimensions(webpFile(vp8Chunk(1024, 683)), "webp")).toEqual({ width: 1024, height: 683 });
    expect(imageDimensions(webpFile(vp8lChunk(480, 320)), "webp")).toEqual({ width: 480, height: 320 });
    expect(imageDimensions(webpFile(vp8xChunk(4000, 3000, 0), vp8Chunk(4000, 3000)), "webp")).toEqual({ width: 4000, height: 3000 });
  });

  it("answers null for broken headers", async () => {
    expect(imageDimensions(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]), "jpeg")).toBeNull();
    expect(imageDimensions((await pngBytes(10, 10)).subarray(0, 20), "png")).toBeNull();
    const noStartCode = webpFile(vp8Chunk(300, 300));
    noStartCode[23] = 0;
    expect(imageDimensions(noStartCode, "webp")).toBeNull();
    expect(imageDimensions(jpegBytes(0, 300, []), "jpeg")).toBeNull();
  });
});
