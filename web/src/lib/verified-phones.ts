import type { ReactNode } from "react";
import type { VerifiedPhone } from "@domain/phones/schemas";
import { apiData } from "./api-client";

/** One cache entry per person: the phone verification writes it, the publish flow and the profile read it. */
export const verifiedPhonesKey = (userId: string | null) => ["verified-phones", userId] as const;

/** GET /api/phones: the signed-in account's verified numbers, newest first. */
export function getVerifiedPhones(signal?: AbortSignal): Promise<VerifiedPhone[]> {
  return apiData<VerifiedPhone[]>("/api/phones", { signal });
}

/**
 * The phone verification (a feature of its own) as the pages that need a verified number
 * receive it from their route: the publish flow, Mi perfil and the agency's sign-up.
 */
export type PhoneVerificationSlot = (props: { label: string; onVerified: (phone: string) => void }) => ReactNode;
