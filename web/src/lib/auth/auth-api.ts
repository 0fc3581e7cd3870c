import type { Profile } from "@domain/auth/profile";
import type { Role } from "@domain/auth/roles";
import { apiData, apiFetch } from "@web/lib/api-client";
import { API_READS } from "@domain/pages/shell-reads";
import type { Lang } from "@domain/i18n/lang";

/** The signed-in user (GET /api/me). */
export type { Profile };

/** What better-auth's GET /api/auth/get-session answers for a signed-in browser. */
export type AuthSession = {
  session: { id: string; userId: string; expiresAt: string };
  user: { id: string; email: string; name: string; image?: string | null; role?: string | null; emailVerified?: boolean };
};

// Every call here treats a 401 as an answer ("not signed in", "wrong password"), so none of
// them triggers the app's 401 handler.
const quiet = { skipUnauthorizedHandler: true } as const;

export function getSession(): Promise<AuthSession | null> {
  return apiFetch<AuthSession | null>(API_READS.session, quiet);
}

export async function fetchProfile(): Promise<Profile> {
  return apiData<Profile>(API_READS.profile, quiet);
}

export function signInEmail(body: { email: string; password: string }): Promise<unknown> {
  return apiFetch("/api/auth/sign-in/email", { ...quiet, method: "POST", body });
}

/** `lang`: the page's language, which the account's e-mails are written in. */
export function signUpEmail(body: { name: string; email: string; password: string; role: Role; lang: Lang }): Promise<unknown> {
  return apiFetch("/api/auth/sign-up/email", { ...quiet, method: "POST", body });
}

export function signOut(): Promise<unknown> {
  return apiFetch("/api/auth/sign-out", { ...quiet, method: "POST", body: {} });
}

/** Starts Google sign-in; answers the address to send the browser to. */
export async function googleSignInUrl(callbackURL: string): Promise<string> {
  const answer = await apiFetch<{ url?: string } | null>("/api/auth/sign-in/social", {
    ...quiet,
    method: "POST",
    body: { provider: "google", callbackURL },
  });
  if (!answer?.url) throw new Error("Google sign-in did not return an address");
  return answer.url;
}
