import { calendarDaysBetween, formatLongDate } from "@domain/format/date";
import { EXPIRY_REMINDER_DAYS } from "@domain/listings/listing-limits";

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
export function expiryOf(expiresAt: string | Date, now: Date): Expiry {
  const end = new Date(expiresAt);
  const date = formatLongDate(end);
  if (end.getTime() <= now.getTime()) return { kind: "expired", text: `Venció el ${date}` };
  const days = calendarDaysBetween(now, end);
  if (days > EXPIRY_REMINDER_DAYS) return { kind: "later", text: `Vence el ${date}` };
  const text = days <= 0 ? "Vence hoy" : days === 1 ? "Vence mañana" : `Vence en ${days} días`;
  return { kind: "soon", days, text, date };
}
