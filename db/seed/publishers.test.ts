import { describe, expect, it } from "vitest";
import { assignAgents, type ListingAgent, type Slot } from "./publishers";
import { createRng } from "./random";

const rng = createRng("publishers-test");
const slots: Slot[] = Array.from({ length: 3000 }, (_, i) => ({
  alcaldia: i % 3 === 0 ? "Coyoacán" : i % 3 === 1 ? "Tlalpan" : "Iztapalapa",
  type: i % 5 === 0 ? "oficina" : "casa",
  operation: i % 2 ? "venta" : "renta",
  priceM2: i % 4 === 0 ? 90_000 : 30_000,
}));
const rolls = slots.map(() => rng.next());
const count = (picked: ListingAgent[], id: string) => picked.filter((a) => a.id === id).length;

describe("assignAgents", () => {
  it("meets each agent's share and keeps its focus", () => {
    const agents: ListingAgent[] = [
      { id: "general", agencyId: null, weight: 50 },
      { id: "sur", agencyId: "a", weight: 30, focus: { alcaldias: ["Coyoacán"], types: ["casa"] } },
      { id: "oficinas", agencyId: "b", weight: 20, focus: { types: ["oficina"] } },
    ];
    const picked = assignAgents(agents, slots, rolls);
    expect(count(picked, "general")).toBeGreaterThan(1350);
    expect(count(picked, "general")).toBeLessThan(1650);
    const sur = slots.filter((_, i) => picked[i].id === "sur");
    expect(sur.length).toBeGreaterThan(800);
    expect(sur.every((s) => s.type === "casa")).toBe(true);
    expect(sur.filter((s) => s.alcaldia === "Coyoacán").length / sur.length).toBeGreaterThan(0.88);
    expect(slots.filter((_, i) => picked[i].id === "oficinas").every((s) => s.type === "oficina")).toBe(true);
  });

  it("leaves out an agent nothing fits, and always picks someone", () => {
    const agents: ListingAgent[] = [
      { id: "general", agencyId: null, weight: 1 },
      { id: "lujo", agencyId: "c", weight: 5, focus: { alcaldias: ["Miguel Hidalgo"], types: ["departamento"], minPriceM2: 60_000 } },
    ];
    const picked = assignAgents(agents, slots, rolls);
    expect(picked).toHaveLength(slots.length);
    expect(count(picked, "lujo")).toBe(0);
    expect(assignAgents(agents, [], [])).toEqual([]);
  });
});
