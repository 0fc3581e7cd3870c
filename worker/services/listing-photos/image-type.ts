// What an uploaded file really is, from its first bytes (never from its name or the
// type the browser claims).

export type PhotoFormat = "jpeg" | "png" | "webp";
export type SniffedType = PhotoFormat | "heic" | null;

export const PHOTO_FORMATS: Record<PhotoFormat, { contentType: string; extension: string }> = {
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
  png: { contentType: "image/png", extension: "png" },
  webp: { contentType: "image/webp", extension: "webp" },
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// ISO-BMFF brands of HEIC/HEIF stills and sequences. mif1/msf1 also appear among AVIF's
// compatible brands, so they count only as the major brand.
const HEIF_MAJOR_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);
const HEIF_COMPATIBLE_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis"]);

export const ascii = (bytes: Uint8Array, offset: number, length: number): string =>
  offset + length > bytes.length ? "" : String.fromCharCode(...bytes.subarray(offset, offset + length));

export function sniffImageType(bytes: Uint8Array): SniffedType {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  if (isHeif(bytes)) return "heic";
  return null;
}

function isHeif(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 4) !== "ftyp") return false;
  const major = ascii(bytes, 8, 4);
  if (HEIF_MAJOR_BRANDS.has(major)) return true;
  if (major === "avif" || major === "avis") return false;
  const boxSize = Math.min(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0), bytes.length);
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) {
    if (HEIF_COMPATIBLE_BRANDS.has(ascii(bytes, offset, 4))) return true;
  }
  return false;
}
