import { test, expect } from "./app-test";
import { COST_TEXTS } from "../../domain/listing-costs/cost-texts";
import { FACT_FILTERS } from "../../domain/properties/fact-filters";
import type { PropertyCard } from "../../domain/properties/property";
import { STATION_FILTER_TEXTS } from "../../domain/transit/station-filter";
import { STATION_TEXTS } from "../../domain/transit/station-nearby";
import { routeLabel, TRANSIT_ROUTE_IDS } from "../../domain/transit/transit-routes";

// The journey, on a phone: a renter keeps the pet-friendly, furnished rentals within
// 10 minutes on foot of a Metrobús line, opens one, and reads what moving in takes in cash.
// The demo seed gives the facts and the stations; the line is the first Metrobús line with
// such a rental (asked of the API, as the page asks it).

test.use({ viewport: { width: 390, height: 844 } });

const METROBUS = TRANSIT_ROUTE_IDS.filter((id) => id.startsWith("metrobus-"));

test("a renter filters pet-friendly furnished rentals within 10 minutes of Metrobús, opens one and sees the move-in cash", async ({ page }) => {
  let found: { line: string; query: string; first: PropertyCard } | null = null;
  for (const line of METROBUS) {
    const query = new URLSearchParams({ mascotas: "si", amueblado: "si", estacion_min: "10", linea: line }).toString();
    const response = await page.request.get(`/api/properties?operation=renta&${query}`);
    expect(response.ok(), await response.text()).toBe(true);
    const { items } = ((await response.json()) as { data: { items: PropertyCard[] } }).data;
    if (items.length) {
      found = { line, query, first: items[0] };
      break;
    }
  }
  expect(found, "a seeded rental that takes pets, is furnished and is 10 minutes or less from Metrobús").not.toBeNull();
  const { line, query, first } = found!;

  await page.goto(`/rentar?${query}`);
  for (const chip of [
    FACT_FILTERS.mascotas.chips.si,
    FACT_FILTERS.amueblado.chips.si,
    STATION_FILTER_TEXTS.chip(10),
    STATION_FILTER_TEXTS.lineChip(routeLabel(line)),
  ])
    await expect(page.getByText(chip, { exact: true }).first()).toBeVisible();
  const card = page.locator(`article[data-property-id="${first.id}"]`);
  await expect(card.getByText(/min a pie de /)).toBeVisible();

  await card.getByRole("link", { name: first.title }).click();
  await expect(page).toHaveURL(new RegExp(`/propiedad/${first.id}`));
  // Its stations: one of them within 10 minutes.
  const stations = page.getByRole("region", { name: STATION_TEXTS.heading });
  await expect(stations.getByRole("listitem").first()).toBeVisible();
  // What moving in takes: deposit, first month and guarantee, added up.
  const costs = page.getByRole("region", { name: COST_TEXTS.rental.heading });
  await costs.scrollIntoViewIfNeeded();
  const moveIn = costs.getByRole("table", { name: COST_TEXTS.rental.moveInHeading });
  await expect(moveIn.getByRole("rowheader", { name: COST_TEXTS.rental.moveInTotal })).toBeVisible();
  await expect(moveIn.getByRole("rowheader", { name: COST_TEXTS.rental.firstMonth })).toBeVisible();
  await expect(costs).toContainText(COST_TEXTS.estimate);
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/move-in-390.png`, fullPage: false });
});
