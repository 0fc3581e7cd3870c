import { test, expect, type Page } from "./app-test";
import { COMMUTE_TEXT } from "../../domain/transit/commute-text";

// Commute search on a phone: a renter tells the results page where they work and reads each
// card's minutes by public transport, sorted, then keeps those within a maximum.

async function commuteMinutes(page: Page): Promise<number[]> {
  const list = page.getByRole("list", { name: "Resultados" });
  await expect(list).toBeVisible();
  await expect(list).not.toHaveAttribute("aria-busy", /.*/);
  return list.locator("[data-commute-minutes]").evaluateAll((lines) => lines.map((l) => Number(l.getAttribute("data-commute-minutes"))));
}

test("a renter types a workplace at 390 px and sees minutes on cards, sorted, then within a maximum", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/rentar");
  await page.getByRole("button", { name: COMMUTE_TEXT.question }).click();
  const destination = page.getByRole("combobox", { name: COMMUTE_TEXT.destinationLabel });
  await destination.fill("juarez");
  await page
    .getByRole("option")
    .filter({ has: page.getByText("Juárez", { exact: true }) })
    .first()
    .click();

  await expect(page).toHaveURL(/destino=Ju%C3%A1rez&destino_lat=[\d.]+&destino_lng=-[\d.]+.*orden=traslado/);
  await expect(page.getByText(/\d+ min a tu destino en transporte público/).first()).toBeVisible();
  let minutes: number[] = [];
  await expect(async () => {
    minutes = await commuteMinutes(page);
    expect(minutes.length).toBeGreaterThan(3);
  }).toPass();
  expect(minutes).toEqual([...minutes].sort((a, b) => a - b));

  await page.getByLabel(COMMUTE_TEXT.maxLabel).selectOption("30");
  await expect(page).toHaveURL(/traslado_max=30/);
  await expect(page.getByRole("button", { name: "Quitar filtro: Hasta 30 min a Juárez" })).toBeVisible();
  await expect(async () => {
    const within = await commuteMinutes(page);
    expect(within.length).toBeGreaterThan(0);
    for (const m of within) expect(m).toBeLessThanOrEqual(30);
  }).toPass();
  const count = page.getByRole("status").filter({ hasText: /^\d[\d,]* propiedades?$/ });
  await expect(count).toBeVisible();

  // Removing the chip forgets the destination: no minutes on the cards.
  await page.getByRole("button", { name: "Quitar filtro: Hasta 30 min a Juárez" }).click();
  await expect(page).not.toHaveURL(/destino/);
  await expect(page.getByText(/min a tu destino en transporte público/)).toHaveCount(0);
});
