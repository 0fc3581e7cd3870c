import { createDb } from "../db/client";
import { readConfig, type Bindings } from "./env";
import { retryUndelivered } from "./services/call-requests";
import { expireListings, sendExpiryReminders } from "./services/listings/expiry";

// Local development has no public URL: links in cron e-mails point at `npm start`.
const LOCAL_ORIGIN = "http://localhost:8787";

// Cron trigger: outside deliveries that failed are retried until the receiver accepts;
// publications past their period expire, and those ending soon get their reminder.
export async function scheduled(controller: ScheduledController, env: Bindings): Promise<void> {
  const config = readConfig(env);
  const db = createDb({ url: config.LIBSQL_URL, authToken: config.LIBSQL_AUTH_TOKEN });
  const now = new Date(controller.scheduledTime);
  const result = await retryUndelivered(db, config, now);
  if (result.tried > 0) console.info("call_webhook_retry", result);
  const expired = await expireListings(db, now);
  const reminded = await sendExpiryReminders(db, config, config.PUBLIC_URL ?? LOCAL_ORIGIN, now);
  if (expired > 0 || reminded > 0) console.info("listing_expiry", { expired, reminded });
}
