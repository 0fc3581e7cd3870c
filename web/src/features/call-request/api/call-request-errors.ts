import { CALL_REQUEST_MESSAGES } from "@domain/call-requests/call-request-messages";
import { PHONE_FORMAT_MESSAGE } from "@domain/call-requests/schemas";
import { COMMON_MESSAGES } from "@domain/errors/common-messages";
import { CONTACT_FORM_TEXTS, formMessageIn } from "@domain/contact/contact-form-texts";
import type { Lang } from "@domain/i18n/lang";
import { ApiError, hasCode } from "@web/lib/api-client";

type Field = "nombre" | "numero_telefono";

/** What a failed call request shows: the server's messages under their fields, or a toast. */
export type CallRequestFailure = { kind: "fields"; fields: Partial<Record<Field, string>> } | { kind: "toast"; title: string; description?: string };

export function describeCallRequestFailure(error: unknown, lang: Lang = "es"): CallRequestFailure {
  const t = CONTACT_FORM_TEXTS[lang];
  const inLang = (message: string) => formMessageIn(lang, message);
  if (!(error instanceof ApiError)) return { kind: "toast", title: t.error, description: inLang(COMMON_MESSAGES.unexpected) };
  // The database's check of the phone refused it: the phone's rule, under the phone.
  if (hasCode(error, "check_violation")) return { kind: "fields", fields: { numero_telefono: inLang(PHONE_FORMAT_MESSAGE) } };
  if (hasCode(error, "rate_limited")) return { kind: "toast", title: t.wait, description: inLang(error.message) };
  // A refusal of what was typed: each field's first message goes under it.
  const fields: Partial<Record<Field, string>> = {};
  if (error.fields?.nombre?.[0]) fields.nombre = inLang(error.fields.nombre[0]);
  if (error.fields?.numero_telefono?.[0]) fields.numero_telefono = inLang(error.fields.numero_telefono[0]);
  if (fields.nombre || fields.numero_telefono) return { kind: "fields", fields };
  return { kind: "toast", title: t.error, description: inLang(CALL_REQUEST_MESSAGES.notProcessed) };
}
