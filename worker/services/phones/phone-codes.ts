import { and, count, desc, eq, gt, gte, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { phoneCodes, verifiedPhones } from "../../../db/schema/phones";
import { DomainError } from "../../../domain/errors/domain-error";
import {
  attemptsLeft,
  codeState,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_PER_ACCOUNT,
  PHONE_CODE_PER_NUMBER,
  PHONE_CODE_RESEND_AFTER_MS,
  PHONE_CODE_TTL_MS,
  sendRefusal,
} from "../../../domain/phones/otp-rules";
import { PHONE_MESSAGES as M, phoneCodeSms } from "../../../domain/phones/phone-messages";
import type { PhoneCodeSent, VerifiedPhone } from "../../../domain/phones/schemas";
import { sendSms } from "../../adapters/sms";
import type { AppConfig } from "../../env";
import type { Profile } from "../../../domain/auth/profile";
import { isAgentRole } from "../../../domain/auth/roles";
import { hashPhoneCode, newPhoneCode, sameDigest } from "./code-hash";
import { adoptVerifiedContactPhone } from "./contact-phone";
import { isVerifiedPhone } from "./verified-phones";

type Who = Pick<Profile, "id" | "role">;

// Sends a new code to `phone` for the account, within the limits (a wait between two
// sends to the same number, so many per number and per account). The newest code of an
// account and number is the only one that counts; older ones are left to expire.
export async function sendPhoneCode(db: Db, config: AppConfig, user: Who, phone: string, now = new Date()): Promise<PhoneCodeSent> {
  if (await isVerifiedPhone(db, user.id, phone)) throw new DomainError("phone_already_verified", M.alreadyVerified);
  const [[toNumber], [byAccount], [last]] = await db.batch([
    db
      .select({ n: count() })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.phone, phone), gte(phoneCodes.createdAt, new Date(now.getTime() - PHONE_CODE_PER_NUMBER.windowMs)))),
    db
      .select({ n: count() })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.userId, user.id), gte(phoneCodes.createdAt, new Date(now.getTime() - PHONE_CODE_PER_ACCOUNT.windowMs)))),
    db
      .select({ createdAt: phoneCodes.createdAt })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.userId, user.id), eq(phoneCodes.phone, phone)))
      .orderBy(desc(phoneCodes.createdAt))
      .limit(1),
  ]);
  const refusal = sendRefusal({ toNumber: toNumber?.n ?? 0, byAccount: byAccount?.n ?? 0, lastToNumberAt: last?.createdAt ?? null }, now);
  if (refusal?.reason === "too_soon") throw new DomainError("rate_limited", M.tooSoon(refusal.waitSeconds));
  if (refusal?.reason === "number_limit") throw new DomainError("rate_limited", M.numberLimit);
  if (refusal?.reason === "account_limit") throw new DomainError("rate_limited", M.accountLimit);

  const code = newPhoneCode();
  const id = crypto.randomUUID();
  const expiresAt = new Date(now.getTime() + PHONE_CODE_TTL_MS);
  await db.insert(phoneCodes).values({
    id,
    userId: user.id,
    phone,
    codeHash: await hashPhoneCode(config.BETTER_AUTH_SECRET, user.id, phone, code),
    expiresAt,
    createdAt: now,
  });
  try {
    await sendSms(db, config, { to: phone, text: phoneCodeSms(code) });
  } catch (error) {
    // Not sent: it does not count against the limits, and the person may ask again at once.
    await db.delete(phoneCodes).where(eq(phoneCodes.id, id));
    console.error("phone_code_not_sent", { error: error instanceof Error ? error.message : String(error) });
    throw new DomainError("sms_failed", M.smsFailed);
  }
  return { phone, expires_at: expiresAt.toISOString(), resend_after_s: PHONE_CODE_RESEND_AFTER_MS / 1000 };
}

// Checks a typed code against the newest one sent to the account for this number. Every
// try counts before the code is compared (a try that races another still counts), so no
// code takes more than PHONE_CODE_MAX_ATTEMPTS guesses; the right one consumes it.
export async function verifyPhoneCode(db: Db, config: AppConfig, user: Who, phone: string, code: string, now = new Date()): Promise<VerifiedPhone> {
  const [latest] = await db
    .select({
      id: phoneCodes.id,
      codeHash: phoneCodes.codeHash,
      expiresAt: phoneCodes.expiresAt,
      attempts: phoneCodes.attempts,
      consumedAt: phoneCodes.consumedAt,
    })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.userId, user.id), eq(phoneCodes.phone, phone)))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  if (!latest) throw new DomainError("phone_code_missing", M.noCode);
  refuseUnusable(codeState(latest, now));

  const [counted] = await db
    .update(phoneCodes)
    .set({ attempts: sqlIncrement() })
    .where(
      and(
        eq(phoneCodes.id, latest.id),
        isNull(phoneCodes.consumedAt),
        lt(phoneCodes.attempts, PHONE_CODE_MAX_ATTEMPTS),
        gt(phoneCodes.expiresAt, now),
      ),
    )
    .returning({ attempts: phoneCodes.attempts });
  // Another try took the last attempt, or the code was used, meanwhile.
  if (!counted) {
    const [again] = await db.select().from(phoneCodes).where(eq(phoneCodes.id, latest.id));
    refuseUnusable(again ? codeState(again, now) : "expired");
    throw new DomainError("phone_code_locked", M.locked);
  }

  const typed = await hashPhoneCode(config.BETTER_AUTH_SECRET, user.id, phone, code);
  if (!sameDigest(typed, latest.codeHash)) {
    const left = attemptsLeft(counted.attempts);
    if (left === 0) throw new DomainError("phone_code_locked", M.locked);
    throw new DomainError("phone_code_wrong", M.wrongCode(left), { code: [M.wrongCode(left)] });
  }

  const [consumed] = await db
    .update(phoneCodes)
    .set({ consumedAt: now })
    .where(and(eq(phoneCodes.id, latest.id), isNull(phoneCodes.consumedAt)))
    .returning({ id: phoneCodes.id });
  if (!consumed) throw new DomainError("phone_code_used", M.used);
  await db
    .insert(verifiedPhones)
    .values({ userId: user.id, phone, verifiedAt: now })
    .onConflictDoUpdate({ target: [verifiedPhones.userId, verifiedPhones.phone], set: { verifiedAt: now } });
  // An advertiser without a verified contact phone shows this one on their listings.
  if (isAgentRole(user.role)) await adoptVerifiedContactPhone(db, user.id);
  return { phone, verified_at: now.toISOString() };
}

function refuseUnusable(state: ReturnType<typeof codeState>): void {
  if (state === "consumed") throw new DomainError("phone_code_used", M.used);
  if (state === "locked") throw new DomainError("phone_code_locked", M.locked);
  if (state === "expired") throw new DomainError("phone_code_expired", M.expired);
}

function sqlIncrement() {
  return sql`${phoneCodes.attempts} + 1`;
}
