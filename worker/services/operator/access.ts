import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { operators } from "../../../db/schema/moderation";

// Whether the account works the operator's desk. Only the command line writes the table
// (scripts/operator.ts); every desk route asks this on every request.
export async function isOperator(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db.select({ userId: operators.userId }).from(operators).where(eq(operators.userId, userId)).limit(1);
  return rows.length > 0;
}
