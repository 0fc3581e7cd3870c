import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties } from "../../../db/schema/properties";
import { listingSchema, type Listing } from "../../../domain/listings/listing-schema";
import type { Colonia } from "../listings/colonia";
import { liveListingDraft, type EditorRow } from "./editor";
import { columnValues, selectFields } from "./fields";
import { listingWrite } from "./write";

const ROMA: Colonia = {
  id: "roma-norte",
  name: "Roma Norte",
  municipioId: "cuauhtemoc",
  alcaldia: "Cuauhtémoc",
  estadoId: "cdmx",
  lat: 19.419,
  lng: -99.162,
};

function listing(over: Partial<Listing> = {}): Listing {
  return listingSchema.parse({
    operation_type: "venta",
    property_type: "departamento",
    location_id: ROMA.id,
    street: "Durango 245",
    interior: "3",
    lat: 19.4201,
    lng: -99.1633,
    hide_address: false,
    price: 4_500_000,
    maintenance: 1_200,
    bedrooms: 2,
    bathrooms: 1.5,
    parking_spaces: 1,
    built_surface: 80,
    total_surface: null,
    age_years: 10,
    features: ["Gimnasio"],
    pets: "si",
    credits: ["infonavit"],
    elevador: "si",
    cisterna: "no",
    title: "Departamento luminoso en la Roma",
    description: "Dos recámaras, balcón a la calle y mucha luz por la mañana, a pasos de Álvaro Obregón.",
    description_en: null,
    ...over,
  });
}

// A write's values read back as a select of every column returns them: by each column's SQL name.
const KEYS = getTableColumns(properties);
function readBack(values: Record<string, unknown>): EditorRow {
  const row = Object.fromEntries(Object.entries(values).map(([key, value]) => [KEYS[key as keyof typeof KEYS].name, value]));
  return { status: "publicada", draft: null, updated_at: new Date(), ...row } as unknown as EditorRow;
}

describe("the listing model", () => {
  it("names each field as its column", () => {
    expect(selectFields("operation_type", "seguridad_24h", "description_en")).toEqual({
      operation_type: properties.operationType,
      seguridad_24h: properties.seguridad24h,
      description_en: properties.descriptionEn,
    });
    expect(columnValues({ hide_address: true, pin_lat: 19.4, price: 10 })).toEqual({ hideAddress: true, pinLat: 19.4, price: 10 });
  });

  it("reads back what a publish wrote as the form's fields", () => {
    const l = listing();
    const written = listingWrite(l, ROMA);
    expect(written).toMatchObject({
      address: "Durango 245 int. 3, Roma Norte",
      neighborhood: "Roma Norte",
      municipioId: "cuauhtemoc",
      credits: expect.any(Number),
    });
    expect(liveListingDraft(readBack(written))).toEqual(l);
  });

  it("keeps the pin apart when only the colonia shows, and gives it back to the form", () => {
    const l = listing({ hide_address: true, operation_type: "remate", price: 2_040_000, appraisal_value: 3_000_000, legal_status: "adjudicada" });
    const written = listingWrite(l, ROMA);
    expect(written).toMatchObject({ address: "Roma Norte, Cuauhtémoc", lat: ROMA.lat, lng: ROMA.lng, pinLat: l.lat, pinLng: l.lng });
    expect(liveListingDraft(readBack(written))).toEqual(l);
  });

  it("drops a remate's appraisal and legal status from a listing that is not one", () => {
    const written = listingWrite(listing({ appraisal_value: 3_000_000, legal_status: "adjudicada" }), ROMA);
    expect(written).toMatchObject({ appraisalValue: null, legalStatus: null });
  });

  it("edits the whole address of a listing written before the street was kept apart", () => {
    const row = readBack({ ...listingWrite(listing(), ROMA), street: null, interior: null, pinLat: null, pinLng: null });
    expect(liveListingDraft(row)).toMatchObject({ street: "Durango 245 int. 3, Roma Norte", interior: "", lat: row.lat, lng: row.lng });
  });
});
