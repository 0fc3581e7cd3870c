import { PHOTO_CHECK_WAIT_MS } from "@domain/photo-fingerprints/clone-rule";
import { ApiError } from "@web/lib/api-client";
import { fetchPropertyDetail } from "@web/lib/property-query";

const POLL_MS = 750;

/**
 * A listing published while its photos were still being fingerprinted waits out of search
 * (fotos_por_verificar) and comes out on its own within a second or two. Resolves true once
 * its public page answers (it is in search), false when it has not within
 * PHOTO_CHECK_WAIT_MS (still waiting, or held for copied photos).
 */
export async function publishedAfterPhotoCheck(id: string, waitMs = PHOTO_CHECK_WAIT_MS): Promise<boolean> {
  const until = Date.now() + waitMs;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    try {
      await fetchPropertyDetail(id);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) return false;
    }
  }
  return false;
}
