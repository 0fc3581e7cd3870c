// The demo's duplicates: about 3 % of the published sales and rentals are listed again by
// another agency or agent (the same unit a few metres off, its surface within 3 % and its
// price within 8 %, its bedrooms, bathrooms, street and interior copied, the same photos),
// so search shows "También anunciada por…" on
// `npm start`. Then every listing's cluster is computed by the product's own rule
// (domain/listing-clusters); the triggers of migration 0029 choose the listing search shows
// as the rows go in.
//
// Ground truth for a bench: a seeded duplicate's `source_id` is
// `${SEED_DUPLICATE_SOURCE}${original listing id}` (no import ever writes that prefix).
import { clusterIdsOf } from "../../domain/listing-clusters/clusters";
import type { UnitFacts } from "../../domain/listing-clusters/same-unit";
import type { ListingAgent } from "./publishers";
import type { PropertyImageRow, PropertyRow } from "./listings";
import { createRng } from "./random";

export const SEED_DUPLICATE_SOURCE = "seed:duplicado-de:";
const DUPLICATE_SHARE = 0.03;
// The tests' fixture (a few dozen listings, counted by its tests) gets none.
const DUPLICATES_FROM_LISTINGS = 1_000;
const M_PER_DEG = 111_320;

const advertiserOf = (p: { agencyId?: string | null; agentId?: string | null }) => p.agencyId ?? p.agentId ?? null;

/** Adds the duplicates to `props` and `images` and sets every listing's `clusterId`. */
export function addClusterDuplicates(seed: string, agents: readonly ListingAgent[], props: PropertyRow[], images: PropertyImageRow[]): void {
  const rng = createRng(`${seed}:clusters`);
  const originals = props.filter((p) => p.status === "publicada" && p.operationType !== "remate" && advertiserOf(p) !== null);
  const imagesOf = new Map<string, PropertyImageRow[]>();
  for (const image of images) imagesOf.set(image.propertyId, [...(imagesOf.get(image.propertyId) ?? []), image]);
  const duplicates = props.length >= DUPLICATES_FROM_LISTINGS ? Math.round(originals.length * DUPLICATE_SHARE) : 0;
  for (const original of rng.sample(originals, duplicates)) {
    const others = agents.filter((a) => (a.agencyId ?? a.id) !== advertiserOf(original));
    if (!others.length) continue;
    const agent = rng.pick(others);
    const id = rng.id(12);
    const meters = rng.float(2, 15);
    const angle = rng.float(0, 2 * Math.PI);
    const lat = original.lat + (meters * Math.sin(angle)) / M_PER_DEG;
    const lng = original.lng + (meters * Math.cos(angle)) / (M_PER_DEG * Math.cos((original.lat * Math.PI) / 180));
    const resize = (v: number | null | undefined) => (v == null ? v : Math.round(v * rng.float(0.97, 1.03)));
    const createdAt = new Date(original.createdAt!.getTime() + rng.int(-20, 20) * 86_400_000);
    props.push({
      ...original,
      id,
      title: original.title,
      price: Math.round((original.price * rng.float(0.93, 1.07)) / 100) * 100,
      lat,
      lng,
      builtSurface: resize(original.builtSurface),
      totalSurface: resize(original.totalSurface),
      agentId: agent.id,
      agencyId: agent.agencyId,
      sourceId: `${SEED_DUPLICATE_SOURCE}${original.id}`,
      createdAt,
      updatedAt: createdAt,
    });
    for (const image of imagesOf.get(original.id) ?? []) images.push({ ...image, id: rng.id(12), propertyId: id });
  }

  const units: UnitFacts[] = props
    .filter((p) => p.status === "publicada")
    .map((p) => ({
      id: p.id,
      advertiser: advertiserOf(p),
      operation: p.operationType,
      propertyType: p.propertyType,
      lat: p.pinLat ?? p.lat,
      lng: p.pinLng ?? p.lng,
      builtSurface: p.builtSurface ?? null,
      totalSurface: p.totalSurface ?? null,
      price: p.price,
      bedrooms: p.bedrooms ?? 0,
      bathrooms: p.bathrooms ?? 0,
      interior: p.interior ?? null,
      photoHashes: [],
    }));
  const clusters = clusterIdsOf(units);
  for (const p of props) p.clusterId = clusters.get(p.id) ?? null;
}
