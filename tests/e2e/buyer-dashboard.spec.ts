import { formatDayMonth } from "../../domain/format/date";
import { formatPriceMXN } from "../../domain/format/money";
import { test, expect, type APIRequestContext, type Page } from "./app-test";
import { DEMO_AGENT, DEMO_BUYER } from "./fixtures/demo-session";

// The buyer's dashboard: a buyer opens two listings, saves one of them in a new list, its
// agent lowers the price, and /dashboard shows the list with its count and photo, the two
// listings just viewed (the latest first) and "Bajó $… el …". The list opens in the
// favourites dialog. Data goes in through the API; the buyer and the agent are signed in by
// the signIn fixture (sessions written for the demo accounts).

type Listing = { id: string; title: string; price: number | null };
const DROP = 1_500;

const json = async <T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> => {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
};

/** Opens a listing's page and waits until the page has posted the view. */
async function openListing(page: Page, listing: Listing) {
  const recorded = page.waitForResponse((r) => r.url().endsWith("/api/me/recently-viewed") && r.request().method() === "POST");
  await page.goto(`/propiedad/${listing.id}`);
  await expect(page.getByRole("heading", { level: 1, name: listing.title })).toBeVisible();
  expect((await recorded).status()).toBe(204);
}

test("a buyer's dashboard shows the list with its count, the two listings just viewed and the price drop of the saved one", async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  test.setTimeout(90_000);
  await signIn(DEMO_BUYER);
  const agent = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await signIn(DEMO_AGENT, agent);

  // One of the agent's published listings, and another listing.
  const mine = await json<{ items: Listing[] }>(await agent.request.get("/api/listings?status=publicada"));
  const saved = mine.items.find((l) => l.price !== null && l.price > 100_000)!;
  expect(saved).toBeTruthy();
  const others = await json<{ items: Listing[] }>(await page.request.get("/api/properties?operation=renta&page_size=5"));
  const other = others.items.find((l) => l.id !== saved.id)!;

  // The buyer opens both (the saved one last) and saves one in a new list.
  await openListing(page, other);
  await openListing(page, saved);
  const listName = `Para visitar ${Date.now().toString(36)}`;
  const list = await json<{ id: string }>(await page.request.post("/api/favorites/lists", { data: { name: listName } }));
  await json(await page.request.post(`/api/favorites/lists/${list.id}/properties`, { data: { propertyId: saved.id } }));

  // The agent lowers its price, as the edit form saves it.
  const editor = await json<{ draft: Record<string, unknown> }>(await agent.request.get(`/api/listings/${saved.id}`));
  const lowered = Number(editor.draft.price) - DROP;
  await json(await agent.request.put(`/api/listings/${saved.id}`, { data: { ...editor.draft, price: lowered } }));
  await agent.close();

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: /^Hola, / })).toBeVisible();
  await expect(page.getByText("Muy pronto")).toHaveCount(0);

  // The list, with its count and the saved listing's photo.
  const lists = page.getByRole("region", { name: "Tus listas" });
  const listButton = lists.getByRole("button", { name: `Abrir la lista ${listName}, 1 propiedad` });
  await expect(listButton).toBeVisible();
  await expect(listButton.locator("img")).toHaveCount(1);

  // The two listings just viewed, the latest first.
  const recent = page.getByRole("region", { name: "Vistos recientemente" }).getByRole("listitem");
  await expect(recent.nth(0)).toContainText(saved.title);
  await expect(recent.nth(1)).toContainText(other.title);
  await expect(recent.nth(0).getByRole("link", { name: saved.title })).toHaveAttribute("href", `/propiedad/${saved.id}`);

  // The price drop of the saved listing, in pesos and with the day.
  const change = page.getByRole("region", { name: "Cambios de precio" }).getByRole("article").filter({ hasText: saved.title });
  await expect(change).toContainText(`Bajó ${formatPriceMXN(DROP)} el ${formatDayMonth(new Date())}`);
  await expect(change).toContainText(`Ahora ${formatPriceMXN(lowered)}`);

  // The list opens in the favourites dialog, on its listings, by keyboard.
  await listButton.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: listName });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: new RegExp(saved.title) })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(listButton).toBeFocused();

  // On a phone the page does not scroll sideways (the recently viewed strip scrolls inside).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(listButton).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
