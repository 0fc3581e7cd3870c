import { describe, expect, it } from "vitest";
import { IMPORT_LIMITS } from "./import-contract";
import { IMPORT_FILE_MESSAGES } from "./import-file-messages";
import { checkImportFile, readImportFile } from "./read-import-file";

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
    expect(table).toEqual({ kind: "csv", headers: ["Precio", "Colonia"], rows: [["4500000", "Roma Norte"]], encoding: "utf-8" });
  });

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
