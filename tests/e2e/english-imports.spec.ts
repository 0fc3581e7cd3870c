import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO_AGENCY } from "../../db/seed/accounts";
import { expect, test, type Locator, type Page } from "./app-test";
import { spanishLinesOn } from "./fixtures/english-check";

// An agency on a phone imports its spreadsheet on /en/import-properties: every step (the
// file, the columns, the review, the result) speaks English, with no Spanish interface text,
// and the sheet's English description column lands in the listing's English description.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "en-US" });

const AGENCY = { email: DEMO_AGENCY.owner.email };
const SHOTS = process.env.IMPORT_SHOTS_DIR;

/** The figure under a label of a row of figures ("Ready to import" → "1"). */
const tile = (scope: Page | Locator, label: string) => scope.locator(`dl > div:has(> dt:text-is("${label}")) > dd`);

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `en-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

async function expectEnglish(page: Page) {
  expect(await spanishLinesOn(page), `Spanish interface text on ${page.url()}`).toEqual([]);
}

test("an agency imports a sheet on the English page, in English, with its English description", async ({ page, signIn }) => {
  test.setTimeout(120_000);
  const id = `EN-${Date.now().toString(36)}`;
  const english = "Bright two-bedroom flat near Parque México, with a fitted kitchen and a balcony over a quiet street.";
  const file = path.join(mkdtempSync(path.join(tmpdir(), "hogaria-import-en-")), "listings.csv");
  writeFileSync(
    file,
    [
      "ID,Operation,Property type,Price,Colonia,Borough,Street,Bedrooms,Bathrooms,Parking spaces,m2,Description,English description",
      `${id},Rent,Apartment,28000,Condesa,Cuauhtémoc,Ámsterdam 210,2,1,1,80,"Departamento luminoso de dos recámaras cerca del Parque México, con cocina integral y balcón a una calle tranquila.","${english}"`,
    ].join("\n"),
  );

  await signIn(AGENCY);
  await page.goto("/en/import-properties");
  await expect(page.getByRole("heading", { name: "Import properties", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Upload your file" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Import steps" })).toBeVisible();
  await expectEnglish(page);
  await shoot(page, "1-upload");

  // The columns, guessed from the sheet's English headers (its cells are the listing's own words).
  await page.getByLabel("Properties file").setInputFiles(file);
  await expect(page.getByRole("heading", { name: "What is each column?" })).toBeVisible();
  await expect(page.getByText("listings.csv · 1 row.")).toBeVisible();
  await expect(page.getByLabel("English description")).toHaveValue("description_en");
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue("description");
  await expect(page.getByLabel("Bedrooms", { exact: true })).toHaveValue("bedrooms");
  await expect(page.getByLabel("English description").locator("option:checked")).toHaveText("English description");
  await expectEnglish(page);
  await shoot(page, "2-mapping");
  await page.getByRole("button", { name: "Review 1 row" }).click();

  // The review.
  await expect(page.getByRole("heading", { name: "Review before importing" })).toBeVisible();
  await expect(tile(page, "Ready to import")).toHaveText("1");
  await expect(tile(page, "With problems")).toHaveText("0");
  await expect(page.locator('[data-row="2"]')).toContainText("Row 2");
  await expect(page.locator('[data-row="2"]')).toContainText("Ready");
  await expectEnglish(page);
  await shoot(page, "3-preview");

  // The result.
  await page.getByRole("button", { name: "Import 1 property as drafts" }).click();
  await expect(page.getByRole("heading", { name: "Import finished" })).toBeVisible({ timeout: 30_000 });
  await expect(tile(page, "Created")).toHaveText("1");
  await expect(tile(page, "Not imported")).toHaveText("0");
  await expect(page.getByText("Saved as a draft.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Publish what was imported" })).toBeVisible();
  await expectEnglish(page);
  await shoot(page, "4-report");

  // The draft holds the English description, as the publish form shows it.
  const listings = await page.request.get("/api/photo-import/listings");
  expect(listings.ok(), await listings.text()).toBe(true);
  const { items } = ((await listings.json()) as { data: { items: { id: string; source_id: string | null }[] } }).data;
  const imported = items.find((l) => l.source_id === id);
  expect(imported).toBeTruthy();
  const draft = await page.request.get(`/api/listings/${imported!.id}`);
  expect(draft.ok(), await draft.text()).toBe(true);
  expect(JSON.stringify(await draft.json())).toContain(english);
});

test("a file the page cannot read is refused in English", async ({ page, signIn }) => {
  await signIn(AGENCY);
  await page.goto("/en/import-properties");
  const file = path.join(mkdtempSync(path.join(tmpdir(), "hogaria-import-en-")), "notes.pdf");
  writeFileSync(file, "%PDF-1.4");
  await page.getByLabel("Properties file").setInputFiles(file);
  await expect(page.getByRole("alert")).toHaveText("notes.pdf: Upload a CSV or XLSX file, or EasyBroker's JSON.");
  await expectEnglish(page);
});
