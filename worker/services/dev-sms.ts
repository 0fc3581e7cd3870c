import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { smsOutbox } from "../../db/schema/phones";

export type OutboxSms = { to: string; text: string; created_at: string };

// The last 50 SMS the local adapter kept instead of sending, newest first.
export async function recentOutboxSms(db: Db): Promise<OutboxSms[]> {
  const rows = await db
    .select({ to: smsOutbox.to, text: smsOutbox.text, created_at: smsOutbox.createdAt })
    .from(smsOutbox)
    .orderBy(desc(smsOutbox.createdAt))
    .limit(50);
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}
