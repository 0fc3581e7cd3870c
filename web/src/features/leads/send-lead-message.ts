// What "Enviar mensaje" does once the person sends: check the form against the API's own
// schema, post it, and say what happened. Loaded when the form is first focused or sent, so
// the listing's page, which shows the form, does not carry zod.
import { leadMessageSchema } from "@domain/leads/lead-schema";
import { LEAD_MESSAGE_FIELDS, type LeadMessageField } from "@domain/leads/lead-message";
import { normalizePhoneInput } from "@domain/call-requests/phone";
import { CONTACT_FORM_TEXTS, formMessageIn } from "@domain/contact/contact-form-texts";
import type { Lang } from "@domain/i18n/lang";
import { notifySentWithAdvice } from "@web/components/safety-advice";
import { ApiError } from "@web/lib/api-client";
import { createLead, type LeadTarget } from "./api/leads";

export type LeadFieldErrors = Partial<Record<LeadMessageField, string>>;
export type LeadOutcome = { sent: true } | { sent: false; fields: LeadFieldErrors; failure: string | null };

const isField = (name: PropertyKey): name is LeadMessageField => (LEAD_MESSAGE_FIELDS as readonly PropertyKey[]).includes(name);

/** What a failure that is not about one field says, at the top of the form. */
function failureMessage(error: unknown, lang: Lang): string {
  const t = CONTACT_FORM_TEXTS[lang];
  if (error instanceof ApiError && (error.status === 404 || error.status === 429)) return formMessageIn(lang, error.message, t.notSent);
  if (error instanceof ApiError && error.status === 400) return t.checkForm;
  return t.notSent;
}

/** Each field's first message: the schema's, or the worker's (`error.fields`). */
function firstMessages(entries: Iterable<[PropertyKey, string | undefined]>, lang: Lang): LeadFieldErrors {
  const fields: LeadFieldErrors = {};
  for (const [name, message] of entries) if (isField(name) && message && !fields[name]) fields[name] = formMessageIn(lang, message);
  return fields;
}

/** Checks and sends the form's values; on success the confirmation (with the safety advice) shows. */
export async function sendLeadMessage(values: Record<LeadMessageField, string>, target: LeadTarget, lang: Lang = "es"): Promise<LeadOutcome> {
  const t = CONTACT_FORM_TEXTS[lang];
  const parsed = leadMessageSchema.safeParse({ ...values, telefono: normalizePhoneInput(values.telefono) });
  if (!parsed.success) {
    return {
      sent: false,
      fields: firstMessages(
        parsed.error.issues.map((issue) => [issue.path[0] ?? "", issue.message]),
        lang,
      ),
      failure: null,
    };
  }
  try {
    await createLead({ ...parsed.data, ...target });
  } catch (error) {
    const fields =
      error instanceof ApiError && error.fields
        ? firstMessages(
            Object.entries(error.fields).map(([name, messages]) => [name, messages[0]]),
            lang,
          )
        : {};
    return Object.keys(fields).length > 0 ? { sent: false, fields, failure: null } : { sent: false, fields, failure: failureMessage(error, lang) };
  }
  notifySentWithAdvice(t.sent, t.sentText, lang);
  return { sent: true };
}
