import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { agencies, agencyAgents } from "../../db/schema/agencies";
import { agencyPassSpends } from "../../db/schema/agency-team";
import { userSubscriptions } from "../../db/schema/billing";
import {
  cheapestPassPlan,
  planTypeFor,
  type AgentPassUse,
  type PlanAgency,
  type PlanHolderView,
  type RenewalQuote,
} from "../../domain/billing/plan-holder";
import { isUsable, totalPasses } from "../../domain/billing/plans";
import { getSubscription, listPlans } from "./plans";
import { requireManageableListing, type Actor } from "./listings/manageable-listing";

type HolderAgency = PlanAgency & { ownerId: string };

// The agency a person owns or works for (an owner's own agency first), or null.
async function agencyOf(db: Db, userId: string): Promise<HolderAgency | null> {
  const [row] = await db
    .select({ id: agencies.id, name: agencies.name, ownerId: agencies.ownerId })
    .from(agencies)
    .where(
      sql`${agencies.ownerId} = ${userId} OR ${agencies.id} IN (SELECT ${agencyAgents.agencyId} FROM ${agencyAgents} WHERE ${agencyAgents.agentId} = ${userId})`,
    )
    .orderBy(sql`${agencies.ownerId} = ${userId} DESC`)
    .limit(1);
  return row ? { ...row, is_owner: row.ownerId === userId } : null;
}

async function agencyById(db: Db, agencyId: string, viewerId: string): Promise<HolderAgency | null> {
  const [row] = await db.select({ id: agencies.id, name: agencies.name, ownerId: agencies.ownerId }).from(agencies).where(eq(agencies.id, agencyId));
  return row ? { ...row, is_owner: row.ownerId === viewerId } : null;
}

// What each member used of the agency's plan since its period began: passes (publicar,
// renovar) and 3D tour credits, most passes first.
async function passesByAgent(db: Db, agencyId: string, ownerId: string): Promise<AgentPassUse[]> {
  const [sub] = await db
    .select({ start: userSubscriptions.currentPeriodStart })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, ownerId))
    .orderBy(desc(userSubscriptions.updatedAt))
    .limit(1);
  if (!sub) return [];
  const passes = sql<number>`sum(CASE WHEN ${agencyPassSpends.kind} = 'recorrido_3d' THEN 0 ELSE 1 END)`;
  const rows = await db
    .select({
      agent_id: agencyPassSpends.agentId,
      agent_name: sql<string | null>`max(${users.name})`,
      passes,
      tours: sql<number>`sum(CASE WHEN ${agencyPassSpends.kind} = 'recorrido_3d' THEN 1 ELSE 0 END)`,
    })
    .from(agencyPassSpends)
    .leftJoin(users, eq(users.id, agencyPassSpends.agentId))
    .where(and(eq(agencyPassSpends.agencyId, agencyId), gte(agencyPassSpends.createdAt, sub.start)))
    .groupBy(agencyPassSpends.agentId)
    .orderBy(desc(passes));
  // A member whose account was deleted keeps their spends, under no name.
  return rows.map((r) => ({
    agent_id: r.agent_id,
    agent_name: r.agent_name ?? "Agente que ya no está",
    passes: Number(r.passes),
    tours: Number(r.tours),
  }));
}

/**
 * The plan a person publishes with: their agency's (its owner's subscription) when they own
 * or work for one, otherwise their own; who used the agency's passes is shown to its owner only.
 */
export async function planHolderView(db: Db, userId: string): Promise<PlanHolderView> {
  const agency = await agencyOf(db, userId);
  const subscription = await getSubscription(db, agency?.ownerId ?? userId);
  const passes_by_agent = agency?.is_owner && subscription ? await passesByAgent(db, agency.id, agency.ownerId) : [];
  return { subscription, agency: agency ? { id: agency.id, name: agency.name, is_owner: agency.is_owner } : null, passes_by_agent };
}

/**
 * What renewing one listing would spend, from whose plan (the agency's for a listing of an
 * agency, whoever renews it; the person's own otherwise), and when no pass is left, the
 * cheapest plan that gives one now to whoever may buy it (domain/billing/plan-holder.ts): the
 * person for their own listing, the agency's owner for the agency's. An agency's agent gets
 * no offer (they cannot buy).
 */
export async function renewalQuote(db: Db, actor: Actor, listingId: string): Promise<RenewalQuote> {
  const listing = await requireManageableListing(db, actor, listingId);
  const agency = listing.agencyId ? await agencyById(db, listing.agencyId, actor.id) : null;
  const subscription = await getSubscription(db, agency?.ownerId ?? actor.id);
  const passes = isUsable(subscription) ? totalPasses(subscription!) : 0;
  const canBuy = !agency || agency.is_owner;
  const current = isUsable(subscription) ? subscription!.plan : null;
  const offer = passes === 0 && canBuy ? cheapestPassPlan(await listPlans(db), planTypeFor(agency), current) : null;
  return { passes, paid_by: agency ? "agency" : "own", agency_name: agency?.name ?? null, offer };
}
