import { describe, expect, it } from "vitest";
import type { CanonicalLocation } from "@domain/locations/location";
import { matchPlace, placeKey } from "./place-match";

const place = (id: string, nombre: string, contexto: string, tipo: CanonicalLocation["tipo"] = "colonia"): CanonicalLocation => ({
  id,
  nombre_canonico: nombre,
  contexto,
  tipo,
  slug: id,
  centroide: [-99.1, 19.4],
  padre_id: null,
  property_count: 0,
});

describe("matchPlace", () => {
  const found = [
    place("a", "San Rafael", "Cuauhtémoc, Ciudad de México"),
    place("b", "San Rafael", "Azcapotzalco, Ciudad de México"),
    place("c", "Cuauhtémoc", "Ciudad de México", "municipio"),
  ];

  it("takes the colonia the alcaldía names when the name repeats", () => {
    expect(matchPlace({ colonia: "san rafael", alcaldia: "Cuauhtemoc" }, found).match?.id).toBe("a");
  });

  it("leaves a repeated name without alcaldía, or an unknown name, for the agent, offering colonias only", () => {
    const open = matchPlace({ colonia: "San Rafael", alcaldia: "" }, found);
    expect(open.match).toBeNull();
    expect(open.options.map((o) => o.id)).toEqual(["a", "b"]);
    expect(matchPlace({ colonia: "San Rafel", alcaldia: "" }, found).match).toBeNull();
  });

  it("refuses a colonia in another alcaldía than the file says", () => {
    expect(matchPlace({ colonia: "San Rafael", alcaldia: "Tlalpan" }, [found[0]]).match).toBeNull();
  });

  it("keys places without accents or case", () => {
    expect(placeKey({ colonia: "Roma Norte", alcaldia: "Cuauhtémoc" })).toBe(placeKey({ colonia: "roma  norte", alcaldia: "CUAUHTEMOC" }));
  });
});
