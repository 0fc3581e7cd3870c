// Phone numbers as people read and dial them (the listing's and the agency page's contact buttons).

/** "55 1234 5678" for a 10-digit Mexican number; anything else as it came. */
export function formatPhoneMX(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const national = digits.length === 12 && digits.startsWith("52") ? digits.slice(2) : digits;
  if (national.length !== 10) return phone;
  return `${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`;
}

/** The number in international form, digits only: "525512345678". */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 10 ? `52${digits}` : digits;
}

/** "tel:+525512345678" */
export function telHref(phone: string): string {
  return `tel:+${internationalDigits(phone)}`;
}
