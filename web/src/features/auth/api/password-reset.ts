import { apiFetch } from "@web/lib/api-client";

/** Where the reset e-mail's link opens (SPEC 2 "Password-reset screen"). */
export const RESET_PASSWORD_PATH = "/reset-password";

/** Sends the reset link. The answer is the same whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return apiFetch("/api/auth/request-password-reset", {
    method: "POST",
    body: { email, redirectTo: RESET_PASSWORD_PATH },
    skipUnauthorizedHandler: true,
  });
}

/** Sets the new password; the worker then signs this browser in. */
export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return apiFetch("/api/auth/reset-password", {
    method: "POST",
    body: { token, newPassword },
    skipUnauthorizedHandler: true,
  });
}
