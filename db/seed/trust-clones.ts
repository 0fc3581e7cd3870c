// Copied listings on `npm start`, and their ground truth for the trust bench. Every seeded
// photo has a fingerprint of its own (trust-fingerprints.ts: a random hash per photo, as if
// each listing's photos were its own). About CLONE_SHARE of the published
// listings become clones: another advertiser's listing, with a different contact, that copies
// an original's text, price, place and photos (the same images, their hashes with a few bits
// flipped, stored after the original's) and is held as the photo check holds one
// (en_revision, an open fotos_copiadas hold). seed_ground_truth names each clone and its source.
import { listingHolds } from "../schema/moderation";
import { seedGroundTruth } from "../schema/seed-ground-truth";
import type { TableRows } from "./insert";
import type { DemoAccounts } from "./accounts";
import type { PropertyImageRow, PropertyRow } from "./listings";
import { createRng, stableId, type Rng } from "./random";
import { seededPhotoHash } from "./trust-fingerprints";

export const CLONE_SHARE = 0.02;
// How many bits a clone's photo differs from its original's (recompressed, resized).
const FLIPPED_BITS = { min: 1, max: 5 } as const;
const HOUR = 3_600_000;

export type TrustCloneRows = {
  /** The clones' photos' hashes (their originals' with a few bits flipped), by image id. */
  cloneHashes: Map<string, string>;
  listingHolds: (typeof listingHolds.$inferInsert)[];
  seedGroundTruth: (typeof seedGroundTruth.$inferInsert)[];
};

function flipBits(rng: Rng, hash: string): string {
  let n = BigInt("0x" + hash);
  for (const bit of rng.sample([...Array(64).keys()], rng.int(FLIPPED_BITS.min, FLIPPED_BITS.max))) n ^= 1n << BigInt(bit);
  return n.toString(16).padStart(16, "0");
}

// The numbers a listing page shows for an advertiser (agent profile, agency), by listing.
function contactsOf(demo: DemoAccounts) {
  const agentNumbers = new Map(demo.agentProfiles.map((p) => [p.userId, [p.phone, p.whatsapp]]));
  const agencyNumbers = new Map(demo.agencies.map((a) => [a.id, [a.phone, a.whatsapp]]));
  return (p: PropertyRow) =>
    new Set([...(agentNumbers.get(p.agentId!) ?? []), ...(p.agencyId ? (agencyNumbers.get(p.agencyId) ?? []) : [])].filter((n): n is string => !!n));
}

/**
 * The planted clones. Mutates `props` (a clone
 * takes its original's columns and is held) and `images` (a clone shows its original's
 * photos), so it runs before anything reads the published listings.
 */
export function buildTrustClones(seed: string, now: Date, demo: DemoAccounts, props: PropertyRow[], images: PropertyImageRow[]): TrustCloneRows {
  const rng = createRng(`${seed}:trust-clones`);
  const rows: TrustCloneRows = { cloneHashes: new Map(), listingHolds: [], seedGroundTruth: [] };
  const contacts = contactsOf(demo);
  // Neither side of a clone is a listing of a cluster (the duplicates' ground truth and
  // clusters were set before: a clone takes over its row and copies its original's).
  const published = props.filter((p) => p.status === "publicada" && !p.clusterId);
  const wanted = Math.round(published.length * CLONE_SHARE);
  const used = new Set<string>();
  const pairs: [PropertyRow, PropertyRow][] = [];
  for (const clone of rng.shuffle(published)) {
    if (pairs.length >= wanted) break;
    if (used.has(clone.id)) continue;
    const mine = contacts(clone);
    const original = rng
      .sample(published, 20)
      .find(
        (o) =>
          !used.has(o.id) &&
          o.id !== clone.id &&
          o.agentId !== clone.agentId &&
          (o.agencyId === null || o.agencyId !== clone.agencyId) &&
          ![...contacts(o)].some((n) => mine.has(n)),
      );
    if (!original) continue;
    used.add(clone.id).add(original.id);
    pairs.push([clone, original]);
  }

  const imagesOf = new Map<string, PropertyImageRow[]>();
  for (const image of images) imagesOf.set(image.propertyId, [...(imagesOf.get(image.propertyId) ?? []), image]);
  for (const [clone, original] of pairs) {
    // The clone says what the original says, at its price and place, under its own advertiser.
    const { id, agentId, agencyId, createdAt, updatedAt, publishedAt, expiresAt, ...copied } = original;
    void [id, agentId, agencyId, createdAt, updatedAt, publishedAt, expiresAt];
    Object.assign(clone, copied, { status: "en_revision" });
    const storedAt = new Date(Math.max((original.createdAt?.getTime() ?? 0) + HOUR, now.getTime() - rng.int(1, 72) * HOUR));
    const own = imagesOf.get(clone.id) ?? [];
    for (const image of own) images.splice(images.indexOf(image), 1);
    (imagesOf.get(original.id) ?? []).forEach((source, i) => {
      const copy: PropertyImageRow = {
        ...source,
        id: stableId(seed, "img_", `${clone.id}:clon:${i}`, 16),
        propertyId: clone.id,
        createdAt: storedAt,
      };
      images.push(copy);
      rows.cloneHashes.set(copy.id, flipBits(rng, seededPhotoHash(seed, source.id)));
    });
    rows.listingHolds.push({
      id: stableId(seed, "hld_", `${clone.id}:fotos`, 16),
      propertyId: clone.id,
      reason: "fotos_copiadas",
      previousStatus: "publicada",
      createdAt: storedAt,
    });
    rows.seedGroundTruth.push({ propertyId: clone.id, kind: "clon", sourcePropertyId: original.id });
  }

  return rows;
}

export const trustCloneGroups = (rows: TrustCloneRows): TableRows[] => [
  { table: listingHolds, rows: rows.listingHolds },
  { table: seedGroundTruth, rows: rows.seedGroundTruth },
];
