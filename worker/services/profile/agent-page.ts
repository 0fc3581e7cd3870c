import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { properties } from "../../../db/schema/properties";
import { PROFILE_LIMITS, type AgentPage } from "../../../domain/profile/my-profile";
import type { LicenseKind } from "../../../domain/trust/verification";
import { verifiedOr } from "../phones/verified-phones";
import { cardQuery, toCard } from "../listing-model/card";
import { agentZones } from "./my-profile";

type AgentRow = {
  id: string;
  name: string;
  slug: string;
  image: string | null;
  bio: string | null;
  phone: string | null;
  whatsapp: string | null;
  license_kind: LicenseKind | null;
  verified_at: number | null;
  created_at: number;
};

// An independent agent (with the numbers their account verified): role agente and no agency's member (an agency's agents are shown on
// the agency's page). Only they have a public page.
const independentAgent = (slug: string) => sql`
  SELECT u.id, u.name, ap.slug, u.image, ap.bio, ${verifiedOr(sql`ap.phone`, sql`u.id`)} AS phone,
    ${verifiedOr(sql`ap.whatsapp`, sql`u.id`)} AS whatsapp, ap.license_kind, ap.verified_at, u.created_at
  FROM agent_profiles ap JOIN users u ON u.id = ap.user_id
  WHERE ap.slug = ${slug} AND u.role IN ('agente', 'publisher') AND u.suspended_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM agency_agents aa WHERE aa.agent_id = u.id)`;

// GET /api/agents/{slug}, /agente/{slug}: photo, name, bio, zones, the verified license, member
// since, and the newest published listings they publish on their own; null when no
// independent agent has the slug.
export async function getAgentPage(db: Db, slug: string): Promise<AgentPage | null> {
  const [agent] = await db.all<AgentRow>(independentAgent(slug));
  if (!agent) return null;
  const own = and(eq(properties.agentId, agent.id), isNull(properties.agencyId), eq(properties.status, "publicada"));
  const [zones, cards, [{ n }]] = await Promise.all([
    agentZones(db, agent.id),
    cardQuery(db).where(own).orderBy(desc(properties.publishedAt), properties.id).limit(PROFILE_LIMITS.listingsShown),
    db
      .select({ n: sql<number>`count(*)` })
      .from(properties)
      .where(own),
  ]);
  return {
    id: agent.id,
    name: agent.name,
    slug: agent.slug,
    avatar: agent.image,
    bio: agent.bio,
    zones,
    license:
      agent.verified_at !== null && agent.license_kind
        ? { kind: agent.license_kind, verified_at: new Date(Number(agent.verified_at)).toISOString() }
        : null,
    member_since: new Date(Number(agent.created_at)).toISOString(),
    has_phone: agent.phone !== null,
    has_whatsapp: agent.whatsapp !== null,
    listing_count: Number(n),
    listings: cards.map(toCard),
  };
}
