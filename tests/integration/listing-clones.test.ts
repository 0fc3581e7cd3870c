import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { photoHashBands } from "../../domain/photo-fingerprints/photo-hash";
import { HOLD_REASON_EXPLANATIONS } from "../../domain/trust/hold-answers";
import worker from "../../worker/index";
import { onPhotoFingerprinted } from "../../worker/services/listing-integrity/on-fingerprinted";
import { pngBytes, vp8Chunk, webpFile } from "../fixtures/listing-photo-bytes";
import { type Account, call, cookiesOf, exec, freshIp, newAccount, ORIGIN, rows } from "./helpers";
import { aColonia, completeDraft, type Colonia } from "./listing-fixtures";

// Copied photos in workerd against the real database: a listing whose photos copy another
// advertiser's is held before anyone sees it and shown on the desk beside the original; the
// same advertiser publishing the same photos again is not; a listing waiting for its
// photos' fingerprints comes back by itself; and editing a held listing does not free it.
// The fingerprints are written here as the pipeline would (the hash itself is tested apart).

const DAY_MS = 86_400_000;
let colonia: Colonia;
let operatorCookie: string;

const json = async (res: Response) => (await res.json()) as any;
const randomHash = () => [...crypto.getRandomValues(new Uint8Array(8))].map((b) => b.toString(16).padStart(2, "0")).join("");
// The same photo recompressed: a few of its 64 bits flipped.
const nearCopy = (hash: string, bits = [3, 17, 40]) => {
  let n = BigInt("0x" + hash);
  for (const b of bits) n ^= 1n << BigInt(b);
  return n.toString(16).padStart(16, "0");
};

// A photo row as an upload leaves it (stored in the bucket: the pipeline will fingerprint it).
async function photo(propertyId: string, { main = false, at = Date.now() } = {}): Promise<string> {
  const id = crypto.randomUUID();
  await exec(
    `INSERT INTO property_images (id, property_id, url, thumbnail_url, thumbnail_key, is_main, display_order, created_at)
     VALUES (?, ?, '/media/x.webp', '/media/x-t.webp', ?, ?, (SELECT count(*) FROM property_images WHERE property_id = ?), ?)`,
    [id, propertyId, `listings/${propertyId}/${id}-t.webp`, main ? 1 : 0, propertyId, at],
  );
  return id;
}

// What the fingerprint pipeline writes for a photo: its hash and, when informative, its bands.
async function fingerprint(imageId: string, propertyId: string, hash: string, informative = true) {
  await exec("INSERT INTO photo_fingerprints (image_id, property_id, hash, informative) VALUES (?, ?, ?, ?)", [
    imageId,
    propertyId,
    hash,
    informative ? 1 : 0,
  ]);
  if (!informative) return;
  for (const [band, value] of photoHashBands(hash).entries()) {
    await exec("INSERT INTO photo_hash_bands (band, value, image_id, property_id, hash) VALUES (?, ?, ?, ?, ?)", [
      band,
      value,
      imageId,
      propertyId,
      hash,
    ]);
  }
}

// A published listing of `agentId` with fingerprinted photos of these hashes (the first the main one).
async function originalListing(agentId: string, hashes: string[]): Promise<string> {
  const id = `cl${crypto.randomUUID().replace(/-/g, "").slice(0, 12)}`;
  await exec(
    `INSERT INTO properties (id, title, price, address, neighborhood, location_id, municipio_id, estado_id, lat, lng, operation_type, property_type, status, agent_id, published_at, expires_at)
     VALUES (?, 'Departamento original con balcón', 21000, 'Durango 12', ?, ?, ?, ?, ?, ?, 'renta', 'departamento', 'publicada', ?, ?, ?)`,
    [id, colonia.name, colonia.id, colonia.municipioId, colonia.estadoId, colonia.lat, colonia.lng, agentId, Date.now(), Date.now() + 30 * DAY_MS],
  );
  const past = Date.now() - DAY_MS;
  for (const [i, hash] of hashes.entries()) await fingerprint(await photo(id, { main: i === 0, at: past + i }), id, hash);
  return id;
}

async function giveSubscription(userId: string, passes = 5) {
  const now = Date.now();
  await exec(
    `INSERT INTO user_subscriptions (id, user_id, plan_id, status, passes_remaining, rollover_passes, credits_3d_tour, current_period_start, current_period_end)
     VALUES (?, ?, 'plan_pro', 'active', ?, 0, 0, ?, ?)`,
    [crypto.randomUUID(), userId, passes, now, now + 30 * DAY_MS],
  );
}

// A complete draft through the API, whose photos get these fingerprints (null: none yet).
async function draftWithPhotos(agent: Account, hashes: (string | null)[]): Promise<{ id: string; photos: string[] }> {
  const created = await json(await call("/api/listings", { cookie: agent.cookie, body: {} }));
  const id = created.data.id as string;
  expect((await call(`/api/listings/${id}/draft`, { method: "PATCH", cookie: agent.cookie, body: completeDraft(colonia) })).status).toBe(200);
  const photos: string[] = [];
  for (const [i, hash] of hashes.entries()) {
    const imageId = await photo(id, { main: i === 0 });
    if (hash) await fingerprint(imageId, id, hash);
    photos.push(imageId);
  }
  return { id, photos };
}

const publish = async (agent: Account, id: string) => {
  const res = await call(`/api/listings/${id}/publish`, { cookie: agent.cookie, body: {} });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json(res)).data as { status: string; held: string | null };
};

const statusOf = async (id: string) => (await rows<{ status: string }>("SELECT status FROM properties WHERE id = ?", [id]))[0]?.status;
const openHold = async (id: string) =>
  (await rows<{ reason: string }>("SELECT reason FROM listing_holds WHERE property_id = ? AND resolved_at IS NULL", [id]))[0]?.reason ?? null;
const searchIds = async () =>
  (await json(await call(`/api/properties?operation=renta&location_id=${colonia.id}&page_size=1000`))).data.items.map((p: { id: string }) => p.id);
const heldQueue = async () => {
  const res = await call("/api/operator/queues", { cookie: operatorCookie });
  expect(res.status).toBe(200);
  return (await json(res)).data.holds as any[];
};
const mailsTo = (email: string) =>
  rows<{ subject: string; text: string }>(`SELECT subject, text FROM email_outbox WHERE "to" = ? ORDER BY created_at`, [email]);
const fingerprinted = (propertyId: string) => onPhotoFingerprinted(createDb({ url: env.LIBSQL_URL }), env, propertyId);

let owner: Account;
let original: string;
let originalHashes: string[];

beforeAll(async () => {
  colonia = await aColonia();
  const signedIn = await call("/api/auth/sign-in/email", { body: { email: "operador@hogaria.mx", password: "Hogaria2026!" } });
  expect(signedIn.status).toBe(200);
  operatorCookie = cookiesOf(signedIn);
  owner = await newAccount("agente", { name: "Dueña Original" });
  await giveSubscription(owner.id);
  originalHashes = [randomHash(), randomHash(), randomHash()];
  original = await originalListing(owner.id, originalHashes);
});

describe("a listing that copies another advertiser's photos", () => {
  it("is held on publishing, never in search, its advertiser told, and on the desk beside the original with the matching photos", async () => {
    const copier = await newAccount("agente", { name: "Anunciante Copión" });
    await giveSubscription(copier.id);
    // Two photos recompressed from the original's (not its main one), one of its own.
    const { id, photos } = await draftWithPhotos(copier, [
      randomHash(),
      nearCopy(originalHashes[1]!),
      nearCopy(originalHashes[2]!, [0, 1, 2, 30, 60]),
    ]);
    const result = await publish(copier, id);
    expect(result).toMatchObject({ status: "en_revision", held: "fotos_copiadas" });
    expect(await statusOf(id)).toBe("en_revision");
    expect(await openHold(id)).toBe("fotos_copiadas");
    expect(await searchIds()).not.toContain(id);

    // Told why, by e-mail and in "Mis propiedades", where they may answer.
    await expect.poll(async () => (await mailsTo(copier.email)).map((m) => m.subject)).toContain("Tu anuncio está en revisión");
    const mine = await json(await call("/api/my-listing-holds", { cookie: copier.cookie }));
    expect(mine.data[id]).toMatchObject({ reason: "fotos_copiadas", explanation: HOLD_REASON_EXPLANATIONS.fotos_copiadas });

    const item = (await heldQueue()).find((l) => l.id === id);
    expect(item.hold.reason).toBe("fotos_copiadas");
    expect(item.copies).toHaveLength(1);
    const [copy] = item.copies;
    expect(copy).toMatchObject({ id: original, title: "Departamento original con balcón", advertiser: "Dueña Original", status: "publicada" });
    expect(copy.pairs.map((p: { distance: number }) => p.distance)).toEqual([3, 5]);
    expect(copy.pairs).toHaveLength(2);
    // The original is untouched.
    expect(await statusOf(original)).toBe("publicada");
    expect(photos).toHaveLength(3);
  });

  it("one copied photo that is its main one is enough; one that is not, is not", async () => {
    const copier = await newAccount("agente");
    await giveSubscription(copier.id);
    const main = await draftWithPhotos(copier, [nearCopy(originalHashes[0]!), randomHash()]);
    expect(await publish(copier, main.id)).toMatchObject({ status: "en_revision", held: "fotos_copiadas" });
    const aside = await draftWithPhotos(copier, [randomHash(), nearCopy(originalHashes[0]!)]);
    expect(await publish(copier, aside.id)).toMatchObject({ status: "publicada", held: null });
    expect(await searchIds()).toContain(aside.id);
  });

  it("is not held when its advertiser publishes the same photos again, nor when a blank photo matches", async () => {
    const again = await draftWithPhotos(owner, [originalHashes[0]!, nearCopy(originalHashes[1]!), originalHashes[2]!]);
    expect(await publish(owner, again.id)).toMatchObject({ status: "publicada", held: null });
    expect(await searchIds()).toContain(again.id);

    // Another advertiser's blank walls: fingerprinted, but not informative, so never matched.
    const other = await newAccount("agente");
    await giveSubscription(other.id);
    const blank = await draftWithPhotos(other, [null, null]);
    for (const imageId of blank.photos) {
      await exec("INSERT INTO photo_fingerprints (image_id, property_id, hash, informative) VALUES (?, ?, ?, 0)", [
        imageId,
        blank.id,
        originalHashes[0]!,
      ]);
    }
    expect(await publish(other, blank.id)).toMatchObject({ status: "publicada", held: null });
  });
});

describe("a listing published before its photos are fingerprinted", () => {
  it("waits out of search, off the desk, and comes back by itself once they arrive clean", async () => {
    const agent = await newAccount("agente");
    await giveSubscription(agent.id);
    const { id, photos } = await draftWithPhotos(agent, [null, null]);
    expect(await publish(agent, id)).toMatchObject({ status: "en_revision", held: "fotos_por_verificar" });
    expect(await searchIds()).not.toContain(id);
    expect((await heldQueue()).map((l) => l.id)).not.toContain(id);
    const mine = await json(await call("/api/my-listing-holds", { cookie: agent.cookie }));
    expect(mine.data[id].explanation).toBe(HOLD_REASON_EXPLANATIONS.fotos_por_verificar);

    await fingerprint(photos[0]!, id, randomHash());
    expect(await fingerprinted(id)).toBe("waiting");
    expect(await statusOf(id)).toBe("en_revision");
    await fingerprint(photos[1]!, id, randomHash(), false);
    expect(await fingerprinted(id)).toBe("released");
    expect(await statusOf(id)).toBe("publicada");
    expect(await openHold(id)).toBeNull();
    // It was no review: no closed hold counts against its advertiser.
    expect(await rows("SELECT 1 FROM listing_holds WHERE property_id = ?", [id])).toEqual([]);
    expect(await searchIds()).toContain(id);
    // A redelivered message changes nothing.
    expect(await fingerprinted(id)).toBe("nothing");
    expect(await mailsTo(agent.email).then((m) => m.map((x) => x.subject))).not.toContain("Tu anuncio está en revisión");
  });

  it("is held for the operator, its advertiser e-mailed, when a late fingerprint shows a copy", async () => {
    const copier = await newAccount("agente");
    await giveSubscription(copier.id);
    const { id, photos } = await draftWithPhotos(copier, [null]);
    expect(await publish(copier, id)).toMatchObject({ held: "fotos_por_verificar" });
    await fingerprint(photos[0]!, id, nearCopy(originalHashes[0]!));
    expect(await fingerprinted(id)).toBe("copied");
    expect(await openHold(id)).toBe("fotos_copiadas");
    expect(await statusOf(id)).toBe("en_revision");
    expect((await mailsTo(copier.email)).map((m) => m.subject)).toContain("Tu anuncio está en revisión");
    expect((await heldQueue()).find((l) => l.id === id)?.copies.map((c: { id: string }) => c.id)).toContain(original);
  });

  it("comes back with the cron when its fingerprints arrived without a word", async () => {
    const agent = await newAccount("agente");
    await giveSubscription(agent.id);
    const { id, photos } = await draftWithPhotos(agent, [null]);
    expect(await publish(agent, id)).toMatchObject({ held: "fotos_por_verificar" });
    await fingerprint(photos[0]!, id, randomHash());
    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await statusOf(id)).toBe("publicada");
    expect(await searchIds()).toContain(id);
  });

  it("reaches the desk when the wait outlasts the grace", async () => {
    const agent = await newAccount("agente");
    await giveSubscription(agent.id);
    const { id } = await draftWithPhotos(agent, [null]);
    await publish(agent, id);
    await exec("UPDATE listing_holds SET created_at = ? WHERE property_id = ?", [Date.now() - 16 * 60_000, id]);
    const item = (await heldQueue()).find((l) => l.id === id);
    expect(item?.hold.reason).toBe("fotos_por_verificar");
  });
});

describe("getting around a hold", () => {
  const thumb = () => webpFile(vp8Chunk(480, 360));
  async function upload(listingId: string, cookie: string) {
    const form = new FormData();
    form.set("photo", new File([(await pngBytes(300, 300)) as Uint8Array<ArrayBuffer>], "foto.png", { type: "image/png" }));
    form.set("thumbnail", new File([thumb() as Uint8Array<ArrayBuffer>], "miniatura.webp", { type: "image/webp" }));
    const res = await exports.default.fetch(`${ORIGIN}/api/listings/${listingId}/photos`, {
      method: "POST",
      headers: { origin: ORIGIN, cookie, "cf-connecting-ip": freshIp() },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { data: { id: string } }).data.id;
  }

  it("editing, re-ordering, deleting the copied photos or a fingerprint arriving again leave a held listing held", async () => {
    const copier = await newAccount("agente");
    await giveSubscription(copier.id);
    const { id, photos } = await draftWithPhotos(copier, [nearCopy(originalHashes[0]!), nearCopy(originalHashes[1]!), randomHash()]);
    expect(await publish(copier, id)).toMatchObject({ held: "fotos_copiadas" });

    const edited = await call(`/api/listings/${id}`, {
      method: "PUT",
      cookie: copier.cookie,
      body: completeDraft(colonia, { title: "Otro título, mismas fotos" }),
    });
    expect(edited.status).toBe(200);
    expect((await json(edited)).data.status).toBe("en_revision");
    const reordered = await call(`/api/listings/${id}/photos`, { method: "PATCH", cookie: copier.cookie, body: { main_id: photos[2] } });
    expect(reordered.status).toBe(200);
    for (const p of photos.slice(0, 2))
      expect((await call(`/api/listings/${id}/photos/${p}`, { method: "DELETE", cookie: copier.cookie })).status).toBe(204);
    await upload(id, copier.cookie);
    expect(await fingerprinted(id)).toBe("nothing");
    for (const what of ["reactivate", "renew", "pause"]) {
      expect((await call(`/api/listings/${id}/${what}`, { cookie: copier.cookie, body: {} })).status).toBe(409);
    }
    expect(await statusOf(id)).toBe("en_revision");
    expect(await openHold(id)).toBe("fotos_copiadas");
    expect(await searchIds()).not.toContain(id);
    // The desk shows what it matches now: nothing, since the copies went.
    expect((await heldQueue()).find((l) => l.id === id)?.copies).toEqual([]);
  });

  it("a listing in search that takes a new photo waits for it, and making a copied photo its main one holds it", async () => {
    const agent = await newAccount("agente");
    await giveSubscription(agent.id);
    const { id } = await draftWithPhotos(agent, [randomHash()]);
    expect(await publish(agent, id)).toMatchObject({ status: "publicada" });

    const added = await upload(id, agent.cookie);
    expect(await statusOf(id)).toBe("en_revision");
    expect(await openHold(id)).toBe("fotos_por_verificar");
    expect(await searchIds()).not.toContain(id);
    // One copied photo that is not the main one: not a copy by the rule, so it comes back.
    await fingerprint(added, id, nearCopy(originalHashes[2]!));
    expect(await fingerprinted(id)).toBe("released");
    expect(await statusOf(id)).toBe("publicada");

    const moved = await call(`/api/listings/${id}/photos`, { method: "PATCH", cookie: agent.cookie, body: { main_id: added } });
    expect(moved.status).toBe(200);
    expect(await statusOf(id)).toBe("en_revision");
    expect(await openHold(id)).toBe("fotos_copiadas");
    await expect.poll(async () => (await mailsTo(agent.email)).map((m) => m.subject)).toContain("Tu anuncio está en revisión");
  });
});
