import { formatPriceMXN } from "../format/money";
import { byCount, countLabel, countLabelEn } from "../format/number";
import type { Bilingual, TextsLike } from "../i18n/bilingual";
import type { Lang } from "../i18n/lang";
import type { Plan, PlanType, Subscription } from "./plans";

// Whose plan pays: an independent agent's own; an agency's (its owner's subscription) for
// its owner and its agents. What the dashboard, /precios and the renew dialog show of it.

/** The agency whose plan pays, as the person sees it: they own it, or they work for it. */
export type PlanAgency = { id: string; name: string; is_owner: boolean };

/** What one member of an agency used of its plan this period (from the spend log). */
export type AgentPassUse = { agent_id: string | null; agent_name: string; passes: number; tours: number };

/**
 * GET /api/subscription/holder: the plan the person publishes with, the agency it belongs to
 * (null for an independent agent) and, for the agency's owner only, who used its passes this
 * period.
 */
export type PlanHolderView = {
  subscription: Subscription | null;
  agency: PlanAgency | null;
  passes_by_agent: AgentPassUse[];
};

/**
 * The cheapest way to get a pass: a plan, its price, and whether it is a first plan ("new")
 * or a change up from the current one ("upgrade": an upgrade takes effect at once, with a
 * fresh period's passes; a cheaper plan would only start at the end of the period, too late
 * to pay for this renewal).
 */
export type PassOffer = { plan_id: string; name: string; price_mxn: number; kind: "new" | "upgrade" };

/**
 * GET /api/subscription/renewal/:listingId: the passes that would pay for renewing this
 * listing (the agency's for an agency listing), whose they are, and when there are none the
 * cheapest plan that gives one, if this person may buy it (an agency's agent may not).
 */
export type RenewalQuote = {
  passes: number;
  paid_by: "own" | "agency";
  agency_name: string | null;
  offer: PassOffer | null;
};

/**
 * The cheapest plan with a price that gives at least one pass now, among the plans of this
 * kind (individual plans for an independent agent, agency plans for an agency's owner):
 * without an active plan any of them; with one, only a more expensive plan (an upgrade starts
 * at once; the same plan or a cheaper one would not give a pass before the period ends).
 */
export function cheapestPassPlan(
  plans: readonly Pick<Plan, "id" | "name" | "plan_type" | "price_mxn" | "passes">[],
  type: PlanType,
  current: Pick<Plan, "price_mxn"> | null = null,
): PassOffer | null {
  const above = current?.price_mxn ?? null;
  const priced = plans
    .filter((p) => p.plan_type === type && p.passes > 0 && p.price_mxn !== null && (current === null || (above !== null && p.price_mxn > above)))
    .sort((a, b) => a.price_mxn! - b.price_mxn!);
  const best = priced[0];
  return best ? { plan_id: best.id, name: best.name, price_mxn: best.price_mxn!, kind: current ? "upgrade" : "new" } : null;
}

/** The plan a person buys: an agency's owner buys agency plans, anyone else individual ones. */
export const planTypeFor = (agency: PlanAgency | null): PlanType => (agency?.is_owner ? "agency" : "individual");

export const PLAN_HOLDER_TEXT_ES = {
  /** An agency's agent, over the agency's plan. */
  publishesWith: (agency: string) => `Publicas con el plan de ${agency}`,
  /** The agency's owner, over its plan. */
  agencyPlan: (agency: string) => `Plan de ${agency}`,
  /** An agency's agent whose agency has no plan yet. */
  agencyWithoutPlan: (agency: string) => `${agency} aún no tiene un plan.`,
  agencyWithoutPlanDetail: "Quien administra la agencia lo elige y lo paga; con él publicas sin pagar nada tú.",
  /** An agency's agent cannot buy: the agency's owner does. */
  agentReadOnly: "Solo quien administra la agencia puede cambiar el plan.",
  noPlan: "Aún no tienes un plan. Elige uno para publicar.",
  passesByAgentTitle: "Pases usados este periodo",
  /** "3 pases · 1 recorrido 3D" */
  agentUse: (use: Pick<AgentPassUse, "passes" | "tours">) =>
    [countLabel(use.passes, "pase"), ...(use.tours > 0 ? [countLabel(use.tours, "recorrido 3D", "recorridos 3D")] : [])].join(" · "),
  noUseYet: "Nadie del equipo ha usado pases en este periodo.",
} as const;

export const PLAN_HOLDER_TEXT_EN: TextsLike<typeof PLAN_HOLDER_TEXT_ES> = {
  publishesWith: (agency: string) => `You publish with ${agency}'s plan`,
  agencyPlan: (agency: string) => `${agency}'s plan`,
  agencyWithoutPlan: (agency: string) => `${agency} has no plan yet.`,
  agencyWithoutPlanDetail: "Whoever runs the agency chooses and pays for it; with it you publish without paying anything yourself.",
  agentReadOnly: "Only whoever runs the agency can change the plan.",
  noPlan: "You have no plan yet. Choose one to publish.",
  passesByAgentTitle: "Passes used this period",
  agentUse: (use: Pick<AgentPassUse, "passes" | "tours">) =>
    [countLabelEn(use.passes, "pass", "passes"), ...(use.tours > 0 ? [countLabelEn(use.tours, "3D tour")] : [])].join(" · "),
  noUseYet: "Nobody on the team has used passes this period.",
};

/** The plan card's texts in each language (Spanish pages read PLAN_HOLDER_TEXT, the same words). */
export const PLAN_HOLDER_TEXTS: Bilingual<TextsLike<typeof PLAN_HOLDER_TEXT_ES>> = { es: PLAN_HOLDER_TEXT_ES, en: PLAN_HOLDER_TEXT_EN };
export const PLAN_HOLDER_TEXT = PLAN_HOLDER_TEXT_ES;

/**
 * "Te quedará 1 pase.", "Te quedarán 0 pases." (or "A Casa Capital le quedarán 4 pases." when
 * the agency's plan pays): what is left once this publish or renewal spends one.
 */
export const passesAfterSentence = (passesNow: number, agencyName: string | null = null, lang: Lang = "es"): string => {
  const left = Math.max(0, passesNow - 1);
  if (lang === "en") {
    const passes = countLabelEn(left, "pass", "passes");
    return agencyName ? `${agencyName} will have ${passes} left.` : `You will have ${passes} left.`;
  }
  const verb = byCount(left, "quedará", "quedarán");
  return agencyName ? `A ${agencyName} le ${verb} ${countLabel(left, "pase")}.` : `Te ${verb} ${countLabel(left, "pase")}.`;
};

/** Where a pass would come from, for the renew dialog and the publish stepper. */
export function passesSourceText(quote: Pick<RenewalQuote, "paid_by" | "agency_name" | "passes">, lang: Lang = "es"): string {
  if (lang === "en") {
    const available = countLabelEn(quote.passes, "pass", "passes");
    return quote.paid_by === "agency" && quote.agency_name ? `${quote.agency_name} has ${available} available.` : `You have ${available} available.`;
  }
  const passes = countLabel(quote.passes, "pase disponible", "pases disponibles");
  if (quote.paid_by === "agency" && quote.agency_name) return `${quote.agency_name} tiene ${passes}.`;
  return `Tienes ${passes}.`;
}

export const RENEWAL_TEXT_ES = {
  noPassesTitle: "No tienes pases para renovar",
  agencyNoPassesTitle: (agency: string) => `${agency} no tiene pases para renovar`,
  /** Independent agent or agency owner with no passes: the cheapest plan that gives one now. */
  offer: (offer: PassOffer) =>
    offer.kind === "upgrade"
      ? `Cambia a ${offer.name} (${formatPriceMXN(offer.price_mxn)} al mes): el cambio es inmediato y trae sus pases. Antes de pagar verás el crédito por los días que no usaste de tu plan.`
      : `El plan ${offer.name} te da un pase por ${formatPriceMXN(offer.price_mxn)} al mes. Con él renuevas esta publicación.`,
  offerAction: (offer: PassOffer) => `${offer.kind === "upgrade" ? "Cambiar a" : "Contratar"} ${offer.name} por ${formatPriceMXN(offer.price_mxn)}`,
  /** An agency's agent cannot buy for the agency. */
  askOwner: "Pide a quien administra la agencia que cambie su plan para tener más pases.",
  /** On the most expensive plan: its passes come back when the period renews. */
  noOffer: "Tu plan ya es el más completo: sus pases vuelven cuando se renueve el periodo. También puedes ver los planes.",
  seePlans: "Ver planes",
  close: "Cerrar",
  loading: "Revisando tus pases…",
} as const;

export const RENEWAL_TEXT_EN: TextsLike<typeof RENEWAL_TEXT_ES> = {
  noPassesTitle: "You have no passes to renew",
  agencyNoPassesTitle: (agency: string) => `${agency} has no passes to renew`,
  offer: (offer: PassOffer) =>
    offer.kind === "upgrade"
      ? `Switch to ${offer.name} (${formatPriceMXN(offer.price_mxn, "en")} a month): the change is immediate and brings its passes. Before paying you will see the credit for the unused days of your plan.`
      : `The ${offer.name} plan gives you a pass for ${formatPriceMXN(offer.price_mxn, "en")} a month. With it you renew this listing.`,
  offerAction: (offer: PassOffer) => `${offer.kind === "upgrade" ? "Switch to" : "Get"} ${offer.name} for ${formatPriceMXN(offer.price_mxn, "en")}`,
  askOwner: "Ask whoever runs the agency to change its plan to get more passes.",
  noOffer: "Your plan is already the most complete: its passes come back when the period renews. You can also see the plans.",
  seePlans: "See plans",
  close: "Close",
  loading: "Checking your passes…",
};

export const RENEWAL_TEXTS: Bilingual<TextsLike<typeof RENEWAL_TEXT_ES>> = { es: RENEWAL_TEXT_ES, en: RENEWAL_TEXT_EN };
export const RENEWAL_TEXT = RENEWAL_TEXT_ES;
