import { describe, expect, it } from "vitest";
import { licenseSchema, myProfileSchema, PROFILE_MESSAGES, profileSections } from "./my-profile";

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe("Mi perfil's rules", () => {
  it("shows a buyer only the parts every account has", () => {
    expect(profileSections("no_agente")).toEqual([]);
    expect(profileSections("agente")).toContain("cedula");
    expect(profileSections("inmobiliaria")).not.toContain("cedula");
  });

  it("takes a phone of 10 digits (spaces and dashes dropped) or none, and nothing else", () => {
    expect(myProfileSchema.parse({ name: "Ana López", phone: "55 1234-5678", whatsapp: "" })).toMatchObject({ phone: "5512345678", whatsapp: "" });
    expect(messages(myProfileSchema.safeParse({ name: "Ana López", phone: "12345" }))).toEqual([PROFILE_MESSAGES.phone]);
  });

  it("limits the bio and the colonias", () => {
    expect(messages(myProfileSchema.safeParse({ name: "Ana López", bio: "a".repeat(601) }))).toEqual([PROFILE_MESSAGES.bioMax]);
    const zones = Array.from({ length: 13 }, (_, i) => `col-${i}`);
    expect(messages(myProfileSchema.safeParse({ name: "Ana López", zone_ids: zones }))).toEqual([PROFILE_MESSAGES.zonesMax]);
  });

  it("checks a cédula as 7 or 8 digits and an AMPI number as 3 to 20 letters or digits", () => {
    expect(licenseSchema.parse({ kind: "cedula", number: " 1234567 " })).toEqual({ kind: "cedula", number: "1234567" });
    expect(messages(licenseSchema.safeParse({ kind: "cedula", number: "12AB567" }))).toEqual([PROFILE_MESSAGES.licenseNumber.cedula]);
    expect(licenseSchema.parse({ kind: "ampi", number: "cdmx-0412" })).toEqual({ kind: "ampi", number: "CDMX-0412" });
    expect(messages(licenseSchema.safeParse({ kind: "ampi", number: "ab" }))).toEqual([PROFILE_MESSAGES.licenseNumber.ampi]);
    expect(messages(licenseSchema.safeParse({ kind: "rfc", number: "1234567" }))).toEqual([PROFILE_MESSAGES.licenseKind]);
  });
});
