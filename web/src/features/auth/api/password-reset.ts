import { apiFetch } from "@web/lib/api-client";

/** Sends the reset link. The answer is the same whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return apiFetch("/api/auth/request-password-reset", {
    method: "POST",
    body: { email },
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
