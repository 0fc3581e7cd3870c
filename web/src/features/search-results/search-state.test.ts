import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  apiQueryString,
  clearFilter,
  readSearchState,
  searchUrl,
  sectionFromPath,
  widenBounds,
  withFilters,
  withoutFilters,
} from "./search-state";
import { filterChips, searchTitle } from "./search-labels";

const read = (section: "comprar" | "rentar" | "remate", query: string) => readSearchState(section, new URLSearchParams(query));

describe("readSearchState", () => {
  it("takes the operation from the route", () => {
    expect(read("comprar", "").operation).toBe("venta");
    expect(read("rentar", "").operation).toBe("renta");
    expect(read("remate", "").operation).toBe("remate");
  });

  it("reads what the home page sends", () => {
    const state = read("rentar", "location=Polanco&location_id=col_polanco&lat=19.433&lng=-99.19");
    expect(state.place).toEqual({ id: "col_polanco", name: "Polanco", lat: 19.433, lng: -99.19 });
  });

  it("reads the header menus' parameters", () => {
    const state = read("comprar", "estado=cdmx&tipo=departamento&recamaras=3");
    expect(state).toMatchObject({ estado: "cdmx", tipo: "departamento", recamaras: 3, operation: "venta" });
  });

  it("lets the featured links' transaction and type win", () => {
    const state = read("comprar", "type=Departamento&transaction=renta&location=Roma%20Norte");
    expect(state).toMatchObject({ operation: "renta", tipo: "departamento", place: { id: null, name: "Roma Norte" } });
    expect(read("comprar", "type=Casa&tipo=oficina").tipo).toBe("oficina");
  });

  it("leaves out values it cannot understand", () => {
    const state = read("comprar", "recamaras=9&tipo=castillo&orden=raro&page=-1&bounds=1,2&poligono=1,2;3,4");
    expect(state).toMatchObject({ recamaras: null, tipo: null, orden: "recientes", page: 1, bounds: null, polygon: null });
  });

  it("reads bounds and a polygon", () => {
    const state = read("rentar", "bounds=-99.2,19.4,-99.1,19.45&poligono=-99.17,19.41;-99.15,19.41;-99.16,19.43");
    expect(state.bounds).toEqual([-99.2, 19.4, -99.1, 19.45]);
    expect(state.polygon).toEqual([
      [-99.17, 19.41],
      [-99.15, 19.41],
      [-99.16, 19.43],
    ]);
  });
});

describe("searchUrl", () => {
  it("writes the canonical URL on the operation's route, without defaults", () => {
    const state = read("comprar", "type=Departamento&transaction=renta&location=Roma%20Norte&page=3");
    expect(searchUrl(withFilters(state, { recamaras: 2 }))).toBe("/rentar?location=Roma+Norte&tipo=departamento&recamaras=2");
  });

  it("round-trips every filter", () => {
    const query =
      "location=Polanco&location_id=col_polanco&lat=19.433&lng=-99.19&estado=cdmx&tipo=casa&inmobiliaria=casa-capital&recamaras=5&banos=2&estacionamientos=1&precio_min=1000000&precio_max=9000000&superficie_min=80&superficie_max=300&bounds=-99.20000,19.40000,-99.10000,19.45000&poligono=-99.17000,19.41000;-99.15000,19.41000;-99.16000,19.43000&orden=precio-asc&page=2";
    const url = searchUrl(read("comprar", query));
    expect(url).toBe(`/comprar?${new URLSearchParams(query)}`);
  });
});

describe("apiQueryString", () => {
  it("passes the raw parameters with the route's operation, sorted", () => {
    expect(apiQueryString("rentar", new URLSearchParams("tipo=casa&recamaras=x&operation=venta&page=2"))).toBe(
      "operation=renta&page=2&recamaras=x&tipo=casa",
    );
  });

  it("leaves paging and order out of the map's query", () => {
    expect(apiQueryString("comprar", new URLSearchParams("tipo=casa&orden=precio-asc&page=2"), { forMap: true })).toBe("operation=venta&tipo=casa");
  });
});

describe("filters", () => {
  const state = read("rentar", "location=Polanco&tipo=departamento&recamaras=3&precio_min=10000&superficie_max=90&page=4");

  it("counts and lists the hand-set filters", () => {
    expect(activeFilterCount(state)).toBe(4);
    expect(filterChips(state).map((c) => c.label)).toEqual(["Departamentos", "Desde $10,000", "3+ recámaras", "Hasta 90 m²"]);
  });

  it("clears one filter or all of them, back to page 1, keeping the place", () => {
    expect(clearFilter(state, "precio")).toMatchObject({ precioMin: null, page: 1, recamaras: 3 });
    expect(withoutFilters(state)).toMatchObject({ tipo: null, recamaras: null, page: 1, place: { name: "Polanco" } });
  });

  it("widens bounds around the same centre", () => {
    expect(widenBounds([-99.2, 19.4, -99.1, 19.5])).toEqual([-99.25, 19.35, -99.05, 19.55].map((n) => expect.closeTo(n, 6)));
  });
});

describe("labels", () => {
  it("titles the search", () => {
    expect(searchTitle(read("rentar", "tipo=departamento&location=Polanco"), null)).toBe("Departamentos en renta en Polanco");
    expect(searchTitle(read("comprar", ""), null)).toBe("Propiedades en venta en la Ciudad de México");
    expect(searchTitle(read("rentar", "tipo=departamento&location=Roma+Norte&precio_max=25000"), null)).toBe(
      "Departamentos en renta en Roma Norte, hasta $25,000",
    );
    expect(searchTitle(read("comprar", "precio_min=1000000"), null)).toBe("Propiedades en venta en la Ciudad de México, desde $1,000,000");
    expect(searchTitle(read("comprar", "precio_min=1000000&precio_max=2000000"), "Polanco")).toBe(
      "Propiedades en venta en Polanco, de $1,000,000 a $2,000,000",
    );
    expect(searchTitle(read("remate", "poligono=1,1;2,1;2,2"), "Polanco")).toBe("Propiedades en remate en la zona dibujada");
  });

  it("knows its route", () => {
    expect(sectionFromPath("/rentar")).toBe("rentar");
    expect(sectionFromPath("/otra")).toBe("comprar");
  });
});
