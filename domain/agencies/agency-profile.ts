import type { Lang } from "../i18n/lang";
import type { TextsLike } from "../i18n/bilingual";
import type { AdvertiserTrust } from "../trust/advertiser-trust";
import * as z from "zod";
import type { Operation } from "../properties/property";
import { keepMultilineText } from "../text/kept-text";
import { hasValidCharacters, INVALID_CHARACTERS_MESSAGE } from "../text/characters";

// What an agency's owner edits on its public page (/inmobiliaria/{slug}), and what the
// page shows. The limits and the words live here; the form and the API both read them.
export const AGENCY_PROFILE_LIMITS = {
  descriptionMax: 1200,
  /** Alcaldías and colonias together. */
  zonesMax: 24,
  /** The logo as uploaded (the browser sends it resized; the worker checks the bytes). */
  logoMaxBytes: 2 * 1024 * 1024,
  /** Agents and listings shown per page of the public page. */
  agentsShown: 60,
} as const;

export const AGENCY_MESSAGES = {
  notFound: "No encontramos esta inmobiliaria.",
  notFoundHint: "Puede que haya cambiado de nombre. Búscala en el directorio de inmobiliarias.",
  descriptionMax: `La descripción no puede tener más de ${AGENCY_PROFILE_LIMITS.descriptionMax} caracteres.`,
  zone: "Zona no válida: elige una alcaldía o colonia de la lista.",
  zonesMax: `Elige como máximo ${AGENCY_PROFILE_LIMITS.zonesMax} zonas (alcaldías o colonias).`,
  saved: "Perfil de la inmobiliaria actualizado",
  logoSaved: "Logo actualizado",
  logoTooBig: "El logo pesa demasiado: sube una imagen de hasta 2 MB.",
  contactFailed: "No pudimos mostrar el contacto",
  noPhone: "Este asesor no tiene teléfono publicado",
} as const;

/** The same messages on English pages, key for key. */
export const AGENCY_MESSAGES_EN: TextsLike<typeof AGENCY_MESSAGES> = {
  notFound: "We could not find this agency.",
  notFoundHint: "It may have changed its name. Look for it in the agency directory.",
  descriptionMax: `The description cannot be longer than ${AGENCY_PROFILE_LIMITS.descriptionMax} characters.`,
  zone: "Not a valid area: choose a borough (alcaldía) or colonia from the list.",
  zonesMax: `Choose at most ${AGENCY_PROFILE_LIMITS.zonesMax} areas (boroughs or colonias).`,
  saved: "Agency profile updated",
  logoSaved: "Logo updated",
  logoTooBig: "The logo is too large: upload an image of up to 2 MB.",
  contactFailed: "We could not show the contact",
  noPhone: "This agent has no published phone number",
};

// Agency slugs as the directory writes them (domain/text/slug.ts): anything else is a 404.
export const agencySlugSchema = z
  .string({ error: AGENCY_MESSAGES.notFound })
  .min(1, AGENCY_MESSAGES.notFound)
  .max(80, AGENCY_MESSAGES.notFound)
  .regex(/^[a-z0-9-]+$/, AGENCY_MESSAGES.notFound);
export const agencySlugParamSchema = z.object({ slug: agencySlugSchema });

const zoneIdSchema = z
  .string({ error: AGENCY_MESSAGES.zone })
  .min(1, AGENCY_MESSAGES.zone)
  .max(40, AGENCY_MESSAGES.zone)
  .regex(/^[a-z0-9_-]+$/i, AGENCY_MESSAGES.zone);

// PUT /api/my-agency: the description (length-checked raw, kept as written, checked again; an
// empty one clears it) and the zones (ids of alcaldías or colonias of Mexico City).
export const agencyProfileSchema = z.object({
  description: z
    .string({ error: AGENCY_MESSAGES.descriptionMax })
    .max(AGENCY_PROFILE_LIMITS.descriptionMax * 2, AGENCY_MESSAGES.descriptionMax)
    .refine(hasValidCharacters, INVALID_CHARACTERS_MESSAGE)
    .transform(keepMultilineText)
    .pipe(z.string().max(AGENCY_PROFILE_LIMITS.descriptionMax, AGENCY_MESSAGES.descriptionMax)),
  zone_ids: z
    .array(zoneIdSchema, { error: AGENCY_MESSAGES.zone })
    .max(AGENCY_PROFILE_LIMITS.zonesMax, AGENCY_MESSAGES.zonesMax)
    .transform((ids) => [...new Set(ids)]),
});
export type AgencyProfileInput = z.input<typeof agencyProfileSchema>;

/** A zone the agency works: an alcaldía or a colonia. */
export type AgencyZone = { id: string; name: string; kind: "alcaldia" | "colonia" };

/** An agent of the agency as its page shows them; the numbers come only on click. */
export type AgencyAgent = { id: string; name: string; avatar: string | null; listing_count: number; has_phone: boolean; has_whatsapp: boolean };

/** GET /api/agencies/{slug}: everything the public page shows but the listings (those come from the search API). */
export type AgencyPage = {
  id: string;
  name: string;
  slug: string;
  logo_url: string | null;
  description: string | null;
  zones: AgencyZone[];
  agents: AgencyAgent[];
  /** Published listings per operation: the page opens on the operation with the most. */
  listing_counts: Record<Operation, number>;
  /** Verified or not, since when a member; its phone proved by its owner. */
  trust: AdvertiserTrust;
};

/** GET /api/my-agency: what the owner edits. */
export type AgencyProfile = { id: string; name: string; slug: string; logo_url: string | null; description: string | null; zones: AgencyZone[] };

/** The operation the page opens on: the one with the most published listings (venta on a tie or none). */
export function defaultAgencyOperation(counts: Record<Operation, number>): Operation {
  const order: Operation[] = ["venta", "renta", "remate"];
  return order.reduce((best, op) => (counts[op] > counts[best] ? op : best), "venta");
}

/** The page's head: "{name}: inmobiliaria en la Ciudad de México · Hogaria" and its own description (cut at 160 characters). */
export function agencyPageMeta(agency: Pick<AgencyPage, "name" | "description" | "zones" | "logo_url">, siteName: string, lang: Lang = "es") {
  const zones = agency.zones.slice(0, 3).map((z) => z.name);
  const fallback =
    lang === "es"
      ? `Propiedades y asesores de ${agency.name}${zones.length ? ` en ${zones.join(", ")}` : " en la Ciudad de México"}.`
      : `Properties and agents of ${agency.name}${zones.length ? ` in ${zones.join(", ")}` : " in Mexico City"}.`;
  const text = (agency.description ?? "").replace(/\s+/g, " ").trim() || fallback;
  return {
    title:
      lang === "es"
        ? `${agency.name}: inmobiliaria en la Ciudad de México · ${siteName}`
        : `${agency.name}: real estate agency in Mexico City · ${siteName}`,
    description: text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text,
    image: agency.logo_url ?? undefined,
  };
}
