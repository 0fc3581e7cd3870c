// How an SMS code proves a phone number: six digits, valid for ten minutes, five tries,
// used once; and how often codes may be sent, so nobody turns Hogaria into an SMS cannon
// aimed at a stranger's phone or runs up the SMS bill from one account.
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
// The tries one code takes (the right one included); then it is locked and a new one is needed.
export const PHONE_CODE_MAX_ATTEMPTS = 5;
// The wait before the same account may ask again for the same number (the "Reenviar" countdown).
export const PHONE_CODE_RESEND_AFTER_MS = 60 * 1000;
// Codes sent to one number, whichever accounts asked: the number's owner is not spammed.
export const PHONE_CODE_PER_NUMBER = { max: 3, windowMs: 60 * 60 * 1000 } as const;
// Codes one account may ask for, whichever numbers: the bill of one account is bounded.
export const PHONE_CODE_PER_ACCOUNT = { max: 6, windowMs: 24 * 60 * 60 * 1000 } as const;

export const PHONE_CODE_PATTERN = /^\d{6}$/;

// A code as stored: what the check of a typed code needs to know.
export type StoredCode = { expiresAt: Date; attempts: number; consumedAt: Date | null };

export type CodeState = "usable" | "consumed" | "locked" | "expired";

// Why a stored code can or cannot take one more try. A used code stays used, a locked one
// locked, whatever its age.
export function codeState(code: StoredCode, now: Date): CodeState {
  if (code.consumedAt) return "consumed";
  if (code.attempts >= PHONE_CODE_MAX_ATTEMPTS) return "locked";
  if (code.expiresAt.getTime() <= now.getTime()) return "expired";
  return "usable";
}

export function attemptsLeft(attempts: number): number {
  return Math.max(PHONE_CODE_MAX_ATTEMPTS - attempts, 0);
}

// The codes already sent that count against a new one.
export type SendHistory = {
  // Sent to this number in the last PHONE_CODE_PER_NUMBER.windowMs (any account).
  toNumber: number;
  // Sent for this account in the last PHONE_CODE_PER_ACCOUNT.windowMs (any number).
  byAccount: number;
  // When this account last asked for this number, if ever.
  lastToNumberAt: Date | null;
};

export type SendRefusal = { reason: "too_soon"; waitSeconds: number } | { reason: "number_limit" } | { reason: "account_limit" };

// Whether one more code may be sent now; the first limit that holds is the one named.
export function sendRefusal(history: SendHistory, now: Date): SendRefusal | null {
  if (history.lastToNumberAt) {
    const waitMs = history.lastToNumberAt.getTime() + PHONE_CODE_RESEND_AFTER_MS - now.getTime();
    if (waitMs > 0) return { reason: "too_soon", waitSeconds: Math.ceil(waitMs / 1000) };
  }
  if (history.toNumber >= PHONE_CODE_PER_NUMBER.max) return { reason: "number_limit" };
  if (history.byAccount >= PHONE_CODE_PER_ACCOUNT.max) return { reason: "account_limit" };
  return null;
}
