import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { AgencyAgent, AgencyPage, AgencyZone } from "../../domain/agencies/agency-profile";
import type { AgentContact } from "../../domain/properties/property";
import { OPERATIONS, type Operation } from "../../domain/properties/property";
import { dayInMexicoCity } from "../../domain/format/date";
import { verifiedOr } from "./phones/verified-phones";

// The numbers an agent gave that their account verified by SMS (else null).
const agentNumbers = sql`${verifiedOr(sql`ap.phone`, sql`u.id`)} AS phone, ${verifiedOr(sql`ap.whatsapp`, sql`u.id`)} AS whatsapp`;

// Alcaldías shown when the agency has not said where it works: where its listings are.
const SERVED_ALCALDIAS_SHOWN = 8;

type ZoneRow = { id: string; name: string; tipo: string };
const toZone = (r: ZoneRow): AgencyZone => ({ id: r.id, name: r.name, kind: r.tipo === "colonia" ? "colonia" : "alcaldia" });

// The zones an agency has chosen, alcaldías first, then by name.
export function agencyZonesQuery(db: Db, agencyId: SQL | string) {
  return db.all<ZoneRow>(sql`
    SELECT l.id, l.nombre_canonico AS name, l.tipo FROM agency_zones z JOIN locations l ON l.id = z.location_id
    WHERE z.agency_id = ${agencyId} ORDER BY l.tipo = 'colonia', l.nombre_canonico`);
}

// The public page of /inmobiliaria/{slug} but its listings (the search API's, with
// inmobiliaria={slug}): the agency, its zones, its agents and its published listings per
// operation. One batch (one round trip) of five statements keyed by the slug; null when no
// agency has it.
export async function getAgencyPage(db: Db, slug: string): Promise<AgencyPage | null> {
  const agencyId = sql`(SELECT id FROM agencies WHERE slug = ${slug})`;
  const [agencyRows, zones, served, agents, counts] = await db.batch([
    db.all<{
      id: string;
      name: string;
      slug: string;
      logo_url: string | null;
      description: string | null;
      phone: string | null;
      whatsapp: string | null;
      verified_at: number | null;
      created_at: number;
      phone_verified: number;
    }>(sql`SELECT id, name, slug, logo_url, description, phone, whatsapp, verified_at, created_at,
      EXISTS (SELECT 1 FROM verified_phones v WHERE v.user_id = agencies.owner_id AND v.phone = agencies.phone) AS phone_verified
      FROM agencies WHERE slug = ${slug}`),
    agencyZonesQuery(db, agencyId),
    db.all<ZoneRow>(sql`
      SELECT l.id, l.nombre_canonico AS name, l.tipo FROM properties p JOIN locations l ON l.id = p.municipio_id
      WHERE p.agency_id = ${agencyId} AND p.status = 'publicada'
      GROUP BY l.id ORDER BY count(*) DESC LIMIT ${SERVED_ALCALDIAS_SHOWN}`),
    db.all<{ id: string; name: string; avatar: string | null; phone: string | null; whatsapp: string | null; listing_count: number }>(sql`
      SELECT u.id, u.name, u.image AS avatar, ${agentNumbers},
        (SELECT count(*) FROM properties p WHERE p.agency_id = aa.agency_id AND p.agent_id = u.id AND p.status = 'publicada') AS listing_count
      FROM agency_agents aa JOIN users u ON u.id = aa.agent_id LEFT JOIN agent_profiles ap ON ap.user_id = u.id
      WHERE aa.agency_id = ${agencyId} ORDER BY listing_count DESC, u.name`),
    db.all<{ operation: Operation; n: number }>(sql`
      SELECT operation_type AS operation, count(*) AS n FROM properties
      WHERE agency_id = ${agencyId} AND status = 'publicada' GROUP BY operation_type`),
  ]);
  const agency = agencyRows[0];
  if (!agency) return null;
  const listingCounts = Object.fromEntries(OPERATIONS.map((op) => [op, 0])) as Record<Operation, number>;
  for (const c of counts) listingCounts[c.operation] = Number(c.n);
  return {
    id: agency.id,
    name: agency.name,
    slug: agency.slug,
    logo_url: agency.logo_url,
    description: agency.description,
    zones: (zones.length ? zones : served).map(toZone),
    agents: agents.map((a): AgencyAgent => ({
      id: a.id,
      name: a.name,
      avatar: a.avatar,
      listing_count: Number(a.listing_count),
      // Only the numbers the agent gave: the agency's are not put under a person's name.
      has_phone: a.phone !== null,
      has_whatsapp: a.whatsapp !== null,
    })),
    listing_counts: listingCounts,
    trust: {
      kind: "inmobiliaria",
      verified_at: agency.verified_at === null ? null : dayInMexicoCity(Number(agency.verified_at)),
      phone_verified: Boolean(Number(agency.phone_verified)),
      member_since: dayInMexicoCity(Number(agency.created_at)),
    },
  };
}

// 'Ver teléfono' on an agent of the agency's page: the verified numbers the agent gave (none is
// null, never the agency's under the agent's name); null when the slug or the agent is not
// one of this agency's.
export async function getAgencyAgentContact(db: Db, slug: string, agentId: string): Promise<AgentContact | null> {
  const [row] = await db.all<AgentContact>(sql`
    SELECT u.name, ${agentNumbers}
    FROM agencies a JOIN agency_agents aa ON aa.agency_id = a.id JOIN users u ON u.id = aa.agent_id
    LEFT JOIN agent_profiles ap ON ap.user_id = u.id
    WHERE a.slug = ${slug} AND aa.agent_id = ${agentId}`);
  return row ?? null;
}
