import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv-parse";
import { escapeCsvCell, toCsv } from "./csv-escape";

describe("escapeCsvCell", () => {
  it("turns a cell that a spreadsheet would run as a formula into text", () => {
    expect(escapeCsvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(escapeCsvCell("+52 55")).toBe("'+52 55");
    expect(escapeCsvCell("-1")).toBe("'-1");
    expect(escapeCsvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(escapeCsvCell("\t=1")).toBe("'\t=1");
  });

  it("quotes commas, quotes and line breaks and leaves plain text alone", () => {
    expect(escapeCsvCell("Roma Norte, Cuauhtémoc")).toBe('"Roma Norte, Cuauhtémoc"');
    expect(escapeCsvCell('dice "sí"')).toBe('"dice ""sí"""');
    expect(escapeCsvCell("a\nb")).toBe('"a\nb"');
    expect(escapeCsvCell("Creada")).toBe("Creada");
    expect(escapeCsvCell(null)).toBe("");
    expect(escapeCsvCell(12)).toBe("12");
  });

  it("writes numbers as they are, a negative one too (a longitude), but guards the same text", () => {
    expect(escapeCsvCell(-99.1617)).toBe("-99.1617");
    expect(escapeCsvCell("-99.1617")).toBe("'-99.1617");
  });
});

describe("toCsv", () => {
  it("writes a file our own parser (and a spreadsheet) reads back cell for cell", () => {
    const rows = [
      ["Fila", "Resultado", "Motivo"],
      ["2", "Falló", "El precio debe estar entre $1,000 y $2,000,000."],
    ];
    const text = toCsv(rows);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(parseCsv(text).rows).toEqual(rows);
  });
});
