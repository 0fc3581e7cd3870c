// A photo's perceptual hash (pHash), computed from its decoded pixels: the photo is reduced
// to a 32 × 32 grey image by averaging areas (so its size does not matter), its 2-D cosine
// transform taken, and each of the 8 × 8 lowest frequencies but the flat one (63 bits, plus
// a leading 0) set when it is above their median. Resizing, recompressing and small crops
// move a few of those bits; another scene moves about half.
import { PHOTO_MIN_CONTRAST, PHOTO_MIN_ENTROPY_BITS, PHOTO_MIN_SIDE } from "./photo-informative";

/** Decoded pixels, 4 bytes a pixel (RGBA, as the decoders answer), row after row. */
export type RgbaPixels = { data: ArrayLike<number>; width: number; height: number };

export type PhotoFingerprint = { hash: string; informative: boolean };

const GRID = 32;
const LOW = 8;
const MEDIAN_MARGIN = 0.05;

/** The hash and whether the photo says enough to be matched (photo-informative.ts). */
export function photoFingerprint(pixels: RgbaPixels): PhotoFingerprint {
  const { data, width, height } = pixels;
  if (width < 1 || height < 1 || data.length < width * height * 4) throw new Error("not an RGBA image");
  const grey = areaAverage(pixels, GRID, GRID);
  return { hash: dctHash(grey), informative: isInformative(grey, width, height) };
}

// The mean luminance (Rec. 601) of each cell of a cols × rows grid laid over the image;
// each cell takes at least one source pixel, so tiny images still give a full grid.
function areaAverage({ data, width, height }: RgbaPixels, cols: number, rows: number): Float64Array {
  const out = new Float64Array(cols * rows);
  const xEdges = edges(width, cols);
  const yEdges = edges(height, rows);
  for (let cy = 0; cy < rows; cy++) {
    for (let cx = 0; cx < cols; cx++) {
      let sum = 0;
      let n = 0;
      for (let y = yEdges[cy]; y < yEdges[cy + 1]; y++) {
        let i = (y * width + xEdges[cx]) * 4;
        for (let x = xEdges[cx]; x < xEdges[cx + 1]; x++, i += 4) {
          sum += 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
          n++;
        }
      }
      out[cy * cols + cx] = sum / n;
    }
  }
  return out;
}

function edges(size: number, cells: number): number[] {
  const out: number[] = [];
  for (let c = 0; c <= cells; c++) out.push(Math.floor((c * size) / cells));
  for (let c = 0; c < cells; c++) {
    if (out[c + 1] <= out[c]) out[c + 1] = Math.min(size, out[c] + 1);
    if (out[c] >= size) out[c] = size - 1;
  }
  return out;
}

const COSINES = Array.from({ length: LOW }, (_, u) => Array.from({ length: GRID }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * GRID))));

function dctHash(grey: Float64Array): string {
  // The transform's rows first (only the LOW frequencies are kept), then its columns.
  const rowsT = new Float64Array(GRID * LOW);
  for (let y = 0; y < GRID; y++)
    for (let u = 0; u < LOW; u++) {
      let s = 0;
      for (let x = 0; x < GRID; x++) s += grey[y * GRID + x] * COSINES[u][x];
      rowsT[y * LOW + u] = s;
    }
  const coeffs: number[] = [];
  for (let v = 0; v < LOW; v++)
    for (let u = 0; u < LOW; u++) {
      let s = 0;
      for (let y = 0; y < GRID; y++) s += rowsT[y * LOW + u] * COSINES[v][y];
      coeffs.push(s);
    }
  const ac = coeffs.slice(1);
  const median = [...ac].sort((a, b) => a - b)[Math.floor(ac.length / 2)];
  // A coefficient within a small margin of the median counts as below it: a symmetric scene
  // has many coefficients at zero, which would otherwise flip with every recompression.
  const margin = (MEDIAN_MARGIN * ac.reduce((sum, c) => sum + Math.abs(c), 0)) / ac.length;
  let bits = 0n;
  for (const c of ac) bits = (bits << 1n) | (c > median + margin ? 1n : 0n);
  return bits.toString(16).padStart(16, "0");
}

// Too small, too flat (a blank wall: little contrast) or too plain (a floor plan: nearly
// all of it one shade) to tell one photo from another.
function isInformative(grey: Float64Array, width: number, height: number): boolean {
  if (Math.min(width, height) < PHOTO_MIN_SIDE) return false;
  let mean = 0;
  for (const g of grey) mean += g;
  mean /= grey.length;
  let variance = 0;
  for (const g of grey) variance += (g - mean) ** 2;
  if (Math.sqrt(variance / grey.length) < PHOTO_MIN_CONTRAST) return false;
  const bins = new Array<number>(16).fill(0);
  for (const g of grey) bins[Math.min(15, Math.floor(g / 16))]++;
  let entropy = 0;
  for (const b of bins) if (b > 0) entropy -= (b / grey.length) * Math.log2(b / grey.length);
  return entropy >= PHOTO_MIN_ENTROPY_BITS;
}
