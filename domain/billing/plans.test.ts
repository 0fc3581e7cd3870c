import { describe, expect, it } from "vitest";
import { activationMessage, findService, serviceExpiry } from "./services";
import { availablePassesLabel, canPerform, formatPlanPrice, isUsable, passesLeftSentence, planBadges, totalPasses } from "./plans";

const active = { status: "active", passes_remaining: 2, rollover_passes: 1, credits_3d_tour: 0 };

describe("subscription rules", () => {
  it("only an active subscription is usable", () => {
    expect(isUsable(active)).toBe(true);
    expect(isUsable({ ...active, status: "past_due" })).toBe(false);
    expect(isUsable(null)).toBe(false);
    expect(canPerform({ ...active, status: "canceled" }, "other")).toBe(false);
  });
  it("publishing needs a pass, from this period or rolled over", () => {
    expect(canPerform(active, "publish")).toBe(true);
    expect(canPerform({ ...active, passes_remaining: 0 }, "publish")).toBe(true);
    expect(canPerform({ ...active, passes_remaining: 0, rollover_passes: 0 }, "publish")).toBe(false);
  });
  it("a 3D tour needs a credit; anything else only an active subscription", () => {
    expect(canPerform(active, "3d_tour")).toBe(false);
    expect(canPerform({ ...active, credits_3d_tour: 1 }, "3d_tour")).toBe(true);
    expect(canPerform({ ...active, passes_remaining: 0, rollover_passes: 0 }, "other")).toBe(true);
  });
  it("total passes add the rollover", () => {
    expect(totalPasses(active)).toBe(3);
  });
  it("passes are counted in words that agree with the count", () => {
    expect(availablePassesLabel(1)).toBe("1 pase disponible");
    expect(availablePassesLabel(0)).toBe("0 pases disponibles");
    expect(passesLeftSentence(1)).toBe("Te queda 1 pase.");
    expect(passesLeftSentence(4)).toBe("Te quedan 4 pases.");
  });
});

describe("badges", () => {
  it("popular: most_popular or agency_pro; best value: expert or agency_pro", () => {
    expect(planBadges({ plan_category: "pro", features: { most_popular: true } })).toEqual({ popular: true, best_value: false });
    expect(planBadges({ plan_category: "expert", features: {} })).toEqual({ popular: false, best_value: true });
    expect(planBadges({ plan_category: "agency_pro", features: {} })).toEqual({ popular: true, best_value: true });
    expect(planBadges({ plan_category: "basic", features: {} })).toEqual({ popular: false, best_value: false });
  });
  it("prices read as whole pesos, or 'A medida'", () => {
    expect(formatPlanPrice({ price_mxn: 999 })).toBe("$999");
    expect(formatPlanPrice({ price_mxn: null })).toBe("A medida");
  });
});

describe("services", () => {
  it("expire after their days, or never", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    expect(serviceExpiry(findService("boost_property")!, now)?.toISOString()).toBe("2026-01-08T00:00:00.000Z");
    expect(serviceExpiry(findService("featured_listing")!, now)?.toISOString()).toBe("2026-01-15T00:00:00.000Z");
    expect(serviceExpiry(findService("virtual_tour")!, now)).toBeNull();
    expect(findService("nope")).toBeUndefined();
  });
  it("announce the activation with the days when there are some", () => {
    expect(activationMessage(findService("boost_property")!)).toBe("Impulso de propiedad activado por 7 días.");
    expect(activationMessage(findService("premium_gallery")!)).toBe("Galería premium activado.");
  });
});
