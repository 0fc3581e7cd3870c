import { describe, expect, it } from "vitest";
import { missingTwins } from "@domain/i18n/bilingual-check";
import { HOW_IT_WORKS, SAFETY_TIPS, SERVICE_OFFERS, SERVICES_TEXT } from "./services-content";

describe("/servicios in every language", () => {
  it("has each text in Spanish and English", () => {
    const offers = SERVICE_OFFERS.map(({ es, en }) => ({ es, en }));
    expect(missingTwins({ SERVICES_TEXT, HOW_IT_WORKS, SAFETY_TIPS, offers }, "servicios")).toEqual([]);
  });
});
