import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { IMPORT_FILE_MESSAGES } from "../../domain/listing-imports/import-file-messages";
import { LISTING_MESSAGES } from "../../domain/listings/listing-messages";
import { DEMO_AGENCY } from "../../db/seed/accounts";
import { startWebhookReceiver } from "../fixtures/webhook-receiver";
import { titledInventory, xlsxWorkbook } from "../../domain/listing-imports/xlsx-workbook.fixture";
import { expect, test, type Locator, type Page } from "./app-test";

// Spreadsheets as agents make them, on a phone: an Excel inventory with a merged title,
// a subtitle and blank rows above its headers and a merged "Fotos" over two columns; and a
// CSV with one "Superficie" column for flats and houses. The photos' URLs point at a local
// host standing in for the agency's.
const AGENCY = { email: DEMO_AGENCY.owner.email };
const SHOTS = process.env.IMPORT_SHOTS_DIR;

test.use({ viewport: { width: 390, height: 844 } });

let photoHost: Awaited<ReturnType<typeof startWebhookReceiver>>;
test.beforeAll(async () => {
  photoHost = await startWebhookReceiver();
});
test.afterAll(async () => {
  await photoHost.close();
});

/** The figure under a label of a row of figures ("Listas para importar" → "4"). */
const tile = (scope: Page | Locator, label: string) => scope.locator(`dl > div:has(> dt:text-is("${label}")) > dd`);

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test("an agency imports an Excel inventory with a title above its headers and a merged 'Fotos' over two columns", async ({ page, signIn }) => {
  test.setTimeout(120_000);
  await signIn(AGENCY);
  await page.goto("/import-properties");
  const workbook = xlsxWorkbook(titledInventory(`${photoHost.url.replace(/\/hook$/, "")}/photos`));
  await page.getByLabel("Archivo de propiedades").setInputFiles({
    name: "inventario-casa-capital.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: Buffer.from(workbook),
  });

  // The headers are on row 5, under the title, the subtitle and two blank rows.
  await expect(page.getByRole("heading", { name: "¿Qué es cada columna?" })).toBeVisible();
  await expect(page.getByText(IMPORT_FILE_MESSAGES.headerRow(5))).toBeVisible();
  // Every one of the 15 columns is mapped, or marked as not imported with why.
  const columns = page.locator("section li:has(select)");
  await expect(columns).toHaveCount(15);
  await expect(page.locator("li[data-ignored]")).toHaveCount(1);
  await expect(page.getByRole("combobox", { name: "Asesor" })).toHaveAccessibleDescription(IMPORT_FILE_MESSAGES.columnIgnored);
  for (const column of await columns.all()) {
    const name = await column.locator("label").textContent();
    const value = await column.locator("select").inputValue();
    expect(value !== "" || name === "Asesor", `${name} is mapped`).toBe(true);
  }
  // Both columns under the merged "Fotos" are photos.
  const photos = page.getByRole("combobox", { name: "Fotos", exact: true });
  await expect(photos).toHaveCount(2);
  await expect(photos.nth(0)).toHaveValue("photo_urls");
  await expect(photos.nth(1)).toHaveValue("photo_urls");
  await expect(page.getByRole("combobox", { name: "M² construidos" })).toHaveValue("built_surface");
  await expect(page.getByRole("combobox", { name: "M² de terreno" })).toHaveValue("total_surface");
  await expect(page.getByText("Asignadas: 14 de 15")).toBeVisible();
  await shoot(page, "sheets-1-mapping");
  await page.getByRole("button", { name: "Revisar 4 filas" }).click();

  // The preview: the header row again, the column left out by name, every row ready and
  // numbered as the sheet numbers it.
  await expect(page.getByRole("heading", { name: "Revisa antes de importar" })).toBeVisible();
  await expect(tile(page, "Listas para importar")).toHaveText("4", { timeout: 20_000 });
  await expect(tile(page, "Con problemas")).toHaveText("0");
  await expect(page.getByText(IMPORT_FILE_MESSAGES.headerRow(5))).toBeVisible();
  await expect(page.getByTestId("ignored-columns")).toHaveText(IMPORT_FILE_MESSAGES.ignoredList(["Asesor"]));
  for (const row of [6, 7, 9, 10]) await expect(page.locator(`[data-row="${row}"]`)).toContainText("Lista");
  await shoot(page, "sheets-2-preview");

  await page.getByRole("button", { name: "Importar 4 propiedades como borradores" }).click();
  await expect(page.getByRole("heading", { name: "Importación terminada" })).toBeVisible({ timeout: 30_000 });
  await expect(tile(page, "Creadas")).toHaveText("4");
  await expect(tile(page, "No importadas")).toHaveText("0");
  // CC-X01 brought the photos of both columns.
  await expect(page.locator('[data-row="6"]')).toContainText(/Fotos: \d de 2 listas/);
  await shoot(page, "sheets-3-report");
});

test("a CSV with one 'Superficie' column: flats take it as built, terrenos as land, and casas as the agent says", async ({ page, signIn }) => {
  test.setTimeout(90_000);
  await signIn(AGENCY);
  await page.goto("/import-properties");
  const description = "Con mucha luz natural, cocina integral y a unos pasos de parques, cafés y transporte público.";
  const file = path.join(mkdtempSync(path.join(tmpdir(), "hogaria-sheets-")), "superficie.csv");
  writeFileSync(
    file,
    [
      "Clave,Operación,Tipo,Precio,Colonia,Alcaldía,Calle,Baños,Superficie,Descripción",
      `SUP-1,Venta,Departamento,3500000,Condesa,Cuauhtémoc,Amsterdam 40,1,82,"${description}"`,
      `SUP-2,Renta,Oficina,45000,Roma Norte,Cuauhtémoc,Colima 300,2,180,"${description}"`,
      `SUP-3,Venta,Terreno,5200000,Del Valle Centro,Benito Juárez,Pilares 410,0,400,"${description}"`,
      `SUP-4,Venta,Casa,7400000,Del Valle Centro,Benito Juárez,Amores 900,3,210,"${description}"`,
    ].join("\n"),
  );
  await page.getByLabel("Archivo de propiedades").setInputFiles(file);

  await expect(page.getByText(IMPORT_FILE_MESSAGES.headerRow(1))).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Superficie", exact: true })).toHaveValue("built_surface");
  await expect(page.getByText(IMPORT_FILE_MESSAGES.surfaceHint)).toBeVisible();
  await page.getByRole("button", { name: "Revisar 4 filas" }).click();

  // Built for the flat and the office, land for the terreno, built for the casa as assumed.
  await expect(tile(page, "Listas para importar")).toHaveText("4", { timeout: 20_000 });
  const surface = page.getByRole("group", { name: IMPORT_FILE_MESSAGES.surfaceHeading("Superficie") });
  await expect(surface).toContainText(IMPORT_FILE_MESSAGES.surfaceByType);
  await expect(surface).toContainText(IMPORT_FILE_MESSAGES.surfaceHouses(1));
  await expect(surface.getByRole("radio", { name: "m² construidos" })).toBeChecked();
  await shoot(page, "sheets-4-surface");

  // Taken as land, the casa still needs its built surface (as the publish form asks).
  await surface.getByRole("radio", { name: "m² de terreno" }).check();
  await expect(tile(page, "Con problemas")).toHaveText("1");
  await expect(page.locator('[data-row="5"]')).toContainText(LISTING_MESSAGES.builtSurface);
  await expect(tile(page, "Listas para importar")).toHaveText("3");
  await surface.getByRole("radio", { name: "m² construidos" }).check();
  await expect(tile(page, "Listas para importar")).toHaveText("4");
});
