import { useEffect, useRef, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { Plan } from "@domain/billing/plans";
import { isAgentRole } from "@domain/auth/roles";
import { notify } from "@web/components/ui/toast";
import { hasCode } from "@web/lib/api-client";
import { useAuth } from "@web/lib/auth/auth-context";
import { getSubscription, subscriptionKey } from "@web/lib/subscription";
import { createCheckout, listPlans } from "../api/plans";
import { pageQueryKeys } from "@web/lib/page-query-keys";
import { CHECKOUT_MESSAGES } from "@domain/billing/checkout-messages";

export const PLANS_KEY = pageQueryKeys.plans();

const SAID_REFUSALS = ["agency_plan", "same_plan", "downgrade_scheduled"] as const;

/** The plans change rarely: read once per visit. */
export function usePlans() {
  return useQuery({ queryKey: PLANS_KEY, queryFn: ({ signal }) => listPlans(signal), staleTime: 5 * 60_000 });
}

/**
 * The signed-in person's subscription (nothing is asked while signed out). `awaitingPayment`
 * (back from a paid checkout) polls for a while in case the payment is confirmed a moment
 * after the person returns (a Stripe webhook).
 */
export function useSubscription({ awaitingPayment = false }: { awaitingPayment?: boolean } = {}) {
  const { user, loading } = useAuth();
  const userId = user?.id ?? null;
  const reads = useRef(0);
  const query = useQuery({
    queryKey: subscriptionKey(userId),
    queryFn: ({ signal }) => {
      reads.current += 1;
      return getSubscription(signal);
    },
    enabled: !loading && userId !== null,
    staleTime: 0,
    refetchInterval: (q) => (awaitingPayment && !q.state.data && reads.current < MAX_PAYMENT_READS ? 2000 : false),
  });
  return {
    query,
    /** Back from a paid checkout, the plan has not shown up after all the reads. */
    stillWaiting: awaitingPayment && !query.data && reads.current >= MAX_PAYMENT_READS,
  };
}

/** About 30 s of reads, every 2 s, after coming back from a paid checkout. */
const MAX_PAYMENT_READS = 15;

/**
 * The dialog in front of a plan's payment: signed out (sign in or create an agent's account,
 * then come back to this plan), an account that searches (plans publish listings, which
 * agents and agencies do), or back from signing in with a plan chosen (its payment offered).
 */
export type PlanGate = { reason: "signed-out" | "searcher" | "resume"; plan: Plan };

/**
 * Buying a plan: signed out or a searcher's account → the dialog that says why and no call;
 * otherwise POST /api/checkout and the browser goes to the address it returns. The plan
 * being bought shows 'Procesando...' until the browser leaves.
 */
export function useCheckout() {
  const { user, loading } = useAuth();
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const [gate, setGate] = useState<PlanGate | null>(null);
  const mutation = useMutation({
    mutationFn: (plan: Plan) => createCheckout(plan.id),
    onSuccess: (url, plan) => {
      setLeavingFor(plan.id);
      window.location.assign(url);
    },
    // A refusal the person can act on is told in the server's words (an agency's agent publishes
    // with the agency's plan; the same plan again; a downgrade, which is scheduled, not paid);
    // anything else is a failure.
    onError: (error) => notify.error(SAID_REFUSALS.some((code) => hasCode(error, code)) ? (error as Error).message : CHECKOUT_MESSAGES.failed),
  });

  // Back from the checkout with the browser's Back button (page restored from the cache):
  // the purchase was left, so the buttons are free again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeavingFor(null);
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  const processingPlanId = leavingFor ?? (mutation.isPending ? (mutation.variables?.id ?? null) : null);
  const blockedGate = (plan: Plan): PlanGate | null =>
    !user ? { reason: "signed-out", plan } : isAgentRole(user.role) ? null : { reason: "searcher", plan };

  return {
    /** While the session is being read, nobody can buy yet. */
    ready: !loading,
    /** Known to be signed out: 'Elegir' asks to sign in, in the page (no call to make). */
    signedOut: !loading && !user,
    processingPlanId,
    busy: processingPlanId !== null,
    gate,
    closeGate: () => setGate(null),
    choose(plan: Plan) {
      if (loading || processingPlanId) return;
      const blocked = blockedGate(plan);
      if (blocked) setGate(blocked);
      else mutation.mutate(plan);
    },
    /** A plan chosen before signing in: its payment is offered (or why it cannot be bought). */
    offer(plan: Plan) {
      if (loading || processingPlanId) return;
      setGate(blockedGate(plan) ?? { reason: "resume", plan });
    },
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
