import { test, expect, type APIRequestContext, type Locator } from "./app-test";
import { formatPriceMXN } from "../../domain/format/money";
import { COST_TEXTS } from "../../domain/listing-costs/cost-texts";
import { creditPayments } from "../../domain/listing-costs/credit-payments";
import { listingCosts } from "../../domain/listing-costs/listing-costs";
import { formatMoneyRange } from "../../domain/listing-costs/money-range";
import { pageHref } from "../../domain/pages/page-routes";
import type { PropertyCard, PropertyDetail } from "../../domain/properties/property";
import { MAX_PAGE_SIZE } from "../../domain/properties/search-constants";

// What a listing really costs, on a phone: a renter reads the cash the move-in takes (deposit,
// first month with the cuota, the guarantee); a buyer reads the closing costs and, typing an
// income, the monthly payment with each credit and whether it fits. Listings come from the
// demo seed through the API; the page must render the figures with the HTML, not after it.

async function firstDetail(api: APIRequestContext, operation: string, wanted: (p: PropertyDetail) => boolean): Promise<PropertyDetail> {
  const response = await api.get(`/api/properties?operation=${operation}&page_size=${MAX_PAGE_SIZE}`);
  expect(response.ok()).toBe(true);
  const cards = ((await response.json()) as { data: { items: PropertyCard[] } }).data.items;
  for (const card of cards) {
    const detail = ((await (await api.get(`/api/properties/${card.id}`)).json()) as { data: PropertyDetail }).data;
    if (wanted(detail)) return detail;
  }
  throw new Error(`no seeded ${operation} listing fits`);
}

const row = (table: Locator, label: string | RegExp) => table.getByRole("row").filter({ has: table.page().getByRole("rowheader", { name: label }) });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

test("a renter opens a rental and reads the cash the move-in takes", async ({ page }) => {
  const p = await firstDetail(page.request, "renta", (d) => (d.maintenance ?? 0) > 0);
  const costs = listingCosts(p);
  if (costs.kind !== "renta") throw new Error("a rental's costs");

  // The worker sends the section with the page.
  const html = await (await page.request.get(pageHref.property(p.id))).text();
  expect(html).toContain(COST_TEXTS.rental.heading);

  await page.goto(pageHref.property(p.id));
  const section = page.getByRole("region", { name: COST_TEXTS.rental.heading });
  await section.scrollIntoViewIfNeeded();
  const monthly = section.getByRole("table", { name: COST_TEXTS.rental.monthlyHeading });
  await expect(row(monthly, COST_TEXTS.rental.monthlyTotal)).toContainText(formatPriceMXN(p.price + p.maintenance!));

  const moveIn = section.getByRole("table", { name: COST_TEXTS.rental.moveInHeading });
  const months = p.facts.deposit_months ?? 1;
  await expect(row(moveIn, /^Depósito/)).toContainText(formatPriceMXN(p.price * months));
  await expect(row(moveIn, COST_TEXTS.rental.firstMonth)).toContainText(formatPriceMXN(p.price + p.maintenance!));
  if (p.facts.deposit_months === null) await expect(moveIn).toContainText(COST_TEXTS.rental.depositCustomNote);
  await expect(row(moveIn, COST_TEXTS.rental.moveInTotal)).toContainText(formatMoneyRange(costs.costs.moveIn.total));
  await expect(section).toContainText(COST_TEXTS.estimate);
});

test("a buyer opens a sale, reads its closing costs, types an income and sees the monthly payments", async ({ page }) => {
  const p = await firstDetail(page.request, "venta", (d) => d.price >= 1_000_000);
  const costs = listingCosts(p);
  if (costs.kind !== "compra") throw new Error("a sale's costs");

  await page.goto(pageHref.property(p.id));
  const section = page.getByRole("region", { name: COST_TEXTS.sale.heading });
  await section.scrollIntoViewIfNeeded();
  const closing = section.getByRole("table", { name: COST_TEXTS.sale.closingHeading });
  await expect(row(closing, COST_TEXTS.sale.isai)).toContainText(formatMoneyRange(costs.costs.lines[0]!.amount));
  await expect(row(closing, COST_TEXTS.sale.closingTotal)).toContainText(formatMoneyRange(costs.costs.closing));

  // An income that carries a bank's payment at every rate: 10 % above the payment at the highest rate over 30 %.
  const bank = creditPayments(p.price, null, p.facts.credits).find((c) => c.credit === "bancario")!;
  const income = Math.ceil((bank.payment.max / 0.3) * 1.1);
  const credits = section.getByRole("region", { name: COST_TEXTS.credit.heading });
  await credits.getByLabel(COST_TEXTS.credit.incomeLabel).fill(String(income));
  const withIncome = creditPayments(p.price, income, p.facts.credits);
  for (const credit of withIncome) {
    const card = credits.getByRole("listitem", { name: COST_TEXTS.credit.names[credit.credit] });
    await expect(card).toContainText(COST_TEXTS.credit.perMonth(credit.payment));
  }
  const bankCard = credits.getByRole("listitem", { name: COST_TEXTS.credit.names.bancario });
  await expect(bankCard).toContainText(COST_TEXTS.credit.fits(withIncome[0]!.income!.share));

  // A low income does not carry it; words are refused with what to write instead.
  await credits.getByLabel(COST_TEXTS.credit.incomeLabel).fill("12000");
  await expect(bankCard).toContainText("No te alcanza");
  await credits.getByLabel(COST_TEXTS.credit.incomeLabel).fill("mucho");
  await expect(credits.getByText("Escribe solo la cantidad en pesos")).toBeVisible();
});
