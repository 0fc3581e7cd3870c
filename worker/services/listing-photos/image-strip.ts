import { ascii, type PhotoFormat } from "./image-type";

// Removes the metadata that can say where a photo was taken (Exif GPS, XMP, text chunks)
// and keeps what the picture needs (colour profile, pixels). Returns null when the file's
// structure is broken.
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

// JPEG: drops APP1 (Exif, XMP) and APP13 (Photoshop/IPTC, which has place fields) segments
// before the scan; the compressed data after SOS is copied as it is.
const JPEG_DROPPED = new Set([0xe1, 0xed]);

function stripJpeg(bytes: Uint8Array): Uint8Array<ArrayBuffer> | null {
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
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      parts.push(bytes.subarray(offset, offset + 2));
      offset += 2;
      continue;
    }
    if (marker === 0xd9) {
      parts.push(bytes.subarray(offset, offset + 2));
      return concat(parts);
    }
    if (offset + 4 > bytes.length) return null;
    const end = offset + 2 + view.getUint16(offset + 2);
    if (end > bytes.length || end < offset + 4) return null;
    if (marker === 0xda) {
      parts.push(bytes.subarray(offset));
      return concat(parts);
    }
    if (!JPEG_DROPPED.has(marker)) parts.push(bytes.subarray(offset, end));
    offset = end;
  }
  return null;
}

// PNG: drops the Exif chunk and every text chunk (tEXt, iTXt, zTXt), up to IEND.
const PNG_DROPPED = new Set(["eXIf", "tEXt", "iTXt", "zTXt"]);

function stripPng(bytes: Uint8Array): Uint8Array<ArrayBuffer> | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const type = ascii(bytes, offset + 4, 4);
    const end = offset + 12 + view.getUint32(offset);
    if (end > bytes.length) return null;
    if (!PNG_DROPPED.has(type)) parts.push(bytes.subarray(offset, end));
    offset = end;
    if (type === "IEND") return concat(parts);
  }
  return null;
}

// WebP: drops the EXIF and XMP chunks, clears their flags in VP8X and rewrites the RIFF size.
const WEBP_DROPPED = new Set(["EXIF", "XMP "]);
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
    } else if (!WEBP_DROPPED.has(type)) {
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
