import { apiFetch } from "@web/lib/api-client";

/** Where the confirmation link lands once the address is confirmed (or with `?error=` when the link is bad). */
export const VERIFIED_CALLBACK_PATH = "/dashboard?verificado=1";

/** E-mails a new confirmation link to the signed-in person's address. Rate limited (429). */
export function sendVerificationEmail(email: string): Promise<unknown> {
  return apiFetch("/api/auth/send-verification-email", {
    method: "POST",
    body: { email, callbackURL: VERIFIED_CALLBACK_PATH },
    skipUnauthorizedHandler: true,
  });
}

export type VerificationReturn = "verified" | "invalid";

/**
 * What the confirmation link reported on its way back to /dashboard: the worker appends
 * `error=…` to the callback when the token is bad or used, so an error wins over `verificado`.
 */
export function verificationReturn(pathname: string, search: string): VerificationReturn | null {
  if (pathname !== "/dashboard") return null;
  const params = new URLSearchParams(search);
  if (params.has("error")) return "invalid";
  if (params.get("verificado") === "1") return "verified";
  return null;
}

/** The query without what the confirmation link added, keeping anything else (e.g. the tab). */
export function searchWithoutVerification(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("verificado");
  params.delete("error");
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
