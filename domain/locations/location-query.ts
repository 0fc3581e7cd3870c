import { z } from "zod";
import { normalizeSearchText } from "../text/normalize";
import { LOCATION_SEARCH } from "./location";
import { SEARCH_QUERY_TOO_LONG } from "../text/search-query";

// GET /api/locations?q=&limit= — q is 2 to 100 characters; a larger limit is capped at 15.
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
});

export type LocationSearchParams = z.infer<typeof locationSearchParamsSchema>;

export type ParsedLocationQuery = {
  // The normalised text ("alv obre"), for exact and prefix comparisons with names.
  normalized: string;
  // Words of the query, each matched as a prefix.
  terms: string[];
  // FTS5 MATCH expression over both columns: every word as a prefix ("alv"* "obre"*).
  match: string;
  // The same restricted to the place's own name.
  nameMatch: string;
};

// Turns what a person typed into FTS5 expressions. Only letters and digits survive, so
// nothing typed can inject FTS syntax. Returns null when no searchable word remains.
export function parseLocationQuery(q: string): ParsedLocationQuery | null {
  const normalized = normalizeSearchText(q);
  const terms = normalized.split(" ").filter(Boolean).slice(0, 8);
  if (terms.length === 0) return null;
  const match = terms.map((t) => `"${t}"*`).join(" ");
  return { normalized: terms.join(" "), terms, match, nameMatch: `nombre_canonico : (${match})` };
}
