import type { TextsLike } from "../i18n/bilingual";

// The RFC of a persona moral (a company), as the SAT issues it: 12 characters, three
// letters of the company's name (Ñ and & included), its incorporation date as YYMMDD (a
// real calendar date) and a 3-character homoclave whose last character is the check digit
// of the other eleven, computed with the SAT's algorithm. A persona física's RFC has 13
// characters (four letters) and is not an agency's.

export const RFC_MESSAGES = {
  required: "Escribe el RFC de la inmobiliaria.",
  personaFisica: "Ese RFC es de persona física (13 caracteres). Escribe el RFC de la inmobiliaria como persona moral (12 caracteres).",
  length: "El RFC de una persona moral tiene 12 caracteres: 3 letras, 6 números de la fecha y 3 de homoclave.",
  letters: "El RFC debe empezar con 3 letras (A-Z, Ñ o &).",
  date: "La fecha del RFC (6 números después de las letras, AAMMDD) no es una fecha real.",
  homoclave: "La homoclave (los 3 últimos caracteres) solo puede tener letras y números.",
  checkDigit: "El RFC no es válido: el último carácter no corresponde. Revísalo en tu Constancia de Situación Fiscal.",
} as const;

/** The same messages on English pages (the agency sign-up's), key for key. */
export const RFC_MESSAGES_EN: TextsLike<typeof RFC_MESSAGES> = {
  required: "Enter the agency's RFC.",
  personaFisica: "That RFC belongs to an individual (13 characters). Enter the agency's RFC as a company, a persona moral (12 characters).",
  length: "A company's RFC has 12 characters: 3 letters, 6 digits of the date and a 3-character homoclave.",
  letters: "The RFC must start with 3 letters (A-Z, Ñ or &).",
  date: "The RFC's date (the 6 digits after the letters, YYMMDD) is not a real date.",
  homoclave: "The homoclave (the last 3 characters) can only have letters and digits.",
  checkDigit: "The RFC is not valid: its last character does not match. Check it on your Constancia de Situación Fiscal.",
};

export type RfcError = keyof typeof RFC_MESSAGES;

// The SAT's alphabet for the check digit: each character's value is its position.
const ALPHABET = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ";

/** The RFC as written on paper, without spaces or hyphens, in capitals. */
export function normalizeRfc(input: string): string {
  return input.replace(/[\s-]+/g, "").toLocaleUpperCase("es-MX");
}

/**
 * The check digit for the first eleven characters of a persona moral's RFC: left-padded
 * with a space to twelve, each character's value weighted 13 down to 2, the sum's
 * remainder by 11 taken from 11 (0 stays 0, 10 is "A").
 */
export function rfcCheckDigit(first11: string): string {
  const padded = ` ${first11}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += ALPHABET.indexOf(padded[i]!) * (13 - i);
  return ALPHABET[(11 - (sum % 11)) % 11]!;
}

function isRealDate(yymmdd: string): boolean {
  const yy = Number(yymmdd.slice(0, 2));
  const mm = Number(yymmdd.slice(2, 4));
  const dd = Number(yymmdd.slice(4, 6));
  if (mm < 1 || mm > 12 || dd < 1) return false;
  // Two digits name 19YY or 20YY; of the years divisible by four only 1900 is not leap,
  // and no company still registered was founded on 29 Feb 1900.
  const days = [31, yy % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mm - 1]!;
  return dd <= days;
}

/** Why a persona moral's RFC is not valid (normalised first), or null when it is. */
export function rfcError(input: string): RfcError | null {
  const rfc = normalizeRfc(input);
  if (!rfc) return "required";
  if (rfc.length === 13 && /^[A-ZÑ&]{4}\d{6}/.test(rfc)) return "personaFisica";
  if (rfc.length !== 12) return "length";
  if (!/^[A-ZÑ&]{3}$/.test(rfc.slice(0, 3))) return "letters";
  if (!/^\d{6}$/.test(rfc.slice(3, 9)) || !isRealDate(rfc.slice(3, 9))) return "date";
  if (!/^[A-Z0-9]{3}$/.test(rfc.slice(9))) return "homoclave";
  if (rfcCheckDigit(rfc.slice(0, 11)) !== rfc[11]) return "checkDigit";
  return null;
}

/** The Spanish sentence for an RFC that is not valid, or null. */
export function rfcMessage(input: string): string | null {
  const error = rfcError(input);
  return error ? RFC_MESSAGES[error] : null;
}
