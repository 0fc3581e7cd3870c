import { test, expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { APP_READY_ATTRIBUTE, EARLY_INPUT_HELD_ATTRIBUTE } from "../../domain/pages/page-document";
import { sharedBoard } from "./fixtures/shared-board";
import { HOGARIA_CALL } from "../../domain/call-requests/call-request-copy";
import { signInContext } from "./fixtures/sign-in";
import { DEMO_AGENT, DEMO_BUYER } from "./fixtures/demo-session";

// The first tap on a page the worker rendered is not lost. A visitor on a phone acts as soon
// as the page shows, before its code has arrived: each test opens a page (waiting only for
// the response to start) with the app's code held back, taps or types at once, sees the
// control marked as working, lets the code through, and sees the tap's effect without a
// second tap. The last test does the same on a throttled phone connection, holding nothing.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The app's code (its main chunk, which hydration needs) waits until `release()`. */
async function holdTheAppCode(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** How long the effect of a held tap may take once the code is let through (hydration on a busy machine). */
const AFTER_THE_CODE = { timeout: 20_000 };

/** Opens `path` and returns as soon as the response starts, before any of the page's code. */
async function openAtOnce(page: Page, path: string) {
  await page.goto(path, { waitUntil: "commit" });
}

async function notYetTheApp(page: Page) {
  expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), APP_READY_ATTRIBUTE)).toBe(false);
}

/** Taps `control` before the app is there: it shows it is working, and nothing else happens yet. */
async function tapBeforeTheApp(page: Page, control: Locator) {
  await control.tap();
  await notYetTheApp(page);
  await expect(control).toHaveAttribute(EARLY_INPUT_HELD_ATTRIBUTE, "");
  await expect(control).toHaveAttribute("aria-busy", "true");
}

test.use(PHONE);

/** The control named `name` that the phone shows (pages keep a desktop twin hidden). */
function shown(page: Page, name: string | RegExp): Locator {
  return page.getByRole("button", { name }).filter({ visible: true }).first();
}

type Listing = { id: string; title: string };

async function firstListing(api: APIRequestContext, operation: "renta" | "venta"): Promise<Listing> {
  const response = await api.get(`/api/properties?operation=${operation}`);
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = ((await response.json()) as { data: { items: Listing[] } }).data;
  expect(items.length).toBeGreaterThan(0);
  return items[0];
}

test("a listing's 'Enviar mensaje' opens its form at the first tap, before the code; a message typed and sent then is sent once, when the code arrives", async ({
  page: phone,
}) => {
  const listing = await firstListing(phone.request, "renta");
  const sent: string[] = [];
  phone.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/leads") sent.push(request.postData() ?? "");
  });
  const code = await holdTheAppCode(phone);
  await openAtOnce(phone, `/propiedad/${listing.id}`);
  await shown(phone, "Enviar mensaje").tap();
  // The browser opens the form by itself: its fields take letters without the code.
  const form = phone.getByRole("dialog", { name: "Enviar mensaje" });
  await expect(form).toBeVisible();
  await expect(phone.getByRole("dialog")).toHaveCount(1);
  await form.getByLabel("Nombre").fill("Ana Primera");
  await form.getByLabel("Teléfono").fill("5512345678");
  await form.getByLabel("Correo electrónico").fill("ana.primera@example.com");
  await form.getByLabel("Mensaje").fill("Hola, ¿puedo visitarlo el sábado?");
  const send = form.getByRole("button", { name: "Enviar mensaje" });
  await tapBeforeTheApp(phone, send);
  // A second, impatient tap is the same message: it is sent once.
  await send.tap();
  expect(sent).toHaveLength(0);
  code.release();
  await expect(phone.getByText("¡Mensaje enviado!")).toBeVisible(AFTER_THE_CODE);
  await expect(form).toBeHidden();
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0])).toMatchObject({
    nombre: "Ana Primera",
    telefono: "5512345678",
    email: "ana.primera@example.com",
    mensaje: "Hola, ¿puedo visitarlo el sábado?",
    property_id: listing.id,
  });
});

test("the call buttons on a listing answer their first tap: the advertiser's, and Hogaria's advice", async ({ page: phone }) => {
  const listing = await firstListing(phone.request, "venta");
  let code = await holdTheAppCode(phone);
  await openAtOnce(phone, `/propiedad/${listing.id}`);
  await tapBeforeTheApp(phone, shown(phone, /^Que me llame /));
  code.release();
  await expect(phone.getByRole("dialog", { name: / te llama$/ })).toBeVisible(AFTER_THE_CODE);

  await phone.unrouteAll();
  code = await holdTheAppCode(phone);
  await openAtOnce(phone, `/propiedad/${listing.id}`);
  await tapBeforeTheApp(phone, shown(phone, HOGARIA_CALL.button));
  code.release();
  await expect(phone.getByRole("dialog", { name: HOGARIA_CALL.title })).toBeVisible(AFTER_THE_CODE);
});

test("the heart on a listing answers its first tap: a visitor is asked to sign in to save", async ({ page: phone }) => {
  const listing = await firstListing(phone.request, "venta");
  const code = await holdTheAppCode(phone);
  await openAtOnce(phone, `/propiedad/${listing.id}`);
  await tapBeforeTheApp(phone, shown(phone, `Guardar: ${listing.title}`));
  code.release();
  await expect(phone.getByRole("dialog")).toBeVisible(AFTER_THE_CODE);
  await expect(phone.getByRole("dialog")).toContainText("Inicia sesión");
});

test("the header's menu opens at its first tap, before the page's code arrives", async ({ page: phone }) => {
  const code = await holdTheAppCode(phone);
  await openAtOnce(phone, "/precios");
  await shown(phone, "Abrir menú").tap();
  // The browser opens the menu by itself: its links are there and work without the code.
  const menu = phone.getByRole("dialog", { name: "Menú" });
  await expect(menu).toBeVisible();
  await expect(menu.getByText("Comprar", { exact: true })).toBeVisible();
  await notYetTheApp(phone);
  code.release();
  // The account part comes with the code: a visitor is offered to sign in or find agencies.
  await expect(menu.getByRole("link", { name: "Buscar inmobiliarias" })).toBeVisible(AFTER_THE_CODE);
  // Escape closes it, and focus is back on the button.
  await phone.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(shown(phone, "Abrir menú")).toBeFocused();
});

test("a visitor's 'Elegir' on /precios asks to sign in at the first tap, before the code, and its link keeps the plan", async ({ page: phone }) => {
  const code = await holdTheAppCode(phone);
  await openAtOnce(phone, "/precios");
  await shown(phone, "Elegir").tap();
  // The browser opens it by itself: the way on is there and works without the code.
  const gate = phone.getByRole("dialog", { name: "Inicia sesión", exact: true });
  await expect(gate).toBeVisible();
  await notYetTheApp(phone);
  await gate.getByRole("link", { name: "Iniciar sesión" }).tap();
  await expect(phone).toHaveURL(/\/login\?.*plan/);
  code.release();
});

test("a link in the menu opened before the code navigates", async ({ page: phone }) => {
  const code = await holdTheAppCode(phone);
  await openAtOnce(phone, "/precios");
  await shown(phone, "Abrir menú").tap();
  const menu = phone.getByRole("dialog", { name: "Menú" });
  await menu.getByText("Rentar", { exact: true }).tap();
  await menu
    .getByRole("link", { name: /^Departamento/ })
    .first()
    .tap();
  await expect(phone).toHaveURL(/\/rentar\b/);
  code.release();
});

test("letters typed into the home page's location box before the code arrives find their places at once, and are kept when it arrives", async ({
  page: phone,
}) => {
  const code = await holdTheAppCode(phone);
  await openAtOnce(phone, "/");
  const box = phone.getByRole("combobox").first();
  await box.tap();
  await box.pressSequentially("coyoa");
  // Before the app: the box's own small script lists the places, each a link to its search.
  const early = phone.getByRole("option", { name: /Coyoacán/ }).first();
  await expect(early).toBeVisible();
  expect(new URL((await early.getAttribute("href"))!, phone.url()).pathname).toBe("/rentar");
  await notYetTheApp(phone);
  code.release();
  await expect(phone.locator("html[data-app-ready]")).toBeAttached(AFTER_THE_CODE);
  // The app's combobox takes over with the letters typed; the early list is gone.
  await expect(phone.getByRole("option", { name: /Coyoacán/ }).first()).toBeVisible(AFTER_THE_CODE);
  await expect(phone.locator('body > [role="listbox"]')).toHaveCount(0);
  await expect(box).toHaveValue("coyoa");
});

test("'Guardar búsqueda' on /rentar is a link for a visitor: the first tap goes to sign in, before the code", async ({ page: phone }) => {
  const code = await holdTheAppCode(phone);
  await openAtOnce(phone, "/rentar");
  await phone.getByRole("link", { name: "Guardar búsqueda" }).filter({ visible: true }).first().tap();
  await expect(phone).toHaveURL(`/login?${new URLSearchParams({ redirect: "/rentar?guardar=1" })}`);
  code.release();
});

test("a link tapped before the code arrives navigates at once", async ({ page: phone }) => {
  const code = await holdTheAppCode(phone);
  await openAtOnce(phone, "/precios");
  const link = phone.getByRole("banner").getByRole("link", { name: "Hogaria, ir al inicio" });
  await link.tap();
  await expect(phone).toHaveURL(/\/$/);
  code.release();
});

test("a signed-in buyer's heart on a listing saves on the first tap", async ({ page: phone, context, baseURL }) => {
  await signInContext(context, baseURL!, DEMO_BUYER);
  const listing = await firstListing(phone.request, "renta");
  const code = await holdTheAppCode(phone);
  await openAtOnce(phone, `/propiedad/${listing.id}`);
  await tapBeforeTheApp(phone, shown(phone, /^(Guardar|Guardada): /));
  code.release();
  await expect(phone.getByRole("dialog")).toBeVisible(AFTER_THE_CODE);
});

test("a card moved on a client board at once, as soon as its shared link shows it, moves and stays moved", async ({
  page: phone,
  browser,
  baseURL,
}) => {
  // The board is drawn in the browser (the worker sends the app's shell): its cards come with
  // the code, and a move made the moment they show must reach the room, not be dropped
  // while the live connection is still opening.
  const agent = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  try {
    await signInContext(agent, baseURL!, DEMO_AGENT);
    const board = await sharedBoard(agent.request, `Familia Primer Toque ${Date.now().toString(36)}`);
    const title = board.titles[0];
    await openAtOnce(phone, board.path);
    await shown(phone, `Mover a otra columna: ${title}`).tap();
    await phone.getByRole("menuitem", { name: "Me gustaron", exact: true }).tap();
    const liked = () => phone.getByRole("region", { name: "Me gustaron", exact: true }).getByRole("article", { name: title, exact: true });
    await phone.getByRole("tab", { name: /^Me gustaron/ }).tap();
    await expect(liked()).toBeVisible();
    await phone.reload();
    await phone.getByRole("tab", { name: /^Me gustaron/ }).tap();
    await expect(liked()).toBeVisible();
  } finally {
    await agent.close();
  }
});

test("on a throttled phone (slow 4G, 4× slower CPU) the first tap on 'Enviar mensaje' opens the form", async ({ page: phone, context }) => {
  test.setTimeout(90_000);
  const listing = await firstListing(phone.request, "renta");
  const cdp = await context.newCDPSession(phone);
  // Lighthouse's mobile throttling, as its devtools method applies it.
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await openAtOnce(phone, `/propiedad/${listing.id}`);
  const send = shown(phone, "Enviar mensaje");
  await send.waitFor({ state: "visible", timeout: 30_000 });
  await send.tap();
  await expect(phone.getByRole("dialog", { name: "Enviar mensaje" })).toBeVisible({ timeout: 30_000 });
  await expect(phone.getByRole("dialog")).toHaveCount(1);
});
