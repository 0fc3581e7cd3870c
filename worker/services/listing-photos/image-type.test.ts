import { describe, expect, it } from "vitest";
import { avifBytes, heicBytes, jpegBytes, pngBytes, vp8Chunk, webpFile } from "../../../tests/fixtures/listing-photo-bytes";
import { sniffImageType } from "./image-type";

const bytesOf = (s: string) => new TextEncoder().encode(s);

describe("sniffImageType", () => {
  it("knows JPEG, PNG and WebP by their first bytes", async () => {
    expect(sniffImageType(jpegBytes(300, 200))).toBe("jpeg");
    expect(sniffImageType(await pngBytes(4, 4))).toBe("png");
    expect(sniffImageType(webpFile(vp8Chunk(300, 200)))).toBe("webp");
  });

  it("calls HEIC/HEIF what it is, whatever the name says", () => {
    expect(sniffImageType(heicBytes())).toBe("heic");
    const mif1 = heicBytes();
    mif1.set(bytesOf("mif1"), 8);
    expect(sniffImageType(mif1)).toBe("heic");
    // A major brand we do not list, with heic among the compatible brands.
    const compatible = heicBytes();
    compatible.set(bytesOf("isom"), 8);
    expect(sniffImageType(compatible)).toBe("heic");
  });

  it("refuses text, AVIF (mif1 only as a compatible brand), truncated headers and nothing", () => {
    expect(sniffImageType(bytesOf("hola, esto no es una foto"))).toBeNull();
    expect(sniffImageType(avifBytes())).toBeNull();
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(bytesOf("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(sniffImageType(new Uint8Array(0))).toBeNull();
  });
});
