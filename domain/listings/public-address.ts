/** What buyers read under the map of a listing that shows only its colonia. */
export const APPROXIMATE_LOCATION_NOTE = "Ubicación aproximada: quien anuncia muestra solo la colonia.";

// What buyers read as the address: "Calle 12 int. 301, Roma Norte", or only the colonia
// and alcaldía when the agent chose "Mostrar solo la colonia".
export function publicAddress(a: {
  street: string;
  interior?: string | null;
  hide_address: boolean;
  colonia: string;
  alcaldia?: string | null;
}): string {
  if (a.hide_address) return a.alcaldia ? `${a.colonia}, ${a.alcaldia}` : a.colonia;
  const interior = interiorLabel(a.interior ?? "");
  return `${a.street.trim()}${interior ? ` ${interior}` : ""}, ${a.colonia}`;
}

/**
 * The street part of a public address that ends with its colonia: "Durango 245 int. 3,
 * Roma Norte" gives "Durango 245 int. 3". An address that does not end with it (only the
 * colonia shown, or written before the street was kept apart) is returned whole.
 */
export function streetOfAddress(address: string, colonia: string): string {
  const suffix = `, ${colonia}`;
  return address.endsWith(suffix) ? address.slice(0, -suffix.length) : address;
}

// "int.", "interior", "núm. int.", "no. int." or "#" that an agent may have typed before the number.
const INTERIOR_PREFIX = /^(?:(?:n[uú]m(?:ero)?|no)\.?\s*)?(?:int(?:erior)?\b\.?|#)\s*/i;

/**
 * An interior as it is written in an address: a number or a code gets "int." once
 * ("301", "Int. 301", "#4B" → "int. 301", "int. 4B"); one the agent named with a word
 * keeps the agent's words ("Depto 302", "Local 5", "piso 7"). Empty: "".
 */
export function interiorLabel(raw: string): string {
  const text = raw.trim().replace(/\s+/g, " ");
  const bare = text.replace(INTERIOR_PREFIX, "").trim();
  if (!bare) return "";
  // A word of three letters or more says what the interior is (depto, local, casa, piso, torre).
  return /^\p{L}{3,}/u.test(bare) ? bare : `int. ${bare}`;
}
