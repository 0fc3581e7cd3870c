import type { RefObject } from "react";
import { ArrowLeft, CalendarClock, CircleAlert } from "lucide-react";
import type { Plan } from "@domain/billing/plans";
import { PLAN_CHANGE_TEXTS, type PlanChange } from "@domain/billing/plan-change";
import { PLAN_DIALOG_TEXT as T, PRICING_TEXT as P, planNameIn } from "@domain/billing/billing-text";
import type { Lang } from "@domain/i18n/lang";
import { useLang } from "@web/lib/i18n/lang-context";
import { formatPriceMXN } from "@domain/format/money";
import { CheckList } from "@web/components/check-list";
import { Button } from "@web/components/ui/button";
import { DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Skeleton } from "@web/components/ui/skeleton";
import { CHECKOUT_MESSAGES, CHECKOUT_MESSAGES_EN } from "@domain/billing/checkout-messages";
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
  const lang = useLang();
  const L = PLAN_CHANGE_TEXTS[lang];
  const preview = usePlanChangePreview(plan.id);
  const change = preview.data;
  const scheduling = scheduledChange.schedule.isPending;
  const paying = checkout.processingPlanId === plan.id;

  return (
    <>
      <DialogTitle ref={titleRef} tabIndex={-1} className="pr-10 focus:outline-none">
        {L.confirmTitle(planNameIn(plan, lang))}
      </DialogTitle>
      {preview.isPending ? (
        <div aria-busy="true" className="mt-4 space-y-3">
          <span role="status" className="sr-only">
            {T.calculating[lang]}
          </span>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : preview.isError ? (
        <p role="alert" className="mt-4 flex gap-2 rounded-lg bg-danger-50 px-4 py-3 text-sm text-danger-800 ring-1 ring-danger-200">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          {preview.error instanceof ApiError && preview.error.status < 500
            ? preview.error.message
            : (lang === "es" ? CHECKOUT_MESSAGES : CHECKOUT_MESSAGES_EN).failed}
        </p>
      ) : (
        <>
          <DialogDescription>{change!.summary[0]}</DialogDescription>
          {change!.kind === "downgrade" ? <ScheduledDate change={change!} lang={lang} /> : <Amounts change={change!} lang={lang} />}
          <CheckList items={change!.summary.slice(1)} className="mt-4 space-y-2 text-sm text-slate-700" />
        </>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <BackButton onClick={onBack} disabled={paying || scheduling} label={T.back[lang]} />
        {change?.kind === "downgrade" ? (
          <Button busy={scheduling} onClick={() => scheduledChange.schedule.mutate(plan.id, { onSuccess: onScheduled })}>
            {scheduling ? P.processing[lang] : L.schedule}
          </Button>
        ) : (
          <Button busy={paying} disabled={!change || checkout.busy} onClick={() => checkout.choose(plan)}>
            {paying ? P.processing[lang] : L.pay}
          </Button>
        )}
      </div>
    </>
  );
}

/** The upgrade's (or a first plan's) amounts: the price, the credit for the unused days, and what is paid today. */
function Amounts({ change, lang }: { change: PlanChange; lang: Lang }) {
  const L = PLAN_CHANGE_TEXTS[lang];
  return (
    <dl className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm">
      <div className="flex justify-between gap-4 px-4 py-2.5">
        <dt className="text-slate-600">{L.price(planNameIn(change.to_plan, lang))}</dt>
        <dd className="font-medium text-slate-900 tabular-nums">{formatPriceMXN(change.to_plan.price_mxn, lang)}</dd>
      </div>
      {change.from_plan && (
        <div className="flex justify-between gap-4 px-4 py-2.5">
          <dt className="text-slate-600">{L.credit(change.unused_days, planNameIn(change.from_plan, lang))}</dt>
          <dd className="font-medium whitespace-nowrap text-primary-700 tabular-nums">−{formatPriceMXN(change.credit_mxn, lang)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 bg-slate-50 px-4 py-3">
        <dt className="font-semibold text-slate-900">{L.dueToday}</dt>
        <dd className="text-lg font-semibold text-slate-900 tabular-nums">{formatPriceMXN(change.amount_due_mxn, lang)}</dd>
      </div>
    </dl>
  );
}

/** A downgrade's day, large: nothing is charged until then. */
function ScheduledDate({ change, lang }: { change: PlanChange; lang: Lang }) {
  return (
    <p className="mt-4 flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
      <span>
        {PLAN_CHANGE_TEXTS[lang].dueToday}: <strong className="text-slate-900">{formatPriceMXN(change.amount_due_mxn, lang)}</strong>
      </span>
    </p>
  );
}

/** 'Volver': back to the list, or out of the dialog when it opened at a plan. */
function BackButton({ onClick, disabled, label }: { onClick: () => void; disabled: boolean; label: string }) {
  return (
    <Button variant="outline" disabled={disabled} onClick={onClick}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
