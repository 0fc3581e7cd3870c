import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema/mail";

export type OutboxEmail = { to: string; subject: string; text: string; html: string; created_at: string };

// The last 50 messages the local mail adapter kept instead of sending, newest first.
export async function recentOutboxEmails(db: Db): Promise<OutboxEmail[]> {
  const rows = await db
    .select({ to: emailOutbox.to, subject: emailOutbox.subject, text: emailOutbox.text, html: emailOutbox.html, created_at: emailOutbox.createdAt })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(50);
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}
