import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { guessMapping } from "./column-guess";
import { easyBrokerNextPage, easyBrokerProperties, easyBrokerTable, type EasyBrokerProperty } from "./easybroker";
import { prepareRow, rowProblems, withPlace } from "./row-to-listing";

// Ten properties in the shape of EasyBroker's `/properties/{id}`: flats, houses, land, an
// office and a shop, for sale and for rent, with EasyBroker's zeros for sizes not given.
const properties = JSON.parse(
  readFileSync(new URL("../../tests/fixtures/easybroker/properties.json", import.meta.url), "utf8"),
) as EasyBrokerProperty[];
const place = { id: "roma-norte", centroide: [-99.16, 19.42] as [number, number] };

/** The feed read as the import page reads it: mapped by its headers, each row with its place. */
function imported(list: readonly EasyBrokerProperty[]) {
  const { headers, rows } = easyBrokerTable(list);
  const mapping = guessMapping(headers);
  return rows.map((cells, i) => {
    const prepared = prepareRow(cells, mapping, i + 2);
    const { listing, notes } = withPlace(prepared, place);
    return { prepared, listing, notes, problems: rowProblems(listing) };
  });
}
const byId = (id: string) => imported(properties)[properties.findIndex((p) => p.public_id === id)];

describe("easyBrokerProperties", () => {
  it("finds the list in a plain array, an API page (content), { properties } or a single property", () => {
    expect(easyBrokerProperties(properties)).toHaveLength(10);
    expect(easyBrokerProperties({ pagination: { page: 1, next_page: null }, content: properties })).toHaveLength(10);
    expect(easyBrokerProperties({ properties })).toHaveLength(10);
    expect(easyBrokerProperties(properties[0])).toHaveLength(1);
  });

  it("refuses JSON that is not a feed", () => {
    expect(easyBrokerProperties({ hola: 1 })).toBeNull();
    expect(easyBrokerProperties([{ title: "sin id" }])).toBeNull();
    expect(easyBrokerProperties([{ public_id: "  " }])).toBeNull();
    expect(easyBrokerProperties([])).toBeNull();
    expect(easyBrokerProperties("EB-1")).toBeNull();
  });

  it("reads where the next page of /properties is", () => {
    expect(easyBrokerNextPage({ pagination: { next_page: "https://api.easybroker.com/v1/properties?page=2" }, content: [] })).toBe(
      "https://api.easybroker.com/v1/properties?page=2",
    );
    expect(easyBrokerNextPage({ pagination: { next_page: null }, content: [] })).toBeNull();
    expect(easyBrokerNextPage(properties)).toBeNull();
  });
});

describe("easyBrokerTable on a real-shaped feed of 10", () => {
  it("maps every column by its header and leaves no row with a problem", () => {
    const { headers } = easyBrokerTable(properties);
    expect(guessMapping(headers).every((f) => f !== null)).toBe(true);
    const rows = imported(properties);
    expect(rows.map((r) => [r.prepared.source_id, r.problems])).toEqual(properties.map((p) => [p.public_id, []]));
  });

  it("reads EasyBroker's 0.0 sizes as not given: a flat's lot, an office's and a shop's lot, a terreno's construction", () => {
    for (const id of ["EB-CC1001", "EB-CC1008", "EB-CC1009"]) {
      const { listing } = byId(id);
      expect(listing.total_surface, id).toBeUndefined();
      expect(typeof listing.built_surface, id).toBe("number");
    }
    expect(byId("EB-CC1006").listing).toMatchObject({ property_type: "terreno", total_surface: 320 });
    expect(byId("EB-CC1006").listing.built_surface).toBeUndefined();
    expect(byId("EB-CC1004").listing).toMatchObject({ built_surface: 220, total_surface: 180 });
  });

  it("keeps the street with its exterior number, the interior, the maintenance fee and the location setting", () => {
    expect(byId("EB-CC1001").listing).toMatchObject({ street: "Orizaba 120", interior: "301", maintenance: 2500, lat: 19.4195, lng: -99.1617 });
    expect(byId("EB-CC1001").listing.hide_address).toBe(false);
    // show_exact_location: false → buyers see only the colonia.
    expect(byId("EB-CC1003").listing).toMatchObject({ street: "Havre 67", interior: "PH-2", maintenance: 4800, hide_address: true });
    expect(byId("EB-CC1005").listing.hide_address).toBe(true);
    // No exterior number, no fee: not given.
    expect(byId("EB-CC1007").listing.street).toBe("Tonalá");
    expect(byId("EB-CC1004").listing.maintenance).toBeUndefined();
    expect(byId("EB-CC1004").listing.interior).toBeUndefined();
    const counts = imported(properties).reduce(
      (n, r) => ({
        exterior: n.exterior + (/\d$/.test(String(r.listing.street)) ? 1 : 0),
        interior: n.interior + (r.listing.interior ? 1 : 0),
        maintenance: n.maintenance + (r.listing.maintenance ? 1 : 0),
      }),
      { exterior: 0, interior: 0, maintenance: 0 },
    );
    expect(counts).toEqual({ exterior: 9, interior: 6, maintenance: 4 });
  });

  it("counts half bathrooms as halves, maps types and operations, and takes the sale of a property with both", () => {
    expect(byId("EB-CC1001").listing).toMatchObject({ property_type: "departamento", operation_type: "renta", price: 28000, bathrooms: 1.5 });
    expect(byId("EB-CC1003").listing).toMatchObject({ operation_type: "venta", price: 8900000, bathrooms: 2.5 });
    expect(byId("EB-CC1004").listing).toMatchObject({ property_type: "casa", bathrooms: 2.5 });
    expect(byId("EB-CC1008").listing).toMatchObject({ property_type: "oficina", operation_type: "renta" });
    expect(byId("EB-CC1009").listing).toMatchObject({ property_type: "local-comercial", operation_type: "renta" });
    expect(byId("EB-CC1010").listing).toMatchObject({ property_type: "casa-condominio", operation_type: "venta" });
  });

  it("turns features and tags into Hogaria's amenities and facts, and names what Hogaria does not have", () => {
    expect(byId("EB-CC1001").listing).toMatchObject({ features: ["Balcón", "Cocina integral"], elevador: "si", pets: "si" });
    expect(byId("EB-CC1001").notes).toEqual([]);
    // The building's facts named among the features are the facts, not amenities.
    expect(byId("EB-CC1002").listing).toMatchObject({ features: ["Gimnasio"], elevador: "si", roof_garden: "si", seguridad_24h: "si" });
    expect(byId("EB-CC1002").prepared.conflicts).toEqual([]);
    expect(byId("EB-CC1003").listing.features).toEqual(["Terraza", "Closets", "Cuarto de lavado", "Vista panorámica"]);
    expect(
      byId("EB-CC1003")
        .notes.map((n) => n.message)
        .join(" "),
    ).toContain("Helipuerto");
    expect(byId("EB-CC1005").listing.furnishing).toBe("si");
    expect(byId("EB-CC1009").listing.features).toEqual(["A pie de calle", "Cortina metálica", "Baño", "Alto flujo peatonal"]);
    expect(byId("EB-CC1010").listing.seguridad_24h).toBe("si");
    expect(byId("EB-CC1010").listing.features).toEqual(["Acceso controlado", "Área de juegos infantiles", "Estacionamiento de visitas"]);
  });

  it("keeps the public id as the source id and every photo", () => {
    const row = byId("EB-CC1001");
    expect(row.prepared.source_id).toBe("EB-CC1001");
    expect(row.prepared.photo_urls).toEqual([1, 2, 3].map((i) => `https://assets.easybroker.com/property_images/EB-CC1001/${i}.jpg`));
  });
});

describe("easyBrokerTable on what has no place in Hogaria", () => {
  const base = properties[0];
  const one = (p: EasyBrokerProperty) => imported([p])[0];

  it("refuses a price in another currency with the price's message, the cell showing the currency", () => {
    const row = one({ ...base, operations: [{ type: "sale", amount: 350000, currency: "USD" }] });
    expect(row.listing.price).toBe("350000 USD");
    expect(row.problems.map((p) => p.field)).toContain("price");
  });

  it("refuses a temporary rental and a type Hogaria has not with the operation's and the type's messages", () => {
    const temporary = one({ ...base, operations: [{ type: "temporary_rental", amount: 1800, currency: "MXN" }] });
    expect(temporary.listing.operation_type).toBe("Temporal");
    expect(temporary.problems.map((p) => p.field)).toContain("operation_type");
    const building = one({ ...base, property_type: "Edificio" });
    expect(building.problems.map((p) => p.field)).toContain("property_type");
  });

  it("makes a price per m² the whole price, and a foreclosure sale a remate", () => {
    const perM2 = one({ ...base, operations: [{ type: "sale", amount: 60000, currency: "MXN", unit: "square_meter" }] });
    expect(perM2.listing).toMatchObject({ operation_type: "venta", price: 60000 * 85 });
    const foreclosure = one({ ...base, foreclosure: true, operations: [{ type: "sale", amount: 2500000, currency: "MXN" }] });
    expect(foreclosure.listing.operation_type).toBe("remate");
  });

  it("reads the shorter list item of /properties (location as text, one title image)", () => {
    const row = one({
      public_id: "EB-LIST1",
      title: "Departamento en renta en Roma Norte",
      property_type: "Departamento",
      location: "Roma Norte, Cuauhtémoc, Ciudad de México",
      operations: [{ type: "rental", amount: 25000, currency: "MXN", unit: "total" }],
      bedrooms: 1,
      bathrooms: 1,
      parking_spaces: 0,
      lot_size: 0,
      construction_size: 60,
      title_image_full: "https://assets.easybroker.com/property_images/EB-LIST1/1.jpg",
    });
    expect(row.prepared.place).toEqual({ colonia: "Roma Norte", alcaldia: "Cuauhtémoc" });
    expect(row.prepared.photo_urls).toEqual(["https://assets.easybroker.com/property_images/EB-LIST1/1.jpg"]);
    expect(row.listing).toMatchObject({ built_surface: 60, price: 25000, bathrooms: 1 });
    expect(row.listing.total_surface).toBeUndefined();
  });
});
