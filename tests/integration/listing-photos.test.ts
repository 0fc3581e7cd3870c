import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { createDb } from "../../db/client";
import { PHOTO_LIMITS } from "../../domain/listings/listing-limits";
import { LISTING_MESSAGES as M } from "../../domain/listings/listing-messages";
import type { ListingPhoto } from "../../domain/listings/my-listing";
import { addListingPhoto } from "../../worker/services/listing-photos/add-photo";
import { checkImage, UPLOAD_BODY_MAX } from "../../worker/services/listing-photos/upload-form";
import {
  concatBytes,
  EXIF_GPS_APP1,
  heicBytes,
  ICC_APP2,
  includesBytes,
  jpegBytes,
  pngBytes,
  vp8Chunk,
  webpFile,
  webpWithMetadata,
} from "../fixtures/listing-photo-bytes";
import { call, newAccount, freshIp, ORIGIN, testDb } from "./helpers";

type Person = { cookie: string; id: string };

const signUp = (role: "agente" | "no_agente"): Promise<Person> => newAccount(role, { name: "Agente Fotos" });

let coloniaId: string | undefined;
async function newDraft(agentId: string, title = "Departamento luminoso en la Roma"): Promise<string> {
  coloniaId ??= (await testDb().execute("SELECT id FROM locations WHERE tipo = 'colonia' LIMIT 1")).rows[0].id as string;
  const id = `t${crypto.randomUUID().replace(/-/g, "").slice(0, 13)}`;
  await testDb().execute({
    sql: `INSERT INTO properties (id, title, price, address, neighborhood, location_id, lat, lng, operation_type, property_type, status, agent_id)
          VALUES (?, ?, 4500000, 'Calle Colima 12', 'Roma Norte', ?, 19.42, -99.16, 'venta', 'departamento', 'borrador', ?)`,
    args: [id, title, coloniaId, agentId],
  });
  return id;
}

type UploadParts = {
  photo?: Uint8Array;
  thumbnail?: Uint8Array;
  medium?: Uint8Array;
  name?: string;
  type?: string;
  caption?: string;
  room_type?: string;
};

function formOf({ photo, thumbnail, medium, name = "foto.png", type = "image/png", caption, room_type }: UploadParts): FormData {
  const form = new FormData();
  if (photo) form.set("photo", new File([photo as Uint8Array<ArrayBuffer>], name, { type }));
  if (thumbnail) form.set("thumbnail", new File([thumbnail as Uint8Array<ArrayBuffer>], "miniatura.webp", { type: "image/webp" }));
  if (medium) form.set("medium", new File([medium as Uint8Array<ArrayBuffer>], "mediana.webp", { type: "image/webp" }));
  if (caption !== undefined) form.set("caption", caption);
  if (room_type !== undefined) form.set("room_type", room_type);
  return form;
}

function upload(listingId: string, cookie: string, parts: UploadParts, init: { headers?: Record<string, string>; body?: BodyInit } = {}) {
  return exports.default.fetch(`${ORIGIN}/api/listings/${listingId}/photos`, {
    method: "POST",
    headers: { origin: ORIGIN, cookie, "cf-connecting-ip": freshIp(), ...init.headers },
    body: init.body ?? formOf(parts),
  });
}

const thumb = () => webpFile(vp8Chunk(480, 360));
let photoPng: Uint8Array | undefined;
const png300 = async () => (photoPng ??= await pngBytes(300, 300));

async function uploadOk(listingId: string, cookie: string, extra: Partial<UploadParts> = {}): Promise<ListingPhoto> {
  const res = await upload(listingId, cookie, { photo: await png300(), thumbnail: thumb(), ...extra });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: ListingPhoto }).data;
}

const rowsOf = async (listingId: string) =>
  (await testDb().execute({ sql: "SELECT * FROM property_images WHERE property_id = ? ORDER BY display_order", args: [listingId] })).rows;
const objectsOf = async (listingId: string) => (await env.PHOTOS.list({ prefix: `listings/${listingId}/` })).objects.map((o) => o.key);
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe("POST /api/listings/:id/photos", () => {
  it("stores the photo and its thumbnail in R2 under content-addressed names and answers the new photo", async () => {
    const agent = await signUp("agente");
    const listingId = await newDraft(agent.id);
    const res = await upload(listingId, agent.cookie, {
      photo: await png300(),
      thumbnail: thumb(),
      caption: " <b>Sala</b> con luz 24/7 ",
      room_type: "Sala",
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const { data } = (await res.json()) as { data: ListingPhoto };
    expect(data).toMatchObject({
      caption: "<b>Sala</b> con luz 24/7",
      room_type: "Sala",
      alt: "<b>Sala</b> con luz 24/7",
      width: 300,
      height: 300,
      is_main: true,
      display_order: 0,
    });
    expect(data.url).toMatch(new RegExp(`^/media/listings/${listingId}/[0-9a-f]{16}\\.png$`));
    expect(data.thumbnail_url).toMatch(new RegExp(`^/media/listings/${listingId}/[0-9a-f]{16}-t\\.webp$`));

    const [row] = await rowsOf(listingId);
    expect(row).toMatchObject({
      id: data.id,
      url: data.url,
      storage_key: data.url.slice(7),
      thumbnail_key: data.thumbnail_url!.slice(7),
      bytes: (await png300()).length,
    });
    expect(row.created_at).toBeGreaterThan(0);

    const media = await exports.default.fetch(`${ORIGIN}${data.url}`);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(await png300());
    const thumbMedia = await exports.default.fetch(`${ORIGIN}${data.thumbnail_url}`);
    expect(thumbMedia.headers.get("content-type")).toBe("image/webp");

    // The second photo goes after it and is not the main one; alt falls back to the room, then the title.
    const second = await uploadOk(listingId, agent.cookie, { photo: await pngBytes(400, 300), room_type: "Cocina" });
    expect(second).toMatchObject({ is_main: false, display_order: 1, alt: "Cocina" });
    const third = await uploadOk(listingId, agent.cookie, { photo: await pngBytes(300, 400) });
    expect(third.alt).toBe("Departamento luminoso en la Roma");

    const list = await call(`/api/listings/${listingId}/photos`, { cookie: agent.cookie });
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    expect(((await list.json()) as { data: ListingPhoto[] }).data.map((p) => p.id)).toEqual([data.id, second.id, third.id]);
  });

  it("stores the 800 px medium beside them, which the listing's page then offers to phones", async () => {
    const agent = await signUp("agente");
    const listingId = await newDraft(agent.id);
    const medium = webpFile(vp8Chunk(800, 600));
    const photo = await uploadOk(listingId, agent.cookie, { photo: await pngBytes(1600, 1200), medium });
    const [row] = await rowsOf(listingId);
    expect(row.medium_url).toMatch(new RegExp(`^/media/listings/${listingId}/[0-9a-f]{16}-m\\.webp$`));
    expect(row.medium_key).toBe(String(row.medium_url).slice(7));
    expect(new Uint8Array(await (await env.PHOTOS.get(String(row.medium_key)))!.arrayBuffer())).toEqual(medium);

    // Once the listing is public, its page lists the three sizes with their widths.
    await testDb().execute({ sql: "UPDATE properties SET status = 'publicada', published_at = ? WHERE id = ?", args: [Date.now(), listingId] });
    const html = await (await call(`/propiedad/${listingId}`)).text();
    expect(html).toContain(`imagesrcset="${photo.thumbnail_url} 480w, ${row.medium_url} 800w, ${photo.url} 1600w"`);

    // Deleting the photo (another is kept: a live listing keeps one) removes its medium too.
    await uploadOk(listingId, agent.cookie);
    const removed = await call(`/api/listings/${listingId}/photos/${photo.id}`, { method: "DELETE", cookie: agent.cookie });
    expect(removed.status).toBe(204);
    expect(await env.PHOTOS.head(String(row.medium_key))).toBeNull();
  });

  it("removes Exif (GPS) and XMP from a JPEG and a WebP before storing them", async () => {
    const agent = await signUp("agente");
    const listingId = await newDraft(agent.id);
    const jpeg = await uploadOk(listingId, agent.cookie, { photo: jpegBytes(1024, 768), name: "IMG_0001.JPG", type: "image/jpeg" });
    expect(jpeg.url).toMatch(/\.jpg$/);
    const stored = new Uint8Array(await (await env.PHOTOS.get(jpeg.url.slice(7)))!.arrayBuffer());
    expect(includesBytes(stored, "Exif")).toBe(false);
    expect(includesBytes(stored, "ICC_PROFILE")).toBe(true);
    expect((await env.PHOTOS.head(jpeg.url.slice(7)))?.httpMetadata?.contentType).toBe("image/jpeg");

    // A phone's JPEG with a second image after EOI (its preview, with its own Exif GPS):
    // what is stored ends at the first image's EOI.
    const withPreview = concatBytes(jpegBytes(1200, 900, [ICC_APP2]), jpegBytes(640, 480, [EXIF_GPS_APP1]));
    const twoImages = await uploadOk(listingId, agent.cookie, { photo: withPreview, name: "IMG_0003.JPG", type: "image/jpeg" });
    const storedOne = new Uint8Array(await (await env.PHOTOS.get(twoImages.url.slice(7)))!.arrayBuffer());
    expect(includesBytes(storedOne, "Exif")).toBe(false);
    expect(includesBytes(storedOne, "GPSLatitude")).toBe(false);
    expect(storedOne.length).toBeLessThan(jpegBytes(1200, 900, [ICC_APP2]).length);
    expect(twoImages).toMatchObject({ width: 1200, height: 900 });

    const webp = await uploadOk(listingId, agent.cookie, { photo: webpWithMetadata(2048, 1365), type: "image/webp" });
    const storedWebp = new Uint8Array(await (await env.PHOTOS.get(webp.url.slice(7)))!.arrayBuffer());
    expect(includesBytes(storedWebp, "EXIF")).toBe(false);
    expect(includesBytes(storedWebp, "GPSLatitude")).toBe(false);
    expect(webp).toMatchObject({ width: 2048, height: 1365 });
  });

  it("checks what the file really is: text named .jpg is refused, HEIC gets its own message", async () => {
    const agent = await signUp("agente");
    const listingId = await newDraft(agent.id);
    const fake = await upload(listingId, agent.cookie, {
      photo: new TextEncoder().encode("no soy una foto, soy texto"),
      name: "casa.jpg",
      type: "image/jpeg",
      thumbnail: thumb(),
    });
    expect(fake.status).toBe(415);
    expect(await errorOf(fake)).toEqual({ code: "photo_type", message: M.photoType });

    const heic = await upload(listingId, agent.cookie, { photo: heicBytes(), name: "IMG_0002.HEIC", type: "image/heic", thumbnail: thumb() });
    expect(heic.status).toBe(415);
    expect(await errorOf(heic)).toEqual({ code: "photo_heic", message: M.photoHeic });

    const heicThumb = await upload(listingId, agent.cookie, { photo: await png300(), thumbnail: heicBytes() });
    expect(heicThumb.status).toBe(415);
    expect(await rowsOf(listingId)).toHaveLength(0);
    expect(await objectsOf(listingId)).toEqual([]);
  });

  it("refuses photos too small or too large in pixels, and a missing part", async () => {
    const agent = await signUp("agente");
    const listingId = await newDraft(agent.id);
    const small = await upload(listingId, agent.cookie, { photo: await pngBytes(300, 150), thumbnail: thumb() });
    expect(small.status).toBe(400);
    expect(await errorOf(small)).toEqual({ code: "photo_too_small", message: M.photoTooSmall });

    const large = await upload(listingId, agent.cookie, { photo: webpFile(vp8Chunk(4032, 3024)), type: "image/webp", thumbnail: thumb() });
    expect(large.status).toBe(400);
    expect((await errorOf(large)).message).toBe(M.photoTooLarge);

    const noThumb = await upload(listingId, agent.cookie, { photo: await png300() });
    expect(noThumb.status).toBe(400);
    const longCaption = await upload(listingId, agent.cookie, {
      photo: await png300(),
      thumbnail: thumb(),
      caption: "a".repeat(PHOTO_LIMITS.captionMax + 1),
    });
    expect(longCaption.status).toBe(400);
    expect((await errorOf(longCaption)).message).toBe(M.photoCaption);
    const badRoom = await upload(listingId, agent.cookie, { photo: await png300(), thumbnail: thumb(), room_type: "Sótano secreto" });
    expect(badRoom.status).toBe(400);
    expect(await rowsOf(listingId)).toHaveLength(0);
    expect(await objectsOf(listingId)).toEqual([]);
  });

  it("answers 413 from the Content-Length alone, and when there is none, without reading the body", async () => {
    const agent = await signUp("agente");
    const listingId = await newDraft(agent.id);
    let pulled = 0;
    const body = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1;
          if (pulled > 64) controller.close();
          else controller.enqueue(new Uint8Array(256 * 1024));
        },
      });
    const headers = { "content-type": "multipart/form-data; boundary=x" };
    const unknownLength = await upload(listingId, agent.cookie, {}, { body: body(), headers });
    expect(unknownLength.status).toBe(413);
    expect(await errorOf(unknownLength)).toEqual({ code: "photo_too_big", message: M.photoTooBig });
    // At most what the runtime reads ahead, never the 16 MB behind it.
    expect(pulled).toBeLessThan(8);

    const declared = UPLOAD_BODY_MAX + 1;
    const big = new Uint8Array(declared);
    big.set(await png300());
    const tooLong = await upload(listingId, agent.cookie, {}, { body: big, headers });
    expect(tooLong.status).toBe(413);
    expect((await errorOf(tooLong)).message).toBe(M.photoTooBig);

    // A photo part over 15 MB inside a body that fits is refused too.
    const bigPart = await upload(listingId, agent.cookie, { photo: new Uint8Array(PHOTO_LIMITS.maxBytes + 1), thumbnail: thumb() });
    expect(bigPart.status).toBe(413);
    expect(await rowsOf(listingId)).toHaveLength(0);
    expect(await objectsOf(listingId)).toEqual([]);
  });

  it("someone else's listing is 404 and nothing is written; people who search get 403", async () => {
    const owner = await signUp("agente");
    const other = await signUp("agente");
    const listingId = await newDraft(owner.id);
    const foreign = await upload(listingId, other.cookie, { photo: await png300(), thumbnail: thumb() });
    expect(foreign.status).toBe(404);
    expect(await errorOf(foreign)).toEqual({ code: "listing_not_found", message: M.notFound });
    expect((await call(`/api/listings/${listingId}/photos`, { cookie: other.cookie })).status).toBe(404);
    expect(await rowsOf(listingId)).toHaveLength(0);
    expect(await objectsOf(listingId)).toEqual([]);

    const buyer = await signUp("no_agente");
    expect((await upload(listingId, buyer.cookie, { photo: await png300(), thumbnail: thumb() })).status).toBe(403);
    expect((await call(`/api/listings/${listingId}/photos`)).status).toBe(401);
  });

  it("refuses the 26th photo, and a row that loses the race takes its objects away", async () => {
    const agent = await signUp("agente");
    const listingId = await newDraft(agent.id);
    const db = testDb();
    await db.batch(
      Array.from({ length: PHOTO_LIMITS.maxPhotos }, (_, i) => ({
        sql: "INSERT INTO property_images (id, property_id, url, is_main, display_order) VALUES (?, ?, ?, ?, ?)",
        args: [crypto.randomUUID(), listingId, `/media/seed/${i}.webp`, i === 0 ? 1 : 0, i],
      })),
      "write",
    );
    const res = await upload(listingId, agent.cookie, { photo: await png300(), thumbnail: thumb() });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ code: "photo_limit", message: M.photoLimit });

    // Past the early check (as when two uploads run at once): the row is refused and its objects removed.
    const workerDb = createDb({ url: inject("libsqlUrl") });
    const upload26 = {
      photo: checkImage(await pngBytes(320, 320), "photo"),
      thumbnail: checkImage(thumb(), "thumbnail"),
      medium: checkImage(thumb(), "thumbnail"),
      caption: null,
      roomType: null,
    };
    await expect(addListingPhoto(workerDb, env.PHOTOS, { id: listingId, title: "x", live: false }, upload26)).rejects.toMatchObject({
      code: "photo_limit",
    });
    expect(await objectsOf(listingId)).toEqual([]);
    expect(await rowsOf(listingId)).toHaveLength(PHOTO_LIMITS.maxPhotos);
  });

  it("two uploads at once to an empty listing: exactly one main photo, distinct places", async () => {
    const agent = await signUp("agente");
    const listingId = await newDraft(agent.id);
    const [a, b] = await Promise.all([
      uploadOk(listingId, agent.cookie, { photo: await pngBytes(300, 300, [], [1, 2, 3]) }),
      uploadOk(listingId, agent.cookie, { photo: await pngBytes(300, 300, [], [4, 5, 6]) }),
    ]);
    expect([a.is_main, b.is_main].filter(Boolean)).toHaveLength(1);
    expect(new Set([a.display_order, b.display_order]).size).toBe(2);
  });
});

describe("PATCH and DELETE /api/listings/:id/photos", () => {
  async function listingWithPhotos(n: number) {
    const agent = await signUp("agente");
    const listingId = await newDraft(agent.id, "Casa con jardín en Coyoacán");
    const photos: ListingPhoto[] = [];
    for (let i = 0; i < n; i++) photos.push(await uploadOk(listingId, agent.cookie, { photo: await pngBytes(300 + i, 300) }));
    return { agent, listingId, photos };
  }
  const patch = (listingId: string, cookie: string, body: unknown) => call(`/api/listings/${listingId}/photos`, { method: "PATCH", cookie, body });

  it("reorders, changes the main photo and the captions in one call; alt follows caption, room, title", async () => {
    const {
      agent,
      listingId,
      photos: [p1, p2, p3],
    } = await listingWithPhotos(3);
    const res = await patch(listingId, agent.cookie, {
      order: [p3.id, p1.id, p2.id],
      main_id: p3.id,
      captions: [
        { id: p1.id, caption: "Vista al jardín", room_type: "Jardín" },
        { id: p2.id, caption: null, room_type: "Baño" },
        { id: p3.id, caption: "  ", room_type: null },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const { data } = (await res.json()) as { data: ListingPhoto[] };
    expect(data.map((p) => [p.id, p.display_order, p.is_main, p.alt, p.caption, p.room_type])).toEqual([
      [p3.id, 0, true, "Casa con jardín en Coyoacán", null, null],
      [p1.id, 1, false, "Vista al jardín", "Vista al jardín", "Jardín"],
      [p2.id, 2, false, "Baño", null, "Baño"],
    ]);

    // Main and order are independent: the main photo need not be first.
    const mainOnly = (await (await patch(listingId, agent.cookie, { main_id: p2.id })).json()) as { data: ListingPhoto[] };
    expect(mainOnly.data.map((p) => [p.id, p.is_main])).toEqual([
      [p3.id, false],
      [p1.id, false],
      [p2.id, true],
    ]);
  });

  it("ids that are not this listing's photos are 404 and change nothing; bad input is 400", async () => {
    const { agent, listingId, photos } = await listingWithPhotos(2);
    const other = await listingWithPhotos(1);
    const before = await rowsOf(listingId);
    const foreignId = other.photos[0].id;
    for (const body of [
      { order: [photos[1].id, foreignId, photos[0].id] },
      { main_id: foreignId },
      { captions: [{ id: foreignId, caption: "x", room_type: null }] },
    ]) {
      const res = await patch(listingId, agent.cookie, body);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({ code: "photo_not_found", message: M.photoNotFound });
    }
    expect(await rowsOf(listingId)).toEqual(before);
    expect((await patch(other.listingId, agent.cookie, { main_id: foreignId })).status).toBe(404);
    expect((await patch(listingId, agent.cookie, { order: Array(26).fill(photos[0].id) })).status).toBe(400);
    expect((await patch(listingId, agent.cookie, { main_id: "x".repeat(65) })).status).toBe(400);
    const long = await patch(listingId, agent.cookie, { captions: [{ id: photos[0].id, caption: "a".repeat(121), room_type: null }] });
    expect((await errorOf(long)).message).toBe(M.photoCaption);
  });

  it("deletes the row and its objects; the next photo becomes main", async () => {
    const {
      agent,
      listingId,
      photos: [p1, p2, p3],
    } = await listingWithPhotos(3);
    const del = await call(`/api/listings/${listingId}/photos/${p1.id}`, { method: "DELETE", cookie: agent.cookie });
    expect(del.status).toBe(204);
    expect(del.headers.get("cache-control")).toBe("private, no-store");
    const rows = await rowsOf(listingId);
    expect(rows.map((r) => [r.id, r.is_main])).toEqual([
      [p2.id, 1],
      [p3.id, 0],
    ]);
    expect(await env.PHOTOS.head(p1.url.slice(7))).toBeNull();
    expect((await exports.default.fetch(`${ORIGIN}${p1.url}`)).status).toBe(404);
    // The thumbnail has the same bytes for all three photos: still used by the others.
    expect(await env.PHOTOS.head(p1.thumbnail_url!.slice(7))).not.toBeNull();
    expect(await env.PHOTOS.head(p2.url.slice(7))).not.toBeNull();

    expect((await call(`/api/listings/${listingId}/photos/${p1.id}`, { method: "DELETE", cookie: agent.cookie })).status).toBe(404);
    const stranger = await signUp("agente");
    expect((await call(`/api/listings/${listingId}/photos/${p2.id}`, { method: "DELETE", cookie: stranger.cookie })).status).toBe(404);

    await call(`/api/listings/${listingId}/photos/${p2.id}`, { method: "DELETE", cookie: agent.cookie });
    await call(`/api/listings/${listingId}/photos/${p3.id}`, { method: "DELETE", cookie: agent.cookie });
    expect(await rowsOf(listingId)).toHaveLength(0);
    expect(await objectsOf(listingId)).toEqual([]);
  });
});
