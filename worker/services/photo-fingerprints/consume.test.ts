import { describe, expect, it } from "vitest";
import { retryDelaySeconds } from "./consume";

describe("the fingerprint queue's retries", () => {
  it("wait longer after each failure, at most five minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelaySeconds)).toEqual([10, 20, 40, 80, 160, 300, 300]);
  });
});
