import * as z from "zod";
import { OPERATIONS } from "../properties/property";
import { SEARCH_MESSAGES } from "../properties/search-filters";
import { LOCATION_SEARCH } from "./location";
import { interpretLocationQuery, type InterpretedLocationQuery } from "./location-aliases";
import { SEARCH_QUERY_TOO_LONG } from "../text/search-query";

// GET /api/locations?q=&limit=&operation= — q is 2 to 100 characters; a larger limit is
// capped at 15; with an operation each place counts only its listings of that operation.
export const locationSearchParamsSchema = z.object({
  q: z
    .string({ error: "Escribe al menos 2 caracteres para buscar una ubicación." })
    .trim()
    .min(LOCATION_SEARCH.minChars, "Escribe al menos 2 caracteres para buscar una ubicación.")
    .max(LOCATION_SEARCH.maxChars, SEARCH_QUERY_TOO_LONG),
  limit: z.coerce
    .number({ error: "El límite debe ser un número entero." })
    .int("El límite debe ser un número entero.")
    .min(1, "El límite debe ser al menos 1.")
    .default(LOCATION_SEARCH.maxResults)
    .transform((n) => Math.min(n, LOCATION_SEARCH.maxResults)),
  operation: z.enum(OPERATIONS, { error: SEARCH_MESSAGES.operation }).optional(),
});

export type LocationSearchParams = z.infer<typeof locationSearchParamsSchema>;

export type ParsedLocationQuery = {
  /** The query as read (aliases, kinds of place, abbreviations): what the ranking compares. */
  interpreted: InterpretedLocationQuery;
  /** Words of the query, each matched as a prefix. */
  terms: string[];
  /** FTS5 MATCH expression over both columns: every word as a prefix ("alv"* "obre"*). */
  match: string;
  /** The same restricted to the place's own name. */
  nameMatch: string;
  /** MATCH expression for the trigram index of names (locations_trigram): any trigram of the padded query. */
  trigramMatch: string;
};

// Turns what a person typed into FTS5 expressions. Only letters, digits and spaces survive
// normalisation, so nothing typed can inject FTS syntax. Returns null when no searchable
// word remains.
export function parseLocationQuery(q: string): ParsedLocationQuery | null {
  const interpreted = interpretLocationQuery(q);
  const terms = interpreted.text.split(" ").filter(Boolean).slice(0, 8);
  if (terms.length === 0) return null;
  const match = terms.map((t) => `"${t}"*`).join(" ");
  return {
    interpreted: { ...interpreted, text: terms.join(" ") },
    terms,
    match,
    nameMatch: `nombre_canonico : (${match})`,
    trigramMatch: nameTrigrams(terms.join(" "))
      .map((t) => `"${t}"`)
      .join(" OR "),
  };
}

/**
 * The trigrams of a normalised name padded with a space at each end, so a word's first and
 * last letters weigh too (" del vaye " → " de", "del", "el ", "l v", …). The trigram index
 * stores names padded the same way (migration: locations_trigram).
 */
export function nameTrigrams(text: string): string[] {
  const padded = ` ${text} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return [...grams];
}
