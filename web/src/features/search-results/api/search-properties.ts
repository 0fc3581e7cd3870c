import type { MapMarker, PropertySearchResponse } from "@domain/properties/property";
import { apiFetch } from "@web/lib/api-client";

export type MapMarkersResponse = { data: MapMarker[]; total: number; truncated: boolean };

/** GET /api/properties?… (the query string from apiQueryString). */
export function searchProperties(query: string, signal?: AbortSignal): Promise<PropertySearchResponse> {
  return apiFetch<PropertySearchResponse>(`/api/properties?${query}`, { signal });
}

/** GET /api/properties/map?…: at most 500 markers for the whole result set. */
export function searchMapMarkers(query: string, signal?: AbortSignal): Promise<MapMarkersResponse> {
  return apiFetch<MapMarkersResponse>(`/api/properties/map?${query}`, { signal });
}
