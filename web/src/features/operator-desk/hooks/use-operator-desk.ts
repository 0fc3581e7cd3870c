import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { OPERATOR_MESSAGES } from "@domain/trust/operator-desk";
import { notify } from "@web/components/ui/toast";
import { ApiError, failureText, hasCode } from "@web/lib/api-client";
import { fetchAuditLog, fetchPhotoFailures, fetchPriceFlags, fetchQueues, operatorKeys, runDeskAction, type DeskAction } from "../api/operator-desk";

export function useOperatorQueues() {
  return useQuery({
    queryKey: operatorKeys.queues,
    queryFn: ({ signal }) => fetchQueues(signal),
    retry: (n, e) => !(e instanceof ApiError && e.status < 500) && n < 2,
  });
}

export function useAuditLog(enabled: boolean) {
  return useQuery({ queryKey: operatorKeys.audit, queryFn: ({ signal }) => fetchAuditLog(signal), enabled });
}

/** "Precios fuera de rango": read with the queues, for the tab's count. */
export function usePriceFlags() {
  return useQuery({ queryKey: operatorKeys.priceFlags, queryFn: ({ signal }) => fetchPriceFlags(signal) });
}

/** "Fotos sin huella": read with the queues, for the tab's count. */
export function usePhotoFailures() {
  return useQuery({ queryKey: operatorKeys.photoFailures, queryFn: ({ signal }) => fetchPhotoFailures(signal) });
}

const DONE: Record<DeskAction["kind"], string> = {
  approve: OPERATOR_MESSAGES.approved,
  reject: OPERATOR_MESSAGES.rejected,
  hide: OPERATOR_MESSAGES.hidden,
  restore: OPERATOR_MESSAGES.restored,
  suspend: OPERATOR_MESSAGES.suspended,
  reactivate: OPERATOR_MESSAGES.reactivated,
  reviewPrice: OPERATOR_MESSAGES.priceReviewed,
  retryPhoto: OPERATOR_MESSAGES.photoRetried,
};

/** One action of the desk; afterwards the queues and the log are read again (also when the listing changed meanwhile). */
export function useDeskAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runDeskAction,
    onSuccess: (_data, action) => notify.success(DONE[action.kind]),
    onError: (error) =>
      notify.error(
        hasCode(error, "changed_meanwhile") ? OPERATOR_MESSAGES.changedMeanwhileTitle : OPERATOR_MESSAGES.actionFailedTitle,
        failureText(error),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorKeys.queues }),
        queryClient.invalidateQueries({ queryKey: operatorKeys.audit }),
        queryClient.invalidateQueries({ queryKey: operatorKeys.priceFlags }),
        queryClient.invalidateQueries({ queryKey: operatorKeys.photoFailures }),
      ]),
  });
}
