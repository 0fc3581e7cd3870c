import * as z from "zod";
import { SEARCH_QUERY_MAX_CHARS, SEARCH_QUERY_TOO_LONG } from "../text/search-query";

// GET /api/agencies?q=&alcaldia_id=
export const agencySearchParamsSchema = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX_CHARS, SEARCH_QUERY_TOO_LONG).optional().default(""),
  alcaldia_id: z
    .string()
    .trim()
    .max(40, "Alcaldía no válida.")
    .regex(/^[a-z0-9_]*$/i, "Alcaldía no válida.")
    .optional()
    .default(""),
});

export type AgencySearchParams = z.infer<typeof agencySearchParamsSchema>;

export type AgencyCard = {
  id: string;
  name: string;
  slug: string;
  logo_url: string | null;
  description: string | null;
  listing_count: number;
  alcaldias: { id: string; name: string }[];
};
