import { test, expect as baseExpect, type APIRequestContext, type Page } from "./app-test";
import { DEMO_AGENT, DEMO_BUYER } from "./fixtures/demo-session";
import { DEMO_PASSWORD } from "../../db/seed/accounts";

// Saving from anywhere: the heart on a listing's page (/propiedad/{id}), on an agent's
// shared sheet (/s/{token}) and in the results map's popups opens the favourites dialog (a
// client's list for agents), with the result cards' toasts. Signed out it asks to sign in
// and, back on the page, finishes the save. Agents and agencies find 'Mis clientes' in the
// header. Listings come from the demo seed through the API.

type Listing = { id: string; title: string };

// Sign-ins, dialogs and lazy chunks in a row: patience for a busy machine.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** The `index`-th listing of an operation's first page (each test takes its own). */
async function listing(api: APIRequestContext, operation: "venta" | "renta", index: number): Promise<Listing> {
  const response = await api.get(`/api/properties?operation=${operation}&page_size=20`);
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { items: Listing[] } };
  expect(data.items.length).toBeGreaterThan(index);
  return data.items[index];
}

/** Takes a listing out of the signed-in person's lists, so the test starts from an empty heart. */
async function unsave(api: APIRequestContext, id: string) {
  const response = await api.delete(`/api/favorites/containing/${id}`);
  expect(response.ok(), await response.text()).toBe(true);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** In the favourites dialog (add mode): puts the listing in 'Todo' and closes it. */
async function saveInTodo(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Guardar en favoritas" });
  await expect(dialog).toBeVisible();
  const todo = dialog.getByRole("button", { name: /^Todo/ });
  await expect(todo).toHaveAttribute("aria-pressed", "false");
  await todo.click();
  await expect(todo).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Se guardó en “Todo”.").first()).toBeVisible();
  await dialog.getByRole("button", { name: "Listo" }).click();
  await expect(dialog).toBeHidden();
}

test("on a listing's page the heart saves it: it is in 'Todo' and the heart stays filled after a reload", async ({ page, signIn }) => {
  await signIn(DEMO_BUYER);
  const home = await listing(page.request, "venta", 3);
  await unsave(page.request, home.id);
  await page.goto(`/propiedad/${home.id}`);

  await page.getByRole("button", { name: `Guardar: ${home.title}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Guardar en favoritas" });
  await expect(dialog).toContainText(`Elige en qué listas guardar “${home.title}”.`);
  await saveInTodo(page);
  const saved = page.getByRole("button", { name: `Guardada: ${home.title}`, exact: true });
  await expect(saved).toBeVisible();

  await page.reload();
  await expect(saved).toBeVisible();
  await expect(saved.locator("svg.fill-accent-600")).toHaveCount(1);

  // 'Mis favoritas' → 'Todo' lists it.
  await page.getByRole("banner").getByRole("button", { name: "Tu cuenta" }).click();
  await page.getByRole("menuitem", { name: "Mis favoritas" }).click();
  const favorites = page.getByRole("dialog");
  await expect(favorites).toHaveAccessibleName("Mis favoritas");
  await favorites.getByRole("button", { name: /^Todo/ }).first().click();
  await expect(favorites).toHaveAccessibleName("Todo");
  await expect(favorites.getByText(home.title).first()).toBeVisible();
});

test("signed out, the heart goes to sign in and, back on the listing, the save is finished", async ({ page }) => {
  const home = await listing(page.request, "renta", 4);
  await page.goto(`/propiedad/${home.id}`);

  await page.getByRole("button", { name: `Guardar: ${home.title}`, exact: true }).click();
  const ask = page.getByRole("dialog", { name: "Inicia sesión" });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole("link", { name: "Crear cuenta" })).toHaveAttribute("href", /^\/register\?redirect=%2Fpropiedad%2F.+guardar/);
  await ask.getByRole("link", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get("redirect")).toBe(`/propiedad/${home.id}?guardar=${home.id}`);

  await page.getByLabel("Correo electrónico").fill(DEMO_BUYER.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();

  // Back on the listing, the ask is dropped from the address and the dialog is open for it.
  await expect(page).toHaveURL(new RegExp(`/propiedad/${home.id}$`));
  const dialog = page.getByRole("dialog", { name: "Guardar en favoritas" });
  await expect(dialog).toContainText(`Elige en qué listas guardar “${home.title}”.`);
  // It may be saved from an earlier run against the same database: start from empty.
  const todo = dialog.getByRole("button", { name: /^Todo/ });
  if ((await todo.getAttribute("aria-pressed")) === "true") {
    await todo.click();
    await expect(todo).toHaveAttribute("aria-pressed", "false");
  }
  await saveInTodo(page);
  await expect(page.getByRole("button", { name: `Guardada: ${home.title}`, exact: true })).toBeVisible();

  // A forged ask is not followed: a value that cannot be an id is dropped without a dialog.
  await page.goto(`/propiedad/${home.id}?guardar=${"x".repeat(80)}`);
  await expect(page).toHaveURL(new RegExp(`/propiedad/${home.id}$`));
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("signed out, a result card's heart comes back to the same search after signing in", async ({ page }) => {
  await page.goto("/rentar?page=2");
  const heart = page.getByRole("button", { name: /^Guardar en favoritas: / }).first();
  const title = ((await heart.getAttribute("aria-label")) ?? "").replace(/^Guardar en favoritas: /, "");
  await heart.click();
  await page.getByRole("dialog", { name: "Inicia sesión" }).getByRole("link", { name: "Iniciar sesión" }).click();
  await page.getByLabel("Correo electrónico").fill(DEMO_BUYER.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();

  await expect(page).toHaveURL(/\/rentar\?page=2$/);
  await expect(page.getByRole("dialog", { name: "Guardar en favoritas" })).toContainText(`Elige en qué listas guardar “${title}”.`);
});

test("an agent adds a listing to a client from its page", async ({ page, signIn }) => {
  await signIn(DEMO_AGENT);
  const home = await listing(page.request, "venta", 5);
  const client = `Cliente ${Date.now().toString(36)}`;
  await page.goto(`/propiedad/${home.id}`);

  await page.getByRole("button", { name: `Agregar a cliente: ${home.title}`, exact: true }).click();
  // One dialog, titled by its view: the clients, then the new client's form.
  const dialog = page.getByRole("dialog");
  await expect(dialog).toHaveAccessibleName("Agregar a un cliente");
  await dialog.getByRole("button", { name: "Crear nuevo cliente" }).click();
  await expect(dialog).toHaveAccessibleName("Crear nuevo cliente");
  await dialog.getByLabel("Nombre del cliente").fill(client);
  await dialog.getByRole("button", { name: "Agregar cliente" }).click();
  await expect(page.getByText(`Cliente "${client}" creado exitosamente`)).toBeVisible();
  await expect(page.getByText("Propiedad agregada a tu cliente").first()).toBeVisible();
  await expect(page.getByText(`Ya está en la lista de “${client}” y en su tablero.`).first()).toBeVisible();
  await expect(page.getByText("Agregado a favoritos")).toHaveCount(0);
  await expect(dialog).toHaveAccessibleName("Agregar a un cliente");
  await expect(dialog.getByRole("button", { name: new RegExp(`^${escape(client)}`) })).toHaveAttribute("aria-pressed", "true");
  await dialog.getByRole("button", { name: "Listo" }).click();

  await page.goto("/mis-clientes");
  await expect(page.getByRole("listitem", { name: client })).toContainText("1 propiedad");
});

// A shared sheet protects the agent who shares it: saving the listing would hand the client
// the listing's own id (and through it the listing agent's contact), so the sheet has no heart.
test("an agent's shared sheet (/s/…) offers no heart", async ({ page, browser, signIn }) => {
  await signIn(DEMO_AGENT);
  const home = await listing(page.request, "venta", 6);
  const share = await page.request.post(`/api/properties/${home.id}/shares`, { data: { kind: "share" } });
  expect(share.ok(), await share.text()).toBe(true);
  const { data } = (await share.json()) as { data: { url: string } };

  const buyerContext = await browser.newContext();
  try {
    await signIn(DEMO_BUYER, buyerContext);
    const buyer = await buyerContext.newPage();
    await buyer.goto(new URL(data.url).pathname);
    await buyer.locator("html[data-app-ready]").waitFor({ state: "attached" });
    await expect(buyer.getByRole("heading", { level: 1, name: home.title })).toBeVisible();
    await expect(buyer.getByRole("button", { name: new RegExp(`^(Guardar|Guardada): `) })).toHaveCount(0);
  } finally {
    await buyerContext.close();
  }
});

test("the map's popup has the heart", async ({ page, signIn }) => {
  await signIn(DEMO_BUYER);
  // Roma Norte, close up: price pills rather than clusters.
  await page.goto("/rentar?bounds=-99.170,19.412,-99.156,19.422");
  const map = page.getByRole("region", { name: /^Mapa de resultados/ });
  const pill = map.locator('.hg-marker[title^="$"] > span').first();
  await expect(pill).toBeVisible();
  await pill.click();

  const popup = map.locator(".hg-popup");
  await expect(popup.getByRole("link", { name: "Ver propiedad" })).toBeVisible();
  const heart = popup.getByRole("button", { name: /^(Guardar en favoritas|Guardada en tus favoritas): / });
  // The popup reads the listing: its title names the heart.
  await expect(heart).not.toHaveAttribute("aria-label", /: \$/);
  const title = ((await heart.getAttribute("aria-label")) ?? "").replace(/^[^:]+: /, "");
  await expect(popup.getByText(title, { exact: true })).toBeVisible();
  await heart.click();
  const dialog = page.getByRole("dialog", { name: "Guardar en favoritas" });
  await expect(dialog).toContainText(`Elige en qué listas guardar “${title}”.`);
  const todo = dialog.getByRole("button", { name: /^Todo/ });
  if ((await todo.getAttribute("aria-pressed")) === "true") {
    await todo.click();
    await expect(todo).toHaveAttribute("aria-pressed", "false");
  }
  await saveInTodo(page);
  await expect(popup.getByRole("button", { name: `Guardada en tus favoritas: ${title}`, exact: true })).toBeVisible();
});

test.describe("'Mis clientes' in the header", () => {
  test("an agent sees it beside 'Publicar' at 1280 px", async ({ page, signIn }) => {
    await signIn(DEMO_AGENT);
    await page.goto("/comprar");
    const header = page.getByRole("banner");
    const clients = header.getByRole("link", { name: "Mis clientes" });
    await expect(clients).toBeVisible();
    await expect(header.getByRole("link", { name: "Publicar" })).toBeVisible();
    await clients.click();
    await expect(page).toHaveURL(/\/mis-clientes$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mis Clientes" })).toBeVisible();
    await expect(clients).toHaveAttribute("aria-current", "page");
  });

  test("an agent finds it in the phone menu at 390 px", async ({ page, signIn }) => {
    await signIn(DEMO_AGENT);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Mis clientes" })).toBeHidden();
    await header.getByRole("button", { name: "Abrir menú" }).click();
    const menu = page.getByRole("dialog", { name: "Menú" });
    const clients = menu.getByRole("link", { name: "Mis clientes" });
    await expect(clients).toBeVisible();
    await expect(menu.getByRole("link", { name: "Publicar" })).toBeVisible();
    await clients.click();
    await expect(page).toHaveURL(/\/mis-clientes$/);
  });

  test("a person who searches does not see it", async ({ page, signIn }) => {
    await signIn(DEMO_BUYER);
    await page.goto("/comprar");
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Tu cuenta" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Mis clientes" })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await header.getByRole("button", { name: "Abrir menú" }).click();
    const menu = page.getByRole("dialog", { name: "Menú" });
    await expect(menu.getByRole("button", { name: "Mis favoritas" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Mis clientes" })).toHaveCount(0);
  });
});
