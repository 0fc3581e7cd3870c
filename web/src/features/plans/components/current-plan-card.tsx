import { useQuery } from "@tanstack/react-query";
import { BadgeCheck, Box, CalendarClock, LoaderCircle, Ticket } from "lucide-react";
import { PLAN_HOLDER_TEXTS } from "@domain/billing/plan-holder";
import { SUBSCRIPTION_CARD_TEXT as T } from "@domain/billing/subscription-card-text";
import { PRICING_TEXT } from "@domain/billing/billing-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import { periodText, subscriptionStatusLabel } from "@web/lib/subscription-text";
import type { Subscription } from "@domain/billing/plans";
import { PassesByAgent } from "@web/components/passes-by-agent";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { useAuth } from "@web/lib/auth/auth-context";
import { cn } from "@web/lib/cn";
import { getPlanHolder, planHolderKey } from "@web/lib/subscription";
import { planPriceLabel } from "../plan-groups";

/**
 * The person's plan: its name, the passes available and 'Cambiar Plan'. An agency's plan
 * says whose it is: its owner also sees who of the team used its passes this period; its
 * agents read it without 'Cambiar Plan' (the owner chooses and pays it).
 */
export function CurrentPlanCard({
  subscription,
  onChangePlan,
  canChange = true,
}: {
  subscription: Subscription;
  onChangePlan: () => void;
  /** False while the plans to change to are not there (loading, or failed). */
  canChange?: boolean;
}) {
  const { user } = useAuth();
  const lang = useLang();
  const t = useText();
  const holderText = PLAN_HOLDER_TEXTS[lang];
  const holder = useQuery({ queryKey: planHolderKey(user?.id ?? null), queryFn: ({ signal }) => getPlanHolder(signal), enabled: Boolean(user) });
  const agency = holder.data?.agency ?? null;
  const readOnly = agency !== null && !agency.is_owner;
  const title = !agency ? t(PRICING_TEXT.yourPlan) : readOnly ? holderText.publishesWith(agency.name) : holderText.agencyPlan(agency.name);
  const uses = agency?.is_owner ? (holder.data?.passes_by_agent ?? []) : [];
  const active = subscription.status === "active";
  const period = periodText(subscription, lang);
  return (
    <section aria-labelledby="current-plan-title" className="rounded-2xl border border-primary-200 bg-primary-50/60 p-5 sm:p-6">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-700 text-white">
            <BadgeCheck aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0">
            <h2 id="current-plan-title" className="text-sm font-semibold text-primary-800">
              {title}
            </h2>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="text-2xl font-semibold text-slate-900">{subscription.plan.name}</span>
              <span
                className={cn(
                  "rounded-full px-2.5 py-0.5 text-xs font-semibold",
                  active ? "bg-white text-primary-800 ring-1 ring-primary-200" : "bg-accent-50 text-accent-800 ring-1 ring-accent-200",
                )}
              >
                {subscriptionStatusLabel(subscription.status, lang)}
              </span>
            </p>
            <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
              <li className="flex items-center gap-1.5 font-semibold text-slate-900">
                <Ticket aria-hidden="true" className="size-4 text-primary-700" />
                {t(T.passes)(subscription.total_passes)}
              </li>
              {subscription.credits_3d_tour > 0 && (
                <li className="flex items-center gap-1.5">
                  <Box aria-hidden="true" className="size-4 text-primary-700" />
                  {t(T.tours)(subscription.credits_3d_tour)}
                </li>
              )}
              {period && (
                <li className="flex items-center gap-1.5">
                  <CalendarClock aria-hidden="true" className="size-4 text-primary-700" />
                  {period}
                </li>
              )}
              {subscription.plan.price_mxn !== null && <li>{planPriceLabel(subscription.plan, lang)}</li>}
            </ul>
          </div>
        </div>
        {readOnly ? (
          <p className="text-sm text-slate-600 sm:max-w-56 sm:self-center">{holderText.agentReadOnly}</p>
        ) : (
          <Button variant="outline" onClick={onChangePlan} disabled={!canChange || holder.isPending} className="sm:self-center">
            {t(T.changePlanTitle)}
          </Button>
        )}
      </div>
      {agency?.is_owner && <PassesByAgent uses={uses} />}
    </section>
  );
}

/** While the subscription is read. */
export function CurrentPlanSkeleton() {
  return (
    <div aria-hidden="true" className="flex items-center gap-4 rounded-2xl border border-slate-200 p-5 sm:p-6">
      <Skeleton className="size-12 rounded-xl" />
      <div className="flex-1">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="mt-2 h-7 w-40" />
        <Skeleton className="mt-2 h-4 w-56" />
      </div>
    </div>
  );
}

/** Back from a paid checkout while the payment is being confirmed. */
export function ConfirmingPayment({ stillWaiting }: { stillWaiting: boolean }) {
  const t = useText();
  return (
    <div role="status" className="flex items-center gap-3 rounded-2xl border border-primary-200 bg-primary-50/60 p-5 text-primary-900 sm:p-6">
      {!stillWaiting && <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin" />}
      {stillWaiting ? t(T.stillConfirming) : t(T.confirming)}
    </div>
  );
}
