import { describe, expect, it } from "vitest";
import { ROLES } from "@domain/auth/roles";
import { NEXT_STEPS } from "./next-steps";

describe("NEXT_STEPS", () => {
  it("has every step lead somewhere (nothing is 'Muy pronto')", () => {
    for (const role of ROLES) {
      for (const step of NEXT_STEPS[role].steps) expect(Boolean(step.to || step.opens), `${role}: ${step.title}`).toBe(true);
    }
  });

  it("takes agents and agencies to their listings and messages in the dashboard", () => {
    for (const role of ["agente", "inmobiliaria"] as const) {
      const to = NEXT_STEPS[role].steps.map((s) => s.to);
      expect(to).toEqual(expect.arrayContaining(["/publicar", "/dashboard?tab=propiedades", "/dashboard?tab=mensajes"]));
    }
  });
});
