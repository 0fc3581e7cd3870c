import { describe, expect, it } from "vitest";
import { agencyInitials, agencyToneIndex } from "./agency-initials";

describe("agencyInitials", () => {
  it("shows the first letters of the first two words", () => {
    expect(agencyInitials("Casa Capital Inmobiliaria")).toBe("CC");
    expect(agencyInitials("Grupo de Bienes Raíces del Sur")).toBe("GB");
    expect(agencyInitials("  ")).toBe("?");
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
