import { z } from "zod";

// GET /api/agencies?q=&alcaldia_id=
export const agencySearchParamsSchema = z.object({
  q: z.string().trim().max(100, "La búsqueda no puede tener más de 100 caracteres.").optional().default(""),
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
