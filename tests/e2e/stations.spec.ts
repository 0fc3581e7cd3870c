import { test, expect } from "./app-test";
import type { PropertyCard, PropertyDetail } from "../../domain/properties/property";
import { STATION_TEXTS } from "../../domain/transit/station-nearby";
import { STATION_FILTER_TEXTS } from "../../domain/transit/station-filter";

// How far the Metro is, at a phone's width: a rental's card says its nearest station on foot,
// and its page lists every station within 1 km with lines and minutes. Listings come from the
// demo seed (every seeded listing has its stations assigned) through the API.

test.use({ viewport: { width: 390, height: 844 } });

test("a card shows its nearest station and the page lists every one within 1 km", async ({ page }) => {
  const response = await page.request.get("/api/properties?operation=renta");
  expect(response.ok(), await response.text()).toBe(true);
  const cards = ((await response.json()) as { data: { items: PropertyCard[] } }).data.items;
  const near = cards.find((c) => c.nearest_station !== null);
  expect(near, "a rental among the first results with a station within 1 km").toBeDefined();
  const station = near!.nearest_station!;

  await page.goto("/rentar");
  const card = page.locator(`article[data-property-id="${near!.id}"]`);
  await expect(card.getByText(STATION_TEXTS.nearest(station))).toBeVisible();
  if (process.env.SHOTS) await card.screenshot({ path: `${process.env.SHOTS}/station-card-390.png` });

  await card.getByRole("link", { name: near!.title }).click();
  const detail = ((await (await page.request.get(`/api/properties/${near!.id}`)).json()) as { data: PropertyDetail }).data;
  const section = page.getByRole("region", { name: STATION_TEXTS.heading });
  const items = section.getByRole("listitem");
  await expect(items).toHaveCount(detail.stations.length);
  await expect(items.first()).toContainText(station.station);
  await expect(items.first()).toContainText(station.lines);
  await expect(items.first()).toContainText(STATION_TEXTS.walk(station.walk_minutes));
  for (const [i, s] of detail.stations.entries()) await expect(items.nth(i)).toContainText(s.station);
  if (process.env.SHOTS) {
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${process.env.SHOTS}/station-page-390.png` });
  }
});

test("a renter keeps the rentals within 10 minutes of a station, and the map draws the lines", async ({ page }) => {
  await page.goto("/rentar?estacion_min=10&bounds=-99.182,19.409,-99.156,19.425");
  await expect(page.getByText(STATION_FILTER_TEXTS.chip(10))).toBeVisible();
  const stationLines = page.locator("article[data-property-id]").getByText(/min a pie de /);
  await expect(stationLines.first()).toBeVisible();
  for (const text of await stationLines.allTextContents()) expect(Number(/(\d+) min a pie/.exec(text)?.[1])).toBeLessThanOrEqual(10);
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/station-filter-390.png` });
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test("the results map draws the Metro and Metrobús over the schematic city", async ({ page }) => {
    await page.goto("/rentar?bounds=-99.182,19.409,-99.156,19.425");
    // Lines and stations are drawn on the map's canvas: the network's pixels are its colours.
    await expect(page.locator(".hg-schematic-map canvas").first()).toBeVisible();
    if (process.env.SHOTS) {
      // The lines arrive with the schematic city's data, after the map starts.
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${process.env.SHOTS}/station-map-1280.png` });
    }
  });

  test("the property page lists its stations beside the map", async ({ page }) => {
    const cards = ((await (await page.request.get("/api/properties?operation=venta")).json()) as { data: { items: PropertyCard[] } }).data.items;
    const near = cards.find((c) => c.nearest_station !== null)!;
    await page.goto(`/propiedad/${near.id}`);
    const section = page.getByRole("region", { name: STATION_TEXTS.heading });
    await expect(section.getByRole("listitem").first()).toContainText(near.nearest_station!.station);
    if (process.env.SHOTS) {
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.SHOTS}/station-page-1280.png` });
    }
  });
});
