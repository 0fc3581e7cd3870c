import { strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { titledInventory, xlsxWorkbook } from "./xlsx-workbook.fixture";
import { XLSX_INFLATED_BYTES_MAX } from "./xlsx";
import { IMPORT_LIMITS } from "./import-contract";
import { IMPORT_FILE_MESSAGES } from "./import-file-messages";
import { checkImportFile, lineOf, readImportFile } from "./read-import-file";

const enc = (s: string) => new TextEncoder().encode(s);

describe("checkImportFile", () => {
  it("refuses other kinds and files over the size limit before reading them", () => {
    expect(checkImportFile({ name: "fotos.zip", size: 10 })).toBe(IMPORT_FILE_MESSAGES.unsupportedType);
    expect(checkImportFile({ name: "a.csv", size: IMPORT_LIMITS.fileBytesMax + 1 })).toBe(IMPORT_FILE_MESSAGES.fileTooLarge);
    expect(checkImportFile({ name: "A.XLSX", size: 10 })).toBeNull();
  });
});

describe("readImportFile", () => {
  it("reads a CSV into headers and rows", async () => {
    const table = await readImportFile("p.csv", enc("Precio;Colonia\r\n4500000;Roma Norte\r\n"));
    expect(table).toEqual({
      kind: "csv",
      headers: ["Precio", "Colonia"],
      rows: [["4500000", "Roma Norte"]],
      encoding: "utf-8",
      headerRow: 1,
      lines: [2],
    });
  });

  it("finds the headers under a merged title, a subtitle and blank rows, and spreads a merged 'Fotos' over its columns", async () => {
    const table = await readImportFile("inventario.xlsx", xlsxWorkbook(titledInventory("https://f.mx")));
    expect(table.headerRow).toBe(5);
    expect(table.headers).toEqual([
      "Clave",
      "Operación",
      "Tipo de inmueble",
      "Precio",
      "Colonia",
      "Alcaldía",
      "Calle y número",
      "Recámaras",
      "Baños",
      "M² construidos",
      "M² de terreno",
      "Descripción",
      "Fotos",
      "Fotos",
      "Asesor",
    ]);
    expect(table.rows.map((r) => r[0])).toEqual(["CC-X01", "CC-X02", "CC-X03", "CC-X04"]);
    // The blank row inside the data is left out; the rows keep the sheet's numbers.
    expect(table.rows.map((_, i) => lineOf(table, i))).toEqual([6, 7, 9, 10]);
  });

  it("finds the headers of a CSV under a title line", async () => {
    const table = await readImportFile("p.csv", enc("Inventario noviembre;;\n;;\nClave;Tipo;Superficie\nA-1;Departamento;82\n"));
    expect(table).toMatchObject({ headerRow: 3, headers: ["Clave", "Tipo", "Superficie"], rows: [["A-1", "Departamento", "82"]], lines: [4] });
  });

  it("reads an unnamed column of web addresses after 'Fotos' as more photos, and leaves other unnamed columns unnamed", async () => {
    const table = await readImportFile("p.csv", enc("Clave,Fotos,,,Notas\nA-1,https://f.mx/1.jpg,https://f.mx/2.jpg,llaves,x\n"));
    expect(table.headers).toEqual(["Clave", "Fotos", "Fotos", "", "Notas"]);
  });

  it("says in Spanish when an XLSX inflates past the cap", async () => {
    const row = '<row><c t="inlineStr"><is><t>x</t></is></c></row>';
    const huge = `<worksheet><sheetData>${row.repeat(Math.ceil((XLSX_INFLATED_BYTES_MAX + 1024) / row.length))}</sheetData></worksheet>`;
    const bytes = xlsxWorkbook({ rows: [["a"]] }, { "xl/worksheets/sheet1.xml": strToU8(huge) });
    await expect(readImportFile("grande.xlsx", bytes)).rejects.toThrow(IMPORT_FILE_MESSAGES.xlsxTooLarge);
    expect(IMPORT_FILE_MESSAGES.xlsxTooLarge).toContain("50 MB");
  }, 30_000);

  it("refuses more rows than the limit", async () => {
    const csv = "ID\n" + Array.from({ length: IMPORT_LIMITS.rowsMax + 1 }, (_, i) => i).join("\n");
    await expect(readImportFile("p.csv", enc(csv))).rejects.toThrow(IMPORT_FILE_MESSAGES.tooManyRows);
    const ok = "ID\n" + Array.from({ length: IMPORT_LIMITS.rowsMax }, (_, i) => i).join("\n");
    expect((await readImportFile("p.csv", enc(ok))).rows).toHaveLength(IMPORT_LIMITS.rowsMax);
  });

  it("refuses a file with only headers, bad JSON and JSON that is not a feed", async () => {
    await expect(readImportFile("p.csv", enc("Precio,Colonia\n"))).rejects.toThrow(IMPORT_FILE_MESSAGES.noRows);
    await expect(readImportFile("f.json", enc("{nope"))).rejects.toThrow(IMPORT_FILE_MESSAGES.unreadable);
    await expect(readImportFile("f.json", enc('{"a":1}'))).rejects.toThrow(IMPORT_FILE_MESSAGES.easyBrokerShape);
  });

  it("reads an EasyBroker feed", async () => {
    const table = await readImportFile("feed.json", enc(JSON.stringify({ content: [{ public_id: "EB-1", title: "Casa" }] })));
    expect(table.kind).toBe("easybroker");
    expect(table.rows[0][0]).toBe("EB-1");
  });
});
