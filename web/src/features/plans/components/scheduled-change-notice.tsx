import { CalendarClock } from "lucide-react";
import { PLAN_CHANGE_TEXTS, scheduledChangeLabel } from "@domain/billing/plan-change";
import { PLAN_DIALOG_TEXT as T, planNameIn } from "@domain/billing/billing-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import type { ScheduledChange } from "../hooks/use-plan-change";

/** 'Cambia a Básico el 27 de diciembre de 2026', with 'Cancelar cambio' until that day. */
export function ScheduledChangeNotice({ scheduledChange, className }: { scheduledChange: ScheduledChange; className?: string }) {
  const lang = useLang();
  const { scheduled, cancel } = scheduledChange;
  if (!scheduled) return null;
  return (
    <div
      role="status"
      className={cn(
        "flex flex-col gap-3 rounded-xl bg-primary-50 px-4 py-3 text-sm text-primary-900 ring-1 ring-primary-200 sm:flex-row sm:items-center sm:justify-between",
        className,
      )}
    >
      <p className="flex items-center gap-2 font-medium">
        <CalendarClock aria-hidden="true" className="size-5 shrink-0" />
        {scheduledChangeLabel(planNameIn({ id: scheduled.plan_id, name: scheduled.plan_name }, lang), scheduled.effective_at, lang)}
      </p>
      <Button variant="outline" size="sm" className="min-h-11 sm:min-h-9" busy={cancel.isPending} onClick={() => cancel.mutate()}>
        {cancel.isPending ? T.cancelling[lang] : PLAN_CHANGE_TEXTS[lang].cancelScheduled}
      </Button>
    </div>
  );
}
