import type { AddOnService } from "@domain/billing/services";
import { ApiError, apiFetch } from "@web/lib/api-client";

/** GET /api/services: the add-on catalogue. */
export async function listServices(signal?: AbortSignal): Promise<AddOnService[]> {
  const body = await apiFetch<{ data: AddOnService[] }>("/api/services", { signal, skipUnauthorizedHandler: true });
  return Array.isArray(body?.data) ? body.data : [];
}

/** One of the signed-in agent's own listings, to say which one a service is for. */
export type OwnProperty = { id: string; title: string };

/** GET /api/my-properties. */
export async function listMyProperties(signal?: AbortSignal): Promise<OwnProperty[]> {
  const body = await apiFetch<{ data: OwnProperty[] }>("/api/my-properties", { signal });
  return Array.isArray(body?.data) ? body.data : [];
}

export type ServicePurchase = {
  id: string;
  service_id: string;
  service_name: string;
  duration_days: number | null;
  expires_at: string | null;
};

/**
 * POST /api/services/activate {serviceId, propertyId?}. A 401 here is answered with the
 * spec's message in a toast, not the sign-in redirect.
 */
export async function activateService(input: { serviceId: string; propertyId?: string }): Promise<ServicePurchase> {
  const body = await apiFetch<{ data: ServicePurchase }>("/api/services/activate", {
    method: "POST",
    body: input,
    skipUnauthorizedHandler: true,
  });
  return body.data;
}

export const NOT_SIGNED_IN_MESSAGE = "Debes estar autenticado para usar servicios";

/**
 * SPEC 8 "Plans and services": what a failed activation says. A listing that is not the
 * person's own keeps the server's own sentence.
 */
export function activationErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return NOT_SIGNED_IN_MESSAGE;
  if (error instanceof ApiError && error.status === 404) {
    return error.code === "property_not_found" ? error.message : "Servicio no encontrado";
  }
  return "No se pudo activar el servicio";
}
