import { describe, expect, it } from "vitest";
import { PLAN_CATALOGUE } from "./plan-catalogue";
import {
  PLAN_CHANGE_LABELS,
  changeablePlanType,
  downgradedPlanState,
  isRefusal,
  planChange,
  prorationCredit,
  scheduledChangeLabel,
  startedPlanState,
  unusedDays,
  type PlanChange,
  type PlanChangeSubscription,
} from "./plan-change";
import { DAY_MS } from "./plans";

const plan = (id: string) => PLAN_CATALOGUE.find((p) => p.id === id)!;
// Noon in Mexico City on 27 November 2026; a period that began 10 days earlier.
const now = new Date("2026-11-27T18:00:00Z");
const started = new Date(now.getTime() - 10 * DAY_MS);

function subscription(planId: string, over: Partial<PlanChangeSubscription> = {}): PlanChangeSubscription {
  const p = plan(planId);
  return {
    status: "active",
    plan: p,
    passes_remaining: p.passes,
    rollover_passes: 0,
    credits_3d_tour: p.credits_3d_tour,
    current_period_start: started,
    current_period_end: new Date(started.getTime() + 30 * DAY_MS),
    ...over,
  };
}

function change(current: PlanChangeSubscription | null, target: string, at = now): PlanChange {
  const result = planChange(current, plan(target), at);
  if (isRefusal(result)) throw new Error(result.message);
  return result;
}

describe("proration by day", () => {
  it("counts the whole days left in the period, today as used, between 0 and 30", () => {
    const end = new Date(now.getTime() + 20 * DAY_MS);
    expect(unusedDays(end, now)).toBe(20);
    expect(unusedDays(new Date(end.getTime() - 1), now)).toBe(19);
    expect(unusedDays(new Date(now.getTime() - DAY_MS), now)).toBe(0);
    expect(unusedDays(new Date(now.getTime() + 45 * DAY_MS), now)).toBe(30);
  });

  it("credits the price of those days, rounded to the peso", () => {
    expect(prorationCredit(999, 20)).toBe(666);
    expect(prorationCredit(999, 17)).toBe(566);
    expect(prorationCredit(499, 30)).toBe(499);
    expect(prorationCredit(999, 0)).toBe(0);
  });
});

describe("upgrade", () => {
  it("Pro to Expert 10 days in: 20 days credited, the rest paid today, starting now", () => {
    const result = change(subscription("plan_pro"), "plan_expert");
    expect(result).toMatchObject({
      kind: "upgrade",
      from_plan: { id: "plan_pro", price_mxn: 999 },
      to_plan: { id: "plan_expert", price_mxn: 1999 },
      unused_days: 20,
      credit_mxn: 666,
      amount_due_mxn: 1333,
      effective_at: now.toISOString(),
    });
    expect(PLAN_CHANGE_LABELS.credit(result.unused_days, result.from_plan!.name)).toBe("Crédito por 20 días sin usar de Pro");
  });

  it("keeps the unused pass and 3D credit of the plan left behind", () => {
    const result = change(subscription("plan_pro"), "plan_expert");
    expect(result.passes_after).toBe(2);
    expect(result.credits_3d_tour_after).toBe(2);
    expect(result.summary).toContain("Conservas lo que no has usado: 1 pase y 1 crédito 3D.");
    const spent = change(subscription("plan_pro", { passes_remaining: 0, credits_3d_tour: 0 }), "plan_expert");
    expect(spent.passes_after).toBe(1);
    expect(spent.summary.some((line) => line.startsWith("Conservas"))).toBe(false);
  });

  it("on the period's last day credits nothing", () => {
    const end = new Date(now.getTime() + DAY_MS / 2);
    const result = change(subscription("plan_basic", { current_period_end: end }), "plan_pro");
    expect(result).toMatchObject({ unused_days: 0, credit_mxn: 0, amount_due_mxn: 999 });
  });

  it("starts a new period with the new plan's grant and what was unused rolled over", () => {
    const state = startedPlanState(subscription("plan_pro", { rollover_passes: 1 }), plan("plan_expert"), now);
    expect(state).toEqual({
      passes_remaining: 1,
      rollover_passes: 2,
      credits_3d_tour: 2,
      current_period_start: now,
      current_period_end: new Date(now.getTime() + 30 * DAY_MS),
    });
  });
});

describe("downgrade", () => {
  it("Pro to Básico waits for the end of the period and charges nothing today", () => {
    const current = subscription("plan_pro");
    const result = change(current, "plan_basic");
    expect(result).toMatchObject({ kind: "downgrade", credit_mxn: 0, amount_due_mxn: 0, effective_at: current.current_period_end.toISOString() });
    expect(result.summary[0]).toBe("Cambia a Básico el 17 de diciembre de 2026, al terminar tu periodo. Hoy no pagas nada.");
  });

  it("at the period end: the new plan's passes, the unused ones rolled over once, the 3D credit kept", () => {
    const current = subscription("plan_pro", { rollover_passes: 2 });
    const at = current.current_period_end;
    expect(downgradedPlanState(current, plan("plan_basic"), at)).toEqual({
      passes_remaining: 1,
      rollover_passes: 1,
      credits_3d_tour: 1,
      current_period_start: at,
      current_period_end: new Date(at.getTime() + 30 * DAY_MS),
    });
  });

  it("after a renewal already paid with the old plan, exchanges that period's grant for the new plan's", () => {
    const at = new Date(now.getTime() - DAY_MS);
    // Agencia Pro (12 passes, 2 credits) renewed at `at`; 3 passes spent since; then the change to Agencia Core (5 passes, 0 credits).
    const renewed = subscription("plan_agency_pro", { passes_remaining: 9, rollover_passes: 1, credits_3d_tour: 3, current_period_start: at });
    expect(downgradedPlanState(renewed, plan("plan_agency_core"), at)).toMatchObject({
      passes_remaining: 2,
      rollover_passes: 1,
      credits_3d_tour: 1,
      current_period_start: at,
    });
  });
});

describe("what is refused or bought new", () => {
  it("refuses the same plan while it is active, in Spanish", () => {
    const result = planChange(subscription("plan_pro"), plan("plan_pro"), now);
    expect(result).toEqual({
      refused: "same_plan",
      message: "Ya tienes el plan Pro. Se renueva solo al terminar el periodo; no necesitas comprarlo otra vez.",
    });
  });

  it("refuses the plan without a price", () => {
    expect(planChange(null, plan("plan_enterprise"), now)).toMatchObject({ refused: "custom_pricing" });
  });

  it("without an active plan, any plan is bought at its price, the same one included", () => {
    expect(change(null, "plan_basic")).toMatchObject({ kind: "new", amount_due_mxn: 499, credit_mxn: 0, passes_after: 1 });
    expect(change(subscription("plan_pro", { status: "past_due" }), "plan_pro")).toMatchObject({ kind: "new", amount_due_mxn: 999, passes_after: 1 });
  });
});

describe("changeablePlanType", () => {
  it("offers agency plans to an agency's owner and individual plans to an agent", () => {
    expect(changeablePlanType("inmobiliaria")).toBe("agency");
    expect(changeablePlanType("agente")).toBe("individual");
  });
});

describe("scheduledChangeLabel", () => {
  it("names the plan and the day in Mexico City", () => {
    expect(scheduledChangeLabel("Básico", "2026-12-28T03:00:00Z")).toBe("Cambia a Básico el 27 de diciembre de 2026");
  });
});
