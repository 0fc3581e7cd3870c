import type { ServiceOrderView } from "@domain/billing/service-orders";
import { apiData } from "@web/lib/api-client";

/** A premium service order for one listing (GET /api/services/orders/:id). */
export type ServiceOrder = ServiceOrderView;

const path = (id: string) => `/api/services/orders/${encodeURIComponent(id)}`;

export async function getServiceOrder(id: string, signal?: AbortSignal): Promise<ServiceOrder> {
  return apiData<ServiceOrder>(path(id), { signal });
}

/** POST …/pay or …/cancel on the local test checkout → the order as it is now. */
export async function finishServiceOrder(id: string, action: "pay" | "cancel"): Promise<ServiceOrder> {
  return apiData<ServiceOrder>(`${path(id)}/${action}`, { method: "POST", body: {} });
}
