import { PASSWORD_RULE_MESSAGE, PASSWORD_TOO_LONG_MESSAGE } from "../../domain/auth/password";
import { ACCOUNT_MESSAGES } from "../../domain/auth/account-messages";
import { AUTH_MESSAGES } from "../../domain/auth/auth-messages";
import { COMMON_MESSAGES } from "../../domain/errors/common-messages";

// better-auth's error codes, in the words a person using Hogaria reads.
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.wrongCredentials,
  INVALID_PASSWORD: AUTH_MESSAGES.wrongCredentials,
  USER_NOT_FOUND: AUTH_MESSAGES.wrongCredentials,
  INVALID_TOKEN: ACCOUNT_MESSAGES.linkNoLongerValid,
  TOKEN_EXPIRED: ACCOUNT_MESSAGES.linkNoLongerValid,
  PASSWORD_TOO_SHORT: PASSWORD_RULE_MESSAGE,
  PASSWORD_TOO_LONG: PASSWORD_TOO_LONG_MESSAGE,
  PROVIDER_NOT_FOUND: AUTH_MESSAGES.googleUnavailable,
  SESSION_EXPIRED: AUTH_MESSAGES.sessionExpired,
  FAILED_TO_CREATE_USER: AUTH_MESSAGES.createAccountFailed,
  EMAIL_ALREADY_VERIFIED: AUTH_MESSAGES.emailAlreadyVerified,
  EMAIL_MISMATCH: AUTH_MESSAGES.emailMismatch,
  INVALID_ORIGIN: COMMON_MESSAGES.forbiddenOrigin,
  MISSING_OR_NULL_ORIGIN: COMMON_MESSAGES.forbiddenOrigin,
};

export function authErrorMessage(code: string | undefined, status: number): string {
  if (code && MESSAGES[code]) return MESSAGES[code];
  if (status === 401) return COMMON_MESSAGES.unauthenticated;
  if (status === 403) return COMMON_MESSAGES.forbidden;
  return COMMON_MESSAGES.requestFailed;
}
