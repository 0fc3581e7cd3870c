import { and, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { verifiedPhones } from "../../../db/schema/phones";

// Whether the account proved this number (10 digits, as stored) with an SMS code. Every
// phone an advertiser shows (profile, agency, listing contact) must be one of these.
export async function isVerifiedPhone(db: Db, userId: string, phone: string): Promise<boolean> {
  const rows = await db
    .select({ phone: verifiedPhones.phone })
    .from(verifiedPhones)
    .where(and(eq(verifiedPhones.userId, userId), eq(verifiedPhones.phone, phone)))
    .limit(1);
  return rows.length > 0;
}

// The account's verified numbers, newest first.
export async function listVerifiedPhones(db: Db, userId: string): Promise<{ phone: string; verifiedAt: Date }[]> {
  const rows = await db
    .select({ phone: verifiedPhones.phone, verifiedAt: verifiedPhones.verifiedAt })
    .from(verifiedPhones)
    .where(eq(verifiedPhones.userId, userId));
  return rows.sort((a, b) => b.verifiedAt.getTime() - a.verifiedAt.getTime());
}

// In a query: the number when the account `owner` verified it, else null. Every number a
// buyer is shown (phone and WhatsApp; the agent's, or the agency's by its owner) goes through it.
export function verifiedOr(phone: AnyColumn | SQL, owner: AnyColumn | SQL) {
  return sql<
    string | null
  >`CASE WHEN EXISTS (SELECT 1 FROM verified_phones vp WHERE vp.user_id = ${owner} AND vp.phone = ${phone}) THEN ${phone} END`;
}
