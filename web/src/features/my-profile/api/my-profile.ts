import type { LicenseInput, MyProfile, MyProfileInput } from "@domain/profile/my-profile";
import { COMMON_MESSAGES } from "@domain/errors/common-messages";
import { apiData } from "@web/lib/api-client";

/** GET /api/my-profile: the signed-in person's own profile. */
export const fetchMyProfile = (signal?: AbortSignal) => apiData<MyProfile>("/api/my-profile", { signal });

/** PUT /api/my-profile {name, phone?, whatsapp?, bio?, zone_ids?}. */
export const saveMyProfile = (input: MyProfileInput) => apiData<MyProfile>("/api/my-profile", { method: "PUT", body: input });

/** POST /api/my-profile/license {kind, number}: the cédula or AMPI number goes to review. */
export const sendLicense = (input: LicenseInput) => apiData<MyProfile>("/api/my-profile/license", { method: "POST", body: input });

/** POST /api/auth/change-email: a link goes to the new address; it changes when opened. */
export const changeEmail = (newEmail: string) => apiData<unknown>("/api/auth/change-email", { method: "POST", body: { newEmail } });

/** POST /api/auth/change-password; the other sessions end. */
export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  apiData<unknown>("/api/auth/change-password", { method: "POST", body: { ...input, revokeOtherSessions: true } });

/** DELETE /api/my-profile {password | confirm}: the account goes (204). */
export const deleteMyAccount = (input: { password?: string; confirm?: string }) =>
  apiData<unknown>("/api/my-profile", { method: "DELETE", body: input });

/** POST /api/my-profile/avatar (multipart: avatar; the API client sends JSON only). A refusal throws the envelope's message. */
export async function uploadAvatar(file: File): Promise<{ avatar: string }> {
  const form = new FormData();
  form.set("avatar", file);
  const res = await fetch("/api/my-profile/avatar", { method: "POST", body: form, credentials: "same-origin" });
  const body = (await res.json().catch(() => null)) as { data?: { avatar: string }; error?: { message: string } } | null;
  if (!res.ok || !body?.data) throw new Error(body?.error?.message ?? COMMON_MESSAGES.offline);
  return body.data;
}
