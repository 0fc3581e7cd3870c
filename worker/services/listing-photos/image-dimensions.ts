import { ascii, type PhotoFormat } from "./image-type";

export type Dimensions = { width: number; height: number };

// The pixel size written in the file's headers; null when the headers are not readable.
export function imageDimensions(bytes: Uint8Array, format: PhotoFormat): Dimensions | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = format === "png" ? pngSize(bytes, view) : format === "jpeg" ? jpegSize(bytes, view) : webpSize(bytes, view);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

// PNG: the first chunk is IHDR, width and height as big-endian 32-bit numbers.
function pngSize(bytes: Uint8Array, view: DataView): Dimensions | null {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== "IHDR") return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

// Start-of-frame markers (baseline, progressive, lossless, arithmetic…); not DHT (C4),
// JPG (C8) or DAC (CC).
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

// JPEG: walk the marker segments up to the frame header (height, then width).
function jpegSize(bytes: Uint8Array, view: DataView): Dimensions | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // stand-alone marker
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before a frame
    const length = view.getUint16(offset + 2);
    if (length < 2) return null;
    if (SOF_MARKERS.has(marker)) {
      if (offset + 9 > bytes.length) return null;
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

// WebP: the first chunk after the header is VP8 (lossy), VP8L (lossless) or VP8X (extended).
function webpSize(bytes: Uint8Array, view: DataView): Dimensions | null {
  if (bytes.length < 30) return null;
  const chunk = ascii(bytes, 12, 4);
  const data = 20;
  if (chunk === "VP8 ") {
    if (bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a) return null;
    return { width: view.getUint16(data + 6, true) & 0x3fff, height: view.getUint16(data + 8, true) & 0x3fff };
  }
  if (chunk === "VP8L") {
    if (bytes[data] !== 0x2f) return null;
    const bits = view.getUint32(data + 1, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    const uint24 = (at: number) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);
    return { width: uint24(data + 4) + 1, height: uint24(data + 7) + 1 };
  }
  return null;
}
