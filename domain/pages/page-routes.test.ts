import { describe, expect, it } from "vitest";
import { matchPage, pageHref, pathOf } from "./page-routes";

describe("page links", () => {
  it("fill each pattern's parameters, encoded", () => {
    expect(pageHref.property("abc123")).toBe("/propiedad/abc123");
    expect(pageHref.sharedProperty("a/b c")).toBe("/s/a%2Fb%20c");
    expect(pageHref.publicBoard("tok")).toBe("/t/tok");
    expect(pageHref.clientBoard("l1")).toBe("/cliente/l1");
    expect(pageHref.clonedProperty("c1")).toBe("/sc/c1");
    expect(pageHref.clonedProperty("c1", "tok en")).toBe("/sc/c1?token=tok+en");
    expect(pageHref.checkout("cs_1")).toBe("/checkout/cs_1");
  });

  it("lead back to the page they were built for, with the same parameters", () => {
    expect(matchPage(pageHref.sharedProperty("a/b c"))).toEqual({ id: "sharedProperty", params: { shareToken: "a/b c" } });
    expect(matchPage(pageHref.presentation("p1"))).toEqual({ id: "presentation", params: { token: "p1" } });
    expect(matchPage(pathOf("home"))).toEqual({ id: "home", params: {} });
  });

  it("refuse to build a path with a parameter missing", () => {
    expect(() => pathOf("property")).toThrow(/needs its id/);
  });
});
