import type { PropertyCard } from "@domain/properties/property";
import { apiData } from "@web/lib/api-client";

/** GET /api/properties/featured: up to 8 listings featured now (paid, or an Expert plan's first days). */
export async function listFeaturedProperties(signal?: AbortSignal): Promise<PropertyCard[]> {
  const list = await apiData<PropertyCard[]>("/api/properties/featured", { signal, skipUnauthorizedHandler: true });
  return Array.isArray(list) ? list : [];
}
