import { test, expect, type APIRequestContext } from "./app-test";
import { CLUSTER_TEXTS } from "../../domain/listing-clusters/cluster-texts";
import { formatListingPrice } from "../../domain/format/money";
import type { PropertyCard, PropertyDetail } from "../../domain/properties/property";

// One home, shown once: the demo lists some homes under two advertisers (db/seed/trust-clusters.ts).
// A renter sees the home once in the results, its card says who else publishes it, and its
// page lists the other listings with their prices.

async function clusteredRental(request: APIRequestContext): Promise<PropertyCard> {
  for (let page = 1; page <= 20; page++) {
    const res = await request.get(`/api/properties?operation=renta&page_size=50&page=${page}`);
    const items = ((await res.json()) as { data: { items: PropertyCard[] } }).data.items;
    const found = items.find((c) => c.also_listed_by > 0);
    if (found) return found;
  }
  throw new Error("the demo has no rental listed by two advertisers");
}

test("at 390 px a renter sees 'También anunciada por' on the card and the page, with the other listing's price", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const card = await clusteredRental(page.request);
  const detail = ((await (await page.request.get(`/api/properties/${card.id}`)).json()) as { data: PropertyDetail }).data;
  const other = detail.same_home[0];
  const line = new RegExp(`^También anunciada por ${card.also_listed_by} anunciantes?$`);

  // The results narrowed to its type and price: the home is one card, with the line.
  await page.goto(`/rentar?${new URLSearchParams({ tipo: card.property_type, precio_min: String(card.price), precio_max: String(card.price) })}`);
  const article = page.locator(`article[data-property-id="${card.id}"]`);
  await expect(article.getByText(line)).toBeVisible();
  await article.scrollIntoViewIfNeeded();
  await article.screenshot({ path: "test-results/clusters-card-390.png" });

  await page.goto(`/propiedad/${card.id}`);
  const section = page.getByRole("region", { name: line });
  await section.scrollIntoViewIfNeeded();
  await expect(section).toBeVisible();
  const list = section.getByRole("list", { name: CLUSTER_TEXTS.othersTitle });
  const link = list.getByRole("link").filter({ hasText: formatListingPrice(other.price, other.operation_type) });
  await expect(link).toContainText(other.advertiser);
  await section.screenshot({ path: "test-results/clusters-property-390.png" });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The other listing's page, from the link, lists the first one back.
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/propiedad/${other.id}$`));
  await expect(
    page
      .getByRole("region", { name: /^También anunciada por/ })
      .getByRole("link")
      .filter({ hasText: formatListingPrice(card.price, card.operation_type) }),
  ).toBeVisible();
});

test("at 1280 px the page lists the same home's other listings beside the facts", async ({ page }) => {
  const card = await clusteredRental(page.request);
  await page.goto(`/propiedad/${card.id}`);
  const section = page.getByRole("region", { name: /^También anunciada por/ });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole("link").first()).toBeVisible();
  await page.screenshot({ path: "test-results/clusters-property-1280.png" });
});
