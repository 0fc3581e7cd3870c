import { test, expect, type APIRequestContext } from "./app-test";
import { formatListingPrice, listingPriceParts } from "../../domain/format/money";
import type { PropertyCard } from "../../domain/properties/property";
import { pageHref } from "../../domain/pages/page-routes";
import { pathInLang } from "../../domain/i18n/lang";

// A rental's card as a buyer reads it, from the one listing model: its colonia with the
// street part of its address under it, and its price with "/mes" set apart from the amount
// ("/month" on English pages); the property page shows the same price. Listings come from
// the demo seed through the API.

// The first rental on /rentar's first page that shows its street: an earlier test of the
// same worker may have published one that shows only its colonia.
async function aRentalWithItsStreet(api: APIRequestContext): Promise<PropertyCard> {
  const response = await api.get("/api/properties?operation=renta");
  expect(response.ok(), await response.text()).toBe(true);
  const rental = ((await response.json()) as { data: { items: PropertyCard[] } }).data.items.find((item) => item.street !== null);
  expect(rental, "the seed shows its listings' streets").toBeDefined();
  return rental!;
}

for (const lang of ["es", "en"] as const) {
  test(`a rental's card shows its colonia, its street and its rent a month, and its page the same rent (${lang})`, async ({ page }) => {
    const rental = await aRentalWithItsStreet(page.request);
    const { amount, period } = listingPriceParts(rental.price, "renta", lang);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(pathInLang("/rentar", lang));
    const card = page.locator(`article[data-property-id="${rental.id}"]`);
    await expect(card.getByText(rental.neighborhood, { exact: true })).toBeVisible();
    await expect(card.getByText(rental.street!, { exact: true })).toBeVisible();
    // The period is its own element beside the amount: "$18,000" then "/mes".
    await expect(card.getByText(period, { exact: true })).toBeVisible();
    await expect(card.getByText(formatListingPrice(rental.price, "renta", lang), { exact: true }).first()).toBeVisible();
    await card.screenshot({ path: `test-results/listing-card-parts-${lang}-390.png` });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(pathInLang(pageHref.property(rental.id), lang));
    const price = page.locator("p", { hasText: formatListingPrice(rental.price, "renta", lang) }).first();
    await expect(price).toBeVisible();
    await expect(price.getByText(period, { exact: true })).toBeVisible();
    await expect(price).toContainText(amount);
    await price.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/listing-card-parts-page-${lang}-1280.png` });
  });
}
