import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { dataVersions } from "../../db/schema/versions";
import { hasSessionCookie } from "./page-cache";
import type { AppEnv } from "../types";

// Answers every anonymous visitor gets alike (search, map, a listing, places) are kept in
// Cloudflare's cache of the location that served them, for as long as the route's own
// Cache-Control allows (max-age, or s-maxage when the edge may keep it longer than a
// browser). For listings the key
// carries the listings' data version, which triggers move on every write a visitor would
// see (migration 0011): after a publish or a price change the next request misses and
// reads the database. A request with a session cookie is never answered from, nor stored
// in, this cache. `X-Edge-Cache: hit|miss` says which it was.
export function edgeCache(scope: "listings" | "places") {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== "GET" || hasSessionCookie(c.req.raw)) return next();
    const version = scope === "listings" ? await listingsVersion(c) : "0";
    const url = new URL(c.req.url);
    const key = new Request(`https://edge-cache.hogaria.internal/${scope}/${version}${url.pathname}${url.search}`);
    const cache = (caches as unknown as { default: Cache }).default;
    const hit = await cache.match(key);
    if (hit) {
      const answer = new Response(hit.body, hit);
      answer.headers.set("X-Edge-Cache", "hit");
      return answer;
    }
    await next();
    if (c.res.status !== 200 || c.res.headers.has("Set-Cookie") || !/\bpublic\b/.test(c.res.headers.get("Cache-Control") ?? "")) return;
    c.executionCtx.waitUntil(cache.put(key, c.res.clone()));
    c.res.headers.set("X-Edge-Cache", "miss");
  });
}

async function listingsVersion(c: { var: AppEnv["Variables"] }): Promise<string> {
  const [row] = await c.var.db.select({ version: dataVersions.version }).from(dataVersions).where(eq(dataVersions.name, "listings"));
  return String(row?.version ?? 0);
}
