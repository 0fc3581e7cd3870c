import type { CheckoutStart, ScheduledPlanChange } from "@domain/billing/checkout";
import type { PlanChange } from "@domain/billing/plan-change";
import type { Plan } from "@domain/billing/plans";
import { apiData } from "@web/lib/api-client";

/** GET /api/plans: every plan, individual and agency (enterprise has no price). */
export async function listPlans(signal?: AbortSignal): Promise<Plan[]> {
  const list = await apiData<Plan[]>("/api/plans", { signal, skipUnauthorizedHandler: true });
  return Array.isArray(list) ? list : [];
}

/** POST /api/checkout {planId} → the address of the checkout (Stripe's, or the local one). */
export async function createCheckout(planId: string): Promise<string> {
  const checkout = await apiData<CheckoutStart | null>("/api/checkout", { method: "POST", body: { planId } });
  if (!checkout?.url) throw new Error("The checkout returned no address");
  return checkout.url;
}

/** GET /api/plan-changes/preview: what choosing a plan does (credit, amount today, passes, date), or the refusal. */
export const previewPlanChange = (planId: string, signal?: AbortSignal): Promise<PlanChange> =>
  apiData<PlanChange>(`/api/plan-changes/preview?planId=${encodeURIComponent(planId)}`, { signal });

/** GET /api/plan-changes/scheduled: the downgrade waiting for the end of the period, or null. */
export const getScheduledChange = async (signal?: AbortSignal): Promise<ScheduledPlanChange | null> =>
  (await apiData<ScheduledPlanChange | null>("/api/plan-changes/scheduled", { signal })) ?? null;

/** POST /api/plan-changes/scheduled: a downgrade for the end of the period. */
export const scheduleDowngrade = (planId: string): Promise<ScheduledPlanChange> =>
  apiData<ScheduledPlanChange>("/api/plan-changes/scheduled", { method: "POST", body: { planId } });

/** DELETE /api/plan-changes/scheduled: the current plan renews as before. */
export const cancelScheduledChange = async (): Promise<void> => {
  await apiData<null>("/api/plan-changes/scheduled", { method: "DELETE" });
};
