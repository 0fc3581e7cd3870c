import { describe, expect, it } from "vitest";
import { pathInLang, splitLangPath } from "./lang";

describe("a page's language is its path's prefix", () => {
  it("reads English under /en and Spanish everywhere else", () => {
    expect(splitLangPath("/en")).toEqual({ lang: "en", path: "/" });
    expect(splitLangPath("/en/")).toEqual({ lang: "en", path: "/" });
    expect(splitLangPath("/en/rentar")).toEqual({ lang: "en", path: "/rentar" });
    expect(splitLangPath("/en/propiedad/abc")).toEqual({ lang: "en", path: "/propiedad/abc" });
    expect(splitLangPath("/rentar")).toEqual({ lang: "es", path: "/rentar" });
    expect(splitLangPath("/")).toEqual({ lang: "es", path: "/" });
    // A word that merely begins with "en" is a Spanish path.
    expect(splitLangPath("/encuesta")).toEqual({ lang: "es", path: "/encuesta" });
  });

  it("gives a page's twin in each language, which splits back to the same page", () => {
    expect(pathInLang("/", "en")).toBe("/en");
    expect(pathInLang("/rentar", "en")).toBe("/en/rentar");
    expect(pathInLang("/rentar", "es")).toBe("/rentar");
    for (const path of ["/", "/rentar", "/propiedad/x1"]) expect(splitLangPath(pathInLang(path, "en"))).toEqual({ lang: "en", path });
  });
});
