import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { accountLang, DEFAULT_LANG, type Lang } from "../../domain/i18n/lang";

/** The language an account's e-mails are written in (users.lang); Spanish for no account. */
export async function accountLangOf(db: Db, userId: string | null): Promise<Lang> {
  if (!userId) return DEFAULT_LANG;
  const [row] = await db.select({ lang: users.lang }).from(users).where(eq(users.id, userId));
  return accountLang(row?.lang);
}
