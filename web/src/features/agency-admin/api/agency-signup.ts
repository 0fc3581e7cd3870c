import type { AgencySignupState, SlugCheck } from "@domain/agencies/agency-signup";
import { COMMON_MESSAGES } from "@domain/errors/common-messages";
import { LANG_HEADER, splitLangPath } from "@domain/i18n/lang";
import { apiData, ApiError } from "@web/lib/api-client";

/** GET /api/my-agency/signup: the account's agency (null: still to create), its verification and verified phones. */
export const fetchAgencySignup = (signal?: AbortSignal) => apiData<AgencySignupState>("/api/my-agency/signup", { signal });

/** GET /api/my-agency/slug?slug=: whether the address is free. */
export const checkAgencySlug = (slug: string, signal?: AbortSignal) =>
  apiData<SlugCheck>(`/api/my-agency/slug?slug=${encodeURIComponent(slug)}`, { signal });

// A multipart POST (the API client sends JSON only); a refusal throws the envelope as an
// ApiError, its fields included, in the page's language.
async function postForm<T>(path: string, form: FormData): Promise<T> {
  const headers = { [LANG_HEADER]: splitLangPath(window.location.pathname).lang };
  const res = await fetch(path, { method: "POST", body: form, credentials: "same-origin", headers }).catch(() => {
    throw new Error(COMMON_MESSAGES.offline);
  });
  const body = (await res.json().catch(() => null)) as {
    data?: T;
    error?: { code: string; message: string; fields?: Record<string, string[]> };
  } | null;
  if (!res.ok || !body?.data) {
    const error = body?.error;
    throw error ? new ApiError(res.status, error.code, error.message, error.fields) : new Error(COMMON_MESSAGES.offline);
  }
  return body.data;
}

/** POST /api/my-agency (multipart): the agency and its verification request. */
export const createAgency = (form: FormData) => postForm<AgencySignupState & { id: string; slug: string }>("/api/my-agency", form);

/** POST /api/my-agency/verification (multipart: rfc, proof): a new request after a rejection. */
export const resubmitVerification = (form: FormData) => postForm<AgencySignupState>("/api/my-agency/verification", form);
