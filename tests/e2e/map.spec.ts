import { test, expect, type Page } from "./app-test";

// Without MAP_TILE_URL (and without a tile archive) every map draws the schematic map of the
// city built with the app: colonia names close up, alcaldía names from afar, no tiles.

const resultsMap = (page: Page) => page.getByRole("region", { name: /^Mapa de resultados/ });
const mapText = (page: Page, text: string) => resultsMap(page).locator(".leaflet-map-pane").getByText(text, { exact: true });

test("the results map without a tile service names the colonias close up and the alcaldías from afar", async ({ page }) => {
  // Between Condesa and Roma Norte, as a shared link of that map area opens it.
  await page.goto("/rentar?bounds=-99.182,19.409,-99.156,19.425");
  expect(await page.locator('meta[name="hogaria:tiles"]').count()).toBe(0);

  await expect(mapText(page, "Roma Norte")).toBeVisible();
  await expect(mapText(page, "Condesa")).toBeVisible();
  // No tile is asked for: there is no tile service.
  await expect(resultsMap(page).locator(".leaflet-tile")).toHaveCount(0);

  // The whole city in view.
  await page.goto("/rentar?bounds=-99.3,19.25,-99.0,19.55");
  await expect(mapText(page, "Benito Juárez")).toBeVisible();
  await expect(mapText(page, "Miguel Hidalgo")).toBeVisible();
  // From afar, the colonias' names give way to the alcaldías'.
  await expect(mapText(page, "Condesa")).toHaveCount(0);
});

test("names on the map never cover one another", async ({ page }) => {
  await page.goto("/rentar?bounds=-99.2,19.38,-99.13,19.44");
  await expect(mapText(page, "Roma Norte")).toBeVisible();
  const boxes = await resultsMap(page)
    .locator(".hg-map-label")
    .evaluateAll((labels) => labels.map((l) => l.getBoundingClientRect()).map(({ left, top, right, bottom }) => ({ left, top, right, bottom })));
  expect(boxes.length).toBeGreaterThan(5);
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      expect(overlap).toBe(false);
    }
  }
});
