import * as z from "zod";
import { isValidMxPhone } from "../call-requests/phone";
import { hasValidCharacters, INVALID_CHARACTERS_MESSAGE } from "../text/characters";
import { sanitizeText } from "../text/sanitize";
import { slugify } from "../text/slug";
import type { VerificationStatus } from "../trust/verification";
import { normalizeRfc, rfcMessage } from "../trust/rfc";
import { agencyProfileSchema } from "./agency-profile";
import { TRUST_TEXTS, TRUST_TEXTS_EN } from "../trust/advertiser-trust";
import type { TextsLike } from "../i18n/bilingual";

// "Alta de tu inmobiliaria": how an inmobiliaria account creates its agency (name, the
// address of its public page, logo, description, zones, contact phone) and asks to be
// verified (its RFC and a proof of address). The limits and the words live here; the form
// and the API both read them.

export const AGENCY_SIGNUP_LIMITS = {
  nameMin: 2,
  nameMax: 80,
  slugMin: 3,
  slugMax: 60,
  /** The proof of address as uploaded: a PDF, JPEG or PNG. */
  proofMaxBytes: 10 * 1024 * 1024,
  /** How long the form waits after the last keystroke before asking whether a slug is free. */
  slugCheckDelayMs: 400,
} as const;

/** What a proof of address may be, recognised by its first bytes. */
export const PROOF_FORMATS = {
  pdf: { contentType: "application/pdf", label: "PDF" },
  jpeg: { contentType: "image/jpeg", label: "JPG" },
  png: { contentType: "image/png", label: "PNG" },
} as const;
export type ProofFormat = keyof typeof PROOF_FORMATS;
export const PROOF_ACCEPT = "application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png";

const proofMb = AGENCY_SIGNUP_LIMITS.proofMaxBytes / 1024 / 1024;

export const AGENCY_SIGNUP_MESSAGES = {
  title: "Alta de tu inmobiliaria",
  intro: "Da de alta tu inmobiliaria para invitar a tu equipo, publicar con el plan de la inmobiliaria, tener tu página pública y ver tus reportes.",
  start: "Dar de alta mi inmobiliaria",
  name: `Escribe el nombre de la inmobiliaria (de ${AGENCY_SIGNUP_LIMITS.nameMin} a ${AGENCY_SIGNUP_LIMITS.nameMax} caracteres).`,
  slug: `Usa de ${AGENCY_SIGNUP_LIMITS.slugMin} a ${AGENCY_SIGNUP_LIMITS.slugMax} letras minúsculas sin acentos, números y guiones.`,
  slugTaken: "Esa dirección ya es de otra inmobiliaria. Prueba con otra.",
  slugAvailable: "Disponible",
  slugChecking: "Revisando…",
  notAgencyAccount: "Solo una cuenta de tipo inmobiliaria puede dar de alta una inmobiliaria.",
  alreadyHasAgency: "Tu cuenta ya tiene una inmobiliaria. La administras desde tu panel.",
  phone: "Escribe un teléfono de 10 dígitos.",
  noVerifiedPhone: "Todavía no tienes un teléfono verificado: tu inmobiliaria se dará de alta sin teléfono de contacto. Verifica uno para mostrarlo.",
  proofRequired: "Sube un comprobante de domicilio de la inmobiliaria.",
  proofType: "El comprobante de domicilio debe ser un PDF, JPG o PNG.",
  proofTooBig: `El comprobante de domicilio pesa demasiado: sube un archivo de hasta ${proofMb} MB.`,
  proofHelp: `PDF, JPG o PNG de hasta ${proofMb} MB (recibo de luz, agua, teléfono o estado de cuenta, de menos de 3 meses). Solo lo ve nuestro equipo de verificación.`,
  created: "Tu inmobiliaria está dada de alta.",
  verificationSent: "Enviamos tu solicitud de verificación.",
  verificationPending: "Ya tienes una solicitud de verificación en revisión.",
  verificationApproved: "Tu inmobiliaria ya está verificada.",
  noAgency: "Tu cuenta todavía no tiene una inmobiliaria.",
  verificationNote: "Hasta que revisemos tu RFC y tu comprobante, tu inmobiliaria y sus propiedades se muestran como «Inmobiliaria sin verificar».",
  rfcLabel: "RFC de la inmobiliaria (persona moral)",
  rfcHint: "12 caracteres, como en tu Constancia de Situación Fiscal.",
} as const;

/** The same texts on English pages, key for key. */
export const AGENCY_SIGNUP_MESSAGES_EN: TextsLike<typeof AGENCY_SIGNUP_MESSAGES> = {
  title: "Register your agency",
  intro: "Register your agency to invite your team, publish with the agency's plan, have your public page and see your reports.",
  start: "Register my agency",
  name: `Enter the agency's name (${AGENCY_SIGNUP_LIMITS.nameMin} to ${AGENCY_SIGNUP_LIMITS.nameMax} characters).`,
  slug: `Use ${AGENCY_SIGNUP_LIMITS.slugMin} to ${AGENCY_SIGNUP_LIMITS.slugMax} lowercase letters without accents, digits and hyphens.`,
  slugTaken: "That address already belongs to another agency. Try another one.",
  slugAvailable: "Available",
  slugChecking: "Checking…",
  notAgencyAccount: "Only an agency account can register an agency.",
  alreadyHasAgency: "Your account already has an agency. You manage it from your dashboard.",
  phone: "Enter a 10-digit phone number.",
  noVerifiedPhone: "You do not have a verified phone yet: your agency will be registered without a contact phone. Verify one to show it.",
  proofRequired: "Upload a proof of address of the agency.",
  proofType: "The proof of address must be a PDF, JPG or PNG.",
  proofTooBig: `The proof of address is too large: upload a file of up to ${proofMb} MB.`,
  proofHelp: `PDF, JPG or PNG of up to ${proofMb} MB (an electricity, water or phone bill, or a bank statement, less than 3 months old). Only our verification team sees it.`,
  created: "Your agency is registered.",
  verificationSent: "We sent your verification request.",
  verificationPending: "You already have a verification request under review.",
  verificationApproved: "Your agency is already verified.",
  noAgency: "Your account does not have an agency yet.",
  verificationNote: "Until we review your RFC and your proof of address, your agency and its properties show as “Unverified agency”.",
  rfcLabel: "The agency's RFC (persona moral)",
  rfcHint: "12 characters, as on your Constancia de Situación Fiscal.",
};

/** What the dashboard says about the agency's verification. */
export const AGENCY_VERIFICATION_TEXT = {
  unverified: TRUST_TEXTS.agencyUnverified,
  pending: "Verificación en revisión",
  pendingHint: "Revisamos tu RFC y tu comprobante de domicilio. Mientras tanto, tu inmobiliaria y sus propiedades se muestran como sin verificar.",
  rejected: "Rechazamos tu verificación",
  rejectedHint: "Corrige lo que te indicamos y envía de nuevo tu RFC y tu comprobante de domicilio.",
  approved: TRUST_TEXTS.agencyVerified,
  resubmit: "Enviar de nuevo",
} as const;

export const AGENCY_VERIFICATION_TEXT_EN: TextsLike<typeof AGENCY_VERIFICATION_TEXT> = {
  unverified: TRUST_TEXTS_EN.agencyUnverified,
  pending: "Verification under review",
  pendingHint: "We are reviewing your RFC and your proof of address. Meanwhile, your agency and its properties show as unverified.",
  rejected: "We rejected your verification",
  rejectedHint: "Correct what we pointed out and send your RFC and your proof of address again.",
  approved: TRUST_TEXTS_EN.agencyVerified,
  resubmit: "Send again",
};

/** "Mi Inmobiliaria, S.A. de C.V." → "mi-inmobiliaria-s-a-de-c-v", cut at the slug's length at a hyphen. */
export function suggestAgencySlug(name: string): string {
  const slug = slugify(name);
  if (slug.length <= AGENCY_SIGNUP_LIMITS.slugMax) return slug;
  const cut = slug.slice(0, AGENCY_SIGNUP_LIMITS.slugMax);
  return cut.slice(0, cut.lastIndexOf("-") > AGENCY_SIGNUP_LIMITS.slugMin ? cut.lastIndexOf("-") : cut.length).replace(/-+$/, "");
}

export const agencySignupSlugSchema = z
  .string({ error: AGENCY_SIGNUP_MESSAGES.slug })
  .trim()
  .min(AGENCY_SIGNUP_LIMITS.slugMin, AGENCY_SIGNUP_MESSAGES.slug)
  .max(AGENCY_SIGNUP_LIMITS.slugMax, AGENCY_SIGNUP_MESSAGES.slug)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, AGENCY_SIGNUP_MESSAGES.slug);

/** GET /api/my-agency/slug?slug=: whether a slug is free (the form asks as it is typed). */
export const slugCheckQuerySchema = z.object({ slug: agencySignupSlugSchema });
export type SlugCheck = { slug: string; available: boolean };

/** The RFC: normalised (capitals, no spaces or hyphens), then the persona moral rule. */
export const rfcSchema = z
  .string({ error: rfcMessage("")! })
  .max(40, rfcMessage("x")!)
  .transform(normalizeRfc)
  .superRefine((rfc, ctx) => {
    const message = rfcMessage(rfc);
    if (message) ctx.addIssue({ code: "custom", message });
  });

/**
 * The fields of "Alta de tu inmobiliaria" (the logo and the proof of address are files,
 * checked by the worker from their bytes). An empty phone is none.
 */
export const agencySignupSchema = z.object({
  name: z
    .string({ error: AGENCY_SIGNUP_MESSAGES.name })
    .max(AGENCY_SIGNUP_LIMITS.nameMax * 2, AGENCY_SIGNUP_MESSAGES.name)
    .refine(hasValidCharacters, INVALID_CHARACTERS_MESSAGE)
    .transform(sanitizeText)
    .pipe(z.string().min(AGENCY_SIGNUP_LIMITS.nameMin, AGENCY_SIGNUP_MESSAGES.name).max(AGENCY_SIGNUP_LIMITS.nameMax, AGENCY_SIGNUP_MESSAGES.name)),
  slug: agencySignupSlugSchema,
  description: agencyProfileSchema.shape.description,
  zone_ids: agencyProfileSchema.shape.zone_ids,
  phone: z
    .string({ error: AGENCY_SIGNUP_MESSAGES.phone })
    .transform((p) => p.replace(/\D/g, ""))
    .refine((p) => p === "" || isValidMxPhone(p), AGENCY_SIGNUP_MESSAGES.phone),
  rfc: rfcSchema,
});
export type AgencySignupInput = z.input<typeof agencySignupSchema>;
export type AgencySignupFields = z.output<typeof agencySignupSchema>;

/** POST /api/my-agency/verification: a new request after a rejection (the proof is a file). */
export const verificationResubmitSchema = z.object({ rfc: rfcSchema });

/** The agency's verification as its owner sees it: the latest request. */
export type AgencyVerificationState = {
  status: VerificationStatus;
  reason: string | null;
  created_at: string;
};

/**
 * GET /api/my-agency/signup: whether the account has an agency yet (null: the form), the
 * state of its latest verification request, and the numbers it verified (the contact
 * phone is one of them).
 */
export type AgencySignupState = {
  agency: { id: string; name: string; slug: string; verified_at: string | null } | null;
  verification: AgencyVerificationState | null;
  verified_phones: string[];
};
