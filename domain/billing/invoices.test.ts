import { describe, expect, it } from "vitest";
import { INVALID_CHARACTERS_MESSAGE } from "../text/characters";
import { billingDataSchema, BILLING_MESSAGES, cfdiReceiver, formatAmountMXN, splitIva } from "./invoices";

const valid = { rfc: "cacx7605101p8", razon_social: "  Xochilt  Casas Chavez ", regimen_fiscal: "612", uso_cfdi: "G03", codigo_postal: "36257" };

describe("IVA", () => {
  it("breaks a price with IVA included into subtotal and 16 % IVA that add up to it", () => {
    expect(splitIva(999)).toEqual({ subtotal: 861.21, iva: 137.79, total: 999 });
    expect(splitIva(499)).toEqual({ subtotal: 430.17, iva: 68.83, total: 499 });
    expect(splitIva(1160)).toEqual({ subtotal: 1000, iva: 160, total: 1160 });
    expect(formatAmountMXN(1999)).toBe("$1,999.00");
    expect(formatAmountMXN(861.21)).toBe("$861.21");
  });
});

describe("Datos de facturación", () => {
  it("takes a valid RFC with its régimen, uso and código postal, written as SAT writes them", () => {
    expect(billingDataSchema.parse(valid)).toEqual({ ...valid, rfc: "CACX7605101P8", razon_social: "XOCHILT CASAS CHAVEZ" });
  });

  it("refuses a bad RFC, the generic one, and a 4-digit código postal, each with its message", () => {
    const message = (input: object) => billingDataSchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message;
    expect(message({ rfc: "CACX7605101P9" })).toBe(BILLING_MESSAGES.rfc);
    expect(message({ rfc: "XAXX010101000" })).toBe(BILLING_MESSAGES.rfcGeneric);
    expect(message({ codigo_postal: "3625" })).toBe(BILLING_MESSAGES.codigoPostal);
    expect(message({ regimen_fiscal: "999" })).toBe(BILLING_MESSAGES.regimen);
    // The razón social goes into the CFDI's XML: no NUL, no broken UTF-16.
    expect(message({ razon_social: "Xochilt\u0000Casas" })).toBe(INVALID_CHARACTERS_MESSAGE);
    expect(message({ razon_social: "Xochilt\uD800Casas" })).toBe(INVALID_CHARACTERS_MESSAGE);
    expect(message({ rfc: "C".repeat(10_000) })).toBe(BILLING_MESSAGES.rfc);
  });

  it("refuses a régimen of the other kind of persona and a uso the régimen does not allow", () => {
    const issue = (input: object) => billingDataSchema.safeParse({ ...valid, ...input }).error?.issues[0];
    expect(issue({ regimen_fiscal: "601" })).toMatchObject({ path: ["regimen_fiscal"], message: BILLING_MESSAGES.regimenPersona });
    expect(issue({ regimen_fiscal: "616", uso_cfdi: "G03" })).toMatchObject({ path: ["uso_cfdi"], message: BILLING_MESSAGES.usoRegimen });
    expect(issue({ rfc: "EKU9003173C9", regimen_fiscal: "601", uso_cfdi: "D01" })).toMatchObject({ path: ["uso_cfdi"] });
  });

  it("invoices público en general, as SAT's rules say, when the person gave no data", () => {
    expect(cfdiReceiver(null, "06600")).toEqual({ rfc: "XAXX010101000", name: "PUBLICO EN GENERAL", regimen: "616", uso: "S01", zip: "06600" });
    expect(cfdiReceiver(billingDataSchema.parse(valid), "06600")).toEqual({
      rfc: "CACX7605101P8",
      name: "XOCHILT CASAS CHAVEZ",
      regimen: "612",
      uso: "G03",
      zip: "36257",
    });
  });
});
