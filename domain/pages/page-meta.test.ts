import { NO_FACTS } from "../listings/facts";
import { describe, expect, it } from "vitest";
import type { PropertyDetail } from "../properties/property";
import { boardLinkMeta, listingMeta } from "./page-meta";

const studio: PropertyDetail = {
  id: "p1",
  title: "Estudio en renta en Roma Norte",
  price: 14_500,
  currency: "MXN",
  operation_type: "renta",
  property_type: "departamento",
  address: "Colima 120, Roma Norte",
  street: "Colima 120",
  neighborhood: "Roma Norte",
  bedrooms: 1,
  bathrooms: 1,
  parking_spaces: 0,
  total_surface: 42,
  built_surface: 42,
  lat: 19.42,
  lng: -99.16,
  image: null,
  photo_count: 0,
  created_at: "2026-01-01T00:00:00.000Z",
  description: "Luminoso y cerca del metro.",
  maintenance: null,
  features: [],
  facts: NO_FACTS,
  images: [],
  price_per_m2: null,
  colonia_median_price_m2: null,
  colonia_median_sample: null,
  appraisal_value: null,
  legal_status: null,
  trust: { kind: "agente", verified_at: null, phone_verified: false, member_since: null },
  confirmed_at: null,
  location: { colonia: "Roma Norte", alcaldia: "Cuauhtémoc", estado: "Ciudad de México" },
  agent: null,
  similar: [],
  also_listed_by: 0,
  same_home: [],
  nearest_station: null,
  stations: [],
  has_place: true,
};

describe("a listing's meta description", () => {
  it("counts rooms in words that agree with the count", () => {
    expect(listingMeta(studio, "https://hogaria.mx", "https://hogaria.mx/propiedad/p1").description).toBe(
      "$14,500/mes · 1 recámara · 1 baño · 42 m² · Roma Norte. Luminoso y cerca del metro.",
    );
    expect(listingMeta({ ...studio, bedrooms: 3, bathrooms: 2.5 }, "https://hogaria.mx", "https://hogaria.mx/propiedad/p1").description).toMatch(
      /^\$14,500\/mes · 3 recámaras · 2\.5 baños · /,
    );
  });

  it("says its facts in English on an English page, the listing's own words as written", () => {
    expect(listingMeta(studio, "https://hogaria.mx", "https://hogaria.mx/en/propiedad/p1", undefined, "en").description).toBe(
      "MX$14,500/month · 1 bedroom · 1 bath · 42 m² · Roma Norte. Luminoso y cerca del metro.",
    );
    expect(listingMeta({ ...studio, bedrooms: 3, bathrooms: 2.5 }, "https://hogaria.mx", "u", undefined, "en").description).toMatch(
      /^MX\$14,500\/month · 3 bedrooms · 2\.5 baths · /,
    );
  });

  it("is one line of the description as written, cut between characters", () => {
    const description = `“Loft” H3/50/20, 24/7.\n\nSegundo párrafo ${"x".repeat(300)}`;
    const meta = listingMeta({ ...studio, description }, "https://hogaria.mx", "https://hogaria.mx/propiedad/p1").description;
    expect(meta).toContain("Roma Norte. “Loft” H3/50/20, 24/7. Segundo párrafo");
    expect(meta).toHaveLength(300);
    // An emoji that would be cut in half is left out whole.
    const prefix = "$14,500/mes · 1 recámara · 1 baño · 42 m² · Roma Norte. ";
    const emoji = listingMeta({ ...studio, description: `${"a".repeat(299 - prefix.length)}🏠 fin` }, "https://hogaria.mx", "u").description;
    expect(emoji).toBe(`${prefix}${"a".repeat(299 - prefix.length)}`);
  });
});

describe("a board link's preview in English", () => {
  it("says whose board it is and who chose how many properties, never indexed", () => {
    const meta = boardLinkMeta({ clientName: "Familia Pérez", agentName: "Sofía", propertyCount: 3, image: null }, "en");
    expect(meta.title).toBe("Familia Pérez's board · Hogaria");
    expect(meta.description).toBe("Sofía chose 3 properties for you on Hogaria. Mark the ones you like and the ones you don't.");
    expect(meta.noindex).toBe(true);
  });
});
