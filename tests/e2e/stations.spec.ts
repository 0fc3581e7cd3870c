import { test, expect } from "./app-test";
import type { PropertyCard, PropertyDetail } from "../../domain/properties/property";
import { STATION_TEXTS } from "../../domain/transit/station-nearby";

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
