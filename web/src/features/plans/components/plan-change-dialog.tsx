import { useEffect, useRef, useState } from "react";
import { ArrowRight } from "lucide-react";
import type { Role } from "@domain/auth/roles";
import type { Plan, Subscription } from "@domain/billing/plans";
import { changeablePlanType } from "@domain/billing/plan-change";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { cn } from "@web/lib/cn";
import { useDialogReturnFocus } from "@web/lib/use-dialog-return-focus";
import { PLAN_DIALOG_TEXT as T, PRICING_TEXT as P, planNameIn } from "@domain/billing/billing-text";
import { useLang } from "@web/lib/i18n/lang-context";
import type { Checkout } from "../hooks/use-plans";
import type { ScheduledChange } from "../hooks/use-plan-change";
import { planPriceLabel, purchasablePlans } from "../plan-groups";
import { CurrentPlanBadge } from "./plan-badges";
import { PlanChangeConfirmation } from "./plan-change-confirmation";
import { ScheduledChangeNotice } from "./scheduled-change-notice";

type PlanChangeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subscription: Subscription;
  plans: Plan[];
  checkout: Checkout;
  scheduledChange: ScheduledChange;
  role: Role;
  /** A plan chosen before the dialog opened ('Elegir' on /precios): the dialog opens at its confirmation. */
  initialPlan?: Plan | null;
};

/**
 * 'Cambiar plan': the plans this person can change to (individual plans for an agent, agency
 * plans for an agency's owner), the current one marked 'Plan actual', and a downgrade already
 * scheduled with its cancel. Choosing a plan shows what the change does before anything is
 * charged (PlanChangeConfirmation).
 */
export function PlanChangeDialog({
  open,
  onOpenChange,
  subscription,
  plans,
  checkout,
  scheduledChange,
  role,
  initialPlan = null,
}: PlanChangeDialogProps) {
  const lang = useLang();
  const returnFocus = useDialogReturnFocus(open);
  const [chosen, setChosen] = useState<Plan | null>(initialPlan);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const currentId = subscription.plan.id;
  const planType = changeablePlanType(role);
  const options = purchasablePlans(plans).filter((p) => p.plan_type === planType);
  const busy = checkout.busy || scheduledChange.schedule.isPending || scheduledChange.cancel.isPending;

  useEffect(() => {
    if (open) setChosen(initialPlan);
  }, [open, initialPlan]);

  // Each step starts at its title, so a screen reader hears where it is.
  const focusTitle = () => titleRef.current?.focus();
  useEffect(focusTitle, [chosen]);

  const close = () => {
    onOpenChange(false);
    setChosen(null);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (next) onOpenChange(true);
        else close();
      }}
    >
      <DialogContent
        className="max-w-xl!"
        onCloseAutoFocus={returnFocus}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          focusTitle();
        }}
      >
        {chosen ? (
          <PlanChangeConfirmation
            plan={chosen}
            titleRef={titleRef}
            checkout={checkout}
            scheduledChange={scheduledChange}
            onBack={initialPlan ? close : () => setChosen(null)}
            onScheduled={close}
          />
        ) : (
          <>
            <DialogTitle ref={titleRef} tabIndex={-1} className="pr-10 focus:outline-none">
              {T.changePlan[lang]}
            </DialogTitle>
            <DialogDescription>{T.chooseNew[lang]}</DialogDescription>
            {scheduledChange.scheduled && <ScheduledChangeNotice scheduledChange={scheduledChange} className="mt-4" />}
            <ul
              aria-label={planType === "agency" ? P.agencyGridLabel[lang] : P.individualTitle[lang]}
              className="mt-5 divide-y divide-slate-200 rounded-xl border border-slate-200"
            >
              {options.map((plan) => {
                const current = plan.id === currentId;
                return (
                  <li key={plan.id} className={cn("flex items-center gap-3 px-4 py-3", current && "bg-primary-50/60")}>
                    <div className="min-w-0 flex-1">
                      <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                        {planNameIn(plan, lang)}
                        {current && <CurrentPlanBadge />}
                      </p>
                      <p className="text-sm text-slate-600">{planPriceLabel(plan, lang)}</p>
                    </div>
                    {!current && (
                      <Button variant="outline" size="sm" className="min-h-11 sm:min-h-9" disabled={busy} onClick={() => setChosen(plan)}>
                        {P.choose[lang]}
                        <span className="sr-only"> {planNameIn(plan, lang)}</span>
                        <ArrowRight aria-hidden="true" className="size-4" />
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
