import { parseCsv } from "./csv-parse";
import { easyBrokerProperties, easyBrokerTable } from "./easybroker";
import { decodeFileText, type TextEncodingName } from "./encoding";
import { IMPORT_LIMITS } from "./import-contract";
import { IMPORT_FILE_MESSAGES as M } from "./import-file-messages";
import { readXlsx } from "./xlsx";

export const IMPORT_FILE_KINDS = ["csv", "xlsx", "easybroker"] as const;
export type ImportFileKind = (typeof IMPORT_FILE_KINDS)[number];

/** A file read as a table: its headers and its data rows, all text. */
export type ImportTable = { kind: ImportFileKind; headers: string[]; rows: string[][]; encoding: TextEncodingName | null };

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
  const maxRows = IMPORT_LIMITS.rowsMax + 1;
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
    let parsed: { rows: string[][]; truncated: boolean };
    let encoding: TextEncodingName | null = null;
    try {
      if (kind === "xlsx") parsed = await readXlsx(bytes, maxRows);
      else {
        const decoded = decodeFileText(bytes);
        encoding = decoded.encoding;
        parsed = parseCsv(decoded.text, maxRows);
      }
    } catch {
      throw new ImportFileError(M.unreadable);
    }
    if (parsed.truncated) throw new ImportFileError(M.tooManyRows);
    const [headers = [], ...rows] = parsed.rows;
    table = { kind, headers: headers.map((h) => h.trim()), rows, encoding };
  }
  if (table.rows.length === 0 || table.headers.length === 0) throw new ImportFileError(M.noRows);
  return table;
}
