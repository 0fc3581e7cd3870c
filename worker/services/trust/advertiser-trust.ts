import { sql, type SQL } from "drizzle-orm";
import { dayInMexicoCity } from "../../../domain/format/date";
import type { AdvertiserTrust } from "../../../domain/trust/advertiser-trust";
import { properties } from "../../../db/schema/properties";

// A listing's advertiser is its agency when it has one, else the agent who published it.
// Each column is a correlated lookup by primary key (agencies.id, agent_profiles.user_id,
// users.id, verified_phones' (user_id, phone)), so a page of cards stays one statement and
// the search still reads `properties` through its own indexes.
const agencyId = sql`${properties.agencyId}`;
const agentId = sql`${properties.agentId}`;
const ofAgency = (column: string) => sql`(SELECT ta.${sql.raw(column)} FROM agencies ta WHERE ta.id = ${agencyId})`;
const ofProfile = (column: string) => sql`(SELECT tp.${sql.raw(column)} FROM agent_profiles tp WHERE tp.user_id = ${agentId})`;

/** When the listing's advertiser was verified (ms), or null. */
export const advertiserVerifiedAt: SQL<number | null> = sql<
  number | null
>`CASE WHEN ${agencyId} IS NULL THEN ${ofProfile("verified_at")} ELSE ${ofAgency("verified_at")} END`;

/** Ordering key: verified advertisers (0) before the rest (1). */
export const unverifiedAdvertiserLast: SQL = sql`(${advertiserVerifiedAt}) IS NULL`;

// The columns a card adds for its badges (read back by listingTrust).
export const listingTrustColumns = {
  trust_agency: sql<number>`${agencyId} IS NOT NULL`,
  trust_verified_at: advertiserVerifiedAt,
  trust_since: sql<
    number | null
  >`CASE WHEN ${agencyId} IS NULL THEN (SELECT tu.created_at FROM users tu WHERE tu.id = ${agentId}) ELSE ${ofAgency("created_at")} END`,
  // The contact phone the listing reveals (the agent's, else the agency's) proved by the agent or by the agency's owner.
  trust_phone: sql<number>`EXISTS (SELECT 1 FROM verified_phones tv WHERE tv.phone = coalesce(${ofProfile("phone")}, ${ofAgency("phone")})
    AND (tv.user_id = ${agentId} OR tv.user_id = ${ofAgency("owner_id")}))`,
};

type TrustRow = { trust_agency: number; trust_verified_at: number | null; trust_since: number | null; trust_phone: number };

const day = (ms: number | Date | null) => (ms === null ? null : dayInMexicoCity(typeof ms === "number" ? ms : ms.getTime()));

export function listingTrust(r: TrustRow): AdvertiserTrust {
  return {
    kind: Number(r.trust_agency) ? "inmobiliaria" : "agente",
    verified_at: day(r.trust_verified_at === null ? null : Number(r.trust_verified_at)),
    phone_verified: Boolean(Number(r.trust_phone)),
    member_since: day(r.trust_since === null ? null : Number(r.trust_since)),
  };
}

/** A person's badges: their agency's when they belong to one, else their own. */
export function personTrust(r: {
  agencyId: string | null;
  agencyVerifiedAt: Date | null;
  agencyCreatedAt: Date | null;
  agentVerifiedAt: Date | null;
  memberSince: Date;
  phoneVerified: number;
}): AdvertiserTrust {
  const agency = r.agencyId !== null;
  return {
    kind: agency ? "inmobiliaria" : "agente",
    verified_at: day(agency ? r.agencyVerifiedAt : r.agentVerifiedAt),
    phone_verified: Boolean(Number(r.phoneVerified)),
    member_since: day(agency ? r.agencyCreatedAt : r.memberSince),
  };
}
