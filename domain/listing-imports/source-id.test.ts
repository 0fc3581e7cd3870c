import { describe, expect, it } from "vitest";
import { IMPORT_LIMITS } from "./import-contract";
import { fnv1a64, sourceIdFor } from "./source-id";

describe("sourceIdFor", () => {
  it("uses the file's id when there is one", () => {
    expect(sourceIdFor(" EB-123 ", {})).toBe("EB-123");
    expect(sourceIdFor("x".repeat(500), {}).length).toBe(IMPORT_LIMITS.sourceIdMax);
  });

  it("hashes street, colonia, type and surface without one, the same however they are written", () => {
    const a = sourceIdFor("", { street: "Orizaba 120", colonia: "Roma Norte", property_type: "Departamento", surface: "85" });
    const b = sourceIdFor(undefined, { street: "ORIZABA  120", colonia: "roma norte", property_type: "departamento", surface: "85" });
    const c = sourceIdFor("", { street: "Orizaba 121", colonia: "Roma Norte", property_type: "Departamento", surface: "85" });
    expect(a).toMatch(/^h-[0-9a-f]{16}$/);
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it("hashes to 16 hex digits", () => {
    expect(fnv1a64("")).toMatch(/^[0-9a-f]{16}$/);
    expect(fnv1a64("a")).not.toBe(fnv1a64("b"));
  });
});
