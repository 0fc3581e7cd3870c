import { describe, expect, it } from "vitest";
import { listingDecisionSchema, rejectVerificationSchema, approveVerificationSchema } from "./operator-desk-schemas";

describe("the operator's inputs", () => {
  it("a rejection needs a reason of 5 to 500 characters, trimmed, without control characters", () => {
    expect(rejectVerificationSchema.safeParse({}).error?.issues[0].message).toBe("Escribe el motivo.");
    expect(rejectVerificationSchema.safeParse({ reason: "   " }).error?.issues[0].message).toBe("Escribe el motivo.");
    expect(rejectVerificationSchema.safeParse({ reason: "abcd" }).error?.issues[0].message).toBe("Escribe el motivo con al menos 5 caracteres.");
    expect(rejectVerificationSchema.safeParse({ reason: "x".repeat(501) }).error?.issues[0].message).toBe(
      "El motivo puede tener hasta 500 caracteres.",
    );
    expect(rejectVerificationSchema.safeParse({ reason: "RFC\u0000 ilegible" }).success).toBe(false);
    expect(rejectVerificationSchema.parse({ reason: "  RFC ilegible  " })).toEqual({ reason: "RFC ilegible" });
  });
  it("an approval's reason is optional", () => {
    expect(approveVerificationSchema.parse({})).toEqual({});
  });
  it("a listing decision carries the version the operator saw", () => {
    expect(listingDecisionSchema.safeParse({ reason: "Fotos copiadas" }).error?.issues[0].message).toBe(
      "Falta la versión del anuncio que revisaste. Recarga el panel.",
    );
    expect(listingDecisionSchema.safeParse({ reason: "Fotos copiadas", seenUpdatedAt: 1.5 }).success).toBe(false);
    expect(listingDecisionSchema.parse({ reason: "Fotos copiadas", seenUpdatedAt: 1764000000000 })).toEqual({
      reason: "Fotos copiadas",
      seenUpdatedAt: 1764000000000,
    });
  });
});
