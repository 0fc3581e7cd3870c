import { calendarDaysBetween, formatLongDate } from "@domain/format/date";
import type { Lang } from "@domain/i18n/lang";
import { EXPIRY_REMINDER_DAYS } from "@domain/listings/listing-limits";
import { MY_LISTINGS_TEXT as T } from "@domain/listings/my-listings-text";

export type Expiry =
  /** The period has ended. */
  | { kind: "expired"; text: string }
  /** Ends within EXPIRY_REMINDER_DAYS: shown highlighted, with the date as well. */
  | { kind: "soon"; days: number; text: string; date: string }
  | { kind: "later"; text: string };

/**
 * How a publication's end reads: "Vence el 24 de diciembre de 2026"; within the last
 * EXPIRY_REMINDER_DAYS (the days the reminder e-mail is sent) "Vence en 3 días", "Vence
 * mañana", "Vence hoy"; once past, "Venció el 24 de diciembre de 2026".
 */
export function expiryOf(expiresAt: string | Date, now: Date, lang: Lang = "es"): Expiry {
  const end = new Date(expiresAt);
  const date = formatLongDate(end, lang);
  if (end.getTime() <= now.getTime()) return { kind: "expired", text: T.expired[lang](date) };
  const days = calendarDaysBetween(now, end);
  if (days > EXPIRY_REMINDER_DAYS) return { kind: "later", text: T.expiresOn[lang](date) };
  const text = days <= 0 ? T.expiresToday[lang] : days === 1 ? T.expiresTomorrow[lang] : T.expiresIn[lang](days);
  return { kind: "soon", days, text, date };
}
