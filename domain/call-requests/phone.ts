export const PHONE_DIGITS = 10;
export const MX_COUNTRY_CODE = "+52";

// What the phone input keeps while typing: digits only, at most 10.
export function normalizePhoneInput(raw: string): string {
  return raw.replace(/\D/g, "").slice(0, PHONE_DIGITS);
}

export function isValidMxPhone(digits: string): boolean {
  return /^\d{10}$/.test(digits);
}

// "5512345678" → "+525512345678"
export function toE164(digits: string): string {
  if (!isValidMxPhone(digits)) throw new Error("A Mexican phone number has exactly 10 digits");
  return `${MX_COUNTRY_CODE}${digits}`;
}
