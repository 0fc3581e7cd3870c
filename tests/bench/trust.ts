// Listings that cannot lie, at scale (`npm run bench -- trust`; no running app needed):
//  - the photo hash on real images: the seed's photo scenes (generated rooms and façades,
//    every other one a mirrored view of the same kind) rendered as the browser stores them,
//    then copied as a scammer would (resized, recompressed, 1.5 % cropped on each side): how
//    many copies stay within NEAR_PHOTO_DISTANCE of their original (recall of a photo match)
//    and how many pairs of different scenes fall within it (false matches), and how many
//    photos a second the hash itself takes on Node (the consumer adds R2 and one batch);
//  - the clone check (the worker's own checkListingPhotos, the rule the publish gate runs)
//    on the demo seed at BENCH_TRUST_LISTINGS listings (default 20,000; 2 % of the published
//    ones seeded as clones of another advertiser's listing with swapped contacts, their photo
//    hashes 1–5 bits from the original's; seed_ground_truth names them): recall (clones whose
//    check names their original) and precision (estimated from BENCH_TRUST_SAMPLE other
//    listings checked the same way), and the cost of the near-match lookup (rows read per
//    listing and per photo looked up, ms, p50 / p95) with its query plan;
//  - one home shown once (search-clusters.ts): the duplicates' clustering and search with
//    clustering as a ratio to search before it.
// The worker's modules run on Node's V8 against the project's local libSQL server over HTTP.
import sharp from "sharp";
import { temporaryDatabase, type TemporaryDatabase } from "../../db/testing/temporary-database";
import { buildPhotoCatalog } from "../../db/seed/photo-catalog";
import { photoFingerprint } from "../../domain/photo-fingerprints/perceptual-hash";
import { hammingDistance, NEAR_PHOTO_DISTANCE } from "../../domain/photo-fingerprints/photo-hash";
import { sql } from "drizzle-orm";
import { checkListingPhotos } from "../../worker/services/listing-integrity/copied-listings";
import { bandCandidatesQuery, listingPhotos } from "../../worker/services/listing-integrity/near-photos";
import { measureClustersOn, type ClusterFigures } from "./search-clusters";

type Spread = { p50: number; p95: number };
export type TrustFigures = {
  hash: {
    scenes: number;
    copies: number;
    copiesNear: number;
    worstCopy: number;
    differentPairs: number;
    differentNear: number;
    photosPerSecond: number;
  };
  clones: {
    listings: number;
    indexedPhotos: number;
    clones: number;
    found: number;
    recall: number;
    sampled: number;
    falseInSample: number;
    precision: number;
    rowsRead: Spread;
    rowsPerPhoto: Spread;
    ms: Spread;
    plan: string[];
  };
  clusters: ClusterFigures;
};

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const spread = (values: number[]): Spread => ({ p50: Number(quantile(values, 0.5).toFixed(1)), p95: Number(quantile(values, 0.95).toFixed(1)) });

async function hashOf(image: Buffer) {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return photoFingerprint({ data, width: info.width, height: info.height });
}

async function measureHash(): Promise<TrustFigures["hash"]> {
  const scenes = await Promise.all(buildPhotoCatalog().map((spec) => sharp(Buffer.from(spec.svg)).removeAlpha().png().toBuffer()));
  // The thumbnail the browser stores (480 px WebP), and what a copy of the photo looks like.
  const stored = await Promise.all(scenes.map((s) => sharp(s).resize(480).webp({ quality: 70 }).toBuffer()));
  const copies = async (scene: Buffer) => {
    const { width = 1200, height = 800 } = await sharp(scene).metadata();
    const dx = Math.round(width * 0.015);
    const dy = Math.round(height * 0.015);
    return Promise.all([
      sharp(scene).resize(300).jpeg({ quality: 80 }).toBuffer(),
      sharp(scene).resize(1024).jpeg({ quality: 35 }).toBuffer(),
      sharp(scene).resize(640).webp({ quality: 50 }).toBuffer(),
      sharp(scene)
        .extract({ left: dx, top: dy, width: width - 2 * dx, height: height - 2 * dy })
        .resize(480)
        .webp({ quality: 70 })
        .toBuffer(),
    ]);
  };
  const start = performance.now();
  const originals = [];
  for (const image of stored) originals.push((await hashOf(image)).hash);
  const photosPerSecond = Math.round(stored.length / ((performance.now() - start) / 1000));
  let copyCount = 0;
  let copiesNear = 0;
  let worstCopy = 0;
  for (const [i, scene] of scenes.entries()) {
    for (const copy of await copies(scene)) {
      const d = hammingDistance(originals[i]!, (await hashOf(copy)).hash);
      copyCount++;
      worstCopy = Math.max(worstCopy, d);
      if (d <= NEAR_PHOTO_DISTANCE) copiesNear++;
    }
  }
  let differentPairs = 0;
  let differentNear = 0;
  for (let i = 0; i < originals.length; i++)
    for (let j = i + 1; j < originals.length; j++) {
      differentPairs++;
      if (hammingDistance(originals[i]!, originals[j]!) <= NEAR_PHOTO_DISTANCE) differentNear++;
    }
  return { scenes: scenes.length, copies: copyCount, copiesNear, worstCopy, differentPairs, differentNear, photosPerSecond };
}

async function measureClones(database: TemporaryDatabase, sample: number): Promise<TrustFigures["clones"]> {
  const { client, db } = database;
  const truth = (await client.execute("SELECT property_id, source_property_id FROM seed_ground_truth WHERE kind = 'clon'")).rows.map((r) => ({
    id: String(r.property_id),
    source: String(r.source_property_id),
  }));
  // Other listings with photos, spread over the table (ids are random): none of them a clone.
  const others = (
    await client.execute({
      sql: `SELECT p.id FROM properties p WHERE p.status = 'publicada'
              AND NOT EXISTS (SELECT 1 FROM seed_ground_truth g WHERE g.property_id = p.id)
              AND EXISTS (SELECT 1 FROM photo_fingerprints f WHERE f.property_id = p.id)
            ORDER BY p.id LIMIT ?`,
      args: [sample],
    })
  ).rows.map((r) => String(r.id));
  const othersTotal = Number(
    (
      await client.execute(
        `SELECT count(*) AS n FROM properties p WHERE p.status = 'publicada'
           AND NOT EXISTS (SELECT 1 FROM seed_ground_truth g WHERE g.property_id = p.id)
           AND EXISTS (SELECT 1 FROM photo_fingerprints f WHERE f.property_id = p.id)`,
      )
    ).rows[0]!.n,
  );
  const rowsRead: number[] = [];
  const rowsPerPhoto: number[] = [];
  const ms: number[] = [];
  const check = async (id: string) => {
    const start = performance.now();
    const result = await checkListingPhotos(db, id);
    ms.push(performance.now() - start);
    rowsRead.push(result.rowsRead);
    if (result.looked) rowsPerPhoto.push(result.rowsRead / result.looked);
    return result.copied.map((c) => c.propertyId);
  };
  let found = 0;
  for (const clone of truth) if ((await check(clone.id)).includes(clone.source)) found++;
  let falseInSample = 0;
  for (const id of others) if ((await check(id)).length > 0) falseInSample++;
  const falseEstimate = others.length ? (falseInSample * othersTotal) / others.length : 0;
  return {
    listings: database.counts.properties,
    indexedPhotos: Number((await client.execute("SELECT count(*) AS n FROM photo_fingerprints WHERE informative = 1")).rows[0]!.n),
    clones: truth.length,
    found,
    recall: found / Math.max(1, truth.length),
    sampled: others.length,
    falseInSample,
    precision: found / Math.max(1, found + falseEstimate),
    rowsRead: spread(rowsRead),
    rowsPerPhoto: spread(rowsPerPhoto),
    ms: spread(ms),
    plan: await lookupPlan(database, truth[0]?.id ?? others[0]!),
  };
}

// How SQLite runs one listing's band lookup: the probes drive the loop, each a seek on the
// bands' primary key (a SCAN of photo_hash_bands would read the table).
async function lookupPlan({ db }: TemporaryDatabase, propertyId: string): Promise<string[]> {
  const { own } = await listingPhotos(db, propertyId);
  const rows = await db.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${bandCandidatesQuery(own)}`);
  return rows.map((r) => r.detail);
}

type Reporters = { [K in keyof TrustFigures]: (figures: TrustFigures[K]) => void };

/**
 * Each part's figures are handed to `report` as soon as they are measured (a run of tens of
 * minutes keeps what it measured if a later part fails); the clone check only reads, so
 * the clusters are measured on the same seeded database.
 */
export async function measureTrust(opts: { listings: number; sample: number; clusterRounds: number }, report: Reporters): Promise<void> {
  report.hash(await measureHash());
  const database = await temporaryDatabase("trust-bench", { listings: opts.listings });
  try {
    report.clones(await measureClones(database, opts.sample));
    report.clusters(await measureClustersOn(database, opts.clusterRounds));
  } finally {
    await database.close();
  }
}
