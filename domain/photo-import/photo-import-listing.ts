import type { ListingStatus } from "../listings/listing-status";

// What the bulk photo upload (/bulk-import-images) reads to match file names to listings:
// every listing the caller manages, in a compact row each.
export type PhotoImportListing = {
  id: string;
  /** The id the listing had in the system it was imported from, when it was imported. */
  source_id: string | null;
  title: string;
  status: ListingStatus;
  /** Photos it has now. */
  photos: number;
};

export type PhotoImportListingsResponse = {
  items: PhotoImportListing[];
  /** More listings than PHOTO_IMPORT_LISTINGS_MAX: only the most recently changed are listed. */
  truncated: boolean;
};

// The most listings one answer carries (about 100 bytes each: 500 KB at the cap). An
// agency with more matches the photos of its most recently changed listings.
export const PHOTO_IMPORT_LISTINGS_MAX = 5000;

// The most files one batch takes (a drop of a whole photo library would freeze a phone);
// more are left out with a message.
export const PHOTO_IMPORT_FILES_MAX = 1000;
