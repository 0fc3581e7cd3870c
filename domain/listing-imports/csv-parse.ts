// A CSV as spreadsheets write it (RFC 4180 and its everyday variants): fields quoted with
// double quotes (a quote inside doubled, line breaks allowed inside), separated by commas,
// semicolons (Excel in Spanish) or tabs, lines ending in LF or CRLF. The separator is the
// one of the three that appears most often, outside quotes, in the first line.
export const CSV_DELIMITERS = [",", ";", "\t"] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

export function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<CsvDelimiter, number>(CSV_DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === "\n" || c === "\r")) break;
    else if (!quoted && counts.has(c as CsvDelimiter)) counts.set(c as CsvDelimiter, counts.get(c as CsvDelimiter)! + 1);
  }
  let best: CsvDelimiter = ",";
  for (const d of CSV_DELIMITERS) if (counts.get(d)! > counts.get(best)!) best = d;
  return best;
}

/**
 * The file's rows, each a list of cells, empty lines left out. Stops after `maxRows`
 * rows (the header included) so an oversized file is refused without reading all of it;
 * `truncated` says more rows followed.
 */
export function parseCsv(input: string, maxRows = Infinity): { rows: string[][]; truncated: boolean } {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(cell);
    cell = "";
    if (row.length > 1 || row[0].trim() !== "") rows.push(row);
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
      if (rows.length >= maxRows) return { rows, truncated: /\S/.test(text.slice(i + 1)) };
    } else cell += c;
    i++;
  }
  if (cell !== "" || row.length > 0) endRow();
  return { rows, truncated: false };
}
