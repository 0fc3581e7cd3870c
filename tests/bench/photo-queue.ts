// The fingerprint queue end to end, in workerd: the app started as `npm start` starts it
// (wrangler dev, whose miniflare runs the queue `hogaria-photo-fingerprints` and delivers
// its batches to the worker's queue handler) on ports and a database of its own, a few
// demo advertisers each uploading photos to a draft through POST /api/listings/:id/photos
// at once (the photo a JPEG, its thumbnail a 480 px WebP, as the browser sends them; the
// seed's generated scenes), and this script reading the database every POLL_MS for each
// photo's fingerprint row. It measures:
//  - the time from an upload's answer to its fingerprint row (p50 / p95), the queue's batch
//    wait (max_batch_timeout) included;
//  - the queue's throughput: photos fingerprinted per second, from the first upload to the
//    last fingerprint, beside the rate the uploads themselves were accepted at (when the
//    consumer keeps up, the uploads bound the figure), and the pace at which it cleared the
//    photos still waiting when the last upload was answered (its own pace with work queued).
// It needs the web app built (`npm run build`: the app is started with --skip-build).
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import sharp from "sharp";
import { AGENCIES, DEMO_PASSWORD, INDEPENDENT_AGENT } from "../../db/seed/accounts";
import { buildPhotoCatalog } from "../../db/seed/photo-catalog";
import { PHOTO_LIMITS } from "../../domain/listings/listing-limits";

export type PhotoQueueFigures = {
  photos: number;
  advertisers: number;
  fingerprinted: number;
  failed: number;
  uploadsPerSecond: number;
  photosPerSecond: number;
  backlog: number;
  backlogPerSecond: number | null;
  backlogMs: number;
  latencyMs: { p50: number; p95: number; max: number };
};

const POLL_MS = 100;
const root = path.resolve(import.meta.dirname, "../..");

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

// The app on its own ports and files, seeded small (the queue's work does not depend on the
// listings around it); stopped with its children (wrangler, workerd) as a process group.
async function startApp(port: number) {
  if (!existsSync(path.join(root, "dist/client/index.html"))) throw new Error("Build the web app first: npm run build");
  const db = path.join(root, `.data/bench-queue-${port}.db`);
  const persistTo = path.join(root, `.wrangler/bench-queue-${port}`);
  rmSync(persistTo, { recursive: true, force: true });
  const child = spawn(
    path.join(root, "node_modules/.bin/tsx"),
    [
      "scripts/start.ts",
      "--fresh",
      "--skip-build",
      "--port",
      String(port),
      "--libsql-port",
      String(port - 1),
      "--db",
      db,
      "--persist-to",
      persistTo,
      "--listings",
      "200",
    ],
    { cwd: root, detached: true, stdio: ["ignore", "ignore", "inherit"] },
  );
  const origin = `http://127.0.0.1:${port}`;
  const until = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    const health = await fetch(`${origin}/api/health`).catch(() => null);
    if (health?.ok) break;
    if (Date.now() > until) throw new Error("the app did not start in 4 minutes");
    await new Promise((r) => setTimeout(r, 1000));
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    process.kill(-child.pid!, "SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  };
  return { origin, dbFile: db, stop };
}

type Session = { headers: Record<string, string> };

async function signIn(origin: string, email: string, n: number): Promise<Session> {
  // Each advertiser from an address of its own, as they would be.
  const headers = { origin, "cf-connecting-ip": `198.18.7.${n + 1}` };
  const res = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { headers: { ...headers, cookie } };
}

// A write as a client makes it: over the per-account write limit, wait as Retry-After says.
async function write(url: string, init: () => RequestInit): Promise<Response> {
  for (;;) {
    const res = await fetch(url, init());
    if (res.status !== 429) return res;
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, Number(res.headers.get("retry-after") ?? 60) * 1000));
  }
}

async function newDraft(origin: string, s: Session): Promise<string> {
  const res = await write(`${origin}/api/listings`, () => ({
    method: "POST",
    headers: { ...s.headers, "content-type": "application/json" },
    body: "{}",
  }));
  if (!res.ok) throw new Error(`a draft answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

type Photo = { photo: Buffer; thumbnail: Buffer };
type Upload = { imageId: string; acceptedAt: number };

async function uploadPhoto(origin: string, s: Session, listingId: string, { photo, thumbnail }: Photo): Promise<Upload> {
  const form = () => {
    const body = new FormData();
    body.set("photo", new File([new Uint8Array(photo)], "foto.jpg", { type: "image/jpeg" }));
    body.set("thumbnail", new File([new Uint8Array(thumbnail)], "miniatura.webp", { type: "image/webp" }));
    return { method: "POST", headers: s.headers, body };
  };
  const res = await write(`${origin}/api/listings/${listingId}/photos`, form);
  if (res.status !== 201) throw new Error(`an upload answered ${res.status}: ${await res.text()}`);
  const { data } = (await res.json()) as { data: { id: string } };
  return { imageId: data.id, acceptedAt: Date.now() };
}

export async function measurePhotoQueue(opts: { port: number; advertisers: number; photosEach: number }): Promise<PhotoQueueFigures> {
  const scenes = buildPhotoCatalog();
  const photos: Photo[] = await Promise.all(
    scenes.map(async (spec) => {
      const png = await sharp(Buffer.from(spec.svg)).removeAlpha().png().toBuffer();
      return {
        photo: await sharp(png).resize(1600).jpeg({ quality: 82 }).toBuffer(),
        thumbnail: await sharp(png).resize(480).webp({ quality: 70 }).toBuffer(),
      };
    }),
  );
  const people = [INDEPENDENT_AGENT, ...AGENCIES.flatMap((a) => [a.owner, ...a.agents])].slice(0, opts.advertisers);
  const app = await startApp(opts.port);
  const db = createClient({ url: `file:${app.dbFile}` });
  try {
    const sessions = await Promise.all(people.map((p, n) => signIn(app.origin, p.email, n)));
    // Uploads and reads go on together: each photo's fingerprint row (or its giving up) is
    // looked for from its upload's answer on, and seen when a read returns it.
    const uploads: Upload[] = [];
    const seen = new Map<string, number>();
    const failed = new Set<string>();
    let uploading = true;
    const watch = async () => {
      const until = Date.now() + 600_000;
      while ((uploading || seen.size + failed.size < uploads.length) && Date.now() < until) {
        const ids = JSON.stringify(uploads.filter((u) => !seen.has(u.imageId) && !failed.has(u.imageId)).map((u) => u.imageId));
        const found = await db.execute({
          sql: "SELECT image_id FROM photo_fingerprints WHERE image_id IN (SELECT value FROM json_each(?))",
          args: [ids],
        });
        const now = Date.now();
        for (const r of found.rows) seen.set(String(r.image_id), now);
        const dead = await db.execute({
          sql: "SELECT image_id FROM photo_fingerprint_failures WHERE dead_at IS NOT NULL AND image_id IN (SELECT value FROM json_each(?))",
          args: [ids],
        });
        for (const r of dead.rows) failed.add(String(r.image_id));
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    };
    const watching = watch();
    const startedAt = Date.now();
    await Promise.all(
      sessions.map(async (s, n) => {
        let listingId = "";
        for (let i = 0; i < opts.photosEach; i++) {
          if (i % PHOTO_LIMITS.maxPhotos === 0) listingId = await newDraft(app.origin, s);
          uploads.push(await uploadPhoto(app.origin, s, listingId, photos[(n * opts.photosEach + i) % photos.length]!));
        }
      }),
    );
    uploading = false;
    await watching;
    const lastAccepted = Math.max(...uploads.map((u) => u.acceptedAt));
    const lastSeen = Math.max(...seen.values());
    const latencies = uploads.flatMap((u) => (seen.has(u.imageId) ? [seen.get(u.imageId)! - u.acceptedAt] : []));
    // The photos still waiting when the last upload was answered, and how fast they went.
    const backlog = [...seen.values()].filter((t) => t > lastAccepted).length;
    return {
      photos: uploads.length,
      advertisers: sessions.length,
      fingerprinted: seen.size,
      failed: failed.size,
      uploadsPerSecond: Number((uploads.length / ((lastAccepted - startedAt) / 1000)).toFixed(1)),
      photosPerSecond: Number((seen.size / ((lastSeen - startedAt) / 1000)).toFixed(1)),
      backlog,
      backlogPerSecond: lastSeen > lastAccepted ? Number((backlog / ((lastSeen - lastAccepted) / 1000)).toFixed(1)) : null,
      backlogMs: Math.max(0, lastSeen - lastAccepted),
      latencyMs: { p50: quantile(latencies, 0.5), p95: quantile(latencies, 0.95), max: Math.max(...latencies) },
    };
  } finally {
    db.close();
    await app.stop();
  }
}
