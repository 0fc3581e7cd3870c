import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema/auth";
import { listingHolds } from "../../../db/schema/moderation";
import { properties } from "../../../db/schema/properties";
import { DomainError } from "../../../domain/errors/domain-error";
import {
  HOLD_ANSWER_MESSAGES,
  HOLD_REASON_EXPLANATION_TEXTS,
  HOLD_REASON_EXPLANATIONS,
  type MyListingHold,
} from "../../../domain/trust/hold-answers";
import type { HoldReason } from "../../../domain/trust/listing-holds";
import { sendMail } from "../../adapters/mail";
import type { AppConfig } from "../../env";
import { listingHeldEmail } from "../../mail/listing-held";
import { pageUrl } from "../../mail/layout";
import { accountLang } from "../../../domain/i18n/lang";
import { describeErrorForLog } from "../../logging/log-redaction";
import { manageableBy, requireManageableListing, type Actor } from "../listings/manageable-listing";
import { pagePath } from "../../../domain/pages/page-routes";

// The open holds on the listings a person manages (their own; an agency owner's, every
// listing of their agencies), keyed by listing: "Mis propiedades" shows why and the answer.
export async function listMyHolds(db: Db, actor: Actor): Promise<Record<string, MyListingHold>> {
  const rows = await db
    .select({
      propertyId: listingHolds.propertyId,
      reason: listingHolds.reason,
      createdAt: listingHolds.createdAt,
      answer: listingHolds.advertiserAnswer,
      answeredAt: listingHolds.answeredAt,
    })
    .from(listingHolds)
    .innerJoin(properties, eq(properties.id, listingHolds.propertyId))
    .where(and(isNull(listingHolds.resolvedAt), manageableBy(actor)))
    .orderBy(desc(listingHolds.createdAt))
    .limit(500);
  return Object.fromEntries(
    rows.map((r) => [
      r.propertyId,
      {
        reason: r.reason,
        explanation: HOLD_REASON_EXPLANATIONS[r.reason],
        since: r.createdAt.toISOString(),
        answer: r.answer,
        answered_at: r.answeredAt?.toISOString() ?? null,
      },
    ]),
  );
}

// The advertiser's answer to the review of their listing. Only who manages the listing may
// answer (anyone else gets the 404 of a listing that does not exist); a later answer
// replaces the earlier one while the hold is open.
export async function answerHold(db: Db, actor: Actor, propertyId: string, answer: string, now = new Date()): Promise<MyListingHold> {
  await requireManageableListing(db, actor, propertyId);
  const [row] = await db
    .update(listingHolds)
    .set({ advertiserAnswer: answer, answeredAt: now })
    .where(and(eq(listingHolds.propertyId, propertyId), isNull(listingHolds.resolvedAt)))
    .returning();
  if (!row) throw new DomainError("not_found", HOLD_ANSWER_MESSAGES.noOpenHold);
  return {
    reason: row.reason,
    explanation: HOLD_REASON_EXPLANATIONS[row.reason],
    since: row.createdAt.toISOString(),
    answer: row.advertiserAnswer,
    answered_at: row.answeredAt?.toISOString() ?? null,
  };
}

// Tells the listing's agent why it left search and where to answer. Runs after the answer
// (waitUntil): a failure is logged, never thrown.
export async function notifyListingHeld(db: Db, config: AppConfig, origin: string, propertyId: string, reason: HoldReason): Promise<void> {
  try {
    const [row] = await db
      .select({ title: properties.title, email: users.email, name: users.name, lang: users.lang })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.agentId))
      .where(eq(properties.id, propertyId));
    if (!row) return;
    const lang = accountLang(row.lang);
    const explanation = HOLD_REASON_EXPLANATION_TEXTS[lang][reason];
    await sendMail(db, config, listingHeldEmail(row, { title: row.title }, explanation, pageUrl(origin, pagePath.dashboard, lang), lang));
  } catch (error) {
    console.error("listing_held_mail_failed", { propertyId, error: describeErrorForLog(error) });
  }
}
