import type { RefObject } from "react";
import { ArrowLeft, CalendarClock, CircleAlert } from "lucide-react";
import type { Plan } from "@domain/billing/plans";
import { PLAN_CHANGE_LABELS, type PlanChange } from "@domain/billing/plan-change";
import { formatPriceMXN } from "@domain/format/money";
import { CheckList } from "@web/components/check-list";
import { Button } from "@web/components/ui/button";
import { DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Skeleton } from "@web/components/ui/skeleton";
import { CHECKOUT_MESSAGES } from "@domain/billing/checkout-messages";
import { ApiError } from "@web/lib/api-client";
import type { Checkout } from "../hooks/use-plans";
import { usePlanChangePreview, type ScheduledChange } from "../hooks/use-plan-change";

type PlanChangeConfirmationProps = {
  plan: Plan;
  titleRef: RefObject<HTMLHeadingElement | null>;
  checkout: Checkout;
  scheduledChange: ScheduledChange;
  onBack: () => void;
  onScheduled: () => void;
};

/**
 * What choosing a plan does, read from the server before anything is charged: for an upgrade
 * the new plan's price, the credit for the unused days and what is paid today, then 'Continuar
 * al pago'; for a downgrade the day it begins and 'Programar cambio'; what happens to passes
 * and 3D credits in both. A refusal (the same plan) is said in the server's words.
 */
export function PlanChangeConfirmation({ plan, titleRef, checkout, scheduledChange, onBack, onScheduled }: PlanChangeConfirmationProps) {
  const preview = usePlanChangePreview(plan.id);
  const change = preview.data;
  const scheduling = scheduledChange.schedule.isPending;
  const paying = checkout.processingPlanId === plan.id;

  return (
    <>
      <DialogTitle ref={titleRef} tabIndex={-1} className="pr-10 focus:outline-none">
        {PLAN_CHANGE_LABELS.confirmTitle(plan.name)}
      </DialogTitle>
      {preview.isPending ? (
        <div aria-busy="true" className="mt-4 space-y-3">
          <span role="status" className="sr-only">
            Calculando tu cambio de plan…
          </span>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : preview.isError ? (
        <p role="alert" className="mt-4 flex gap-2 rounded-lg bg-danger-50 px-4 py-3 text-sm text-danger-800 ring-1 ring-danger-200">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          {preview.error instanceof ApiError && preview.error.status < 500 ? preview.error.message : CHECKOUT_MESSAGES.failed}
        </p>
      ) : (
        <>
          <DialogDescription>{change!.summary[0]}</DialogDescription>
          {change!.kind === "downgrade" ? <ScheduledDate change={change!} /> : <Amounts change={change!} />}
          <CheckList items={change!.summary.slice(1)} className="mt-4 space-y-2 text-sm text-slate-700" />
        </>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <BackButton onClick={onBack} disabled={paying || scheduling} />
        {change?.kind === "downgrade" ? (
          <Button busy={scheduling} onClick={() => scheduledChange.schedule.mutate(plan.id, { onSuccess: onScheduled })}>
            {scheduling ? "Procesando..." : PLAN_CHANGE_LABELS.schedule}
          </Button>
        ) : (
          <Button busy={paying} disabled={!change || checkout.busy} onClick={() => checkout.choose(plan)}>
            {paying ? "Procesando..." : PLAN_CHANGE_LABELS.pay}
          </Button>
        )}
      </div>
    </>
  );
}

/** The upgrade's (or a first plan's) amounts: the price, the credit for the unused days, and what is paid today. */
function Amounts({ change }: { change: PlanChange }) {
  return (
    <dl className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm">
      <div className="flex justify-between gap-4 px-4 py-2.5">
        <dt className="text-slate-600">{PLAN_CHANGE_LABELS.price(change.to_plan.name)}</dt>
        <dd className="font-medium text-slate-900 tabular-nums">{formatPriceMXN(change.to_plan.price_mxn)}</dd>
      </div>
      {change.from_plan && (
        <div className="flex justify-between gap-4 px-4 py-2.5">
          <dt className="text-slate-600">{PLAN_CHANGE_LABELS.credit(change.unused_days, change.from_plan.name)}</dt>
          <dd className="font-medium whitespace-nowrap text-primary-700 tabular-nums">−{formatPriceMXN(change.credit_mxn)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 bg-slate-50 px-4 py-3">
        <dt className="font-semibold text-slate-900">{PLAN_CHANGE_LABELS.dueToday}</dt>
        <dd className="text-lg font-semibold text-slate-900 tabular-nums">{formatPriceMXN(change.amount_due_mxn)}</dd>
      </div>
    </dl>
  );
}

/** A downgrade's day, large: nothing is charged until then. */
function ScheduledDate({ change }: { change: PlanChange }) {
  return (
    <p className="mt-4 flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
      <span>
        {PLAN_CHANGE_LABELS.dueToday}: <strong className="text-slate-900">{formatPriceMXN(change.amount_due_mxn)}</strong>
      </span>
    </p>
  );
}

/** 'Volver': back to the list, or out of the dialog when it opened at a plan. */
function BackButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  return (
    <Button variant="outline" disabled={disabled} onClick={onClick}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Volver
    </Button>
  );
}
