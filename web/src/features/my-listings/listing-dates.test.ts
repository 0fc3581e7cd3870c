import { describe, expect, it } from "vitest";
import { expiryOf } from "./listing-dates";

// 10:00 in Mexico City (UTC-6).
const now = new Date("2026-12-21T16:00:00Z");

describe("expiryOf", () => {
  it("gives the date when the end is more than three days away", () => {
    expect(expiryOf("2026-12-24T18:00:00Z", new Date("2026-12-01T16:00:00Z"))).toEqual({
      kind: "later",
      text: "Vence el 24 de diciembre de 2026",
    });
  });

  it("counts down the last three days", () => {
    expect(expiryOf("2026-12-24T18:00:00Z", now)).toMatchObject({ kind: "soon", days: 3, text: "Vence en 3 días", date: "24 de diciembre de 2026" });
    expect(expiryOf("2026-12-23T18:00:00Z", now)).toMatchObject({ kind: "soon", days: 2, text: "Vence en 2 días" });
    expect(expiryOf("2026-12-22T18:00:00Z", now)).toMatchObject({ kind: "soon", days: 1, text: "Vence mañana" });
    expect(expiryOf("2026-12-21T23:00:00Z", now)).toMatchObject({ kind: "soon", days: 0, text: "Vence hoy" });
  });

  it("says when it ended once past", () => {
    expect(expiryOf("2026-12-20T18:00:00Z", now)).toEqual({ kind: "expired", text: "Venció el 20 de diciembre de 2026" });
    expect(expiryOf(now, now).kind).toBe("expired");
  });
});

describe("expiryOf in English", () => {
  it("says the end with an en-US date", () => {
    expect(expiryOf("2026-12-24T18:00:00Z", new Date("2026-12-01T16:00:00Z"), "en")).toEqual({ kind: "later", text: "Expires on December 24, 2026" });
    expect(expiryOf("2026-12-22T18:00:00Z", now, "en")).toMatchObject({ kind: "soon", text: "Expires tomorrow", date: "December 22, 2026" });
    expect(expiryOf("2026-12-20T18:00:00Z", now, "en")).toEqual({ kind: "expired", text: "Expired on December 20, 2026" });
  });
});
