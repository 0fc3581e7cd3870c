import { and, eq, isNotNull, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema/auth";
import { properties } from "../../../db/schema/properties";
import { askBefore, CONFIRMATION_PATH, hideBefore } from "../../../domain/listings/freshness";
import { PAGE_ROUTES } from "../../../domain/pages/page-routes";
import { OPERATIONS } from "../../../domain/properties/property";
import { sendMail } from "../../adapters/mail";
import type { AppConfig } from "../../env";
import { listingConfirmationEmail } from "../../mail/listing-confirmation";
import { pageUrl } from "../../mail/layout";
import { accountLang } from "../../../domain/i18n/lang";
import { describeErrorForLog } from "../../logging/log-redaction";
import { refreshColoniaPriceStats } from "../price-stats";
import { confirmationToken } from "./confirmation-token";

// The cron's two freshness steps (domain/listings/freshness.ts): e-mail the published
// listings unconfirmed too long, and take out of search those whose e-mail went unanswered.

const ASKS_PER_RUN = 100;

/** Published, not asked yet, confirmed before its operation's limit (properties_confirmation_due_idx). */
const dueForQuestion = (now: Date) =>
  and(
    eq(properties.status, "publicada"),
    isNull(properties.confirmationAskedAt),
    or(...OPERATIONS.map((op) => and(eq(properties.operationType, op), lte(properties.confirmedAt, askBefore(op, now))))),
  );

/** The link of one answer, signed for this e-mail (the page it opens is the worker's own, outside the app's /en pages). */
async function answerUrl(origin: string, secret: string, listingId: string, askedAt: Date, answer: "disponible" | "cerrada") {
  const token = await confirmationToken(secret, { listingId, askedAt, answer });
  return `${origin}${CONFIRMATION_PATH}?${new URLSearchParams({ token })}`;
}

// Up to ASKS_PER_RUN e-mails a run. Each listing is claimed (its question's moment written)
// before its e-mail goes out, so overlapping runs never send it twice; an e-mail that fails
// releases the claim for the next run.
export async function askForConfirmations(db: Db, config: AppConfig, origin: string, now: Date): Promise<number> {
  const due = await db
    .select({
      id: properties.id,
      title: properties.title,
      operation: properties.operationType,
      confirmedAt: properties.confirmedAt,
      email: users.email,
      name: users.name,
      lang: users.lang,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.agentId))
    .where(dueForQuestion(now))
    .limit(ASKS_PER_RUN);
  let sent = 0;
  for (const listing of due) {
    const [claimed] = await db
      .update(properties)
      .set({ confirmationAskedAt: now })
      .where(and(eq(properties.id, listing.id), dueForQuestion(now)))
      .returning({ id: properties.id });
    if (!claimed) continue;
    try {
      const lang = accountLang(listing.lang);
      const links = {
        available: await answerUrl(origin, config.BETTER_AUTH_SECRET, listing.id, now, "disponible"),
        closed: await answerUrl(origin, config.BETTER_AUTH_SECRET, listing.id, now, "cerrada"),
        dashboard: pageUrl(origin, PAGE_ROUTES.dashboard.path, lang),
      };
      const message = listingConfirmationEmail(listing, { ...listing, confirmedAt: listing.confirmedAt!, askedAt: now }, links, lang);
      await sendMail(db, config, message);
      sent += 1;
    } catch (error) {
      await db
        .update(properties)
        .set({ confirmationAskedAt: null })
        .where(and(eq(properties.id, listing.id), eq(properties.confirmationAskedAt, now)));
      console.error("listing_confirmation_mail_failed", { id: listing.id, error: describeErrorForLog(error) });
    }
  }
  return sent;
}

// Asked and unanswered past its operation's days: por_confirmar, out of search (the location
// counts and the listings' version follow through their triggers, the medians here).
export async function hideUnconfirmed(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const hidden = await tx
      .update(properties)
      .set({ status: "por_confirmar", updatedAt: now })
      .where(
        and(
          eq(properties.status, "publicada"),
          isNotNull(properties.confirmationAskedAt),
          or(...OPERATIONS.map((op) => and(eq(properties.operationType, op), lte(properties.confirmationAskedAt, hideBefore(op, now))))),
        ),
      )
      .returning({ locationId: properties.locationId });
    await refreshColoniaPriceStats(
      tx,
      hidden.map((h) => h.locationId),
    );
    return hidden.length;
  });
}
