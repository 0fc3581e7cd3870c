import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { createDb } from "../../db/client";
import { photosAwaitingFingerprint } from "../../worker/services/photo-fingerprints/pending";
import { sweepUnfingerprintedPhotos } from "../../worker/services/photo-fingerprints/sweep";
import worker from "../../worker/index";
import type { Bindings } from "../../worker/env";
import { PHOTO_FINGERPRINT_DEAD_QUEUE, PHOTO_FINGERPRINT_QUEUE } from "../../worker/services/photo-fingerprints/consume";
import { FINGERPRINT_FAILURE_LABELS, type PhotoFingerprintFailurePage } from "../../domain/photo-fingerprints/fingerprint-failures";
import { isNearPhoto, PHOTO_BAND_BITS, photoHashBands } from "../../domain/photo-fingerprints/photo-hash";
import type { ListingPhoto } from "../../domain/listings/my-listing";
import { jpegBytes, pngBytes } from "../fixtures/listing-photo-bytes";
import { PHOTO_SCENES, sceneBytes } from "../fixtures/photo-scene-bytes";
import { type Account, call, cookiesOf, freshIp, newAccount, ORIGIN, rows, testDb } from "./helpers";

// The fingerprint queue in workerd: a photo uploaded through the API is hashed by the
// queue's consumer (miniflare delivers the message to this worker's queue handler), its
// band rows written; a message delivered twice, late or for a deleted photo changes
// nothing; a corrupt image and a message that keeps failing end on the operator's list.

const DEMO_PASSWORD = "Hogaria2026!";
let agent: Account;
let operatorCookie: string;

async function newDraft(agentId: string): Promise<string> {
  const colonia = (await testDb().execute("SELECT id FROM locations WHERE tipo = 'colonia' LIMIT 1")).rows[0].id as string;
  const id = `t${crypto.randomUUID().replace(/-/g, "").slice(0, 13)}`;
  await testDb().execute({
    sql: `INSERT INTO properties (id, title, price, address, neighborhood, location_id, lat, lng, operation_type, property_type, status, agent_id)
          VALUES (?, 'Sala con ventanal en la Roma', 4500000, 'Calle Colima 12', 'Roma Norte', ?, 19.42, -99.16, 'venta', 'departamento', 'borrador', ?)`,
    args: [id, colonia, agentId],
  });
  return id;
}

async function upload(listingId: string, photo: Uint8Array, thumbnail: Uint8Array, thumbType = "image/webp"): Promise<ListingPhoto> {
  const form = new FormData();
  form.set("photo", new File([photo as Uint8Array<ArrayBuffer>], "foto.jpg", { type: "image/jpeg" }));
  form.set("thumbnail", new File([thumbnail as Uint8Array<ArrayBuffer>], "miniatura", { type: thumbType }));
  const res = await exports.default.fetch(`${ORIGIN}/api/listings/${listingId}/photos`, {
    method: "POST",
    headers: { origin: ORIGIN, cookie: agent.cookie, "cf-connecting-ip": freshIp() },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: ListingPhoto }).data;
}

// The consumer runs after the answer: wait for what it writes (a few seconds at most).
async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error("the queue's consumer wrote nothing in time");
    await new Promise((r) => setTimeout(r, 200));
  }
}

type FingerprintRow = { hash: string; informative: number; property_id: string };
const fingerprintOf = async (imageId: string) =>
  (await rows<FingerprintRow>("SELECT hash, informative, property_id FROM photo_fingerprints WHERE image_id = ?", [imageId]))[0];
const bandsOf = async (imageId: string) =>
  (await rows<{ band: number; value: number }>("SELECT band, value FROM photo_hash_bands WHERE image_id = ? ORDER BY band", [imageId])).map((r) => [
    Number(r.band),
    Number(r.value),
  ]);
type FailureRow = { reason: string; dead_at: number | null; attempts: number };
const failureOf = async (imageId: string) =>
  (await rows<FailureRow>("SELECT reason, dead_at, attempts FROM photo_fingerprint_failures WHERE image_id = ?", [imageId]))[0];

// A batch handed to the worker's own queue handler, as the queue would deliver it.
async function deliver(queue: string, bodies: unknown[], attempts = 1, bindings: Bindings = env as unknown as Bindings) {
  const batch = createMessageBatch(
    queue,
    bodies.map((body, i) => ({ id: `m${i}-${crypto.randomUUID()}`, timestamp: new Date(), attempts, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, bindings);
  return { batch, result: await getQueueResult(batch, ctx) };
}

beforeAll(async () => {
  agent = await newAccount("agente", { name: "Agente Huellas" });
  const res = await call("/api/auth/sign-in/email", { body: { email: "operador@hogaria.mx", password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  operatorCookie = cookiesOf(res);
});

describe("the photo fingerprint queue", () => {
  it("fingerprints an uploaded photo from its thumbnail, with its three band rows", async () => {
    const listingId = await newDraft(agent.id);
    const photo = await upload(listingId, sceneBytes(PHOTO_SCENES.salaJpeg.base64), sceneBytes(PHOTO_SCENES.salaWebp.base64));
    const row = await eventually(() => fingerprintOf(photo.id));
    expect(row.property_id).toBe(listingId);
    expect(Boolean(row.informative)).toBe(true);
    // The worker's WebP decoder sees what sharp's does: the same photo.
    expect(isNearPhoto(row.hash, PHOTO_SCENES.salaWebp.hash)).toBe(true);
    expect(isNearPhoto(row.hash, PHOTO_SCENES.cocinaWebp.hash)).toBe(false);
    expect(await bandsOf(photo.id)).toEqual(photoHashBands(row.hash).map((value, band) => [band, value]));
    // Each band row carries the whole hash: the lookup measures the distance on the rows it seeks.
    expect(await rows("SELECT DISTINCT hash FROM photo_hash_bands WHERE image_id = ?", [photo.id])).toEqual([{ hash: row.hash }]);
    expect(await failureOf(photo.id)).toBeUndefined();
  });

  it("reads JPEG and PNG thumbnails too (an imported photo is its own thumbnail)", async () => {
    const listingId = await newDraft(agent.id);
    const jpeg = sceneBytes(PHOTO_SCENES.salaJpeg.base64);
    const photo = await upload(listingId, jpeg, jpeg, "image/jpeg");
    const row = await eventually(() => fingerprintOf(photo.id));
    expect(isNearPhoto(row.hash, PHOTO_SCENES.salaJpeg.hash)).toBe(true);

    // A PNG of one colour: fingerprinted, but never matched (no band rows).
    const plain = await upload(listingId, jpeg, await pngBytes(300, 300), "image/png");
    const plainRow = await eventually(() => fingerprintOf(plain.id));
    expect(Boolean(plainRow.informative)).toBe(false);
    expect(await bandsOf(plain.id)).toEqual([]);
  });

  it("takes a message twice, late, for a deleted photo or malformed without a second row or an error", async () => {
    const listingId = await newDraft(agent.id);
    const kept = await upload(listingId, sceneBytes(PHOTO_SCENES.salaJpeg.base64), sceneBytes(PHOTO_SCENES.cocinaWebp.base64));
    const deleted = await upload(listingId, sceneBytes(PHOTO_SCENES.salaJpeg.base64), sceneBytes(PHOTO_SCENES.salaWebp.base64));
    const first = await eventually(() => fingerprintOf(kept.id));
    expect((await call(`/api/listings/${listingId}/photos/${deleted.id}`, { method: "DELETE", cookie: agent.cookie })).status).toBe(204);

    const message = { image_id: kept.id, property_id: listingId };
    const { batch, result } = await deliver(PHOTO_FINGERPRINT_QUEUE, [
      message,
      message,
      { image_id: deleted.id, property_id: listingId },
      { image_id: 42 },
    ]);
    expect(result.retryMessages).toEqual([]);
    expect([...result.explicitAcks].sort()).toEqual(batch.messages.map((m) => m.id).sort());
    expect(await rows("SELECT hash FROM photo_fingerprints WHERE image_id = ?", [kept.id])).toEqual([{ hash: first.hash }]);
    expect(await bandsOf(kept.id)).toHaveLength(PHOTO_BAND_BITS.length);
    expect(await fingerprintOf(deleted.id)).toBeUndefined();
    expect(await bandsOf(deleted.id)).toEqual([]);
  });

  it("gives a corrupt image up at once and lists it for the operator", async () => {
    const listingId = await newDraft(agent.id);
    const photo = await upload(listingId, sceneBytes(PHOTO_SCENES.salaJpeg.base64), jpegBytes(480, 320), "image/jpeg");
    const failure = await eventually(() => failureOf(photo.id));
    expect(failure.reason).toBe("imagen_danada");
    expect(failure.dead_at).not.toBeNull();
    expect(await fingerprintOf(photo.id)).toBeUndefined();
    expect(await photosAwaitingFingerprint(createDb({ url: inject("libsqlUrl") }), listingId)).toBe(0);

    const page = (await (await call("/api/operator/photo-fingerprints/failures", { cookie: operatorCookie })).json()) as {
      data: PhotoFingerprintFailurePage;
    };
    const item = page.data.items.find((i) => i.image_id === photo.id);
    expect(item).toMatchObject({
      property_id: listingId,
      listing_title: "Sala con ventanal en la Roma",
      reason: "imagen_danada",
      reason_label: FINGERPRINT_FAILURE_LABELS.imagen_danada,
      thumbnail_url: photo.thumbnail_url,
    });
    expect((await call("/api/operator/photo-fingerprints/failures", { cookie: agent.cookie })).status).toBe(403);
  });

  it("tries a message again later while the database cannot answer, then records the dead letter", async () => {
    const listingId = await newDraft(agent.id);
    const imageId = crypto.randomUUID();
    // A photo row whose fingerprint was asked for: written directly, so the queue has not seen it.
    await testDb().execute({
      sql: `INSERT INTO property_images (id, property_id, url, thumbnail_url, thumbnail_key, is_main, display_order, created_at)
            VALUES (?, ?, '/media/x.webp', '/media/x-t.webp', ?, 1, 0, ?)`,
      args: [imageId, listingId, `listings/${listingId}/x-t.webp`, Date.now()],
    });
    const message = { image_id: imageId, property_id: listingId };
    const down = { ...(env as unknown as Bindings), LIBSQL_URL: "http://127.0.0.1:9" } as Bindings;
    const { batch, result } = await deliver(PHOTO_FINGERPRINT_QUEUE, [message], 3, down);
    expect(result.explicitAcks).toEqual([]);
    // (The test harness records that it is retried, not after how long: retryDelaySeconds' own test.)
    expect(result.retryMessages).toEqual([{ msgId: batch.messages[0].id }]);

    // After the queue's last retry, the message reaches the dead-letter queue.
    const dead = await deliver(PHOTO_FINGERPRINT_DEAD_QUEUE, [message], 5);
    expect(dead.result.explicitAcks).toEqual([dead.batch.messages[0].id]);
    expect(await failureOf(imageId)).toMatchObject({ reason: "fallo_repetido", attempts: 5 });
    expect((await failureOf(imageId)).dead_at).not.toBeNull();

    // The file is back (say, restored) and the operator asks for another try: the photo
    // leaves the list, is queued again and gets its fingerprint.
    await env.PHOTOS.put(`listings/${listingId}/x-t.webp`, sceneBytes(PHOTO_SCENES.cocinaWebp.base64));
    const retried = await call(`/api/operator/photo-fingerprints/failures/${imageId}/retry`, { cookie: operatorCookie, body: {} });
    expect(retried.status).toBe(200);
    const row = await eventually(() => fingerprintOf(imageId));
    expect(isNearPhoto(row.hash, PHOTO_SCENES.cocinaWebp.hash)).toBe(true);
    expect(await failureOf(imageId)).toBeUndefined();
    const again = await call(`/api/operator/photo-fingerprints/failures/${imageId}/retry`, { cookie: operatorCookie, body: {} });
    expect(again.status).toBe(404);
  });

  it("sends again, from the cron, a photo stored a while ago whose message was lost", async () => {
    const listingId = await newDraft(agent.id);
    const imageId = crypto.randomUUID();
    const key = `listings/${listingId}/lost-t.webp`;
    await env.PHOTOS.put(key, sceneBytes(PHOTO_SCENES.salaWebp.base64));
    const now = Date.now();
    // Stored 20 minutes ago, never sent; and a photo of the seed's kind (no object of its own).
    await testDb().batch([
      {
        sql: `INSERT INTO property_images (id, property_id, url, thumbnail_url, thumbnail_key, is_main, display_order, created_at)
              VALUES (?, ?, '/media/lost.webp', ?, ?, 1, 0, ?)`,
        args: [imageId, listingId, `/media/${key}`, key, now - 20 * 60_000],
      },
      {
        sql: `INSERT INTO property_images (id, property_id, url, thumbnail_url, is_main, display_order, created_at)
              VALUES (?, ?, '/media/photos/escena.webp', '/media/photos/escena-thumb.webp', 0, 1, ?)`,
        args: [`${imageId}-seed`, listingId, now - 20 * 60_000],
      },
    ]);
    const db = createDb({ url: inject("libsqlUrl") });
    expect(await photosAwaitingFingerprint(db, listingId)).toBe(1);
    expect(await sweepUnfingerprintedPhotos(db, env.PHOTO_FINGERPRINTS, new Date(now))).toBeGreaterThanOrEqual(1);
    const row = await eventually(() => fingerprintOf(imageId));
    expect(await photosAwaitingFingerprint(db, listingId)).toBe(0);
    expect(isNearPhoto(row.hash, PHOTO_SCENES.salaWebp.hash)).toBe(true);
    expect(await fingerprintOf(`${imageId}-seed`)).toBeUndefined();
  });
});
