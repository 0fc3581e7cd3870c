import { ApiError } from "@web/lib/api-client";
import { COMMON_MESSAGES } from "@domain/errors/common-messages";
import { AUTH_MESSAGES } from "@domain/auth/auth-messages";
import { ACCOUNT_SUSPENDED_CODE } from "@domain/trust/operator-desk";

const OFFLINE = `No pudimos conectar con Hogaria. ${COMMON_MESSAGES.offline}`;

/** The sentence under a failed action's toast title: the worker's Spanish message, if any. */
export function errorDetail(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return OFFLINE; // fetch could not reach the worker
  return undefined;
}

/** A failed sign-in says the credentials were wrong (never which), unless we were rate limited or down or the account is suspended. */
export function signInErrorDetail(error: unknown): string {
  // A suspended account (right password) reads the operator's reason.
  if (error instanceof ApiError && error.code === ACCOUNT_SUSPENDED_CODE) return error.message;
  if (error instanceof ApiError && error.status !== 429 && error.status < 500) return AUTH_MESSAGES.wrongCredentials;
  return errorDetail(error) ?? AUTH_MESSAGES.wrongCredentials;
}

/** An e-mail already registered: the worker's message belongs on the email field too. */
export function isAccountTaken(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code.startsWith("user_already_exists");
}

/** The reset link's token expired or was used. */
export function isInvalidResetToken(error: unknown): boolean {
  return error instanceof ApiError && (error.code === "invalid_token" || Boolean(error.fields?.token));
}
