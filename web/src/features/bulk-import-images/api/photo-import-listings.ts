import type { PhotoImportListingsResponse } from "@domain/photo-import/photo-import-listing";
import { apiData } from "@web/lib/api-client";

/** GET /api/photo-import/listings: every listing the person may add photos to, compact. */
export async function fetchPhotoImportListings(signal?: AbortSignal): Promise<PhotoImportListingsResponse> {
  const body = await apiData<Partial<PhotoImportListingsResponse> | null>("/api/photo-import/listings", { signal });
  return { items: Array.isArray(body?.items) ? body.items : [], truncated: body?.truncated === true };
}
