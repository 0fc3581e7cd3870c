// Who publishes each seeded listing: the demo agents with their weights and focus
// (data/agencies.ts). Pure: it only reads the listings and one random number per listing.
import type { AlcaldiaNombre } from "./data/alcaldias";
import type { Operation, PropertyType } from "./listing-text";

const DEFAULT_FOCUS_SHARE = 0.93;
const CALIBRATION_ROUNDS = 60;

/**
 * Where an agent's listings go. Types, operations and the price floor are hard limits;
 * the alcaldías get about `share` of the listings and the rest go elsewhere in the city
 * (within those limits).
 */
export type ListingFocus = {
  alcaldias?: readonly AlcaldiaNombre[];
  types?: readonly PropertyType[];
  operations?: readonly Operation[];
  /** Only colonias whose sale price per m² is at least this. */
  minPriceM2?: number;
  /** Share of the listings inside `alcaldias` (default 0.93). */
  share?: number;
};

/** Who publishes listings: `weight` is the share of all listings (relative to the others). */
export type ListingAgent = { id: string; agencyId: string | null; weight: number; focus?: ListingFocus };

/** What decides who may publish a listing. */
export type Slot = { alcaldia: AlcaldiaNombre; type: PropertyType; operation: Operation; priceM2: number };

function allowedFor(focus: ListingFocus, s: Slot): boolean {
  return (
    (!focus.types || focus.types.includes(s.type)) &&
    (!focus.operations || focus.operations.includes(s.operation)) &&
    s.priceM2 >= (focus.minPriceM2 ?? 0)
  );
}

/** rng.weighted with the random number drawn beforehand. */
function pickByRoll<T>(roll: number, items: readonly (readonly [T, number])[]): T {
  let r = roll * items.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, w] of items) {
    r -= w;
    if (r < 0) return value;
  }
  return items[items.length - 1][0];
}

/**
 * Picks each listing's agent. Every agent has two targets: weight / total weight of the
 * listings, `share` of them in its alcaldías and the rest elsewhere (within its types,
 * operations and price floor). Each listing's odds are scaled, round after round, until
 * every agent's expected count meets both targets (Sinkhorn scaling), as far as the
 * listings allow. Agents without a focus can take any listing.
 */
export function assignAgents(agents: readonly ListingAgent[], slots: readonly Slot[], rolls: readonly number[]): ListingAgent[] {
  const totalWeight = agents.reduce((sum, a) => sum + a.weight, 0);
  // Column 2k: agent k inside its focus (anywhere, without one); 2k + 1: outside it.
  const columnOf = (k: number, s: Slot): number => {
    const focus = agents[k].focus;
    if (!focus) return 2 * k;
    if (!allowedFor(focus, s)) return -1;
    return !focus.alcaldias || focus.alcaldias.includes(s.alcaldia) ? 2 * k : 2 * k + 1;
  };
  const columnsOf = slots.map((s) => agents.map((_, k) => columnOf(k, s)).filter((c) => c >= 0));
  const present = new Set(columnsOf.flat());

  const target = new Float64Array(2 * agents.length);
  agents.forEach((agent, k) => {
    const count = agent.weight * (slots.length / totalWeight);
    const [inside, outside] = [present.has(2 * k), present.has(2 * k + 1)];
    const share = !inside ? 0 : !outside ? 1 : agent.focus?.alcaldias ? (agent.focus.share ?? DEFAULT_FOCUS_SHARE) : 1;
    target[2 * k] = count * share;
    target[2 * k + 1] = count * (1 - share);
  });
  const scale = target.map((t) => (t > 0 ? 1 : 0));

  const expected = new Float64Array(target.length);
  for (let round = 0; round < CALIBRATION_ROUNDS; round++) {
    expected.fill(0);
    for (const columns of columnsOf) {
      let sum = 0;
      for (const c of columns) sum += scale[c];
      if (sum > 0) for (const c of columns) expected[c] += scale[c] / sum;
    }
    for (let c = 0; c < scale.length; c++) if (expected[c] > 0) scale[c] *= target[c] / expected[c];
  }

  return columnsOf.map((columns, i) => {
    const odds = columns.map((c) => [agents[c >> 1], scale[c]] as const);
    return pickByRoll(rolls[i], odds.some(([, w]) => w > 0) ? odds : agents.map((agent) => [agent, agent.weight] as const));
  });
}
