// Freshness on `npm start` (domain/listings/freshness.ts): the seeded listings get a spread
// of confirmation ages, as a marketplace where most advertisers answer and some do not.
// Of the published ones, most were confirmed in the last weeks; a few are asked by e-mail
// and not answered yet (Mis propiedades shows "Confirma que sigue disponible antes del…");
// about 2 % of rentals and 1 % of sales went unanswered and are por_confirmar, out of
// search. Never before a listing was created. Runs before the colonias' medians are computed.
import { DAY_MS } from "../../domain/billing/plans";
import { FRESHNESS_RULES } from "../../domain/listings/freshness";
import type { properties } from "../schema/properties";
import { createRng } from "./random";

type Row = typeof properties.$inferInsert;

// Share of published listings per case, by operation kind (sales cover remates).
const SHARES = {
  renta: { asked: 0.03, unconfirmed: 0.02 },
  venta: { asked: 0.03, unconfirmed: 0.01 },
} as const;

/** Sets `confirmedAt` (and, for the asked and unconfirmed, `confirmationAskedAt` and the status) on the seeded listings. */
export function withConfirmationAges(seed: string, now: Date, props: Row[]): void {
  const rng = createRng(`${seed}:freshness`);
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS - rng.int(0, 20 * 60 * 60 * 1000));
  for (const p of props) {
    if (p.status === "borrador") continue;
    const created = p.createdAt instanceof Date ? p.createdAt : now;
    if (p.status !== "publicada") {
      p.confirmedAt = p.updatedAt instanceof Date ? p.updatedAt : created;
      continue;
    }
    const rule = FRESHNESS_RULES[p.operationType ?? "venta"];
    const shares = SHARES[p.operationType === "renta" ? "renta" : "venta"];
    const roll = rng.next();
    // The question went out after askAfterDays; unanswered past hideAfterDays, the listing left search.
    const askedDaysAgo =
      roll < shares.unconfirmed
        ? rule.hideAfterDays + rng.int(1, 10)
        : roll < shares.unconfirmed + shares.asked
          ? rng.int(0, rule.hideAfterDays - 1)
          : null;
    if (askedDaysAgo !== null) {
      // Asked that many days ago (within the day), after askAfterDays or a little more without an answer.
      const askedAt = new Date(now.getTime() - askedDaysAgo * DAY_MS - rng.int(0, 12 * 60 * 60 * 1000));
      const confirmed = new Date(askedAt.getTime() - (rule.askAfterDays + rng.int(0, 2)) * DAY_MS);
      if (confirmed >= created) {
        p.confirmedAt = confirmed;
        p.confirmationAskedAt = askedAt;
        if (askedDaysAgo >= rule.hideAfterDays) p.status = "por_confirmar";
        continue;
      }
    }
    // Everyone else answered within the limit: most lately, some weeks ago.
    const days = rng.weighted([
      [rng.int(0, 6), 6],
      [rng.int(7, 20), 3],
      [rng.int(21, rule.askAfterDays - 2), 1],
    ] as const);
    const confirmed = ago(days);
    p.confirmedAt = confirmed < created ? created : confirmed;
  }
}
