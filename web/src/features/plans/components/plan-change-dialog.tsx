import { useEffect, useRef, useState } from "react";
import { ArrowLeft, ArrowRight } from "lucide-react";
import type { Plan, Subscription } from "@domain/billing/plans";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { cn } from "@web/lib/cn";
import { useDialogReturnFocus } from "@web/lib/use-dialog-return-focus";
import type { Checkout } from "../hooks/use-plans";
import { planPriceLabel, purchasablePlans } from "../plan-groups";
import { CurrentPlanBadge } from "./plan-badges";

type PlanChangeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subscription: Subscription;
  plans: Plan[];
  checkout: Checkout;
};

/**
 * 'Cambiar Plan': every plan one can buy, the current one marked 'Plan actual'. Choosing
 * another asks for confirmation, then goes to checkout.
 */
export function PlanChangeDialog({ open, onOpenChange, subscription, plans, checkout }: PlanChangeDialogProps) {
  const returnFocus = useDialogReturnFocus(open);
  const [chosen, setChosen] = useState<Plan | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const currentId = subscription.plan.id;
  const options = purchasablePlans(plans);
  const groups = [
    { label: "Publicaciones", plans: options.filter((p) => p.plan_type === "individual") },
    { label: "Agencias", plans: options.filter((p) => p.plan_type === "agency") },
  ].filter((g) => g.plans.length > 0);

  // Each step starts at its title, so a screen reader hears where it is.
  const focusTitle = () => titleRef.current?.focus();
  useEffect(focusTitle, [chosen]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (checkout.busy) return;
        onOpenChange(next);
        if (!next) setChosen(null);
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
          <>
            <DialogTitle ref={titleRef} tabIndex={-1} className="pr-10 focus:outline-none">
              ¿Cambiar a {chosen.name}?
            </DialogTitle>
            <DialogDescription>
              Pasarás de {subscription.plan.name} ({planPriceLabel(subscription.plan)}) a {chosen.name} ({planPriceLabel(chosen)}). Te llevaremos al
              pago; el cambio se aplica en cuanto se confirme.
            </DialogDescription>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" disabled={checkout.busy} onClick={() => setChosen(null)}>
                <ArrowLeft aria-hidden="true" className="size-4" />
                Volver
              </Button>
              <Button busy={checkout.processingPlanId === chosen.id} onClick={() => checkout.choose(chosen)}>
                {checkout.processingPlanId === chosen.id ? "Procesando..." : "Continuar al pago"}
              </Button>
            </div>
          </>
        ) : (
          <>
            <DialogTitle ref={titleRef} tabIndex={-1} className="pr-10 focus:outline-none">
              Cambiar plan
            </DialogTitle>
            <DialogDescription>Elige tu nuevo plan. Los precios son por mes, en pesos mexicanos.</DialogDescription>
            {groups.map((group) => (
              <section key={group.label} aria-label={group.label} className="mt-5">
                <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{group.label}</h3>
                <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
                  {group.plans.map((plan) => {
                    const current = plan.id === currentId;
                    return (
                      <li key={plan.id} className={cn("flex items-center gap-3 px-4 py-3", current && "bg-primary-50/60")}>
                        <div className="min-w-0 flex-1">
                          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                            {plan.name}
                            {current && <CurrentPlanBadge />}
                          </p>
                          <p className="text-sm text-slate-600">{planPriceLabel(plan)}</p>
                        </div>
                        {!current && (
                          <Button variant="outline" size="sm" className="min-h-11 sm:min-h-9" onClick={() => setChosen(plan)}>
                            Elegir
                            <span className="sr-only"> {plan.name}</span>
                            <ArrowRight aria-hidden="true" className="size-4" />
                          </Button>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
