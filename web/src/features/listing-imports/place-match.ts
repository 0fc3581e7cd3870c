import type { CanonicalLocation } from "@domain/locations/location";
import { normalizeSearchText } from "@domain/text/normalize";

/** A place as the file writes it, keyed so that rows with the same place share one search. */
export type PlaceText = { colonia: string; alcaldia: string };
export const placeKey = (p: PlaceText) => `${normalizeSearchText(p.colonia)}|${normalizeSearchText(p.alcaldia)}`;

/**
 * The colonia a place's text names among the location search's answers: the one whose name
 * is the text (and whose context names the alcaldía, when the file gives one). Without
 * exactly one such colonia the place is left for the agent to choose, offered the colonias
 * the search found.
 */
export function matchPlace(text: PlaceText, found: readonly CanonicalLocation[]): { match: CanonicalLocation | null; options: CanonicalLocation[] } {
  const colonias = found.filter((l) => l.tipo === "colonia");
  const name = normalizeSearchText(text.colonia);
  const alcaldia = normalizeSearchText(text.alcaldia);
  let same = colonias.filter((l) => normalizeSearchText(l.nombre_canonico) === name);
  if (alcaldia && same.length > 1) same = same.filter((l) => normalizeSearchText(l.contexto).includes(alcaldia));
  if (alcaldia && same.length === 1 && !normalizeSearchText(same[0].contexto).includes(alcaldia)) same = [];
  return { match: same.length === 1 ? same[0] : null, options: colonias.slice(0, 6) };
}
