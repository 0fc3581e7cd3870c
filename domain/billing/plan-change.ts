import { formatLongDate } from "../format/date";
import { formatPriceMXN } from "../format/money";
import { countLabel, countLabelEn } from "../format/number";
import type { Bilingual, TextsLike } from "../i18n/bilingual";
import type { Lang } from "../i18n/lang";
import { planNameIn } from "./billing-text";
import { PLAN_CATALOGUE } from "./plan-catalogue";
import { CHECKOUT_MESSAGES_EN } from "./checkout-messages";
import type { Role } from "../auth/roles";
import { DAY_MS, PLAN_PERIOD_DAYS, planPeriodEnd, type Plan, type PlanType } from "./plans";

// What changing from one plan to another does, decided in one place for the checkout, the
// fulfilment, the period end and the confirmation a person reads before paying
// (docs/decisions/0033-plan-changes.md):
//
// - No active plan (none yet, past due or cancelled): the plan is bought at its price and
//   starts now. Passes left unused of an active plan are never lost; a lapsed one has none
//   to carry over.
// - The same plan while it is active: refused. Its period renews by itself; paying it again
//   would charge twice for the same days.
// - Upgrade (a plan with a higher monthly price): takes effect at once. The days of the
//   current period not yet begun are credited, prorated by day (today counts as used):
//   credit = current price × unused days / 30, in whole pesos. Today's payment is the new
//   price less that credit, and a new 30-day period starts. What was already paid for and not
//   used is kept: unused passes roll over (the rollover passes, spent first), unused 3D tour
//   credits are added to the new plan's. The credit pays back time, never passes or credits,
//   so nothing is counted twice.
// - Downgrade (a lower or equal price): nothing is charged today. The current plan stays
//   until its period ends, then the new plan begins a period with its own passes: the
//   passes left unused roll over for one period, as at any renewal, and unused 3D tour
//   credits are kept (they were paid for). Until that day it can be cancelled, and the
//   current plan renews as before.

/** The part of a subscription a plan change reads. */
export type PlanChangeSubscription = {
  status: "active" | "past_due" | "canceled" | "pending";
  plan: Pick<Plan, "id" | "name" | "price_mxn" | "passes" | "credits_3d_tour">;
  passes_remaining: number;
  rollover_passes: number;
  credits_3d_tour: number;
  current_period_start: Date;
  current_period_end: Date;
};

export type PlanChangeTarget = Pick<Plan, "id" | "name" | "price_mxn" | "passes" | "credits_3d_tour">;

export type PlanChangeKind = "new" | "upgrade" | "downgrade";

/** What choosing a plan will do, as the confirmation shows it and the checkout charges it (amounts in whole MXN). */
export type PlanChange = {
  kind: PlanChangeKind;
  from_plan: { id: string; name: string; price_mxn: number } | null;
  to_plan: { id: string; name: string; price_mxn: number };
  /** Days of the current period not yet begun (upgrades only; 0 otherwise). */
  unused_days: number;
  /** The current plan's unused days, in pesos, subtracted from today's payment. */
  credit_mxn: number;
  /** Charged today: 0 for a downgrade, which is charged at its first renewal. */
  amount_due_mxn: number;
  /** When the new plan begins (ISO): now, or the end of the current period for a downgrade. */
  effective_at: string;
  /** Passes and 3D tour credits the person will have once the new plan begins. */
  passes_after: number;
  credits_3d_tour_after: number;
  /** The sentences of the confirmation, in order. */
  summary: string[];
};

export type PlanChangeRefusal = { refused: "same_plan" | "custom_pricing"; message: string };

export const PLAN_CHANGE_MESSAGES = {
  samePlan: (plan: string) => `Ya tienes el plan ${plan}. Se renueva solo al terminar el periodo; no necesitas comprarlo otra vez.`,
  customPricing: "El plan Enterprise se contrata con nuestro equipo de ventas.",
  downgradeAtPeriodEnd: "Ese cambio es a un plan de menor precio: se programa para el final de tu periodo y hoy no se cobra nada.",
  upgradeThroughCheckout: "Ese cambio es a un plan de mayor precio: se paga en el checkout.",
  nothingScheduled: "No tienes ningún cambio de plan programado.",
  noActivePlan: "Necesitas un plan activo para programar un cambio.",
  scheduledCancelled: "Cancelaste el cambio de plan. Tu plan actual se renovará como siempre.",
  // Scheduling or cancelling failed for a reason the person cannot act on.
  failed: "No se pudo cambiar tu plan. Intenta de nuevo.",
} as const;

export const PLAN_CHANGE_MESSAGES_EN: TextsLike<typeof PLAN_CHANGE_MESSAGES> = {
  samePlan: (plan: string) => `You already have the ${plan} plan. It renews by itself at the end of the period; you do not need to buy it again.`,
  customPricing: CHECKOUT_MESSAGES_EN.customPricing,
  downgradeAtPeriodEnd: "That change is to a lower-priced plan: it is scheduled for the end of your period and nothing is charged today.",
  upgradeThroughCheckout: "That change is to a higher-priced plan: it is paid at checkout.",
  nothingScheduled: "You have no plan change scheduled.",
  noActivePlan: "You need an active plan to schedule a change.",
  scheduledCancelled: "You canceled the plan change. Your current plan will renew as usual.",
  failed: "Your plan could not be changed. Try again.",
};

/** The refusal of buying the plan one has, for every plan of the catalogue, in both languages (the API's message twins). */
export const SAME_PLAN_TWINS: Bilingual[] = PLAN_CATALOGUE.map((plan) => ({
  es: PLAN_CHANGE_MESSAGES.samePlan(plan.name),
  en: PLAN_CHANGE_MESSAGES_EN.samePlan(planNameIn(plan, "en")),
}));

/** The confirmation's lines of amounts (the summary says the rest). */
export const PLAN_CHANGE_LABELS = {
  price: (planName: string) => `Precio de ${planName} (por mes)`,
  credit: (days: number, fromName: string) => `Crédito por ${countLabel(days, "día")} sin usar de ${fromName}`,
  dueToday: "Pagas hoy",
  confirmTitle: (planName: string) => `¿Cambiar a ${planName}?`,
  pay: "Continuar al pago",
  schedule: "Programar cambio",
  cancelScheduled: "Cancelar cambio",
  scheduledToast: "Cambio programado",
  // The local checkout of an upgrade: today's amount already has the credit taken off.
  creditApplied: (creditMxn: number, planPriceMxn: number) =>
    `Hoy pagas con un crédito de ${formatPriceMXN(creditMxn)} por los días sin usar de tu plan anterior; después, ${formatPriceMXN(planPriceMxn)} al mes.`,
} as const;

export const PLAN_CHANGE_LABELS_EN: TextsLike<typeof PLAN_CHANGE_LABELS> = {
  price: (planName: string) => `${planName} price (per month)`,
  credit: (days: number, fromName: string) => `Credit for ${countLabelEn(days, "unused day")} of ${fromName}`,
  dueToday: "You pay today",
  confirmTitle: (planName: string) => `Switch to ${planName}?`,
  pay: "Continue to payment",
  schedule: "Schedule change",
  cancelScheduled: "Cancel change",
  scheduledToast: "Change scheduled",
  creditApplied: (creditMxn: number, planPriceMxn: number) =>
    `Today you pay with a credit of ${formatPriceMXN(creditMxn, "en")} for the unused days of your previous plan; after that, ${formatPriceMXN(planPriceMxn, "en")} a month.`,
};

/** The plan change's texts in each language. */
export const PLAN_CHANGE_TEXTS: Bilingual<TextsLike<typeof PLAN_CHANGE_LABELS>> = { es: PLAN_CHANGE_LABELS, en: PLAN_CHANGE_LABELS_EN };

/** The plans offered to a person changing plan: agency plans to an agency's owner, individual plans to an independent agent. */
export const changeablePlanType = (role: Role): PlanType => (role === "inmobiliaria" ? "agency" : "individual");

/** "Cambia a Básico el 27 de diciembre de 2026": a downgrade waiting for the period's end. */
export const scheduledChangeLabel = (planName: string, at: Date | string, lang: Lang = "es"): string =>
  lang === "es" ? `Cambia a ${planName} el ${formatLongDate(new Date(at))}` : `Changes to ${planName} on ${formatLongDate(new Date(at), lang)}`;

/** The sentences of a plan change's confirmation (its summary). */
const SUMMARY = {
  startsNew: (name: string) => `${name} empieza en cuanto pagues, por ${PLAN_PERIOD_DAYS} días.`,
  startsUpgrade: (name: string) => `${name} empieza en cuanto pagues, con un periodo nuevo de ${PLAN_PERIOD_DAYS} días.`,
  kept: (passes: number, credits: number) =>
    `Conservas lo que no has usado: ${[passes > 0 ? countLabel(passes, "pase") : null, credits > 0 ? `${countLabel(credits, "crédito", "créditos")} 3D` : null].filter(Boolean).join(" y ")}.`,
  passes: (passes: number, credits: number) =>
    `Tendrás ${countLabel(passes, "pase")} para publicar${credits > 0 ? ` y ${countLabel(credits, "crédito", "créditos")} para recorrido 3D` : ""}.`,
  downgradeAt: (label: string) => `${label}, al terminar tu periodo. Hoy no pagas nada.`,
  untilThen: (fromName: string) => `Hasta entonces sigues con ${fromName}. Puedes cancelar el cambio antes de esa fecha.`,
  payFrom: (priceMxn: number) =>
    `Desde ese día pagas ${formatPriceMXN(priceMxn)} al mes. Tus pases sin usar pasan al siguiente periodo y tus créditos 3D se conservan.`,
};

const SUMMARY_EN: TextsLike<typeof SUMMARY> = {
  startsNew: (name: string) => `${name} starts as soon as you pay, for ${PLAN_PERIOD_DAYS} days.`,
  startsUpgrade: (name: string) => `${name} starts as soon as you pay, with a new ${PLAN_PERIOD_DAYS}-day period.`,
  kept: (passes: number, credits: number) =>
    `You keep what you have not used: ${[passes > 0 ? countLabelEn(passes, "pass", "passes") : null, credits > 0 ? countLabelEn(credits, "3D credit") : null].filter(Boolean).join(" and ")}.`,
  passes: (passes: number, credits: number) =>
    `You will have ${countLabelEn(passes, "pass", "passes")} to publish${credits > 0 ? ` and ${countLabelEn(credits, "credit")} for 3D tours` : ""}.`,
  downgradeAt: (label: string) => `${label}, at the end of your period. You pay nothing today.`,
  untilThen: (fromName: string) => `Until then you keep ${fromName}. You can cancel the change before that date.`,
  payFrom: (priceMxn: number) =>
    `From that day you pay ${formatPriceMXN(priceMxn, "en")} a month. Your unused passes carry over to the next period and your 3D credits are kept.`,
};

/** The confirmation's sentences in each language. */
export const PLAN_CHANGE_SUMMARY: Bilingual<TextsLike<typeof SUMMARY>> = { es: SUMMARY, en: SUMMARY_EN };

/** Whole days of the period from `now` to its end not yet begun (today counts as used), 0 to 30. */
export function unusedDays(periodEnd: Date, now: Date): number {
  const days = Math.floor((periodEnd.getTime() - now.getTime()) / DAY_MS);
  return Math.min(PLAN_PERIOD_DAYS, Math.max(0, days));
}

/** The current plan's unused days in pesos: price × days / 30, rounded to the peso. */
export const prorationCredit = (priceMxn: number, days: number): number => Math.round((priceMxn * days) / PLAN_PERIOD_DAYS);

const isActive = (s: PlanChangeSubscription | null): s is PlanChangeSubscription => s?.status === "active";

/** What choosing `target` does for a person with `current` (or no plan), at `now`; or why it is refused. */
export function planChange(
  current: PlanChangeSubscription | null,
  target: PlanChangeTarget,
  now: Date,
  lang: Lang = "es",
): PlanChange | PlanChangeRefusal {
  const say = PLAN_CHANGE_SUMMARY[lang];
  const nameOf = (plan: { id: string; name: string }) => planNameIn(plan, lang);
  if (target.price_mxn === null) return { refused: "custom_pricing", message: PLAN_CHANGE_MESSAGES.customPricing };
  const to = { id: target.id, name: target.name, price_mxn: target.price_mxn };
  const unusedPasses = isActive(current) ? current.passes_remaining + current.rollover_passes : 0;
  const keptCredits = isActive(current) ? current.credits_3d_tour : 0;
  // A purchase or an upgrade starts now: the new plan's grant plus what was left unused.
  const passes = target.passes + unusedPasses;
  const credits = target.credits_3d_tour + keptCredits;
  const startsNow = (from: PlanChange["from_plan"], days: number, credit: number, summary: (string | null)[]): PlanChange => ({
    kind: from ? "upgrade" : "new",
    from_plan: from,
    to_plan: to,
    unused_days: days,
    credit_mxn: credit,
    amount_due_mxn: to.price_mxn - credit,
    effective_at: now.toISOString(),
    passes_after: passes,
    credits_3d_tour_after: credits,
    summary: [...summary, say.passes(passes, credits)].filter((line): line is string => line !== null),
  });

  if (!isActive(current) || current.plan.price_mxn === null) {
    return startsNow(null, 0, 0, [say.startsNew(nameOf(to))]);
  }

  if (current.plan.id === target.id) return { refused: "same_plan", message: PLAN_CHANGE_MESSAGES.samePlan(target.name) };
  const from = { id: current.plan.id, name: current.plan.name, price_mxn: current.plan.price_mxn };

  if (to.price_mxn > from.price_mxn) {
    const days = unusedDays(current.current_period_end, now);
    const credit = Math.min(prorationCredit(from.price_mxn, days), to.price_mxn);
    return startsNow(from, days, credit, [
      say.startsUpgrade(nameOf(to)),
      unusedPasses === 0 && keptCredits === 0 ? null : say.kept(unusedPasses, keptCredits),
    ]);
  }

  const at = current.current_period_end;
  return {
    kind: "downgrade",
    from_plan: from,
    to_plan: to,
    unused_days: 0,
    credit_mxn: 0,
    amount_due_mxn: 0,
    effective_at: at.toISOString(),
    // At the period's end the passes of that period roll over once; older rollover has expired.
    passes_after: target.passes + current.passes_remaining,
    credits_3d_tour_after: target.credits_3d_tour + current.credits_3d_tour,
    summary: [say.downgradeAt(scheduledChangeLabel(nameOf(to), at, lang)), say.untilThen(nameOf(from)), say.payFrom(to.price_mxn)],
  };
}

export const isRefusal = (x: PlanChange | PlanChangeRefusal): x is PlanChangeRefusal => "refused" in x;

/** The subscription's counters once a plan starts at `at` (a purchase or an upgrade): a new period, the new plan's grant, what was unused kept. */
export function startedPlanState(current: PlanChangeSubscription | null, target: PlanChangeTarget, at: Date) {
  const active = isActive(current);
  return {
    passes_remaining: target.passes,
    rollover_passes: active ? current.passes_remaining + current.rollover_passes : 0,
    credits_3d_tour: target.credits_3d_tour + (active ? current.credits_3d_tour : 0),
    current_period_start: at,
    current_period_end: planPeriodEnd(at),
  };
}

/**
 * The subscription's counters once a scheduled downgrade begins at `at` (the end of the
 * period it was scheduled in). If that period was already renewed with the old plan (a
 * renewal paid before the change was applied), the old plan's grant of this period is
 * exchanged for the new plan's and the period stays; otherwise a new period starts, the
 * passes left unused rolling over once as at any renewal. 3D credits are kept either way.
 */
export function downgradedPlanState(current: PlanChangeSubscription, target: PlanChangeTarget, at: Date) {
  if (current.current_period_start.getTime() >= at.getTime()) {
    return {
      passes_remaining: Math.max(0, current.passes_remaining - current.plan.passes + target.passes),
      rollover_passes: current.rollover_passes,
      credits_3d_tour: Math.max(0, current.credits_3d_tour - current.plan.credits_3d_tour) + target.credits_3d_tour,
      current_period_start: current.current_period_start,
      current_period_end: current.current_period_end,
    };
  }
  return {
    passes_remaining: target.passes,
    rollover_passes: current.passes_remaining,
    credits_3d_tour: current.credits_3d_tour + target.credits_3d_tour,
    current_period_start: at,
    current_period_end: planPeriodEnd(at),
  };
}
