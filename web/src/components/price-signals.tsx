import { Minus, TrendingDown, TrendingUp, type LucideIcon } from "lucide-react";
import { LEGAL_STATUS_NAMES, type LegalStatus } from "@domain/listings/legal-status";
import { CARD_TEXTS } from "@domain/properties/card-texts";
import { useText } from "@web/lib/i18n/lang-context";
import { comparedToMedian, type MedianPosition } from "@domain/properties/price-stats";
import { cn } from "@web/lib/cn";

// What tells a buyer at a glance whether a price is good: where its price per m² stands
// against its colonia's median, and a remate's legal situation. Shared by result cards
// and the property page.

/** Below the median reads as good news (jade), above as a warning (terracotta). */
const POSITION_STYLE: Record<MedianPosition, { Icon: LucideIcon; className: string }> = {
  debajo: { Icon: TrendingDown, className: "text-primary-700" },
  cerca: { Icon: Minus, className: "text-slate-600" },
  encima: { Icon: TrendingUp, className: "text-accent-700" },
};

/** The icon and colour of a price per m² against its median. */
export function medianStyle(perM2: number, medianPerM2: number) {
  return POSITION_STYLE[comparedToMedian(perM2, medianPerM2).position];
}

/** An adjudicada remate can be deeded now; a lawsuit or a transfer of rights carries risk. */
const LEGAL_STATUS_STYLE: Record<LegalStatus, string> = {
  adjudicada: "bg-primary-50 text-primary-800 ring-primary-200",
  "en-litigio": "bg-accent-50 text-accent-800 ring-accent-200",
  "cesion-de-derechos": "bg-accent-50 text-accent-800 ring-accent-200",
};

/** "Adjudicada", "En litigio", "Cesión de derechos" as a small tag (its explanation on hover). */
export function LegalStatusBadge({ status, className }: { status: LegalStatus; className?: string }) {
  const t = useText();
  const { label, explanation } = t(LEGAL_STATUS_NAMES)[status];
  return (
    <span
      title={explanation}
      className={cn(
        "inline-flex items-center rounded-md px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        LEGAL_STATUS_STYLE[status],
        className,
      )}
    >
      <span className="sr-only">{t(CARD_TEXTS.legalStatus)}: </span>
      {label}
    </span>
  );
}
