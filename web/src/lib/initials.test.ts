import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it("takes the first letters of the first and last words", () => {
    expect(initials("Mariana López García")).toBe("MG");
    expect(initials("  lucía   fernández ")).toBe("LF");
    expect(initials("Ricardo")).toBe("R");
  });

  it("has a stand-in for an empty name", () => {
    expect(initials("   ")).toBe("?");
  });
});
