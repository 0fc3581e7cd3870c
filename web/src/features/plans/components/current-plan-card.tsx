import { useQuery } from "@tanstack/react-query";
import { BadgeCheck, Box, CalendarClock, LoaderCircle, Ticket } from "lucide-react";
import { PLAN_HOLDER_TEXT } from "@domain/billing/plan-holder";
import type { Subscription } from "@domain/billing/plans";
import { formatLongDate } from "@domain/format/date";
import { PassesByAgent } from "@web/components/passes-by-agent";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { useAuth } from "@web/lib/auth/auth-context";
import { cn } from "@web/lib/cn";
import { getPlanHolder, planHolderKey } from "@web/lib/subscription";
import { planPriceLabel } from "../plan-groups";

const STATUS_LABELS: Record<Subscription["status"], string> = {
  active: "Activa",
  past_due: "Pago pendiente",
  pending: "Esperando el pago",
  canceled: "Cancelada",
};

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
  const holder = useQuery({ queryKey: planHolderKey(user?.id ?? null), queryFn: ({ signal }) => getPlanHolder(signal), enabled: Boolean(user) });
  const agency = holder.data?.agency ?? null;
  const readOnly = agency !== null && !agency.is_owner;
  const title = !agency ? "Tu plan actual" : readOnly ? PLAN_HOLDER_TEXT.publishesWith(agency.name) : PLAN_HOLDER_TEXT.agencyPlan(agency.name);
  const uses = agency?.is_owner ? (holder.data?.passes_by_agent ?? []) : [];
  const active = subscription.status === "active";
  const periodEnd = subscription.current_period_end ? new Date(subscription.current_period_end) : null;
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
                {STATUS_LABELS[subscription.status] ?? subscription.status}
              </span>
            </p>
            <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
              <li className="flex items-center gap-1.5 font-semibold text-slate-900">
                <Ticket aria-hidden="true" className="size-4 text-primary-700" />
                Pases disponibles: {subscription.total_passes}
              </li>
              {subscription.credits_3d_tour > 0 && (
                <li className="flex items-center gap-1.5">
                  <Box aria-hidden="true" className="size-4 text-primary-700" />
                  Créditos de tour 3D: {subscription.credits_3d_tour}
                </li>
              )}
              {periodEnd && !Number.isNaN(periodEnd.getTime()) && (
                <li className="flex items-center gap-1.5">
                  <CalendarClock aria-hidden="true" className="size-4 text-primary-700" />
                  {active ? "Se renueva el" : "Periodo hasta el"} {formatLongDate(periodEnd)}
                </li>
              )}
              {subscription.plan.price_mxn !== null && <li>{planPriceLabel(subscription.plan)}</li>}
            </ul>
          </div>
        </div>
        {readOnly ? (
          <p className="text-sm text-slate-600 sm:max-w-56 sm:self-center">{PLAN_HOLDER_TEXT.agentReadOnly}</p>
        ) : (
          <Button variant="outline" onClick={onChangePlan} disabled={!canChange || holder.isPending} className="sm:self-center">
            Cambiar Plan
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
  return (
    <div role="status" className="flex items-center gap-3 rounded-2xl border border-primary-200 bg-primary-50/60 p-5 text-primary-900 sm:p-6">
      {!stillWaiting && <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin" />}
      {stillWaiting
        ? "Tu pago se está confirmando. Recarga la página en unos minutos para ver tu plan."
        : "Confirmando tu pago… tu plan aparecerá aquí en unos segundos."}
    </div>
  );
}
