import type { Subscription } from "@domain/billing/plans";
import { formatLongDate } from "@domain/format/date";
import { countLabel } from "@domain/format/number";

export const SUBSCRIPTION_STATUS_LABELS: Record<Subscription["status"], string> = {
  active: "Activa",
  past_due: "Pago pendiente",
  pending: "Esperando el pago",
  canceled: "Cancelada",
};

/** "Se renueva el 24 de diciembre de 2026" (or, when it will not renew, until when it runs). */
export function periodText(subscription: Pick<Subscription, "status" | "current_period_end">): string | null {
  const end = subscription.current_period_end ? new Date(subscription.current_period_end) : null;
  if (!end || Number.isNaN(end.getTime())) return null;
  const date = formatLongDate(end);
  if (subscription.status === "active") return `Se renueva el ${date}`;
  if (subscription.status === "canceled") return `Vigente hasta el ${date}`;
  return `Periodo hasta el ${date}`;
}

/** "3 del periodo + 2 acumulados" */
export function passesSplitText(subscription: Pick<Subscription, "passes_remaining" | "rollover_passes">): string {
  return `${subscription.passes_remaining} del periodo + ${countLabel(subscription.rollover_passes, "acumulado")}`;
}
