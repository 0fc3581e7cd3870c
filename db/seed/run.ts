// Loading demo data into an empty database: places, demo accounts, listings and photos.
//   seedIfEmpty(client)       everything, when the locations table is empty (npm start)
//   seedLocationsOnly(client) just the places
//   seedFixture(client)       places, a few dozen listings and the demo accounts (tests)
import { listingDailyStats } from "../schema/listing-stats";
import { buildAgencyHistory } from "./agency-history";
import { buildDemoAgencyPlan } from "./agency-plans";
import { agencyPassSpends } from "../schema/agency-team";
import { userSubscriptions } from "../schema/billing";
import { withDemoVerification } from "./agency-trust";
import type { Client } from "@libsql/client";
import { agencies, agencyAgents, agentProfiles } from "../schema/agencies";
import { verifiedPhones } from "../schema/phones";
import { buildVerifiedPhones } from "./verified-phones";
import { accounts, users } from "../schema/auth";
import { locations } from "../schema/locations";
import { properties, propertyImages } from "../schema/properties";
import { buildDemoAccounts, hashDemoPassword } from "./accounts";
import { insertStatements, runInChunks, type TableRows } from "./insert";
import { listingStationGroups } from "./listing-stations";
import { seededFingerprintGroups } from "./trust-fingerprints";
import { generateListings } from "./listings";
import { buildLocations, DEFAULT_SEED } from "./locations";
import { buildPhotoCatalog } from "./photo-catalog";
import { trustPriceGroups } from "./trust-prices";
import { buildOperatorDesk, demoProofObjects, operatorDeskGroups } from "./operator-desk";
import { buildTrustClones, trustCloneGroups } from "./trust-clones";
import { withConfirmationAges } from "./trust-freshness";
import { addClusterDuplicates } from "./trust-clusters";

export type SeedOptions = {
  /** Same seed, same data. */
  seed?: string;
  /** How many listings (default 2,400). */
  listings?: number;
  /** Also put the photos into the local R2 bucket (default true). Image rows are written either way. */
  photos?: boolean;
  /** wrangler's local state for R2 (default .wrangler/state/v3). */
  photosPersistDir?: string;
  /** Listing dates go back 120 days from here. */
  now?: Date;
  /** Also write demo accounts and listings (default true). */
  accounts?: boolean;
};

export type SeedCounts = {
  locations: number;
  properties: number;
  propertyImages: number;
  users: number;
  agencies: number;
  photosUploaded?: number;
  photosPresent?: number;
  dbMs?: number;
  photosMs?: number;
};

export const DEFAULT_LISTINGS = 2_400;

async function countRows(client: Client): Promise<SeedCounts> {
  const rs = await client.execute(
    "SELECT (SELECT count(*) FROM locations) AS l, (SELECT count(*) FROM properties) AS p, (SELECT count(*) FROM property_images) AS i, (SELECT count(*) FROM users) AS u, (SELECT count(*) FROM agencies) AS a",
  );
  const row = rs.rows[0];
  return { locations: Number(row.l), properties: Number(row.p), propertyImages: Number(row.i), users: Number(row.u), agencies: Number(row.a) };
}

async function isEmpty(client: Pick<Client, "execute">): Promise<boolean> {
  const rs = await client.execute("SELECT EXISTS (SELECT 1 FROM locations) AS seeded");
  return Number(rs.rows[0].seeded) === 0;
}

/** Builds every row first (pure), then writes them in one transaction, only into an empty database. */
async function seed(client: Client, opts: SeedOptions & { listings: number }): Promise<boolean> {
  if (!(await isEmpty(client))) return false;
  const seedName = opts.seed ?? DEFAULT_SEED;
  const now = opts.now ?? new Date();
  const places = buildLocations(seedName);
  const groups: TableRows[] = [{ table: locations, rows: places.rows }];
  if (opts.accounts !== false) {
    const passwordHash = await hashDemoPassword();
    const demo = buildDemoAccounts(seedName, passwordHash, now);
    const { properties: props, images } = generateListings({
      seed: seedName,
      count: opts.listings,
      now,
      places,
      agents: demo.listingAgents,
      photos: buildPhotoCatalog(),
    });
    addClusterDuplicates(seedName, demo.listingAgents, props, images);
    // Before anything reads the published listings: the desk's held listing leaves search.
    const desk = buildOperatorDesk(seedName, passwordHash, now, demo, props);
    const clones = buildTrustClones(seedName, now, demo, props, images);
    withConfirmationAges(seedName, now, props);
    const demoPlan = buildDemoAgencyPlan(seedName, now, { id: demo.agencies[0].id!, ownerId: demo.agencies[0].ownerId }, props);
    groups.push(
      { table: users, rows: demo.users },
      { table: accounts, rows: demo.accounts },
      // Most demo agencies verified, not all (agency-trust.ts).
      { table: agencies, rows: withDemoVerification(demo.agencies, now) },
      { table: agencyAgents, rows: demo.agencyAgents },
      { table: agentProfiles, rows: demo.agentProfiles },
      { table: verifiedPhones, rows: buildVerifiedPhones(demo, now) },
      { table: properties, rows: props },
      { table: propertyImages, rows: images },
      ...seededFingerprintGroups(seedName, images, now, clones.cloneHashes),
      // Bait rentals, then the colonias' medians and the prices out of line (trust-prices.ts).
      ...trustPriceGroups(seedName, props, now),
      // A month of views for the demo agency, so its report is not empty.
      { table: listingDailyStats, rows: buildAgencyHistory(seedName, now, demo.agencies[0].id, props) },
      ...operatorDeskGroups(desk),
      ...trustCloneGroups(clones),
      // The demo agency publishes with its plan (agency-plans.ts).
      { table: userSubscriptions, rows: demoPlan.subscriptions },
      { table: agencyPassSpends, rows: demoPlan.spends },
    );
    // After every listing row above: each gets its stations within 1 km.
    groups.push(...listingStationGroups(groups, now));
  }
  const statements = insertStatements(client, groups);

  const tx = await client.transaction("write");
  try {
    // Checked again inside the transaction: another process may have seeded meanwhile.
    if (!(await isEmpty(tx))) {
      await tx.rollback();
      return false;
    }
    await runInChunks(tx, statements);
    await tx.commit();
    return true;
  } finally {
    tx.close();
  }
}

async function syncPhotos(persistDir: string | undefined, seedName: string): Promise<{ uploaded: number; skipped: number }> {
  // Imported lazily: sharp and Miniflare are only needed when photos are wanted.
  const [{ photoObjects }, { uploadPhotosLocal }] = await Promise.all([import("./photos"), import("./upload-photos-local")]);
  return uploadPhotosLocal([...photoObjects(buildPhotoCatalog()), ...demoProofObjects(seedName)], persistDir);
}

/**
 * Seeds an empty database (the locations table decides). Photos are made sure of either
 * way (missing ones are rendered and stored), so a wiped .wrangler/ heals on the next start.
 */
export async function seedIfEmpty(client: Client, opts: SeedOptions = {}): Promise<{ seeded: boolean; counts: SeedCounts }> {
  const started = performance.now();
  const seeded = await seed(client, { ...opts, listings: opts.listings ?? DEFAULT_LISTINGS });
  const dbMs = Math.round(performance.now() - started);
  const counts: SeedCounts = { ...(await countRows(client)), dbMs };
  if (opts.photos !== false) {
    const photosStarted = performance.now();
    const result = await syncPhotos(opts.photosPersistDir, opts.seed ?? DEFAULT_SEED);
    counts.photosUploaded = result.uploaded;
    counts.photosPresent = result.skipped;
    counts.photosMs = Math.round(performance.now() - photosStarted);
  }
  return { seeded, counts };
}

/** Only the places (estados, alcaldías, colonias and cities), when the database is empty. */
export async function seedLocationsOnly(client: Client, opts: Pick<SeedOptions, "seed"> = {}): Promise<{ seeded: boolean; counts: SeedCounts }> {
  const seeded = await seed(client, { ...opts, accounts: false, listings: 0 });
  return { seeded, counts: await countRows(client) };
}

export const FIXTURE_LISTINGS = 48;

/** For integration tests: places, a few dozen listings and the demo accounts; no photo files. */
export async function seedFixture(client: Client, opts: Pick<SeedOptions, "seed" | "now"> = {}): Promise<{ seeded: boolean; counts: SeedCounts }> {
  const seeded = await seed(client, { ...opts, listings: FIXTURE_LISTINGS });
  return { seeded, counts: await countRows(client) };
}
