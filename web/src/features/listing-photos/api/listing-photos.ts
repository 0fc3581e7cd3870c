import type { ListingPhoto } from "@domain/listings/my-listing";
import { ApiError, apiData, apiFetch } from "@web/lib/api-client";
import { COMMON_MESSAGES } from "@domain/errors/common-messages";

const enc = encodeURIComponent;
const NETWORK_MESSAGE = `No pudimos subir la foto. ${COMMON_MESSAGES.offline}`;

export type PhotoUploadParts = { photo: Blob; thumbnail: Blob; medium: Blob; fileName: string; caption?: string; roomType?: string };

/** PATCH body: the whole order, the main photo, and captions with their room. */
export type PhotoChanges = {
  order?: string[];
  main_id?: string;
  captions?: { id: string; caption: string | null; room_type: string | null }[];
};

const extensionOf = (blob: Blob) => (blob.type === "image/webp" ? "webp" : blob.type === "image/png" ? "png" : "jpg");

/**
 * POST /api/listings/:id/photos as multipart, with XMLHttpRequest because fetch cannot
 * report upload progress. Errors read the worker's envelope as the API client does.
 */
export function uploadListingPhoto(
  listingId: string,
  parts: PhotoUploadParts,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<ListingPhoto> {
  const form = new FormData();
  const base = parts.fileName.replace(/\.[^.]*$/, "") || "foto";
  form.append("photo", parts.photo, `${base}.${extensionOf(parts.photo)}`);
  form.append("thumbnail", parts.thumbnail, `${base}-miniatura.${extensionOf(parts.thumbnail)}`);
  form.append("medium", parts.medium, `${base}-mediana.${extensionOf(parts.medium)}`);
  if (parts.caption) form.append("caption", parts.caption);
  if (parts.roomType) form.append("room_type", parts.roomType);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/listings/${enc(listingId)}/photos`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && payload) {
        resolve((payload as { data: ListingPhoto }).data);
        return;
      }
      const envelope = (payload as { error?: { code?: string; message?: string; fields?: Record<string, string[]> } } | null)?.error;
      const error = new ApiError(xhr.status, envelope?.code ?? "http_error", envelope?.message ?? COMMON_MESSAGES.unexpected, envelope?.fields);
      // An expired session: one call through the API client runs its 401 handling (to /login).
      if (xhr.status === 401) void apiFetch(`/api/listings/${enc(listingId)}/photos`).catch(() => undefined);
      reject(error);
    };
    xhr.onerror = () => reject(new ApiError(0, "network_error", NETWORK_MESSAGE));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException("Subida cancelada", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Order, main photo and captions in one call; answers every photo in display order. */
export async function updateListingPhotos(listingId: string, changes: PhotoChanges): Promise<ListingPhoto[]> {
  return apiData<ListingPhoto[]>(`/api/listings/${enc(listingId)}/photos`, { method: "PATCH", body: changes });
}

export async function deleteListingPhoto(listingId: string, photoId: string): Promise<void> {
  await apiFetch<null>(`/api/listings/${enc(listingId)}/photos/${enc(photoId)}`, { method: "DELETE" });
}

/** Worth trying again: the network, a timeout, the server's own trouble. A refusal (4xx) is not. */
export const isRetryable = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
