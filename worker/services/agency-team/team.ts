import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { agencyAgents } from "../../../db/schema/agencies";
import { agencyInvitations, agencyPassSpends } from "../../../db/schema/agency-team";
import { users } from "../../../db/schema/auth";
import { propertyLeads } from "../../../db/schema/leads";
import { properties } from "../../../db/schema/properties";
import { MAX_PENDING_INVITATIONS, PASS_SPEND_LOG_SIZE, type AgencyTeam } from "../../../domain/agencies/agency-team";
import { AGENCY_TEAM_MESSAGES as M } from "../../../domain/agencies/agency-team-messages";
import { LISTING_MESSAGES } from "../../../domain/listings/listing-messages";
import { DomainError } from "../../../domain/errors/domain-error";
import { toTeamInvitation } from "./invitations";
import { isMemberOf, type OwnedAgency } from "./owned-agency";

// The outer row's id, written out: inside a subquery drizzle would leave it unqualified.
const memberId = sql.raw(`"users"."id"`);
const ms = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

// The "Equipo" tab in one round trip (a batch of three reads): the owner and the agents
// with their listings, leads and last activity; the pending invitations; the newest passes
// spent on the agency's plan.
export async function listTeam(db: Db, agency: OwnedAgency, now = new Date()): Promise<AgencyTeam> {
  const [members, invitations, spends] = await db.batch([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        listings: sql<number>`(SELECT count(*) FROM ${properties} p WHERE p.agency_id = ${agency.id} AND p.agent_id = ${memberId})`,
        leads: sql<number>`(SELECT count(*) FROM ${propertyLeads} l WHERE l.agency_id = ${agency.id} AND l.recipient_id = ${memberId})`,
        lastSession: sql<number | null>`(SELECT max(s.updated_at) FROM sessions s WHERE s.user_id = ${memberId})`,
        lastListing: sql<
          number | null
        >`(SELECT max(p.updated_at) FROM ${properties} p WHERE p.agency_id = ${agency.id} AND p.agent_id = ${memberId})`,
      })
      .from(users)
      .where(
        sql`${users.id} = ${agency.ownerId} OR ${users.id} IN (SELECT ${agencyAgents.agentId} FROM ${agencyAgents} WHERE ${agencyAgents.agencyId} = ${agency.id})`,
      )
      .orderBy(sql`${users.id} <> ${agency.ownerId}`, users.name),
    db
      .select()
      .from(agencyInvitations)
      .where(and(eq(agencyInvitations.agencyId, agency.id), eq(agencyInvitations.status, "pendiente")))
      .orderBy(desc(agencyInvitations.sentAt)),
    db
      .select({
        id: agencyPassSpends.id,
        agentId: agencyPassSpends.agentId,
        agentName: users.name,
        propertyId: agencyPassSpends.propertyId,
        title: agencyPassSpends.propertyTitle,
        kind: agencyPassSpends.kind,
        createdAt: agencyPassSpends.createdAt,
      })
      .from(agencyPassSpends)
      .leftJoin(users, eq(users.id, agencyPassSpends.agentId))
      .where(eq(agencyPassSpends.agencyId, agency.id))
      .orderBy(desc(agencyPassSpends.createdAt))
      .limit(PASS_SPEND_LOG_SIZE),
  ]);
  return {
    agency: { id: agency.id, name: agency.name },
    members: members.map((m) => {
      const last = Math.max(ms(m.lastSession) ?? 0, ms(m.lastListing) ?? 0);
      return {
        id: m.id,
        name: m.name,
        email: m.email,
        is_owner: m.id === agency.ownerId,
        listings: Number(m.listings),
        leads: Number(m.leads),
        last_activity_at: last ? new Date(last).toISOString() : null,
      };
    }),
    invitations: invitations.map((row) => toTeamInvitation(row, now)),
    spends: spends.map((s) => ({
      id: s.id,
      agent: s.agentId ? { id: s.agentId, name: s.agentName ?? "" } : null,
      listing: { id: s.propertyId, title: s.title },
      kind: s.kind,
      created_at: s.createdAt.toISOString(),
    })),
    max_pending_invitations: MAX_PENDING_INVITATIONS,
  };
}

async function requireTarget(db: Db, agency: OwnedAgency, targetId: string, field: string, not?: string) {
  if (targetId === not || !(await isMemberOf(db, agency, targetId)))
    throw new DomainError("validation_error", M.reassignTarget, { [field]: [M.reassignTarget] });
}

// Removing an agent: they leave the agency and stay an agente (an independent one, who
// publishes with a plan of their own); their client lists and boards are theirs and stay.
// Every listing of theirs in the agency, drafts included, goes to `reassignTo` (the owner
// or another agent), and so do the leads about them, in one transaction: a removed agent
// keeps no listing or buyer contact of the agency.
export async function removeAgent(db: Db, agency: OwnedAgency, agentId: string, reassignTo: string) {
  const [member] = await db
    .select({ name: users.name })
    .from(agencyAgents)
    .innerJoin(users, eq(users.id, agencyAgents.agentId))
    .where(and(eq(agencyAgents.agencyId, agency.id), eq(agencyAgents.agentId, agentId)));
  if (!member) throw new DomainError("member_not_found", M.memberNotFound);
  await requireTarget(db, agency, reassignTo, "reassign_to", agentId);
  const moved = await db.transaction(async (tx) => {
    await tx.delete(agencyAgents).where(and(eq(agencyAgents.agencyId, agency.id), eq(agencyAgents.agentId, agentId)));
    const listings = await tx
      .update(properties)
      .set({ agentId: reassignTo })
      .where(and(eq(properties.agencyId, agency.id), eq(properties.agentId, agentId)))
      .returning({ id: properties.id });
    await tx
      .update(propertyLeads)
      .set({ recipientId: reassignTo })
      .where(and(eq(propertyLeads.agencyId, agency.id), eq(propertyLeads.recipientId, agentId)));
    return listings.length;
  });
  return { moved, message: M.memberRemoved(member.name) };
}

// One listing of the agency to another member (the owner or an agent), with its leads.
export async function reassignListing(db: Db, agency: OwnedAgency, listingId: string, agentId: string) {
  const [listing] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, listingId), eq(properties.agencyId, agency.id)));
  if (!listing) throw new DomainError("listing_not_found", LISTING_MESSAGES.notFound);
  await requireTarget(db, agency, agentId, "agent_id");
  await db.transaction(async (tx) => {
    await tx.update(properties).set({ agentId }).where(eq(properties.id, listingId));
    await tx.update(propertyLeads).set({ recipientId: agentId }).where(eq(propertyLeads.propertyId, listingId));
  });
  return { id: listingId, agent_id: agentId, message: M.listingReassigned };
}
