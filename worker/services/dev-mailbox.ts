import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema/mail";

export type OutboxEmail = { to: string; subject: string; text: string; html: string; headers: Record<string, string>; created_at: string };

// The last 50 messages the local mail adapter kept instead of sending, newest first.
export async function recentOutboxEmails(db: Db): Promise<OutboxEmail[]> {
  const rows = await db
    .select({
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      html: emailOutbox.html,
      headers: emailOutbox.headers,
      created_at: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(50);
  return rows.map((r) => ({ ...r, headers: r.headers ?? {}, created_at: r.created_at.toISOString() }));
}
