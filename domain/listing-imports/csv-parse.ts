// A CSV as spreadsheets write it (RFC 4180 and its everyday variants): fields quoted with
// double quotes (a quote inside doubled, line breaks allowed inside), separated by commas,
// semicolons (Excel in Spanish) or tabs, lines ending in LF or CRLF. The separator is the
// one of the three that appears most often, outside quotes, in the first lines (a title
// line above the headers may have none).
export const CSV_DELIMITERS = [",", ";", "\t"] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

const DELIMITER_LINES = 5;

export function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<CsvDelimiter, number>(CSV_DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  let lines = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === "\n" && ++lines === DELIMITER_LINES) break;
    else if (!quoted && counts.has(c as CsvDelimiter)) counts.set(c as CsvDelimiter, counts.get(c as CsvDelimiter)! + 1);
  }
  let best: CsvDelimiter = ",";
  for (const d of CSV_DELIMITERS) if (counts.get(d)! > counts.get(best)!) best = d;
  return best;
}

/**
 * The file's rows, each a list of cells, empty lines left out; `lines` gives each row's
 * number as a spreadsheet shows it (every record counts, empty ones too). Stops after
 * `maxRows` rows (the header included) so an oversized file is refused without reading
 * all of it; `truncated` says more rows followed.
 */
export function parseCsv(input: string, maxRows = Infinity): { rows: string[][]; lines: number[]; truncated: boolean } {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const rows: string[][] = [];
  const lines: number[] = [];
  let record = 0;
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(cell);
    cell = "";
    record++;
    // A line of separators only (",,,," as Excel writes an empty row) is empty too.
    if (row.some((c) => c.trim() !== "")) {
      rows.push(row);
      lines.push(record);
    }
    row = [];
  };
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else cell += c;
      i++;
      continue;
    }
    if (c === '"' && cell === "") quoted = true;
    else if (c === delimiter) {
      row.push(cell);
      cell = "";
    } else if (c === "\r" || c === "\n") {
      endRow();
      if (c === "\r" && text[i + 1] === "\n") i++;
      if (rows.length >= maxRows) return { rows, lines, truncated: /\S/.test(text.slice(i + 1)) };
    } else cell += c;
    i++;
  }
  if (cell !== "" || row.length > 0) endRow();
  return { rows, lines, truncated: false };
}
