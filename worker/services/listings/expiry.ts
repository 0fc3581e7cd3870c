import { and, eq, gt, isNull, lte } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema/auth";
import { properties } from "../../../db/schema/properties";
import { DAY_MS } from "../../../domain/billing/plans";
import { EXPIRY_REMINDER_DAYS } from "../../../domain/listings/listing-limits";
import { sendMail } from "../../adapters/mail";
import type { AppConfig } from "../../env";
import { listingExpiryEmail } from "../../mail/listing-expiry";
import { pageUrl } from "../../mail/layout";
import { accountLang } from "../../../domain/i18n/lang";
import { describeErrorForLog } from "../../logging/log-redaction";
import { refreshColoniaPriceStats } from "../price-stats";
import { pagePath } from "../../../domain/pages/page-routes";

const REMINDERS_PER_RUN = 200;

// Cron: a publication past its period becomes vencida (it leaves search at once; the
// location counts follow through the status trigger, the medians of its colonia here).
export async function expireListings(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(properties)
      .set({ status: "vencida", updatedAt: now })
      .where(and(eq(properties.status, "publicada"), lte(properties.expiresAt, now)))
      .returning({ id: properties.id, locationId: properties.locationId });
    await refreshColoniaPriceStats(
      tx,
      expired.map((e) => e.locationId),
    );
    return expired.length;
  });
}

// Cron: one reminder per publication, three days before it ends. Each row is claimed
// before its e-mail goes out, so overlapping runs never send it twice.
export async function sendExpiryReminders(db: Db, config: AppConfig, origin: string, now: Date): Promise<number> {
  const due = await db
    .select({ id: properties.id, title: properties.title, expiresAt: properties.expiresAt, email: users.email, name: users.name, lang: users.lang })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.agentId))
    .where(
      and(
        eq(properties.status, "publicada"),
        gt(properties.expiresAt, now),
        lte(properties.expiresAt, new Date(now.getTime() + EXPIRY_REMINDER_DAYS * DAY_MS)),
        isNull(properties.expiryReminderSentAt),
      ),
    )
    .limit(REMINDERS_PER_RUN);
  let sent = 0;
  for (const listing of due) {
    const [claimed] = await db
      .update(properties)
      .set({ expiryReminderSentAt: now })
      .where(and(eq(properties.id, listing.id), isNull(properties.expiryReminderSentAt)))
      .returning({ id: properties.id });
    if (!claimed) continue;
    try {
      const lang = accountLang(listing.lang);
      const expiring = { title: listing.title, expiresAt: listing.expiresAt! };
      await sendMail(db, config, listingExpiryEmail(listing, expiring, pageUrl(origin, pagePath.dashboard, lang), lang));
      sent += 1;
    } catch (error) {
      // Not sent: release the claim so the next run tries again, and go on with the rest.
      await db.update(properties).set({ expiryReminderSentAt: null }).where(eq(properties.id, listing.id));
      console.error("listing_reminder_failed", { id: listing.id, error: describeErrorForLog(error) });
    }
  }
  return sent;
}
