import { describe, expect, it } from "vitest";
import { findRegimen, findUso, regimenesFor, REGIMENES_FISCALES, USOS_CFDI, usosFor } from "./sat-catalogues";

describe("SAT's catalogues", () => {
  it("has each code once, with SAT's names", () => {
    expect(new Set(REGIMENES_FISCALES.map((r) => r.code)).size).toBe(REGIMENES_FISCALES.length);
    expect(new Set(USOS_CFDI.map((u) => u.code)).size).toBe(USOS_CFDI.length);
    expect(findRegimen("612")?.name).toBe("Personas Físicas con Actividades Empresariales y Profesionales");
    expect(findRegimen("626")?.name).toBe("Régimen Simplificado de Confianza");
    expect(findUso("G03")?.name).toBe("Gastos en general");
    expect(findUso("S01")?.name).toBe("Sin efectos fiscales");
    expect(findRegimen("999")).toBeUndefined();
  });

  it("offers a persona moral only the régimenes of morales, and a física those of físicas", () => {
    const moral = regimenesFor("moral").map((r) => r.code);
    const fisica = regimenesFor("fisica").map((r) => r.code);
    expect(moral).toContain("601");
    expect(moral).toContain("626");
    expect(moral).not.toContain("612");
    expect(fisica).toContain("612");
    expect(fisica).toContain("616");
    expect(fisica).not.toContain("601");
  });

  it("allows each régimen only its usos: gastos en general for business, S01 for sin obligaciones", () => {
    expect(usosFor("612", "fisica").map((u) => u.code)).toEqual(expect.arrayContaining(["G03", "D01", "S01", "CP01"]));
    expect(usosFor("601", "moral").map((u) => u.code)).toContain("G03");
    // Personal deductions are for personas físicas only.
    expect(usosFor("601", "moral").map((u) => u.code)).not.toContain("D01");
    // Público en general: régimen 616 allows S01 and not gastos en general.
    expect(usosFor("616", "fisica").map((u) => u.code)).toContain("S01");
    expect(usosFor("616", "fisica").map((u) => u.code)).not.toContain("G03");
    expect(usosFor("605", "fisica").map((u) => u.code)).toContain("CN01");
  });
});
