import type { PropertyCard } from "@domain/properties/property";
import { apiFetch } from "@web/lib/api-client";

/** GET /api/properties/featured: up to 8 listings featured now (paid, or an Expert plan's first days). */
export async function listFeaturedProperties(signal?: AbortSignal): Promise<PropertyCard[]> {
  const body = await apiFetch<{ data: PropertyCard[] }>("/api/properties/featured", { signal, skipUnauthorizedHandler: true });
  return Array.isArray(body?.data) ? body.data : [];
}
