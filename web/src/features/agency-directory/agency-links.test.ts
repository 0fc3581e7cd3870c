import { describe, expect, it } from "vitest";
import { agencyInitials, agencyListingsUrl, agencyToneIndex } from "./agency-links";

describe("agency links", () => {
  it("shows the first letters of the first two words", () => {
    expect(agencyInitials("Casa Capital Inmobiliaria")).toBe("CC");
    expect(agencyInitials("Grupo de Bienes Raíces del Sur")).toBe("GB");
    expect(agencyInitials("  ")).toBe("?");
  });
  it("links to the agency's listings on /comprar", () => {
    expect(agencyListingsUrl("casa-capital-inmobiliaria")).toBe("/comprar?inmobiliaria=casa-capital-inmobiliaria");
  });
});

describe("agencyToneIndex", () => {
  it("is stable and within range", () => {
    const tone = agencyToneIndex("Casa Capital Inmobiliaria", 3);
    expect(tone).toBe(agencyToneIndex("Casa Capital Inmobiliaria", 3));
    expect(tone).toBeGreaterThanOrEqual(0);
    expect(tone).toBeLessThan(3);
  });
});
