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
  /**
   * Photos one queue invocation fetches at most (a batch of up to 20 listings, wrangler.toml;
   * what is left goes back on the queue). Assumes Workers Paid, 1,000 subrequests an
   * invocation (Queues' own plan; the free plan's 50 would allow 3): each photo costs at most
   * 13 (the fetch and 3 redirects, R2's 2 heads and 2 puts, 4 database statements, the
   * fingerprint message), so 60 photos stay under 800 with room for the batch's own reads.
   * Listings of a batch are fetched `photoFetchConcurrency` at a time.
   */
  photoFetchPerInvocation: 60,
  photoFetchConcurrency: 10,
  /**
   * Photos by URL one account may have fetched per day (Mexico City's calendar day): an
   * agency's 5,000 listings with 3 photos each in one day. At 15 MB a photo at most, that
   * bounds what one account makes the worker download in a day (today's limits allowed
   * 125,000 fetches). URLs beyond it fail with a message that says to import again the
   * next day, which fetches them then.
   */
  photoFetchesPerDay: 15_000,
  /** Listings whose photos wait without a message that the cron's sweeper sends again per run. */
  photoSweepListingsMax: 100,
  /** A listing whose photos have waited this long since their last try goes on the queue again. */
  photoSweepAfterMs: 15 * 60_000,
  /** One photo's fetch, redirects included. */
  photoFetchTimeoutMs: 10_000,
  photoRedirectsMax: 3,
  /** A photo whose host failed (network, timeout, 5xx) is tried this many times in all. */
  photoAttemptsMax: 3,
  /** Seconds before a listing whose host failed is tried again: 30, 60, 120… at most 10 minutes. */
  photoRetryDelaySecondsMax: 600,
  /** How long a claimed photo stays with its fetcher before another run may take it. */
  photoLeaseMs: 2 * 60_000,
  /** The same size limit as an upload. */
  photoBytesMax: PHOTO_LIMITS.maxBytes,
} as const;
