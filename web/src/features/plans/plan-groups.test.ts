import { describe, expect, it } from "vitest";
import { planBadges, type Plan } from "@domain/billing/plans";
import { agencyComparisons, groupPlans, planPriceLabel } from "./plan-groups";

function plan(id: string, plan_type: Plan["plan_type"], price_mxn: number | null): Plan {
  const base = { plan_category: id, features: {} };
  return {
    id,
    name: id,
    description: "",
    plan_type,
    price_mxn,
    visibility_level: null,
    passes: 1,
    credits_3d_tour: 0,
    feature_list: [],
    badges: planBadges(base),
    ...base,
  };
}

const PLANS = [
  plan("expert", "individual", 1799),
  plan("basic", "individual", 499),
  plan("pro", "individual", 999),
  plan("agency_pro", "agency", 899),
  plan("agency_core", "agency", 400),
  plan("enterprise", "agency", null),
  plan("agency_expert", "agency", 1499),
];

describe("plans on /precios", () => {
  it("price per month, or 'A medida'", () => {
    expect(planPriceLabel({ price_mxn: 999 })).toBe("$999/mes");
    expect(planPriceLabel({ price_mxn: null })).toBe("A medida");
  });

  it("split into individual, agency and custom plans, cheapest first", () => {
    const groups = groupPlans(PLANS);
    expect(groups.individual.map((p) => p.id)).toEqual(["basic", "pro", "expert"]);
    expect(groups.agency.map((p) => p.id)).toEqual(["agency_core", "agency_pro", "agency_expert"]);
    expect(groups.custom.map((p) => p.id)).toEqual(["enterprise"]);
  });

  it("compare agency units with individual subscriptions", () => {
    expect(agencyComparisons(PLANS)).toEqual(["Core básico $400 frente a $499 individual", "Pro $899 frente a $999 individual"]);
  });
});
