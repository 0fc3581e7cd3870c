import type { MapMarkersResponse, PropertySearchResponse } from "@domain/properties/property";
import { apiData } from "@web/lib/api-client";

/** GET /api/properties?… (the query string from apiQueryString). */
export function searchProperties(query: string, signal?: AbortSignal): Promise<PropertySearchResponse> {
  return apiData<PropertySearchResponse>(`/api/properties?${query}`, { signal });
}

/** GET /api/properties/map?…: at most 500 markers for the whole result set. */
export function searchMapMarkers(query: string, signal?: AbortSignal): Promise<MapMarkersResponse> {
  return apiData<MapMarkersResponse>(`/api/properties/map?${query}`, { signal });
}
