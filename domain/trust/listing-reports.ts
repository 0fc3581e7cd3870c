import { z } from "zod";
import { emailSchema } from "../auth/schemas";
import { linkTokenSchema, recordIdSchema } from "../ids";
import { hasValidCharacters, INVALID_CHARACTERS_MESSAGE } from "../text/characters";
import { sanitizeMultilineText } from "../text/sanitize-multiline";
import { REPORT_REASONS } from "./report-reasons";

// "Reportar anuncio": what a person sends, the limits on it, and what they read back.

export const REPORT_NOTE_MAX = 500;
// Reports one address (an e-mail, whether signed in or not) may send in a day, over every
// listing; the worker also limits per network address through its rate limiter.
export const REPORTS_PER_EMAIL_PER_DAY = 5;
export const REPORTS_WINDOW_MS = 24 * 60 * 60 * 1000;

export const REPORT_MESSAGES = {
  reasonRequired: "Elige el motivo del reporte.",
  noteTooLong: `La nota puede tener hasta ${REPORT_NOTE_MAX} caracteres.`,
  emailRequired: "Escribe tu correo para avisarte qué decidimos.",
  listingMissing: "Indica el anuncio que reportas.",
  alreadyReported: "Ya reportaste este anuncio. Lo estamos revisando.",
  notReportable: "Este anuncio ya no está publicado, así que no se puede reportar.",
  tooMany: "Enviaste muchos reportes hoy. Inténtalo de nuevo mañana.",
  sent: "Gracias. Revisaremos este anuncio y te avisaremos por correo qué decidimos.",
} as const;

const optionalNote = z
  .string()
  .max(REPORT_NOTE_MAX * 2, REPORT_MESSAGES.noteTooLong)
  .refine(hasValidCharacters, INVALID_CHARACTERS_MESSAGE)
  .transform(sanitizeMultilineText)
  .pipe(z.string().max(REPORT_NOTE_MAX, REPORT_MESSAGES.noteTooLong))
  .optional()
  .transform((v) => v || undefined);

// The report itself, as the form sends it. A signed-in person reports as their account
// (the e-mail is not asked); an anonymous one gives an address (the worker requires it).
export const reportFormSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reasonRequired }),
  note: optionalNote,
  email: emailSchema.optional(),
});
export type ReportForm = z.infer<typeof reportFormSchema>;

// POST /api/listing-reports: the report and the listing it is about, by its id (its page)
// or by the link that showed it (a shared sheet or a presentation), exactly one.
export const listingReportRequestSchema = reportFormSchema
  .extend({
    property_id: recordIdSchema.optional(),
    share_token: linkTokenSchema.optional(),
    presentation_token: linkTokenSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const targets = [v.property_id, v.share_token, v.presentation_token].filter(Boolean).length;
    if (targets !== 1) ctx.addIssue({ code: "custom", path: ["property_id"], message: REPORT_MESSAGES.listingMissing });
  });
export type ListingReportRequest = z.infer<typeof listingReportRequestSchema>;

// What a listing's page needs to offer the report: which of the three ways names it.
export type ReportTarget = { property_id: string } | { share_token: string } | { presentation_token: string };
