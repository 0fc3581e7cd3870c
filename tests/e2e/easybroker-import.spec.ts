import path from "node:path";
import { createClient } from "@libsql/client";
import { DEMO_AGENCY } from "../../db/seed/accounts";
import { FEED_MESSAGES } from "../../domain/listing-imports/feed-contract";
import { APPROXIMATE_LOCATION_NOTE } from "../../domain/listings/public-address";
import { monthlyTotalLine } from "../../web/src/features/property-detail/property-text";
import { startWebhookReceiver } from "../fixtures/webhook-receiver";
import { expect, test, type Locator, type Page } from "./app-test";
import { E2E_DB_FILE } from "./fixtures/e2e-server";

// An agency on a phone brings its EasyBroker catalogue by pasting its feed's address: 10
// properties (flats, houses, land, an office, a shop; for sale and for rent) served in
// EasyBroker's API pages by a local host standing in for the agency's feed, with their
// photos. All 10 reach the preview ready and the report created.
const AGENCY = { email: DEMO_AGENCY.owner.email };
const SHOTS = process.env.IMPORT_SHOTS_DIR;

let feedHost: Awaited<ReturnType<typeof startWebhookReceiver>>;
test.beforeAll(async () => {
  feedHost = await startWebhookReceiver();
});
test.afterAll(async () => {
  await feedHost.close();
});

const tile = (scope: Page | Locator, label: string) => scope.locator(`dl > div:has(> dt:text-is("${label}")) > dd`);

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `eb-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test.use({ viewport: { width: 390, height: 844 } });

test("an agency imports its 10-property EasyBroker feed by its address and sees all 10 in the preview and the report", async ({ page, signIn }) => {
  test.setTimeout(180_000);
  await signIn(AGENCY);
  await page.goto("/import-properties");
  const feedUrl = page.getByLabel("Pega la dirección pública de tu feed JSON: leemos todas sus páginas.");

  // An address that is not one is refused in the form, before any request.
  await feedUrl.fill("mi-feed.json");
  await page.getByRole("button", { name: "Traer propiedades" }).click();
  await expect(page.getByRole("alert")).toHaveText(FEED_MESSAGES.url);
  await expect(feedUrl).toHaveAttribute("aria-invalid", "true");

  await feedUrl.fill(`${feedHost.controlUrl}/feeds/v1/properties?page=1`);
  await shoot(page, "1-feed-url");
  await page.getByRole("button", { name: "Traer propiedades" }).click();

  // The mapping: every column of the feed is a field already.
  await expect(page.getByRole("heading", { name: "¿Qué es cada columna?" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel("Mantenimiento", { exact: true })).toHaveValue("maintenance");
  await expect(page.getByLabel("Interior", { exact: true })).toHaveValue("interior");
  await expect(page.getByLabel("Mostrar solo la colonia", { exact: true })).toHaveValue("hide_address");
  await expect(page.locator("li[data-ignored]")).toHaveCount(0);
  await page.getByRole("button", { name: "Revisar 10 filas" }).click();

  await expect(tile(page, "Listas para importar")).toHaveText("10", { timeout: 30_000 });
  await expect(tile(page, "Con problemas")).toHaveText("0");
  await expect(page.locator("[data-row]")).toHaveCount(10);
  await shoot(page, "2-preview");

  await page.getByRole("button", { name: "Importar 10 propiedades como borradores" }).click();
  await expect(page.getByRole("heading", { name: "Importación terminada" })).toBeVisible({ timeout: 60_000 });
  await expect(tile(page, "Creadas")).toHaveText("10");
  await expect(tile(page, "No importadas")).toHaveText("0");
  await shoot(page, "3-report");

  // What was kept: the street with its number and the interior, the maintenance fee, only
  // the colonia where EasyBroker hides the exact location, a flat without a lot size.
  const client = createClient({ url: `file:${path.resolve(E2E_DB_FILE)}` });
  try {
    const { rows } = await client.execute("SELECT source_id, draft FROM properties WHERE source_id LIKE 'EB-CC10%' ORDER BY source_id");
    const drafts = Object.fromEntries(rows.map((r) => [r.source_id as string, JSON.parse(r.draft as string) as Record<string, unknown>]));
    expect(Object.keys(drafts)).toHaveLength(10);
    expect(drafts["EB-CC1001"]).toMatchObject({ street: "Orizaba 120", interior: "301", maintenance: 2500, hide_address: false, bathrooms: 1.5 });
    expect(drafts["EB-CC1001"].total_surface ?? null).toBeNull();
    expect(drafts["EB-CC1003"]).toMatchObject({ street: "Havre 67", interior: "PH-2", hide_address: true });
    expect(drafts["EB-CC1006"]).toMatchObject({ property_type: "terreno", total_surface: 320 });
  } finally {
    client.close();
  }
});

test("a rental that shows only its colonia has an area on its page's map and its total a month with maintenance", async ({ page }) => {
  const id = `ebarea${Date.now().toString(36)}`;
  const client = createClient({ url: `file:${path.resolve(E2E_DB_FILE)}` });
  try {
    // As publishing writes "Mostrar solo la colonia": the colonia as the address, its centre as
    // lat/lng; and, as every publish, confirmed now (other specs read the newest rental's freshness).
    await client.execute({
      sql: `INSERT INTO properties (id, title, price, address, neighborhood, location_id, municipio_id, estado_id, lat, lng, operation_type, property_type,
                                    status, agent_id, published_at, confirmed_at, expires_at, hide_address, maintenance, street, description, bedrooms, bathrooms, built_surface)
            SELECT ?, 'Departamento en renta con ubicación aproximada', 28000, neighborhood, neighborhood, location_id, municipio_id, estado_id, lat, lng,
                   'renta', 'departamento', 'publicada', agent_id, ?, ?, ?, 1, 2500, 'Orizaba 120', description, 2, 1.5, 85
            FROM properties WHERE status = 'publicada' AND property_type = 'departamento' LIMIT 1`,
      args: [id, Date.now(), Date.now(), Date.now() + 30 * 86_400_000],
    });
  } finally {
    client.close();
  }
  await page.goto(`/propiedad/${id}`);
  await expect(page.getByRole("heading", { name: "Departamento en renta con ubicación aproximada", level: 1 })).toBeVisible();
  await expect(page.getByText(monthlyTotalLine({ operation_type: "renta", price: 28000, maintenance: 2500 })!)).toBeVisible();
  await expect(page.getByText(APPROXIMATE_LOCATION_NOTE)).toBeVisible();
  // The map loads when it comes near the screen.
  await page.getByText(APPROXIMATE_LOCATION_NOTE).scrollIntoViewIfNeeded();
  const map = page.getByRole("region", { name: /^Mapa: zona aproximada de / });
  await expect(map).toBeVisible();
  await expect(map.locator("path.leaflet-interactive, svg path")).not.toHaveCount(0);
  await expect(map.locator(".leaflet-marker-icon")).toHaveCount(0);
  await expect(page.getByText("Orizaba 120")).toHaveCount(0);
  await shoot(page, "4-approximate-location");
});
