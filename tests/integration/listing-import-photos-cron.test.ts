import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import worker from "../../worker/index";
import { IMPORT_MESSAGES } from "../../domain/listing-imports/import-messages";
import { call, newAccount, productionEnv, rows, type Account } from "./helpers";
import { aColonia, completeDraft } from "./listing-fixtures";

// The cron trigger fetches the photos of imported listings that are still pending, and in
// production it fetches only addresses of the public internet.

const control = () => inject("webhookControlUrl");
const photo = (name: string) => `${control()}/photos/${name}`;

async function importedDraft(agent: Account): Promise<string> {
  const res = await call("/api/listing-imports/rows", {
    cookie: agent.cookie,
    body: { rows: [{ row: 2, source_id: `C-${crypto.randomUUID()}`, listing: completeDraft(await aColonia()) }] },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as any).data.items[0].listing_id;
}

// A photo the import queued, written as the import writes it (pending, never tried).
async function queuePhoto(listingId: string, url: string): Promise<string> {
  const id = crypto.randomUUID();
  await rows("INSERT INTO listing_import_photos (id, property_id, url, position, status) VALUES (?, ?, ?, 0, 'pendiente')", [id, listingId, url]);
  return id;
}

async function runCron(bindings: object) {
  const ctx = createExecutionContext();
  await worker.scheduled!(createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" }), bindings as typeof env, ctx);
  await waitOnExecutionContext(ctx);
}

const photoRow = async (id: string) =>
  (
    await rows<{ status: string; reason: string | null; image_id: string | null }>(
      "SELECT status, reason, image_id FROM listing_import_photos WHERE id = ?",
      [id],
    )
  )[0];

describe("import photos on the cron trigger", () => {
  it("fetches a pending photo and makes it the listing's photo", async () => {
    const agent = await newAccount("agente");
    const listingId = await importedDraft(agent);
    const id = await queuePhoto(listingId, photo("ok-301.png"));
    await runCron(env);
    const row = await photoRow(id);
    expect(row).toMatchObject({ status: "lista", reason: null });
    const [image] = await rows<{ id: string; property_id: string }>("SELECT id, property_id FROM property_images WHERE id = ?", [row.image_id!]);
    expect(image.property_id).toBe(listingId);
    // The stored photo goes on the fingerprint queue: a plain one-colour PNG, never matched.
    await expect
      .poll(async () => rows<{ informative: number }>("SELECT informative FROM photo_fingerprints WHERE image_id = ?", [image.id]), {
        timeout: 15_000,
      })
      .toEqual([{ informative: 0 }]);
  });

  it("in production, refuses an address of this machine without fetching it", async () => {
    const agent = await newAccount("agente");
    const listingId = await importedDraft(agent);
    const id = await queuePhoto(listingId, photo("ok-302.png"));
    // Mail of other cron jobs goes to the local receiver, never to a real provider.
    await runCron(productionEnv(env, { MAIL_API_URL: `${control()}/mail` }));
    expect(await photoRow(id)).toMatchObject({ status: "fallida", reason: IMPORT_MESSAGES.photoPrivateAddress, image_id: null });
    const hits = (await (await fetch(`${control()}/__photo_hits`)).json()) as Record<string, number>;
    expect(hits["/photos/ok-302.png"]).toBeUndefined();
  });
});
