import type { Bindings } from "../env";
import { decodedSegment } from "../middleware/path-segment";

const notFound = () => new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

// Listing photos from R2. Names are content-addressed, so they can be cached forever.
// A key is at most 300 characters of a known shape (R2 refuses keys over 1,024 bytes, and
// ours are far shorter), so nothing malformed reaches the bucket.
export async function serveMedia(request: Request, env: Bindings): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  const key = decodedSegment(new URL(request.url).pathname.replace(/^\/media\//, ""));
  if (!key || !/^[a-z0-9][a-z0-9/_-]{0,290}\.(webp|avif|jpg|jpeg|png)$/i.test(key) || key.includes("..")) return notFound();
  const object = await env.PHOTOS.get(key);
  if (!object) return notFound();
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", "public, max-age=31536000, immutable");
  return new Response(request.method === "HEAD" ? null : object.body, { headers });
}
