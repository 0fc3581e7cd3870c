import { Hono } from "hono";
import type { Bindings } from "../env";
import { cache, IMMUTABLE } from "../middleware/cache";
import { decodedSegment } from "../middleware/path-segment";
import { PROOF_PREFIX } from "../services/agency-signup/proof";

const notFound = () => new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

// /media/*: listing photos from R2. Names are content-addressed, so they are immutable.
// A key is at most 300 characters of a known shape (R2 refuses keys over 1,024 bytes, and
// ours are far shorter), so nothing malformed reaches the bucket. HEAD is answered by the
// GET handler without the body (Hono does that).
export const mediaRoutes = new Hono<{ Bindings: Bindings }>()
  .basePath("/media")
  .get("/*", cache(IMMUTABLE), async (c) => {
    const key = decodedSegment(new URL(c.req.url).pathname.replace(/^\/media\//, ""));
    if (!key || !/^[a-z0-9][a-z0-9/_-]{0,290}\.(webp|avif|jpg|jpeg|png)$/i.test(key) || key.includes("..")) return notFound();
    // An agency's proof of address (verification/…) is private: never served here.
    if (key.toLowerCase().startsWith(PROOF_PREFIX)) return notFound();
    const object = await c.env.PHOTOS.get(key);
    if (!object) return notFound();
    const headers = new Headers();
    object.writeHttpMetadata(headers);
    headers.set("ETag", object.httpEtag);
    return new Response(object.body, { headers });
  })
  .all("/*", () => new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, HEAD" } }))
  // A failure reaches the worker's fetch, which answers it with the app's envelope.
  .onError((error) => {
    throw error;
  });
