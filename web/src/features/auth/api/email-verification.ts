import { EMAIL_VERIFIED_PAGE, EMAIL_VERIFIED_PARAM } from "@domain/auth/account-paths";
import { apiFetch } from "@web/lib/api-client";

/**
 * E-mails a new confirmation link to the signed-in person's address (the worker sets where
 * it lands: EMAIL_VERIFIED_CALLBACK). Rate limited (429).
 */
export function sendVerificationEmail(email: string): Promise<unknown> {
  return apiFetch("/api/auth/send-verification-email", {
    method: "POST",
    body: { email },
    skipUnauthorizedHandler: true,
  });
}

export type VerificationReturn = "verified" | "invalid";

/**
 * What the confirmation link reported on its way back to /dashboard: the worker appends
 * `error=…` to the callback when the token is bad or used, so an error wins over `verificado`.
 */
export function verificationReturn(pathname: string, search: string): VerificationReturn | null {
  if (pathname !== EMAIL_VERIFIED_PAGE) return null;
  const params = new URLSearchParams(search);
  if (params.has("error")) return "invalid";
  if (params.get(EMAIL_VERIFIED_PARAM) === "1") return "verified";
  return null;
}

/** The query without what the confirmation link added, keeping anything else (e.g. the tab). */
export function searchWithoutVerification(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(EMAIL_VERIFIED_PARAM);
  params.delete("error");
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
