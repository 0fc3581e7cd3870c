import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users, verifications } from "../../db/schema/auth";

// The address of the account a reset link was sent for (better-auth keeps the token as a
// verification row whose value is the user's id), or null for an unknown or spent token.
export async function resetTokenOwnerEmail(db: Db, token: string): Promise<string | null> {
  const [owner] = await db
    .select({ email: users.email })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(eq(verifications.identifier, `reset-password:${token}`))
    .limit(1);
  return owner?.email ?? null;
}
