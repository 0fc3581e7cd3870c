import { PHONE_FORMAT_MESSAGE } from "@domain/call-requests/schemas";
import { ApiError } from "@web/lib/api-client";

/** What a failed call request shows (SPEC 8 "Call request"). */
export type CallRequestFailure =
  | { kind: "fields"; fields: Partial<Record<"nombre" | "numero_telefono", string>> }
  | { kind: "toast"; title: string; description?: string };

const UNEXPECTED = "Ocurrió un error inesperado. Intenta de nuevo.";
const NOT_PROCESSED = "No pudimos procesar tu solicitud. Intenta de nuevo.";

/** True for the database's CHECK chk_numero_mx_10 (code check_violation, 23514 or its name). */
function isCheckViolation(error: ApiError): boolean {
  return error.code === "check_violation" || error.code === "23514" || /chk_numero_mx_10/i.test(error.message);
}

export function describeCallRequestFailure(error: unknown): CallRequestFailure {
  if (!(error instanceof ApiError)) return { kind: "toast", title: "Error", description: UNEXPECTED };
  if (isCheckViolation(error)) return { kind: "fields", fields: { numero_telefono: PHONE_FORMAT_MESSAGE } };
  if (error.status === 429) return { kind: "toast", title: "Espera un momento", description: error.message };
  if (error.code === "validation_error" && error.fields) {
    const fields: Partial<Record<"nombre" | "numero_telefono", string>> = {};
    if (error.fields.nombre?.[0]) fields.nombre = error.fields.nombre[0];
    if (error.fields.numero_telefono?.[0]) fields.numero_telefono = error.fields.numero_telefono[0];
    if (fields.nombre || fields.numero_telefono) return { kind: "fields", fields };
  }
  return { kind: "toast", title: "Error", description: NOT_PROCESSED };
}
