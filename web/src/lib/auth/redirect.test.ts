import { describe, expect, it } from "vitest";
import { loginUrlFor, safeReturnPath } from "./redirect";

describe("safeReturnPath", () => {
  it("keeps paths on this site", () => {
    expect(safeReturnPath("/dashboard")).toBe("/dashboard");
    expect(safeReturnPath("/cliente/abc?vista=tablero")).toBe("/cliente/abc?vista=tablero");
  });

  it("refuses other sites and anything that is not a path", () => {
    for (const value of ["//evil.example", "/\\evil.example", "https://evil.example/", "dashboard", "", null, undefined, 42]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });
});

describe("loginUrlFor", () => {
  it("carries the page (path and query) to come back to", () => {
    expect(loginUrlFor({ pathname: "/dashboard", search: "" })).toBe("/login?redirect=%2Fdashboard");
    expect(loginUrlFor({ pathname: "/cliente/abc", search: "?x=1" })).toBe("/login?redirect=%2Fcliente%2Fabc%3Fx%3D1");
  });

  it("needs no redirect for the home page", () => {
    expect(loginUrlFor({ pathname: "/", search: "" })).toBe("/login");
  });
});
