import { DAY_MS } from "@domain/billing/plans";
import { formatLongDate } from "@domain/format/date";
import { EXPIRY_REMINDER_DAYS } from "@domain/listings/listing-limits";

// Days are counted on Mexico City's calendar, the way the agent reads a date.
const dayOfYearFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Mexico_City",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

function calendarDay(date: Date): number {
  const [year, month, day] = dayOfYearFormat.format(date).split("-").map(Number);
  return Date.UTC(year!, month! - 1, day!) / DAY_MS;
}

/** Calendar days from `from` to `to` in Mexico City (0 the same day, 1 the next, negative before). */
export function calendarDaysBetween(from: Date, to: Date): number {
  return calendarDay(to) - calendarDay(from);
}

/** "Publicada hoy", "Publicada ayer", "Publicada hace 12 días" (`verb` for drafts: "Guardado"). */
export function daysAgoText(verb: string, at: string | Date, now: Date): string {
  const days = Math.max(0, calendarDaysBetween(new Date(at), now));
  if (days === 0) return `${verb} hoy`;
  if (days === 1) return `${verb} ayer`;
  return `${verb} hace ${days} días`;
}

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
