import { emailOutbox } from "../../db/schema/mail";
import type { Db } from "../../db/client";
import type { AppConfig } from "../env";

// `headers`: extra headers the message carries (List-Unsubscribe…); the outbox keeps them too.
export type MailMessage = { to: string; subject: string; text: string; html: string; headers?: Record<string, string> };

// Sends through the provider's HTTP API when MAIL_API_KEY is set; otherwise the message
// goes to the local outbox table (read at GET /api/dev/emails in development).
export async function sendMail(db: Db, config: AppConfig, message: MailMessage): Promise<void> {
  if (!config.MAIL_API_KEY) {
    await db.insert(emailOutbox).values({ id: crypto.randomUUID(), ...message });
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
