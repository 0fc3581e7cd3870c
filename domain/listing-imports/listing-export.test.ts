import { describe, expect, it } from "vitest";
import { guessMapping } from "./column-guess";
import { parseCsv } from "./csv-parse";
import { easyBrokerProperties, easyBrokerTable } from "./easybroker";
import { easyBrokerExportPagination, splitStreet, toEasyBrokerProperty } from "./easybroker-export";
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS } from "./import-fields";
import { EXPORT_CSV_HEADERS, EXPORT_FIELDS, exportCsvChunk, type ExportedListing } from "./listing-export";
import { NO_FACTS } from "../listings/facts";
import { prepareRow } from "./row-to-listing";

const ORIGIN = "https://hogaria.mx";

const flat: ExportedListing = {
  id: "p_abc123",
  source_id: null,
  colonia: "Roma Norte",
  alcaldia: "Cuauhtémoc",
  operation_type: "renta",
  property_type: "departamento",
  price: 28_000,
  maintenance: 2_500,
  appraisal_value: null,
  legal_status: null,
  street: "Orizaba 120",
  interior: "301",
  lat: 19.4195,
  lng: -99.1617,
  hide_address: true,
  bedrooms: 2,
  bathrooms: 1.5,
  parking_spaces: 1,
  built_surface: 85,
  total_surface: null,
  age_years: 10,
  features: ["Balcón"],
  facts: {
    ...NO_FACTS,
    pets: "restricciones",
    furnishing: "semi",
    guarantee: "poliza-o-aval",
    deposit_months: 1.5,
    maintenance_included: false,
    elevador: "si",
    cisterna: "no",
  },
  title: "Departamento “Loft” 24/7 con balcón, H3/50/20",
  description: 'Luminoso; a 2 calles del parque.\nCocina integral, "todo incluido" y 1/2 baño extra.',
  description_en: 'Bright; 2 blocks from the park.\nFitted kitchen, "all included" and an extra 1/2 bath.',
  photo_urls: [`${ORIGIN}/media/a1.webp`, `${ORIGIN}/media/b2.webp`],
  updated_at: "2026-11-20T16:41:08.000Z",
};

const remate: ExportedListing = {
  ...flat,
  id: "p_def456",
  source_id: "EB-CC1002",
  operation_type: "remate",
  property_type: "casa-condominio",
  price: 3_150_000,
  maintenance: null,
  appraisal_value: 4_200_000,
  legal_status: "adjudicada",
  street: "Calle 5",
  interior: null,
  hide_address: false,
  bedrooms: 3,
  bathrooms: 2,
  built_surface: 140,
  total_surface: 120,
  age_years: null,
  features: [],
  facts: { ...NO_FACTS, furnishing: "si", credits: ["bancario", "contado"], seguridad_24h: "si", roof_garden: "no" },
  description_en: null,
  photo_urls: [],
};

describe("the export's CSV", () => {
  it("has the import page's Spanish headers, in its order", () => {
    expect(EXPORT_CSV_HEADERS).toEqual(EXPORT_FIELDS.map((f) => IMPORT_FIELD_LABELS[f]));
    // Every field but the columns of one credit or one guarantee, which the lists say.
    expect(IMPORT_FIELDS.filter((f) => !(EXPORT_FIELDS as readonly string[]).includes(f))).toEqual([
      "credit_infonavit",
      "credit_fovissste",
      "guarantee_aval",
      "guarantee_poliza",
    ]);
    const { rows } = parseCsv(exportCsvChunk([], true));
    expect(rows).toEqual([[...EXPORT_CSV_HEADERS]]);
  });

  it("reads back through the import's mapping as the same listing, field by field", () => {
    const text = exportCsvChunk([flat], true) + exportCsvChunk([remate], false);
    const { rows } = parseCsv(text);
    expect(rows).toHaveLength(3);
    const mapping = guessMapping(rows[0]);
    expect(mapping).toEqual([...EXPORT_FIELDS]);
    for (const [i, original] of [flat, remate].entries()) {
      const row = prepareRow(rows[i + 1], mapping, i + 2);
      expect(row.source_id).toBe(original.source_id ?? original.id);
      expect(row.place).toEqual({ colonia: original.colonia, alcaldia: original.alcaldia });
      expect(row.photo_urls).toEqual(original.photo_urls);
      expect(row.notes).toEqual([]);
      expect(row.conflicts).toEqual([]);
      const expected: Record<string, unknown> = {
        operation_type: original.operation_type,
        property_type: original.property_type,
        price: original.price,
        street: original.street,
        lat: original.lat,
        lng: original.lng,
        hide_address: original.hide_address,
        bedrooms: original.bedrooms,
        bathrooms: original.bathrooms,
        parking_spaces: original.parking_spaces,
        built_surface: original.built_surface,
        title: original.title,
        description: original.description,
      };
      // An empty cell is no value: the schema's default ([] or null) is what the listing had.
      if (original.features.length) expected.features = original.features;
      if (original.description_en) expected.description_en = original.description_en;
      for (const f of ["maintenance", "appraisal_value", "legal_status", "interior", "total_surface", "age_years"] as const) {
        if (original[f] !== null) expected[f] = original[f];
      }
      // Every fact given comes back as it was; one not given is an empty cell, no value.
      for (const [fact, value] of Object.entries(original.facts)) if (value !== null) expected[fact] = value;
      expect(row.listing).toEqual(expected);
    }
  });
});

describe("the export's EasyBroker JSON", () => {
  it("writes a listing with EasyBroker's field names: operation, half bath, street number, hidden location, fee", () => {
    const eb = toEasyBrokerProperty(flat, ORIGIN);
    expect(eb).toMatchObject({
      public_id: "p_abc123",
      property_type: "Departamento",
      operations: [{ type: "rental", amount: 28_000, currency: "MXN", formatted_amount: "$28,000 MXN", unit: "total" }],
      foreclosure: false,
      bathrooms: 1,
      half_bathrooms: 1,
      construction_size: 85,
      lot_size: null,
      expenses: 2_500,
      age: 10,
      location: {
        name: "Roma Norte, Cuauhtémoc, Ciudad de México",
        latitude: 19.4195,
        longitude: -99.1617,
        street: "Orizaba",
        exterior_number: "120",
        interior_number: "301",
        show_exact_location: false,
        hide_exact_location: true,
      },
      features: [{ name: "Balcón" }, { name: "Elevador" }, { name: "Semiamueblado" }],
      property_images: [
        { title: null, url: `${ORIGIN}/media/a1.webp` },
        { title: null, url: `${ORIGIN}/media/b2.webp` },
      ],
      title_image_full: `${ORIGIN}/media/a1.webp`,
      public_url: `${ORIGIN}/propiedad/p_abc123`,
    });
    expect(toEasyBrokerProperty(remate, ORIGIN)).toMatchObject({
      public_id: "EB-CC1002",
      property_type: "Casa en condominio",
      operations: [{ type: "sale", amount: 3_150_000 }],
      foreclosure: true,
      half_bathrooms: 0,
      features: [{ name: "Seguridad 24/7" }, { name: "Amueblado" }],
      title_image_full: null,
    });
  });

  it("is a /properties page that the EasyBroker import reads as the same listings", () => {
    const page = JSON.parse(
      JSON.stringify({ pagination: easyBrokerExportPagination(2), content: [flat, remate].map((l) => toEasyBrokerProperty(l, ORIGIN)) }),
    );
    expect(page.pagination).toEqual({ limit: 2, page: 1, total: 2, next_page: null });
    const properties = easyBrokerProperties(page);
    expect(properties).toHaveLength(2);
    const table = easyBrokerTable(properties!);
    const cell = (row: string[], field: (typeof IMPORT_FIELDS)[number]) => row[table.headers.indexOf(IMPORT_FIELD_LABELS[field])];
    expect(cell(table.rows[0], "source_id")).toBe("p_abc123");
    expect(cell(table.rows[0], "title")).toBe(flat.title);
    expect(cell(table.rows[0], "colonia")).toBe("Roma Norte");
    expect(cell(table.rows[0], "bathrooms")).toBe("1.5");
    expect(cell(table.rows[1], "source_id")).toBe("EB-CC1002");
    // The English description rides in Hogaria's own field, and comes back.
    expect(cell(table.rows[0], "description_en")).toBe(flat.description_en);
    expect(cell(table.rows[1], "description_en")).toBe("");
    // The facts EasyBroker has names for come back through its features.
    const mapping = guessMapping(table.headers);
    expect(prepareRow(table.rows[0], mapping, 2).listing).toMatchObject({
      features: ["Balcón"],
      elevador: "si",
      furnishing: "semi",
      description_en: flat.description_en,
    });
    expect(prepareRow(table.rows[1], mapping, 3).listing).not.toHaveProperty("description_en");
    expect(prepareRow(table.rows[1], mapping, 3).listing).toMatchObject({ features: [], furnishing: "si", seguridad_24h: "si" });
  });

  it("splits a street's trailing number as EasyBroker keeps it apart", () => {
    expect(splitStreet("Durango 123")).toEqual({ street: "Durango", exterior_number: "123" });
    expect(splitStreet("Av. Insurgentes Sur #1602-B")).toEqual({ street: "Av. Insurgentes Sur", exterior_number: "1602-B" });
    expect(splitStreet("Privada de los Pinos")).toEqual({ street: "Privada de los Pinos", exterior_number: null });
    expect(splitStreet(null)).toEqual({ street: null, exterior_number: null });
  });
});
