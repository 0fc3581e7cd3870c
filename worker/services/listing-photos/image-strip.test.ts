import { describe, expect, it } from "vitest";
import {
  concatBytes,
  EXIF_GPS_APP1,
  ICC_APP2,
  includesBytes,
  JFIF_APP0,
  jpegBytes,
  pngBytes,
  pngChunk,
  riffChunk,
  segment,
  vp8Chunk,
  vp8xChunk,
  VP8X_EXIF,
  VP8X_XMP,
  webpFile,
  webpWithMetadata,
  XMP_APP1,
} from "../../../tests/fixtures/listing-photo-bytes";
import { imageDimensions } from "./image-dimensions";
import { stripImageMetadata } from "./image-strip";

const text = (s: string) => new TextEncoder().encode(s);

// The APPn segments a phone writes besides Exif: MPF's index of the further images after
// EOI, Photoshop/IPTC with a place name, a JPEG comment; and the Adobe colour transform.
const MPF_APP2 = segment(0xe2, concatBytes(text("MPF\0"), text("MM"), new Uint8Array([0, 42, 0, 0, 0, 8]), new Uint8Array(20)));
const IPTC_APP13 = segment(0xed, text("Photoshop 3.0\x008BIM\x04\x04 City: Ciudad de México, Roma Norte"));
const COMMENT = segment(0xfe, text("Calle Orizaba 101, Roma Norte"));
const ADOBE_APP14 = segment(0xee, concatBytes(text("Adobe"), new Uint8Array([0, 100, 0, 0, 0, 0, 1])));
const GPS_MARKERS = ["Exif", "GPSLatitude", "Roma Norte", "MPF", "Photoshop", "http://ns.adobe.com/xap"];
const hasNoMetadata = (bytes: Uint8Array) => GPS_MARKERS.every((marker) => !includesBytes(bytes, marker));
const EOI = new Uint8Array([0xff, 0xd9]);

describe("stripImageMetadata: JPEG", () => {
  it("removes the Exif APP1 with its GPS position, the XMP APP1 and JFIF, keeps ICC, the frame and the scan", () => {
    const original = jpegBytes(800, 600, [EXIF_GPS_APP1, XMP_APP1, ICC_APP2]);
    expect(includesBytes(original, "Exif")).toBe(true);
    const stripped = stripImageMetadata(original, "jpeg")!;
    expect(hasNoMetadata(stripped)).toBe(true);
    expect(includesBytes(stripped, new Uint8Array([0xff, 0xe1]))).toBe(false);
    expect(includesBytes(stripped, "JFIF")).toBe(false);
    expect(includesBytes(stripped, ICC_APP2)).toBe(true);
    expect(stripped.length).toBe(original.length - EXIF_GPS_APP1.length - XMP_APP1.length - JFIF_APP0.length);
    expect(imageDimensions(stripped, "jpeg")).toEqual({ width: 800, height: 600 });
    // The scan (with its stuffed FF00) and EOI are untouched.
    expect([...stripped.subarray(-8)]).toEqual([0x12, 0x34, 0xff, 0x00, 0x56, 0x78, 0xff, 0xd9]);
  });

  it("drops a trailing image after EOI with its own Exif and GPS, and the MPF index that points at it", () => {
    // As a phone writes it: the photo with Exif and MPF, then a second JPEG (the preview) with
    // its own Exif GPS position after the first EOI.
    const photo = jpegBytes(4032, 3024, [EXIF_GPS_APP1, MPF_APP2, ICC_APP2]);
    const trailing = jpegBytes(1920, 1440, [EXIF_GPS_APP1, XMP_APP1]);
    const original = concatBytes(photo, trailing);
    const stripped = stripImageMetadata(original, "jpeg")!;
    expect(hasNoMetadata(stripped)).toBe(true);
    expect(stripped).toEqual(stripImageMetadata(jpegBytes(4032, 3024, [ICC_APP2]), "jpeg"));
    expect(stripped.length).toBe(photo.length - EXIF_GPS_APP1.length - MPF_APP2.length - JFIF_APP0.length);
    expect([...stripped.subarray(-2)]).toEqual([...EOI]);
    expect(imageDimensions(stripped, "jpeg")).toEqual({ width: 4032, height: 3024 });
  });

  it("drops IPTC, comments and every other APPn, keeps the Adobe colour transform", () => {
    const original = jpegBytes(640, 480, [IPTC_APP13, COMMENT, ADOBE_APP14, segment(0xe5, text("Samsung position"))]);
    const stripped = stripImageMetadata(original, "jpeg")!;
    expect(hasNoMetadata(stripped)).toBe(true);
    expect(includesBytes(stripped, "Samsung")).toBe(false);
    expect(includesBytes(stripped, ADOBE_APP14)).toBe(true);
    expect(stripped.length).toBe(original.length - IPTC_APP13.length - COMMENT.length - JFIF_APP0.length - 4 - 16);
  });

  it("keeps every scan of a progressive JPEG, with the tables and restart markers between them", () => {
    const dqt = segment(0xdb, concatBytes(new Uint8Array([0]), new Uint8Array(64).fill(1)));
    const sof2 = segment(0xc2, new Uint8Array([8, 0, 100, 0, 200, 1, 1, 0x11, 0]));
    const dht = (id: number) => segment(0xc4, concatBytes(new Uint8Array([id, 1]), new Uint8Array(15), new Uint8Array([0])));
    const dri = segment(0xdd, new Uint8Array([0, 4]));
    const sos = segment(0xda, new Uint8Array([1, 1, 0, 0, 0, 0]));
    const scan1 = new Uint8Array([0xaa, 0xff, 0x00, 0xbb, 0xff, 0xd0, 0xcc, 0xff, 0xff, 0xd1, 0xdd]);
    const scan2 = new Uint8Array([0x11, 0xff, 0x00, 0x22]);
    const image = [dqt, sof2, dri, dht(0), sos, scan1, dht(0x10), sos, scan2];
    const soi = new Uint8Array([0xff, 0xd8]);
    const original = concatBytes(soi, JFIF_APP0, EXIF_GPS_APP1, ...image.slice(0, 5), scan1, COMMENT, ...image.slice(6), EOI);
    const stripped = stripImageMetadata(original, "jpeg")!;
    expect(stripped).toEqual(concatBytes(soi, ...image, EOI));
    expect(imageDimensions(stripped, "jpeg")).toEqual({ width: 200, height: 100 });
  });

  it("leaves a JPEG that has only what it needs as it was, and refuses a broken one", () => {
    const clean = stripImageMetadata(jpegBytes(300, 300, [ICC_APP2]), "jpeg")!;
    expect(stripImageMetadata(clean, "jpeg")).toEqual(clean);
    expect(stripImageMetadata(clean.subarray(0, 30), "jpeg")).toBeNull();
    // A scan cut short, before any marker ends it.
    expect(stripImageMetadata(clean.subarray(0, clean.length - 2), "jpeg")).toBeNull();
    expect(stripImageMetadata(clean.subarray(2), "jpeg")).toBeNull();
  });
});

describe("stripImageMetadata: PNG", () => {
  it("drops eXIf, tEXt, iTXt, zTXt, tIME and other chunks, keeps the colour chunks in order", async () => {
    const gama = pngChunk("gAMA", new Uint8Array([0, 0, 0xb1, 0x8f]));
    const iccp = pngChunk("iCCP", concatBytes(text("sRGB\0\0"), new Uint8Array([0x78, 0x9c, 3, 0, 0, 0, 0, 1])));
    const clean = await pngBytes(300, 300, [gama, iccp]);
    const meta = [
      pngChunk("eXIf", EXIF_GPS_APP1.subarray(10)),
      gama,
      pngChunk("tEXt", text("Location\0Roma Norte")),
      pngChunk("iTXt", text("XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta/>")),
      iccp,
      pngChunk("zTXt", text("Comment\0\0x")),
      pngChunk("tIME", new Uint8Array([0x07, 0xea, 11, 28, 8, 0, 0])),
      pngChunk("pHYs", new Uint8Array([0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1])),
      pngChunk("gpSi", text("19.4187,-99.1617")),
    ];
    const original = await pngBytes(300, 300, meta);
    const stripped = stripImageMetadata(original, "png")!;
    expect(stripped).toEqual(clean);
    expect(hasNoMetadata(stripped)).toBe(true);
    expect(includesBytes(stripped, "tIME")).toBe(false);
    expect(includesBytes(stripped, "19.4187")).toBe(false);
  });

  it("drops a trailing image after IEND with its Exif", async () => {
    const clean = await pngBytes(120, 80);
    const original = concatBytes(clean, jpegBytes(800, 600, [EXIF_GPS_APP1]));
    const stripped = stripImageMetadata(original, "png")!;
    expect(stripped).toEqual(clean);
    expect(hasNoMetadata(stripped)).toBe(true);
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

describe("stripImageMetadata: WebP, beyond EXIF and XMP", () => {
  it("keeps the ICC profile, drops unknown chunks and anything after the RIFF", () => {
    const iccp = riffChunk("ICCP", text("profile-bytes"));
    const clean = webpFile(vp8xChunk(640, 480, 0x20), iccp, vp8Chunk(640, 480));
    const original = concatBytes(
      webpFile(
        vp8xChunk(640, 480, 0x20 | VP8X_EXIF),
        iccp,
        vp8Chunk(640, 480),
        riffChunk("EXIF", EXIF_GPS_APP1.subarray(10)),
        riffChunk("LOCA", text("Roma Norte")),
      ),
      jpegBytes(800, 600, [EXIF_GPS_APP1]),
    );
    const stripped = stripImageMetadata(original, "webp")!;
    expect(stripped).toEqual(clean);
    expect(hasNoMetadata(stripped)).toBe(true);
    expect(imageDimensions(stripped, "webp")).toEqual({ width: 640, height: 480 });
  });
});
