import { describe, expect, it } from "vitest";
import { twinIn } from "../i18n/message-twins";
import { PLAN_CATALOGUE } from "./plan-catalogue";
import { isRefusal, planChange, PLAN_CHANGE_MESSAGES_EN, type PlanChange, type PlanChangeSubscription } from "./plan-change";
import { DAY_MS } from "./plans";

// A plan change's confirmation on an English page: its sentences and the plans' names in
// English; the same refusal the API writes in Spanish has its English twin.

const plan = (id: string) => PLAN_CATALOGUE.find((p) => p.id === id)!;
const now = new Date("2026-11-27T18:00:00Z");
const started = new Date(now.getTime() - 10 * DAY_MS);

const subscription = (planId: string): PlanChangeSubscription => ({
  status: "active",
  plan: plan(planId),
  passes_remaining: 2,
  rollover_passes: 0,
  credits_3d_tour: 1,
  current_period_start: started,
  current_period_end: new Date(started.getTime() + 30 * DAY_MS),
});

function english(current: PlanChangeSubscription | null, target: string): PlanChange {
  const result = planChange(current, plan(target), now, "en");
  if (isRefusal(result)) throw new Error(result.message);
  return result;
}

describe("a plan change in English", () => {
  it("says an upgrade, what is kept and the passes it gives in English", () => {
    const { summary } = english(subscription("plan_basic"), "plan_pro");
    expect(summary[0]).toBe("Pro starts as soon as you pay, with a new 30-day period.");
    expect(summary[1]).toBe("You keep what you have not used: 2 passes and 1 3D credit.");
    expect(summary.at(-1)).toMatch(/^You will have \d+ passes to publish/);
  });

  it("says a downgrade with the plans' English names and an English date", () => {
    const { summary } = english(subscription("plan_pro"), "plan_basic");
    expect(summary[0]).toBe("Changes to Basic on December 17, 2026, at the end of your period. You pay nothing today.");
    expect(summary[1]).toBe("Until then you keep Pro. You can cancel the change before that date.");
    expect(summary[2]).toMatch(/^From that day you pay MX\$\d[\d,]* a month\./);
  });

  it("keeps the Spanish confirmation as it was", () => {
    const spanish = planChange(subscription("plan_pro"), plan("plan_basic"), now);
    expect(isRefusal(spanish) ? [] : spanish.summary).toEqual([
      "Cambia a Básico el 17 de diciembre de 2026, al terminar tu periodo. Hoy no pagas nada.",
      "Hasta entonces sigues con Pro. Puedes cancelar el cambio antes de esa fecha.",
      "Desde ese día pagas $499 al mes. Tus pases sin usar pasan al siguiente periodo y tus créditos 3D se conservan.",
    ]);
  });

  it("refuses buying the plan one has in Spanish, with an English twin for English pages", () => {
    const refusal = planChange(subscription("plan_basic"), plan("plan_basic"), now, "en");
    expect(isRefusal(refusal) && refusal.message).toBe(
      "Ya tienes el plan Básico. Se renueva solo al terminar el periodo; no necesitas comprarlo otra vez.",
    );
    expect(isRefusal(refusal) && twinIn("en", refusal.message)).toBe(PLAN_CHANGE_MESSAGES_EN.samePlan("Basic"));
  });
});
