import * as z from "zod";
import { emailSchema } from "../auth/schemas";
import { linkTokenSchema, recordIdSchema } from "../ids";
import { hasValidCharacters, INVALID_CHARACTERS_MESSAGE } from "../text/characters";
import { keepMultilineText } from "../text/kept-text";
import { hashedReference } from "./hashed-reference";
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

// The reference the reporter's e-mails carry (the acknowledgement and the outcome), so they
// can match the two: it is the report's own, never the listing's id or a link to it, because
// a reporter may have seen the listing only on an agent's sheet, which hides both.
export const reportReference = (reportId: string): Promise<string> => hashedReference("report-reference", reportId);

const reportNoteSchema = z
  .string()
  .max(REPORT_NOTE_MAX * 2, REPORT_MESSAGES.noteTooLong)
  .refine(hasValidCharacters, INVALID_CHARACTERS_MESSAGE)
  .transform(keepMultilineText)
  .pipe(z.string().max(REPORT_NOTE_MAX, REPORT_MESSAGES.noteTooLong));

const reasonSchema = z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reasonRequired });

// The report as a signed-in person fills it in (they report as their account)…
export const reportFormSchema = z.object({ reason: reasonSchema, note: reportNoteSchema });
// …and as an anonymous visitor does: with an address, where we tell them what we decided.
export const anonymousReportFormSchema = reportFormSchema.extend({ email: emailSchema });
export type ReportForm = z.infer<typeof reportFormSchema> & { email?: string };

// POST /api/listing-reports: the report and the listing it is about, by its id (its page)
// or by the link that showed it (a shared sheet, a presentation, or a client board's copy of
// it with the board's token), exactly one.
export const listingReportRequestSchema = z
  .object({
    reason: reasonSchema,
    note: reportNoteSchema.optional().transform((v) => v || undefined),
    // Required of anonymous visitors only (the worker checks, knowing who is signed in).
    email: emailSchema.optional(),
    property_id: recordIdSchema.optional(),
    share_token: linkTokenSchema.optional(),
    presentation_token: linkTokenSchema.optional(),
    cloned_property_id: recordIdSchema.optional(),
    board_token: linkTokenSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const targets = [v.property_id, v.share_token, v.presentation_token, v.cloned_property_id].filter(Boolean).length;
    if (targets !== 1 || Boolean(v.cloned_property_id) !== Boolean(v.board_token))
      ctx.addIssue({ code: "custom", path: ["property_id"], message: REPORT_MESSAGES.listingMissing });
  });
export type ListingReportRequest = z.infer<typeof listingReportRequestSchema>;

// What a listing's page needs to offer the report: which of the three ways names it.
export type ReportTarget =
  { property_id: string } | { share_token: string } | { presentation_token: string } | { cloned_property_id: string; board_token: string };
