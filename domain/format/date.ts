import { LANG_LOCALE, type Lang } from "../i18n/lang";

const longDateOptions: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric", timeZone: "America/Mexico_City" };
const longDate = new Intl.DateTimeFormat("es-MX", longDateOptions);
// English pages' formatters are made the first time one is needed (a Spanish page never loads en-US's data).
let englishLongDate: Intl.DateTimeFormat | null = null;

// "12 de agosto de 2025" (es), "August 12, 2025" (en).
export function formatLongDate(date: Date | number, lang: Lang = "es"): string {
  const formatter = lang === "es" ? longDate : (englishLongDate ??= new Intl.DateTimeFormat(LANG_LOCALE.en, longDateOptions));
  return formatter.format(typeof date === "number" ? new Date(date) : date);
}

const yearOnly = new Intl.DateTimeFormat("es-MX", { year: "numeric", timeZone: "America/Mexico_City" });

/** The year in Mexico City at that moment (New Year's Eve evening there is already the next year in UTC). */
export function yearInMexicoCity(date: Date | number = Date.now()): number {
  return Number(yearOnly.format(typeof date === "number" ? new Date(date) : date));
}

const dayMonthOptions: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", timeZone: "America/Mexico_City" };
const dayMonth = new Intl.DateTimeFormat("es-MX", dayMonthOptions);
let englishDayMonth: Intl.DateTimeFormat | null = null;

/**
 * "20 de noviembre" ("November 20") in the year it is now in Mexico City, "20 de noviembre
 * de 2025" ("November 20, 2025") in any other year: a date a person reads beside others of
 * the same season.
 */
export function formatDayMonth(date: Date | number, now: Date | number = Date.now(), lang: Lang = "es"): string {
  const when = typeof date === "number" ? new Date(date) : date;
  if (yearInMexicoCity(when) !== yearInMexicoCity(now)) return formatLongDate(when, lang);
  const formatter = lang === "es" ? dayMonth : (englishDayMonth ??= new Intl.DateTimeFormat(LANG_LOCALE.en, dayMonthOptions));
  return formatter.format(when);
}

/**
 * "29 de octubre al 27 de noviembre de 2026" ("October 29 to November 27, 2026"): a span of
 * days, its year said once, or on both ends when it crosses New Year ("29 de diciembre de
 * 2025 al 27 de enero de 2026").
 */
export function formatDateRange(from: Date | number, to: Date | number, lang: Lang = "es"): string {
  return `${formatDayMonth(from, to, lang)} ${lang === "es" ? "al" : "to"} ${formatLongDate(to, lang)}`;
}

const timeOptions: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", timeZone: "America/Mexico_City" };
const time = new Intl.DateTimeFormat("es-MX", timeOptions);
let englishTime: Intl.DateTimeFormat | null = null;

/** "14:05" (es), "02:05 PM" (en): the hour of a moment in Mexico City. */
export function formatTime(date: Date | number, lang: Lang = "es"): string {
  const formatter = lang === "es" ? time : (englishTime ??= new Intl.DateTimeFormat(LANG_LOCALE.en, timeOptions));
  return formatter.format(typeof date === "number" ? new Date(date) : date);
}

const monthYearOptions: Intl.DateTimeFormatOptions = { month: "long", year: "numeric", timeZone: "America/Mexico_City" };
const monthYear = new Intl.DateTimeFormat("es-MX", monthYearOptions);
let englishMonthYear: Intl.DateTimeFormat | null = null;

/** "agosto de 2024" (es), "August 2024" (en): the month of a date on Mexico City's calendar. */
export function formatMonthYear(date: Date | number, lang: Lang = "es"): string {
  const formatter = lang === "es" ? monthYear : (englishMonthYear ??= new Intl.DateTimeFormat(LANG_LOCALE.en, monthYearOptions));
  return formatter.format(typeof date === "number" ? new Date(date) : date);
}

const isoDay = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "America/Mexico_City" });

/** "2025-08-12": the day of a moment on Mexico City's calendar (a date an API answers without the hour). */
export function dayInMexicoCity(date: Date | number): string {
  return isoDay.format(typeof date === "number" ? new Date(date) : date);
}

/** The moment that stands for a day written "2025-08-12": its noon in Mexico City, so any formatter above reads that day. */
export function middayOf(day: string): Date {
  return new Date(`${day}T18:00:00Z`);
}

/** Calendar days from `from` to `to` on Mexico City's calendar (0 the same day, 1 the next, negative before). */
export function calendarDaysBetween(from: Date | number, to: Date | number): number {
  return (Date.parse(dayInMexicoCity(to)) - Date.parse(dayInMexicoCity(from))) / 86_400_000;
}

/** "Publicada hoy", "Publicada ayer", "Publicada hace 12 días" (a moment ahead of `now` counts as today). */
export function daysAgoText(verb: string, at: string | Date | number, now: Date | number): string {
  const days = Math.max(0, calendarDaysBetween(new Date(at), now));
  if (days === 0) return `${verb} hoy`;
  if (days === 1) return `${verb} ayer`;
  return `${verb} hace ${days} días`;
}

/** "Updated today", "Updated yesterday", "Updated 12 days ago": `daysAgoText` in English. */
export function daysAgoTextEn(verb: string, at: string | Date | number, now: Date | number): string {
  const days = Math.max(0, calendarDaysBetween(new Date(at), now));
  if (days === 0) return `${verb} today`;
  if (days === 1) return `${verb} yesterday`;
  return `${verb} ${days} days ago`;
}
