/** What a buyer did on a listing that the advertiser's numbers count. */
export type ListingEventKind = "view" | "whatsapp";

/**
 * POST /api/properties/:id/events {kind}: fire-and-forget (keepalive, so a click that
 * leaves the page still arrives); a failure is not the buyer's concern.
 */
export function recordListingEvent(id: string, kind: ListingEventKind): void {
  try {
    void fetch(`/api/properties/${encodeURIComponent(id)}/events`, {
      method: "POST",
      keepalive: true,
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ kind }),
    }).catch(() => undefined);
  } catch {
    // fetch itself may throw (e.g. a keepalive quota): nothing to do.
  }
}
