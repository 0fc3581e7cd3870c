import { useEffect, useRef, useState, type ComponentType } from "react";
import { useSearchParams } from "react-router";
import { Scale } from "lucide-react";
import { isAgentRole } from "@domain/auth/roles";
import type { Plan } from "@domain/billing/plans";
import { PRICING_TEXT as P } from "@domain/billing/billing-text";
import { useText } from "@web/lib/i18n/lang-context";

import type { ServiceCategory } from "@domain/billing/services";
import { Button } from "@web/components/ui/button";
import { Container } from "@web/components/ui/container";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { notify } from "@web/components/ui/toast";
import { useAuth } from "@web/lib/auth/auth-context";
import { useCheckout, usePlans, useSubscription, type Checkout } from "../hooks/use-plans";
import { useScheduledChange } from "../hooks/use-plan-change";
import { groupPlans } from "../plan-groups";
import { PLAN_PARAM } from "../plan-param";
import { ConfirmingPayment, CurrentPlanCard, CurrentPlanSkeleton } from "./current-plan-card";
import { EnterpriseCard } from "./enterprise-card";
import { PlanChangeDialog } from "./plan-change-dialog";
import { PlanGateDialog } from "./plan-gate-dialog";
import { PlanGrid } from "./plan-grid";
import { ScheduledChangeNotice } from "./scheduled-change-notice";
import { ServicesTab } from "./services-tab";
import { SubscriptionDialog } from "./subscription-dialog";

/** The premium services dialog, handed in by the route (features do not import each other); it loads its code on first open. */
export type ServicesDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultCategory?: ServiceCategory;
};

const TABS = ["publicaciones", "agencias", "servicios"] as const;
type Tab = (typeof TABS)[number];

/**
 * /precios, 'Planes de Suscripción': the current plan when subscribed, then the plans in three tabs
 * (Publicaciones, Agencias, Servicios). The tab lives in ?tab= so it can be linked; coming
 * back from checkout (?pago=exito or ?pago=cancelado) says how it went; coming back from
 * signing in with ?plan= offers that plan's payment.
 */
export function PricingPage({ ServicesDialog }: { ServicesDialog: ComponentType<ServicesDialogProps> }) {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("tab");
  const tab: Tab = TABS.includes(tabParam as Tab) ? (tabParam as Tab) : "publicaciones";
  const [payment] = useState(() => params.get("pago"));
  const [chosenPlanId] = useState(() => params.get(PLAN_PARAM));

  const { user, loading } = useAuth();
  const t = useText();
  const plans = usePlans();
  const { query: subscription, stillWaiting } = useSubscription({ awaitingPayment: payment === "exito" });
  const checkout = useCheckout();

  const [compareOpen, setCompareOpen] = useState(false);
  const [changeOpen, setChangeOpen] = useState(false);
  // The plan whose change is being confirmed ('Elegir' while subscribed), or null for the plan list.
  const [changeTo, setChangeTo] = useState<Plan | null>(null);
  const [services, setServices] = useState<{ open: boolean; category?: ServiceCategory }>({ open: false });

  // Back from checkout: say how it went once, and leave ?pago= out of the address.
  const announced = useRef(false);
  useEffect(() => {
    if (!payment || announced.current) return;
    announced.current = true;
    if (payment === "exito") notify.success("¡Pago completado!", "Tu suscripción ya está activa.");
    else if (payment === "cancelado") notify.info("Pago cancelado", "No se hizo ningún cargo. Elige un plan cuando quieras.");
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete("pago");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [payment, setParams]);

  const groups = groupPlans(plans.data ?? []);
  const current = subscription.data ?? null;
  const currentPlanId = current?.plan.id ?? null;
  const scheduledChange = useScheduledChange({ enabled: current !== null });

  // Subscribed, 'Elegir' never goes straight to a payment: the plan change is confirmed first
  // (what it costs today, the credit, the passes, or the day a downgrade begins).
  const openChange = (plan: Plan | null) => {
    setCompareOpen(false);
    setChangeTo(plan);
    setChangeOpen(true);
  };
  const choosing: Checkout = current && user ? { ...checkout, choose: (plan: Plan) => openChange(plan) } : checkout;

  // Back from signing in or registering with a plan chosen: offer its payment once (unless
  // it is already the person's plan), and leave ?plan= out of the address.
  const resumed = useRef(false);
  const knowsCurrentPlan = !user || !isAgentRole(user.role) || !subscription.isPending;
  useEffect(() => {
    if (!chosenPlanId || resumed.current || loading || !plans.data || !knowsCurrentPlan) return;
    resumed.current = true;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(PLAN_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    const plan = plans.data.find((p) => p.id === chosenPlanId && p.price_mxn !== null);
    if (plan && plan.id !== currentPlanId) {
      if (currentPlanId) {
        setChangeTo(plan);
        setChangeOpen(true);
      } else checkout.offer(plan);
    }
  }, [chosenPlanId, loading, plans.data, knowsCurrentPlan, currentPlanId, checkout, setParams]);

  // 'Elegir' in the comparison dialog that needs the plan dialog: one dialog at a time.
  useEffect(() => {
    if (checkout.gate) setCompareOpen(false);
  }, [checkout.gate]);

  const setTab = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === "publicaciones") next.delete("tab");
        else next.set("tab", value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const gridState = {
    pending: plans.isPending,
    error: plans.isError,
    refetching: plans.isFetching,
    retry: () => void plans.refetch(),
  };

  const openServices = (category?: ServiceCategory) => setServices({ open: true, category });

  return (
    <>
      <section aria-labelledby="pricing-title" className="border-b border-slate-200 bg-slate-50">
        <Container className="flex flex-col gap-6 py-10 sm:py-14 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <h1 id="pricing-title" className="text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl">
              {t(P.title)}
            </h1>
            <p className="mt-3 text-lg text-pretty text-slate-600">{t(P.lead)}</p>
          </div>
          <Button variant="outline" onClick={() => setCompareOpen(true)} disabled={!plans.data?.length} className="md:shrink-0">
            <Scale aria-hidden="true" className="size-4" />
            {t(P.compare)}
          </Button>
        </Container>
      </section>

      <Container className="py-8 sm:py-12">
        {user && (
          <div className="mb-8 empty:hidden">
            {current ? (
              <>
                <CurrentPlanCard subscription={current} onChangePlan={() => openChange(null)} canChange={Boolean(plans.data?.length)} />
                <ScheduledChangeNotice scheduledChange={scheduledChange} className="mt-3" />
              </>
            ) : subscription.isPending ? (
              <CurrentPlanSkeleton />
            ) : payment === "exito" ? (
              <ConfirmingPayment stillWaiting={stillWaiting} />
            ) : null}
          </div>
        )}

        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label={t(P.tabsLabel)}>
            <TabsTrigger value="publicaciones">{t(P.tabListings)}</TabsTrigger>
            <TabsTrigger value="agencias">{t(P.tabAgencies)}</TabsTrigger>
            <TabsTrigger value="servicios">{t(P.tabServices)}</TabsTrigger>
          </TabsList>

          <TabsContent value="publicaciones">
            <TabIntro title={t(P.individualTitle)} text={t(P.individualText)} />
            <PlanGrid
              label={t(P.individualTitle)}
              plans={groups.individual}
              state={gridState}
              checkout={choosing}
              currentPlanId={currentPlanId}
              empty={t(P.individualEmpty)}
            />
          </TabsContent>

          <TabsContent value="agencias">
            <TabIntro title={t(P.agencyTitle)} text={t(P.agencyText)} />
            <PlanGrid
              label={t(P.agencyGridLabel)}
              plans={groups.agency}
              state={gridState}
              checkout={choosing}
              currentPlanId={currentPlanId}
              empty={t(P.agencyEmpty)}
            />
            {!plans.isPending && !plans.isError && groups.custom.length > 0 && (
              <div className="mt-6 space-y-6">
                {groups.custom.map((plan) => (
                  <EnterpriseCard key={plan.id} plan={plan} />
                ))}
              </div>
            )}
          </TabsContent>

          <TabsContent value="servicios">
            <TabIntro title={t(P.servicesTitle)} text={t(P.servicesText)} />
            <ServicesTab onHire={openServices} />
          </TabsContent>
        </Tabs>
      </Container>

      {plans.data && (
        <SubscriptionDialog
          open={compareOpen}
          onOpenChange={setCompareOpen}
          plans={plans.data}
          checkout={choosing}
          currentPlanId={currentPlanId}
          defaultTab={tab === "agencias" ? "agencia" : "publicaciones"}
        />
      )}
      {current && plans.data && user && (
        <PlanChangeDialog
          open={changeOpen}
          onOpenChange={setChangeOpen}
          subscription={current}
          plans={plans.data}
          checkout={checkout}
          scheduledChange={scheduledChange}
          role={user.role}
          initialPlan={changeTo}
        />
      )}
      <PlanGateDialog checkout={checkout} />
      <ServicesDialog open={services.open} onOpenChange={(open) => setServices((s) => ({ ...s, open }))} defaultCategory={services.category} />
    </>
  );
}

function TabIntro({ title, text }: { title: string; text: string }) {
  return (
    <div className="mb-6">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-slate-600">{text}</p>
    </div>
  );
}
