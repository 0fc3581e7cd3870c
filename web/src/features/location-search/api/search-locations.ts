import { apiData } from "@web/lib/api-client";
import { SUGGESTION_LIMIT } from "../constants";
import type { CanonicalLocation } from "@domain/locations/location";

/** GET /api/locations?q=…&limit=15. Aborts with the given signal. */
export async function searchLocations(q: string, signal?: AbortSignal): Promise<CanonicalLocation[]> {
  const list = await apiData<CanonicalLocation[]>("/api/locations", {
    query: { q, limit: SUGGESTION_LIMIT },
    signal,
  });
  return Array.isArray(list) ? list : [];
}
