import type { LucideIcon } from "lucide-react";
import { BadgeCheck, CalendarX2, CircleCheck, CircleHelp, EyeOff, KeyRound, Pause, PencilLine, ShieldAlert } from "lucide-react";
import { LISTING_STATUS_NAMES, type ListingStatus } from "@domain/listings/listing-status";
import { useText } from "@web/lib/i18n/lang-context";
import { cn } from "@web/lib/cn";

const LOOK: Record<ListingStatus, { Icon: LucideIcon; className: string }> = {
  borrador: { Icon: PencilLine, className: "bg-slate-100 text-slate-700 ring-slate-200" },
  publicada: { Icon: CircleCheck, className: "bg-primary-50 text-primary-800 ring-primary-200" },
  pausada: { Icon: Pause, className: "bg-slate-100 text-slate-700 ring-slate-300" },
  vencida: { Icon: CalendarX2, className: "bg-accent-50 text-accent-800 ring-accent-200" },
  vendida: { Icon: BadgeCheck, className: "bg-slate-800 text-white ring-slate-800" },
  rentada: { Icon: KeyRound, className: "bg-slate-800 text-white ring-slate-800" },
  en_revision: { Icon: ShieldAlert, className: "bg-accent-50 text-accent-800 ring-accent-300" },
  oculta: { Icon: EyeOff, className: "bg-red-50 text-red-800 ring-red-200" },
  por_confirmar: { Icon: CircleHelp, className: "bg-accent-50 text-accent-800 ring-accent-300" },
};

/** A listing's status in words (the colour and icon only repeat it). */
export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  const { Icon, className } = LOOK[status];
  const t = useText();
  return (
    <span className={cn("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset", className)}>
      <Icon aria-hidden="true" className="size-3.5" />
      {t(LISTING_STATUS_NAMES)[status]}
    </span>
  );
}
