import { useId } from "react";
import { Link } from "react-router";
import { BadgeCheck, Box, Building2, CalendarClock, Gem, RotateCw, Ticket } from "lucide-react";
import { PLAN_HOLDER_TEXTS } from "@domain/billing/plan-holder";
import { SUBSCRIPTION_CARD_TEXT as T } from "@domain/billing/subscription-card-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { totalPasses } from "@domain/billing/plans";
import { PassesByAgent } from "@web/components/passes-by-agent";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { useAuth } from "@web/lib/auth/auth-context";
import { cn } from "@web/lib/cn";
import { usePlanHolder } from "../hooks/use-plan-holder";
import { passesSplitText, periodText, subscriptionStatusLabel } from "@web/lib/subscription-text";
import { pagePath } from "@domain/pages/page-routes";

/**
 * The plan in the dashboard: its name and status, when it renews, the passes left to
 * publish or renew (this period's and those carried over), the 3D tour credits, and
 * 'Cambiar plan'. Without a plan, a way to /precios. An agency's plan says so: its owner
 * sees who of the team used its passes this period; its agents read it without a way to buy
 * (the owner chooses and pays the agency's plan).
 */
export function SubscriptionCard({ className }: { className?: string }) {
  const { user } = useAuth();
  const query = usePlanHolder(user?.id ?? "");
  const titleId = useId();
  const lang = useLang();
  const PLAN_HOLDER_TEXT = PLAN_HOLDER_TEXTS[lang];

  if (query.isPending) {
    return (
      <div
        role="status"
        aria-label={T.loading[lang]}
        className={cn("flex items-center gap-4 rounded-2xl border border-slate-200 p-4 sm:p-5", className)}
      >
        <Skeleton className="size-11 rounded-xl" />
        <div className="flex-1">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="mt-2 h-6 w-40" />
        </div>
        <Skeleton className="hidden h-11 w-32 sm:block" />
      </div>
    );
  }

  if (query.isError) {
    return (
      <div
        role="alert"
        className={cn(
          "flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 p-4 text-sm text-slate-700 sm:p-5",
          className,
        )}
      >
        {T.loadFailed[lang]}
        <Button variant="outline" busy={query.isFetching} onClick={() => void query.refetch()}>
          {!query.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
          {T.retry[lang]}
        </Button>
      </div>
    );
  }

  const { subscription, agency, passes_by_agent } = query.data;
  // An agency's agent publishes with the agency's plan and cannot change it.
  const readOnly = agency !== null && !agency.is_owner;
  if (!subscription) {
    return (
      <section
        aria-labelledby={titleId}
        className={cn(
          "flex flex-col gap-4 rounded-2xl border border-accent-200 bg-accent-50/60 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5",
          className,
        )}
      >
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-accent-700 ring-1 ring-accent-200">
            {readOnly ? <Building2 aria-hidden="true" className="size-5" /> : <Gem aria-hidden="true" className="size-5" />}
          </span>
          <div>
            <h3 id={titleId} className="font-semibold text-slate-900">
              {readOnly ? PLAN_HOLDER_TEXT.agencyWithoutPlan(agency.name) : PLAN_HOLDER_TEXT.noPlan}
            </h3>
            {readOnly && <p className="mt-0.5 text-sm text-slate-700">{PLAN_HOLDER_TEXT.agencyWithoutPlanDetail}</p>}
          </div>
        </div>
        {!readOnly && (
          <Button asChild>
            <Link to={pagePath.precios}>{T.seePlans[lang]}</Link>
          </Button>
        )}
      </section>
    );
  }

  const title = !agency ? T.yourPlan[lang] : readOnly ? PLAN_HOLDER_TEXT.publishesWith(agency.name) : PLAN_HOLDER_TEXT.agencyPlan(agency.name);
  const active = subscription.status === "active";
  const period = periodText(subscription, lang);
  return (
    <section aria-labelledby={titleId} className={cn("rounded-2xl border border-primary-200 bg-primary-50/60 p-4 sm:p-5", className)}>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:gap-8">
        <div className="flex min-w-0 flex-1 gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-700 text-white">
            <BadgeCheck aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h3 id={titleId} className="text-sm font-semibold text-primary-800">
              {title}
            </h3>
            <p className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
              <span className="text-lg font-semibold text-slate-900">{subscription.plan.name}</span>
              <span
                className={cn(
                  "rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1",
                  active ? "bg-white text-primary-800 ring-primary-200" : "bg-accent-50 text-accent-800 ring-accent-200",
                )}
              >
                {subscriptionStatusLabel(subscription.status, lang)}
              </span>
            </p>
            {period && (
              <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
                <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
                {period}
              </p>
            )}
          </div>
        </div>

        <ul className="grid gap-3 text-sm text-slate-700 sm:grid-cols-2 lg:flex lg:gap-8">
          <li className="flex gap-2">
            <Ticket aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
            <span>
              <span className="font-semibold text-slate-900">{T.passes[lang](totalPasses(subscription))}</span>
              <span className="block text-slate-600">{passesSplitText(subscription, lang)}</span>
            </span>
          </li>
          <li className="flex gap-2">
            <Box aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
            <span>
              <span className="font-semibold text-slate-900">{T.tours[lang](subscription.credits_3d_tour)}</span>
              <span className="block text-slate-600">{T.forATour[lang]}</span>
            </span>
          </li>
        </ul>

        {readOnly ? (
          <p className="text-sm text-slate-600 lg:max-w-48">{PLAN_HOLDER_TEXT.agentReadOnly}</p>
        ) : (
          <Button asChild variant="outline" className="lg:self-center">
            <Link to={pagePath.precios}>{T.changePlan[lang]}</Link>
          </Button>
        )}
      </div>
      {!active && <p className="mt-3 text-sm text-accent-800">{T.inactive[lang]}</p>}
      {agency?.is_owner && <PassesByAgent uses={passes_by_agent} />}
    </section>
  );
}
