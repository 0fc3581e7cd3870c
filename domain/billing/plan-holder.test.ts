import { describe, expect, it } from "vitest";
import { PLAN_CATALOGUE } from "./plan-catalogue";
import { cheapestPassPlan, passesAfterSentence, passesSourceText, planTypeFor, PLAN_HOLDER_TEXT, RENEWAL_TEXT } from "./plan-holder";

describe("the cheapest way to get a pass", () => {
  it("is Básico for an independent agent and Agencia Core for an agency's owner, with their prices", () => {
    expect(cheapestPassPlan(PLAN_CATALOGUE, planTypeFor(null))).toEqual({ plan_id: "plan_basic", name: "Básico", price_mxn: 499, kind: "new" });
    expect(cheapestPassPlan(PLAN_CATALOGUE, planTypeFor({ id: "a", name: "Casa Capital", is_owner: true }))).toEqual({
      plan_id: "plan_agency_core",
      name: "Agencia Core",
      price_mxn: 400,
      kind: "new",
    });
  });
  it("with an active plan, only an upgrade gives a pass now: Pro → Expert, and nothing above Expert", () => {
    const pro = PLAN_CATALOGUE.find((p) => p.id === "plan_pro")!;
    const expert = PLAN_CATALOGUE.find((p) => p.id === "plan_expert")!;
    expect(cheapestPassPlan(PLAN_CATALOGUE, "individual", pro)).toEqual({ plan_id: "plan_expert", name: "Expert", price_mxn: 1999, kind: "upgrade" });
    expect(cheapestPassPlan(PLAN_CATALOGUE, "individual", expert)).toBeNull();
  });
  it("skips plans without a price or without passes", () => {
    const plans = [
      { id: "custom", name: "A medida", plan_type: "agency" as const, price_mxn: null, passes: 50 },
      { id: "free", name: "Sin pases", plan_type: "agency" as const, price_mxn: 10, passes: 0 },
    ];
    expect(cheapestPassPlan(plans, "agency")).toBeNull();
  });
  it("only an agency's owner is offered agency plans", () => {
    expect(planTypeFor({ id: "a", name: "Casa Capital", is_owner: false })).toBe("individual");
  });
});

describe("texts", () => {
  it("count what is left after spending one pass, for the person or the agency", () => {
    expect(passesAfterSentence(1)).toBe("Te quedarán 0 pases.");
    expect(passesAfterSentence(2)).toBe("Te quedará 1 pase.");
    expect(passesAfterSentence(5, "Casa Capital")).toBe("A Casa Capital le quedarán 4 pases.");
  });
  it("say whose passes pay", () => {
    expect(passesSourceText({ paid_by: "own", agency_name: null, passes: 1 })).toBe("Tienes 1 pase disponible.");
    expect(passesSourceText({ paid_by: "agency", agency_name: "Casa Capital", passes: 7 })).toBe("Casa Capital tiene 7 pases disponibles.");
    expect(PLAN_HOLDER_TEXT.publishesWith("Casa Capital")).toBe("Publicas con el plan de Casa Capital");
    expect(PLAN_HOLDER_TEXT.agentUse({ passes: 3, tours: 1 })).toBe("3 pases · 1 recorrido 3D");
    expect(PLAN_HOLDER_TEXT.agentUse({ passes: 1, tours: 0 })).toBe("1 pase");
  });
  it("offer the cheapest plan with its price", () => {
    const offer = { plan_id: "plan_basic", name: "Básico", price_mxn: 499, kind: "new" as const };
    expect(RENEWAL_TEXT.offerAction(offer)).toBe("Contratar Básico por $499");
    expect(RENEWAL_TEXT.offerAction({ plan_id: "plan_expert", name: "Expert", price_mxn: 1999, kind: "upgrade" })).toBe(
      "Cambiar a Expert por $1,999",
    );
  });
});
