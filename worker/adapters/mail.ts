import { and, eq, sql } from "drizzle-orm";
import { emailOutbox } from "../../db/schema/mail";
import { users } from "../../db/schema/auth";
import type { Db } from "../../db/client";
import type { AppConfig } from "../env";

// `headers`: extra headers the message carries (List-Unsubscribe…); the outbox keeps them too.
// `audience: "confirmed"`: the message carries text a person wrote (a search's name, a
// buyer's message, a listing's title), so it goes only to an account's confirmed address.
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  audience?: "confirmed";
};

/** Whether this address (as stored: accounts keep it as typed at sign-up) belongs to an account that confirmed it. */
export async function isConfirmedAddress(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.emailVerified, true)))
    .limit(1);
  return rows.length > 0;
}

// Sends through the provider's HTTP API when MAIL_API_KEY is set; otherwise the message
// goes to the local outbox table (read at GET /api/dev/emails in development).
export async function sendMail(db: Db, config: AppConfig, { audience, ...message }: MailMessage): Promise<void> {
  if (!config.MAIL_API_KEY) {
    if (audience === "confirmed") {
      // The check and the write in one statement: nothing is stored for an unconfirmed address.
      const { to, subject, text, html, headers } = message;
      await db.run(sql`INSERT INTO ${emailOutbox} (id, "to", subject, text, html, headers)
        SELECT ${crypto.randomUUID()}, ${to}, ${subject}, ${text}, ${html}, ${headers ? JSON.stringify(headers) : null}
        WHERE EXISTS (SELECT 1 FROM ${users} WHERE ${users.email} = ${to} AND ${users.emailVerified} = 1)`);
      return;
    }
    await db.insert(emailOutbox).values({ id: crypto.randomUUID(), ...message });
    return;
  }
  if (audience === "confirmed" && !(await isConfirmedAddress(db, message.to))) {
    console.info("mail_skipped_unconfirmed", { subject: message.subject });
    return;
  }
  const res = await fetch(config.MAIL_API_URL, {
    method: "POST",
    headers: { Authorization: `Bearer ${config.MAIL_API_KEY}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      from: config.MAIL_FROM,
      to: [message.to],
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.headers ? { headers: message.headers } : {}),
    }),
  });
  if (!res.ok) {
    console.error("mail_send_failed", { status: res.status, subject: message.subject });
    throw new Error(`Mail provider answered ${res.status}`);
  }
}
