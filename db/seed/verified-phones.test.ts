import { describe, expect, it } from "vitest";
import { buildDemoAccounts } from "./accounts";
import { buildVerifiedPhones } from "./verified-phones";

describe("demo verified phones", () => {
  const now = new Date("2026-01-15T12:00:00Z");
  const demo = buildDemoAccounts("prueba", "hash", now);
  const rows = buildVerifiedPhones(demo, now);
  const has = (userId: string, phone: string | null | undefined) => rows.some((r) => r.userId === userId && r.phone === phone);

  // Buyers are shown only verified numbers, WhatsApp included: the demo's are all shown.
  it("every demo advertiser's own number and WhatsApp are verified for them", () => {
    for (const profile of demo.agentProfiles) {
      expect(has(profile.userId, profile.phone)).toBe(true);
      if (profile.whatsapp) expect(has(profile.userId, profile.whatsapp)).toBe(true);
    }
  });

  it("each agency's number and WhatsApp are verified for its owner", () => {
    for (const agency of demo.agencies) {
      expect(has(agency.ownerId, agency.phone)).toBe(true);
      if (agency.whatsapp) expect(has(agency.ownerId, agency.whatsapp)).toBe(true);
    }
  });

  it("buyers get none, and no pair appears twice", () => {
    const buyer = demo.users.find((u) => u.role === "no_agente")!;
    expect(rows.some((r) => r.userId === buyer.id)).toBe(false);
    expect(new Set(rows.map((r) => `${r.userId}:${r.phone}`)).size).toBe(rows.length);
  });
});
