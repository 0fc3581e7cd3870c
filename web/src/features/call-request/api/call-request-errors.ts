import { CALL_REQUEST_MESSAGES } from "@domain/call-requests/call-request-messages";
import { COMMON_MESSAGES } from "@domain/errors/common-messages";
import { ApiError, hasCode } from "@web/lib/api-client";

type Field = "nombre" | "numero_telefono";

/** What a failed call request shows: the server's messages under their fields, or a toast. */
export type CallRequestFailure =
  | { kind: "fields"; fields: Partial<Record<Field, string>> }
  | { kind: "toast"; title: string; description?: string };

export function describeCallRequestFailure(error: unknown): CallRequestFailure {
  if (!(error instanceof ApiError)) return { kind: "toast", title: "Error", description: COMMON_MESSAGES.unexpected };
  if (hasCode(error, "rate_limited")) return { kind: "toast", title: "Espera un momento", description: error.message };
  // A refusal of what was typed (the form's rules, or the database's check of the phone):
  // each field's first message goes under it.
  const fields: Partial<Record<Field, string>> = {};
  if (error.fields?.nombre?.[0]) fields.nombre = error.fields.nombre[0];
  if (error.fields?.numero_telefono?.[0]) fields.numero_telefono = error.fields.numero_telefono[0];
  if (fields.nombre || fields.numero_telefono) return { kind: "fields", fields };
  return { kind: "toast", title: "Error", description: CALL_REQUEST_MESSAGES.notProcessed };
}
