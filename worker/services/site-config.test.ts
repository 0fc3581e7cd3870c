import { describe, expect, it } from "vitest";
import { loadConfig, readConfig } from "../env";
import { siteConfig } from "./site-config";

describe("site config", () => {
  it("links the social accounts that are set, and only those", () => {
    const config = readConfig({ APP_ENV: "development", SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/hogaria.mx", SOCIAL_X_URL: "" });
    expect(siteConfig(config).social_links).toEqual({ instagram: "https://www.instagram.com/hogaria.mx" });
  });

  it("refuses a social account that is not an https URL, naming the variable", () => {
    for (const value of ["http://facebook.com/hogaria", "javascript:alert(1)", "facebook.com/hogaria"]) {
      expect(loadConfig({ APP_ENV: "development", SOCIAL_FACEBOOK_URL: value })).toEqual({
        ok: false,
        problems: ["SOCIAL_FACEBOOK_URL no es válido"],
      });
    }
  });

  it("uses the configured WhatsApp number; without one outside production, the plainly fake test number, flagged", () => {
    expect(siteConfig(readConfig({ APP_ENV: "development", WHATSAPP_BUSINESS_NUMBER: "5215587654321" }))).toMatchObject({
      whatsapp_business_number: "5215587654321",
      whatsapp_is_test_number: false,
    });
    expect(siteConfig(readConfig({ APP_ENV: "development" }))).toMatchObject({
      whatsapp_business_number: "520000000000",
      whatsapp_is_test_number: true,
    });
  });

  it("refuses to run production without the WhatsApp number (the buttons would open a stranger's chat)", () => {
    const production = {
      APP_ENV: "production",
      BETTER_AUTH_SECRET: "s".repeat(40),
      PUBLIC_URL: "https://hogaria.mx",
      LIBSQL_URL: "libsql://hogaria.turso.io",
      LIBSQL_AUTH_TOKEN: "token",
      MAIL_API_KEY: "re_key",
      STRIPE_SECRET_KEY: "sk_live",
      STRIPE_WEBHOOK_SECRET: "whsec",
      SMS_ACCOUNT_SID: "AC0123",
      SMS_AUTH_TOKEN: "sms-token",
      SMS_FROM: "+525512345678",
      CFDI_PAC_URL: "https://pac.example.mx/cfdi40/timbrar",
      CFDI_PAC_API_KEY: "pac-key",
      CFDI_ISSUER_RFC: "EKU9003173C9",
      CFDI_ISSUER_NAME: "ESCUELA KEMPER URGATE",
      CFDI_ISSUER_REGIMEN: "601",
      CFDI_ISSUER_ZIP: "42501",
    };
    expect(loadConfig(production)).toEqual({ ok: false, problems: ["falta WHATSAPP_BUSINESS_NUMBER"] });
    const served = loadConfig({ ...production, WHATSAPP_BUSINESS_NUMBER: "5215587654321" });
    expect(served.ok && siteConfig(served.config)).toMatchObject({ whatsapp_business_number: "5215587654321", whatsapp_is_test_number: false });
  });

  it("gives the year in Mexico City from the clock", () => {
    const config = readConfig({ APP_ENV: "development" });
    expect(siteConfig(config, new Date("2026-06-01T12:00:00Z")).current_year).toBe(2026);
    expect(siteConfig(config, new Date("2027-01-01T03:00:00Z")).current_year).toBe(2026);
  });

  it("gives the day in Mexico City from the clock", () => {
    const config = readConfig({ APP_ENV: "development" });
    expect(siteConfig(config, new Date("2027-01-01T03:00:00Z")).current_day).toBe("2026-12-31");
    expect(siteConfig(config, new Date("2027-01-01T07:00:00Z")).current_day).toBe("2027-01-01");
  });
});
