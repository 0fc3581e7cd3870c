import { PASSWORD_RULE_MESSAGE, PASSWORD_TOO_LONG_MESSAGE } from "../../domain/auth/password";
import { ACCOUNT_MESSAGES } from "../../domain/auth/account-messages";
import { COMMON_MESSAGES } from "../../domain/errors/common-messages";

// better-auth's error codes, in the words a person using Hogaria reads.
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Email o contraseña incorrectos",
  INVALID_PASSWORD: "Email o contraseña incorrectos",
  USER_NOT_FOUND: "Email o contraseña incorrectos",
  INVALID_TOKEN: ACCOUNT_MESSAGES.linkNoLongerValid,
  TOKEN_EXPIRED: ACCOUNT_MESSAGES.linkNoLongerValid,
  PASSWORD_TOO_SHORT: PASSWORD_RULE_MESSAGE,
  PASSWORD_TOO_LONG: PASSWORD_TOO_LONG_MESSAGE,
  PROVIDER_NOT_FOUND: "El inicio de sesión con Google no está disponible por ahora.",
  SESSION_EXPIRED: "Tu sesión expiró. Inicia sesión de nuevo.",
  FAILED_TO_CREATE_USER: "No se pudo crear la cuenta",
  EMAIL_ALREADY_VERIFIED: "Tu correo ya está confirmado.",
  EMAIL_MISMATCH: "Ese correo no es el de tu cuenta.",
  INVALID_ORIGIN: "Origen no permitido.",
  MISSING_OR_NULL_ORIGIN: "Origen no permitido.",
};

export function authErrorMessage(code: string | undefined, status: number): string {
  if (code && MESSAGES[code]) return MESSAGES[code];
  if (status === 401) return COMMON_MESSAGES.unauthenticated;
  if (status === 403) return "No tienes permiso para hacer esto.";
  return "No pudimos completar la solicitud. Intenta de nuevo.";
}
