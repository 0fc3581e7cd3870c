import { describe, expect, it } from "vitest";
import { statusAfterHold } from "./hold-return";

describe("statusAfterHold", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  it("goes back to the status the listing had before the hold", () => {
    expect(statusAfterHold("publicada", now.getTime() + 1, now)).toBe("publicada");
    expect(statusAfterHold("pausada", now.getTime() - 1, now)).toBe("pausada");
    expect(statusAfterHold("publicada", null, now)).toBe("publicada");
  });
  it("a published listing whose period ended while held comes back expired", () => {
    expect(statusAfterHold("publicada", now.getTime(), now)).toBe("vencida");
    expect(statusAfterHold("publicada", now.getTime() - 86_400_000, now)).toBe("vencida");
  });
});
