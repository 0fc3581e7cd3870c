import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { Operation } from "../../../domain/properties/property";
import type { SavedSearchFilters, SavedSearchFrequency } from "../../../domain/saved-searches/saved-search";
import {
  ALERT_LISTINGS_MAX,
  ALERT_RETRY_MS,
  UNSUBSCRIBE_PATH,
  type SavedSearchMatchReason,
} from "../../../domain/saved-searches/saved-search-alerts";
import { savedSearchPath } from "../../../domain/saved-searches/saved-search-url";
import { savedSearchAlertEmail, type SavedSearchAlertEmail } from "../../mail/saved-search-alert";
import { pageUrl } from "../../mail/layout";
import { accountLang } from "../../../domain/i18n/lang";
import { describeErrorForLog } from "../../logging/log-redaction";
import { unsubscribeToken } from "./unsubscribe-token";

// Sending the alert e-mails: one e-mail per search per period, with up to 10 of the listings
// recorded for it (newest first), "Ver todas" back to the search and the unsubscribe link.
//
// A search is sent when its alert_due_at has come (listing-matches.ts sets it). Sending
// first claims the searches with one UPDATE that clears alert_due_at where it is still due,
// so the e-mail right after a publish and the cron trigger never send the same search twice.
// The listings recorded up to that moment are then marked sent (those no longer published
// are dropped); a search whose e-mail failed is due again 15 minutes later, its listings
// still waiting.

/** How the e-mails go out: the mail adapter, the origin of their links, the secret that signs unsubscribe links. */
export type AlertMailer = { origin: string; secret: string; send: (message: SavedSearchAlertEmail) => Promise<void> };

/** Searches claimed and e-mailed in one go (one statement each to claim, read and mark them). */
export const ALERT_BATCH_SIZE = 100;

type Claimed = {
  id: string;
  name: string;
  filters: string;
  frequency: SavedSearchFrequency;
  email: string;
  user_name: string;
  user_lang: string | null;
};
type PendingRow = {
  search_id: string;
  id: string;
  title: string;
  price: number;
  operation_type: Operation;
  neighborhood: string;
  photo: string | null;
  reason: SavedSearchMatchReason;
  total: number;
};

const absolute = (origin: string, url: string | null) => (url === null ? null : url.startsWith("/") ? `${origin}${url}` : url);

export type AlertRun = { searches: number; emails: number; failed: number };

/** E-mails these searches if their alert is due (at most ALERT_BATCH_SIZE ids). */
export async function sendSearchAlerts(db: Db, mailer: AlertMailer, searchIds: string[], now = new Date()): Promise<AlertRun> {
  if (searchIds.length === 0) return { searches: 0, emails: 0, failed: 0 };
  const at = now.getTime();
  const claimed = await db.all<Claimed>(sql`
    UPDATE saved_searches SET alert_due_at = NULL
     WHERE id IN (SELECT value FROM json_each(${JSON.stringify(searchIds)})) AND alert_due_at <= ${at}
    RETURNING id, name, filters, frequency,
      (SELECT email FROM users WHERE users.id = saved_searches.user_id AND users.email_verified = 1) AS email,
      (SELECT name FROM users WHERE users.id = saved_searches.user_id) AS user_name,
      (SELECT lang FROM users WHERE users.id = saved_searches.user_id) AS user_lang`);
  if (claimed.length === 0) return { searches: 0, emails: 0, failed: 0 };
  const ids = JSON.stringify(claimed.map((c) => c.id));
  const pending = await db.all<PendingRow>(sql`
    SELECT * FROM (
      SELECT m.saved_search_id AS search_id, m.reason, p.id, p.title, p.price, p.operation_type, p.neighborhood,
             (SELECT coalesce(i.thumbnail_url, i.url) FROM property_images i WHERE i.property_id = p.id
               ORDER BY i.is_main DESC, i.display_order LIMIT 1) AS photo,
             row_number() OVER (PARTITION BY m.saved_search_id ORDER BY m.created_at DESC, p.id) AS rank,
             count(*) OVER (PARTITION BY m.saved_search_id) AS total
        FROM saved_search_matches m JOIN properties p ON p.id = m.property_id
       WHERE m.saved_search_id IN (SELECT value FROM json_each(${ids})) AND m.sent_at IS NULL AND m.created_at <= ${at}
         AND p.status = 'publicada')
     WHERE rank <= ${ALERT_LISTINGS_MAX}`);
  const bySearch = new Map<string, PendingRow[]>();
  for (const row of pending) bySearch.set(row.search_id, [...(bySearch.get(row.search_id) ?? []), row]);

  const sent: string[] = [];
  const failed: string[] = [];
  await Promise.all(
    claimed.map(async (search) => {
      const rows = bySearch.get(search.id);
      // Switched to "sin alertas" since, every listing is gone, or the address was never
      // confirmed (an alert carries the search's name): nothing to send.
      if (!rows || search.frequency === "sin_alertas" || !search.email) return;
      const filters = JSON.parse(search.filters) as SavedSearchFilters;
      const token = await unsubscribeToken(mailer.secret, search.id);
      // In the owner's account language, and so is the unsubscribe page it links to.
      const lang = accountLang(search.user_lang);
      const message = savedSearchAlertEmail({
        to: { email: search.email, name: search.user_name },
        lang,
        search: { name: search.name, frequency: search.frequency },
        listings: rows.map((r) => ({
          id: r.id,
          title: r.title,
          price: r.price,
          operation: r.operation_type,
          colonia: r.neighborhood,
          photo: absolute(mailer.origin, r.photo),
          reason: r.reason,
        })),
        total: Number(rows[0].total),
        origin: mailer.origin,
        searchUrl: pageUrl(mailer.origin, savedSearchPath(filters), lang),
        unsubscribeUrl: `${pageUrl(mailer.origin, UNSUBSCRIBE_PATH, lang)}?${new URLSearchParams({ token })}`,
      });
      try {
        await mailer.send(message);
        sent.push(search.id);
      } catch (error) {
        console.error("saved_search_alert_failed", { error: describeErrorForLog(error) });
        failed.push(search.id);
      }
    }),
  );

  // Every claimed search's listings up to now are settled, except those of a failed e-mail.
  const settled = claimed.map((c) => c.id).filter((id) => !failed.includes(id));
  await db.batch([
    db.run(sql`
      UPDATE saved_search_matches SET sent_at = ${at}
       WHERE saved_search_id IN (SELECT value FROM json_each(${JSON.stringify(settled)})) AND sent_at IS NULL AND created_at <= ${at}`),
    db.run(sql`UPDATE saved_searches SET last_notified_at = ${at} WHERE id IN (SELECT value FROM json_each(${JSON.stringify(sent)}))`),
    db.run(sql`
      UPDATE saved_searches SET alert_due_at = coalesce(alert_due_at, ${at + ALERT_RETRY_MS})
       WHERE id IN (SELECT value FROM json_each(${JSON.stringify(failed)}))`),
  ]);
  return { searches: claimed.length, emails: sent.length, failed: failed.length };
}

/** Right after a listing write: e-mails the searches it matched whose alert is due now (instant ones). */
export async function sendListingAlerts(db: Db, mailer: AlertMailer, propertyId: string, now = new Date()): Promise<AlertRun> {
  const due = await db.all<{ id: string }>(sql`
    SELECT DISTINCT s.id FROM saved_search_matches m JOIN saved_searches s ON s.id = m.saved_search_id
     WHERE m.property_id = ${propertyId} AND m.sent_at IS NULL AND s.alert_due_at <= ${now.getTime()}`);
  const run: AlertRun = { searches: 0, emails: 0, failed: 0 };
  for (let i = 0; i < due.length; i += ALERT_BATCH_SIZE) {
    add(
      run,
      await sendSearchAlerts(
        db,
        mailer,
        due.slice(i, i + ALERT_BATCH_SIZE).map((d) => d.id),
        now,
      ),
    );
  }
  return run;
}

const add = (run: AlertRun, more: AlertRun) => {
  run.searches += more.searches;
  run.emails += more.emails;
  run.failed += more.failed;
};

export type DueAlertLimits = { batchSize?: number; maxBatches?: number; budgetMs?: number };

/** At most this many batches in one cron invocation: about 900 e-mails, under 1,000 subrequests. */
export const ALERT_BATCHES_PER_RUN = 9;
/** A run starts no new batch after this long (a cron invocation's wall time stays well under 30 s). */
export const ALERT_RUN_BUDGET_MS = 20_000;

/**
 * The cron trigger's part: the searches whose alert is due (digests, and instant searches
 * that waited out their 10 minutes), in bounded batches read by keyset pagination over
 * (alert_due_at, id) through its index. A run stops after its batches or its time budget;
 * the searches it did not reach stay due, and the next run (every 5 minutes) continues.
 */
export async function sendDueAlerts(
  db: Db,
  mailer: AlertMailer,
  now = new Date(),
  limits: DueAlertLimits = {},
): Promise<AlertRun & { more: boolean }> {
  const { batchSize = ALERT_BATCH_SIZE, maxBatches = ALERT_BATCHES_PER_RUN, budgetMs = ALERT_RUN_BUDGET_MS } = limits;
  const started = Date.now();
  const run: AlertRun = { searches: 0, emails: 0, failed: 0 };
  let cursor: { due: number; id: string } = { due: -1, id: "" };
  for (let batch = 0; batch < maxBatches && Date.now() - started < budgetMs; batch++) {
    const due = await db.all<{ id: string; due: number }>(sql`
      SELECT id, alert_due_at AS due FROM saved_searches
       WHERE alert_due_at IS NOT NULL AND alert_due_at <= ${now.getTime()} AND (alert_due_at, id) > (${cursor.due}, ${cursor.id})
       ORDER BY alert_due_at, id LIMIT ${batchSize}`);
    if (due.length === 0) return { ...run, more: false };
    add(
      run,
      await sendSearchAlerts(
        db,
        mailer,
        due.map((d) => d.id),
        now,
      ),
    );
    const last = due[due.length - 1];
    cursor = { due: last.due, id: last.id };
    if (due.length < batchSize) return { ...run, more: false };
  }
  return { ...run, more: true };
}
