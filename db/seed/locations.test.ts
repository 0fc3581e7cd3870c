import { describe, expect, it } from "vitest";
import { ALCALDIAS } from "./data/alcaldias";
import { CITIES } from "./data/cities";
import { COLONIAS } from "./data/colonias/index";
import { ESTADOS } from "./data/estados";
import { buildLocations, DEFAULT_SEED } from "./locations";
import { LINKED_PLACES } from "../../domain/locations/linked-places";

const places = buildLocations("test-seed");
const colonias = places.rows.filter((r) => r.tipo === "colonia");
const byName = (name: string) => places.colonias.find((c) => c.data.nombre === name);

function km([lng1, lat1]: readonly [number, number], [lng2, lat2]: readonly [number, number]): number {
  const dy = (lat2 - lat1) * 111.32;
  const dx = (lng2 - lng1) * 111.32 * Math.cos((lat1 * Math.PI) / 180);
  return Math.hypot(dx, dy);
}

describe("seed places", () => {
  it("has the 32 estados and the 16 alcaldías", () => {
    expect(ESTADOS).toHaveLength(32);
    expect(new Set(ESTADOS.map((e) => e.nombre)).size).toBe(32);
    expect(places.rows.filter((r) => r.tipo === "estado")).toHaveLength(32);
    expect(ALCALDIAS).toHaveLength(16);
    const alcaldias = places.rows.filter((r) => r.tipo === "municipio" && r.padreId === places.cdmx.id);
    expect(alcaldias.map((a) => a.nombreCanonico).sort()).toEqual(ALCALDIAS.map((a) => a.nombre).sort());
    for (const a of alcaldias) expect(a.contexto).toBe("Ciudad de México");
  });

  it("has at least 300 real colonias spread over all 16 alcaldías", () => {
    expect(colonias.length).toBeGreaterThanOrEqual(300);
    for (const a of ALCALDIAS) expect(COLONIAS.filter((c) => c.alcaldia === a.nombre).length, a.nombre).toBeGreaterThanOrEqual(8);
    for (const name of [
      "Polanco",
      "Polanco V Sección",
      "Roma Norte",
      "Roma Sur",
      "Condesa",
      "Hipódromo",
      "Hipódromo Condesa",
      "Del Valle Centro",
      "Narvarte Poniente",
      "Nápoles",
      "Santa Fe",
      "Lomas de Chapultepec",
      "Coyoacán Centro",
      "Del Carmen",
      "San Ángel",
      "Pedregal",
      "Juárez",
      "Centro",
      "Doctores",
      "Tlatelolco",
      "Lindavista",
      "Santa María la Ribera",
      "Escandón",
      "Anzures",
      "Granada",
      "Ampliación Granada",
      "Tacubaya",
      "Mixcoac",
      "Portales",
      "Xoco",
      "Copilco",
    ]) {
      expect(byName(name), name).toBeDefined();
    }
    expect(byName("Polanco")!.row.contexto).toBe("Miguel Hidalgo, Ciudad de México");
    expect(byName("Polanco")!.row.padreId).toBe(places.alcaldias.find((a) => a.nombreCanonico === "Miguel Hidalgo")!.id);
  });

  it("has no duplicate ids or slugs, and slugs are lowercase ascii with hyphens", () => {
    expect(new Set(places.rows.map((r) => r.id)).size).toBe(places.rows.length);
    expect(new Set(places.rows.map((r) => r.slug)).size).toBe(places.rows.length);
    for (const r of places.rows) {
      expect(r.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(r.id).toMatch(/^loc_[0-9a-z]{10}$/);
    }
    expect(byName("Polanco")!.row.slug).toBe("polanco-miguel-hidalgo");
    expect(places.rows.find((r) => r.nombreCanonico === "Álvaro Obregón")!.searchName).toBe("alvaro obregon");
  });

  it("places every colonia inside Mexico City, near its alcaldía", () => {
    for (const c of places.colonias) {
      const [lng, lat] = c.data.centroide;
      expect(lat, c.data.nombre).toBeGreaterThan(19.04);
      expect(lat, c.data.nombre).toBeLessThan(19.6);
      expect(lng, c.data.nombre).toBeGreaterThan(-99.37);
      expect(lng, c.data.nombre).toBeLessThan(-98.94);
      const alcaldia = ALCALDIAS.find((a) => a.nombre === c.data.alcaldia)!;
      expect(km(c.data.centroide, alcaldia.centroide), c.data.nombre).toBeLessThan(12);
    }
  });

  it("prices colonias like the market does", () => {
    const level = (name: string) => byName(name)!.data.precioM2;
    expect(level("Polanco")).toBeGreaterThanOrEqual(90_000);
    expect(level("Roma Norte")).toBeGreaterThan(level("Narvarte Poniente"));
    expect(level("Del Valle Centro")).toBeGreaterThan(level("Iztapalapa Centro"));
    expect(level("Villa Milpa Alta")).toBeLessThan(20_000);
    const pl = byName("Polanco")!.row.priceLevel!;
    expect(pl).toBeGreaterThan(1.5);
    expect(byName("San Miguel Teotongo")!.row.priceLevel!).toBeLessThan(0.5);
  });

  it("lists the main cities under their estados, without Mexico City's", () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(80);
    const estados = new Map(places.rows.filter((r) => r.tipo === "estado").map((r) => [r.id, r]));
    const cities = places.rows.filter((r) => r.tipo === "municipio" && r.padreId !== places.cdmx.id);
    expect(cities).toHaveLength(CITIES.length);
    for (const c of cities) {
      const estado = estados.get(c.padreId!);
      expect(estado, c.nombreCanonico).toBeDefined();
      expect(c.contexto).toBe(estado!.nombreCanonico);
      expect(c.contexto).not.toBe("Ciudad de México");
    }
    const gdl = cities.find((c) => c.nombreCanonico === "Guadalajara")!;
    expect(gdl.contexto).toBe("Jalisco");
    expect(cities.find((c) => c.nombreCanonico === "Monterrey")!.contexto).toBe("Nuevo León");
    expect(cities.find((c) => c.nombreCanonico === "Ciudad Juárez")!.contexto).toBe("Chihuahua");
    expect(cities.find((c) => c.nombreCanonico === "Saltillo")!.contexto).toBe("Coahuila");
  });

  it("gives the same ids for the same seed and other ids for another", () => {
    const again = buildLocations("test-seed");
    expect(again.rows.map((r) => r.id)).toEqual(places.rows.map((r) => r.id));
    const other = buildLocations("other-seed");
    expect(other.rows[0].id).not.toBe(places.rows[0].id);
    expect(other.rows.map((r) => r.slug)).toEqual(places.rows.map((r) => r.slug));
  });

  it("gives the places the home page links to the ids, names and centres domain/ writes for them", () => {
    const seeded = buildLocations(DEFAULT_SEED).rows;
    for (const place of Object.values(LINKED_PLACES)) {
      const row = seeded.find((r) => r.slug === place.slug);
      expect(row, place.slug).toBeTruthy();
      expect({ id: row!.id, nombre_canonico: row!.nombreCanonico, slug: row!.slug, centroide: [row!.centroidLng, row!.centroidLat] }).toEqual(place);
    }
  });
});
