import { describe, expect, it } from "vitest";
import { OAUTH_RETURN_PATH_MAX } from "@domain/auth/account-paths";
import { loginUrlFor, oauthReturnPath, registerUrlFor, requestedRole, safeReturnPath, switchAuthPageUrl } from "./redirect";

describe("safeReturnPath", () => {
  it("keeps a plain path on this site", () => {
    expect(safeReturnPath("/dashboard")).toBe("/dashboard");
  });

  it("keeps the query and the hash", () => {
    expect(safeReturnPath("/comprar?colonia=roma-norte#mapa")).toBe("/comprar?colonia=roma-norte#mapa");
    expect(safeReturnPath("/cliente/abc?vista=tablero")).toBe("/cliente/abc?vista=tablero");
  });

  it("keeps a path with an id", () => {
    expect(safeReturnPath("/propiedad/abc")).toBe("/propiedad/abc");
  });

  it("keeps harmless percent-encoding and answers the normalised path", () => {
    expect(safeReturnPath("/comprar?colonia=roma%20norte")).toBe("/comprar?colonia=roma%20norte");
    expect(safeReturnPath("/buscar?q=casa con jardín")).toBe("/buscar?q=casa%20con%20jard%C3%ADn");
    expect(safeReturnPath("/dashboard/../precios")).toBe("/precios");
  });

  it("refuses anything that is not a string", () => {
    for (const value of [null, undefined, 42, {}, ["/dashboard"]]) expect(safeReturnPath(value)).toBeNull();
  });

  it("refuses an empty value and a relative path", () => {
    expect(safeReturnPath("")).toBeNull();
    expect(safeReturnPath("dashboard")).toBeNull();
  });

  it("refuses a protocol-relative address", () => {
    expect(safeReturnPath("//evil.example")).toBeNull();
    expect(safeReturnPath("///evil.example")).toBeNull();
  });

  it("refuses absolute addresses and schemes", () => {
    for (const value of ["https://evil.example/", "http://evil.example", "javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,x"]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });

  it("refuses a backslash anywhere", () => {
    expect(safeReturnPath("/\\evil.example")).toBeNull();
    expect(safeReturnPath("\\\\evil.example")).toBeNull();
    expect(safeReturnPath("/comprar\\..\\evil")).toBeNull();
  });

  it("refuses a tab, newline or carriage return anywhere", () => {
    expect(safeReturnPath("/\t/evil.example")).toBeNull();
    expect(safeReturnPath("/\n/evil.example")).toBeNull();
    expect(safeReturnPath("/dashboard\r")).toBeNull();
  });

  it("refuses other control characters and DEL", () => {
    expect(safeReturnPath("/dash\u0000board")).toBeNull();
    expect(safeReturnPath("/dashboard\u001f")).toBeNull();
    expect(safeReturnPath("/dashboard\u007f")).toBeNull();
  });

  it("refuses encoded slashes that make a protocol-relative address", () => {
    expect(safeReturnPath("/%2F%2Fevil.example")).toBeNull();
    expect(safeReturnPath("/%2fevil.example")).toBeNull();
  });

  it("refuses an encoded backslash", () => {
    expect(safeReturnPath("/%5Cevil")).toBeNull();
    expect(safeReturnPath("/%5cevil")).toBeNull();
  });

  it("refuses encoded control characters", () => {
    expect(safeReturnPath("/%09/evil.example")).toBeNull();
    expect(safeReturnPath("/dashboard%0A")).toBeNull();
    expect(safeReturnPath("/dashboard%0d")).toBeNull();
    expect(safeReturnPath("/dashboard%00")).toBeNull();
    expect(safeReturnPath("/dashboard%7F")).toBeNull();
  });

  it("refuses double-encoded slashes, backslashes and control characters", () => {
    expect(safeReturnPath("/%252F%252Fevil.example")).toBeNull();
    expect(safeReturnPath("/%255Cevil")).toBeNull();
    expect(safeReturnPath("/%2509/evil.example")).toBeNull();
    expect(safeReturnPath("/%25252F%25252Fevil.example")).toBeNull();
  });

  it("refuses malformed percent-encoding", () => {
    expect(safeReturnPath("/%E0%A4%A")).toBeNull();
    expect(safeReturnPath("/dashboard%")).toBeNull();
    expect(safeReturnPath("/descuento?d=50%25")).toBeNull(); // decodes to "50%", which is malformed
  });

  it("refuses a value still encoded after several rounds of decoding", () => {
    let deep = "/a%20b";
    for (let i = 0; i < 6; i++) deep = deep.replaceAll("%", "%25");
    expect(safeReturnPath(deep)).toBeNull();
  });

  it("refuses dot segments that collapse into another host", () => {
    expect(safeReturnPath("/.//evil.example")).toBeNull();
    expect(safeReturnPath("/dashboard/..//evil.example")).toBeNull();
    expect(safeReturnPath("/%2e/%2fevil.example")).toBeNull();
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

describe("registerUrlFor", () => {
  it("carries the page to come back to and the account type", () => {
    expect(registerUrlFor({ pathname: "/precios", search: "?plan=plan_pro" }, "agente")).toBe(
      "/register?redirect=%2Fprecios%3Fplan%3Dplan_pro&role=agente",
    );
    expect(registerUrlFor({ pathname: "/precios", search: "" })).toBe("/register?redirect=%2Fprecios");
  });
});

describe("requestedRole", () => {
  it("reads a known account type and nothing else", () => {
    expect(requestedRole(new URLSearchParams("role=inmobiliaria"))).toBe("inmobiliaria");
    expect(requestedRole(new URLSearchParams("role=admin"))).toBeNull();
    expect(requestedRole(new URLSearchParams(""))).toBeNull();
  });
});

describe("switchAuthPageUrl", () => {
  it("keeps the way back and the account type between /login and /register", () => {
    const params = new URLSearchParams({ redirect: "/precios?plan=plan_pro", role: "agente", utm: "x" });
    expect(switchAuthPageUrl("/register", params)).toBe("/register?redirect=%2Fprecios%3Fplan%3Dplan_pro&role=agente");
    expect(switchAuthPageUrl("/login", new URLSearchParams({ redirect: "/precios" }))).toBe("/login?redirect=%2Fprecios");
  });

  it("drops a way back to another site and an unknown account type", () => {
    expect(switchAuthPageUrl("/login", new URLSearchParams({ redirect: "https://evil.example/", role: "admin" }))).toBe("/login");
    expect(switchAuthPageUrl("/register", new URLSearchParams({ redirect: "//evil.example" }))).toBe("/register");
  });
});

describe("oauthReturnPath", () => {
  it("sends Google's return to the page the form would go to, save request included", () => {
    expect(oauthReturnPath("/rentar?tipo=departamento&guardar=abcdefghijklmn")).toBe("/rentar?tipo=departamento&guardar=abcdefghijklmn");
    expect(oauthReturnPath("/dashboard")).toBe("/dashboard");
  });

  it("keeps only the path of a way back longer than the API takes", () => {
    const long = `/rentar?poligono=${"-99.1,19.4;".repeat(60)}`;
    expect(long.length).toBeGreaterThan(OAUTH_RETURN_PATH_MAX);
    expect(oauthReturnPath(long)).toBe("/rentar");
  });
});
