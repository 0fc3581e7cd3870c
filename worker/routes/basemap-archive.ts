import { Hono } from "hono";
import { COMMON_MESSAGES } from "../../domain/errors/common-messages";
import { readConfig, type AppConfig, type Bindings } from "../env";
import { cache } from "../middleware/cache";
import { refusalBody } from "../middleware/errors";
import { langOfRequest } from "../middleware/request-lang";

/** Where the browser reads the basemap's PMTiles archive (written into each page's head). */
export const BASEMAP_ARCHIVE_PATH = "/basemap/cdmx.pmtiles";

// A day: an archive replaced under the same key is noticed by its ETag (the pmtiles client
// reloads when it changes).
const ARCHIVE_CACHE = { maxAge: 86400 } as const;

/** Whether the worker has an archive to serve: the optional MAP_TILES bucket and the key of the archive in it. */
export const hasBasemapArchive = (env: Bindings, config: AppConfig) => Boolean(env.MAP_TILES && config.MAP_TILES_ARCHIVE);

// BASEMAP_ARCHIVE_PATH: the one archive MAP_TILES_ARCHIVE names in the MAP_TILES bucket, never
// another key, read in byte ranges (HTTP Range, one range a request) as the pmtiles client in
// the browser asks for them. HEAD answers the size without reading the file.
export const basemapArchiveRoutes = new Hono<{ Bindings: Bindings }>()
  .get(BASEMAP_ARCHIVE_PATH, cache(ARCHIVE_CACHE), async (c) => {
    const config = readConfig(c.env);
    const bucket = c.env.MAP_TILES;
    if (!bucket || !config.MAP_TILES_ARCHIVE) return notFound(c.req.raw);
    const key = config.MAP_TILES_ARCHIVE;
    const head = await bucket.head(key);
    if (!head) return notFound(c.req.raw);

    const headers = new Headers({ "Accept-Ranges": "bytes", "Content-Type": "application/vnd.pmtiles", ETag: head.httpEtag });
    const rangeHeader = c.req.header("Range");
    const range = rangeHeader === undefined ? null : byteRange(rangeHeader, head.size);
    if (range === "unsatisfiable") {
      headers.set("Content-Range", `bytes */${head.size}`);
      headers.set("Content-Type", "application/json");
      return new Response(JSON.stringify(refusalBody(langOfRequest(c.req.raw), "range_not_satisfiable", COMMON_MESSAGES.rangeNotSatisfiable)), {
        status: 416,
        headers,
      });
    }
    const { offset, length } = range ?? { offset: 0, length: head.size };
    headers.set("Content-Length", String(length));
    if (range) headers.set("Content-Range", `bytes ${offset}-${offset + length - 1}/${head.size}`);
    const status = range ? 206 : 200;
    if (c.req.method === "HEAD" || length === 0) return new Response(null, { status, headers });
    const object = await bucket.get(key, { range: { offset, length } });
    if (!object) return notFound(c.req.raw);
    return new Response(object.body, { status, headers });
  })
  .all(BASEMAP_ARCHIVE_PATH, (c) =>
    Response.json(refusalBody(langOfRequest(c.req.raw), "method_not_allowed", COMMON_MESSAGES.methodNotAllowed), {
      status: 405,
      headers: { Allow: "GET, HEAD" },
    }),
  )
  .notFound((c) => notFound(c.req.raw))
  // A failure reaches the worker's fetch, which answers it with the app's envelope.
  .onError((error) => {
    throw error;
  });

const notFound = (request: Request) => Response.json(refusalBody(langOfRequest(request), "not_found", COMMON_MESSAGES.notFound), { status: 404 });

/**
 * The one range a Range header asks for, within a file of `size` bytes: "bytes=a-b" (b past the
 * end is the end), "bytes=a-" or the last n bytes "bytes=-n". Anything else (another unit,
 * several ranges, a start past the end, a malformed value) is unsatisfiable.
 */
export function byteRange(header: string, size: number): { offset: number; length: number } | "unsatisfiable" {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "unsatisfiable";
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    const length = Math.min(suffix, size);
    return { offset: size - length, length };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { offset: start, length: end - start + 1 };
}
