import { createDb } from "../db/client";
import { readConfig, type Bindings } from "./env";
import { retryUndelivered } from "./services/call-requests";

// Cron trigger: outside deliveries that failed are retried until the receiver accepts.
export async function scheduled(controller: ScheduledController, env: Bindings): Promise<void> {
  const config = readConfig(env);
  const db = createDb({ url: config.LIBSQL_URL, authToken: config.LIBSQL_AUTH_TOKEN });
  const result = await retryUndelivered(db, config, new Date(controller.scheduledTime));
  if (result.tried > 0) console.info("call_webhook_retry", result);
}
