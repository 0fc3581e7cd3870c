import { planPrice } from "../plan-groups";
import { useId } from "react";
import type { Plan } from "@domain/billing/plans";
import { planWords } from "@domain/billing/billing-text";
import { PRICING_TEXT as P } from "@domain/billing/billing-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";

import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";
import { CheckList } from "@web/components/check-list";
import type { Checkout } from "../hooks/use-plans";
import { ChoosePlanButton } from "./choose-plan-button";
import { CurrentPlanBadge, PlanBadges } from "./plan-badges";

type PlanCardProps = {
  plan: Plan;
  checkout: Checkout;
  /** The person is subscribed to this plan. */
  current?: boolean;
};

/** A plan: name, price per month, what it includes and 'Elegir' ('Procesando...' while it is bought). */
export function PlanCard({ plan, checkout, current = false }: PlanCardProps) {
  const titleId = useId();
  const highlighted = plan.badges.popular;
  const lang = useLang();
  const t = useText();
  const words = planWords(plan, lang);

  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-white p-6 shadow-card",
        highlighted ? "border-primary-600 ring-1 ring-primary-600" : "border-slate-200",
      )}
    >
      <div className="mb-3 flex flex-wrap items-center gap-1.5 empty:hidden md:min-h-6 md:empty:flex">
        <PlanBadges badges={plan.badges} />
        {current && <CurrentPlanBadge />}
      </div>
      <h3 id={titleId} className="text-xl font-semibold text-slate-900">
        {words.name}
      </h3>
      {words.description && <p className="mt-1 text-sm text-pretty text-slate-600">{words.description}</p>}
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-semibold tracking-tight text-slate-900">{planPrice(plan, lang)}</span>
        <span className="text-slate-600">{t(P.perMonth)}</span>
      </p>
      <p className="mt-1 text-sm text-slate-500">{t(P.renews)}</p>

      <CheckList items={[...words.feature_list]} className="mt-6 flex-1 space-y-2.5 text-sm text-slate-700" />

      <ChoosePlanButton plan={plan} checkout={checkout} current={current} titleId={titleId} className="mt-8 w-full" />
    </li>
  );
}

/** Shaped like a plan card while the plans load. */
export function PlanCardSkeleton() {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-card">
      <Skeleton className="h-6 w-1/3" />
      <Skeleton className="mt-3 h-4 w-3/4" />
      <Skeleton className="mt-6 h-10 w-1/2" />
      <div className="mt-8 space-y-3">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-4/6" />
      </div>
      <Skeleton className="mt-8 h-11 w-full" />
    </li>
  );
}
