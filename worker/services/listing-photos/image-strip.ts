import { ascii, type PhotoFormat } from "./image-type";

// Keeps only what is needed to draw the image and drops everything else: Exif (with its GPS
// position), XMP, IPTC, comments, text chunks, timestamps, thumbnails and anything written
// after the image's end (a second, trailing image can carry its own Exif and GPS). Colour
// information is kept on purpose (ICC profiles, the Adobe colour transform, PNG's gamma and
// chromaticities) so a photo looks the same. Returns null when the file's structure is broken.
export function stripImageMetadata(bytes: Uint8Array, format: PhotoFormat): Uint8Array<ArrayBuffer> | null {
  if (format === "jpeg") return stripJpeg(bytes);
  if (format === "png") return stripPng(bytes);
  return stripWebp(bytes);
}

const concat = (parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

// JPEG: from SOI to the first EOI, keeps the segments a decoder reads (tables, frames, scans
// with their entropy-coded data and restart markers) and of the APPn segments only two, for
// colour: APP2 "ICC_PROFILE" (the colour profile) and APP14 "Adobe" (whether the channels
// are RGB/CMYK or YCbCr/YCCK). Every other APPn (JFIF and its thumbnail, Exif, XMP, MPF's
// index of further images, IPTC …), every COM, and all bytes after EOI are dropped.
const APP0 = 0xe0;
const APP15 = 0xef;
const COM = 0xfe;
const SOS = 0xda;
const EOI = 0xd9;
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

function keepsAppSegment(bytes: Uint8Array, marker: number, dataStart: number, end: number): boolean {
  if (marker === 0xe2) return ascii(bytes, dataStart, Math.min(12, end - dataStart)) === "ICC_PROFILE\0";
  if (marker === 0xee) return ascii(bytes, dataStart, Math.min(5, end - dataStart)) === "Adobe";
  return false;
}

// Where a scan's entropy-coded data ends: the first marker that is not a stuffed FF00, a
// restart marker or fill.
function scanDataEnd(bytes: Uint8Array, from: number): number | null {
  for (let i = from; i + 1 < bytes.length; i++) {
    if (bytes[i] !== 0xff) continue;
    const next = bytes[i + 1];
    if (next === 0x00 || isRestart(next)) i++;
    else if (next !== 0xff) return i;
  }
  return null;
}

function stripJpeg(bytes: Uint8Array): Uint8Array<ArrayBuffer> | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let offset = 2;
  while (offset + 2 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === EOI) {
      parts.push(bytes.subarray(offset, offset + 2));
      return concat(parts);
    }
    if (marker === 0x01 || isRestart(marker)) {
      parts.push(bytes.subarray(offset, offset + 2));
      offset += 2;
      continue;
    }
    if (offset + 4 > bytes.length) return null;
    const end = offset + 2 + view.getUint16(offset + 2);
    if (end > bytes.length || end < offset + 4) return null;
    if (marker === SOS) {
      const dataEnd = scanDataEnd(bytes, end);
      if (dataEnd === null) return null;
      parts.push(bytes.subarray(offset, dataEnd));
      offset = dataEnd;
      continue;
    }
    const isApp = marker >= APP0 && marker <= APP15;
    if (isApp ? keepsAppSegment(bytes, marker, offset + 4, end) : marker !== COM) parts.push(bytes.subarray(offset, end));
    offset = end;
  }
  return null;
}

// PNG: keeps the chunks that draw the image (header, palette, data, transparency, colour
// space: gAMA, cHRM, sRGB, iCCP, sBIT, cICP, mDCV, cLLI; the APNG animation chunks) up to
// IEND and nothing after it. Dropped: tEXt, zTXt, iTXt, eXIf, tIME and every other chunk
// (background, physical size, histograms, private chunks).
const PNG_KEPT = new Set([
  "IHDR",
  "PLTE",
  "IDAT",
  "IEND",
  "tRNS",
  "gAMA",
  "cHRM",
  "sRGB",
  "iCCP",
  "sBIT",
  "cICP",
  "mDCV",
  "cLLI",
  "acTL",
  "fcTL",
  "fdAT",
]);

function stripPng(bytes: Uint8Array): Uint8Array<ArrayBuffer> | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const type = ascii(bytes, offset + 4, 4);
    const end = offset + 12 + view.getUint32(offset);
    if (end > bytes.length) return null;
    if (PNG_KEPT.has(type)) parts.push(bytes.subarray(offset, end));
    offset = end;
    if (type === "IEND") return concat(parts);
  }
  return null;
}

// WebP: keeps the chunks that draw the image (VP8X, VP8, VP8L, ALPH, ANIM, ANMF, ICCP) within
// the RIFF size, drops EXIF, XMP and any other chunk and whatever follows the RIFF, clears the
// EXIF and XMP flags in VP8X and rewrites the RIFF size.
const WEBP_KEPT = new Set(["VP8X", "VP8 ", "VP8L", "ALPH", "ANIM", "ANMF", "ICCP"]);
const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;

function stripWebp(bytes: Uint8Array): Uint8Array<ArrayBuffer> | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const riffEnd = Math.min(8 + view.getUint32(4, true), bytes.length);
  const parts: Uint8Array[] = [];
  let offset = 12;
  while (offset + 8 <= riffEnd) {
    const type = ascii(bytes, offset, 4);
    const size = view.getUint32(offset + 4, true);
    const end = offset + 8 + size + (size % 2);
    if (offset + 8 + size > riffEnd) return null;
    if (type === "VP8X") {
      const chunk = bytes.slice(offset, Math.min(end, riffEnd));
      chunk[8] &= ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG);
      parts.push(chunk);
    } else if (WEBP_KEPT.has(type)) {
      parts.push(bytes.subarray(offset, Math.min(end, riffEnd)));
    }
    offset = end;
  }
  if (parts.length === 0) return null;
  const body = concat(parts);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  return concat([header, body]);
}
