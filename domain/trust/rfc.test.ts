import { describe, expect, it } from "vitest";
import { normalizeRfc, rfcCheckDigit, rfcError, rfcMessage, RFC_MESSAGES } from "./rfc";

// Published RFCs of Mexican companies (their SAT check digits are real).
const REAL = ["WMT970714R10", "CEM880726UZA", "TME840315KT6", "SAT970701NN3", "CFE370814QI0", "BBA830831LJ2"];

describe("rfcCheckDigit", () => {
  it("computes the SAT's digit of real companies, including a 0 and an A", () => {
    for (const rfc of REAL) expect(rfcCheckDigit(rfc.slice(0, 11))).toBe(rfc[11]);
  });
});

describe("rfcError", () => {
  it("accepts real persona moral RFCs, written in lower case, with spaces or hyphens", () => {
    for (const rfc of REAL) expect(rfcError(rfc)).toBeNull();
    expect(rfcError("wmt-970714-r10")).toBeNull();
    expect(rfcError(" CEM 880726 UZA ")).toBeNull();
    expect(normalizeRfc("wmt-970714 r10")).toBe("WMT970714R10");
  });

  it("accepts Ñ and & among the letters when the check digit fits", () => {
    const withEnye = `ÑAB010203Z${"0"}`;
    const valid = `${withEnye}${rfcCheckDigit(withEnye)}`;
    expect(rfcError(valid)).toBeNull();
    const withAmp = "A&B020304X1";
    expect(rfcError(`${withAmp}${rfcCheckDigit(withAmp)}`)).toBeNull();
  });

  it("refuses a wrong check digit", () => {
    expect(rfcError("WMT970714R11")).toBe("checkDigit");
    expect(rfcError("CEM880726UZ0")).toBe("checkDigit");
    // The SAT's generic RFC for tests does not carry a real digit either.
    expect(rfcError("AAA010101AAA")).toBe("checkDigit");
  });

  it("refuses an impossible date, whatever the digit", () => {
    const feb30 = "ABC970230XY";
    expect(rfcError(`${feb30}${rfcCheckDigit(feb30)}`)).toBe("date");
    const month13 = "ABC971301XY";
    expect(rfcError(`${month13}${rfcCheckDigit(month13)}`)).toBe("date");
    const day0 = "ABC970100XY";
    expect(rfcError(`${day0}${rfcCheckDigit(day0)}`)).toBe("date");
    // 29 February exists in 2000 and 1996, not in 1997.
    const leap = "ABC000229XY";
    expect(rfcError(`${leap}${rfcCheckDigit(leap)}`)).toBeNull();
    const notLeap = "ABC970229XY";
    expect(rfcError(`${notLeap}${rfcCheckDigit(notLeap)}`)).toBe("date");
  });

  it("tells a persona física's 13-character RFC apart", () => {
    expect(rfcError("GODE561231GR8")).toBe("personaFisica");
    expect(rfcMessage("GODE561231GR8")).toBe(RFC_MESSAGES.personaFisica);
  });

  it("refuses other shapes with their own sentence", () => {
    expect(rfcError("")).toBe("required");
    expect(rfcError("WMT970714R1")).toBe("length");
    expect(rfcError("WMT9707140R10")).toBe("length");
    expect(rfcError("W1T970714R10")).toBe("letters");
    expect(rfcError("WMTA70714R10")).toBe("date");
    expect(rfcError("WMT970714R_0")).toBe("homoclave");
    expect(rfcMessage("WMT970714R11")).toBe(RFC_MESSAGES.checkDigit);
    expect(rfcMessage("WMT970714R10")).toBeNull();
  });
});
