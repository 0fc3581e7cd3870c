import { describe, expect, it } from "vitest";
import { LISTING_MESSAGES as M } from "../listings/listing-messages";
import { IMPORT_MESSAGES } from "./import-messages";
import { checkImportRow, duplicateSourceIds, sameDraft } from "./row-check";

const LISTING = {
  operation_type: "renta",
  property_type: "departamento",
  location_id: "roma-norte",
  street: "Durango 123",
  lat: 19.42,
  lng: -99.16,
  price: 23_000,
  bedrooms: 2,
  bathrooms: 1,
  built_surface: 80,
  title: "Departamento luminoso en Roma Norte",
  description: "Departamento luminoso con balcón, cocina integral y elevador, a dos calles del parque.",
};

describe("checkImportRow", () => {
  it("gives the complete listing, with the schema's defaults, for a good row", () => {
    const checked = checkImportRow(LISTING);
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(checked.draft).toMatchObject({ ...LISTING, interior: "", features: [], maintenance: null, pets: null, credits: null });
  });

  it("reports each field with the form's own message", () => {
    expect(checkImportRow({ ...LISTING, price: 500, title: "Corto" })).toEqual({
      ok: false,
      errors: [{ field: "title", message: M.titleLength }],
    });
    // The rules between fields come once every field is valid on its own.
    expect(checkImportRow({ ...LISTING, price: 500 })).toEqual({ ok: false, errors: [{ field: "price", message: M.priceRange("renta") }] });
    expect(checkImportRow({ ...LISTING, precio: 1 })).toEqual({ ok: false, errors: [{ field: null, message: M.unknownFields(["precio"]) }] });
    const missing = checkImportRow({ operation_type: "venta" });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.errors).toContainEqual({ field: "title", message: M.titleRequired });
  });
});

describe("duplicateSourceIds", () => {
  it("fails every later row of a source id, naming the first row", () => {
    const found = duplicateSourceIds([
      { row: 2, source_id: "A" },
      { row: 3, source_id: "B" },
      { row: 4, source_id: "A" },
      { row: 9, source_id: "A" },
    ]);
    expect([...found.keys()]).toEqual([2, 3]);
    expect(found.get(3)).toEqual({ field: "source_id", message: IMPORT_MESSAGES.duplicateSourceId(2) });
  });
});

describe("sameDraft", () => {
  it("compares the listing, not the order its keys were written in", () => {
    expect(sameDraft({ price: 1, title: "x", features: ["a"] }, { title: "x", features: ["a"], price: 1 })).toBe(true);
    expect(sameDraft({ price: 1, features: ["a", "b"] }, { price: 1, features: ["b", "a"] })).toBe(false);
    expect(sameDraft(null, { price: 1 })).toBe(false);
  });
});
