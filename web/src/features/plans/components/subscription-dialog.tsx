import { useId } from "react";
import { Mail, Scale } from "lucide-react";
import type { Plan } from "@domain/billing/plans";
import { PLAN_DIALOG_TEXT as T, PRICING_TEXT as P, planWords } from "@domain/billing/billing-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { buttonClasses } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useDialogReturnFocus } from "@web/lib/use-dialog-return-focus";
import { CheckList } from "@web/components/check-list";
import type { Checkout } from "../hooks/use-plans";
import { agencyComparisons, groupPlans, planPriceLabel } from "../plan-groups";
import { ChoosePlanButton } from "./choose-plan-button";
import { SALES_MAILTO } from "./enterprise-card";
import { CurrentPlanBadge, PlanBadges } from "./plan-badges";

type SubscriptionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plans: Plan[];
  checkout: Checkout;
  currentPlanId: string | null;
  defaultTab?: "publicaciones" | "agencia";
};

/**
 * The subscription dialog ('Cambiar Plan' on /precios): the plans side by side in two tabs,
 * 'Publicaciones' and 'Planes para Agencia', the second with the agency comparison.
 */
export function SubscriptionDialog({ open, onOpenChange, plans, checkout, currentPlanId, defaultTab = "publicaciones" }: SubscriptionDialogProps) {
  const lang = useLang();
  const returnFocus = useDialogReturnFocus(open);
  const groups = groupPlans(plans);
  const comparisons = agencyComparisons(plans, lang);
  return (
    <Dialog open={open} onOpenChange={(next) => !checkout.busy && onOpenChange(next)}>
      <DialogContent className="max-w-4xl! sm:p-8" onCloseAutoFocus={returnFocus}>
        <DialogTitle className="pr-10 text-xl">{T.subscriptionTitle[lang]}</DialogTitle>
        <DialogDescription>{T.subscriptionText[lang]}</DialogDescription>
        <Tabs defaultValue={defaultTab} className="mt-5">
          <TabsList>
            <TabsTrigger value="publicaciones">{P.tabListings[lang]}</TabsTrigger>
            <TabsTrigger value="agencia">{T.agencyTab[lang]}</TabsTrigger>
          </TabsList>
          <TabsContent value="publicaciones" className="pt-4">
            <PlanRows plans={groups.individual} checkout={checkout} currentPlanId={currentPlanId} />
          </TabsContent>
          <TabsContent value="agencia" className="pt-4">
            <aside
              aria-label={T.comparisonLabel[lang]}
              className="mb-4 flex gap-3 rounded-xl bg-accent-50 p-4 text-sm text-slate-800 ring-1 ring-accent-100"
            >
              <Scale aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
              <div>
                <p className="font-semibold text-slate-900">{T.comparisonTitle[lang]}</p>
                {comparisons.length > 0 && (
                  <ul className="mt-1.5 space-y-0.5">
                    {comparisons.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
              </div>
            </aside>
            <PlanRows plans={groups.agency} checkout={checkout} currentPlanId={currentPlanId} />
            {groups.custom.map((plan) => {
              const words = planWords(plan, lang);
              return (
                <div
                  key={plan.id}
                  className="mt-3 flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-center"
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-slate-900">{words.name}</p>
                    <p className="text-sm text-slate-600">
                      {P.custom[lang]} · {words.feature_list.slice(0, 3).join(" · ")}
                    </p>
                  </div>
                  <a href={SALES_MAILTO} className={buttonClasses("outline", "md")}>
                    <Mail aria-hidden="true" className="size-4" />
                    {P.contactSales[lang]}
                  </a>
                </div>
              );
            })}
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function PlanRows({ plans, checkout, currentPlanId }: { plans: Plan[]; checkout: Checkout; currentPlanId: string | null }) {
  const lang = useLang();
  if (plans.length === 0) return <p className="py-6 text-center text-slate-600">{T.noPlans[lang]}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {plans.map((plan) => (
        <PlanRow key={plan.id} plan={plan} checkout={checkout} current={plan.id === currentPlanId} />
      ))}
    </ul>
  );
}

function PlanRow({ plan, checkout, current }: { plan: Plan; checkout: Checkout; current: boolean }) {
  const titleId = useId();
  const lang = useLang();
  const words = planWords(plan, lang);
  return (
    <li aria-labelledby={titleId} className="flex flex-col rounded-xl border border-slate-200 p-4">
      <div className="mb-2 flex flex-wrap gap-1.5 empty:hidden sm:min-h-6 sm:empty:flex">
        <PlanBadges badges={plan.badges} />
        {current && <CurrentPlanBadge />}
      </div>
      <p id={titleId} className="font-semibold text-slate-900">
        {words.name}
      </p>
      <p className="text-2xl font-semibold tracking-tight text-slate-900">{planPriceLabel(plan, lang)}</p>
      <CheckList items={words.feature_list.slice(0, 4)} tight className="mt-3 flex-1 space-y-1.5 text-sm text-slate-700" />
      <ChoosePlanButton plan={plan} checkout={checkout} current={current} titleId={titleId} className="mt-4 w-full" />
    </li>
  );
}
