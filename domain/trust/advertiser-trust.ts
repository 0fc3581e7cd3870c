import { formatLongDate, formatMonthYear, middayOf } from "../format/date";

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

export type TrustBadge = { key: "phone" | "agency" | "agent" | "since"; text: string; tone: "verified" | "unverified" | "neutral" };

/**
 * The badges in the order they are read: who answers (verified or not), the phone, then how
 * long they have been on Hogaria. `compact` (cards): the agency's date and the member-since
 * line are left out; an unverified independent agent shows no agent badge (verifying an agent
 * is optional), while an unverified agency always says so.
 */
export function trustBadges(trust: AdvertiserTrust, { compact = false } = {}): TrustBadge[] {
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
