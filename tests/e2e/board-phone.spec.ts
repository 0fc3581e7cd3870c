import type { Browser, WebSocketRoute } from "@playwright/test";
import { test, expect, type Page, waitingForTheApp } from "./app-test";
import { DEMO_AGENT } from "./fixtures/demo-session";
import { sharedBoard } from "./fixtures/shared-board";

// A client follows the live board on a phone (390 px) while the agent works on it at a desk
// (1280 px): the phone hears who moved what, finds the card from the notice, sees a dot on
// the tab of a column out of sight, and after being offline reads what changed meanwhile.
// The board is made through the API as the agent's pages make it (a client list with three
// listings, migrated, shared); the moves go through the pages and the board's live room.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The agent moves a card with its 'Mover a otra columna' menu. */
async function moveWithMenu(page: Page, title: string, to: string) {
  await page.getByRole("button", { name: `Mover a otra columna: ${title}`, exact: true }).click();
  await page.getByRole("menuitem", { name: to, exact: true }).click();
  await expect(page.getByRole("region", { name: to, exact: true }).getByRole("article", { name: title, exact: true })).toBeVisible();
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function openPhone(browser: Browser, path: string) {
  const context = await browser.newContext(PHONE);
  const phone = waitingForTheApp(await context.newPage());
  return { context, phone, open: () => phone.goto(path) };
}

test("the client's phone shows who moved a card, a dot on that column's tab, and the way to the card", async ({
  page,
  browser,
  signIn,
}, testInfo) => {
  test.setTimeout(90_000);
  await signIn(DEMO_AGENT);
  const clientName = `Familia Celular ${Date.now().toString(36)}`;
  const board = await sharedBoard(page.request, clientName);
  const [first, second] = board.titles;

  await page.goto(`/cliente/${board.listId}`);
  await expect(page.getByRole("heading", { level: 1, name: clientName })).toBeVisible();
  await expect(page.getByText("En vivo")).toBeVisible();
  // The desk keeps the four columns side by side.
  await expect(page.getByRole("tablist", { name: "Columnas del tablero" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Me gustaron", exact: true })).toBeVisible();

  const { context, phone, open } = await openPhone(browser, board.path);
  try {
    await open();
    await expect(phone.getByRole("heading", { level: 1, name: clientName })).toBeVisible();
    await expect(phone.getByText("En vivo")).toBeVisible();
    await expect(page.getByRole("list", { name: "Quién está viendo el tablero" })).toContainText("Cliente");
    // On the phone the columns are tabs with their counts; 'Propiedades' shows first.
    const tabs = phone.getByRole("tablist", { name: "Columnas del tablero" });
    await expect(tabs.getByRole("tab")).toHaveCount(4);
    await expect(tabs.getByRole("tab", { name: "Propiedades: 3 propiedades", exact: true })).toHaveAttribute("aria-selected", "true");
    await expect(tabs.getByRole("tab", { name: "Me gustaron: 0 propiedades", exact: true })).toBeVisible();
    await noHorizontalScroll(phone);

    // The agent moves the first card to 'Me gustaron'; the phone says who moved what, where.
    await moveWithMenu(page, first, "Me gustaron");
    const notice = phone.getByRole("region", { name: "Último cambio en el tablero" });
    await expect(notice).toContainText(`${DEMO_AGENT.name} movió “${first}” a Me gustaron`);
    await expect(phone.getByRole("status").filter({ hasText: `${DEMO_AGENT.name} movió “${first}” a Me gustaron` })).toBeAttached();
    // The agent, who made the move, gets no notice of it.
    await expect(page.getByRole("region", { name: "Último cambio en el tablero" })).toHaveCount(0);
    // 'Me gustaron' is out of sight on the phone: its tab has a dot and the new count.
    const liked = tabs.getByRole("tab", { name: /^Me gustaron: / });
    await expect(liked).toHaveAccessibleName("Me gustaron: 1 propiedad, con cambios sin ver");
    await expect(tabs.getByRole("tab", { name: /^Propiedades: / })).toHaveAccessibleName("Propiedades: 2 propiedades");
    await noHorizontalScroll(phone);
    await phone.screenshot({ path: testInfo.outputPath("board-phone-390-notice.png") });
    await page.screenshot({ path: testInfo.outputPath("board-desk-1280.png") });

    // 'Ver propiedad' opens the card's tab, brings the card into view and rings it for a moment.
    await notice.getByRole("button", { name: "Ver propiedad" }).click();
    const shown = phone.getByRole("tabpanel").getByRole("article", { name: first, exact: true });
    await expect(shown).toHaveAttribute("data-highlighted", "");
    await expect(liked).toHaveAttribute("aria-selected", "true");
    await expect(liked).toHaveAccessibleName("Me gustaron: 1 propiedad");
    await expect(shown).toBeInViewport();
    await expect(shown).toBeFocused();
    await phone.screenshot({ path: testInfo.outputPath("board-phone-390-shown.png") });
    await expect(shown).not.toHaveAttribute("data-highlighted", "", { timeout: 5000 });
    await noHorizontalScroll(phone);

    // A move into the column on screen leaves no dot; one into another column does.
    await moveWithMenu(page, second, "Me gustaron");
    await expect(notice).toContainText(`movió “${second}” a Me gustaron`);
    await expect(liked).toHaveAccessibleName("Me gustaron: 2 propiedades");
    await moveWithMenu(page, second, "¡Propiedad ganadora!");
    await expect(notice).toContainText(`movió “${second}” a ¡Propiedad ganadora!`);
    await expect(tabs.getByRole("tab", { name: /^¡Propiedad ganadora!: / })).toHaveAccessibleName(
      "¡Propiedad ganadora!: 1 propiedad, con cambios sin ver",
    );
    await tabs.getByRole("tab", { name: /^¡Propiedad ganadora!: / }).click();
    await expect(tabs.getByRole("tab", { name: /^¡Propiedad ganadora!: / })).toHaveAccessibleName("¡Propiedad ganadora!: 1 propiedad");
    await expect(phone.getByRole("tabpanel").getByRole("article", { name: second, exact: true })).toBeVisible();

    // The client moves a card from the phone's 'Mover a' menu; the agent's desk gets the notice with the client's name.
    await phone.getByRole("button", { name: `Mover a otra columna: ${second}`, exact: true }).click();
    await phone.getByRole("menuitem", { name: "No me gustaron", exact: true }).click();
    await expect(tabs.getByRole("tab", { name: /^No me gustaron: / })).toHaveAccessibleName("No me gustaron: 1 propiedad");
    const deskNotice = page.getByRole("region", { name: "Último cambio en el tablero" });
    await expect(deskNotice).toContainText(`${clientName} movió “${second}” a No me gustaron`);
    await expect(phone.getByRole("region", { name: "Último cambio en el tablero" }).filter({ hasText: clientName })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath("board-desk-1280-notice.png") });
    await deskNotice.getByRole("button", { name: "Ver propiedad" }).click();
    await expect(
      page.getByRole("region", { name: "No me gustaron", exact: true }).getByRole("article", { name: second, exact: true }),
    ).toHaveAttribute("data-highlighted", "");
  } finally {
    await context.close();
  }
});

test("a phone back from being offline shows the current board and one line of what changed meanwhile", async ({
  page,
  browser,
  signIn,
}, testInfo) => {
  test.setTimeout(90_000);
  await signIn(DEMO_AGENT);
  const clientName = `Familia Sin Señal ${Date.now().toString(36)}`;
  const board = await sharedBoard(page.request, clientName);
  const [first, second] = board.titles;
  await page.goto(`/cliente/${board.listId}`);
  await expect(page.getByText("En vivo")).toBeVisible();

  const { context, phone, open } = await openPhone(browser, board.path);
  try {
    // The phone's connection to the board's room goes through here, so the test can cut it.
    let offline = false;
    const sockets: WebSocketRoute[] = [];
    await phone.routeWebSocket(/\/parties\/board-room\//, (ws) => {
      if (offline) return void ws.close({ code: 4000, reason: "Sin señal" });
      sockets.push(ws, ws.connectToServer());
    });
    await open();
    await expect(phone.getByText("En vivo")).toBeVisible();

    offline = true;
    for (const ws of sockets.splice(0)) await ws.close({ code: 4000, reason: "Sin señal" });
    await expect(phone.getByText("Reconectando…")).toBeVisible();

    // While the phone is offline the agent moves two cards.
    await moveWithMenu(page, first, "Me gustaron");
    await moveWithMenu(page, second, "No me gustaron");
    await expect(phone.getByRole("tab", { name: /^Me gustaron: / })).toHaveAccessibleName("Me gustaron: 0 propiedades");

    offline = false;
    await expect(phone.getByText("En vivo")).toBeVisible({ timeout: 20_000 });
    await expect(phone.getByRole("status").filter({ hasText: "Mientras no estabas: 2 propiedades se movieron." })).toBeVisible();
    await expect(phone.getByRole("tab", { name: /^Me gustaron: / })).toHaveAccessibleName("Me gustaron: 1 propiedad, con cambios sin ver");
    await expect(phone.getByRole("tab", { name: /^No me gustaron: / })).toHaveAccessibleName("No me gustaron: 1 propiedad, con cambios sin ver");
    await noHorizontalScroll(phone);
    await phone.screenshot({ path: testInfo.outputPath("board-phone-390-away.png") });
    await phone.getByRole("button", { name: "Cerrar resumen" }).click();
    await expect(phone.getByText(/^Mientras no estabas/)).toHaveCount(0);

    // The agent's own board page works at 390 px too: tabs, and no sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("tablist", { name: "Columnas del tablero" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "No me gustaron: 1 propiedad", exact: true })).toBeVisible();
    await noHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath("board-agent-390.png"), fullPage: true });
  } finally {
    await context.close();
  }
});
