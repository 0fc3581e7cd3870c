import { beforeAll, describe, expect, it } from "vitest";
import { grantOperator } from "../../scripts/operator-role";
import type { PropertyDetail } from "../../domain/properties/property";
import type { AuditLine, PriceFlagItem } from "../../domain/trust/operator-desk-types";
import { OPERATOR_MESSAGES } from "../../domain/trust/operator-desk";
import { call, newAccount, testDb, type Account } from "./helpers";
import type { Colonia } from "./listing-fixtures";
import { agentWithPasses, coloniaWithout, editPrice, publish } from "./price-fixtures";

// Prices out of line in workerd against the real database: rentals published through the
// API, the flag following the colonia's listings (from the eighth rental of a kind), the
// desk's "Precios fuera de rango" with the numbers and the evidence, a review that holds
// while the price stays, and the property page's median and sample.

let operator: Account;
let agent: Account;
let colonia: Colonia;

beforeAll(async () => {
  operator = await newAccount("no_agente");
  const db = testDb();
  try {
    expect(await grantOperator(db, operator.email, "cli:prueba")).toMatchObject({ ok: true });
  } finally {
    db.close();
  }
  agent = await agentWithPasses();
  colonia = await coloniaWithout("renta");
});

async function flags(cookie = operator.cookie): Promise<PriceFlagItem[]> {
  const res = await call("/api/operator/price-flags", { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: PriceFlagItem[] }).data;
}

const rental = (price: number) => publish(agent, colonia, { operation_type: "renta", price, built_surface: 100 });

describe("a rental priced far below its colonia's median", () => {
  it("is flagged from eight rentals of its kind, listed on the desk, reviewed, and flagged again when its price changes", async () => {
    // Six rentals at $240–$270/m² and a bait at $120/m²: seven listings are too few to judge.
    const mine: string[] = [];
    for (const price of [24_000, 25_000, 25_000, 26_000, 27_000, 25_500]) mine.push(await rental(price));
    const bait = await rental(12_000);
    expect((await flags()).some((f) => f.listing.id === bait)).toBe(false);

    // An eighth rental of the colonia is published: the bait, untouched, is now flagged.
    mine.push(await rental(24_500), bait);
    const flagged = (await flags()).filter((f) => mine.includes(f.listing.id));
    expect(flagged).toHaveLength(1);
    expect(flagged[0]).toMatchObject({
      colonia: colonia.name,
      operationType: "renta",
      propertyType: "departamento",
      priceM2: 120,
      medianPriceM2: 250,
      sampleSize: 8,
      listing: { id: bait, status: "publicada", price: 12_000, advertiser: { id: agent.id } },
    });

    // Its page carries the median and its sample, so a renter reads the comparison and the warning.
    const page = (await (await call(`/api/properties/${bait}`)).json()) as { data: PropertyDetail };
    expect(page.data).toMatchObject({ price_per_m2: 120, colonia_median_price_m2: 250, colonia_median_sample: 8 });

    // Nobody but an operator reads the list.
    expect((await call("/api/operator/price-flags", { cookie: agent.cookie })).status).toBe(403);

    // A review of a price the operator did not see is refused; of the one seen, it takes the flag off the list.
    const stale = await call(`/api/operator/price-flags/${bait}/review`, { cookie: operator.cookie, body: { seenPriceM2: 121 } });
    expect(stale.status).toBe(409);
    const reviewed = await call(`/api/operator/price-flags/${bait}/review`, {
      cookie: operator.cookie,
      body: { seenPriceM2: 120, reason: "Habló el dueño: es un cuarto de servicio" },
    });
    expect(reviewed.status).toBe(200);
    expect((await flags()).some((f) => f.listing.id === bait)).toBe(false);
    const again = await call(`/api/operator/price-flags/${bait}/review`, { cookie: operator.cookie, body: { seenPriceM2: 120 } });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(OPERATOR_MESSAGES.priceAlreadyReviewed);
    const log = ((await (await call("/api/operator/audit-log", { cookie: operator.cookie })).json()) as { data: AuditLine[] }).data;
    expect(log.find((l) => l.subjectId === bait)).toMatchObject({
      action: "revisar_precio",
      operator: { id: operator.id },
      reason: "Habló el dueño: es un cuarto de servicio",
      details: { priceM2: 120, medianPriceM2: 250 },
    });

    // Another rental's write keeps the review (the bait's price is the one reviewed)…
    await rental(25_000);
    expect((await flags()).some((f) => f.listing.id === bait)).toBe(false);
    // …the advertiser lowering it brings it back, unreviewed, with the new numbers.
    await editPrice(agent, bait, 11_000);
    expect((await flags()).find((f) => f.listing.id === bait)).toMatchObject({ priceM2: 110, medianPriceM2: 250, sampleSize: 9 });

    // Priced in line, or out of search, it leaves the list for good.
    await editPrice(agent, bait, 23_000);
    expect((await flags()).some((f) => f.listing.id === bait)).toBe(false);
    await editPrice(agent, bait, 11_000);
    expect((await flags()).some((f) => f.listing.id === bait)).toBe(true);
    expect((await call(`/api/listings/${bait}/pause`, { cookie: agent.cookie, body: {} })).status).toBe(200);
    expect((await flags()).some((f) => f.listing.id === bait)).toBe(false);
    const db = testDb();
    try {
      const left = await db.execute({ sql: "SELECT count(*) AS n FROM price_flags WHERE property_id = ?", args: [bait] });
      expect(Number(left.rows[0].n)).toBe(0);
    } finally {
      db.close();
    }
  }, 120_000); // some forty requests, publishing nine listings

  it("a sale is flagged only past 50 % below, and a remate never", async () => {
    const sales = await coloniaWithout("venta");
    const sale = (price: number, over = {}) => publish(agent, sales, { price, built_surface: 100, ...over });
    // Seven sales at about $50,000/m², one 45 % below (in line for a sale) and one 60 % below.
    for (const price of [5_000_000, 5_100_000, 4_900_000, 5_000_000, 5_200_000, 4_800_000, 5_000_000]) await sale(price);
    const cheap = await sale(2_750_000);
    const bait = await sale(2_000_000);
    const remate = await sale(1_000_000, { operation_type: "remate", appraisal_value: 5_000_000, legal_status: "adjudicada" });
    const ids = (await flags()).map((f) => f.listing.id);
    expect(ids).toContain(bait);
    expect(ids).not.toContain(cheap);
    expect(ids).not.toContain(remate);
  }, 120_000);
});
