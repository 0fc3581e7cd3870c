import { dbFor, type Db } from "../db/client";
import { readConfig, type Bindings } from "./env";
import { publicOrigin } from "./public-origin";
import { retryUndelivered } from "./services/call-requests";
import { expireListings, sendExpiryReminders } from "./services/listings/expiry";
import { sweepWaitingImportPhotos } from "./services/listing-imports/photo-queue";
import { sweepUnfingerprintedPhotos } from "./services/photo-fingerprints/sweep";
import { describeErrorForLog } from "./logging/log-redaction";
import { recheckWaitingListings } from "./services/listing-integrity/waiting-listings";
import { alertMailer } from "./services/saved-search-alerts/alert-mailer";
import { sendDueAlerts, type AlertMailer } from "./services/saved-search-alerts/send-alerts";
import { sweepQueuedListings } from "./services/saved-search-alerts/broad-search-sweep";
import { pruneClosedListingMatches } from "./services/saved-search-alerts/prune-matches";
import { askForConfirmations, hideUnconfirmed } from "./services/listing-freshness/ask-and-hide";
import { applyDueScheduledChanges, cancelReplacedSubscriptions } from "./services/plan-changes/plan-changes";
import { deliverInvoices } from "./services/invoices/deliver";
import { measureUnmeasuredListings } from "./services/listing-stations/assign-stations";

// Local development has no public URL: links in cron e-mails point at `npm start`.
const LOCAL_ORIGIN = "http://localhost:8787";

/** The queued listings matched against the broad searches first, so this run's e-mails include them. */
async function savedSearchAlerts(db: Db, mailer: AlertMailer, now: Date) {
  try {
    const swept = await sweepQueuedListings(db, now);
    if (swept.listings > 0) console.info("saved_search_sweep", swept);
  } catch (error) {
    // The listings stay queued for the next run; the e-mails already due still go.
    console.error("saved_search_sweep_failed", { error: describeErrorForLog(error) });
  }
  const run = await sendDueAlerts(db, mailer, now);
  if (run.searches > 0) console.info("saved_search_alerts", run);
}

// Cron trigger: call requests the webhook has not taken are retried (a capped schedule,
// then marked failed: worker/services/call-requests.ts); publications past their period
// expire, and those ending soon get their reminder; the listings queued since the last run
// are matched against the broad saved searches, of an estado or of no place
// (services/saved-search-alerts/broad-search-sweep.ts), then the searches whose alert is
// due get their e-mail (bounded batches: the rest waits for the next run,
// services/saved-search-alerts/send-alerts.ts), and the matches of listings long off the
// market are forgotten, a bounded number a run (services/saved-search-alerts/prune-matches.ts);
// imported listings whose photos by URL wait without a message (lost, or queued before the
// photo queue existed) go on that queue again, up to 100 a run; the queue's consumer
// fetches them (services/listing-imports/photo-queue.ts); photos stored in the
// last day whose fingerprint message was lost go on the queue again, up to 100 a run
// (services/photo-fingerprints/sweep.ts); listings waiting for their photos' fingerprints
// are looked at again (services/listing-integrity/waiting-listings.ts); listings whose
// confirmation e-mail went unanswered leave search as por_confirmar, then those unconfirmed
// too long get that e-mail, up to 100 a run (services/listing-freshness/ask-and-hide.ts);
// downgrades whose period has ended begin, and Stripe subscriptions replaced by a paid
// upgrade are cancelled (services/plan-changes/plan-changes.ts); published listings whose
// transit stations were never measured get them, up to 100 a run
// (services/listing-stations/assign-stations.ts).
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
    savedSearchAlerts(db, alertMailer(db, config, publicOrigin(config, LOCAL_ORIGIN)), now),
    pruneClosedListingMatches(db, now).then((deleted) => deleted > 0 && console.info("saved_search_matches_pruned", { deleted })),
    recheckWaitingListings(db, env, now).then((run) => (run.released > 0 || run.copied > 0) && console.info("photo_check_recheck", run)),
    hideUnconfirmed(db, now).then(async (hidden) => {
      const asked = await askForConfirmations(db, config, publicOrigin(config, LOCAL_ORIGIN), now);
      if (hidden > 0 || asked > 0) console.info("listing_freshness", { hidden, asked });
    }),
    sweepWaitingImportPhotos(db, env.IMPORT_PHOTOS, now).then((sent) => sent > 0 && console.info("import_photo_sweep", { sent })),
    applyDueScheduledChanges(db, now).then((applied) => applied > 0 && console.info("plan_downgrades_applied", { applied })),
    cancelReplacedSubscriptions(db, config, now).then(
      (cancelled) => cancelled > 0 && console.info("replaced_subscriptions_cancelled", { cancelled }),
    ),
    sweepUnfingerprintedPhotos(db, env.PHOTO_FINGERPRINTS, now).then((sent) => sent > 0 && console.info("photo_fingerprint_sweep", { sent })),
    measureUnmeasuredListings(db, now).then((measured) => measured > 0 && console.info("listing_stations_measured", { measured })),
    // Receipts and CFDIs of payments whose own request could not send or stamp them.
    deliverInvoices(db, config, publicOrigin(config, LOCAL_ORIGIN), now).then(
      (run) => run.sent + run.stamped + run.failed > 0 && console.info("invoices", run),
    ),
  ]);
  for (const job of jobs) if (job.status === "rejected") console.error("scheduled_job_failed", { error: describeErrorForLog(job.reason) });
}
