import { describe, expect, it } from "vitest";
import { LISTING_MESSAGES as M } from "../../../domain/listings/listing-messages";
import { heicBytes, jpegBytes, pngBytes, vp8Chunk, webpFile } from "../../../tests/fixtures/listing-photo-bytes";
import { checkImage, checkUploadLength, UPLOAD_BODY_MAX } from "./upload-form";

describe("checkUploadLength", () => {
  it("needs a Content-Length of at most 15 MB plus 1 MiB", () => {
    expect(() => checkUploadLength(String(UPLOAD_BODY_MAX))).not.toThrow();
    for (const bad of [undefined, "", "abc", "-1", String(UPLOAD_BODY_MAX + 1)]) {
      expect(() => checkUploadLength(bad)).toThrow(expect.objectContaining({ code: "photo_too_big", message: M.photoTooBig }));
    }
  });
});

describe("checkImage", () => {
  it("answers the real format, the size and the stripped bytes", async () => {
    const checked = checkImage(jpegBytes(1600, 1200), "photo");
    expect(checked).toMatchObject({ format: "jpeg", width: 1600, height: 1200 });
    expect(checked.bytes.length).toBeLessThan(jpegBytes(1600, 1200).length);
    expect(checkImage(await pngBytes(200, 200), "photo")).toMatchObject({ format: "png", width: 200, height: 200 });
  });

  it("refuses HEIC, unknown bytes, small and huge photos with their Spanish messages", async () => {
    expect(() => checkImage(heicBytes(), "photo")).toThrow(expect.objectContaining({ code: "photo_heic", message: M.photoHeic }));
    expect(() => checkImage(new TextEncoder().encode("GIF89a"), "photo")).toThrow(
      expect.objectContaining({ code: "photo_type", message: M.photoType }),
    );
    const narrow = await pngBytes(199, 800);
    expect(() => checkImage(narrow, "photo")).toThrow(expect.objectContaining({ code: "photo_too_small", message: M.photoTooSmall }));
    expect(() => checkImage(webpFile(vp8Chunk(2049, 1000)), "photo")).toThrow(
      expect.objectContaining({ code: "photo_too_large", message: M.photoTooLarge }),
    );
    expect(() => checkImage(jpegBytes(800, 600).subarray(0, 40), "photo")).toThrow(
      expect.objectContaining({ code: "photo_broken", message: M.photoBroken }),
    );
  });

  it("a thumbnail may be smaller than a photo", () => {
    expect(checkImage(webpFile(vp8Chunk(120, 90)), "thumbnail")).toMatchObject({ width: 120, height: 90 });
  });
});
