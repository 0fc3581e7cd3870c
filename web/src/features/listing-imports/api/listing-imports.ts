import type { ImportRow, ImportRowResult } from "@domain/listing-imports/import-contract";
import type { BulkPublishAnswer, ColumnMappingAnswer, ImportPhotosAnswer, ImportSource } from "@domain/listing-imports/import-api";
import type { FeedAnswer } from "@domain/listing-imports/feed-contract";
import type { ImportAllowance } from "@domain/listing-imports/import-allowance";
import type { CanonicalLocation } from "@domain/locations/location";
import { apiData } from "@web/lib/api-client";

/** POST /api/listing-imports/rows: one result per row, in order. */
export async function sendImportRows(rows: ImportRow[]): Promise<ImportRowResult[]> {
  const body = await apiData<{ items: ImportRowResult[] }>("/api/listing-imports/rows", { method: "POST", body: { rows } });
  return body.items;
}

/** POST /api/listing-imports/feed: an EasyBroker feed by its address, as a table. */
export async function fetchFeed(url: string): Promise<FeedAnswer> {
  return apiData<FeedAnswer>("/api/listing-imports/feed", { method: "POST", body: { url } });
}

/** POST /api/listing-imports/publish: confirm false says what would happen, true publishes. */
export async function bulkPublish(ids: string[], confirm: boolean): Promise<BulkPublishAnswer> {
  return apiData<BulkPublishAnswer>("/api/listing-imports/publish", { method: "POST", body: { ids, confirm } });
}

/** GET /api/listing-imports/photos?listing_ids=a,b: each imported photo's fetch status. */
export async function fetchImportPhotos(ids: string[], signal?: AbortSignal): Promise<ImportPhotosAnswer> {
  return apiData<ImportPhotosAnswer>("/api/listing-imports/photos", { query: { listing_ids: ids.join(",") }, signal });
}

/** GET /api/listing-imports/mapping?source=: the mapping this person used last time. */
export async function getRememberedMapping(source: ImportSource): Promise<ColumnMappingAnswer> {
  return apiData<ColumnMappingAnswer>("/api/listing-imports/mapping", { query: { source } });
}

/** PUT /api/listing-imports/mapping */
export async function rememberMapping(source: ImportSource, mapping: Record<string, string | null>): Promise<void> {
  await apiData<unknown>("/api/listing-imports/mapping", { method: "PUT", body: { source, mapping } });
}

/** GET /api/locations?q=: the places the location field offers, best first. */
export async function searchPlaces(q: string): Promise<CanonicalLocation[]> {
  const list = await apiData<CanonicalLocation[]>("/api/locations", { query: { q, limit: 8 } });
  return Array.isArray(list) ? list : [];
}

/** GET /api/listing-imports/allowance: whether the account may import, and today's photo fetches left. */
export async function getImportAllowance(signal?: AbortSignal): Promise<ImportAllowance> {
  return apiData<ImportAllowance>("/api/listing-imports/allowance", { signal });
}
