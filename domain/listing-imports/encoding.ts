// Spreadsheets saved in Mexico are often Windows-1252 (Excel's "CSV" on Windows), not
// UTF-8. A file is UTF-8 when it starts with the UTF-8 byte-order mark or decodes as UTF-8
// without a single invalid sequence; anything else is read as Windows-1252 (a superset of
// Latin-1's printable characters, so Latin-1 files read the same).
export type TextEncodingName = "utf-8" | "windows-1252";

const UTF8_BOM = [0xef, 0xbb, 0xbf];

export function detectEncoding(bytes: Uint8Array): TextEncodingName {
  if (UTF8_BOM.every((b, i) => bytes[i] === b)) return "utf-8";
  try {
    new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    return "utf-8";
  } catch {
    return "windows-1252";
  }
}

/** The file's text, in the encoding it was written in, without a byte-order mark. */
export function decodeFileText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  const encoding = detectEncoding(bytes);
  // TextDecoder drops a leading BOM by itself (ignoreBOM defaults to false).
  const text = new TextDecoder(encoding).decode(bytes);
  return { text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, encoding };
}
