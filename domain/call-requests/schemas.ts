import * as z from "zod";
import { sanitizeText } from "../text/sanitize";
import { NAME_TOO_SHORT, PERSON_NAME_MIN } from "../text/person-name";
import { isValidMxPhone, normalizePhoneInput } from "./phone";
import { hasValidCharacters, INVALID_CHARACTERS_MESSAGE } from "../text/characters";
import { INVALID_PROPERTY } from "../properties/availability-messages";

export { normalizePhoneInput };

export const CALL_NAME_MIN = PERSON_NAME_MIN;
export const CALL_NAME_MAX = 60;
export const CALL_PROPERTY_ID_MAX = 64;
const NAME_TOO_LONG = `El nombre no puede tener más de ${CALL_NAME_MAX} caracteres`;
const NAME_REQUIRED = "El nombre es requerido";
const PHONE_REQUIRED = "El número de teléfono es requerido";
/** The form's own messages (the spec's), which English pages show in English. */
export const CALL_FORM_MESSAGES = { nameRequired: NAME_REQUIRED, nameTooLong: NAME_TOO_LONG, phoneRequired: PHONE_REQUIRED } as const;
export const PHONE_FORMAT_MESSAGE = "Escribe 10 dígitos, sin espacios ni guiones.";

// The call-request form and POST /api/call-requests: the raw name is bounded (twice the
// limit, room for markup that sanitising removes), then sanitised and trimmed, then its
// length is checked; the phone must already be exactly 10 digits.
export const callRequestSchema = z.object({
  nombre: z
    .string({ error: NAME_REQUIRED })
    .max(CALL_NAME_MAX * 2, NAME_TOO_LONG)
    .refine(hasValidCharacters, INVALID_CHARACTERS_MESSAGE)
    .transform(sanitizeText)
    .pipe(z.string().min(1, NAME_REQUIRED).min(CALL_NAME_MIN, NAME_TOO_SHORT).max(CALL_NAME_MAX, NAME_TOO_LONG)),
  numero_telefono: z.string({ error: PHONE_REQUIRED }).min(1, PHONE_REQUIRED).refine(isValidMxPhone, PHONE_FORMAT_MESSAGE),
  // The listing the request is about, when it is made from a listing's page.
  property_id: z.string({ error: INVALID_PROPERTY }).min(1, INVALID_PROPERTY).max(CALL_PROPERTY_ID_MAX, INVALID_PROPERTY).optional(),
});

export type CallRequestInput = z.infer<typeof callRequestSchema>;

// The submit button is enabled only when this holds: a name of the right length and a
// valid 10-digit phone.
export function canSubmitCallRequest(nombre: string, telefono: string): boolean {
  const name = nombre.trim().length;
  return name >= CALL_NAME_MIN && name <= CALL_NAME_MAX && isValidMxPhone(telefono);
}
