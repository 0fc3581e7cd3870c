import { History } from "@web/components/icons/card-icons";
import { dayInMexicoCity, middayOf } from "@domain/format/date";
import { freshnessExplanation, freshnessText } from "@domain/listings/freshness";
import { useBrowserValue } from "@web/lib/browser-value";
import { cn } from "@web/lib/cn";
import { useSiteConfig } from "@web/lib/site-config";
import { useLang } from "@web/lib/i18n/lang-context";

const today = () => dayInMexicoCity(Date.now());

/**
 * "Actualizada hace 12 días": when the listing's advertiser last confirmed it or changed it
 * (never a view), on cards and the property page. The day is counted from the server's day
 * while the page is the worker's (the page state carries it, so hydration matches), then
 * from the browser's.
 */
export function FreshnessLabel({ confirmedAt, className }: { confirmedAt: string | null; className?: string }) {
  const serverDay = useSiteConfig().data?.current_day ?? "";
  const day = useBrowserValue(today, serverDay);
  const lang = useLang();
  if (!confirmedAt) return null;
  const now = day ? middayOf(day) : Date.now();
  return (
    <p className={cn("flex items-center gap-1.5 text-sm text-slate-600", className)} title={freshnessExplanation(confirmedAt, lang)}>
      <History aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      <span>{freshnessText(confirmedAt, now, lang)}</span>
    </p>
  );
}
