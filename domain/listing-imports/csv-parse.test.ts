import { describe, expect, it } from "vitest";
import { detectDelimiter, parseCsv } from "./csv-parse";

describe("parseCsv", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks", () => {
    const { rows } = parseCsv('ID,Título,Descripción\n1,"Casa, con jardín","Dice ""hola""\ny adiós"\n');
    expect(rows).toEqual([
      ["ID", "Título", "Descripción"],
      ["1", "Casa, con jardín", 'Dice "hola"\ny adiós'],
    ]);
  });

  it("takes semicolons and tabs as the separator when the header uses them", () => {
    expect(detectDelimiter("Precio;Colonia;Tipo\n1,5;Roma;Casa")).toBe(";");
    expect(parseCsv("Precio\tColonia\n4500000\tRoma Norte").rows).toEqual([
      ["Precio", "Colonia"],
      ["4500000", "Roma Norte"],
    ]);
  });

  it("drops the BOM, reads CRLF and leaves out empty lines", () => {
    const { rows } = parseCsv("\uFEFFa,b\r\n1,2\r\n\r\n3,4\r\n");
    expect(rows).toEqual([
      ["a", "b"],
      ["1", "2"],
      ["3", "4"],
    ]);
  });

  it("keeps an empty last cell", () => {
    expect(parseCsv("a,b\n1,").rows[1]).toEqual(["1", ""]);
  });

  it("stops after maxRows and says more followed", () => {
    expect(parseCsv("h\n1\n2\n3\n", 3)).toEqual({ rows: [["h"], ["1"], ["2"]], lines: [1, 2, 3], truncated: true });
    expect(parseCsv("h\n1\n2\n", 3)).toEqual({ rows: [["h"], ["1"], ["2"]], lines: [1, 2, 3], truncated: false });
  });

  it("numbers each row as a spreadsheet shows it, counting empty lines and lines of separators only", () => {
    const { rows, lines } = parseCsv('Inventario;;\n;;\nClave;Precio;Notas\n"A-1";100;"dos\nlíneas"\n\nA-2;200;x\n');
    expect(rows).toEqual([
      ["Inventario", "", ""],
      ["Clave", "Precio", "Notas"],
      ["A-1", "100", "dos\nlíneas"],
      ["A-2", "200", "x"],
    ]);
    expect(lines).toEqual([1, 3, 4, 6]);
  });

  it("finds the separator below a title line that has none", () => {
    expect(detectDelimiter("Inventario noviembre\nClave;Precio;Colonia\nA-1;4500000;Roma, Norte\n")).toBe(";");
  });
});
