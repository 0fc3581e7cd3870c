import { test, expect, type Locator, type Page } from "./app-test";
import { COMMUTE_TEXT, COMMUTE_TEXT_EN, commuteChipText } from "../../domain/transit/commute-text";
import { CDMX_CENTER, DESTINATION_KEY_STEP, DESTINATION_ZOOM } from "../../web/src/features/search-results/map/map-config";
import { spanishLinesOn } from "./fixtures/english-check";

// A commute's destination as a point on the map: a renter on a phone opens the map, moves it
// (a tap, then the arrow keys) until the marker is on their work, and uses that point; the
// point is in the URL, so the same link shows the same minutes. The point used is the one
// chosen, however fast "Usar este punto" follows the tap or the key (the map glides ~¼ s).

type Point = { lat: number; lng: number };
const OPENED: Point = { lat: CDMX_CENTER[0], lng: CDMX_CENTER[1] };

/** The point `east` and `south` screen pixels from `from` at a zoom (Web Mercator, 256-px tiles). */
function shifted(from: Point, east: number, south: number, zoom = DESTINATION_ZOOM): Point {
  const world = 256 * 2 ** zoom;
  const sin = Math.sin((from.lat * Math.PI) / 180);
  const x = ((from.lng + 180) / 360) * world + east;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world + south;
  return { lat: (Math.atan(Math.sinh(Math.PI - (2 * Math.PI * y) / world)) * 180) / Math.PI, lng: (x / world) * 360 - 180 };
}

/** The point in the URL is `expected`, within 2 px of the map at its opening zoom (about 10 m). */
function expectPointInUrl(page: Page, expected: Point) {
  const url = new URL(page.url());
  const pixel = 360 / (256 * 2 ** DESTINATION_ZOOM);
  expect(Math.abs(Number(url.searchParams.get("destino_lat")) - expected.lat)).toBeLessThan(2 * pixel);
  expect(Math.abs(Number(url.searchParams.get("destino_lng")) - expected.lng)).toBeLessThan(2 * pixel);
}

async function openPicker(page: Page, path: string, texts: typeof COMMUTE_TEXT): Promise<Locator> {
  await page.goto(path);
  await page.getByRole("button", { name: texts.question }).click();
  await page.getByRole("button", { name: texts.pickOnMap }).click();
  const map = page.getByRole("application", { name: texts.mapLabel });
  await expect(map).toBeVisible();
  return map;
}

/** Taps the map `right` and `up` fractions of its size from its centre; gives those pixels. */
async function tapMap(page: Page, map: Locator, right: number, up: number) {
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width * (0.5 + right), box.y + box.height * (0.5 - up));
  return { east: box.width * right, south: -box.height * up };
}

/** A click on a button at once, without the waits of locator.click (the map may still glide). */
async function clickNow(page: Page, button: Locator) {
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  return () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function commuteMinutes(page: Page): Promise<number[]> {
  const list = page.getByRole("list", { name: "Resultados" });
  await expect(list).toBeVisible();
  await expect(list).not.toHaveAttribute("aria-busy", /.*/);
  return list.locator("[data-commute-minutes]").evaluateAll((lines) => lines.map((l) => Number(l.getAttribute("data-commute-minutes"))));
}

test("a renter at 390 px chooses a point on the map as the destination and keeps it in the link", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const map = await openPicker(page, "/rentar", COMMUTE_TEXT);
  await expect(page.getByText(COMMUTE_TEXT.mapHint)).toBeVisible();

  // A tap centres the map on the point tapped; then the arrow keys move it on, each by its step.
  const tapped = await tapMap(page, map, 0.2, 0.2);
  await map.focus();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowUp");
  await page.getByRole("button", { name: COMMUTE_TEXT.usePoint }).click();

  await expect(page).toHaveURL(/destino_lat=19\.\d+&destino_lng=-99\.\d+.*orden=traslado/);
  expect(page.url()).not.toMatch(/[?&]destino=/);
  expectPointInUrl(page, shifted(OPENED, tapped.east - DESTINATION_KEY_STEP, tapped.south - DESTINATION_KEY_STEP));
  await expect(map).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: COMMUTE_TEXT.destinationLabel })).toHaveValue(COMMUTE_TEXT.pointOnMap);
  await expect(page.getByRole("button", { name: `Quitar filtro: ${commuteChipText(null, null)}` })).toBeVisible();
  let minutes: number[] = [];
  await expect(async () => {
    minutes = await commuteMinutes(page);
    expect(minutes.length).toBeGreaterThan(3);
  }).toPass();
  expect(minutes).toEqual([...minutes].sort((a, b) => a - b));

  // The same link, opened again, shows the same minutes.
  await page.goto(page.url());
  await expect(async () => expect(await commuteMinutes(page)).toEqual(minutes)).toPass();
});

test("only with the keyboard, and in English at 1280 px", async ({ page }) => {
  await page.goto("/en/rentar");
  await page.getByRole("button", { name: COMMUTE_TEXT_EN.question }).click();
  const pick = page.getByRole("button", { name: COMMUTE_TEXT_EN.pickOnMap });
  await pick.focus();
  await page.keyboard.press("Enter");
  const map = page.getByRole("application", { name: COMMUTE_TEXT_EN.mapLabel });
  await expect(map).toBeVisible();
  await map.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  expect(await spanishLinesOn(page)).toEqual([]);
  await page.getByRole("button", { name: COMMUTE_TEXT_EN.usePoint }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/rentar\?.*destino_lat=19\.\d+&destino_lng=-99\.\d+/);
  // Two steps south of where it opened (the map moved up, the marker on a point further south).
  expectPointInUrl(page, shifted(OPENED, 0, 2 * DESTINATION_KEY_STEP));
  await expect(pick).toBeFocused();
  await expect(page.getByText(/\d+ min to your destination by public transport/).first()).toBeVisible();
  expect(await spanishLinesOn(page)).toEqual([]);
});

test("'Usar este punto' pressed the moment after a tap, or after keys and a zoom, uses the point chosen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let map = await openPicker(page, "/rentar", COMMUTE_TEXT);
  let use = await clickNow(page, page.getByRole("button", { name: COMMUTE_TEXT.usePoint }));
  const tapped = await tapMap(page, map, -0.3, 0.25);
  await use();
  await expect(page).toHaveURL(/destino_lat=19\.\d+&destino_lng=-99\.\d+/);
  expectPointInUrl(page, shifted(OPENED, tapped.east, tapped.south));
  await expect(map).toHaveCount(0);

  // Again from there: a tap, two keys with a zoom in between (a step is then half as far), and
  // the button, each at once after the other.
  const from = { lat: Number(new URL(page.url()).searchParams.get("destino_lat")), lng: Number(new URL(page.url()).searchParams.get("destino_lng")) };
  await page.getByRole("button", { name: COMMUTE_TEXT.pickOnMap }).click();
  map = page.getByRole("application", { name: COMMUTE_TEXT.mapLabel });
  await expect(map).toBeVisible();
  use = await clickNow(page, page.getByRole("button", { name: COMMUTE_TEXT.usePoint }));
  const again = await tapMap(page, map, 0.25, -0.2);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("+");
  await page.keyboard.press("ArrowDown");
  await use();
  await expect.poll(() => new URL(page.url()).searchParams.get("destino_lat")).not.toBe(String(from.lat));
  const afterRight = shifted(from, again.east + DESTINATION_KEY_STEP, again.south);
  expectPointInUrl(page, shifted(afterRight, 0, DESTINATION_KEY_STEP, DESTINATION_ZOOM + 1));
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test("a finger's tap, and 'Usar este punto' tapped at once, uses the point tapped", async ({ page }) => {
    const map = await openPicker(page, "/rentar", COMMUTE_TEXT);
    const use = page.getByRole("button", { name: COMMUTE_TEXT.usePoint });
    await use.scrollIntoViewIfNeeded();
    const [box, useBox] = [(await map.boundingBox())!, (await use.boundingBox())!];
    await page.touchscreen.tap(box.x + box.width * 0.75, box.y + box.height * 0.8);
    await page.touchscreen.tap(useBox.x + useBox.width / 2, useBox.y + useBox.height / 2);
    await expect(page).toHaveURL(/destino_lat=19\.\d+&destino_lng=-99\.\d+/);
    expectPointInUrl(page, shifted(OPENED, box.width * 0.25, box.height * 0.3));
  });
});
