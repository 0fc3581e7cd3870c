import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

function expectSecurityHeaders(res: Response) {
  const csp = res.headers.get("Content-Security-Policy") ?? "";
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain("unsafe-eval");
  expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  // Local and test runs are plain http: no HSTS there.
  expect(res.headers.get("Strict-Transport-Security")).toBeNull();
}

describe("security headers", () => {
  it("are on API answers, errors included", async () => {
    expectSecurityHeaders(await exports.default.fetch("http://hogaria.test/api/locations?q=roma"));
    expectSecurityHeaders(await exports.default.fetch("http://hogaria.test/api/locations?q=r"));
    expectSecurityHeaders(await exports.default.fetch("http://hogaria.test/api/no-such-thing"));
  });

  it("are on the web app's pages", async () => {
    const res = await exports.default.fetch("http://hogaria.test/");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    expectSecurityHeaders(res);
    expect(await res.text()).toContain("</html>");
  });

  it("an unknown API path answers the error envelope with 404", async () => {
    const res = await exports.default.fetch("http://hogaria.test/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "No encontramos lo que buscas." } });
  });

  it("the health check reaches the database", async () => {
    const res = await exports.default.fetch("http://hogaria.test/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { ok: true, checks: { database: "ok" } } });
  });
});
