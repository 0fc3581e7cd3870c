import type { Lang } from "../i18n/lang";
import type { TextsLike } from "../i18n/bilingual";
import * as z from "zod";
import type { Role } from "../auth/roles";
import type { PropertyCard } from "../properties/property";
import { PAGE_ROUTES } from "../pages/page-routes";
import { nameSchema } from "../auth/schemas";
import { isValidMxPhone } from "../call-requests/phone";
import { hasValidCharacters, INVALID_CHARACTERS_MESSAGE } from "../text/characters";
import { keepMultilineText } from "../text/kept-text";
import { LICENSE_KINDS, type LicenseKind } from "../trust/verification";
import { TRUST_TEXTS } from "../trust/advertiser-trust";

// "Mi perfil" (/perfil): what a person edits about themselves, and what an independent
// agent's public page (/agente/{slug}) shows. The limits and the words live here; the form
// and the API both read them.
export const PROFILE_LIMITS = {
  bioMax: 600,
  /** Colonias (and alcaldías) an agent says they work. */
  zonesMax: 12,
  /** The photo as uploaded (the browser sends the file; the worker checks the bytes). */
  avatarMaxBytes: 2 * 1024 * 1024,
  /** Published listings shown on the agent's public page. */
  listingsShown: 24,
} as const;

export const PROFILE_MESSAGES = {
  saved: "Perfil actualizado",
  avatarSaved: "Foto actualizada",
  avatarTooBig: `La foto pesa demasiado: sube una imagen de hasta ${PROFILE_LIMITS.avatarMaxBytes / 1024 / 1024} MB.`,
  bioMax: `La presentación no puede tener más de ${PROFILE_LIMITS.bioMax} caracteres.`,
  zone: "Colonia no válida: elige una colonia o alcaldía de la lista.",
  zonesMax: `Elige como máximo ${PROFILE_LIMITS.zonesMax} colonias.`,
  phone: "Escribe un teléfono de 10 dígitos.",
  advertisersOnly: "Esta parte del perfil es solo para agentes e inmobiliarias.",
  agentsOnly: "La cédula o el número AMPI es para agentes.",
  licenseNumber: {
    cedula: "La cédula profesional tiene 7 u 8 dígitos.",
    ampi: "El número de socio AMPI tiene de 3 a 20 letras o números.",
  } satisfies Record<LicenseKind, string>,
  licenseKind: "Elige cédula profesional o número AMPI.",
  licenseSent: "Enviamos tu solicitud. Te avisaremos cuando la revisemos.",
  licensePending: "Ya tienes una solicitud en revisión. Espera a que la revisemos.",
  licenseAlreadyVerified: "Tu cédula o número AMPI ya está verificado.",
  emailSent: "Te enviamos un enlace a tu nuevo correo. Tu correo cambia cuando lo abras.",
  emailSame: "Ese ya es tu correo.",
  passwordChanged: "Contraseña actualizada",
  deletePassword: "Escribe tu contraseña para borrar tu cuenta.",
  deleteWrongPassword: "La contraseña no es correcta.",
  deleteConfirm: "Escribe BORRAR para confirmar.",
  agentNotFound: "No encontramos a este agente.",
  agentNotFoundHint: "Puede que haya cerrado su cuenta. Busca propiedades en la Ciudad de México.",
} as const;

// Their English twins, for English pages (domain/i18n/message-twins.ts).
export const PROFILE_MESSAGES_EN: TextsLike<typeof PROFILE_MESSAGES> = {
  saved: "Profile updated",
  avatarSaved: "Photo updated",
  avatarTooBig: `The photo is too large: upload an image of up to ${PROFILE_LIMITS.avatarMaxBytes / 1024 / 1024} MB.`,
  bioMax: `The introduction cannot be longer than ${PROFILE_LIMITS.bioMax} characters.`,
  zone: "Invalid neighborhood: choose a colonia or alcaldía from the list.",
  zonesMax: `Choose at most ${PROFILE_LIMITS.zonesMax} neighborhoods.`,
  phone: "Enter a 10-digit phone number.",
  advertisersOnly: "This part of the profile is only for agents and agencies.",
  agentsOnly: "The cédula or AMPI number is for agents.",
  licenseNumber: {
    cedula: "The cédula profesional has 7 or 8 digits.",
    ampi: "The AMPI membership number has 3 to 20 letters or digits.",
  },
  licenseKind: "Choose cédula profesional or AMPI number.",
  licenseSent: "We sent your request. We will let you know when we have reviewed it.",
  licensePending: "You already have a request under review. Wait until we review it.",
  licenseAlreadyVerified: "Your cédula or AMPI number is already verified.",
  emailSent: "We sent a link to your new e-mail. Your e-mail changes when you open it.",
  emailSame: "That is already your e-mail.",
  passwordChanged: "Password updated",
  deletePassword: "Enter your password to delete your account.",
  deleteWrongPassword: "The password is not correct.",
  deleteConfirm: "Type DELETE to confirm.",
  agentNotFound: "We could not find this agent.",
  agentNotFoundHint: "They may have closed their account. Search properties in Mexico City.",
};

export const LICENSE_KIND_LABELS: Record<LicenseKind, string> = {
  cedula: "Cédula profesional",
  ampi: "Número de socio AMPI",
};

/** Where the link that confirms a new e-mail lands: "Mi perfil", which says the address changed. */
export const EMAIL_CHANGED_PARAM = "correo";
export const EMAIL_CHANGED_CALLBACK = `${PAGE_ROUTES.perfil.path}?${EMAIL_CHANGED_PARAM}=cambiado`;

/** The word a person without a password types to confirm deleting their account. */
export const DELETE_CONFIRM_WORD = "BORRAR";
/** That word as each language's page asks for it; the page sends DELETE_CONFIRM_WORD for either. */
export const DELETE_CONFIRM_WORDS: Readonly<Record<Lang, string>> = { es: DELETE_CONFIRM_WORD, en: "DELETE" };

/** The parts of "Mi perfil" a role sees: everyone has name, photo, e-mail, password and deleting the account. */
export type ProfileSection = "contacto" | "presentacion" | "zonas" | "cedula" | "pagina";
export function profileSections(role: Role): ProfileSection[] {
  if (role === "agente") return ["contacto", "presentacion", "zonas", "cedula", "pagina"];
  // An agency's owner is shown on its listings (name, photo, numbers); the agency's own
  // page, description and zones are edited in the dashboard, and its verification is the RFC.
  if (role === "inmobiliaria") return ["contacto", "presentacion"];
  return [];
}

/** A phone field: empty (no number shown) or 10 digits; spaces and dashes typed are dropped. */
const phoneField = z
  .string({ error: PROFILE_MESSAGES.phone })
  .max(20, PROFILE_MESSAGES.phone)
  .transform((v) => v.replace(/[\s()-]/g, ""))
  .refine((v) => v === "" || isValidMxPhone(v), PROFILE_MESSAGES.phone);

const zoneIdSchema = z
  .string({ error: PROFILE_MESSAGES.zone })
  .min(1, PROFILE_MESSAGES.zone)
  .max(40, PROFILE_MESSAGES.zone)
  .regex(/^[a-z0-9_-]+$/i, PROFILE_MESSAGES.zone);

// PUT /api/my-profile. The name for everyone; the rest only for the roles that have it
// (profileSections), left out by the others.
export const myProfileSchema = z.object({
  name: nameSchema,
  phone: phoneField.optional(),
  whatsapp: phoneField.optional(),
  bio: z
    .string({ error: PROFILE_MESSAGES.bioMax })
    .max(PROFILE_LIMITS.bioMax * 2, PROFILE_MESSAGES.bioMax)
    .refine(hasValidCharacters, INVALID_CHARACTERS_MESSAGE)
    .transform(keepMultilineText)
    .pipe(z.string().max(PROFILE_LIMITS.bioMax, PROFILE_MESSAGES.bioMax))
    .optional(),
  zone_ids: z
    .array(zoneIdSchema, { error: PROFILE_MESSAGES.zone })
    .max(PROFILE_LIMITS.zonesMax, PROFILE_MESSAGES.zonesMax)
    .transform((ids) => [...new Set(ids)])
    .optional(),
});
export type MyProfileInput = z.input<typeof myProfileSchema>;

// POST /api/my-profile/license: a cédula profesional (7 or 8 digits) or an AMPI membership
// number (3 to 20 letters, digits or dashes), sent to the operator's queue.
export const licenseSchema = z
  .object({
    kind: z.enum(LICENSE_KINDS, { error: PROFILE_MESSAGES.licenseKind }),
    number: z.string({ error: PROFILE_MESSAGES.licenseKind }).trim().toUpperCase().max(40, PROFILE_MESSAGES.licenseKind),
  })
  .superRefine((v, ctx) => {
    const ok = v.kind === "cedula" ? /^\d{7,8}$/.test(v.number) : /^[A-Z0-9-]{3,20}$/.test(v.number);
    if (!ok) ctx.addIssue({ code: "custom", path: ["number"], message: PROFILE_MESSAGES.licenseNumber[v.kind] });
  });
export type LicenseInput = z.input<typeof licenseSchema>;

// DELETE /api/my-profile: the password when the account has one, else the word BORRAR.
export const deleteAccountSchema = z.object({
  password: z.string({ error: PROFILE_MESSAGES.deletePassword }).max(200, PROFILE_MESSAGES.deletePassword).optional(),
  confirm: z.string({ error: PROFILE_MESSAGES.deleteConfirm }).max(20, PROFILE_MESSAGES.deleteConfirm).optional(),
});

/** Where a cédula or AMPI number stands: none sent, waiting for the operator, verified, or refused (with the reason). */
export type LicenseState =
  | { status: "ninguna" }
  | { status: "pendiente"; kind: LicenseKind; number: string }
  | { status: "verificado"; kind: LicenseKind; number: string; verified_at: string }
  | { status: "rechazada"; kind: LicenseKind; number: string; reason: string | null };

export const LICENSE_STATUS_LABELS = {
  pendiente: "En revisión",
  verificado: TRUST_TEXTS.agentVerified,
  rechazada: "No pudimos verificarla",
} as const;

/** A zone an agent works: a colonia or an alcaldía of Mexico City. */
export type ProfileZone = { id: string; name: string; kind: "alcaldia" | "colonia" };

/** GET /api/my-profile: everything "Mi perfil" shows and edits. */
export type MyProfile = {
  id: string;
  name: string;
  email: string;
  email_verified: boolean;
  role: Role;
  avatar: string | null;
  created_at: string;
  phone: string | null;
  whatsapp: string | null;
  bio: string | null;
  /** The public page's slug (agents only; made from the name the first time the profile is read). */
  slug: string | null;
  zones: ProfileZone[];
  license: LicenseState;
  /** The numbers this account proved by SMS: the only ones it can show. */
  verified_phones: string[];
  /** Whether the account signs in with a password (a Google-only one has none). */
  has_password: boolean;
};

/** GET /api/agents/{slug}: an independent agent's public page. */
export type AgentPage = {
  id: string;
  name: string;
  slug: string;
  avatar: string | null;
  bio: string | null;
  zones: ProfileZone[];
  /** The verified cédula or AMPI number (only when an operator approved it). */
  license: { kind: LicenseKind; verified_at: string } | null;
  member_since: string;
  has_phone: boolean;
  has_whatsapp: boolean;
  listing_count: number;
  /** Their newest published listings (at most PROFILE_LIMITS.listingsShown). */
  listings: PropertyCard[];
};

// Agent slugs as domain/text/slug.ts writes them: anything else is a 404.
export const agentSlugSchema = z
  .string({ error: PROFILE_MESSAGES.agentNotFound })
  .min(1, PROFILE_MESSAGES.agentNotFound)
  .max(90, PROFILE_MESSAGES.agentNotFound)
  .regex(/^[a-z0-9-]+$/, PROFILE_MESSAGES.agentNotFound);

/** The page's head: "{name}: agente inmobiliario en la Ciudad de México · Hogaria". */
export function agentPageMeta(agent: Pick<AgentPage, "name" | "bio" | "zones" | "avatar">, siteName: string, lang: Lang = "es") {
  const zones = agent.zones.slice(0, 3).map((z) => z.name);
  const fallback =
    lang === "es"
      ? `Propiedades de ${agent.name}${zones.length ? ` en ${zones.join(", ")}` : " en la Ciudad de México"}.`
      : `Properties of ${agent.name}${zones.length ? ` in ${zones.join(", ")}` : " in Mexico City"}.`;
  const text = (agent.bio ?? "").replace(/\s+/g, " ").trim() || fallback;
  return {
    title:
      lang === "es"
        ? `${agent.name}: agente inmobiliario en la Ciudad de México · ${siteName}`
        : `${agent.name}: real estate agent in Mexico City · ${siteName}`,
    description: text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text,
    image: agent.avatar ?? undefined,
  };
}
