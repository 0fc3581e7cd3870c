import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PLAN_CHANGE_MESSAGES, PLAN_CHANGE_MESSAGES_EN, PLAN_CHANGE_TEXTS, scheduledChangeLabel } from "@domain/billing/plan-change";
import { planNameIn } from "@domain/billing/billing-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { notify } from "@web/components/ui/toast";
import { ApiError } from "@web/lib/api-client";
import { useAuth } from "@web/lib/auth/auth-context";
import { cancelScheduledChange, getScheduledChange, previewPlanChange, scheduleDowngrade } from "../api/plans";

const scheduledKey = (userId: string | null) => ["plan-change", "scheduled", userId] as const;

/** What choosing `planId` does for the signed-in agent, read fresh each time the confirmation opens. */
export function usePlanChangePreview(planId: string | null) {
  return useQuery({
    queryKey: ["plan-change", "preview", planId],
    queryFn: ({ signal }) => previewPlanChange(planId!, signal),
    enabled: planId !== null,
    staleTime: 0,
    gcTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** The downgrade waiting for the end of the period, with scheduling and cancelling it. */
export function useScheduledChange({ enabled }: { enabled: boolean }) {
  const { user } = useAuth();
  const lang = useLang();
  const M = lang === "es" ? PLAN_CHANGE_MESSAGES : PLAN_CHANGE_MESSAGES_EN;
  const userId = user?.id ?? null;
  const client = useQueryClient();
  const key = scheduledKey(userId);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => getScheduledChange(signal), enabled: enabled && userId !== null });
  const failed = (error: unknown) => notify.error(error instanceof ApiError && error.status < 500 ? error.message : M.failed);
  const schedule = useMutation({
    mutationFn: scheduleDowngrade,
    onSuccess: (scheduled) => {
      client.setQueryData(key, scheduled);
      notify.success(
        PLAN_CHANGE_TEXTS[lang].scheduledToast,
        `${scheduledChangeLabel(planNameIn({ id: scheduled.plan_id, name: scheduled.plan_name }, lang), scheduled.effective_at, lang)}.`,
      );
    },
    onError: failed,
  });
  const cancel = useMutation({
    mutationFn: cancelScheduledChange,
    onSuccess: () => {
      client.setQueryData(key, null);
      notify.success(M.scheduledCancelled);
    },
    onError: failed,
  });
  return { scheduled: query.data ?? null, schedule, cancel };
}

export type ScheduledChange = ReturnType<typeof useScheduledChange>;
