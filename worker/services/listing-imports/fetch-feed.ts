import { easyBrokerNextPage, easyBrokerProperties, easyBrokerTable, type EasyBrokerProperty } from "../../../domain/listing-imports/easybroker";
import { FEED_LIMITS as F, FEED_MESSAGES as M, type FeedAnswer } from "../../../domain/listing-imports/feed-contract";
import { IMPORT_LIMITS } from "../../../domain/listing-imports/import-contract";
import { IMPORT_FILE_MESSAGES } from "../../../domain/listing-imports/import-file-messages";
import { isPublicPhotoUrl } from "../../../domain/listing-imports/photo-url-rule";
import { readBoundedBody } from "../listing-photos/bounded-body";

/** Why a feed was not read: the HTTP status the route answers, a code, and the Spanish sentence. */
export class FeedFailure extends Error {
  constructor(
    readonly status: 400 | 413 | 422 | 502 | 504,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * An EasyBroker feed by URL → its table. Every address (the feed's, each redirect's, each
 * next page's) passes the photo-URL rule when `publicOnly` (production: only the public
 * internet); the whole feed is bounded in bytes (refused on Content-Length before reading,
 * and while reading), in time, in pages and in requests. No cookie or credential is sent.
 */
export async function fetchEasyBrokerFeed(url: string, { publicOnly }: { publicOnly: boolean }): Promise<FeedAnswer> {
  const signal = AbortSignal.timeout(F.timeoutMs);
  const budget = { bytes: F.bytesMax, fetches: F.fetchesMax };
  const properties: EasyBrokerProperty[] = [];
  const seen = new Set<string>();
  let next: string | null = url;
  let pages = 0;
  while (next) {
    if (pages === F.pagesMax) throw new FeedFailure(422, "feed_too_many_pages", M.tooManyPages);
    // A next page that points back at one already read ends the feed.
    if (seen.has(next)) break;
    seen.add(next);
    const { json, finalUrl } = await fetchPage(next, publicOnly, signal, budget);
    pages++;
    const found = easyBrokerProperties(json);
    if (!found) {
      // An API page past the last property is empty; any other JSON is not a feed.
      if (pages > 1 && isEmptyPage(json)) break;
      throw new FeedFailure(422, "feed_not_easybroker", IMPORT_FILE_MESSAGES.easyBrokerShape);
    }
    properties.push(...found);
    if (properties.length > IMPORT_LIMITS.rowsMax) throw new FeedFailure(413, "feed_too_many_rows", IMPORT_FILE_MESSAGES.tooManyRows);
    const link = easyBrokerNextPage(json);
    next = link ? resolve(link, finalUrl) : null;
  }
  return { ...easyBrokerTable(properties), pages };
}

const isEmptyPage = (json: unknown) =>
  !!json &&
  typeof json === "object" &&
  Array.isArray((json as { content?: unknown }).content) &&
  (json as { content: unknown[] }).content.length === 0;

function resolve(link: string, base: string): string {
  try {
    return new URL(link, base).toString();
  } catch {
    throw new FeedFailure(422, "feed_not_easybroker", IMPORT_FILE_MESSAGES.easyBrokerShape);
  }
}

// One page, following at most 3 redirects (each checked like the address itself).
async function fetchPage(
  url: string,
  publicOnly: boolean,
  signal: AbortSignal,
  budget: { bytes: number; fetches: number },
): Promise<{ json: unknown; finalUrl: string }> {
  let current = url;
  for (let hop = 0; hop <= F.redirectsMax; hop++) {
    if (!/^https?:$/.test(new URL(current).protocol)) throw new FeedFailure(400, "feed_url_refused", M.url);
    if (publicOnly && !isPublicPhotoUrl(current)) throw new FeedFailure(400, "feed_url_refused", M.privateAddress);
    if (budget.fetches-- <= 0) throw new FeedFailure(422, "feed_too_many_pages", M.tooManyPages);
    let res: Response;
    try {
      res = await fetch(current, { redirect: "manual", signal, headers: { accept: "application/json" } });
    } catch {
      throw signal.aborted ? new FeedFailure(504, "feed_timeout", M.timeout) : new FeedFailure(502, "feed_unreachable", M.unreachable);
    }
    const location = res.headers.get("location");
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel();
      current = resolve(location, current);
      continue;
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new FeedFailure(502, "feed_http_status", M.httpStatus(res.status));
    }
    const length = Number(res.headers.get("content-length") ?? "0");
    if (length > budget.bytes) {
      await res.body?.cancel();
      throw new FeedFailure(413, "feed_too_large", M.tooLarge);
    }
    let bytes: Uint8Array | null;
    try {
      bytes = await readBoundedBody(res.body, budget.bytes);
    } catch {
      throw signal.aborted ? new FeedFailure(504, "feed_timeout", M.timeout) : new FeedFailure(502, "feed_unreachable", M.unreachable);
    }
    if (!bytes) throw new FeedFailure(413, "feed_too_large", M.tooLarge);
    budget.bytes -= bytes.byteLength;
    try {
      return { json: JSON.parse(new TextDecoder().decode(bytes)), finalUrl: current };
    } catch {
      throw new FeedFailure(422, "feed_not_json", M.notJson);
    }
  }
  throw new FeedFailure(502, "feed_too_many_redirects", M.tooManyRedirects);
}
