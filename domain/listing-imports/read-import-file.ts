import { findHeaderRow, guessField, HEADER_SCAN_ROWS } from "./column-guess";
import { parseCsv } from "./csv-parse";
import { easyBrokerProperties, easyBrokerTable } from "./easybroker";
import { decodeFileText, type TextEncodingName } from "./encoding";
import { IMPORT_LIMITS } from "./import-contract";
import { IMPORT_FILE_MESSAGES as M } from "./import-file-messages";
import { readUrls } from "./cell-values";
import { readXlsx, XlsxTooLargeError, type MergedRange } from "./xlsx";

export const IMPORT_FILE_KINDS = ["csv", "xlsx", "easybroker"] as const;
export type ImportFileKind = (typeof IMPORT_FILE_KINDS)[number];

/**
 * A file read as a table: its headers and its data rows, all text. A spreadsheet also
 * says on which of its rows the headers were found (`headerRow`) and each data row's
 * number in it (`lines`); without them the headers are row 1 and the data follows.
 */
export type ImportTable = {
  kind: ImportFileKind;
  headers: string[];
  rows: string[][];
  encoding: TextEncodingName | null;
  headerRow?: number;
  lines?: number[];
};

/** A data row's number as the file shows it (the header row is 1 unless found lower). */
export const lineOf = (table: Pick<ImportTable, "lines">, index: number): number => table.lines?.[index] ?? index + 2;

/** A file the import refuses, with the Spanish sentence the page shows. */
export class ImportFileError extends Error {}

/** The kind of a file from its name (what the file picker accepts). */
export function fileKind(name: string): ImportFileKind | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (ext === "csv" || ext === "txt" || ext === "tsv") return "csv";
  if (ext === "xlsx") return "xlsx";
  if (ext === "json") return "easybroker";
  return null;
}

/** Whether a file may be read at all: its kind and its size, before any byte is read. */
export function checkImportFile(file: { name: string; size: number }): string | null {
  if (!fileKind(file.name)) return M.unsupportedType;
  if (file.size > IMPORT_LIMITS.fileBytesMax) return M.fileTooLarge;
  return null;
}

/**
 * A file's bytes → its table, refusing more than IMPORT_LIMITS.rowsMax data rows. Runs in
 * a Web Worker on the import page (nothing here touches the DOM).
 */
export async function readImportFile(name: string, bytes: Uint8Array<ArrayBuffer>): Promise<ImportTable> {
  const kind = fileKind(name);
  if (!kind) throw new ImportFileError(M.unsupportedType);
  if (bytes.byteLength > IMPORT_LIMITS.fileBytesMax) throw new ImportFileError(M.fileTooLarge);
  let table: ImportTable;
  if (kind === "easybroker") {
    let json: unknown;
    try {
      json = JSON.parse(decodeFileText(bytes).text);
    } catch {
      throw new ImportFileError(M.unreadable);
    }
    const properties = easyBrokerProperties(json);
    if (!properties) throw new ImportFileError(M.easyBrokerShape);
    if (properties.length > IMPORT_LIMITS.rowsMax) throw new ImportFileError(M.tooManyRows);
    table = { kind, ...easyBrokerTable(properties), encoding: null };
  } else {
    let parsed: { rows: string[][]; lines: number[]; merges?: MergedRange[]; truncated: boolean };
    let encoding: TextEncodingName | null = null;
    // Title rows above the headers are read too, and left out below.
    const maxRows = IMPORT_LIMITS.rowsMax + 1 + HEADER_SCAN_ROWS;
    try {
      if (kind === "xlsx") parsed = await readXlsx(bytes, maxRows);
      else {
        const decoded = decodeFileText(bytes);
        encoding = decoded.encoding;
        parsed = parseCsv(decoded.text, maxRows);
      }
    } catch (error) {
      throw new ImportFileError(error instanceof XlsxTooLargeError ? M.xlsxTooLarge : M.unreadable);
    }
    const at = findHeaderRow(parsed.rows);
    const rows = parsed.rows.slice(at + 1);
    if (parsed.truncated || rows.length > IMPORT_LIMITS.rowsMax) throw new ImportFileError(M.tooManyRows);
    const headers = headerCells(parsed.rows, parsed.lines, at, parsed.merges ?? []);
    table = { kind, headers: morePhotoHeaders(headers, rows), rows, encoding, headerRow: parsed.lines[at] ?? 1, lines: parsed.lines.slice(at + 1) };
  }
  if (table.rows.length === 0 || table.headers.length === 0) throw new ImportFileError(M.noRows);
  return table;
}

/**
 * The header row as a person sees it: a merged cell's text over every column it spans
 * (two "Fotos" columns under one merged "Fotos"), and a header merged down from a row above.
 */
function headerCells(rows: readonly string[][], lines: readonly number[], at: number, merges: readonly MergedRange[]): string[] {
  const line = lines[at] ?? at + 1;
  const cells = [...(rows[at] ?? [])];
  for (const m of merges) {
    if (m.top > line || m.bottom < line) continue;
    const first = rows[lines.indexOf(m.top)]?.[m.left] ?? "";
    for (let c = m.left; c <= m.right; c++) if (!(cells[c] ?? "").trim()) cells[c] = first;
  }
  for (let c = 0; c < cells.length; c++) cells[c] = (cells[c] ?? "").trim();
  return cells;
}

/**
 * A column without a header right after a photo column, whose cells are web addresses, is
 * more photos (a CSV saved from a sheet with a merged "Fotos" keeps the text only once).
 */
function morePhotoHeaders(headers: string[], rows: readonly string[][]): string[] {
  const out = [...headers];
  const width = Math.max(out.length, ...rows.slice(0, 50).map((r) => r.length));
  for (let c = 1; c < width; c++) {
    if ((out[c] ?? "") !== "" || guessField(out[c - 1] ?? "") !== "photo_urls") continue;
    const cells = rows.map((r) => (r[c] ?? "").trim()).filter(Boolean);
    if (cells.length > 0 && cells.every((cell) => readUrls(cell).length > 0)) out[c] = out[c - 1];
  }
  return out;
}
