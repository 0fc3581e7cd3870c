import { test, expect, type APIRequestContext } from "./app-test";
import { formatPricePerM2 } from "../../domain/format/money";
import { isPriceOutOfLine, PRICE_OUT_OF_LINE_TEXTS } from "../../domain/properties/price-out-of-line";
import { medianComparisonIn, medianLine, medianScope } from "../../domain/properties/price-stats";
import type { PropertyCard, PropertyDetail } from "../../domain/properties/property";
import { pageHref } from "../../domain/pages/page-routes";
import { MAX_PAGE_SIZE } from "../../domain/properties/search-constants";
import { SAFETY_ADVICE } from "../../domain/trust/safety-advice";

// What a renter reads on a phone under a listing's price: its price per m² against its
// colonia's median ("12 % debajo de la mediana de Del Valle Centro"), and for a rent far
// below it, the warning with the advice never to pay before visiting. Listings come from
// the demo seed (which prices about 1 % of its rentals as bait) through the API.

async function rentals(api: APIRequestContext): Promise<PropertyCard[]> {
  const cards: PropertyCard[] = [];
  // Every rental, a full page at a time (the API's largest page).
  for (let page = 1; page <= 40; page++) {
    const response = await api.get(`/api/properties?operation=renta&page=${page}&page_size=${MAX_PAGE_SIZE}`);
    expect(response.ok(), await response.text()).toBe(true);
    const items = ((await response.json()) as { data: { items: PropertyCard[] } }).data.items;
    cards.push(...items);
    if (items.length < MAX_PAGE_SIZE) break;
  }
  return cards;
}

async function detail(api: APIRequestContext, id: string): Promise<PropertyDetail> {
  const response = await api.get(`/api/properties/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: PropertyDetail }).data;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

test("a rental's page compares its price per m² with its colonia's median", async ({ page }) => {
  const all = await rentals(page.request);
  const card = all.find((c) => c.price_per_m2 !== null && c.colonia_median_price_m2 !== null && c.price_per_m2 >= c.colonia_median_price_m2);
  expect(card, "a rental at or above its colonia's median").toBeDefined();
  const p = await detail(page.request, card!.id);

  await page.goto(pageHref.property(p.id));
  const comparison = medianComparisonIn(p.price_per_m2!, p.colonia_median_price_m2!, p.location.colonia);
  await expect(page.getByText(comparison)).toBeVisible();
  const median = medianLine(medianScope(p.property_type, "renta", p.location.colonia), formatPricePerM2(p.colonia_median_price_m2!));
  await expect(page.getByText(median)).toBeVisible();
  await expect(page.getByRole("note", { name: PRICE_OUT_OF_LINE_TEXTS.title })).toHaveCount(0);
});

test("a rent far below its colonia's median warns the renter never to pay before visiting", async ({ page }) => {
  const all = await rentals(page.request);
  let bait: PropertyDetail | undefined;
  // The cards carry no sample size: the page's own rule decides among the cheapest against their median.
  const cheapest = all
    .filter((c) => c.price_per_m2 !== null && c.colonia_median_price_m2 !== null)
    .sort((a, b) => a.price_per_m2! / a.colonia_median_price_m2! - b.price_per_m2! / b.colonia_median_price_m2!)
    .slice(0, 20);
  for (const c of cheapest) {
    const p = await detail(page.request, c.id);
    if (isPriceOutOfLine("renta", p.price_per_m2, p.colonia_median_price_m2, p.colonia_median_sample)) {
      bait = p;
      break;
    }
  }
  expect(bait, "a seeded bait rental").toBeDefined();

  await page.goto(pageHref.property(bait!.id));
  const warning = page.getByRole("note", { name: PRICE_OUT_OF_LINE_TEXTS.title });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(medianComparisonIn(bait!.price_per_m2!, bait!.colonia_median_price_m2!, bait!.location.colonia));
  await expect(warning).toContainText(formatPricePerM2(bait!.colonia_median_price_m2!));
  await expect(warning).toContainText(SAFETY_ADVICE.line);
  await expect(warning.getByRole("link", { name: SAFETY_ADVICE.guideLink })).toBeVisible();
});
