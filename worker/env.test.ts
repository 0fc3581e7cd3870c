import { describe, expect, it } from "vitest";
import { isLocalDevelopment, loadConfig, LOCAL_AUTH_SECRET, readConfig } from "./env";

// What each APP_ENV needs before it starts, and where the development shortcuts exist.
const own = {
  BETTER_AUTH_SECRET: "a".repeat(40),
  LIBSQL_URL: "http://127.0.0.1:9999",
  STRIPE_SECRET_KEY: "sk_test_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
};

describe("APP_ENV", () => {
  it("development on this machine needs nothing and is the only place the repository's secret is used", () => {
    const config = readConfig({ APP_ENV: "development" });
    expect(config.BETTER_AUTH_SECRET).toBe(LOCAL_AUTH_SECRET);
    expect(isLocalDevelopment(config)).toBe(true);
  });

  it("test needs its own secret, its database and Stripe, like production, and is never a developer's machine", () => {
    expect(loadConfig({ APP_ENV: "test" })).toEqual({
      ok: false,
      problems: ["falta BETTER_AUTH_SECRET", "falta LIBSQL_URL", "falta STRIPE_SECRET_KEY", "falta STRIPE_WEBHOOK_SECRET"],
    });
    expect(loadConfig({ APP_ENV: "test", ...own, BETTER_AUTH_SECRET: LOCAL_AUTH_SECRET })).toEqual({
      ok: false,
      problems: ["falta BETTER_AUTH_SECRET"],
    });
    const config = readConfig({ APP_ENV: "test", ...own });
    expect(isLocalDevelopment(config)).toBe(false);
  });

  it("development with a remote database is treated like test", () => {
    const remote = { APP_ENV: "development", LIBSQL_URL: "https://hogaria.turso.io" };
    expect(loadConfig(remote)).toEqual({
      ok: false,
      problems: ["falta BETTER_AUTH_SECRET", "falta STRIPE_SECRET_KEY", "falta STRIPE_WEBHOOK_SECRET"],
    });
    expect(isLocalDevelopment(readConfig({ ...own, ...remote }))).toBe(false);
  });

  it("refuses any other value by name", () => {
    for (const value of ["staging", "TEST", "prod"]) {
      expect(loadConfig({ APP_ENV: value }), value).toEqual({
        ok: false,
        problems: ["APP_ENV no es válido (debe ser development, test o production)"],
      });
    }
  });
});
