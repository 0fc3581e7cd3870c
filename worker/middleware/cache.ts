import { createMiddleware } from "hono/factory";

// How long browsers (max-age) and Cloudflare's edge (s-maxage, read by edge-cache.ts) may
// keep an answer that is the same for every visitor, in seconds; `immutable` for content
// that never changes under its name.
export type CachePolicy = { maxAge: number; sMaxAge?: number; staleWhileRevalidate?: number; immutable?: true };

// Content-addressed files (hashed build files, listing photos): a year, never revalidated.
export const IMMUTABLE: CachePolicy = { maxAge: 31536000, immutable: true };

export function cacheControl({ maxAge, sMaxAge, staleWhileRevalidate, immutable }: CachePolicy): string {
  return [
    "public",
    `max-age=${maxAge}`,
    sMaxAge === undefined ? "" : `s-maxage=${sMaxAge}`,
    staleWhileRevalidate === undefined ? "" : `stale-while-revalidate=${staleWhileRevalidate}`,
    immutable ? "immutable" : "",
  ]
    .filter(Boolean)
    .join(", ");
}

// A public answer may be kept as the policy says; an error never is (it says nothing
// about the resource, and a 503 must not outlive the outage).
export function cache(policy: CachePolicy) {
  const value = cacheControl(policy);
  return createMiddleware(async (c, next) => {
    await next();
    if (c.res.ok) c.header("Cache-Control", value);
  });
}
