import { describe, expect, it } from "vitest";
import { loadConfig, readConfig } from "../env";
import { siteConfig } from "./site-config";

describe("site config", () => {
  it("links the social accounts that are set, and only those", () => {
    const config = readConfig({ APP_ENV: "test", SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/hogaria.mx", SOCIAL_X_URL: "" });
    expect(siteConfig(config).social_links).toEqual({ instagram: "https://www.instagram.com/hogaria.mx" });
  });

  it("refuses a social account that is not an https URL, naming the variable", () => {
    for (const value of ["http://facebook.com/hogaria", "javascript:alert(1)", "facebook.com/hogaria"]) {
      expect(loadConfig({ APP_ENV: "test", SOCIAL_FACEBOOK_URL: value })).toEqual({ ok: false, problems: ["SOCIAL_FACEBOOK_URL no es válido"] });
    }
  });

  it("gives the year in Mexico City from the clock", () => {
    const config = readConfig({ APP_ENV: "test" });
    expect(siteConfig(config, new Date("2026-06-01T12:00:00Z")).current_year).toBe(2026);
    expect(siteConfig(config, new Date("2027-01-01T03:00:00Z")).current_year).toBe(2026);
  });
});
