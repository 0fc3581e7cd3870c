import { dbFor } from "../db/client";
import { readConfig, type Bindings } from "./env";
import { publicOrigin } from "./public-origin";
import { retryUndelivered } from "./services/call-requests";
import { expireListings, sendExpiryReminders } from "./services/listings/expiry";
import { fetchImportPhotos } from "./services/listing-imports/fetch-photos";
import { describeErrorForLog } from "./middleware/log-redaction";
import { alertMailer } from "./services/saved-search-alerts/alert-mailer";
import { sendDueAlerts } from "./services/saved-search-alerts/send-alerts";

// Local development has no public URL: links in cron e-mails point at `npm start`.
const LOCAL_ORIGIN = "http://localhost:8787";

// Cron trigger: call requests the webhook has not taken are retried (a capped schedule,
// then marked failed: worker/services/call-requests.ts);
// publications past their period expire, and those ending soon get their reminder; saved
// searches whose alert is due get their e-mail (bounded batches: the rest waits for the
// next run, services/saved-search-alerts/send-alerts.ts); photos of imported listings that
// are still pending (or waiting to be tried again) are fetched, 25 a run
// (services/listing-imports/fetch-photos.ts).
export async function scheduled(controller: ScheduledController, env: Bindings): Promise<void> {
  const config = readConfig(env);
  const db = dbFor(config);
  const now = new Date(controller.scheduledTime);
  // Each job on its own: one that fails does not stop the others.
  const jobs = await Promise.allSettled([
    retryUndelivered(db, config, now).then((result) => (result.tried > 0 || result.failed > 0) && console.info("call_webhook_retry", result)),
    expireListings(db, now).then(async (expired) => {
      const reminded = await sendExpiryReminders(db, config, publicOrigin(config, LOCAL_ORIGIN), now);
      if (expired > 0 || reminded > 0) console.info("listing_expiry", { expired, reminded });
    }),
    sendDueAlerts(db, alertMailer(db, config, publicOrigin(config, LOCAL_ORIGIN)), now).then(
      (run) => run.searches > 0 && console.info("saved_search_alerts", run),
    ),
    fetchImportPhotos(db, env.PHOTOS, { publicPhotoUrlsOnly: config.APP_ENV === "production", now }).then(
      (run) => run.claimed > 0 && console.info("import_photos", run),
    ),
  ]);
  for (const job of jobs) if (job.status === "rejected") console.error("scheduled_job_failed", { error: describeErrorForLog(job.reason) });
}
