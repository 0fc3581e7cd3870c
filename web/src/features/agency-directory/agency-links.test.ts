import { describe, expect, it } from "vitest";
import { agencyInitials, agencyListingsUrl } from "./agency-links";

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
