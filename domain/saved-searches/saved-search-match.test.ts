import { describe, expect, it } from "vitest";
import { CDMX_SLUG } from "../locations/location";
import type { SavedSearchFilters } from "./saved-search";
import { listingMatchesSearch, type ListingForMatch } from "./saved-search-match";
import { savedSearchPath } from "./saved-search-url";

const listing: ListingForMatch = {
  operation: "renta",
  type: "departamento",
  price: 22_000,
  bedrooms: 2,
  bathrooms: 1.5,
  parkingSpaces: 1,
  builtSurface: 80,
  totalSurface: 95,
  coloniaId: "col_roma_norte",
  municipioId: "mun_cuauhtemoc",
  estadoId: "edo_cdmx",
  estadoSlug: CDMX_SLUG,
  agencySlug: "roma-condesa-rentas",
  lat: 19.4195,
  lng: -99.1625,
  facts: {
    pets: "restricciones",
    furnishing: "no",
    credits: null,
    land_use: null,
    guarantee: "aval",
    elevador: 1,
    seguridad_24h: 0,
    cisterna: null,
    gas_natural: null,
    roof_garden: null,
  },
  features: ["Balcón"],
  commute: { pin: { lat: 19.4195, lng: -99.1625 }, stations: [] },
  // Metro Insurgentes (L1) 7 minutes away, Metrobús Hamburgo (L1 and L7) 9 minutes away.
  stations: [
    { routeIds: ["metro-1"], walkMinutes: 7 },
    { routeIds: ["metrobus-1", "metrobus-7"], walkMinutes: 9 },
  ],
};

const matches = (
  filters: Omit<SavedSearchFilters, "operation"> & { operation?: SavedSearchFilters["operation"] },
  over: Partial<ListingForMatch> = {},
) => listingMatchesSearch({ ...listing, ...over }, { operation: "renta", ...filters } as SavedSearchFilters);

describe("listingMatchesSearch", () => {
  it("matches on the operation, and a search with no other filter takes every listing of it", () => {
    expect(matches({})).toBe(true);
    expect(matches({ operation: "venta" })).toBe(false);
    expect(matches({ operation: "remate" })).toBe(false);
  });

  it("a place takes the listings of its colonias: the colonia, its alcaldía and its estado match; another place does not", () => {
    for (const id of ["col_roma_norte", "mun_cuauhtemoc", "edo_cdmx"]) expect(matches({ location: "x", location_id: id }), id).toBe(true);
    expect(matches({ location: "Condesa", location_id: "col_condesa" })).toBe(false);
    expect(matches({ location_id: "mun_monterrey" }, { municipioId: null, estadoId: null })).toBe(false);
  });

  it("estado=cdmx takes the listings of Mexico City only", () => {
    expect(matches({ estado: "cdmx" })).toBe(true);
    expect(matches({ estado: "cdmx" }, { estadoSlug: "nuevo-leon" })).toBe(false);
  });

  it("type, agency, the facts and the amenity are equalities", () => {
    expect(matches({ tipo: "departamento" })).toBe(true);
    expect(matches({ tipo: "casa" })).toBe(false);
    expect(matches({ inmobiliaria: "roma-condesa-rentas" })).toBe(true);
    expect(matches({ inmobiliaria: "casa-capital-inmobiliaria" })).toBe(false);
    expect(matches({ mascotas: "si" })).toBe(true);
    expect(matches({ amueblado: "si" })).toBe(false);
    expect(matches({ amueblado: "si" }, { facts: { ...listing.facts, furnishing: "si" } })).toBe(true);
    expect(matches({ amueblado: "si" }, { facts: { ...listing.facts, furnishing: "semi" } })).toBe(false);
    expect(matches({ amenidad: "Balcón" })).toBe(true);
    // An amenity that became a building fact (amenidad=Elevador, in links people kept) asks for the fact.
    expect(matches({ amenidad: "Elevador" })).toBe(true);
    expect(matches({ amenidad: "Elevador" }, { facts: { ...listing.facts, elevador: 0 } })).toBe(false);
    expect(matches({ amenidad: "Jardín" })).toBe(false);
  });

  it("an amenity that became a building fact (amenidad=Elevador) asks for the fact; not given never matches", () => {
    expect(matches({ amenidad: "Elevador" })).toBe(true);
    expect(matches({ amenidad: "Elevador" }, { facts: { ...listing.facts, elevador: "no" } })).toBe(false);
    expect(matches({ amenidad: "Cisterna" })).toBe(false);
    expect(matches({ mascotas: "si" }, { facts: { ...listing.facts, pets: null } })).toBe(false);
  });

  it("recámaras, baños and estacionamientos are minimums", () => {
    expect(matches({ recamaras: 2, banos: 1, estacionamientos: 1 })).toBe(true);
    expect(matches({ recamaras: 3 })).toBe(false);
    expect(matches({ banos: 2 })).toBe(false);
    expect(matches({ estacionamientos: 2 })).toBe(false);
  });

  it("price and surface ranges include their ends; the area is the built surface, else the total", () => {
    expect(matches({ precio_min: 22_000, precio_max: 22_000 })).toBe(true);
    expect(matches({ precio_max: 21_999 })).toBe(false);
    expect(matches({ precio_min: 22_001 })).toBe(false);
    expect(matches({ superficie_min: 80, superficie_max: 80 })).toBe(true);
    expect(matches({ superficie_min: 90 })).toBe(false);
    expect(matches({ superficie_min: 90 }, { builtSurface: null })).toBe(true);
    expect(matches({ superficie_max: 500 }, { builtSurface: null, totalSurface: null })).toBe(false);
  });

  it("the map's bounds and a drawn zone keep the listings inside them", () => {
    expect(matches({ bounds: [-99.17, 19.41, -99.15, 19.43] })).toBe(true);
    expect(matches({ bounds: [-99.15, 19.41, -99.14, 19.43] })).toBe(false);
    const triangle: [number, number][] = [
      [-99.17, 19.41],
      [-99.15, 19.41],
      [-99.16, 19.43],
    ];
    expect(matches({ poligono: triangle })).toBe(true);
    // Inside the triangle's bounding box, outside the triangle.
    expect(matches({ poligono: triangle }, { lng: -99.1695, lat: 19.429 })).toBe(false);
  });

  it("a maximum commute keeps the listings the search's estimate brings within it", () => {
    // Work at Metro Insurgentes; the listing is 3 minutes on foot from Metro Sevilla, the next station on L1.
    const insurgentes = { destino_lat: 19.42365, destino_lng: -99.16329 };
    const nearSevilla = { commute: { pin: { lat: 19.4232, lng: -99.1711 }, stations: [{ station_id: "metro-sevilla", walk_minutes: 3 }] } };
    expect(matches({ ...insurgentes, traslado_max: 30 }, nearSevilla)).toBe(true);
    expect(matches({ ...insurgentes, traslado_max: 5 }, nearSevilla)).toBe(false);
    // No station within 1 km and an hour's walk or more away: no estimate, no match.
    const farSouth = { commute: { pin: { lat: 19.22, lng: -99.26 }, stations: [] } };
    expect(matches({ ...insurgentes, traslado_max: 180 }, farSouth)).toBe(false);
    // A destination without a maximum filters nothing.
    expect(matches(insurgentes, farSouth)).toBe(true);
  });

  it("a station within so many minutes, of any line or of the line asked for; a listing with none matches neither", () => {
    expect(matches({ estacion_min: 7 })).toBe(true);
    expect(matches({ estacion_min: 6 })).toBe(false);
    expect(matches({ linea: "metrobus-7" })).toBe(true);
    expect(matches({ linea: "metro-3" })).toBe(false);
    expect(matches({ linea: "metrobus-7", estacion_min: 9 })).toBe(true);
    expect(matches({ linea: "metrobus-7", estacion_min: 8 })).toBe(false);
    expect(matches({ estacion_min: 15 }, { stations: [] })).toBe(false);
    expect(matches({ linea: "metro-1" }, { stations: [] })).toBe(false);
  });

  it("every filter must hold", () => {
    const filters = { location_id: "mun_cuauhtemoc", tipo: "departamento", recamaras: 2, precio_max: 25_000, mascotas: "si" } as const;
    expect(matches(filters)).toBe(true);
    expect(matches(filters, { price: 26_000 })).toBe(false);
    expect(matches(filters, { facts: { ...listing.facts, pets: "no" } })).toBe(false);
  });

  it("a fact filter takes what fact-filters.ts says it takes, and never a listing that does not say", () => {
    const withFacts = (facts: Partial<ListingForMatch["facts"]>) => ({ facts: { ...listing.facts, ...facts } });
    // mascotas=si takes "con restricciones"; sin_restricciones does not.
    expect(matches({ mascotas: "si" })).toBe(true);
    expect(matches({ mascotas: "sin_restricciones" })).toBe(false);
    expect(matches({ mascotas: "sin_restricciones" }, withFacts({ pets: "si" }))).toBe(true);
    expect(matches({ mascotas: "si" }, withFacts({ pets: null }))).toBe(false);
    expect(matches({ amueblado: "no" })).toBe(true);
    expect(matches({ amueblado: "semi" })).toBe(false);
    // Yes-or-no facts: 1 matches, 0 and null do not.
    expect(matches({ elevador: "si" })).toBe(true);
    expect(matches({ seguridad: "si" })).toBe(false);
    expect(matches({ cisterna: "si" })).toBe(false);
    expect(matches({ elevador: "si", cisterna: "si" }, withFacts({ cisterna: 1 }))).toBe(true);
    // Credits: a bit of the mask (infonavit is bit 0, bancario bit 2); 0 is "none of them".
    const sale = { operation: "venta" as const };
    expect(matches({ ...sale, credito: "infonavit" }, { operation: "venta", ...withFacts({ credits: 0b101 }) })).toBe(true);
    expect(matches({ ...sale, credito: "fovissste" }, { operation: "venta", ...withFacts({ credits: 0b101 }) })).toBe(false);
    expect(matches({ ...sale, credito: "bancario" }, { operation: "venta", ...withFacts({ credits: 0 }) })).toBe(false);
    // Uso de suelo: habitacional and comercial take mixto.
    expect(matches({ uso_suelo: "comercial" }, withFacts({ land_use: "mixto" }))).toBe(true);
    expect(matches({ uso_suelo: "mixto" }, withFacts({ land_use: "comercial" }))).toBe(false);
    expect(matches({ uso_suelo: "industrial" }, withFacts({ land_use: null }))).toBe(false);
  });
});

describe("savedSearchPath", () => {
  it("is the search page of the operation with the filters in the canonical order", () => {
    expect(savedSearchPath({ operation: "renta", location: "Roma Norte", location_id: "abc", tipo: "departamento", precio_max: 25000 })).toBe(
      "/rentar?location=Roma+Norte&location_id=abc&tipo=departamento&precio_max=25000",
    );
    expect(savedSearchPath({ operation: "venta" })).toBe("/comprar");
  });
});
