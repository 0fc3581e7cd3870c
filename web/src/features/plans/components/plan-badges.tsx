import { Award, Flame } from "lucide-react";
import type { Plan } from "@domain/billing/plans";
import { cn } from "@web/lib/cn";
import { PRICING_TEXT as P } from "@domain/billing/billing-text";
import { useText } from "@web/lib/i18n/lang-context";

/** 'Más popular' (most_popular, or agency_pro) and 'Mejor valor' (expert or agency_pro), as words with an icon: colour never carries them alone. */
export function PlanBadges({ badges, className }: { badges: Plan["badges"]; className?: string }) {
  const t = useText();
  if (!badges.popular && !badges.best_value) return null;
  return (
    <span className={cn("flex flex-wrap gap-1.5", className)}>
      {badges.popular && (
        <span className="inline-flex items-center gap-1 rounded-full bg-accent-700 px-2.5 py-0.5 text-xs font-semibold text-white">
          <Flame aria-hidden="true" className="size-3.5" />
          {t(P.popular)}
        </span>
      )}
      {badges.best_value && (
        <span className="inline-flex items-center gap-1 rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-semibold text-primary-800 ring-1 ring-primary-200">
          <Award aria-hidden="true" className="size-3.5" />
          {t(P.bestValue)}
        </span>
      )}
    </span>
  );
}

/** 'Plan actual', beside the plan the person is subscribed to. */
export function CurrentPlanBadge({ className }: { className?: string }) {
  const t = useText();
  return (
    <span
      className={cn("inline-flex items-center rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-white", className)}
    >
      {t(P.currentPlan)}
    </span>
  );
}
