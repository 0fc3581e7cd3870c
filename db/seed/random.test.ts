import { describe, expect, it } from "vitest";
import { createRng, stableId } from "./random";

describe("seeded random", () => {
  it("repeats for the same seed and differs for another", () => {
    const a = createRng("x");
    const b = createRng("x");
    const c = createRng("y");
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it("stays in range", () => {
    const rng = createRng("range");
    for (let i = 0; i < 1000; i++) {
      const n = rng.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
      const x = rng.noise(0.2);
      expect(x).toBeGreaterThanOrEqual(0.8);
      expect(x).toBeLessThanOrEqual(1.2);
    }
    expect(rng.id(12)).toMatch(/^[0-9a-z]{12}$/);
  });

  it("makes stable ids from a name", () => {
    expect(stableId("s", "loc_", "roma-norte-cuauhtemoc")).toBe(stableId("s", "loc_", "roma-norte-cuauhtemoc"));
    expect(stableId("s", "loc_", "roma-norte-cuauhtemoc")).not.toBe(stableId("s", "loc_", "roma-sur-cuauhtemoc"));
  });
});
