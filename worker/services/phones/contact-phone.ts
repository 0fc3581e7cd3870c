import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { agentProfiles } from "../../../db/schema/agencies";
import { DomainError } from "../../../domain/errors/domain-error";
import { PHONE_MESSAGES as M } from "../../../domain/phones/phone-messages";
import { bumpListingsVersion } from "../listings-version";
import { listVerifiedPhones } from "./verified-phones";

// The phone a listing shows is the advertiser's profile phone (agent_profiles.phone), and it
// is always one the account verified: when the profile has none, or one that was never
// verified, the newest verified number takes its place. Answers the contact phone, or null
// when the account has verified no number.
export async function adoptVerifiedContactPhone(db: Db, userId: string): Promise<string | null> {
  const verified = await listVerifiedPhones(db, userId);
  if (verified.length === 0) return null;
  const [profile] = await db.select({ phone: agentProfiles.phone }).from(agentProfiles).where(eq(agentProfiles.userId, userId));
  if (profile?.phone && verified.some((v) => v.phone === profile.phone)) return profile.phone;
  const phone = verified[0].phone;
  // The listings' cards and pages show this number now: cached answers go.
  await db.batch([
    db
      .insert(agentProfiles)
      .values({ userId, phone })
      .onConflictDoUpdate({ target: agentProfiles.userId, set: { phone, updatedAt: new Date() } }),
    bumpListingsVersion(db),
  ]);
  return phone;
}

// Publishing shows the advertiser's phone to everyone: it waits for a verified one.
export async function requireVerifiedContactPhone(db: Db, userId: string): Promise<string> {
  const phone = await adoptVerifiedContactPhone(db, userId);
  if (!phone) throw new DomainError("phone_not_verified", M.publishNeedsPhone);
  return phone;
}

// For whoever sets a contact phone (the profile, the agency): only a number the account verified.
export async function requireOwnVerifiedPhone(db: Db, userId: string, phone: string): Promise<void> {
  const verified = await listVerifiedPhones(db, userId);
  if (!verified.some((v) => v.phone === phone)) throw new DomainError("phone_not_verified", M.contactNotVerified, { phone: [M.contactNotVerified] });
}
