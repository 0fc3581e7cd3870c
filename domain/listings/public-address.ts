/** What buyers read under the map of a listing that shows only its colonia. */
export const APPROXIMATE_LOCATION_NOTE = "Ubicación aproximada: quien anuncia muestra solo la colonia.";

/** What publicAddress reads: the street as kept (null: written before it was kept apart), the interior and the choice. */
export type AddressParts = { street: string | null; interior?: string | null; hide_address: boolean };

// What buyers read as the address: "Calle 12 int. 301, Roma Norte", or only the colonia
// and alcaldía when the agent chose "Mostrar solo la colonia".
export function publicAddress(a: AddressParts & { colonia: string; alcaldia?: string | null }): string {
  const street = publicStreet(a);
  if (street === null) return a.alcaldia ? `${a.colonia}, ${a.alcaldia}` : a.colonia;
  return `${street}, ${a.colonia}`;
}

/**
 * The street part of the public address, which a card shows under the colonia: "Durango
 * 245 int. 3"; null when the agent chose "Mostrar solo la colonia" (or there is no street).
 */
export function publicStreet(a: AddressParts): string | null {
  const street = a.street?.trim();
  if (a.hide_address || !street) return null;
  const interior = interiorLabel(a.interior ?? "");
  return `${street}${interior ? ` ${interior}` : ""}`;
}

/**
 * The street of a listing as its form edits it and its card shows it. The street has been
 * kept apart since listings were first published through the form (migration 0009); a listing
 * written before then (or inserted with an address only) has its whole address as its street.
 */
export function keptStreet(l: { street: string | null; address: string }): string {
  return l.street ?? l.address;
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
