import { describe, expect, it } from "vitest";
import type { PropertyCard, PropertyDetail, PropertySearchResponse } from "../../domain/properties/property";
import { call, testDb } from "./helpers";
import type { Colonia } from "./listing-fixtures";
import { agentWithPasses, coloniaWithout, editPrice, publish } from "./price-fixtures";

const db = () => testDb();

async function cards(operation: "venta" | "remate", colonia: Colonia): Promise<Map<string, PropertyCard>> {
  const res = await call(`/api/properties?operation=${operation}&location_id=${colonia.id}&page_size=100`);
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: PropertySearchResponse };
  return new Map(data.items.map((c) => [c.id, c]));
}

async function detail(id: string): Promise<PropertyDetail> {
  const res = await call(`/api/properties/${id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: PropertyDetail }).data;
}

describe("the colonia's median price per m²", () => {
  it("appears from the third sale of a kind, and follows publishing, price edits and pausing", async () => {
    const agent = await agentWithPasses();
    const colonia = await coloniaWithout("venta");
    // $50,000/m² and $60,000/m²: two sales are too few for a median.
    const a = await publish(agent, colonia, { price: 4_000_000 });
    const b = await publish(agent, colonia, { price: 4_800_000 });
    let found = await cards("venta", colonia);
    expect(found.get(a)).toMatchObject({ price_per_m2: 50_000, colonia_median_price_m2: null });
    expect(found.get(b)).toMatchObject({ price_per_m2: 60_000, colonia_median_price_m2: null });

    // A third, a casa at $70,000/m²: casas and departamentos share the median ($60,000).
    const c = await publish(agent, colonia, {
      property_type: "casa",
      price: 14_000_000,
      built_surface: 200,
      total_surface: 220,
      features: ["Jardín"],
    });
    found = await cards("venta", colonia);
    for (const id of [a, b, c]) expect(found.get(id)?.colonia_median_price_m2).toBe(60_000);
    expect(found.get(c)?.price_per_m2).toBe(70_000);
    expect(await detail(a)).toMatchObject({ colonia_median_price_m2: 60_000, colonia_median_sample: 3 });

    // The casa's price is edited down to $45,000/m²: the median is now $50,000.
    await editPrice(agent, c, 9_000_000);
    found = await cards("venta", colonia);
    for (const id of [a, b, c]) expect(found.get(id)?.colonia_median_price_m2).toBe(50_000);
    expect(found.get(c)?.price_per_m2).toBe(45_000);

    // A terreno is not compared with homes: it has no median of its own yet.
    const lot = await publish(agent, colonia, {
      property_type: "terreno",
      price: 3_000_000,
      bedrooms: 0,
      bathrooms: 0,
      parking_spaces: 0,
      built_surface: null,
      total_surface: 300,
      maintenance: null,
      features: ["Todos los servicios"],
    });
    found = await cards("venta", colonia);
    expect(found.get(lot)).toMatchObject({ price_per_m2: 10_000, colonia_median_price_m2: null });
    expect(found.get(a)?.colonia_median_price_m2).toBe(50_000);

    // Paused, a sale leaves the median: two are left, too few again; back, it returns.
    expect((await call(`/api/listings/${b}/pause`, { cookie: agent.cookie, body: {} })).status).toBe(200);
    expect((await cards("venta", colonia)).get(a)?.colonia_median_price_m2).toBeNull();
    expect((await call(`/api/listings/${b}/reactivate`, { cookie: agent.cookie, body: {} })).status).toBe(200);
    expect((await cards("venta", colonia)).get(a)?.colonia_median_price_m2).toBe(50_000);

    // Deleted, it leaves for good.
    expect((await call(`/api/listings/${b}`, { method: "DELETE", cookie: agent.cookie })).status).toBeLessThan(300);
    expect((await cards("venta", colonia)).get(a)?.colonia_median_price_m2).toBeNull();
    const stored = await db().execute({
      sql: "SELECT count(*) AS n FROM colonia_price_stats WHERE location_id = ? AND operation_type IN ('venta', 'remate')",
      args: [colonia.id],
    });
    expect(Number(stored.rows[0].n)).toBe(0);
  }, 60_000); // some twenty requests, publishing five listings
});

describe("remates in search", () => {
  it("carry their appraisal and legal status, with the price per m² against the sales' median", async () => {
    const agent = await agentWithPasses();
    const colonia = await coloniaWithout("venta");
    for (const price of [4_000_000, 4_400_000, 4_800_000]) await publish(agent, colonia, { price });
    const id = await publish(agent, colonia, {
      operation_type: "remate",
      price: 2_800_000,
      appraisal_value: 4_000_000,
      legal_status: "en-litigio",
    });
    const card = (await cards("remate", colonia)).get(id);
    expect(card).toMatchObject({
      operation_type: "remate",
      appraisal_value: 4_000_000,
      legal_status: "en-litigio",
      price_per_m2: 35_000,
      colonia_median_price_m2: 55_000,
    });
    // A remate is not a sale: it does not move the median.
    expect((await cards("venta", colonia)).values().next().value?.colonia_median_price_m2).toBe(55_000);
    expect(await detail(id)).toMatchObject({ appraisal_value: 4_000_000, legal_status: "en-litigio" });
  });

  it("every remate, seeded or published, shows a legal status and an appraisal above its price", async () => {
    const res = await call("/api/properties?operation=remate&page_size=100");
    const { data } = (await res.json()) as { data: PropertySearchResponse };
    expect(data.items.length).toBeGreaterThan(0);
    for (const c of data.items) {
      expect(c.legal_status).toMatch(/^(adjudicada|en-litigio|cesion-de-derechos)$/);
      expect(c.appraisal_value).toBeGreaterThanOrEqual(c.price);
    }
  });
});
