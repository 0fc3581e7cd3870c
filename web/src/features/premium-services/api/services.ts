import type { Lang } from "@domain/i18n/lang";
import { messageIn, UNTRANSLATED_MESSAGE } from "@domain/i18n/message-twins";
import type { ActivatedService } from "@domain/billing/service-orders";
import { SERVICE_MESSAGES, type AddOnService } from "@domain/billing/services";
import type { OwnProperty } from "@domain/billing/checkout";
import { ApiError, apiData } from "@web/lib/api-client";

/** GET /api/services: the add-on catalogue. */
export async function listServices(signal?: AbortSignal): Promise<AddOnService[]> {
  const list = await apiData<AddOnService[]>("/api/services", { signal, skipUnauthorizedHandler: true });
  return Array.isArray(list) ? list : [];
}

/** GET /api/my-properties. */
export async function listMyProperties(signal?: AbortSignal): Promise<OwnProperty[]> {
  const list = await apiData<OwnProperty[]>("/api/my-properties", { signal });
  return Array.isArray(list) ? list : [];
}

export type { ActivatedService };

/**
 * POST /api/services/checkout {serviceId, propertyId, useCredit?}: where to pay (`url`), or,
 * paid with the plan's 3D tour credit, the activated service. A 401 here is answered with
 * its own message in a toast ('Debes estar autenticado para usar servicios'), not the sign-in redirect.
 */
export async function startServiceCheckout(input: {
  serviceId: string;
  propertyId: string;
  useCredit?: boolean;
}): Promise<{ url: string } | { activated: ActivatedService }> {
  const body = await apiData<{ url?: string; activated?: ActivatedService } | null>("/api/services/checkout", {
    method: "POST",
    body: input,
    skipUnauthorizedHandler: true,
  });
  if (body?.activated) return { activated: body.activated };
  if (body?.url) return { url: body.url };
  throw new Error("The service checkout returned no address");
}

export const NOT_SIGNED_IN_MESSAGE = SERVICE_MESSAGES.notSignedIn;

/**
 * What a failed service checkout says: the server's own sentence when
 * it names what to fix (not your listing, no credit, agents only…); a generic one otherwise.
 */
export function activationErrorMessage(error: unknown, lang: Lang = "es"): string {
  // This client's own choices are written in Spanish: an English page reads their twins.
  const own = (message: string) => messageIn(lang, message, UNTRANSLATED_MESSAGE[lang]);
  if (error instanceof ApiError) {
    if (error.status === 401) return own(NOT_SIGNED_IN_MESSAGE);
    if (error.status === 404 && error.code !== "property_not_found") return own(SERVICE_MESSAGES.notFound);
    if (error.status < 500) return error.message;
  }
  return own(SERVICE_MESSAGES.activationFailed);
}
