import { describe, expect, it } from "vitest";
import { guessMapping } from "./column-guess";
import { easyBrokerProperties, easyBrokerTable } from "./easybroker";
import { prepareRow } from "./row-to-listing";

const property = {
  public_id: "EB-XY1234",
  title: "Departamento luminoso en Roma Norte",
  description: "Departamento remodelado, a dos cuadras del parque, con mucha luz natural y vista a la calle.",
  property_type: "Departamento",
  operations: [{ type: "rental", amount: 28000, currency: "MXN" }],
  location: { name: "Roma Norte, Cuauhtémoc, Ciudad de México", latitude: 19.4195, longitude: -99.1617, street: "Orizaba 120" },
  bedrooms: 2,
  bathrooms: 1,
  half_bathrooms: 1,
  parking_spaces: 1,
  construction_size: 85,
  lot_size: null,
  age: 10,
  property_images: [{ url: "https://img.example.com/1.jpg" }, { url: "https://img.example.com/2.jpg" }],
  features: [{ name: "Elevador" }, "Roof garden", "Helipuerto"],
};

describe("easyBrokerProperties", () => {
  it("finds the list in a plain array, an API page (content) or { properties }", () => {
    expect(easyBrokerProperties([property])).toHaveLength(1);
    expect(easyBrokerProperties({ pagination: {}, content: [property] })).toHaveLength(1);
    expect(easyBrokerProperties({ properties: [property] })).toHaveLength(1);
  });

  it("refuses JSON that is not a feed", () => {
    expect(easyBrokerProperties({ hola: 1 })).toBeNull();
    expect(easyBrokerProperties([{ title: "sin id" }])).toBeNull();
    expect(easyBrokerProperties([])).toBeNull();
  });
});

describe("easyBrokerTable", () => {
  it("becomes a table whose headers map themselves, and a row with the listing's fields", () => {
    const { headers, rows } = easyBrokerTable([property]);
    const mapping = guessMapping(headers);
    expect(mapping.every((f) => f !== null)).toBe(true);
    const row = prepareRow(rows[0], mapping, 2);
    expect(row.source_id).toBe("EB-XY1234");
    expect(row.place).toEqual({ colonia: "Roma Norte", alcaldia: "Cuauhtémoc" });
    expect(row.photo_urls).toEqual(["https://img.example.com/1.jpg", "https://img.example.com/2.jpg"]);
    expect(row.hasPin).toBe(true);
    expect(row.listing).toMatchObject({
      operation_type: "renta",
      property_type: "departamento",
      price: 28000,
      bedrooms: 2,
      bathrooms: 1.5,
      parking_spaces: 1,
      built_surface: 85,
      age_years: 10,
      street: "Orizaba 120",
      lat: 19.4195,
      lng: -99.1617,
      features: ["Elevador", "Roof garden"],
    });
    expect(row.listing.total_surface).toBeUndefined();
    expect(row.notes.map((n) => n.field)).toEqual(["features"]);
  });

  it("takes the sale when there are both, and leaves a foreign currency for the price message", () => {
    const both = {
      ...property,
      operations: [
        { type: "rental", amount: 28000 },
        { type: "sale", amount: 350000, currency: "USD" },
      ],
    };
    const { headers, rows } = easyBrokerTable([both]);
    const row = prepareRow(rows[0], guessMapping(headers), 2);
    expect(row.listing.operation_type).toBe("venta");
    expect(row.listing.price).toBe("350000 USD");
  });
});
