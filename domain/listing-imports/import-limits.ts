import { PHOTO_LIMITS } from "../listings/listing-limits";
import { IMPORT_LIMITS } from "./import-contract";

// The worker's own bounds around an import, beside the contract's (import-contract.ts).
export const IMPORT_API_LIMITS = {
  /**
   * Bytes of one POST /api/listing-imports/rows body, refused before it is read (other
   * JSON bodies get 64 KiB). 100 rows of full descriptions and 25 photo URLs each fit.
   */
  rowsBodyBytesMax: 4 * 1024 * 1024,
  /** Listings one GET /api/listing-imports/photos may ask about. */
  photoStatusIdsMax: IMPORT_LIMITS.rowsPerRequest,
  /** Columns one remembered mapping may name, and their lengths. */
  mappingColumnsMax: 200,
  mappingColumnMax: 120,
  mappingFieldMax: 60,
  /** Photos fetched in one go (after a batch, or per cron run), and how many at once. */
  photoFetchBatch: 25,
  photoFetchConcurrency: 5,
  /** One photo's fetch, redirects included. */
  photoFetchTimeoutMs: 10_000,
  photoRedirectsMax: 3,
  /** A photo whose host failed (network, timeout, 5xx) is tried this many times in all. */
  photoAttemptsMax: 3,
  /** How long a claimed photo stays with its fetcher before another run may take it. */
  photoLeaseMs: 2 * 60_000,
  /** The same size limit as an upload. */
  photoBytesMax: PHOTO_LIMITS.maxBytes,
} as const;
