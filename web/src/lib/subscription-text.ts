import type { Subscription } from "@domain/billing/plans";
import { SUBSCRIPTION_CARD_TEXT as T, SUBSCRIPTION_STATUS_NAMES } from "@domain/billing/subscription-card-text";
import { formatLongDate } from "@domain/format/date";
import type { Lang } from "@domain/i18n/lang";

/** "Activa", "Active": a subscription's status in the page's language. */
export const subscriptionStatusLabel = (status: Subscription["status"], lang: Lang = "es"): string =>
  SUBSCRIPTION_STATUS_NAMES[status]?.[lang] ?? status;

/** "Se renueva el 24 de diciembre de 2026" (or, when it will not renew, until when it runs). */
export function periodText(subscription: Pick<Subscription, "status" | "current_period_end">, lang: Lang = "es"): string | null {
  const end = subscription.current_period_end ? new Date(subscription.current_period_end) : null;
  if (!end || Number.isNaN(end.getTime())) return null;
  const date = formatLongDate(end, lang);
  if (subscription.status === "active") return T.renewsOn[lang](date);
  if (subscription.status === "canceled") return T.runsUntil[lang](date);
  return T.periodUntil[lang](date);
}

/** "3 del periodo + 2 acumulados" */
export function passesSplitText(subscription: Pick<Subscription, "passes_remaining" | "rollover_passes">, lang: Lang = "es"): string {
  return T.split[lang](subscription.passes_remaining, subscription.rollover_passes);
}
