import { describe, expect, it } from "vitest";
import { OAUTH_LANG_COOKIE, oauthLangCookie, oauthLangOf } from "./oauth-sign-up-lang";

describe("the language a Google sign-up carries to Google's return", () => {
  it("is a short-lived cookie only the callback gets, read back as the language it was set to", () => {
    const cookie = oauthLangCookie("en", true);
    expect(cookie).toBe(`${OAUTH_LANG_COOKIE}=en; Max-Age=600; Path=/api/auth/callback; HttpOnly; SameSite=Lax; Secure`);
    expect(oauthLangOf(`hogaria.session_token=abc; ${cookie.split(";")[0]}; other=1`)).toBe("en");
    expect(oauthLangOf(`${OAUTH_LANG_COOKIE}=es`)).toBe("es");
  });

  it("is trusted only when it is one of Hogaria's languages", () => {
    expect(oauthLangOf(`${OAUTH_LANG_COOKIE}=fr`)).toBeNull();
    expect(oauthLangOf(`${OAUTH_LANG_COOKIE}=en%3Cscript%3E`)).toBeNull();
    expect(oauthLangOf("")).toBeNull();
    expect(oauthLangOf(null)).toBeNull();
  });
});
