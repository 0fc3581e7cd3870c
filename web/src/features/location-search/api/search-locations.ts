import { apiData } from "@web/lib/api-client";
import { SUGGESTION_LIMIT } from "../constants";
import type { CanonicalLocation } from "@domain/locations/location";
import type { Operation } from "@domain/properties/property";

/** GET /api/locations?q=…&limit=15[&operation=…]: each place counts its listings of that operation. Aborts with the given signal. */
export async function searchLocations(q: string, operation: Operation | undefined, signal?: AbortSignal): Promise<CanonicalLocation[]> {
  const list = await apiData<CanonicalLocation[]>("/api/locations", {
    query: { q, limit: SUGGESTION_LIMIT, operation },
    signal,
  });
  return Array.isArray(list) ? list : [];
}
