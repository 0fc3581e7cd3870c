import { describe, expect, it } from "vitest";
import { factLines } from "./fact-lines";
import { NO_FACTS } from "./facts";

const read = (lines: ReturnType<typeof factLines>) => Object.fromEntries(lines.map((l) => [l.label, l.value]));

describe("factLines", () => {
  it("lists a rental's every fact that applies, «No indicado» where not given", () => {
    const lines = factLines(
      { ...NO_FACTS, pets: "restricciones", deposit_months: 1.5, maintenance_included: true, guarantee: "aval", elevador: "no" },
      { operation: "renta", type: "departamento", maintenance: null },
    );
    expect(read(lines)).toEqual({
      "Cuota de mantenimiento": "Incluida en la renta",
      Depósito: "1.5 meses de renta",
      "Acepta mascotas": "Con restricciones",
      Amueblado: "No indicado",
      Garantía: "Aval",
      Elevador: "No",
      "Seguridad 24 h": "No indicado",
      Cisterna: "No indicado",
      "Gas natural": "No indicado",
      "Roof garden": "No indicado",
    });
    expect(lines.filter((l) => !l.given).map((l) => l.key)).toEqual(["furnishing", "seguridad_24h", "cisterna", "gas_natural", "roof_garden"]);
  });

  it("names a sale's credits and a commercial listing's uso de suelo, and leaves out what does not apply", () => {
    expect(read(factLines({ ...NO_FACTS, credits: ["infonavit", "contado"] }, { operation: "venta", type: "casa" }))).toMatchObject({
      "Créditos aceptados": "Infonavit, Contado",
    });
    const terreno = read(factLines({ ...NO_FACTS, land_use: "mixto" }, { operation: "venta", type: "terreno" }));
    expect(terreno).toEqual({ "Créditos aceptados": "No indicado", "Uso de suelo": "Mixto" });
    const rent = read(factLines({ ...NO_FACTS, deposit_months: 1 }, { operation: "renta", type: "casa", maintenance: 2_000 }));
    expect(rent).toMatchObject({ "Cuota de mantenimiento": "$2,000 al mes", Depósito: "1 mes de renta" });
    expect(rent).not.toHaveProperty("Créditos aceptados");
  });
});
