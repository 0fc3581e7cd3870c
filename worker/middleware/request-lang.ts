import type { Context } from "hono";
import { DEFAULT_LANG, isLang, LANG_HEADER, type Lang } from "../../domain/i18n/lang";
import { messageIn, UNTRANSLATED_MESSAGE } from "../../domain/i18n/message-twins";

/**
 * The language of the page that sent an API request: the app's client names it in the
 * `X-Hogaria-Lang` header. Anything else (no header, an unknown value) is Spanish, the
 * site's own language.
 */
export function requestLang(c: Context): Lang {
  return langOfRequest(c.req.raw);
}

/** `requestLang` for a plain Request, where no Hono context is at hand (the worker's own routing). */
export function langOfRequest(request: Request): Lang {
  const value = request.headers.get(LANG_HEADER) ?? undefined;
  return isLang(value) ? value : DEFAULT_LANG;
}

/** A refusal's message and field messages in the request's language. */
export function refusalIn(lang: Lang, message: string, fields?: Record<string, string[]>) {
  if (lang === DEFAULT_LANG) return { message, fields };
  const inLang = (text: string) => messageIn(lang, text, UNTRANSLATED_MESSAGE[lang]);
  return {
    message: inLang(message),
    fields: fields && Object.fromEntries(Object.entries(fields).map(([name, messages]) => [name, messages.map(inLang)])),
  };
}
