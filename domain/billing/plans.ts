import { formatPriceMXN } from "../format/money";
import { byCount, countLabel } from "../format/number";

// Plans and subscriptions: what a plan is, its badges, its 30-day period, and what an active
// subscription allows (publishing spends a pass, a 3D tour a credit).
export type PlanType = "individual" | "agency";
export type VisibilityLevel = "low" | "high" | "mega";

export type PlanFeatures = {
  most_popular?: boolean;
  includes_3d_tour?: boolean;
  ai_match?: boolean;
  ai_campaigns?: boolean;
  homepage_featured_days?: number;
  ai_bot?: boolean;
  custom_pricing?: boolean;
  agent_management?: boolean;
  basic_reports?: boolean;
};

export type Plan = {
  id: string;
  name: string;
  description: string;
  plan_type: PlanType;
  plan_category: string;
  price_mxn: number | null; // null: 'A medida'
  visibility_level: VisibilityLevel | null;
  passes: number;
  credits_3d_tour: number;
  features: PlanFeatures;
  feature_list: string[];
  badges: { popular: boolean; best_value: boolean };
};

export type Subscription = {
  id: string;
  status: "active" | "past_due" | "canceled" | "pending";
  passes_remaining: number;
  rollover_passes: number;
  credits_3d_tour: number;
  total_passes: number;
  current_period_end: string;
  plan: Plan;
};

export const PLAN_PERIOD_DAYS = 30;
export const TOUR_3D_CREDIT_MXN = 4000;
export const DAY_MS = 24 * 60 * 60 * 1000;

// The end of a plan period (and of a listing's publication) that starts at `from`.
export const planPeriodEnd = (from: Date): Date => new Date(from.getTime() + PLAN_PERIOD_DAYS * DAY_MS);

// Popular: most_popular or agency_pro. Best value: expert or agency_pro.
export function planBadges(plan: { plan_category: string; features: PlanFeatures }) {
  return {
    popular: plan.features.most_popular === true || plan.plan_category === "agency_pro",
    best_value: plan.plan_category === "expert" || plan.plan_category === "agency_pro",
  };
}

type SubscriptionState = { status: string; passes_remaining: number; rollover_passes: number; credits_3d_tour: number };

export const isUsable = (s: SubscriptionState | null | undefined): boolean => s?.status === "active";
export const totalPasses = (s: SubscriptionState): number => s.passes_remaining + s.rollover_passes;

/** "1 pase disponible", "3 pases disponibles". */
export const availablePassesLabel = (n: number): string => countLabel(n, "pase disponible", "pases disponibles");
/** "Te queda 1 pase.", "Te quedan 3 pases." */
export const passesLeftSentence = (n: number): string => `Te ${byCount(n, "queda", "quedan")} ${countLabel(n, "pase")}.`;

// What an active subscription allows: publishing needs a pass, a 3D tour a credit,
// anything else only an active subscription.
export function canPerform(s: SubscriptionState | null | undefined, action: "publish" | "3d_tour" | "other"): boolean {
  if (!isUsable(s)) return false;
  if (action === "publish") return s!.passes_remaining > 0 || s!.rollover_passes > 0;
  if (action === "3d_tour") return s!.credits_3d_tour > 0;
  return true;
}

export function formatPlanPrice(plan: Pick<Plan, "price_mxn">): string {
  if (plan.price_mxn === null) return "A medida";
  return formatPriceMXN(plan.price_mxn);
}
