import { describe, expect, it } from "vitest";
import {
  attemptsLeft,
  codeState,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_PER_ACCOUNT,
  PHONE_CODE_PER_NUMBER,
  PHONE_CODE_RESEND_AFTER_MS,
  PHONE_CODE_TTL_MS,
  sendRefusal,
} from "./otp-rules";
import { phoneCodeSms, PHONE_MESSAGES } from "./phone-messages";
import { verifyPhoneCodeSchema } from "./schemas";

const now = new Date("2026-03-01T12:00:00Z");
const sentAt = (msAgo: number) => new Date(now.getTime() - msAgo);

describe("a stored code", () => {
  const fresh = { expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MS), attempts: 0, consumedAt: null };

  it("takes tries for ten minutes, and not at the tenth minute", () => {
    expect(PHONE_CODE_TTL_MS).toBe(10 * 60 * 1000);
    expect(codeState(fresh, now)).toBe("usable");
    expect(codeState(fresh, new Date(now.getTime() + PHONE_CODE_TTL_MS - 1))).toBe("usable");
    expect(codeState(fresh, new Date(now.getTime() + PHONE_CODE_TTL_MS))).toBe("expired");
  });

  it("is locked after five tries, whatever its age", () => {
    expect(PHONE_CODE_MAX_ATTEMPTS).toBe(5);
    expect(codeState({ ...fresh, attempts: 4 }, now)).toBe("usable");
    expect(codeState({ ...fresh, attempts: 5 }, now)).toBe("locked");
    expect(codeState({ ...fresh, attempts: 5, expiresAt: sentAt(1) }, now)).toBe("locked");
    expect(attemptsLeft(3)).toBe(2);
    expect(attemptsLeft(7)).toBe(0);
  });

  it("stays used once consumed, even locked or expired", () => {
    expect(codeState({ ...fresh, consumedAt: now }, now)).toBe("consumed");
    expect(codeState({ ...fresh, consumedAt: now, attempts: 5, expiresAt: sentAt(1) }, now)).toBe("consumed");
  });
});

describe("sending a code", () => {
  const none = { toNumber: 0, byAccount: 0, lastToNumberAt: null };

  it("is allowed with no history", () => {
    expect(sendRefusal(none, now)).toBeNull();
  });

  it("waits a minute between two codes to the same number, saying how long", () => {
    expect(sendRefusal({ ...none, toNumber: 1, byAccount: 1, lastToNumberAt: sentAt(15_000) }, now)).toEqual({ reason: "too_soon", waitSeconds: 45 });
    expect(sendRefusal({ ...none, toNumber: 1, byAccount: 1, lastToNumberAt: sentAt(PHONE_CODE_RESEND_AFTER_MS) }, now)).toBeNull();
  });

  it("stops at the per-number limit, whichever accounts asked", () => {
    expect(sendRefusal({ ...none, toNumber: PHONE_CODE_PER_NUMBER.max - 1 }, now)).toBeNull();
    expect(sendRefusal({ ...none, toNumber: PHONE_CODE_PER_NUMBER.max }, now)).toEqual({ reason: "number_limit" });
  });

  it("stops at the per-account limit, whichever numbers", () => {
    expect(sendRefusal({ ...none, byAccount: PHONE_CODE_PER_ACCOUNT.max - 1 }, now)).toBeNull();
    expect(sendRefusal({ ...none, byAccount: PHONE_CODE_PER_ACCOUNT.max }, now)).toEqual({ reason: "account_limit" });
  });
});

describe("the words", () => {
  it("the SMS starts with the code and names Hogaria, in Spanish", () => {
    expect(phoneCodeSms("012345")).toBe("012345 es tu código de Hogaria. Vence en 10 minutos. No lo compartas con nadie.");
  });

  it("a wrong code says how many tries are left", () => {
    expect(PHONE_MESSAGES.wrongCode(4)).toBe("El código no es correcto. Te quedan 4 intentos.");
    expect(PHONE_MESSAGES.wrongCode(1)).toBe("El código no es correcto. Te queda 1 intento.");
  });

  it("the API's input: ten digits and six digits", () => {
    expect(verifyPhoneCodeSchema.safeParse({ phone: "5512345678", code: "012345" }).success).toBe(true);
    const bad = verifyPhoneCodeSchema.safeParse({ phone: "55 1234", code: "12a456" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual([PHONE_MESSAGES.phoneFormat, PHONE_MESSAGES.codeFormat]);
  });
});
