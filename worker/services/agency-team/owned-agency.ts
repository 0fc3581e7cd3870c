import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { agencies, agencyAgents } from "../../../db/schema/agencies";
import { AGENCY_TEAM_MESSAGES as M } from "../../../domain/agencies/agency-team-messages";
import { DomainError } from "../../../domain/errors/domain-error";
import type { Actor } from "../listings/manageable-listing";

export type OwnedAgency = { id: string; name: string; ownerId: string };

// The agency the signed-in person owns: only an inmobiliaria account manages a team
// (everyone else: 403), and one without an agency row yet gets a 403 that says so.
export async function requireOwnedAgency(db: DbOrTx, actor: Actor): Promise<OwnedAgency> {
  if (actor.role !== "inmobiliaria") throw new DomainError("forbidden", M.ownersOnly);
  const [row] = await db
    .select({ id: agencies.id, name: agencies.name, ownerId: agencies.ownerId })
    .from(agencies)
    .where(eq(agencies.ownerId, actor.id))
    .limit(1);
  if (!row) throw new DomainError("no_agency", M.noAgency);
  return row;
}

/** The agency owner of a person's agency (they own it, or work for it); null for an independent agent. */
export async function agencyOwnerOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ ownerId: agencies.ownerId })
    .from(agencies)
    .where(
      sql`${agencies.ownerId} = ${userId} OR ${agencies.id} IN (SELECT ${agencyAgents.agencyId} FROM ${agencyAgents} WHERE ${agencyAgents.agentId} = ${userId})`,
    )
    .limit(1);
  return row?.ownerId ?? null;
}

/** Whether a person is the agency's owner or one of its agents. */
export async function isMemberOf(db: DbOrTx, agency: OwnedAgency, userId: string): Promise<boolean> {
  if (userId === agency.ownerId) return true;
  const [row] = await db
    .select({ id: agencyAgents.agentId })
    .from(agencyAgents)
    .where(sql`${agencyAgents.agencyId} = ${agency.id} AND ${agencyAgents.agentId} = ${userId}`);
  return !!row;
}
