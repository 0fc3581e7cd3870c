import { test, expect, type APIRequestContext } from "./app-test";
import { formatPriceMXN, formatPricePerM2 } from "../../domain/format/money";
import { appraisalDiscount, LEGAL_STATUS_LABELS } from "../../domain/listings/legal-status";
import { medianComparison } from "../../domain/properties/price-stats";
import type { PropertyCard } from "../../domain/properties/property";

// What a buyer reads on a card before opening it: a remate's legal status and its discount
// against the appraisal, and a sale's price per m² beside its colonia's median. Listings
// come from the demo seed through the API.

async function firstCards(api: APIRequestContext, operation: "venta" | "remate"): Promise<PropertyCard[]> {
  const response = await api.get(`/api/properties?operation=${operation}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { items: PropertyCard[] } }).data.items;
}

test("a remate card shows its legal status and discount, and its page explains them", async ({ page }) => {
  const [remate] = await firstCards(page.request, "remate");
  expect(remate.legal_status).not.toBeNull();
  const discount = appraisalDiscount(remate.price, remate.appraisal_value);
  expect(discount).not.toBeNull();
  const { label, explanation } = LEGAL_STATUS_LABELS[remate.legal_status!];

  await page.goto("/remate");
  const card = page.locator(`article[data-property-id="${remate.id}"]`);
  await expect(card.getByText(`Situación legal: ${label}`)).toBeVisible();
  await expect(card.getByText(`${discount} % bajo el avalúo`)).toBeVisible();

  await card.getByRole("link", { name: remate.title }).click();
  const facts = page.getByRole("region", { name: "Remate" });
  await expect(facts).toContainText(`${discount} % por debajo del avalúo de ${formatPriceMXN(remate.appraisal_value!)}`);
  await expect(facts).toContainText(explanation);
});

test("a sale's card shows its price per m² and its colonia's median", async ({ page }) => {
  const sales = await firstCards(page.request, "venta");
  const sale = sales.find((c) => c.price_per_m2 !== null && c.colonia_median_price_m2 !== null);
  expect(sale, "a sale among the first results whose colonia has a median").toBeDefined();

  await page.goto("/comprar");
  const card = page.locator(`article[data-property-id="${sale!.id}"]`);
  await expect(card.getByText(formatPricePerM2(sale!.price_per_m2!))).toBeVisible();
  await expect(card.getByText(medianComparison(sale!.price_per_m2!, sale!.colonia_median_price_m2!))).toBeVisible();
  await expect(card.getByText(formatPricePerM2(sale!.colonia_median_price_m2!), { exact: true })).toBeVisible();
});
