import { smsOutbox } from "../../db/schema/phones";
import { toE164 } from "../../domain/call-requests/phone";
import type { Db } from "../../db/client";
import type { AppConfig } from "../env";

// `to`: a Mexican number as stored, 10 digits.
export type SmsMessage = { to: string; text: string };

// Whether the provider is configured: account, token and sender, all three.
export function smsProviderConfigured(config: AppConfig): boolean {
  return Boolean(config.SMS_ACCOUNT_SID && config.SMS_AUTH_TOKEN && config.SMS_FROM);
}

// Sends through a Twilio-compatible Messages API when SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and
// SMS_FROM are set; otherwise the message goes to the local outbox table (read at
// GET /api/dev/sms in development). Production never falls back to the outbox: a code kept
// in a table nobody reads would lock every advertiser out of publishing without a word.
export async function sendSms(db: Db, config: AppConfig, message: SmsMessage): Promise<void> {
  if (!smsProviderConfigured(config)) {
    if (config.APP_ENV === "production") throw new Error("SMS provider is not configured");
    await db.insert(smsOutbox).values({ id: crypto.randomUUID(), to: message.to, text: message.text });
    return;
  }
  const sid = config.SMS_ACCOUNT_SID!;
  const from = config.SMS_FROM!;
  const form = new URLSearchParams({ To: toE164(message.to), Body: message.text });
  // A messaging service picks the sender itself; otherwise the sender is a number.
  form.set(from.startsWith("MG") ? "MessagingServiceSid" : "From", from);
  const res = await fetch(`${config.SMS_API_URL.replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`, {
    method: "POST",
    headers: { Authorization: `Basic ${btoa(`${sid}:${config.SMS_AUTH_TOKEN}`)}`, "Content-Type": "application/x-www-form-urlencoded" },
    body: form,
  });
  if (!res.ok) {
    // Never the number or the text: the text carries the code.
    console.error("sms_send_failed", { status: res.status });
    throw new Error(`SMS provider answered ${res.status}`);
  }
}
