import type { ListingDraft } from "@domain/listings/listing-schema";
import type { ListingStatus } from "@domain/listings/listing-status";
import type { LatestDraft, ListingEditor, PublishResult } from "@domain/listings/my-listing";
import { apiData } from "@web/lib/api-client";

/** POST /api/listings: a new, empty borrador. */
export async function createListingDraft(): Promise<ListingEditor> {
  return apiData<ListingEditor>("/api/listings", { method: "POST", body: {} });
}

/** The borrador the agent touched last, to offer to continue it. */
export async function getLatestDraft(signal?: AbortSignal): Promise<LatestDraft> {
  return apiData<LatestDraft>("/api/listings/drafts/latest", { signal });
}

export async function getListingEditor(id: string, signal?: AbortSignal): Promise<ListingEditor> {
  return apiData<ListingEditor>(`/api/listings/${encodeURIComponent(id)}`, { signal });
}

/** Autosave: only the fields that changed. */
export async function saveListingDraft(id: string, changes: ListingDraft): Promise<{ updated_at: string }> {
  return apiData<{ updated_at: string }>(`/api/listings/${encodeURIComponent(id)}/draft`, { method: "PATCH", body: changes });
}

export async function publishListing(id: string): Promise<PublishResult> {
  return apiData<PublishResult>(`/api/listings/${encodeURIComponent(id)}/publish`, { method: "POST", body: {} });
}

/** Saves every field of a live listing at once (spends no pass). */
export async function updateListing(id: string, listing: ListingDraft): Promise<{ id: string; status: ListingStatus }> {
  return apiData<{ id: string; status: ListingStatus }>(`/api/listings/${encodeURIComponent(id)}`, { method: "PUT", body: listing });
}
