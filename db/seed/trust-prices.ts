// The demo's prices out of line: about 1 % of the published rentals become bait (priced
// 55–70 % under their colonia's median per m², as the scam does), one per colonia and kind
// of property, only where the median rests on enough rentals for the desk to flag it. Then
// the colonias' medians and the flags, with the functions the listing write services use.
import { MIN_COMPARABLES, priceFlagsOf } from "../../domain/properties/price-out-of-line";
import { coloniaMedians, median, PRICE_CLASS_OF, pricePerM2 } from "../../domain/properties/price-stats";
import { priceFlags } from "../schema/price-flags";
import { coloniaPriceStats } from "../schema/price-stats";
import type { TableRows } from "./insert";
import { roundPrice, type PropertyRow } from "./listings";
import { createRng } from "./random";

/** The share of the published rentals the seed prices as bait. */
export const BAIT_RENTAL_SHARE = 0.01;

const perM2Of = (p: PropertyRow) => pricePerM2({ price: p.price, built_surface: p.builtSurface ?? null, total_surface: p.totalSurface ?? null });

/**
 * Lowers the price of the bait rentals in `props` (in place) and returns their ids: the
 * ground truth of "a rental priced as bait" (the same seed picks the same ones).
 */
export function seedBaitRentals(seed: string, props: PropertyRow[]): string[] {
  const rng = createRng(`${seed}:bait-rentals`);
  const rentals = props.filter((p) => p.operationType === "renta" && p.status === "publicada" && perM2Of(p) !== null);
  const groups = new Map<string, PropertyRow[]>();
  for (const p of rentals) {
    const key = `${p.locationId}\u0000${PRICE_CLASS_OF[p.propertyType]}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  // A group needs its comparables besides the bait, so the flag stands on the median's own rule.
  const eligible = [...groups.values()].filter((g) => g.length > MIN_COMPARABLES);
  const baits = rng.sample(eligible, Math.round(rentals.length * BAIT_RENTAL_SHARE)).map((group) => {
    const bait = rng.pick(group);
    const typical = median(group.map((p) => perM2Of(p)!))!;
    const area = bait.builtSurface ?? bait.totalSurface!;
    bait.price = roundPrice(typical * area * rng.float(0.3, 0.45), "renta");
    return bait.id;
  });
  return baits;
}

/** The colonias' medians and the listings out of line, as the write services keep them from here on. */
export function trustPriceGroups(seed: string, props: PropertyRow[], now: Date): TableRows[] {
  seedBaitRentals(seed, props);
  const published = props
    .filter((p) => p.status === "publicada" && p.locationId)
    .map((p) => ({ ...p, locationId: p.locationId!, operationType: p.operationType }));
  const medians = coloniaMedians(published);
  return [
    { table: coloniaPriceStats, rows: medians },
    { table: priceFlags, rows: priceFlagsOf(published, medians).map((f) => ({ ...f, flaggedAt: now })) },
  ];
}
