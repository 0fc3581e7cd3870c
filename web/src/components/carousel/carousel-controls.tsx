import { PROPERTY_PAGE_TEXTS } from "@domain/properties/property-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@web/lib/cn";

type ArrowsProps = {
  index: number;
  count: number;
  onIndexChange: (index: number) => void;
  /** light: white buttons on a photo; dark: glass buttons on the full-screen viewer. */
  tone?: "light" | "dark";
  size?: "md" | "lg";
  className?: string;
};

/** 'Foto anterior' / 'Foto siguiente', over the sides of the photo; they wrap around at either end. */
export function CarouselArrows({ index, count, onIndexChange, tone = "light", size = "md", className }: ArrowsProps) {
  const t = PROPERTY_PAGE_TEXTS[useLang()];
  if (count < 2) return null;
  const button = cn(
    "pointer-events-auto inline-flex cursor-pointer items-center justify-center rounded-full transition-colors",
    tone === "light" ? "bg-white/90 text-slate-900 shadow-card hover:bg-white" : "bg-white/10 text-white hover:bg-white/20",
    size === "lg" ? "size-14" : "size-11",
  );
  const icon = size === "lg" ? "size-7" : "size-5";
  return (
    <div className={cn("pointer-events-none absolute inset-x-2 top-1/2 flex -translate-y-1/2 justify-between sm:inset-x-4", className)}>
      <button type="button" aria-label={t.previousPhoto} onClick={() => onIndexChange((index - 1 + count) % count)} className={button}>
        <ChevronLeft aria-hidden="true" className={icon} />
      </button>
      <button type="button" aria-label={t.nextPhoto} onClick={() => onIndexChange((index + 1) % count)} className={button}>
        <ChevronRight aria-hidden="true" className={icon} />
      </button>
    </div>
  );
}

/** '3 / 8', announced as 'Foto 3 de 8' when it changes. */
export function PhotoCounter({ index, count, className }: { index: number; count: number; className?: string }) {
  const t = PROPERTY_PAGE_TEXTS[useLang()];
  return (
    <p aria-live="polite" aria-atomic="true" className={cn("whitespace-nowrap tabular-nums", className)}>
      <span aria-hidden="true">{`${index + 1} / ${count}`}</span>
      <span className="sr-only">{t.photoLabel(index + 1, count)}</span>
    </p>
  );
}
