import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BILLING_MESSAGES } from "@domain/billing/invoices";
import { notify as toast } from "@web/components/ui/toast";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import { deleteBillingData, fetchBillingData, fetchInvoices, saveBillingData } from "../api/invoices";

const BILLING_DATA = ["billing-data"] as const;
const INVOICES = ["invoices"] as const;
// While an invoice is still being stamped the list looks again this often.
const STAMPING_POLL_MS = 3000;

export function useBillingData() {
  return useQuery({ queryKey: BILLING_DATA, queryFn: ({ signal }) => fetchBillingData(signal) });
}

export function useSaveBillingData() {
  const client = useQueryClient();
  const m = useMessageIn();
  return useMutation({
    mutationFn: saveBillingData,
    onSuccess: (data) => {
      client.setQueryData(BILLING_DATA, data);
      toast.success(m(BILLING_MESSAGES.saved)!);
    },
  });
}

export function useDeleteBillingData() {
  const client = useQueryClient();
  const m = useMessageIn();
  return useMutation({
    mutationFn: deleteBillingData,
    onSuccess: () => {
      client.setQueryData(BILLING_DATA, null);
      toast.success(m(BILLING_MESSAGES.removed)!);
    },
  });
}

export function useInvoices() {
  return useQuery({
    queryKey: INVOICES,
    queryFn: ({ signal }) => fetchInvoices(signal),
    refetchInterval: (query) => (query.state.data?.some((i) => i.status === "pendiente") ? STAMPING_POLL_MS : false),
  });
}
