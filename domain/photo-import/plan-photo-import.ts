import { canDo, type ListingStatus } from "../listings/listing-status";
import { PHOTO_LIMITS } from "../listings/listing-limits";

// What a bulk upload will do with each file, decided before anything is sent: the photos
// of each listing in their order, as many as fit under PHOTO_LIMITS.maxPhotos; the rest
// are flagged and not sent.

export type PlanFile = {
  key: string;
  /** The name shown and sorted by (its relative path when it came in a folder). */
  name: string;
  listingId: string | null;
  order: number | null;
  /** The person took it out of the upload. */
  removed?: boolean;
};

export type PlanListing = { id: string; status: ListingStatus; photos: number };

export type FileVerdict = "upload" | "over_limit" | "closed" | "unmatched" | "removed";

export type ListingPlan = {
  listingId: string;
  /** Photos it has now. */
  current: number;
  /** Files that will be sent to it, in upload order. */
  uploads: string[];
  /** Files over the limit (or for a closed listing): flagged, not sent. */
  refused: string[];
};

export type ImportPlan = {
  verdicts: Map<string, FileVerdict>;
  /** Listings with at least one file, in the order of `listings` given. */
  listings: ListingPlan[];
  uploads: number;
};

const byName = new Intl.Collator("es", { numeric: true, sensitivity: "base" });

/** A listing's photos in upload order: numbered ones by number, then the rest by name. */
export function comparePhotoOrder(a: Pick<PlanFile, "order" | "name">, b: Pick<PlanFile, "order" | "name">): number {
  if (a.order !== null && b.order !== null && a.order !== b.order) return a.order - b.order;
  if ((a.order === null) !== (b.order === null)) return a.order === null ? 1 : -1;
  return byName.compare(a.name, b.name);
}

export function planPhotoImport(files: readonly PlanFile[], listings: readonly PlanListing[]): ImportPlan {
  const verdicts = new Map<string, FileVerdict>();
  const perListing = new Map<string, PlanFile[]>();
  const known = new Map(listings.map((l) => [l.id, l]));
  for (const file of files) {
    if (file.removed) verdicts.set(file.key, "removed");
    else if (!file.listingId || !known.has(file.listingId)) verdicts.set(file.key, "unmatched");
    else {
      const mine = perListing.get(file.listingId);
      if (mine) mine.push(file);
      else perListing.set(file.listingId, [file]);
    }
  }
  const plans: ListingPlan[] = [];
  let uploads = 0;
  for (const listing of listings) {
    const mine = perListing.get(listing.id);
    if (!mine) continue;
    mine.sort(comparePhotoOrder);
    const open = canDo(listing.status, "editar");
    const room = open ? Math.max(0, PHOTO_LIMITS.maxPhotos - listing.photos) : 0;
    const plan: ListingPlan = { listingId: listing.id, current: listing.photos, uploads: [], refused: [] };
    mine.forEach((file, i) => {
      const fits = i < room;
      verdicts.set(file.key, fits ? "upload" : open ? "over_limit" : "closed");
      (fits ? plan.uploads : plan.refused).push(file.key);
    });
    uploads += plan.uploads.length;
    plans.push(plan);
  }
  return { verdicts, listings: plans, uploads };
}
