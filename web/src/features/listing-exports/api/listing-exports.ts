import { ApiError, apiData } from "@web/lib/api-client";

export const EXPORT_PATHS = { csv: "/api/listing-exports/listings.csv", json: "/api/listing-exports/listings.json" } as const;

/** GET /api/listing-exports: how many published listings this person exports; null when they export none (an agency's agent). */
export async function fetchExportSummary(): Promise<{ published: number } | null> {
  try {
    return await apiData<{ published: number }>("/api/listing-exports");
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}
