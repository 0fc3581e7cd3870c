import { beforeAll, describe, expect, it } from "vitest";
import { SEARCH_MESSAGES } from "../../domain/properties/search-filters";
import { all, get, loadSearchCorpus, type Params, polygonParam, qs, type Row, searchAll } from "./properties-search-corpus";

// Bad search parameters answer 400 with a Spanish message, on the search and on the map.

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

// The message the search table gives each parameter.
const MESSAGES = SEARCH_MESSAGES;

async function expectBadRequest(params: Params, message: string) {
  for (const path of ["/api/properties", "/api/properties/map"]) {
    const { status, body } = await get<ErrorBody>(`${path}?${qs(params)}`);
    expect(status, `${path}?${qs(params)}`).toBe(400);
    expect(body.error.code).toBe("validation_error");
    expect(body.error.message, `${path}?${qs(params)}`).toBe(message);
  }
}

beforeAll(loadSearchCorpus, 60_000);

describe("bad parameters answer 400 with a Spanish message, never 500", () => {
  const far = Array.from({ length: 101 }, (_, i) => {
    const angle = (2 * Math.PI * i) / 101;
    return `${(-99.15 + 0.05 * Math.cos(angle)).toFixed(5)},${(19.4 + 0.05 * Math.sin(angle)).toFixed(5)}`;
  }).join(";");

  it.each<[string, Params, string]>([
    ["an unknown operation", { operation: "alquiler" }, MESSAGES.operation],
    ["an unknown transaction", { transaction: "remate" }, MESSAGES.operation],
    ["an unknown tipo", { tipo: "castillo" }, MESSAGES.tipo],
    ["an unknown type", { type: "Terreno" }, MESSAGES.tipo],
    ["recamaras=abc", { recamaras: "abc" }, MESSAGES.number],
    ["recamaras=0", { recamaras: "0" }, MESSAGES.number],
    ["recamaras=6", { recamaras: "6" }, MESSAGES.number],
    ["recamaras=2.5", { recamaras: "2.5" }, MESSAGES.number],
    ["banos=0", { banos: "0" }, MESSAGES.number],
    ["estacionamientos=-1", { estacionamientos: "-1" }, MESSAGES.number],
    ["precio_min=abc", { precio_min: "abc" }, MESSAGES.number],
    ["precio_min > precio_max", { precio_min: "5000000", precio_max: "1000000" }, MESSAGES.range],
    ["superficie_min > superficie_max", { superficie_min: "200", superficie_max: "100" }, MESSAGES.range],
    ["bounds with three numbers", { bounds: "1,2,3" }, MESSAGES.bounds],
    ["bounds with five numbers", { bounds: "-99.2,19.3,-99.1,19.4,1" }, MESSAGES.bounds],
    ["bounds with west ≥ east", { bounds: "-99.1,19.3,-99.2,19.4" }, MESSAGES.bounds],
    ["bounds with south ≥ north", { bounds: "-99.2,19.4,-99.1,19.4" }, MESSAGES.bounds],
    ["bounds with latitude 95", { bounds: "-99.2,19.3,-99.1,95" }, MESSAGES.bounds],
    ["bounds with letters", { bounds: "a,b,c,d" }, MESSAGES.bounds],
    ["a polygon of 2 points", { poligono: "-99.2,19.3;-99.1,19.4" }, MESSAGES.polygon],
    ["a polygon of 101 points", { poligono: far }, MESSAGES.polygon],
    ["a polygon with letters", { poligono: "a,b;c,d;e,f" }, MESSAGES.polygon],
    ["a polygon with latitude out of range", { poligono: "-99.2,19.3;-99.1,95;-99.15,19.5" }, MESSAGES.polygon],
    ["a polygon with longitude out of range", { poligono: "-199.2,19.3;-99.1,19.4;-99.15,19.5" }, MESSAGES.polygon],
    ["a polygon point with three numbers", { poligono: "-99.2,19.3,7;-99.1,19.4;-99.15,19.5" }, MESSAGES.polygon],
    ["page=0", { page: "0" }, MESSAGES.number],
    ["page=abc", { page: "abc" }, MESSAGES.number],
    ["page_size=0", { page_size: "0" }, MESSAGES.number],
    ["orden=xyz", { orden: "xyz" }, MESSAGES.sort],
    ["estado other than cdmx", { estado: "jalisco" }, MESSAGES.estado],
    ["a location_id with SQL in it", { location_id: "x' OR 1=1 --" }, MESSAGES.location],
    ["a location name over 100 characters", { location: "a".repeat(101) }, MESSAGES.location],
    ["an inmobiliaria that is not a slug", { inmobiliaria: "Casa Capital" }, MESSAGES.agency],
  ])("%s", async (_label, params, message) => {
    await expectBadRequest(params, message);
  });

  it("names the parameter at fault", async () => {
    const { body } = await get<ErrorBody>(`/api/properties?${qs({ operation: "venta", precio_min: "5", precio_max: "1" })}`);
    expect(Object.keys(body.error.fields ?? {})).toEqual(["precio_max"]);
    const tipo = await get<ErrorBody>(`/api/properties?${qs({ tipo: "castillo" })}`);
    expect(Object.keys(tipo.body.error.fields ?? {})).toEqual(["tipo"]);
  });

  it("a polygon of exactly 100 points is accepted and searched", async () => {
    // 100 points on a circle of radius 0.05° around (-99.15, 19.4): everything well inside
    // the circle is in, nothing outside it.
    const ring = Array.from({ length: 100 }, (_, i) => {
      const angle = (2 * Math.PI * i) / 100;
      return [-99.15 + 0.05 * Math.cos(angle), 19.4 + 0.05 * Math.sin(angle)] as const;
    });
    const distance = (r: Row) => Math.hypot(r.lng + 99.15, r.lat - 19.4);
    const { ids } = await searchAll({ operation: "venta", poligono: polygonParam(ring) });
    const sure = all.filter((r) => r.operation_type === "venta" && distance(r) < 0.0499).map((r) => r.id);
    const possible = new Set(all.filter((r) => r.operation_type === "venta" && distance(r) <= 0.0501).map((r) => r.id));
    expect(sure.length).toBeGreaterThan(0);
    for (const id of sure) expect(ids).toContain(id);
    for (const id of ids) expect(possible.has(id)).toBe(true);
  });
});
