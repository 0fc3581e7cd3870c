import { ApiError } from "@web/lib/api-client";

const OFFLINE = "No pudimos conectar con Hogaria. Revisa tu conexión e intenta de nuevo.";

/** The sentence under a failed action's toast title: the worker's Spanish message, if any. */
export function errorDetail(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return OFFLINE; // fetch could not reach the worker
  return undefined;
}

/** SPEC 8: a failed sign-in reads 'Email o contraseña incorrectos', unless we were rate limited or down. */
export function signInErrorDetail(error: unknown): string {
  if (error instanceof ApiError && error.status !== 429 && error.status < 500) return "Email o contraseña incorrectos";
  return errorDetail(error) ?? "Email o contraseña incorrectos";
}

/** An e-mail already registered: the worker's message belongs on the email field too. */
export function isAccountTaken(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code.startsWith("user_already_exists");
}

/** The reset link's token expired or was used. */
export function isInvalidResetToken(error: unknown): boolean {
  return error instanceof ApiError && (error.code === "invalid_token" || Boolean(error.fields?.token));
}
