import type { ListingDraft } from "@domain/listings/listing-schema";
import type { ListingStatus } from "@domain/listings/listing-status";
import type { ListingEditor, PublishResult } from "@domain/listings/my-listing";
import { apiFetch } from "@web/lib/api-client";

export type LatestDraft = { id: string; title: string | null; updated_at: string } | null;

/** POST /api/listings: a new, empty borrador. */
export async function createListingDraft(): Promise<ListingEditor> {
  return (await apiFetch<{ data: ListingEditor }>("/api/listings", { method: "POST", body: {} })).data;
}

/** The borrador the agent touched last, to offer to continue it. */
export async function getLatestDraft(signal?: AbortSignal): Promise<LatestDraft> {
  return (await apiFetch<{ data: LatestDraft }>("/api/listings/drafts/latest", { signal })).data;
}

export async function getListingEditor(id: string, signal?: AbortSignal): Promise<ListingEditor> {
  return (await apiFetch<{ data: ListingEditor }>(`/api/listings/${encodeURIComponent(id)}`, { signal })).data;
}

/** Autosave: only the fields that changed. */
export async function saveListingDraft(id: string, changes: ListingDraft): Promise<{ updated_at: string }> {
  return (await apiFetch<{ data: { updated_at: string } }>(`/api/listings/${encodeURIComponent(id)}/draft`, { method: "PATCH", body: changes })).data;
}

export async function publishListing(id: string): Promise<PublishResult> {
  return (await apiFetch<{ data: PublishResult }>(`/api/listings/${encodeURIComponent(id)}/publish`, { method: "POST", body: {} })).data;
}

/** Saves every field of a live listing at once (spends no pass). */
export async function updateListing(id: string, listing: ListingDraft): Promise<{ id: string; status: ListingStatus }> {
  return (await apiFetch<{ data: { id: string; status: ListingStatus } }>(`/api/listings/${encodeURIComponent(id)}`, { method: "PUT", body: listing })).data;
}
