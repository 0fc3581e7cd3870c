import { describe, expect, it } from "vitest";
import { LISTING_MESSAGES } from "../listings/listing-messages";
import { guessMapping, loneSurfaceColumn } from "./column-guess";
import { IMPORT_FILE_MESSAGES } from "./import-file-messages";
import { prepareRow, rowProblems, withPlace } from "./row-to-listing";

const headers = ["ID", "Operación", "Tipo", "Precio", "Colonia", "Alcaldía", "Calle", "Recámaras", "Baños", "m² construidos", "Descripción", "Fotos"];
const mapping = guessMapping(headers);
const description = "Casa con jardín al fondo, cocina integral y cuarto de servicio, cerca de escuelas y del parque.";
const cells = [
  "A-1",
  "Venta",
  "Casa",
  "$6,500,000",
  "Del Valle Centro",
  "Benito Juárez",
  "Amores 1520",
  "3",
  "2.5",
  "180",
  description,
  "https://x.mx/1.jpg",
];
const delValle = { id: "loc_del_valle", centroide: [-99.17, 19.38] as [number, number] };

describe("prepareRow", () => {
  it("reads a row's cells into the listing's fields, with a suggested title", () => {
    const row = prepareRow(cells, mapping, 2);
    expect(row).toMatchObject({ row: 2, source_id: "A-1", place: { colonia: "Del Valle Centro", alcaldia: "Benito Juárez" }, hasPin: false });
    expect(row.photo_urls).toEqual(["https://x.mx/1.jpg"]);
    expect(row.listing).toEqual({
      operation_type: "venta",
      property_type: "casa",
      price: 6500000,
      street: "Amores 1520",
      bedrooms: 3,
      bathrooms: 2.5,
      built_surface: 180,
      description,
      title: "Casa en venta en Del Valle Centro, 3 recámaras",
    });
  });

  it("reads a bare surface column as the built one, and as the land of a terreno", () => {
    const bare = guessMapping(["Tipo", "Operación", "m2"]);
    expect(prepareRow(["Departamento", "Renta", "85"], bare, 2).listing).toMatchObject({ built_surface: 85 });
    const land = prepareRow(["Terreno", "Venta", "450"], bare, 3).listing;
    expect(land).toMatchObject({ total_surface: 450 });
    expect(land).not.toHaveProperty("built_surface");
  });

  it("keeps a cell that cannot be read as written, for the schema's message", () => {
    const row = prepareRow(["A-2", "Venta", "Casa", "a consultar"], mapping, 3);
    expect(row.listing.price).toBe("a consultar");
  });
});

describe("withPlace and rowProblems", () => {
  it("a complete row with its colonia has no problems; without a pin it takes the colonia's centre", () => {
    const { listing, notes } = withPlace(prepareRow(cells, mapping, 2), delValle);
    expect(listing).toMatchObject({ location_id: "loc_del_valle", lat: 19.38, lng: -99.17, hide_address: true });
    expect(notes).toEqual([{ field: "location_id", message: IMPORT_FILE_MESSAGES.pinFromColonia }]);
    expect(rowProblems(listing)).toEqual([]);
  });

  it("gives each bad field the listing schema's Spanish message", () => {
    const bad = [...cells];
    bad[3] = "500"; // a sale for $500
    bad[8] = "0"; // no bathrooms in a house
    bad[10] = "Corta";
    const { listing } = withPlace(prepareRow(bad, mapping, 4), delValle);
    const problems = rowProblems(listing);
    expect(problems).toContainEqual({ field: "price", message: LISTING_MESSAGES.priceRange("venta") });
    expect(problems).toContainEqual({ field: "description", message: LISTING_MESSAGES.descriptionLength });
    expect(problems).toContainEqual({ field: "bathrooms", message: LISTING_MESSAGES.bathroomsRequired });
  });

  it("a row without its place asks for the colonia", () => {
    const problems = rowProblems(prepareRow(cells, mapping, 2).listing);
    expect(problems).toContainEqual({ field: "location_id", message: LISTING_MESSAGES.location });
  });
});

describe("sizes as agents write them", () => {
  const sizeHeaders = ["Clave", "Tipo", "Superficie"];
  const sizeMapping = guessMapping(sizeHeaders);
  const column = loneSurfaceColumn(sizeHeaders, sizeMapping);
  const read = (type: string, m = sizeMapping) => prepareRow(["X", type, "82"], m, 2, column).listing;

  it("reads a lone 'Superficie' as built for flats, offices, shops and warehouses, and as land for terrenos", () => {
    expect(column).toBe(2);
    for (const type of ["Departamento", "Oficina", "Local", "Bodega"]) expect(read(type)).toMatchObject({ built_surface: 82 });
    expect(read("Departamento")).not.toHaveProperty("total_surface");
    expect(read("Terreno")).toEqual({ property_type: "terreno", total_surface: 82 });
  });

  it("reads it for casas as the field the column is mapped to (the agent's switch)", () => {
    expect(read("Casa")).toEqual({ property_type: "casa", built_surface: 82 });
    const asLand = sizeMapping.map((f) => (f === "built_surface" ? "total_surface" : f));
    expect(read("Casa", asLand)).toEqual({ property_type: "casa", total_surface: 82 });
    expect(read("Casa en condominio", asLand)).toMatchObject({ total_surface: 82 });
    expect(read("Departamento", asLand)).toMatchObject({ built_surface: 82 });
  });

  it("a CSV of flats with one 'superficie' column has every row ready", () => {
    const csvHeaders = ["ID", "Operación", "Tipo", "Precio", "Calle", "Baños", "superficie", "Descripción"];
    const m = guessMapping(csvHeaders);
    const lone = loneSurfaceColumn(csvHeaders, m);
    for (const [id, size] of [
      ["F-1", "82"],
      ["F-2", "180"],
    ]) {
      const { listing } = prepareRow([id, "Venta", "Departamento", "3500000", "Durango 10", "1", size, description], m, 2, lone);
      expect(listing).toMatchObject({ built_surface: Number(size) });
      expect(rowProblems({ ...listing, location_id: "loc", lat: 19.4, lng: -99.1 })).toEqual([]);
    }
  });

  it("leaves out, as not given, a 0 in the size the type does not ask for", () => {
    const h = ["Tipo", "m² construidos", "m² de terreno"];
    const m = guessMapping(h);
    expect(prepareRow(["Terreno", "0", "320"], m, 2).listing).toEqual({ property_type: "terreno", total_surface: 320 });
    expect(prepareRow(["Departamento", "55", "0"], m, 2).listing).toEqual({ property_type: "departamento", built_surface: 55 });
    // A 0 in the size the type needs stays, so the schema says why.
    expect(prepareRow(["Departamento", "0", ""], m, 2).listing).toEqual({ property_type: "departamento", built_surface: 0 });
  });

  it("joins the photos of every photo column, in order", () => {
    const h = ["Clave", "Foto 1", "Foto 2", "Fotos"];
    const row = prepareRow(["A", "https://f.mx/1.jpg", "https://f.mx/2.jpg", "https://f.mx/3.jpg; https://f.mx/4.jpg"], guessMapping(h), 2);
    expect(row.photo_urls).toEqual(["https://f.mx/1.jpg", "https://f.mx/2.jpg", "https://f.mx/3.jpg", "https://f.mx/4.jpg"]);
  });
});
