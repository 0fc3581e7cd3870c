import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import worker from "../../worker/index";
import type { Bindings } from "../../worker/env";
import { dayInMexicoCity } from "../../domain/format/date";
import { IMPORT_ALLOWANCE_MESSAGES as AM, type ImportAllowance } from "../../domain/listing-imports/import-allowance";
import type { ImportPhotosAnswer } from "../../domain/listing-imports/import-api";
import { IMPORT_API_LIMITS } from "../../domain/listing-imports/import-limits";
import { IMPORT_MESSAGES } from "../../domain/listing-imports/import-messages";
import { IMPORT_PHOTO_DEAD_QUEUE, IMPORT_PHOTO_QUEUE } from "../../worker/services/listing-imports/photo-queue";
import { call, newAccount, productionEnv, rows, type Account } from "./helpers";
import { aColonia, completeDraft } from "./listing-fixtures";

// Photos by URL of imported listings go through the import photo queue (wrangler.toml),
// one message per listing, consumed by this worker in workerd: a message delivered twice
// stores each photo once, a host that is down is retried and, once the queue gives up, its
// photos show as failed in the import's statuses; the cron's sweeper sends again listings
// whose photos wait without a message. Importing needs a confirmed e-mail and a verified
// phone, and photo fetches are capped per account and day.

const control = () => inject("webhookControlUrl");
const photo = (name: string) => `${control()}/photos/${name}`;
const hits = async () => (await (await fetch(`${control()}/__photo_hits`)).json()) as Record<string, number>;

async function importedDraft(agent: Account, photoUrls: string[] = []): Promise<string> {
  const res = await call("/api/listing-imports/rows", {
    cookie: agent.cookie,
    body: { rows: [{ row: 2, source_id: `Q-${crypto.randomUUID()}`, listing: completeDraft(await aColonia()), photo_urls: photoUrls }] },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as any).data.items[0].listing_id;
}

// Photos written as an import writes them (pending, never tried), without a queue message.
async function queuePhotos(listingId: string, urls: string[], updatedAt = Date.now()): Promise<void> {
  for (const [position, url] of urls.entries()) {
    await rows(
      "INSERT INTO listing_import_photos (id, property_id, url, position, status, created_at, updated_at) VALUES (?, ?, ?, ?, 'pendiente', ?, ?)",
      [crypto.randomUUID(), listingId, url, position, updatedAt, updatedAt],
    );
  }
}

// A batch handed to the worker's queue handler, as the queue delivers it.
async function deliver(queue: string, listingIds: string[], { attempts = 1, bindings = env as unknown as Bindings } = {}) {
  const batch = createMessageBatch(
    queue,
    listingIds.map((id, i) => ({ id: `m${i}-${crypto.randomUUID()}`, timestamp: new Date(), attempts, body: { property_id: id } })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, bindings);
  return getQueueResult(batch, ctx);
}

async function statuses(agent: Account, listingId: string) {
  const res = await call(`/api/listing-imports/photos?listing_ids=${listingId}`, { cookie: agent.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: ImportPhotosAnswer }).data.items[0].photos;
}

const storedPhotos = async (listingId: string) =>
  (await rows<{ n: number }>("SELECT count(*) AS n FROM property_images WHERE property_id = ?", [listingId]))[0].n;

async function allowance(agent: Account): Promise<ImportAllowance> {
  const res = await call("/api/listing-imports/allowance", { cookie: agent.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: ImportAllowance }).data;
}

describe("the import photo queue", { timeout: 90_000 }, () => {
  it("fetches a listing's photos from its message; delivered twice, even at once, each photo is stored once", async () => {
    const agent = await newAccount("agente");
    const listingId = await importedDraft(agent);
    const urls = [photo("ok-701.png"), photo("ok-702.png"), photo("redirect-703")];
    await queuePhotos(listingId, urls);
    const before = await hits();

    const [first, second] = await Promise.all([deliver(IMPORT_PHOTO_QUEUE, [listingId]), deliver(IMPORT_PHOTO_QUEUE, [listingId])]);
    const again = await deliver(IMPORT_PHOTO_QUEUE, [listingId]);
    for (const result of [first, second, again]) expect(result.retryMessages).toEqual([]);

    expect((await statuses(agent, listingId)).map((p) => [p.url, p.status])).toEqual(urls.map((u) => [u, "lista"]));
    expect(await storedPhotos(listingId)).toBe(3);
    const after = await hits();
    for (const path of ["/photos/ok-701.png", "/photos/ok-702.png", "/photos/redirect-703"]) expect((after[path] ?? 0) - (before[path] ?? 0)).toBe(1);
    // The first URL is the main photo.
    const [main] = await rows<{ id: string }>("SELECT id FROM property_images WHERE property_id = ? AND is_main = 1", [listingId]);
    expect(main.id).toBe((await statuses(agent, listingId))[0].photo_id);
  });

  it("fetches at most 60 photos in one invocation and sends the listing left over back to the queue", async () => {
    const agent = await newAccount("agente");
    const colonia = await aColonia();
    const res = await call("/api/listing-imports/rows", {
      cookie: agent.cookie,
      body: { rows: Array.from({ length: 21 }, (_, i) => ({ row: i + 2, source_id: `B-${crypto.randomUUID()}`, listing: completeDraft(colonia) })) },
    });
    const ids = ((await res.json()) as any).data.items.map((r: { listing_id: string }) => r.listing_id) as string[];
    for (const [i, id] of ids.entries())
      await queuePhotos(
        id,
        [0, 1, 2].map((k) => photo(`ok-${800 + i * 3 + k}.png`)),
      );

    // The queue the consumer sends left-over listings to, recorded instead of delivered.
    const sent: { body: unknown }[] = [];
    const importPhotos = { sendBatch: async (messages: { body: unknown }[]) => void sent.push(...messages) };
    const result = await deliver(IMPORT_PHOTO_QUEUE, ids, { bindings: { ...env, IMPORT_PHOTOS: importPhotos } as unknown as Bindings });
    expect(result.retryMessages).toEqual([]);
    const stored = async () =>
      (
        await rows<{ n: number }>(
          `SELECT count(*) AS n FROM listing_import_photos WHERE status = 'lista' AND property_id IN (${ids.map(() => "?").join(",")})`,
          ids,
        )
      )[0].n;
    expect(await stored()).toBe(IMPORT_API_LIMITS.photoFetchPerInvocation);
    expect((await statuses(agent, ids[20])).map((p) => p.status)).toEqual(["pendiente", "pendiente", "pendiente"]);
    expect(sent.map((m) => m.body)).toEqual([{ property_id: ids[20] }]);
    // That message, delivered, fetches the rest.
    await deliver(IMPORT_PHOTO_QUEUE, [ids[20]]);
    expect((await statuses(agent, ids[20])).map((p) => p.status)).toEqual(["lista", "lista", "lista"]);
    expect(await stored()).toBe(63);
  });

  it("retries a listing whose photo host is down, then shows its photo as failed once the queue gives up", async () => {
    const agent = await newAccount("agente");
    const listingId = await importedDraft(agent);
    await queuePhotos(listingId, [photo("ok-711.png"), photo("down-712.png")]);

    const delivered = Date.now();
    const result = await deliver(IMPORT_PHOTO_QUEUE, [listingId]);
    // The message comes back, and the photo waits its pause (30 s after a first failure).
    expect(result.retryMessages).toHaveLength(1);
    const [held] = await rows<{ lease_until: number }>(
      "SELECT lease_until FROM listing_import_photos WHERE property_id = ? AND status = 'pendiente'",
      [listingId],
    );
    expect(held.lease_until - delivered).toBeGreaterThanOrEqual(29_000);
    expect(held.lease_until - delivered).toBeLessThan(40_000);
    const waiting = await statuses(agent, listingId);
    expect(waiting.map((p) => [p.status, p.reason])).toEqual([
      ["lista", null],
      ["pendiente", null],
    ]);

    // The queue gave up on the message: the dead-letter queue's consumer fails what is pending,
    // with the reason of its last attempt, and the report shows it.
    const dead = await deliver(IMPORT_PHOTO_DEAD_QUEUE, [listingId], { attempts: 6 });
    expect(dead.explicitAcks).toHaveLength(1);
    expect((await statuses(agent, listingId)).map((p) => [p.status, p.reason])).toEqual([
      ["lista", null],
      ["fallida", IMPORT_MESSAGES.photoHttpStatus(503)],
    ]);
    expect(await storedPhotos(listingId)).toBe(1);
  });

  it("fails a photo for good after its last attempt without waiting for the dead-letter queue", async () => {
    const agent = await newAccount("agente");
    const listingId = await importedDraft(agent);
    await queuePhotos(listingId, [photo("down-721.png")]);
    await rows("UPDATE listing_import_photos SET attempts = ? WHERE property_id = ?", [IMPORT_API_LIMITS.photoAttemptsMax - 1, listingId]);
    const result = await deliver(IMPORT_PHOTO_QUEUE, [listingId], { attempts: 3 });
    expect(result.retryMessages).toEqual([]);
    expect((await statuses(agent, listingId)).map((p) => [p.status, p.reason])).toEqual([["fallida", IMPORT_MESSAGES.photoHttpStatus(503)]]);
  });

  it("in production, refuses an address of this machine without fetching it", async () => {
    const agent = await newAccount("agente");
    const listingId = await importedDraft(agent);
    await queuePhotos(listingId, [photo("ok-731.png")]);
    await deliver(IMPORT_PHOTO_QUEUE, [listingId], { bindings: productionEnv(env) as unknown as Bindings });
    expect((await statuses(agent, listingId)).map((p) => [p.status, p.reason])).toEqual([["fallida", IMPORT_MESSAGES.photoPrivateAddress]]);
    expect((await hits())["/photos/ok-731.png"]).toBeUndefined();
  });

  it("sends again, on the cron trigger, a listing whose photos waited without a message", async () => {
    const agent = await newAccount("agente");
    const listingId = await importedDraft(agent);
    await queuePhotos(listingId, [photo("ok-741.png")], Date.now() - IMPORT_API_LIMITS.photoSweepAfterMs - 60_000);
    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    // miniflare delivers the sweeper's message to this worker's consumer.
    await expect.poll(async () => (await statuses(agent, listingId)).map((p) => p.status), { timeout: 20_000 }).toEqual(["lista"]);
  });
});

describe("who may import, and the daily photo cap", { timeout: 90_000 }, () => {
  it("refuses an account without a confirmed e-mail or without a verified phone", async () => {
    const unconfirmed = await newAccount("agente", { verified: false });
    const noPhone = await newAccount("agente", { phone: false });
    const body = { rows: [{ row: 2, source_id: "V-1", listing: completeDraft(await aColonia()), photo_urls: [photo("ok-751.png")] }] };
    const refusedEmail = await call("/api/listing-imports/rows", { cookie: unconfirmed.cookie, body });
    expect(refusedEmail.status).toBe(403);
    expect(((await refusedEmail.json()) as any).error).toMatchObject({ code: "email_not_verified", message: AM.emailRequired });
    const refusedPhone = await call("/api/listing-imports/rows", { cookie: noPhone.cookie, body });
    expect(refusedPhone.status).toBe(403);
    expect(((await refusedPhone.json()) as any).error).toMatchObject({ code: "phone_not_verified", message: AM.phoneRequired });
    expect(await rows("SELECT id FROM properties WHERE agent_id IN (?, ?)", [unconfirmed.id, noPhone.id])).toEqual([]);
    expect(await allowance(noPhone)).toMatchObject({ email_verified: true, phone_verified: false });
  });

  it("queues photos up to the day's cap, fails the rest with the cap's message, and queues them again on a later day", async () => {
    const agent = await newAccount("agente");
    const cap = IMPORT_API_LIMITS.photoFetchesPerDay;
    expect(await allowance(agent)).toEqual({ email_verified: true, phone_verified: true, photos_per_day: cap, photos_left_today: cap });
    // Most of today's fetches already taken.
    const today = dayInMexicoCity(new Date());
    await rows("INSERT INTO import_photo_days (user_id, day, queued) VALUES (?, ?, ?)", [agent.id, today, cap - 2]);

    const urls = [photo("ok-761.png"), photo("ok-762.png"), photo("ok-763.png")];
    const row = { row: 2, source_id: `CAP-${crypto.randomUUID()}`, listing: completeDraft(await aColonia()), photo_urls: urls };
    const res = await call("/api/listing-imports/rows", { cookie: agent.cookie, body: { rows: [row] } });
    expect(res.status).toBe(200);
    const listingId = ((await res.json()) as any).data.items[0].listing_id as string;
    expect(await allowance(agent)).toMatchObject({ photos_left_today: 0 });
    await expect
      .poll(async () => (await statuses(agent, listingId)).map((p) => [p.status, p.reason]), { timeout: 20_000 })
      .toEqual([
        ["lista", null],
        ["lista", null],
        ["fallida", AM.photoDailyLimit],
      ]);
    expect((await hits())["/photos/ok-763.png"]).toBeUndefined();

    // Another day: the same file again queues the photo the cap held back, and only it.
    await rows("UPDATE import_photo_days SET day = '2000-01-01' WHERE user_id = ?", [agent.id]);
    const again = await call("/api/listing-imports/rows", { cookie: agent.cookie, body: { rows: [row] } });
    expect(((await again.json()) as any).data.items[0]).toMatchObject({ outcome: "updated", listing_id: listingId });
    await expect.poll(async () => (await statuses(agent, listingId)).map((p) => p.status), { timeout: 20_000 }).toEqual(["lista", "lista", "lista"]);
    expect(await allowance(agent)).toMatchObject({ photos_left_today: cap - 1 });
    expect(await storedPhotos(listingId)).toBe(3);
  });
});
