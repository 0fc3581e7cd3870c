import type { PhoneCodeSent, VerifiedPhone } from "@domain/phones/schemas";
import { apiData } from "@web/lib/api-client";

/** POST /api/phones/code: an SMS with a 6-digit code to this number. */
export function sendPhoneCode(phone: string): Promise<PhoneCodeSent> {
  return apiData<PhoneCodeSent>("/api/phones/code", { method: "POST", body: { phone } });
}

/** POST /api/phones/verify: the code typed; the number is then verified for the account. */
export function verifyPhoneCode(phone: string, code: string): Promise<VerifiedPhone> {
  return apiData<VerifiedPhone>("/api/phones/verify", { method: "POST", body: { phone, code } });
}
