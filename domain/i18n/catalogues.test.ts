import { describe, expect, it } from "vitest";
import { missingTwins } from "./bilingual-check";
import { INTERFACE_CATALOGUES as CATALOGUES } from "./interface-catalogues";
import { PLAN_TEXTS, SERVICE_TEXTS } from "../billing/billing-text";
import { PLAN_CATALOGUE } from "../billing/plan-catalogue";
import { SERVICE_CATALOGUE } from "../billing/services";

describe("every interface text has its English twin", () => {
  for (const [name, catalogue] of Object.entries(CATALOGUES)) {
    it(`${name}: both languages, none blank`, () => {
      expect(missingTwins(catalogue, name)).toEqual([]);
    });
  }

  it("gives every plan and service of the catalogue its English words", () => {
    for (const plan of PLAN_CATALOGUE) expect(PLAN_TEXTS[plan.id]?.en?.name, plan.id).toBeTruthy();
    for (const service of SERVICE_CATALOGUE) expect(SERVICE_TEXTS[service.id]?.en?.name, service.id).toBeTruthy();
  });
});

describe("the catalogue check", () => {
  it("names a text without its English twin, a blank one, and a list shorter in one language", () => {
    const catalogue = {
      ok: { es: "Hola", en: "Hello" },
      missing: { es: "Rentar" },
      blank: { es: "Comprar", en: " " },
      nested: { list: [{ es: ["a", "b"], en: ["a"] }] },
    };
    expect(missingTwins(catalogue, "c")).toEqual(["c.missing.en", "c.blank.en", "c.nested.list[0] (the languages differ in shape)"]);
  });
});
