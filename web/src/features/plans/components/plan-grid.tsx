import type { ReactNode } from "react";
import { CircleAlert, RefreshCw } from "lucide-react";
import type { Plan } from "@domain/billing/plans";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import type { Checkout } from "../hooks/use-plans";
import { PlanCard, PlanCardSkeleton } from "./plan-card";
import { PRICING_TEXT as P } from "@domain/billing/billing-text";
import { useText } from "@web/lib/i18n/lang-context";

type PlanGridProps = {
  label: string;
  plans: Plan[] | undefined;
  state: { pending: boolean; error: boolean; refetching: boolean; retry: () => void };
  checkout: Checkout;
  currentPlanId: string | null;
  /** Shown when there are no plans in this group. */
  empty: string;
  className?: string;
};

/** A tab's plans: three skeleton cards while they load, a retry on failure, then the cards. */
export function PlanGrid({ label, plans, state, checkout, currentPlanId, empty, className }: PlanGridProps) {
  const grid = cn("grid gap-4 md:grid-cols-3 lg:gap-6", className);
  const t = useText();
  if (state.pending) {
    return (
      <div>
        <span role="status" className="sr-only">
          {t(P.loading)}
        </span>
        <ul aria-busy="true" aria-label={label} className={grid}>
          {[0, 1, 2].map((i) => (
            <PlanCardSkeleton key={i} />
          ))}
        </ul>
      </div>
    );
  }
  if (state.error) return <PlansLoadError onRetry={state.retry} retrying={state.refetching} />;
  if (!plans?.length) return <p className="rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-600">{empty}</p>;
  return (
    <ul aria-label={label} className={grid}>
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} checkout={checkout} current={plan.id === currentPlanId} />
      ))}
    </ul>
  );
}

/** Plans that failed to load: 'No pudimos cargar los planes. Reintenta.', with a retry button. */
export function PlansLoadError({ onRetry, retrying, children }: { onRetry: () => void; retrying: boolean; children?: ReactNode }) {
  const t = useText();
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-danger-50 text-danger-700">
        <CircleAlert aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-4 text-lg font-semibold text-slate-900">{t(P.loadError)}</p>
      {children}
      <Button variant="outline" className="mt-6" onClick={onRetry} busy={retrying}>
        {!retrying && <RefreshCw aria-hidden="true" className="size-4" />}
        {t(P.retry)}
      </Button>
    </div>
  );
}
