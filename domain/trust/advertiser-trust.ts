import { formatLongDate, formatMonthYear, middayOf } from "../format/date";
import type { Bilingual, TextsLike } from "../i18n/bilingual";
import type { Lang } from "../i18n/lang";

// What a person deciding on a listing is told about who answers for it: the listing's
// agency when it has one, else the agent who published it. Days are "YYYY-MM-DD" on Mexico
// City's calendar (short, and enough for the badges' dates).
export type AdvertiserTrust = {
  kind: "inmobiliaria" | "agente";
  /** When an operator verified the agency (RFC and proof of address) or the agent (cédula or AMPI); null: not verified. */
  verified_at: string | null;
  /** The listing's contact phone is one its agent or its agency's owner proved by SMS. */
  phone_verified: boolean;
  /** When the agency, or the agent's account, joined Hogaria. */
  member_since: string | null;
};

export const TRUST_TEXTS = {
  phoneVerified: "Teléfono verificado",
  agencyVerified: "Inmobiliaria verificada",
  agencyVerifiedOn: (day: string) => `Inmobiliaria verificada el ${formatLongDate(middayOf(day))}`,
  agencyUnverified: "Inmobiliaria sin verificar",
  agentVerified: "Agente verificado",
  memberSince: (day: string) => `Miembro desde ${formatMonthYear(middayOf(day))}`,
  /** The list's accessible name. */
  listLabel: "Confianza del anunciante",
} as const;

/** The badges' words on English pages. */
export const TRUST_TEXTS_EN: TextsLike<typeof TRUST_TEXTS> = {
  phoneVerified: "Verified phone",
  agencyVerified: "Verified agency",
  agencyVerifiedOn: (day: string) => `Agency verified on ${formatLongDate(middayOf(day), "en")}`,
  agencyUnverified: "Unverified agency",
  agentVerified: "Verified agent",
  memberSince: (day: string) => `Member since ${formatMonthYear(middayOf(day), "en")}`,
  listLabel: "Advertiser trust",
};

export const TRUST_TEXTS_BY_LANG: Bilingual<TextsLike<typeof TRUST_TEXTS>> = { es: TRUST_TEXTS, en: TRUST_TEXTS_EN };

export type TrustBadge = { key: "phone" | "agency" | "agent" | "since"; text: string; tone: "verified" | "unverified" | "neutral" };

/**
 * The badges in the order they are read: who answers (verified or not), the phone, then how
 * long they have been on Hogaria. `compact` (cards): the agency's date and the member-since
 * line are left out; an unverified independent agent shows no agent badge (verifying an agent
 * is optional), while an unverified agency always says so.
 */
export function trustBadges(trust: AdvertiserTrust, { compact = false, lang = "es" as Lang } = {}): TrustBadge[] {
  const TRUST_TEXTS = TRUST_TEXTS_BY_LANG[lang];
  const badges: TrustBadge[] = [];
  if (trust.kind === "inmobiliaria") {
    badges.push(
      trust.verified_at
        ? { key: "agency", text: compact ? TRUST_TEXTS.agencyVerified : TRUST_TEXTS.agencyVerifiedOn(trust.verified_at), tone: "verified" }
        : { key: "agency", text: TRUST_TEXTS.agencyUnverified, tone: "unverified" },
    );
  } else if (trust.verified_at) {
    badges.push({ key: "agent", text: TRUST_TEXTS.agentVerified, tone: "verified" });
  }
  if (trust.phone_verified) badges.push({ key: "phone", text: TRUST_TEXTS.phoneVerified, tone: "verified" });
  if (!compact && trust.member_since) badges.push({ key: "since", text: TRUST_TEXTS.memberSince(trust.member_since), tone: "neutral" });
  return badges;
}
