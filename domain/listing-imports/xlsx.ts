// An .xlsx is a zip of XML files. Its first sheet is read without a library: the zip's
// central directory says where each file is; deflated files are inflated with the
// platform's DecompressionStream("deflate-raw"); the XML is read with a small scanner
// (a Web Worker has no DOMParser). Cells are text: shared strings, inline strings and
// numbers as written. Formulas give their cached value. Merged cells (<mergeCells>) come
// back as ranges: the text sits in a range's first cell, the others are empty.
//
// A zip can inflate a thousandfold: what the parts read from one workbook inflate to,
// together, is capped at XLSX_INFLATED_BYTES_MAX, counted as the bytes come out (the sizes
// a zip declares can lie), and reading stops there.

/** Bytes the parts read from one workbook may inflate to, all together. */
export const XLSX_INFLATED_BYTES_MAX = 50 * 1024 * 1024;

/** The workbook inflates past XLSX_INFLATED_BYTES_MAX. */
export class XlsxTooLargeError extends Error {}

type ZipEntry = { name: string; method: number; compressedSize: number; size: number; localOffset: number };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record sits in the last 22 bytes plus a comment of up to 64 KiB.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD) {
      end = i;
      break;
    }
  }
  if (end === -1) throw new Error("not a zip");
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries = new Map<string, ZipEntry>();
  const names = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (view.getUint32(at, true) !== CENTRAL) throw new Error("broken zip directory");
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localOffset = view.getUint32(at + 42, true);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.set(name, { name, method, compressedSize, size, localOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** What may still be inflated from one workbook, shared by the parts read from it. */
export type InflateBudget = { bytesLeft: number };

export async function readZipEntry(
  bytes: Uint8Array<ArrayBuffer>,
  entry: ZipEntry,
  budget: InflateBudget = { bytesLeft: XLSX_INFLATED_BYTES_MAX },
): Promise<string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(entry.localOffset, true) !== LOCAL) throw new Error("broken zip entry");
  const start = entry.localOffset + 30 + view.getUint16(entry.localOffset + 26, true) + view.getUint16(entry.localOffset + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.size > budget.bytesLeft) throw new XlsxTooLargeError();
  if (entry.method === 0) {
    budget.bytesLeft -= data.byteLength;
    if (budget.bytesLeft < 0) throw new XlsxTooLargeError();
    return new TextDecoder().decode(data);
  }
  if (entry.method !== 8) throw new Error(`zip method ${entry.method}`);
  const reader = new Blob([data]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    budget.bytesLeft -= value.byteLength;
    if (budget.bytesLeft < 0) {
      await reader.cancel();
      throw new XlsxTooLargeError();
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export function decodeXmlText(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
    if (e[0] === "#") {
      const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[e] ?? whole;
  });
}

/** The text of each <si> of sharedStrings.xml (rich-text runs joined, phonetic runs left out). */
export function parseSharedStrings(xml: string): string[] {
  const out: string[] = [];
  for (const si of xml.matchAll(/<si\b[^>]*?(?:\/>|>([\s\S]*?)<\/si>)/g)) out.push(textOf(si[1] ?? ""));
  return out;
}

function textOf(inner: string): string {
  let text = "";
  for (const t of inner.replace(/<rPh\b[\s\S]*?<\/rPh>/g, "").matchAll(/<t\b[^>]*?(?:\/>|>([\s\S]*?)<\/t>)/g)) text += decodeXmlText(t[1] ?? "");
  return text;
}

// "AB12" → 27 (the column's index from 0).
function columnIndex(ref: string): number {
  let n = 0;
  for (const ch of ref.toUpperCase()) {
    const c = ch.charCodeAt(0);
    if (c < 65 || c > 90) break;
    n = n * 26 + (c - 64);
  }
  return n - 1;
}

/** A merged range of cells: columns from 0, rows as the sheet numbers them (from 1). */
export type MergedRange = { top: number; left: number; bottom: number; right: number };

/** A sheet read as text: its non-empty rows, each with the number the sheet gives it. */
export type SheetRows = { rows: string[][]; lines: number[]; merges: MergedRange[]; truncated: boolean };

function cellRef(ref: string): { row: number; column: number } | null {
  const m = /^([A-Z]+)(\d+)$/i.exec(ref.trim());
  return m ? { column: columnIndex(m[1]), row: Number(m[2]) } : null;
}

/** The <mergeCell ref="A1:N1"/> ranges of a sheet. */
export function parseMerges(xml: string): MergedRange[] {
  const out: MergedRange[] = [];
  for (const m of xml.matchAll(/<mergeCell\b[^>]*?\bref="([A-Z]+\d+):([A-Z]+\d+)"/gi)) {
    const a = cellRef(m[1]);
    const b = cellRef(m[2]);
    if (a && b) {
      out.push({
        top: Math.min(a.row, b.row),
        left: Math.min(a.column, b.column),
        bottom: Math.max(a.row, b.row),
        right: Math.max(a.column, b.column),
      });
    }
  }
  return out;
}

/** A sheet's rows as text, gaps filled with "", blank rows left out, at most `maxRows` of them. */
export function parseSheet(xml: string, shared: readonly string[], maxRows = Infinity): SheetRows {
  const rows: string[][] = [];
  const lines: number[] = [];
  const merges = parseMerges(xml);
  let line = 0;
  for (const r of xml.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    // A row's number is its r attribute; a row without one follows the one before.
    const numbered = Number(/\br="(\d+)"/.exec(r[1])?.[1]);
    line = Number.isInteger(numbered) && numbered > line ? numbered : line + 1;
    const cells: string[] = [];
    for (const c of (r[2] ?? "").matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = c[1];
      const inner = c[2] ?? "";
      const ref = /\br="([A-Z]+)\d*"/i.exec(attrs)?.[1];
      const type = /\bt="([^"]*)"/.exec(attrs)?.[1] ?? "n";
      const v = /<v\b[^>]*>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      let value = "";
      if (type === "s") value = shared[Number(v)] ?? "";
      else if (type === "inlineStr") value = textOf(/<is\b[^>]*>([\s\S]*?)<\/is>/.exec(inner)?.[1] ?? "");
      else if (v !== undefined) value = decodeXmlText(v);
      const index = ref ? columnIndex(ref) : cells.length;
      while (cells.length < index) cells.push("");
      cells[index] = value;
    }
    if (cells.some((cell) => cell.trim() !== "")) {
      if (rows.length >= maxRows) return { rows, lines, merges, truncated: true };
      rows.push(cells);
      lines.push(line);
    }
  }
  return { rows, lines, merges, truncated: false };
}

/**
 * The first sheet of a workbook. Throws XlsxTooLargeError when the parts it reads inflate
 * past XLSX_INFLATED_BYTES_MAX.
 */
export async function readXlsx(bytes: Uint8Array<ArrayBuffer>, maxRows = Infinity): Promise<SheetRows> {
  const entries = zipEntries(bytes);
  const sheet =
    entries.get("xl/worksheets/sheet1.xml") ??
    [...entries.values()]
      .filter((e) => /^xl\/worksheets\/sheet\d+\.xml$/.test(e.name))
      .sort((a, b) => a.name.localeCompare(b.name, "en", { numeric: true }))[0];
  if (!sheet) throw new Error("no sheet");
  const budget: InflateBudget = { bytesLeft: XLSX_INFLATED_BYTES_MAX };
  const sharedEntry = entries.get("xl/sharedStrings.xml");
  const shared = sharedEntry ? parseSharedStrings(await readZipEntry(bytes, sharedEntry, budget)) : [];
  return parseSheet(await readZipEntry(bytes, sheet, budget), shared, maxRows);
}
