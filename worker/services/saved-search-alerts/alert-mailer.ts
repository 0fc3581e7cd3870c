import type { Db } from "../../../db/client";
import { sendMail } from "../../adapters/mail";
import type { AppConfig } from "../../env";
import type { AlertMailer } from "./send-alerts";

// Alert e-mails go through the mail adapter (the outbox in development), their links on the
// public origin, their unsubscribe links signed with the app's secret.
export function alertMailer(db: Db, config: AppConfig, origin: string): AlertMailer {
  return { origin, secret: config.BETTER_AUTH_SECRET, send: (message) => sendMail(db, config, message) };
}
