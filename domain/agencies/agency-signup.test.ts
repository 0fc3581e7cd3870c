import { describe, expect, it } from "vitest";
import { AGENCY_SIGNUP_LIMITS, agencySignupSchema, suggestAgencySlug } from "./agency-signup";

describe("suggestAgencySlug", () => {
  it("makes the page's address from the name", () => {
    expect(suggestAgencySlug("Casas del Valle, S.A. de C.V.")).toBe("casas-del-valle-s-a-de-c-v");
    expect(suggestAgencySlug("Peñón & Asociados")).toBe("penon-asociados");
  });

  it("cuts a long name at a hyphen within the limit", () => {
    const slug = suggestAgencySlug("Inmobiliaria de los Bienes Raíces Más Grandes de Toda la Ciudad de México");
    expect(slug.length).toBeLessThanOrEqual(AGENCY_SIGNUP_LIMITS.slugMax);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe("agencySignupSchema", () => {
  const base = { name: "Casas del Valle", slug: "casas-del-valle", description: "", zone_ids: [], phone: "", rfc: "wmt-970714-r10" };
  it("normalises the RFC and the phone", () => {
    const parsed = agencySignupSchema.parse({ ...base, phone: "55 1234 5678" });
    expect(parsed.rfc).toBe("WMT970714R10");
    expect(parsed.phone).toBe("5512345678");
  });
  it("refuses a slug with capitals, a short phone and a wrong RFC", () => {
    const result = agencySignupSchema.safeParse({ ...base, slug: "Casas Valle", phone: "5512", rfc: "WMT970714R11" });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path[0]).sort()).toEqual(["phone", "rfc", "slug"]);
  });
});
