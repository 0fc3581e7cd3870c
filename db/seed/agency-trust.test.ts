import { describe, expect, it } from "vitest";
import { buildDemoAccounts } from "./accounts";
import { UNVERIFIED_DEMO_AGENCIES, withDemoVerification } from "./agency-trust";

describe("the demo agencies' verification", () => {
  const now = new Date("2026-11-27T18:00:00Z");
  const rows = withDemoVerification(buildDemoAccounts("demo", "hash", now).agencies, now);

  it("verifies most agencies, not all, the original demo agency among the verified", () => {
    const verified = rows.filter((r) => r.verifiedAt);
    expect(verified.length).toBeGreaterThan(rows.length / 2);
    expect(verified.length).toBeLessThan(rows.length);
    expect(rows[0].verifiedAt).toBeInstanceOf(Date);
    expect(rows.filter((r) => !r.verifiedAt).map((r) => r.slug)).toEqual([...UNVERIFIED_DEMO_AGENCIES]);
  });

  it("verifies an agency after it joined, and before now", () => {
    for (const r of rows) {
      expect((r.createdAt as Date).getTime()).toBeLessThan(now.getTime());
      if (r.verifiedAt) expect(r.verifiedAt.getTime()).toBeGreaterThan((r.createdAt as Date).getTime());
      if (r.verifiedAt) expect(r.verifiedAt.getTime()).toBeLessThan(now.getTime());
    }
  });
});
