import { isLang, type Lang } from "../../domain/i18n/lang";

// The language of a Google sign-up. The account is created on Google's return
// (/api/auth/callback/google), a request the app's client does not send, so the language of
// the page where "Continuar con Google" was pressed travels in a short-lived cookie that
// POST /api/auth/sign-in/social sets (the page's X-Hogaria-Lang) and only the callback reads.
// Read back, it is trusted only if it is one of our languages.

export const OAUTH_LANG_COOKIE = "hogaria_oauth_lang";

/** Long enough to choose an account at Google and come back. */
const OAUTH_LANG_MAX_AGE_S = 10 * 60;

/** The Set-Cookie value that carries `lang` to Google's return. */
export function oauthLangCookie(lang: Lang, secure: boolean): string {
  return `${OAUTH_LANG_COOKIE}=${lang}; Max-Age=${OAUTH_LANG_MAX_AGE_S}; Path=/api/auth/callback; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The language a Cookie header carries for a Google sign-up, or null (none, or not a language). */
export function oauthLangOf(cookieHeader: string | null | undefined): Lang | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === OAUTH_LANG_COOKIE) {
      const lang = value.join("=");
      return isLang(lang) ? lang : null;
    }
  }
  return null;
}
