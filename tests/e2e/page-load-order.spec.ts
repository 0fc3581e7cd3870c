import { test, expect, type APIRequestContext, type Page } from "@playwright/test";
import { appTakesOver } from "../fixtures/app-takes-over";

// What a rendered page asks for, and when, on a phone: the bandwidth goes to what the person
// sees and then to the code, the code does not undo what the person did meanwhile, and a
// dialog's scripts come in one round rather than one level of imports at a time.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Requests for `pattern` wait until `release()`. */
async function hold(page: Page, pattern: RegExp): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

const MAIN_CHUNK = /\/assets\/main-[\w-]+\.js$/;

/** The text of what sits just under the header, where the visitor's eyes are. */
function textAtViewportTop(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.elementFromPoint(window.innerWidth / 2, 200);
    return (element?.textContent ?? "").trim().slice(0, 80);
  });
}

/** A rental with two photos or more (other files publish listings with one). */
async function listingWithPhotos(api: APIRequestContext): Promise<string> {
  const response = await api.get("/api/properties?operation=renta");
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = ((await response.json()) as { data: { items: { id: string; photo_count: number }[] } }).data;
  const listing = items.find((item) => item.photo_count >= 2);
  expect(listing, "a seeded rental with several photos").toBeDefined();
  return listing!.id;
}

test("a visitor who scrolled while the code loaded stays where they were once the page hydrates", async ({ page }) => {
  const code = await hold(page, MAIN_CHUNK);
  // The page is laid out with its styles, fonts and images before the visitor scrolls: a
  // stylesheet or font arriving later would move the scroll by itself (scroll anchoring).
  await page.goto("/precios", { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  const seenBefore = await textAtViewportTop(page);
  code.release();
  await appTakesOver(page, 20_000);
  // A frame for anything the router would do after hydration.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => window.scrollY)).toBe(700);
  expect(await textAtViewportTop(page)).toBe(seenBefore);

  // A navigation inside the app still starts the next page at its top.
  await page.getByRole("link", { name: "Hogaria", exact: false }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("until the code runs, a listing's gallery holds its first photo only; the next comes with the app", async ({ page }) => {
  const id = await listingWithPhotos(page.request);
  const photosAsked: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") photosAsked.push(new URL(request.url()).pathname);
  });
  const code = await hold(page, MAIN_CHUNK);
  await page.goto(`/propiedad/${id}`, { waitUntil: "load" });
  const gallery = page.getByRole("region", { name: "Fotos de la propiedad" });
  await expect(gallery.locator("img").filter({ visible: true })).toHaveCount(1);
  const photos = gallery.locator('[aria-roledescription="foto"]');
  expect(await photos.count()).toBeGreaterThan(1);
  await expect(photos.nth(1).locator("img")).toHaveCount(0);
  const askedBefore = [...photosAsked];

  code.release();
  await appTakesOver(page, 20_000);
  const second = photos.nth(1).locator("img");
  await expect(second).toHaveCount(1);
  const secondPhoto = new URL((await second.evaluate((img: HTMLImageElement) => img.currentSrc || img.src)) || "/", page.url()).pathname;
  const stem = secondPhoto.replace(/(-thumb|-800)?\.webp$/, "");
  expect(askedBefore.some((path) => path.startsWith(stem))).toBe(false);
  await expect.poll(() => photosAsked.some((path) => path.startsWith(stem))).toBe(true);
});

test("a dialog's scripts are asked for at once, not one level of imports after another", async ({ page }) => {
  const id = await listingWithPhotos(page.request);
  await page.goto(`/propiedad/${id}`);
  await appTakesOver(page, 20_000);
  // The call request dialog's own chunk is held: the form it imports is asked for all the same.
  const dialogChunk = await hold(page, /\/assets\/call-request-dialog-[\w-]+\.js$/);
  const formAsked = page.waitForRequest(/\/assets\/contact-dialog-[\w-]+\.js$/, { timeout: 10_000 });
  await page
    .getByRole("button", { name: /^Que me llame / })
    .filter({ visible: true })
    .first()
    .tap();
  await formAsked;
  dialogChunk.release();
  await expect(page.getByRole("dialog", { name: / te llama$/ })).toBeVisible();
});
