import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv-parse";
import type { ImportRowResult } from "./import-contract";
import { outcomeCounts, photoSummary, reasonsText, reportCsv } from "./import-report";

const results: ImportRowResult[] = [
  { row: 2, source_id: "A-1", outcome: "created", listing_id: "l1", errors: [] },
  {
    row: 3,
    source_id: "=cmd|' /C calc'!A0",
    outcome: "failed",
    listing_id: null,
    errors: [{ field: "price", message: "Escribe el precio en pesos, sin centavos." }],
  },
  {
    row: 4,
    source_id: "A-3",
    outcome: "failed",
    listing_id: null,
    errors: [
      { field: "location_id", message: "Elige la colonia de la lista." },
      { field: null, message: "Otra." },
    ],
  },
];

describe("import report", () => {
  it("names each reason's field as the mapping step does", () => {
    expect(reasonsText(results[1])).toBe("Precio: Escribe el precio en pesos, sin centavos.");
    expect(reasonsText(results[2])).toBe("Colonia: Elige la colonia de la lista.; Otra.");
  });

  it("counts each outcome", () => {
    expect(outcomeCounts(results)).toEqual({ created: 1, updated: 0, skipped: 0, failed: 2 });
  });

  it("writes a CSV with a row per result and a formula in a cell made harmless", () => {
    const rows = parseCsv(reportCsv(results, () => "2 de 2 listas")).rows;
    expect(rows[0]).toEqual(["Fila", "ID", "Resultado", "Motivo", "Fotos"]);
    expect(rows[1]).toEqual(["2", "A-1", "Creada", "", "2 de 2 listas"]);
    expect(rows[2][1]).toBe("'=cmd|' /C calc'!A0");
    expect(rows[2][2]).toBe("No importada");
  });

  it("says a listing's photos by status, and nothing when it has none", () => {
    expect(photoSummary([])).toBe("");
    expect(photoSummary(undefined)).toBe("");
    expect(photoSummary([{ status: "lista" }])).toBe("1 de 1 lista");
    expect(photoSummary([{ status: "lista" }, { status: "pendiente" }, { status: "fallida" }, { status: "fallida" }])).toBe(
      "1 de 4 listas, 1 pendiente, 2 fallidas",
    );
  });
});
