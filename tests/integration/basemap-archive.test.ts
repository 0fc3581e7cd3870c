import { createExecutionContext, env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { ORIGIN } from "./helpers";

// The basemap's PMTiles archive, served from the MAP_TILES bucket in byte ranges. The bucket
// is miniflare's (vitest.integration.config.ts); any bytes do for ranges.
const KEY = "basemaps/cdmx-test.pmtiles";
const ARCHIVE = new Uint8Array(1000).map((_, i) => i % 251);
const PATH = "/basemap/cdmx.pmtiles";

const configured = { ...env, MAP_TILES_ARCHIVE: KEY };
function fetchWith(bindings: Record<string, unknown>, path: string, init: RequestInit = {}) {
  return worker.fetch(new Request(`${ORIGIN}${path}`, init), bindings as never, createExecutionContext());
}
const archive = (init: RequestInit = {}) => fetchWith(configured, PATH, init);
const range = (value: string) => archive({ headers: { Range: value } });
const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());

beforeAll(async () => {
  await env.MAP_TILES.put(KEY, ARCHIVE);
  await env.MAP_TILES.put("private/other.bin", new Uint8Array([1, 2, 3]));
});
afterAll(async () => {
  await env.MAP_TILES.delete([KEY, "private/other.bin"]);
});

describe("the basemap archive", () => {
  it("answers a range with exactly those bytes, its place in the file, and how long to keep it", async () => {
    const res = await range("bytes=0-99");
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe("bytes 0-99/1000");
    expect(res.headers.get("content-length")).toBe("100");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    expect(res.headers.get("etag")).toMatch(/^"[0-9a-f]+"$/);
    expect(await bytes(res)).toEqual(ARCHIVE.slice(0, 100));
  });

  it("cuts a range that runs past the end at the end, and answers open and suffix ranges", async () => {
    // The pmtiles client's first request asks for 16 KiB, more than a small archive has.
    const past = await range("bytes=900-16383");
    expect(past.status).toBe(206);
    expect(past.headers.get("content-range")).toBe("bytes 900-999/1000");
    expect(await bytes(past)).toEqual(ARCHIVE.slice(900));

    const open = await range("bytes=990-");
    expect(open.headers.get("content-range")).toBe("bytes 990-999/1000");
    expect(await bytes(open)).toEqual(ARCHIVE.slice(990));

    const suffix = await range("bytes=-5");
    expect(suffix.headers.get("content-range")).toBe("bytes 995-999/1000");
    expect(await bytes(suffix)).toEqual(ARCHIVE.slice(995));
  });

  it("keeps the same ETag from one range to the next, so the client knows the file did not change", async () => {
    const [a, b] = await Promise.all([range("bytes=0-9"), range("bytes=10-19")]);
    expect(a.headers.get("etag")).toBe(b.headers.get("etag"));
  });

  it("answers 416 with the file's size for a range it cannot give", async () => {
    for (const bad of ["bytes=1000-1010", "bytes=50-10", "bytes=0-9,20-29", "items=0-9", "bytes=-0", "bytes=abc"]) {
      const res = await range(bad);
      expect(res.status, bad).toBe(416);
      expect(res.headers.get("content-range"), bad).toBe("bytes */1000");
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("range_not_satisfiable");
    }
  });

  it("sends the whole file without a Range, and only its size to HEAD", async () => {
    const whole = await archive();
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-length")).toBe("1000");
    expect(await bytes(whole)).toEqual(ARCHIVE);

    const head = await archive({ method: "HEAD", headers: { Range: "bytes=0-99" } });
    expect(head.status).toBe(206);
    expect(head.headers.get("content-length")).toBe("100");
    expect(await head.text()).toBe("");
  });

  it("is read-only", async () => {
    for (const method of ["PUT", "POST", "DELETE"]) {
      const res = await archive({ method, body: method === "DELETE" ? undefined : "x" });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD");
    }
    expect(await bytes(await archive())).toEqual(ARCHIVE);
  });

  it("serves only the configured archive: no other key of the bucket is reachable", async () => {
    for (const path of ["/basemap/private/other.bin", "/basemap/other.bin", `/basemap/${KEY}`, "/basemap/cdmx.pmtiles/../../private/other.bin"]) {
      const res = await fetchWith(configured, path);
      expect(res.status, path).not.toBe(200);
      expect(res.status, path).not.toBe(206);
    }
  });

  it("is not found without a configured archive or bucket", async () => {
    expect((await fetchWith(env, PATH, { headers: { Range: "bytes=0-9" } })).status).toBe(404);
    const { MAP_TILES: _bucket, ...withoutBucket } = configured;
    expect((await fetchWith(withoutBucket, PATH, { headers: { Range: "bytes=0-9" } })).status).toBe(404);
    expect((await fetchWith({ ...env, MAP_TILES_ARCHIVE: "missing.pmtiles" }, PATH)).status).toBe(404);
  });
});

describe("which basemap a page names", () => {
  const head = async (bindings: Record<string, unknown>) => {
    const html = await (await fetchWith(bindings, "/rentar")).text();
    return html.slice(0, html.indexOf("</head>"));
  };

  it("names the archive when there is one and no tile service", async () => {
    expect(await head(configured)).toContain(`<meta name="hogaria:tiles-archive" content="${PATH}">`);
  });

  it("names the tile service over the archive, and neither when nothing is configured (the schematic map)", async () => {
    const withTiles = await head({ ...configured, MAP_TILE_URL: "https://tiles.example.org/{z}/{x}/{y}.png", MAP_TILE_ATTRIBUTION: "© Ejemplo" });
    expect(withTiles).toContain(`<meta name="hogaria:tiles" content="https://tiles.example.org/{z}/{x}/{y}.png">`);
    expect(withTiles).not.toContain("hogaria:tiles-archive");
    const bare = await head(env);
    expect(bare).not.toContain("hogaria:tiles");
  });
});
