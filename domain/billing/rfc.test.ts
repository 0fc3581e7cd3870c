import { describe, expect, it } from "vitest";
import { isValidRfc, rfcCheckDigit, rfcPersonaType } from "./rfc";

// SAT's published test taxpayers (the CFDI 4.0 sandbox's), whose RFCs are real and valid.
const VALID_MORAL = ["EKU9003173C9", "XIA190128J61", "SAT970701NN3"];
const VALID_FISICA = ["CACX7605101P8", "FUNK671228PH6", "IAÑL750210963", "GODE561231GR8"];

describe("RFC", () => {
  it("accepts SAT's test RFCs: personas morales (12 characters) and físicas (13)", () => {
    for (const rfc of VALID_MORAL) {
      expect(isValidRfc(rfc), rfc).toBe(true);
      expect(rfcPersonaType(rfc)).toBe("moral");
    }
    for (const rfc of VALID_FISICA) {
      expect(isValidRfc(rfc), rfc).toBe(true);
      expect(rfcPersonaType(rfc)).toBe("fisica");
    }
  });

  it("accepts the generic RFCs of público en general and extranjeros", () => {
    expect(isValidRfc("XAXX010101000")).toBe(true);
    expect(isValidRfc("XEXX010101000")).toBe(true);
  });

  it("computes SAT's check digit, 'A' for 10 and '0' for a zero remainder", () => {
    expect(rfcCheckDigit("EKU9003173C")).toBe("9");
    expect(rfcCheckDigit("CACX7605101P")).toBe("8");
    expect(rfcCheckDigit("MAS0810247C")).toBe("0");
    // The one two-digit result is written as the letter A.
    expect(rfcCheckDigit("GOMJ850312G7")).toBe("A");
    expect(isValidRfc("GOMJ850312G7A")).toBe(true);
    expect(isValidRfc("ABC850312M3A")).toBe(true);
    expect(isValidRfc("ABC850312M30")).toBe(false);
  });

  it("refuses a wrong check digit, a date that does not exist, and the wrong length", () => {
    expect(isValidRfc("EKU9003173C8")).toBe(false);
    expect(isValidRfc("CACX7605101P9")).toBe(false);
    expect(isValidRfc("GODE561331GR8")).toBe(false); // month 13
    expect(isValidRfc("GODE560230GR8")).toBe(false); // 30 February
    expect(isValidRfc("EKU9003173C")).toBe(false);
    expect(isValidRfc("CACX7605101P88")).toBe(false);
    expect(isValidRfc("")).toBe(false);
    expect(isValidRfc("1234567890123")).toBe(false);
  });

  it("reads an RFC typed in lower case, with spaces or dashes", () => {
    expect(isValidRfc("cacx-760510-1p8")).toBe(true);
    expect(isValidRfc(" eku 900317 3c9 ")).toBe(true);
  });
});
