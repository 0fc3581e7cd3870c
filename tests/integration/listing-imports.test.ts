import { beforeAll, describe, expect, inject, it } from "vitest";
import type { BulkPublishAnswer, ImportPhotosAnswer } from "../../domain/listing-imports/import-api";
import { IMPORT_MESSAGES } from "../../domain/listing-imports/import-messages";
import type { ImportRow, ImportRowResult } from "../../domain/listing-imports/import-contract";
import { LISTING_MESSAGES as M } from "../../domain/listings/listing-messages";
import type { ListingDraft } from "../../domain/listings/listing-schema";
import { type Account, call, newAccount, rows } from "./helpers";
import { aColonia, completeDraft, fingerprintPhotos, type Colonia } from "./listing-fixtures";

// POST /api/listing-imports/rows: a file's rows, in chunks of 100, become borradores of the
// importing agent, keyed by source id; importing again updates or skips, never duplicates.

type Row = Omit<ImportRow, "photo_urls"> & { photo_urls?: string[] };
const json = async (res: Response) => (await res.json()) as any;

async function importChunk(who: Account, chunk: Row[]): Promise<ImportRowResult[]> {
  const res = await call("/api/listing-imports/rows", { cookie: who.cookie, body: { rows: chunk } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json(res)).data.items;
}

async function importAll(who: Account, all: Row[]): Promise<ImportRowResult[]> {
  const results: ImportRowResult[] = [];
  for (let i = 0; i < all.length; i += 100) results.push(...(await importChunk(who, all.slice(i, i + 100))));
  return results;
}

const countBy = (results: ImportRowResult[]) =>
  results.reduce<Record<string, number>>((n, r) => ({ ...n, [r.outcome]: (n[r.outcome] ?? 0) + 1 }), {});

const listingsOf = async (userId: string) =>
  Number((await rows<{ n: number }>("SELECT count(*) AS n FROM properties WHERE agent_id = ?", [userId]))[0].n);

const stored = async (id: string) =>
  (
    await rows<{ status: string; draft: string; source_id: string; agent_id: string; agency_id: string | null }>(
      "SELECT status, draft, source_id, agent_id, agency_id FROM properties WHERE id = ?",
      [id],
    )
  )[0];

// Ten ways a row can be wrong, each with the field and the schema's own message.
const BAD: { over: (c: Colonia) => Record<string, unknown>; field: string | null; message: string }[] = [
  { over: () => ({ price: 500 }), field: "price", message: M.priceRange("renta") },
  { over: () => ({ title: undefined }), field: "title", message: M.titleRequired },
  { over: () => ({ title: "Corto" }), field: "title", message: M.titleLength },
  { over: () => ({ operation_type: "permuta" }), field: "operation_type", message: M.operation },
  { over: () => ({ lat: 25.6 }), field: "lat", message: M.pin },
  { over: () => ({ property_type: "terreno", total_surface: 300 }), field: "bedrooms", message: M.landRooms },
  { over: () => ({ bathrooms: 1.3 }), field: "bathrooms", message: M.bathrooms },
  { over: () => ({ recamaras_extra: 3 }), field: null, message: M.unknownFields(["recamaras_extra"]) },
  { over: () => ({ description: "Muy bonito." }), field: "description", message: M.descriptionLength },
  { over: () => ({ built_surface: null }), field: "built_surface", message: M.builtSurface },
];

function fileOf(colonia: Colonia, n: number, prefix: string): { rows: Row[]; bad: Map<number, (typeof BAD)[number]> } {
  const bad = new Map<number, (typeof BAD)[number]>();
  const out: Row[] = [];
  for (let i = 0; i < n; i++) {
    let listing: Record<string, unknown> = completeDraft(colonia, { title: `Departamento importado ${prefix} ${i + 1}` });
    const which = i % 20 === 7 ? BAD[bad.size % BAD.length] : null;
    if (which) {
      listing = { ...listing, ...which.over(colonia) };
      for (const [k, v] of Object.entries(listing)) if (v === undefined) delete listing[k];
      bad.set(i, which);
    }
    out.push({ row: i + 2, source_id: `${prefix}-${i + 1}`, listing });
  }
  return { rows: out, bad };
}

let colonia: Colonia;
beforeAll(async () => {
  colonia = await aColonia();
});

describe("importing rows", () => {
  it("writes 190 borradores of 200 rows and reports the 10 bad ones with the schema's messages", async () => {
    const agent = await newAccount("agente");
    const file = fileOf(colonia, 200, "EB");
    expect(file.bad.size).toBe(10);
    const results = await importAll(agent, file.rows);

    expect(results).toHaveLength(200);
    expect(countBy(results)).toEqual({ created: 190, failed: 10 });
    for (const [index, bad] of file.bad) {
      const r = results[index];
      expect(r).toMatchObject({ row: index + 2, source_id: `EB-${index + 1}`, outcome: "failed", listing_id: null });
      expect(r.errors).toContainEqual({ field: bad.field, message: bad.message });
    }
    expect(await listingsOf(agent.id)).toBe(190);

    // A created row is a borrador of the agent with the checked listing as its draft.
    const first = results[0];
    const row = await stored(first.listing_id!);
    expect(row).toMatchObject({ status: "borrador", source_id: "EB-1", agent_id: agent.id, agency_id: null });
    const draft = JSON.parse(row.draft) as ListingDraft;
    expect(draft).toMatchObject({ title: "Departamento importado EB 1", price: 23_456, location_id: colonia.id, age_years: null });

    // The same file again: nothing new, nothing duplicated.
    const again = await importAll(agent, file.rows);
    expect(countBy(again)).toEqual({ skipped: 190, failed: 10 });
    expect(again[0].listing_id).toBe(first.listing_id);
    expect(await listingsOf(agent.id)).toBe(190);

    // Changed rows update their borrador; the others stay as they were.
    const changed = file.rows.slice(0, 100).map((r, i) => (i < 5 ? { ...r, listing: { ...r.listing, price: 30_000 + i } } : r));
    const third = await importChunk(agent, changed);
    expect(countBy(third)).toEqual({ updated: 5, skipped: 90, failed: 5 });
    expect(JSON.parse((await stored(first.listing_id!)).draft).price).toBe(30_000);
    expect(await listingsOf(agent.id)).toBe(190);

    // Imported borradores do not use up the form's 20 open drafts.
    const form = await call("/api/listings", { cookie: agent.cookie, body: {} });
    expect(form.status).toBe(201);
  });

  it("keeps every person's source ids apart: another agent's listing with the same id is untouched", async () => {
    const [ana, beto] = [await newAccount("agente"), await newAccount("agente")];
    const [mine] = await importChunk(ana, [{ row: 2, source_id: "CASA-1", listing: completeDraft(colonia, { title: "Casa de Ana en la colonia" }) }]);
    const before = await stored(mine.listing_id!);
    const [theirs] = await importChunk(beto, [
      { row: 2, source_id: "CASA-1", listing: completeDraft(colonia, { title: "Casa de Beto en la colonia" }) },
    ]);
    expect(theirs.outcome).toBe("created");
    expect(theirs.listing_id).not.toBe(mine.listing_id);
    expect(await stored(mine.listing_id!)).toEqual(before);
    expect(JSON.parse(before.draft).title).toBe("Casa de Ana en la colonia");
  });

  it("fails the later row of a source id repeated in the file", async () => {
    const agent = await newAccount("agente");
    const results = await importChunk(agent, [
      { row: 2, source_id: "X-1", listing: completeDraft(colonia) },
      { row: 3, source_id: "X-2", listing: completeDraft(colonia) },
      { row: 4, source_id: "X-1", listing: completeDraft(colonia) },
    ]);
    expect(results.map((r) => r.outcome)).toEqual(["created", "created", "failed"]);
    expect(results[2].errors).toEqual([{ field: "source_id", message: IMPORT_MESSAGES.duplicateSourceId(2) }]);
    expect(await listingsOf(agent.id)).toBe(2);
  });

  it("leaves a listing that is already published as it is", async () => {
    const agent = await newAccount("agente");
    const listing = completeDraft(colonia);
    const [first] = await importChunk(agent, [{ row: 2, source_id: "PUB-1", listing }]);
    await rows("UPDATE properties SET status = 'publicada', title = 'Título publicado de la propiedad', price = 23456, draft = NULL WHERE id = ?", [
      first.listing_id!,
    ]);
    const [again] = await importChunk(agent, [{ row: 2, source_id: "PUB-1", listing: { ...listing, price: 99_000 } }]);
    expect(again).toMatchObject({
      outcome: "skipped",
      listing_id: first.listing_id,
      errors: [{ field: null, message: IMPORT_MESSAGES.alreadyLive }],
    });
    const [row] = await rows<{ price: number; title: string; status: string }>("SELECT price, title, status FROM properties WHERE id = ?", [
      first.listing_id!,
    ]);
    expect(row).toEqual({ price: 23456, title: "Título publicado de la propiedad", status: "publicada" });
  });

  it("imports into the agency: its owner updates an agent's row, another agent of it cannot take the id", async () => {
    const [owner, ana, beto] = [await newAccount("inmobiliaria"), await newAccount("agente"), await newAccount("agente")];
    const agencyId = crypto.randomUUID();
    await rows("INSERT INTO agencies (id, owner_id, name, slug) VALUES (?, ?, 'Inmobiliaria de prueba', ?)", [
      agencyId,
      owner.id,
      `prueba-${agencyId}`,
    ]);
    for (const a of [ana, beto]) await rows("INSERT INTO agency_agents (agency_id, agent_id) VALUES (?, ?)", [agencyId, a.id]);

    const listing = completeDraft(colonia);
    const [created] = await importChunk(ana, [{ row: 2, source_id: "AG-1", listing }]);
    expect(await stored(created.listing_id!)).toMatchObject({ agent_id: ana.id, agency_id: agencyId });

    const [taken] = await importChunk(beto, [{ row: 2, source_id: "AG-1", listing: { ...listing, price: 40_000 } }]);
    expect(taken).toMatchObject({ outcome: "failed", errors: [{ field: "source_id", message: IMPORT_MESSAGES.sourceIdTaken }] });

    const [byOwner] = await importChunk(owner, [{ row: 2, source_id: "AG-1", listing: { ...listing, price: 41_000 } }]);
    expect(byOwner).toMatchObject({ outcome: "updated", listing_id: created.listing_id });
    const row = await stored(created.listing_id!);
    expect(row.agent_id).toBe(ana.id);
    expect(JSON.parse(row.draft).price).toBe(41_000);
  });

  it("refuses a request of more than 100 rows or of a buyer", async () => {
    const agent = await newAccount("agente");
    const many = Array.from({ length: 101 }, (_, i) => ({ row: i + 2, source_id: `M-${i}`, listing: {} }));
    const res = await call("/api/listing-imports/rows", { cookie: agent.cookie, body: { rows: many } });
    expect(res.status).toBe(400);
    expect((await json(res)).error.code).toBe("validation_error");
    const buyer = await newAccount("no_agente");
    const refused = await call("/api/listing-imports/rows", { cookie: buyer.cookie, body: { rows: many.slice(0, 1) } });
    expect(refused.status).toBe(403);
    expect(await listingsOf(agent.id)).toBe(0);
  });
});

// The stand-in photo host (tests/fixtures/webhook-receiver.ts).
const photo = (name: string) => `${inject("webhookControlUrl")}/photos/${name}`;

// The statuses, once no photo of these listings is pending (fetched after the answer).
async function settledPhotos(who: Account, ids: string[]): Promise<ImportPhotosAnswer["items"]> {
  for (let i = 0; i < 60; i++) {
    const res = await call(`/api/listing-imports/photos?listing_ids=${ids.join(",")}`, { cookie: who.cookie });
    expect(res.status).toBe(200);
    const { items } = (await json(res)).data as ImportPhotosAnswer;
    if (items.every((item) => item.photos.every((p) => p.status !== "pendiente"))) return items;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("photos still pending after 30 s");
}

const photosOf = async (listingId: string) =>
  Number((await rows<{ n: number }>("SELECT count(*) AS n FROM property_images WHERE property_id = ?", [listingId]))[0].n);

describe("photos by URL", () => {
  it("fetches each photo in the background; a bad one fails alone, with its reason", async () => {
    const agent = await newAccount("agente");
    const file: Row[] = [
      {
        row: 2,
        source_id: "F-1",
        listing: completeDraft(colonia),
        photo_urls: [photo("ok-101.png"), photo("missing.png"), photo("not-an-image.png")],
      },
      { row: 3, source_id: "F-2", listing: completeDraft(colonia), photo_urls: [photo("ok-102.png"), photo("redirect-103"), photo("tiny.png")] },
    ];
    const results = await importChunk(agent, file);
    expect(results.map((r) => r.outcome)).toEqual(["created", "created"]);
    const ids = results.map((r) => r.listing_id!);
    const [a, b] = await settledPhotos(agent, ids);

    expect(a.listing_id).toBe(ids[0]);
    expect(a.photos.map((p) => [p.url, p.status, p.reason])).toEqual([
      [photo("ok-101.png"), "lista", null],
      [photo("missing.png"), "fallida", IMPORT_MESSAGES.photoHttpStatus(404)],
      [photo("not-an-image.png"), "fallida", M.photoType],
    ]);
    expect(b.photos.map((p) => [p.status, p.reason])).toEqual([
      ["lista", null],
      ["lista", null],
      ["fallida", M.photoTooSmall],
    ]);
    // The photos that arrived are the listing's photos, the first one its main photo.
    expect(await photosOf(ids[0])).toBe(1);
    expect(await photosOf(ids[1])).toBe(2);
    const [main] = await rows<{ id: string; url: string }>("SELECT id, url FROM property_images WHERE property_id = ? AND is_main = 1", [ids[1]]);
    expect(main.id).toBe(b.photos[0].photo_id);
    const media = await call(main.url);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/png");

    // Importing the file again neither fetches nor adds a photo twice; a new URL is added.
    const hits = async () => (await (await fetch(`${inject("webhookControlUrl")}/__photo_hits`)).json()) as Record<string, number>;
    const before = await hits();
    const again = await importChunk(agent, [file[0], { ...file[1], photo_urls: [...file[1].photo_urls!, photo("ok-104.png")] }]);
    expect(again.map((r) => r.outcome)).toEqual(["skipped", "updated"]);
    const [, b2] = await settledPhotos(agent, ids);
    expect(b2.photos.map((p) => p.status)).toEqual(["lista", "lista", "fallida", "lista"]);
    expect(await photosOf(ids[0])).toBe(1);
    expect(await photosOf(ids[1])).toBe(3);
    const after = await hits();
    expect(after["/photos/ok-101.png"]).toBe(before["/photos/ok-101.png"]);
    expect(after["/photos/ok-104.png"]).toBe(1);

    // Another person asking about these listings learns nothing.
    const other = await newAccount("agente");
    const theirs = await call(`/api/listing-imports/photos?listing_ids=${ids.join(",")}`, { cookie: other.cookie });
    expect((await json(theirs)).data.items).toEqual([]);
  });
});

const DAY_MS = 86_400_000;
async function giveSubscription(userId: string, passes: number) {
  const now = Date.now();
  await rows(
    `INSERT INTO user_subscriptions (id, user_id, plan_id, status, passes_remaining, rollover_passes, credits_3d_tour, current_period_start, current_period_end)
     VALUES (?, ?, 'plan_pro', 'active', ?, 0, 0, ?, ?)`,
    [crypto.randomUUID(), userId, passes, now, now + 30 * DAY_MS],
  );
}

const publishBulk = async (who: Account, ids: string[], confirm: boolean): Promise<BulkPublishAnswer> => {
  const res = await call("/api/listing-imports/publish", { cookie: who.cookie, body: { ids, confirm } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json(res)).data;
};

describe("bulk publish", () => {
  it("publishes as many as the passes cover, each spending one; the rest stay borradores with their reason", async () => {
    const [agent, other] = [await newAccount("agente"), await newAccount("agente")];
    await giveSubscription(agent.id, 2);
    const file: Row[] = [1, 2, 3].map((n) => ({
      row: n + 1,
      source_id: `P-${n}`,
      listing: completeDraft(colonia),
      photo_urls: [photo(`ok-${200 + n}.png`)],
    }));
    file.push({ row: 5, source_id: "P-4", listing: completeDraft(colonia) }); // no photos
    const ids = (await importChunk(agent, file)).map((r) => r.listing_id!);
    await settledPhotos(agent, ids);
    // A listing enters search with its photos fingerprinted (checked for copies).
    await fingerprintPhotos(ids);
    const [foreign] = await importChunk(other, [{ row: 2, source_id: "P-1", listing: completeDraft(colonia) }]);

    const asked = [...ids, foreign.listing_id!, "no-existe"];
    const preview = await publishBulk(agent, asked, false);
    expect(preview).toEqual({
      confirmed: false,
      passes_available: 2,
      ready: ids.slice(0, 3),
      published: [],
      held: [{ id: ids[3], reasons: [{ field: "photos", message: M.photosRequired }] }],
      not_found: [foreign.listing_id, "no-existe"],
    });
    const statuses = async () =>
      (await rows<{ id: string; status: string }>(`SELECT id, status FROM properties WHERE id IN (${asked.map(() => "?").join(",")})`, asked))
        .map((r) => `${r.id}:${r.status}`)
        .sort();
    const untouched = await statuses();

    const done = await publishBulk(agent, asked, true);
    expect(done.confirmed).toBe(true);
    expect(done.passes_available).toBe(0);
    expect(done.ready).toEqual([]);
    expect(done.published.map((p) => p.id)).toEqual(ids.slice(0, 2));
    expect(done.held).toEqual([
      { id: ids[3], reasons: [{ field: "photos", message: M.photosRequired }] },
      { id: ids[2], reasons: [{ field: null, message: M.noPasses }] },
    ]);
    expect(done.not_found).toEqual([foreign.listing_id, "no-existe"]);
    expect(untouched).not.toEqual(await statuses());

    const after = await rows<{ id: string; status: string; price: number; title: string }>(
      `SELECT id, status, price, title FROM properties WHERE id IN (?, ?, ?, ?, ?)`,
      [...ids, foreign.listing_id!],
    );
    const statusOf = (id: string) => after.find((r) => r.id === id)!.status;
    expect(ids.map(statusOf)).toEqual(["publicada", "publicada", "borrador", "borrador"]);
    expect(statusOf(foreign.listing_id!)).toBe("borrador");
    // Published like a single publish: the listing's columns are the draft's.
    expect(after.find((r) => r.id === ids[0])).toMatchObject({ price: file[0].listing.price, title: file[0].listing.title });
    const [sub] = await rows<{ passes_remaining: number }>("SELECT passes_remaining FROM user_subscriptions WHERE user_id = ?", [agent.id]);
    expect(Number(sub.passes_remaining)).toBe(0);
  });

  it("asks for a confirmed e-mail before it publishes", async () => {
    // Importing needs one too (import-photo-queue.test.ts): the address stops counting as
    // confirmed after the import, as if it had changed.
    const agent = await newAccount("agente");
    const [r] = await importChunk(agent, [{ row: 2, source_id: "V-1", listing: completeDraft(colonia) }]);
    await rows("UPDATE users SET email_verified = 0 WHERE id = ?", [agent.id]);
    const res = await call("/api/listing-imports/publish", { cookie: agent.cookie, body: { ids: [r.listing_id], confirm: true } });
    expect(res.status).toBe(403);
    expect((await json(res)).error.code).toBe("email_not_verified");
    expect((await publishBulk(agent, [r.listing_id!], false)).held).toHaveLength(1);
  });
});

describe("column mapping", () => {
  it("remembers each person's last mapping per kind of file", async () => {
    const [agent, other] = [await newAccount("agente"), await newAccount("agente")];
    const get = async (who: Account, source: string) =>
      (await json(await call(`/api/listing-imports/mapping?source=${source}`, { cookie: who.cookie }))).data;
    expect(await get(agent, "csv")).toEqual({ source: "csv", mapping: null, updated_at: null });
    const mapping = { Precio: "price", Título: "title", Notas: null };
    const put = await call("/api/listing-imports/mapping", { method: "PUT", cookie: agent.cookie, body: { source: "csv", mapping } });
    expect(put.status).toBe(200);
    expect(await get(agent, "csv")).toMatchObject({ source: "csv", mapping });
    expect((await get(agent, "easybroker")).mapping).toBeNull();
    expect((await get(other, "csv")).mapping).toBeNull();
    const replaced = await call("/api/listing-imports/mapping", {
      method: "PUT",
      cookie: agent.cookie,
      body: { source: "csv", mapping: { Costo: "price" } },
    });
    expect(replaced.status).toBe(200);
    expect((await get(agent, "csv")).mapping).toEqual({ Costo: "price" });
  });
});
