// The demo agency's plan: Agencia Pro, twelve days into its 30-day period, with the passes
// its members used this period written to the spend log (who, on which of its published
// listings), so its owner's plan card shows the passes left and who used them, and its
// agents read "Publicas con el plan de …". Pure: the rows come from the seed and `now`.
import { PLAN_CATALOGUE } from "../../domain/billing/plan-catalogue";
import { DAY_MS, PLAN_PERIOD_DAYS } from "../../domain/billing/plans";
import type { agencyPassSpends } from "../schema/agency-team";
import type { userSubscriptions } from "../schema/billing";
import { stableId } from "./random";

export const DEMO_AGENCY_PLAN_ID = "plan_agency_pro";
const DAYS_INTO_PERIOD = 12;
/** Passes its members used this period, one listing each, spread over them in turn. */
const PASSES_USED = 5;

type Listing = { id: string; title: string; agentId?: string | null; agencyId?: string | null; status?: string | null };
type Agency = { id: string; ownerId: string };

export function buildDemoAgencyPlan(
  seed: string,
  now: Date,
  agency: Agency,
  listings: readonly Listing[],
): { subscriptions: (typeof userSubscriptions.$inferInsert)[]; spends: (typeof agencyPassSpends.$inferInsert)[] } {
  const plan = PLAN_CATALOGUE.find((p) => p.id === DEMO_AGENCY_PLAN_ID)!;
  const start = new Date(now.getTime() - DAYS_INTO_PERIOD * DAY_MS);
  const used = listings.filter((l) => l.agencyId === agency.id && l.status === "publicada").slice(0, PASSES_USED);
  const spends = used.map((listing, i) => ({
    id: stableId(seed, "aps_", listing.id, 16),
    agencyId: agency.id,
    agentId: listing.agentId ?? agency.ownerId,
    propertyId: listing.id,
    propertyTitle: listing.title,
    kind: "publicar" as const,
    // One a day or so, since the period began.
    createdAt: new Date(start.getTime() + (i + 1) * 2 * DAY_MS),
  }));
  const subscription = {
    id: stableId(seed, "sub_", agency.id, 16),
    userId: agency.ownerId,
    planId: plan.id,
    status: "active" as const,
    passesRemaining: plan.passes - spends.length,
    rolloverPasses: 0,
    credits3dTour: plan.credits_3d_tour,
    currentPeriodStart: start,
    currentPeriodEnd: new Date(start.getTime() + PLAN_PERIOD_DAYS * DAY_MS),
    externalId: null,
    createdAt: start,
    updatedAt: start,
  };
  return { subscriptions: [subscription], spends };
}
