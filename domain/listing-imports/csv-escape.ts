// A CSV the agent downloads and opens in a spreadsheet. A cell that starts with =, +, - or
// @ (or a tab or carriage return before one) would run as a formula in Excel or Sheets
// ("CSV injection"): it gets a leading apostrophe, which spreadsheets show as text. Every
// cell is quoted when it holds a comma, a quote or a line break.
const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeCsvCell(value: string | number | null | undefined): string {
  // A number is written as it is: it runs nothing, and -99.16 must stay a number.
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to a CSV file's text: CRLF line ends and a UTF-8 BOM so Excel reads the accents. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return "\uFEFF" + rows.map((r) => r.map(escapeCsvCell).join(",")).join("\r\n") + "\r\n";
}
