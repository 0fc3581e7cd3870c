import { describe, expect, it } from "vitest";
import { PLAN_CATALOGUE } from "../../domain/billing/plan-catalogue";
import { buildDemoAgencyPlan, DEMO_AGENCY_PLAN_ID } from "./agency-plans";

const now = new Date("2026-11-28T12:00:00Z");
const agency = { id: "agc_demo", ownerId: "usr_owner" };
const listings = [
  { id: "p1", title: "Uno", agentId: "usr_ana", agencyId: "agc_demo", status: "publicada" },
  { id: "p2", title: "Dos", agentId: "usr_beto", agencyId: "agc_demo", status: "publicada" },
  { id: "p3", title: "Borrador", agentId: "usr_ana", agencyId: "agc_demo", status: "borrador" },
  { id: "p4", title: "De otra", agentId: "usr_otra", agencyId: "agc_otra", status: "publicada" },
];

describe("the demo agency's plan", () => {
  it("is an active Agencia Pro running now, whose passes are either left or logged to who used them on its published listings", () => {
    const plan = PLAN_CATALOGUE.find((p) => p.id === DEMO_AGENCY_PLAN_ID)!;
    const { subscriptions, spends } = buildDemoAgencyPlan("s", now, agency, listings);
    expect(subscriptions).toHaveLength(1);
    const [sub] = subscriptions;
    expect(sub).toMatchObject({ userId: "usr_owner", planId: plan.id, status: "active", credits3dTour: plan.credits_3d_tour });
    expect(sub.currentPeriodStart.getTime()).toBeLessThan(now.getTime());
    expect(sub.currentPeriodEnd.getTime()).toBeGreaterThan(now.getTime());
    expect(spends.map((s) => [s.propertyId, s.agentId])).toEqual([
      ["p1", "usr_ana"],
      ["p2", "usr_beto"],
    ]);
    expect(sub.passesRemaining! + spends.length).toBe(plan.passes);
    for (const spend of spends) {
      expect(spend.createdAt!.getTime()).toBeGreaterThanOrEqual(sub.currentPeriodStart.getTime());
      expect(spend.createdAt!.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });
  it("is the same for the same seed", () => {
    expect(buildDemoAgencyPlan("s", now, agency, listings)).toEqual(buildDemoAgencyPlan("s", now, agency, listings));
  });
});
