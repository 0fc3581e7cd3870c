import type { Bindings } from "../env";

// Listing photos from R2. Names are content-addressed, so they can be cached forever.
export async function serveMedia(request: Request, env: Bindings): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  const key = decodeURIComponent(new URL(request.url).pathname.replace(/^\/media\//, ""));
  if (!/^[a-z0-9][a-z0-9/_-]*\.(webp|avif|jpg|jpeg|png)$/i.test(key) || key.includes("..")) {
    return new Response("Not Found", { status: 404 });
  }
  const object = await env.PHOTOS.get(key);
  if (!object) return new Response("Not Found", { status: 404 });
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", "public, max-age=31536000, immutable");
  return new Response(request.method === "HEAD" ? null : object.body, { headers });
}
