import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { createClient } from "@libsql/client";
import sharp from "sharp";
import { IMPORT_FILE_MESSAGES } from "../../domain/listing-imports/import-file-messages";
import { IMPORT_MESSAGES } from "../../domain/listing-imports/import-messages";
import { LISTING_MESSAGES } from "../../domain/listings/listing-messages";
import { DEMO_AGENCY } from "../../db/seed/accounts";
import { startWebhookReceiver } from "../fixtures/webhook-receiver";
import { expect, test, type Locator, type Page } from "./app-test";
import { E2E_DB_FILE } from "./fixtures/e2e-server";

// An agency brings its catalogue from a spreadsheet: the file (Windows-1252, as Excel on
// Windows saves a CSV), the mapping guessed from its Spanish headers, the preview with a
// colonia to confirm, the import in chunks, the report, and publishing in bulk with fewer
// passes than listings. The photos come from a local host standing in for the agency's.
const FIXTURES = path.resolve(import.meta.dirname, "fixtures/imports");
const AGENCY = { email: DEMO_AGENCY.owner.email };
const PASSES = 15;
const SHOTS = process.env.IMPORT_SHOTS_DIR;

let photoHost: Awaited<ReturnType<typeof startWebhookReceiver>>;
test.beforeAll(async () => {
  photoHost = await startWebhookReceiver();
});
test.afterAll(async () => {
  await photoHost.close();
});

/** The fixture with its photo URLs pointing at the local photo host, bytes kept as they are. */
function agencyFile(): string {
  const latin1 = readFileSync(path.join(FIXTURES, "agency-20.csv")).toString("latin1");
  const file = path.join(mkdtempSync(path.join(tmpdir(), "hogaria-import-")), "catalogo-casa-capital.csv");
  writeFileSync(file, Buffer.from(latin1.replaceAll("{{FOTOS}}", `${photoHost.url.replace(/\/hook$/, "")}/photos`), "latin1"));
  return file;
}

/** The agency's owner gets an active plan with PASSES passes (the seed gives none). */
async function givePasses(email: string, passes: number) {
  const client = createClient({ url: `file:${path.resolve(E2E_DB_FILE)}` });
  try {
    const user = await client.execute({ sql: "SELECT id FROM users WHERE email = ?", args: [email] });
    const plan = await client.execute("SELECT id FROM subscription_plans WHERE plan_type = 'agency' LIMIT 1");
    const now = Date.now();
    await client.execute({ sql: "UPDATE user_subscriptions SET status = 'canceled' WHERE user_id = ?", args: [user.rows[0].id] });
    await client.execute({
      sql: `INSERT INTO user_subscriptions (id, user_id, plan_id, status, passes_remaining, rollover_passes, credits_3d_tour, current_period_start, current_period_end, created_at, updated_at)
            VALUES (?, ?, ?, 'active', ?, 0, 0, ?, ?, ?, ?)`,
      args: [`sub_${randomBytes(8).toString("hex")}`, user.rows[0].id, plan.rows[0].id, passes, now, now + 30 * 86_400_000, now, now],
    });
  } finally {
    client.close();
  }
}

/** A small JPEG of one colour, named as the agency names its photos. */
const photo = async (name: string, background: { r: number; g: number; b: number }) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer(),
});

/** The figure under a label of a row of figures ("Listas para importar" → "20"). */
const tile = (scope: Page | Locator, label: string) => scope.locator(`dl > div:has(> dt:text-is("${label}")) > dd`);

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("an agency imports 20 listings from a spreadsheet, adds photos by file name, reads the report and publishes what its passes cover", async ({
  page,
  context,
  signIn,
}) => {
  test.setTimeout(180_000);
  await givePasses(AGENCY.email, PASSES);
  await signIn(AGENCY);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Importar propiedades" }).click();
  await expect(page).toHaveURL(/\/import-properties$/);
  await expect(page.getByRole("heading", { name: "Importar propiedades", level: 1 })).toBeVisible();
  await shoot(page, "1-upload");

  await page.getByLabel("Archivo de propiedades").setInputFiles(agencyFile());

  // The mapping, guessed from the headers (accents read from Windows-1252).
  await expect(page.getByRole("heading", { name: "¿Qué es cada columna?" })).toBeVisible();
  await expect(page.getByLabel("Recámaras", { exact: true })).toHaveValue("bedrooms");
  await expect(page.getByLabel("Precio")).toHaveValue("price");
  await expect(page.getByLabel("Operación")).toHaveValue("operation_type");
  await expect(page.getByLabel("m² construidos")).toHaveValue("built_surface");
  await expect(page.getByLabel("Alcaldía")).toHaveValue("alcaldia");
  await expect(page.getByLabel("ID", { exact: true })).toHaveValue("source_id");
  await shoot(page, "2-mapping");
  await page.getByRole("button", { name: "Revisar 20 filas" }).click();

  // "Roma Nte" is not a colonia as written: its best matches are offered.
  const confirm = page.getByRole("combobox", { name: /Roma Nte, Cuauhtémoc/ });
  await expect(confirm).toBeVisible();
  await expect(tile(page, "Con problemas")).toHaveText("1");
  await expect(page.locator('[data-row="8"]')).toContainText(IMPORT_FILE_MESSAGES.placeNotFound);
  await shoot(page, "3-preview");
  const romaNorte = await confirm.locator("option", { hasText: /^Roma Norte,/ }).getAttribute("value");
  await confirm.selectOption(romaNorte!);
  await expect(tile(page, "Listas para importar")).toHaveText("20");

  await page.getByRole("button", { name: "Importar 20 propiedades como borradores" }).click();
  await expect(page.getByRole("heading", { name: "Importación terminada" })).toBeVisible({ timeout: 30_000 });
  await expect(tile(page, "Creadas")).toHaveText("20");
  await expect(tile(page, "No importadas")).toHaveText("0");

  // The report as a CSV.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Descargar reporte (CSV)" }).click();
  const csv = readFileSync((await (await download).path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe("\uFEFFFila,ID,Resultado,Motivo,Fotos");
  expect(csv).toContain("8,CC-007,Creada");

  // The photos arrive from their host; then 20 are ready and the plan covers 15.
  await expect(page.getByText("Fotos: 1 de 1 lista")).toHaveCount(20, { timeout: 60_000 });
  await shoot(page, "4-report");

  // More photos, named by the spreadsheet's ids, from "Subir fotos en lote" in another tab.
  const photosTab = await context.newPage();
  await photosTab.goto("/bulk-import-images");
  await photosTab
    .getByLabel("Elegir fotos")
    .setInputFiles([await photo("CC-001_02.jpg", { r: 40, g: 120, b: 200 }), await photo("cc-002_02.jpg", { r: 200, g: 120, b: 40 })]);
  await expect(photosTab.getByText("2 fotos para 2 propiedades")).toBeVisible();
  await photosTab.getByRole("button", { name: "Subir 2 fotos" }).click();
  const uploaded = photosTab.getByRole("region", { name: "Resumen de la subida" }).getByTestId("summary-uploaded");
  await expect(uploaded).toHaveText("2 fotos subidas a 2 propiedades", { timeout: 60_000 });
  await photosTab.close();

  const publish = page.getByRole("region", { name: "Publicar lo importado" });
  await publish.getByRole("button", { name: "Revisar publicación" }).click();
  await expect(tile(publish, "Listas para publicar")).toHaveText("20");
  await expect(tile(publish, "Pases disponibles")).toHaveText(String(PASSES));
  await expect(publish).toContainText(`Tu plan cubre ${PASSES} publicaciones: las otras 5 se quedan como borradores hasta que tengas más pases.`);
  await shoot(page, "5-publish");
  await publish.getByRole("button", { name: `Publicar ${PASSES} propiedades` }).click();
  await expect(publish.getByRole("status")).toContainText(`Publicamos ${PASSES} propiedades.`, { timeout: 60_000 });
  await expect(publish.getByRole("status")).toContainText("5 borradores se quedan sin publicar");

  // CC-001 has its photo from the file's URL and the one uploaded by file name.
  const listings = await page.request.get("/api/photo-import/listings");
  expect(listings.ok(), await listings.text()).toBe(true);
  const { items } = ((await listings.json()) as { data: { items: { source_id: string | null; photos: number }[] } }).data;
  expect(items.find((l) => l.source_id === "CC-001")?.photos).toBe(2);

  // "Mis propiedades" shows them.
  await page.goto("/dashboard?estado=publicada");
  await expect(page.getByText(/Departamento en venta en Condesa|Casa en venta en Juárez/).first()).toBeVisible();
});

test("a bare m2 column is the built surface, and a column left on 'No importar' is marked with why", async ({ page, signIn }) => {
  await signIn(AGENCY);
  await page.goto("/import-properties");
  const file = path.join(mkdtempSync(path.join(tmpdir(), "hogaria-import-")), "m2.csv");
  writeFileSync(file, "Clave,Tipo,Precio,m2,Notas internas\nN-1,Departamento,4500000,85,Llaves con el portero\n");
  await page.getByLabel("Archivo de propiedades").setInputFiles(file);

  await expect(page.getByRole("heading", { name: "¿Qué es cada columna?" })).toBeVisible();
  await expect(page.getByLabel("m2", { exact: true })).toHaveValue("built_surface");
  const notes = page.getByLabel("Notas internas");
  await expect(notes).toHaveValue("");
  await expect(notes).toHaveAccessibleDescription(IMPORT_FILE_MESSAGES.columnIgnored);
  await expect(page.locator("li[data-ignored]")).toHaveCount(1);
  await expect(page.getByText(IMPORT_FILE_MESSAGES.columnsIgnored(1))).toBeVisible();
  await shoot(page, "2b-ignored-column");

  // Given a field, the column is no longer marked.
  await notes.selectOption("description");
  await expect(page.locator("li[data-ignored]")).toHaveCount(0);
  await expect(page.getByText(IMPORT_FILE_MESSAGES.columnIgnored)).toHaveCount(0);
  await expect(page.getByText(IMPORT_FILE_MESSAGES.columnsIgnored(1))).toHaveCount(0);
});

test("bad rows show the listing schema's message at their cell, and are not sent", async ({ page, signIn }) => {
  await signIn(AGENCY);
  await page.goto("/import-properties");
  await page.getByLabel("Archivo de propiedades").setInputFiles(path.join(FIXTURES, "bad-rows.csv"));
  await page.getByRole("button", { name: "Revisar 5 filas" }).click();

  const row = (n: number) => page.locator(`[data-row="${n}"]`);
  await expect(row(2)).toContainText(LISTING_MESSAGES.priceNumber);
  await expect(row(2).getByRole("definition").filter({ hasText: "a consultar" })).toHaveAttribute("aria-invalid", "true");
  await expect(row(3)).toContainText(LISTING_MESSAGES.priceRange("renta"));
  await expect(row(4)).toContainText(LISTING_MESSAGES.bathroomsRequired);
  await expect(row(5)).toContainText(IMPORT_MESSAGES.duplicateSourceId(2));
  await expect(row(6)).toContainText(LISTING_MESSAGES.propertyType);
  await expect(row(6)).toContainText(IMPORT_FILE_MESSAGES.placeNotFound);
  await expect(tile(page, "Listas para importar")).toHaveText("0");
  await expect(page.getByRole("button", { name: /Importar 0 propiedades/ })).toBeDisabled();
  await shoot(page, "6-bad-rows");
});
