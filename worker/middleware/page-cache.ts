import type { PageId } from "../../domain/pages/page-routes";
import { cacheControl, IMMUTABLE } from "./cache";

// How long browsers (and Cloudflare) may keep what the worker serves outside the API.
//
// - Hashed build files (/assets/name-<hash>.js|css|…) never change under their name: a
//   year, immutable, so a returning visitor revalidates nothing.
// - A page for an anonymous visitor: a short while (the listings on it change).
// - A page for a signed-in visitor (a session cookie is present): never stored anywhere,
//   it may carry their name or their data.
// - A page opened from a link an agent shares (/s/, /p/, /t/, /sc/): never stored either,
//   so a revoked link stops working at once, in every cache between.
// - A page that says something is not there (a listing that "ya no está disponible", an
//   unknown path) or could not be read: never stored (the listing may be published again,
//   a 503 must not outlive the outage).
export const IMMUTABLE_ASSET = cacheControl(IMMUTABLE);
export const ANONYMOUS_PAGE = "public, max-age=30, stale-while-revalidate=60";
export const PERSONAL_PAGE = "private, no-store";

const LINK_PAGES: ReadonlySet<PageId> = new Set<PageId>(["sharedProperty", "presentation", "publicBoard", "clonedProperty"]);

/** The Cache-Control of a page the worker serves, by the rules above. */
export function pageCacheControl(page: PageId, status: number, personal: boolean): string {
  return personal || status >= 400 || LINK_PAGES.has(page) ? PERSONAL_PAGE : ANONYMOUS_PAGE;
}

// The session cookie better-auth sets (prefix "hogaria"; "__Secure-" over HTTPS).
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?hogaria\.session_token=/;

export function hasSessionCookie(request: Request): boolean {
  return SESSION_COOKIE.test(request.headers.get("cookie") ?? "");
}

export function isHashedAsset(pathname: string): boolean {
  return pathname.startsWith("/assets/");
}

// A response whose headers can be changed (those from env.ASSETS are immutable).
export function withCacheControl(response: Response, value: string): Response {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", value);
  if (value === PERSONAL_PAGE) headers.append("Vary", "Cookie");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
