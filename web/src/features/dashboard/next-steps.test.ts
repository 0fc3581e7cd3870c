import { describe, expect, it } from "vitest";
import { ROLES } from "@domain/auth/roles";
import { NEXT_STEPS } from "./next-steps";

describe("NEXT_STEPS", () => {
  it("has every step lead to a page of the app", () => {
    for (const role of ROLES) {
      for (const step of NEXT_STEPS[role].steps) expect(step.to, `${role}: ${step.words.es.title}`).toMatch(/^\/[a-z]/);
    }
  });

  it("offers people who search the searches and the services (their lists are on the dashboard itself)", () => {
    expect(NEXT_STEPS.no_agente.steps.map((s) => s.to)).toEqual(["/rentar", "/comprar", "/servicios"]);
  });

  it("takes agents and agencies to their listings and messages in the dashboard", () => {
    for (const role of ["agente", "inmobiliaria"] as const) {
      const to = NEXT_STEPS[role].steps.map((s) => s.to);
      expect(to).toEqual(expect.arrayContaining(["/publicar", "/dashboard?tab=propiedades", "/dashboard?tab=mensajes"]));
    }
  });
});
