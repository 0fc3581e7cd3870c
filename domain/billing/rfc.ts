// The RFC (Registro Federal de Contribuyentes) as SAT issues it: a persona física's has 13
// characters (4 letters from the name, the birth date YYMMDD, a 3-character homoclave), a
// persona moral's 12 (3 letters, the date of incorporation, the homoclave). The homoclave's
// last character is a check digit over the first 12 (13 for a física): each character's
// value in SAT's table times its weight (13 down to 2), the sum modulo 11; 0 gives "0",
// otherwise 11 minus it, with 10 written "A". A moral's RFC is weighed with a space in front.
// The two generic RFCs (público en general, extranjero) are SAT's own and always valid.

export const RFC_PUBLICO_EN_GENERAL = "XAXX010101000";
export const RFC_EXTRANJERO = "XEXX010101000";
const GENERIC_RFCS: readonly string[] = [RFC_PUBLICO_EN_GENERAL, RFC_EXTRANJERO];

export type PersonaType = "fisica" | "moral";

// SAT's values: digits 0–9, A–N 10–23, & 24, O–Z 25–36, space 37, Ñ 38.
const CHECK_TABLE = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ";

const RFC_SHAPE = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z1-9]{2}[0-9A])$/;

/** The RFC as SAT writes it: capitals, no spaces or dashes. */
export const normalizeRfc = (value: string): string => value.trim().toUpperCase().replace(/[\s-]/g, "");

/** The check digit SAT computes over an RFC's first 11 (moral) or 12 (física) characters. */
export function rfcCheckDigit(rfcWithoutDigit: string): string {
  const padded = rfcWithoutDigit.length === 11 ? ` ${rfcWithoutDigit}` : rfcWithoutDigit;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) {
    const value = CHECK_TABLE.indexOf(padded[i]);
    if (value < 0) return "";
    sum += value * (13 - i);
  }
  const remainder = sum % 11;
  if (remainder === 0) return "0";
  const digit = 11 - remainder;
  return digit === 10 ? "A" : String(digit);
}

/** Persona física (13 characters) or moral (12), or null when the RFC is not well formed. */
export function rfcPersonaType(value: string): PersonaType | null {
  const rfc = normalizeRfc(value);
  if (GENERIC_RFCS.includes(rfc)) return "fisica";
  const match = RFC_SHAPE.exec(rfc);
  if (!match) return null;
  return match[1].length === 4 ? "fisica" : "moral";
}

export const isGenericRfc = (value: string): boolean => GENERIC_RFCS.includes(normalizeRfc(value));

/** A well-formed RFC whose date exists and whose check digit is right (or a generic one). */
export function isValidRfc(value: string): boolean {
  const rfc = normalizeRfc(value);
  if (GENERIC_RFCS.includes(rfc)) return true;
  const match = RFC_SHAPE.exec(rfc);
  if (!match) return false;
  const [, , yy, mm, dd] = match;
  const month = Number(mm);
  const day = Number(dd);
  // Any century: a leap day needs a year divisible by 4 (00 counts as 2000).
  const daysInMonth = new Date(Date.UTC(2000 + Number(yy), month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return false;
  return rfcCheckDigit(rfc.slice(0, -1)) === rfc.slice(-1);
}
