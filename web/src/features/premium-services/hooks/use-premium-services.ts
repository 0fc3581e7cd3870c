import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { SERVICE_CATALOGUE, type AddOnService } from "@domain/billing/services";
import { serviceWords } from "@domain/billing/billing-text";
import { CHECKOUT_TEXT } from "@domain/billing/checkout-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { notify } from "@web/components/ui/toast";
import { useAuth } from "@web/lib/auth/auth-context";
import { getSubscription, subscriptionKey } from "@web/lib/subscription";
import { activationErrorMessage, listMyProperties, listServices, startServiceCheckout } from "../api/services";
import { pageQueryKeys } from "@web/lib/page-query-keys";

/** The catalogue from the server; the fixed catalogue of domain/ shows meanwhile (and if it fails). */
export function useServiceCatalogue(): readonly AddOnService[] {
  const query = useQuery({ queryKey: pageQueryKeys.services(), queryFn: ({ signal }) => listServices(signal), staleTime: Infinity });
  return query.data?.length ? query.data : SERVICE_CATALOGUE;
}

/** The signed-in agent's listings, asked only when the dialog needs to choose one. */
export function useMyProperties(enabled: boolean) {
  return useQuery({ queryKey: ["my-properties"], queryFn: ({ signal }) => listMyProperties(signal), enabled, staleTime: 60_000 });
}

/** 3D tour credits left on the agent's active plan (0 without one). */
export function useTourCredits(enabled: boolean): number {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const query = useQuery({
    queryKey: subscriptionKey(userId),
    queryFn: ({ signal }) => getSubscription(signal),
    enabled: enabled && userId !== null,
    staleTime: 30_000,
  });
  const subscription = query.data;
  return subscription?.status === "active" ? subscription.credits_3d_tour : 0;
}

type CheckoutVariables = { service: AddOnService; propertyId: string; useCredit?: boolean };

/**
 * Buying a service for one listing: loading on, then the
 * browser goes to the checkout; or, paid with the plan's 3D tour credit, the confirmation
 * (SERVICE_MESSAGES.activated) naming the service (and its days), loading off.
 */
export function useServiceCheckout({ onActivated, onFailed }: { onActivated: () => void; onFailed: (message: string) => void }) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const lang = useLang();
  // The service whose checkout the browser is leaving for: it stays busy until the page goes.
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ service, propertyId, useCredit }: CheckoutVariables) =>
      startServiceCheckout({ serviceId: service.id, propertyId, ...(useCredit ? { useCredit: true } : {}) }),
    onSuccess: (result, { service }) => {
      if ("url" in result) {
        setLeavingFor(service.id);
        window.location.assign(result.url);
        return;
      }
      notify.success(CHECKOUT_TEXT.activatedTitle[lang], CHECKOUT_TEXT.activated[lang]({ ...service, name: serviceWords(service, lang).name }));
      void queryClient.invalidateQueries({ queryKey: subscriptionKey(user?.id ?? null) });
      onActivated();
    },
    onError: (error) => {
      const message = activationErrorMessage(error, lang);
      notify.error(message);
      onFailed(message);
    },
  });
  const busy = mutation.isPending || leavingFor !== null;
  const busyWith = mutation.isPending
    ? { serviceId: mutation.variables?.service.id, useCredit: mutation.variables?.useCredit === true }
    : leavingFor
      ? { serviceId: leavingFor, useCredit: false }
      : null;
  return { start: mutation.mutate, busy, busyWith };
}
