import { appTakesOver, test, expect, type Page } from "./app-test";
import { spanishLinesOn } from "./fixtures/english-check";
import { GUIDES, guideOf } from "../../domain/guides/guide-catalog";
import { amenityName, isKnownAmenity } from "../../domain/listings/amenities";
import { LEGAL_ENGLISH_NOTE } from "../../domain/pages/legal-text";
import { pathOf } from "../../domain/pages/page-routes";
import { pathInLang } from "../../domain/i18n/lang";

// Hogaria in English, its content: the legal pages' sections, the six guides and their
// calculators read in English on /en (amounts in MX$, percentages the en-US way), the form's
// amenities of a listing are named in English, and a listing's meta description says its
// facts in English.

async function expectEnglish(page: Page) {
  await appTakesOver(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  expect(await spanishLinesOn(page), `Spanish interface lines on ${page.url()}`).toEqual([]);
}

test("/en/terminos and /en/privacidad: every section in English under the note that the Spanish version governs", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/en/terminos");
  await expect(page.getByRole("heading", { level: 1, name: "Terms and conditions" })).toBeVisible();
  await expect(page.getByRole("note")).toHaveText(LEGAL_ENGLISH_NOTE);
  await expect(page.getByRole("heading", { level: 2, name: "8. Plans, payments and automatic renewal" })).toBeVisible();
  await expect(page.getByText(/Payments are\s+non-refundable/)).toBeVisible();
  await expect(page.getByText("Los pagos", { exact: false })).toHaveCount(0);
  await expect(page.locator("article [lang]")).toHaveCount(0);
  await expectEnglish(page);

  await page.goto("/en/privacidad");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy notice" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Simplified privacy notice" })).toBeVisible();
  await expect(page.getByText("Cookies are small files the site stores in your browser.", { exact: false })).toBeVisible();
  await expect(page.getByText("Only with your consent")).toBeVisible();
  await expect(page.getByText("Tienes derecho a", { exact: false })).toHaveCount(0);
  await expect(page.locator("article [lang]")).toHaveCount(0);
  await expectEnglish(page);
});

test("each guide reads in English on /en", async ({ page }) => {
  test.setTimeout(120_000);
  for (const { page: guide } of GUIDES) {
    await page.goto(pathInLang(pathOf(guide), "en"));
    await expect(page.getByRole("heading", { level: 1, name: guideOf(guide, "en").title })).toBeVisible();
    await expectEnglish(page);
  }
});

test("the rent calculator answers in English with MX$, and says what to type in English", async ({ page }) => {
  await page.goto("/en/guias/cuanto-puedes-pagar-de-renta");
  await appTakesOver(page);
  const calculator = page.getByRole("form", { name: "Rent calculator" });
  const result = page.getByRole("region", { name: "Result" });
  await expect(calculator.getByText("MX$")).toBeVisible();
  await expect(calculator.getByText("It usually costs between 30% and 50%. Enter 0 if you have a guarantor.")).toBeVisible();

  const income = calculator.getByLabel("Net monthly income");
  await income.fill("45,000");
  await expect(result.getByRole("status")).toContainText("MX$15,000/month");
  await expect(result.getByRole("status")).toContainText("A third of your income of MX$45,000 a month.");
  await expect(result.locator("dt", { hasText: "To sign you need" })).toBeVisible();
  await expect(page.getByRole("link", { name: "See rentals up to MX$15,000" })).toBeVisible();

  await income.fill("a lot");
  await income.blur();
  await expect(calculator.getByText("Enter only the amount in pesos, for example 30,000.")).toBeVisible();
  await expect(result.getByText("These figures are from your last valid entries", { exact: false })).toBeVisible();
  await expectEnglish(page);
});

test("an English property page names the form's amenities in English and describes itself in English in its head", async ({ page, request }) => {
  const list = await request.get("/api/properties?operation=renta&page_size=50");
  const { items } = ((await list.json()) as { data: { items: { id: string }[] } }).data;
  let listing: { id: string; features: string[]; bedrooms: number } | null = null;
  for (const { id } of items) {
    const detail = ((await (await request.get(`/api/properties/${id}`)).json()) as { data: { id: string; features: string[]; bedrooms: number } })
      .data;
    if (detail.bedrooms > 0 && detail.features.some(isKnownAmenity)) {
      listing = detail;
      break;
    }
  }
  expect(listing, "a listing for rent with bedrooms and the form's amenities").not.toBeNull();

  // The head the worker writes, for crawlers and link previews.
  const html = await (await request.get(`/en/propiedad/${listing!.id}`)).text();
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
  // Its facts in English; the listing's own words after them stay as written.
  const facts = description.split(". ")[0];
  expect(facts).toMatch(/^MX\$[\d,]+\/month · \d+(\.\d)? bedrooms? · /);
  expect(facts).not.toMatch(/recámara|baño|\/mes/);
  expect(html).toContain(`<meta property="og:description" content="${description}"`);

  await page.goto(`/en/propiedad/${listing!.id}`);
  const amenities = page.getByRole("region", { name: "Amenities and extras (as listed)" });
  for (const feature of listing!.features.filter(isKnownAmenity)) {
    const english = amenityName(feature, "en");
    await expect(amenities.getByText(english, { exact: true }).first()).toBeVisible();
    if (english !== feature) await expect(amenities.getByText(feature, { exact: true })).toHaveCount(0);
  }
});
