import { apiFetch } from "@web/lib/api-client";
import { SUGGESTION_LIMIT } from "../constants";
import type { CanonicalLocation } from "./types";

/** GET /api/locations?q=…&limit=15. Aborts with the given signal. */
export async function searchLocations(q: string, signal?: AbortSignal): Promise<CanonicalLocation[]> {
  const body = await apiFetch<{ data: CanonicalLocation[] }>("/api/locations", {
    query: { q, limit: SUGGESTION_LIMIT },
    signal,
  });
  return Array.isArray(body?.data) ? body.data : [];
}
