import { test, expect, type APIRequestContext, type Page } from "./app-test";
import { DEMO_AGENT } from "./fixtures/demo-session";
import { PAGE_SCRIPT_META, SHELL_ANSWERS_ELEMENT_ID } from "../../domain/pages/page-document";
import { API_READS } from "../../domain/pages/shell-reads";

// A signed-in page on a phone must not wait for its code and its data one request after
// another. Its shell names every script the page runs (module preloads, asked for at once
// with the HTML) and carries the API's answers to the page's first reads (who is signed in,
// the agent's listings, the client's board): the cards show without the browser asking the
// API or opening the board's WebSocket, and what the shell carried is not asked for again.

const listingCard = (page: Page) => page.locator("article[data-listing-id]");
const boardCard = (page: Page) => page.locator("article[data-board-item]");

/** The scripts a page's HTML names as module preloads, and the script of its page module. */
async function shellScripts(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  // The head names every script the page runs, its own module's first.
  const pageScript = new RegExp(`<meta name="${PAGE_SCRIPT_META}" content="([^" ]+)[^"]*"`).exec(html)?.[1];
  const answers = new RegExp(`<script type="application/json" id="${SHELL_ANSWERS_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
  return { preloads, pageScript, answers: answers ? (JSON.parse(answers) as Record<string, unknown>) : {} };
}

/** A client board of the demo agent with three listings on it (its favourites copied in). */
async function boardWithCards(request: APIRequestContext): Promise<string> {
  const list = (await (await request.post("/api/favorites/lists", { data: { name: `Familia Rápida ${Date.now().toString(36)}` } })).json()).data;
  const listings = (await (await request.get("/api/properties?page_size=3")).json()).data.items as { id: string }[];
  for (const { id } of listings)
    expect((await request.post(`/api/favorites/lists/${list.id}/properties`, { data: { propertyId: id } })).ok()).toBe(true);
  expect((await request.post("/api/boards/migrate", { data: { listId: list.id } })).ok()).toBe(true);
  return `/cliente/${list.id}`;
}

test("the dashboard's shell names the page's scripts as module preloads and carries its first reads", async ({ page, signIn }) => {
  await signIn(DEMO_AGENT);
  const { preloads, pageScript, answers } = await shellScripts(page.request, "/dashboard");
  expect(pageScript).toMatch(/^\/assets\/dashboard-[\w-]+\.js$/);
  expect(preloads).toContain(pageScript);
  expect(preloads.some((src) => /^\/assets\/main-[\w-]+\.js$/.test(src))).toBe(true);
  expect(Object.keys(answers)).toEqual(expect.arrayContaining([API_READS.session, API_READS.profile, API_READS.myListings, API_READS.subscription]));

  // A page the worker renders loads its code later on purpose: no preloads there.
  expect((await shellScripts(page.request, "/")).preloads).toEqual([]);
  // Signed out, the shell carries nobody's data.
  await page.context().clearCookies();
  expect((await shellScripts(page.context().request, "/dashboard")).answers).toEqual({});
});

test("'Mis propiedades' shows the agent's listings with no API request at all, and asks for none of what the shell carried", async ({
  page,
  signIn,
}) => {
  await signIn(DEMO_AGENT);
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) asked.push(url.pathname + url.search);
  });
  // Every API request fails: whatever the page shows came with its HTML.
  await page.route("**/api/**", (route) => route.abort());
  await page.goto("/dashboard");
  await expect(listingCard(page).first()).toBeVisible({ timeout: 30_000 });
  const carried: string[] = [API_READS.session, API_READS.profile, API_READS.myListings, API_READS.subscription];
  expect(asked.filter((path) => carried.includes(path))).toEqual([]);
});

test("a client's board shows its cards from the page's HTML, before and without the board's WebSocket", async ({ page, signIn }) => {
  test.setTimeout(60_000);
  await signIn(DEMO_AGENT);
  const path = await boardWithCards(page.request);
  // No API and no live room: the socket is held and never answers.
  await page.route("**/api/**", (route) => route.abort());
  let socketOpened = false;
  await page.routeWebSocket(/\/parties\//, () => {
    socketOpened = true;
  });
  await page.goto(path);
  await expect(boardCard(page)).toHaveCount(3, { timeout: 30_000 });
  await expect.poll(() => socketOpened).toBe(true);
});
