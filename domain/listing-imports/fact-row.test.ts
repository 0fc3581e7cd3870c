import { describe, expect, it } from "vitest";
import { guessField, guessMapping } from "./column-guess";
import { readCredits, readDepositMonths, readFactChoice } from "./fact-cells";
import { IMPORT_FILE_MESSAGES as M } from "./import-file-messages";
import { prepareRow } from "./row-to-listing";
import { checkImportRow } from "./row-check";
import { LISTING_MESSAGES } from "../listings/listing-messages";

const BASE_HEADERS = ["Operación", "Tipo", "Precio", "Colonia", "Calle", "Recámaras", "Baños", "m2 construidos", "Título", "Descripción"];
const BASE_CELLS = [
  "Renta",
  "Departamento",
  "25000",
  "Roma Norte",
  "Durango 123",
  "2",
  "1",
  "80",
  "Departamento en Roma Norte",
  "Luminoso, con balcón y cocina integral, a dos calles del parque de la colonia.",
];

/** One row of a file with these extra columns, read as the import page reads it. */
function row(extra: Record<string, string>) {
  const headers = [...BASE_HEADERS, ...Object.keys(extra)];
  return prepareRow([...BASE_CELLS, ...Object.values(extra)], guessMapping(headers), 2);
}

describe("the facts' columns as CDMX agents write them", () => {
  it("maps the headers to the facts", () => {
    expect(guessField("Mascotas")).toBe("pets");
    expect(guessField("Acepta mascotas")).toBe("pets");
    expect(guessField("Amueblado")).toBe("furnishing");
    expect(guessField("Créditos")).toBe("credits");
    expect(guessField("Infonavit")).toBe("credit_infonavit");
    expect(guessField("Fovissste")).toBe("credit_fovissste");
    expect(guessField("Uso de suelo")).toBe("land_use");
    expect(guessField("Elevador")).toBe("elevador");
    expect(guessField("Seguridad 24 horas")).toBe("seguridad_24h");
    expect(guessField("Depósito")).toBe("deposit_months");
    expect(guessField("Aval")).toBe("guarantee_aval");
    expect(guessField("Póliza")).toBe("guarantee_poliza");
    expect(guessField("Mantenimiento incluido")).toBe("maintenance_included");
    expect(guessField("Mantenimiento")).toBe("maintenance");
  });

  it("reads their values: sí, no, con restricciones, semi, lists of credits, months", () => {
    expect(readFactChoice("pets", "Sí")).toBe("si");
    expect(readFactChoice("pets", "Con restricciones")).toBe("restricciones");
    expect(readFactChoice("pets", "solo pequeñas")).toBe("restricciones");
    expect(readFactChoice("pets", "NO")).toBe("no");
    expect(readFactChoice("furnishing", "Semiamueblado")).toBe("semi");
    expect(readFactChoice("furnishing", "semi")).toBe("semi");
    expect(readFactChoice("land_use", "Uso de suelo mixto")).toBe("mixto");
    expect(readFactChoice("guarantee", "Aval o póliza")).toBe("poliza-o-aval");
    expect(readFactChoice("elevador", "x")).toBe("si");
    expect(readFactChoice("pets", "quizá")).toBe("quizá");
    expect(readCredits("Infonavit, Fovissste y crédito bancario")).toEqual(["infonavit", "fovissste", "bancario"]);
    expect(readCredits("Contado / banco")).toEqual(["bancario", "contado"]);
    expect(readCredits("Fonacot")).toBe("Fonacot");
    expect(readDepositMonths("2 meses")).toBe(2);
    expect(readDepositMonths("1.5")).toBe(1.5);
    expect(readDepositMonths("un mes")).toBe(1);
    expect(readDepositMonths("Sin depósito")).toBe(0);
  });

  it("builds the listing's facts from a row, and the schema takes them", () => {
    const r = row({
      Mascotas: "Con restricciones",
      Amueblado: "semi",
      Elevador: "Sí",
      Depósito: "2 meses",
      Aval: "Sí",
      Póliza: "Sí",
      Mantenimiento: "Incluido",
    });
    expect(r.conflicts).toEqual([]);
    expect(r.listing).toMatchObject({
      pets: "restricciones",
      furnishing: "semi",
      elevador: "si",
      deposit_months: 2,
      guarantee: "poliza-o-aval",
      maintenance: null,
      maintenance_included: true,
    });
    const checked = checkImportRow({ ...r.listing, location_id: "roma-norte", lat: 19.42, lng: -99.16 });
    expect(checked).toMatchObject({ ok: true, draft: { pets: "restricciones", guarantee: "poliza-o-aval", maintenance_included: true } });
  });

  it("reads one credit's column into the sale's credits", () => {
    const r = row({ Infonavit: "Sí", Fovissste: "No" });
    expect(r.listing.credits).toEqual(["infonavit"]);
  });

  it("refuses at the row, naming the fact, what the row says twice differently", () => {
    expect(row({ Mascotas: "No", Amenidades: "Balcón, Pet friendly" }).conflicts).toEqual([
      { field: "pets", message: M.factConflict("Acepta mascotas") },
    ]);
    expect(row({ Elevador: "No", Amenidades: "Elevador" }).conflicts).toEqual([{ field: "elevador", message: M.factConflict("Elevador") }]);
    expect(row({ Créditos: "Infonavit, contado", Infonavit: "No" }).conflicts).toEqual([
      { field: "credits", message: M.factConflict("Créditos aceptados") },
    ]);
    expect(row({ Garantía: "Aval", Póliza: "Sí" }).conflicts).toEqual([{ field: "guarantee", message: M.factConflict("Garantía") }]);
    // Said twice the same way, it is one fact.
    expect(row({ Mascotas: "Sí", Amenidades: "Pet friendly" }).conflicts).toEqual([]);
  });

  it("refuses a cuota beside «Incluida en la renta», and a cuota greater than the rent, at the cuota", () => {
    const both = row({ Mantenimiento: "2500", "Mantenimiento incluido": "Sí" });
    expect(checkImportRow({ ...both.listing, location_id: "roma-norte", lat: 19.42, lng: -99.16 })).toEqual({
      ok: false,
      errors: [{ field: "maintenance", message: LISTING_MESSAGES.maintenanceIncludedAmount }],
    });
    const high = row({ Mantenimiento: "30000" });
    expect(checkImportRow({ ...high.listing, location_id: "roma-norte", lat: 19.42, lng: -99.16 })).toEqual({
      ok: false,
      errors: [{ field: "maintenance", message: LISTING_MESSAGES.maintenanceAboveRent }],
    });
  });
});
