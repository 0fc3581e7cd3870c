import { describe, expect, it } from "vitest";
import { LISTING_MESSAGES } from "../listings/listing-messages";
import { guessMapping } from "./column-guess";
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
