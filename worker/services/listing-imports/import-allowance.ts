import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { importPhotoDays } from "../../../db/schema/listing-imports";
import { verifiedPhones } from "../../../db/schema/phones";
import { dayInMexicoCity } from "../../../domain/format/date";
import { IMPORT_ALLOWANCE_MESSAGES as M, type ImportAllowance } from "../../../domain/listing-imports/import-allowance";
import { IMPORT_API_LIMITS as A } from "../../../domain/listing-imports/import-limits";
import { ApiError } from "../../middleware/errors";

type Importer = { id: string; emailVerified: boolean };

async function hasVerifiedPhone(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ phone: verifiedPhones.phone }).from(verifiedPhones).where(eq(verifiedPhones.userId, userId)).limit(1);
  return rows.length > 0;
}

async function queuedOn(db: Db, userId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ queued: importPhotoDays.queued })
    .from(importPhotoDays)
    .where(and(eq(importPhotoDays.userId, userId), eq(importPhotoDays.day, day)));
  return row?.queued ?? 0;
}

/** Whether the account may import, and what is left of today's photo fetches. */
export async function importAllowance(db: Db, user: Importer, now = new Date()): Promise<ImportAllowance> {
  const [phone, queued] = await Promise.all([hasVerifiedPhone(db, user.id), queuedOn(db, user.id, dayInMexicoCity(now))]);
  return {
    email_verified: user.emailVerified,
    phone_verified: phone,
    photos_per_day: A.photoFetchesPerDay,
    photos_left_today: Math.max(0, A.photoFetchesPerDay - queued),
  };
}

// Importing (rows or a feed) needs a confirmed e-mail and a phone proved with an SMS code:
// 403 `email_not_verified` or `phone_not_verified` otherwise.
export async function assertCanImport(db: Db, user: Importer): Promise<void> {
  if (!user.emailVerified) throw new ApiError(403, "email_not_verified", M.emailRequired);
  if (!(await hasVerifiedPhone(db, user.id))) throw new ApiError(403, "phone_not_verified", M.phoneRequired);
}

// Takes up to `wanted` of today's photo fetches for the account and answers how many it
// got (0 when the day's cap is spent). Each take is one conditional statement, so two
// imports at the same moment never pass the cap together; when the whole take does not
// fit, what is left is taken instead (a race may leave that at 0).
export async function reservePhotoFetches(db: Db, userId: string, wanted: number, now = new Date()): Promise<number> {
  if (wanted <= 0) return 0;
  const day = dayInMexicoCity(now);
  const take = async (n: number) => {
    const result = await db.run(sql`INSERT INTO import_photo_days (user_id, day, queued)
      SELECT ${userId}, ${day}, ${n} WHERE ${n} <= ${A.photoFetchesPerDay}
      ON CONFLICT (user_id, day) DO UPDATE SET queued = queued + ${n} WHERE queued + ${n} <= ${A.photoFetchesPerDay}`);
    return result.rowsAffected > 0;
  };
  if (await take(wanted)) return wanted;
  const left = A.photoFetchesPerDay - (await queuedOn(db, userId, day));
  return left > 0 && (await take(Math.min(left, wanted))) ? Math.min(left, wanted) : 0;
}
