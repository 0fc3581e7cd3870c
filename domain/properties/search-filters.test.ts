import { describe, expect, it } from "vitest";
import type { Operation } from "./property";
import { SEARCH_MESSAGES, SEARCH_PARAMS } from "./search-filters";
import { readPageSearch, writeSearchParams, type PageSearch } from "./search-url";
import { propertySearchSchema } from "./search-params";

// The search pages read their URL with readPageSearch (no zod, lenient); the API reads the
// same parameters with propertySearchSchema (built from the same table, strict). The page
// sends the API its raw parameters with the route's operation. These tests hold the two
// readers to one contract over a corpus of URLs:
// - a URL the API accepts, the page shows as exactly the search the API runs;
// - a URL the API refuses, the page shows as the search the API runs once the parameters it
//   names are removed (which is what the error banner's 'Quitar el filtro no válido' does);
// - except where the page is lenient on purpose, listed at the end.

/** The API's view of a page URL: raw parameters (a repeated one is a list) plus the route's operation. */
function api(query: string, operation: Operation) {
  const params = new URLSearchParams(query);
  const input: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    input[key] = values.length === 1 ? values[0] : values;
  }
  return propertySearchSchema.safeParse({ ...input, operation });
}

/** What the API searches, as the page would show it: every parameter but page_size (the API's alone), absent as null. */
function apiSearch(query: string, operation: Operation): PageSearch {
  const result = api(query, operation);
  if (!result.success) throw new Error(`The API refused ${query}: ${result.error.message}`);
  const search: Record<string, unknown> = result.data;
  const names = Object.keys(SEARCH_PARAMS).filter((name) => !["page_size", "transaction", "type"].includes(name));
  return Object.fromEntries(names.map((name) => [name, search[name] ?? null])) as PageSearch;
}

const page = (query: string, operation: Operation) => readPageSearch(new URLSearchParams(query), operation);

const accepted: [query: string, operation: Operation][] = [
  ["", "venta"],
  ["location=Polanco&location_id=col_polanco&lat=19.433&lng=-99.19", "renta"],
  ["location=%20%20Roma%20Norte%20", "venta"],
  ["lat=19.4", "venta"],
  ["estado=cdmx&tipo=departamento&recamaras=3", "venta"],
  ["type=Departamento&transaction=renta&location=Roma%20Norte", "venta"],
  ["type=casa", "remate"],
  ["type=Casa&tipo=oficina", "venta"],
  ["inmobiliaria=casa-capital&banos=2&estacionamientos=10", "venta"],
  ["recamaras=%203%20&banos=1e0", "renta"],
  ["recamaras=&tipo=%20&orden=", "venta"],
  ["precio_min=0&precio_max=10000000000&superficie_min=80&superficie_max=1000000", "venta"],
  ["precio_min=5&precio_max=5", "renta"],
  ["bounds=-99.2,19.4,-99.1,19.45&orden=precio-asc&page=10000", "venta"],
  ["poligono=-99.17,19.41;-99.15,19.41;-99.16,19.43;", "remate"],
  ["orden=precio-m2&page=2&page_size=100&utm_source=boletin", "venta"],
  ["operation=alquiler", "renta"],
  ["tipo=departamento&mascotas=si&amueblado=si", "renta"],
  ["tipo=casa&amenidad=Jard%C3%ADn", "venta"],
  ["amenidad=Roof%20garden&mascotas=", "venta"],
  ["mascotas=sin_restricciones&amueblado=semi&elevador=si&seguridad=si&cisterna=si&gas_natural=si&roof_garden=si", "renta"],
  ["credito=fovissste&tipo=casa", "venta"],
  ["uso_suelo=mixto&tipo=local-comercial", "renta"],
];

const refused: [query: string, operation: Operation, fields: string[], message: string][] = [
  ["recamaras=6", "venta", ["recamaras"], SEARCH_MESSAGES.number],
  ["tipo=casa&recamaras=muchas", "renta", ["recamaras"], SEARCH_MESSAGES.number],
  ["recamaras=2.5&banos=0&estacionamientos=-1", "venta", ["recamaras", "banos", "estacionamientos"], SEARCH_MESSAGES.number],
  ["precio_min=abc&superficie_max=1000001", "venta", ["precio_min", "superficie_max"], SEARCH_MESSAGES.number],
  ["tipo=castillo&location=Polanco", "venta", ["tipo"], SEARCH_MESSAGES.tipo],
  ["type=Terreno", "venta", ["type"], SEARCH_MESSAGES.tipo],
  ["type=CASA&recamaras=2", "venta", ["type"], SEARCH_MESSAGES.tipo],
  ["transaction=remate&tipo=casa", "venta", ["transaction"], SEARCH_MESSAGES.operation],
  ["orden=raro&page=2", "venta", ["orden"], SEARCH_MESSAGES.sort],
  ["page=0", "venta", ["page"], SEARCH_MESSAGES.number],
  ["page=10001", "venta", ["page"], SEARCH_MESSAGES.number],
  ["bounds=1,2", "venta", ["bounds"], SEARCH_MESSAGES.bounds],
  ["bounds=-99.1,19.3,-99.2,19.4", "venta", ["bounds"], SEARCH_MESSAGES.bounds],
  ["poligono=1,2;3,4&tipo=casa", "venta", ["poligono"], SEARCH_MESSAGES.polygon],
  ["poligono=-99.2,19.3,7;-99.1,19.4;-99.15,19.5", "venta", ["poligono"], SEARCH_MESSAGES.polygon],
  ["estado=jalisco", "venta", ["estado"], SEARCH_MESSAGES.estado],
  ["inmobiliaria=Casa%20Capital", "venta", ["inmobiliaria"], SEARCH_MESSAGES.agency],
  [`inmobiliaria=${"a".repeat(81)}`, "venta", ["inmobiliaria"], SEARCH_MESSAGES.agency],
  ["location_id=x'%20OR%201=1&location=Polanco", "venta", ["location_id"], SEARCH_MESSAGES.location],
  [`location=${"a".repeat(101)}`, "venta", ["location"], SEARCH_MESSAGES.location],
  ["location=Polanco&lat=95&lng=-99.19", "venta", ["lat"], SEARCH_MESSAGES.number],
  ["mascotas=true&tipo=casa", "renta", ["mascotas"], "Valor no válido para «Acepta mascotas»: usa si o sin_restricciones."],
  ["amueblado=1", "renta", ["amueblado"], "Valor no válido para «Amueblado»: usa si, semi o no."],
  ["elevador=no&credito=infonavit", "venta", ["elevador"], SEARCH_MESSAGES.yes],
  ["credito=contado", "venta", ["credito"], SEARCH_PARAMS.credito.message],
  ["uso_suelo=Comercial&roof_garden=si", "renta", ["uso_suelo"], SEARCH_PARAMS.uso_suelo.message],
  ["amenidad=jardin", "venta", ["amenidad"], SEARCH_MESSAGES.amenity],
];

describe("the page and the API read a search URL alike", () => {
  it.each(accepted)("%s (%s): the page shows the search the API runs", (query, operation) => {
    expect(api(query, operation).success).toBe(true);
    expect(page(query, operation)).toEqual(apiSearch(query, operation));
  });

  it.each(refused)("%s (%s): the API names what the page leaves out", (query, operation, fields, message) => {
    const result = api(query, operation);
    expect(result.success).toBe(false);
    const issues = result.error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join("."))).toEqual(fields);
    expect(issues[0].message).toBe(message);

    const fixed = new URLSearchParams(query);
    for (const field of fields) fixed.delete(field);
    expect(page(query, operation)).toEqual(apiSearch(fixed.toString(), operation));
  });

  it("writes back a URL the API reads as the same search (on the route of the search's operation)", () => {
    for (const [query, operation] of accepted) {
      const shown = page(query, operation);
      const written = writeSearchParams(shown).toString();
      expect(apiSearch(written, shown.operation), query).toEqual(apiSearch(query, operation));
    }
  });
});

describe("where the page is lenient on purpose", () => {
  it("keeps a minimum above its maximum, so the filter panel can show the two and say what is wrong", () => {
    const query = "precio_min=5000000&precio_max=1000000&superficie_min=200&superficie_max=100";
    const result = api(query, "venta");
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["precio_max", SEARCH_MESSAGES.range],
      ["superficie_max", SEARCH_MESSAGES.range],
    ]);
    expect(page(query, "venta")).toMatchObject({ precio_min: 5_000_000, precio_max: 1_000_000, superficie_min: 200, superficie_max: 100 });
  });

  it("reads the first of a repeated parameter, which the API refuses", () => {
    const query = "recamaras=2&recamaras=3&tipo=casa&tipo=oficina";
    expect(api(query, "venta").error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["tipo", SEARCH_MESSAGES.tipo],
      ["recamaras", SEARCH_MESSAGES.number],
    ]);
    expect(page(query, "venta")).toMatchObject({ recamaras: 2, tipo: "casa" });
  });

  it("takes its operation from the route: the API is sent the route's operation whatever the URL says", () => {
    expect(page("operation=remate", "renta").operation).toBe("renta");
    expect(page("operation=remate&transaction=venta", "renta").operation).toBe("venta");
  });
});
