import { NO_FACTS } from "@domain/listings/facts";
import { describe, expect, it } from "vitest";
import type { PropertyDetail } from "@domain/properties/property";
import { monthlyTotalLine, propertyFacts, propertyHeadline, propertyWhatsappUrl, searchPathFor, searchPathFromReferrer } from "./property-text";
import { formatPhoneMX, telHref } from "@web/lib/phone-links";

const flat: PropertyDetail = {
  id: "vksw7rwo8cm2",
  title: "Departamento en venta en Tacubaya",
  price: 4_060_000,
  currency: "MXN",
  operation_type: "venta",
  property_type: "departamento",
  address: "Calle Gobernador Rafael Rebollar 39, Tacubaya",
  street: "Calle Gobernador Rafael Rebollar 39",
  neighborhood: "Tacubaya",
  bedrooms: 3,
  bathrooms: 2.5,
  parking_spaces: 0,
  total_surface: 105,
  built_surface: 105,
  lat: 19.4,
  lng: -99.18,
  image: null,
  photo_count: 0,
  created_at: "2026-01-01T00:00:00.000Z",
  description: "Luminoso departamento   con balcón.\n\nCerca del metro.",
  maintenance: 2500,
  features: [],
  facts: NO_FACTS,
  images: [],
  price_per_m2: 38_667,
  colonia_median_price_m2: null,
  colonia_median_sample: null,
  appraisal_value: null,
  legal_status: null,
  trust: { kind: "agente", verified_at: null, phone_verified: false, member_since: null },
  confirmed_at: null,
  location: { colonia: "Tacubaya", alcaldia: "Miguel Hidalgo", estado: "Ciudad de México" },
  agent: null,
  similar: [],
  also_listed_by: 0,
  same_home: [],
  nearest_station: null,
  stations: [],
  has_place: true,
};

describe("property facts", () => {
  it("show bedrooms, bathrooms and parking only above 0, with singulars and halves", () => {
    expect(propertyFacts(flat).map((f) => f.label)).toEqual(["3 recámaras", "2.5 baños", "105 m² construidos", "Mantenimiento $2,500/mes"]);
  });
  it("call the total surface land for houses, and show a flat's total only when it differs", () => {
    const house = { ...flat, property_type: "casa" as const, total_surface: 200, built_surface: 180, maintenance: null };
    expect(
      propertyFacts(house)
        .map((f) => f.label)
        .slice(-2),
    ).toEqual(["180 m² construidos", "200 m² de terreno"]);
    expect(propertyFacts({ ...flat, total_surface: 120 }).map((f) => f.key)).toContain("total");
    expect(propertyFacts({ ...flat, built_surface: null, total_surface: 1_250 }).map((f) => f.label)).toContain("1,250 m² totales");
  });
});

describe("monthly total", () => {
  it("adds the maintenance fee to a rent, and says nothing for a sale or a rent without a fee", () => {
    expect(monthlyTotalLine({ operation_type: "renta", price: 28000, maintenance: 2500 })).toBe("Total al mes con mantenimiento: $30,500");
    expect(monthlyTotalLine({ operation_type: "venta", price: 5450000, maintenance: 3200 })).toBeNull();
    expect(monthlyTotalLine({ operation_type: "renta", price: 28000, maintenance: null })).toBeNull();
  });
});

describe("property wording", () => {
  it("names the listing", () => {
    expect(propertyHeadline(flat)).toBe("Departamento en venta");
  });
});

describe("contact links", () => {
  it("format and dial Mexican numbers", () => {
    expect(formatPhoneMX("5512345678")).toBe("55 1234 5678");
    expect(formatPhoneMX("525512345678")).toBe("55 1234 5678");
    expect(telHref("5512345678")).toBe("tel:+525512345678");
  });
  it("open WhatsApp with the listing in the message", () => {
    const url = new URL(propertyWhatsappUrl("5512345678", flat.title, "https://hogaria.mx/propiedad/vksw7rwo8cm2"));
    expect(url.origin + url.pathname).toBe("https://wa.me/525512345678");
    expect(url.searchParams.get("text")).toBe(
      "Hola, me interesa la propiedad Departamento en venta en Tacubaya (https://hogaria.mx/propiedad/vksw7rwo8cm2)",
    );
  });
});

describe("back to the search", () => {
  it("maps operations to their search pages", () => {
    expect(searchPathFor("venta")).toBe("/comprar");
    expect(searchPathFor("renta")).toBe("/rentar");
    expect(searchPathFor("remate")).toBe("/remate");
  });
  it("returns to the results page the person came from, on this site only", () => {
    const origin = "https://hogaria.mx";
    expect(searchPathFromReferrer("https://hogaria.mx/rentar?location=Polanco", origin)).toBe("/rentar?location=Polanco");
    expect(searchPathFromReferrer("https://otro.mx/rentar", origin)).toBeNull();
    expect(searchPathFromReferrer("https://hogaria.mx/precios", origin)).toBeNull();
    expect(searchPathFromReferrer("", origin)).toBeNull();
  });
});
