import { formatPlanPrice, type Plan } from "@domain/billing/plans";
import { PLAN_DIALOG_TEXT, PRICING_TEXT } from "@domain/billing/billing-text";
import { formatPriceMXN } from "@domain/format/money";
import type { Lang } from "@domain/i18n/lang";

/** '$999' ('MX$999' in English), or 'A medida' ('Custom') for a plan without a price (enterprise). */
export function planPrice(plan: Pick<Plan, "price_mxn">, lang: Lang = "es"): string {
  return lang === "es" ? formatPlanPrice(plan) : plan.price_mxn === null ? PRICING_TEXT.custom.en : formatPriceMXN(plan.price_mxn, lang);
}

/** '$999/mes' ('MX$999/month'), or 'A medida' ('Custom') for a plan without a price. */
export function planPriceLabel(plan: Pick<Plan, "price_mxn">, lang: Lang = "es"): string {
  return plan.price_mxn === null ? planPrice(plan, lang) : `${planPrice(plan, lang)}${PRICING_TEXT.perMonth[lang]}`;
}

/** A plan priced 'A medida': sold by the sales team, never through checkout. */
export const isCustomPlan = (plan: Pick<Plan, "price_mxn">): boolean => plan.price_mxn === null;

const byPrice = (a: Plan, b: Plan) => (a.price_mxn ?? Infinity) - (b.price_mxn ?? Infinity);

/** The tabs of /precios: individual plans, agency plans (with a price) and the custom ones. */
export function groupPlans(plans: readonly Plan[]) {
  return {
    individual: plans.filter((p) => p.plan_type === "individual" && !isCustomPlan(p)).sort(byPrice),
    agency: plans.filter((p) => p.plan_type === "agency" && !isCustomPlan(p)).sort(byPrice),
    custom: plans.filter(isCustomPlan),
  };
}

/** The plans one can buy through checkout, cheapest first. */
export function purchasablePlans(plans: readonly Plan[]): Plan[] {
  return plans.filter((p) => !isCustomPlan(p)).sort(byPrice);
}

/**
 * The agency tab of the subscription dialog compares each agency pass with an individual plan: 'Core básico $400 frente a $499 individual',
 * 'Pro $899 frente a $999 individual', from the plans as the server prices them.
 */
export function agencyComparisons(plans: readonly Plan[], lang: Lang = "es"): string[] {
  const price = (category: string) => plans.find((p) => p.plan_category === category && p.price_mxn !== null);
  const pairs = [
    { label: PLAN_DIALOG_TEXT.coreLabel[lang], agency: price("agency_core") ?? price("agency_basic"), individual: price("basic") },
    { label: "Pro", agency: price("agency_pro"), individual: price("pro") },
  ];
  return pairs.flatMap(({ label, agency, individual }) =>
    agency && individual ? [PLAN_DIALOG_TEXT.comparison[lang](label, planPrice(agency, lang), planPrice(individual, lang))] : [],
  );
}
