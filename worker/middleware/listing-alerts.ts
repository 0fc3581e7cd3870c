import { createMiddleware } from "hono/factory";
import { alertMailer } from "../services/saved-search-alerts/alert-mailer";
import { sendListingAlerts } from "../services/saved-search-alerts/send-alerts";
import type { AppEnv } from "../types";
import { describeErrorForLog } from "../logging/log-redaction";

// After a listing write that may make it news to saved searches (publish, edit, reactivate,
// renew) has answered: the instant searches it matched are e-mailed (waitUntil). The
// service recorded the matches; an e-mail that fails here leaves them due, and the cron
// trigger sends them.
export const sendListingAlertsAfter = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status >= 300) return;
  const id = c.req.param("id");
  if (!id) return;
  const { db, config, origin } = c.var;
  c.executionCtx.waitUntil(
    sendListingAlerts(db, alertMailer(db, config, origin), id).catch((error) =>
      console.error("saved_search_alert_failed", { error: describeErrorForLog(error) }),
    ),
  );
});
