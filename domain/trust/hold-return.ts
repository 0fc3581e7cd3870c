import type { ListingStatus } from "../listings/listing-status";

// Where a held or hidden listing goes when an operator restores it (or its advertiser is
// reactivated): the status it had before the hold; a published listing whose period ended
// while it was held comes back expired.
export function statusAfterHold(previous: ListingStatus, expiresAt: number | null, now: Date): ListingStatus {
  if (previous === "publicada" && expiresAt !== null && expiresAt <= now.getTime()) return "vencida";
  return previous;
}
