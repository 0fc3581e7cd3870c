import { test, expect, type Locator, type Page, waitingForTheApp } from "./app-test";
import { DEMO_AGENT, DEMO_BUYER } from "./fixtures/demo-session";

// Favourites, client lists and live client boards. The agent is signed in by the
// signIn fixture (a session written for the demo account), creates a client on /mis-clientes,
// saves three listings for it with the heart on the result cards (the favourites dialog),
// opens the board (migration), moves cards with the mouse and the keyboard, and a second
// browser (the client, through the /t/ link) and the agent see each other's moves live.

/** A column of the board (a region named by its title). */
function column(page: Page, title: string): Locator {
  return page.getByRole("region", { name: title, exact: true });
}

function card(page: Page, title: string): Locator {
  return page.getByRole("article", { name: title, exact: true });
}

/** dnd-kit's live region, where every step of a drag is announced. */
function announcement(page: Page, text: string | RegExp): Locator {
  return page.getByRole("status").filter({ hasText: text });
}

/**
 * dnd-kit's keyboard sensor starts listening for arrows in a timer right after Space picks
 * a card up, and Chromium may run a key press before that timer. A timer queued now runs
 * after it (timers keep their order), so the next arrow is heard.
 */
async function afterPendingTimers(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve)));
}

/** Press, move past the activation distance, move over the target column, release. */
async function dragWithMouse(page: Page, handle: Locator, target: Locator, targetTitle: string) {
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("Not on screen");
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 20, y + 20, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, Math.min(to.y + 160, to.y + to.height / 2), { steps: 12 });
  await expect(announcement(page, `está sobre ${targetTitle}`)).toBeAttached();
  await page.mouse.up();
}

test("an agent shares a live board with a client: both see each other's moves at once", async ({ page, browser, signIn }) => {
  test.setTimeout(120_000);
  const clientName = `Familia Prueba ${Date.now().toString(36)}`;
  await signIn(DEMO_AGENT);

  // /mis-clientes: a new client.
  await page.goto("/mis-clientes");
  await expect(page.getByRole("heading", { level: 1, name: "Mis Clientes" })).toBeVisible();
  await expect(page).toHaveTitle("Mis Clientes · Hogaria");
  await page.getByRole("button", { name: /^(Nuevo Cliente|Crear Primer Cliente)$/ }).click();
  const create = page.getByRole("button", { name: "Crear Cliente" });
  await expect(create).toBeDisabled();
  await page.getByLabel("Nombre del cliente").fill(clientName);
  await create.click();
  await expect(page.getByText(`Cliente "${clientName}" creado exitosamente`)).toBeVisible();
  await expect(page.getByRole("listitem", { name: clientName })).toContainText("0 propiedades");

  // Three listings for the client, with the heart on the result cards (the favourites dialog).
  await page.goto("/comprar");
  const hearts = page.getByRole("button", { name: /^Agregar a un cliente: / });
  await expect(hearts.first()).toBeVisible();
  const titles: string[] = [];
  for (let i = 0; i < 3; i++) {
    const heart = hearts.nth(i);
    titles.push(((await heart.getAttribute("aria-label")) ?? "").replace(/^Agregar a un cliente: /, ""));
    await heart.click();
    const dialog = page.getByRole("dialog", { name: "Agregar a un cliente" });
    await expect(dialog).toBeVisible();
    const toggle = dialog.getByRole("button", { name: new RegExp(`^${clientName}`) });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText(`Ya está en la lista de “${clientName}” y en su tablero.`).first()).toBeVisible();
    await dialog.getByRole("button", { name: "Listo" }).click();
    await expect(dialog).toBeHidden();
  }
  expect(new Set(titles).size).toBe(3);

  // The board: the list's properties are in it the first time it opens, without a word
  // about how the board was made.
  await page.goto("/mis-clientes");
  const clientCard = page.getByRole("listitem", { name: clientName });
  await expect(clientCard).toContainText("3 propiedades");
  await clientCard.getByRole("link", { name: "Ver Tablero" }).click();
  await expect(page.getByRole("heading", { level: 1, name: clientName })).toBeVisible();
  await expect(page.getByText(/migr/i)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Volver a Mis Clientes" })).toBeVisible();
  await expect(page.getByText(/^Actualizado \d{1,2} de \w+ de \d{4}$/)).toBeVisible();
  for (const title of titles) await expect(column(page, "Propiedades").getByRole("article", { name: title, exact: true })).toBeVisible();
  await expect(column(page, "Me gustaron").getByText("Arrastra propiedades aquí")).toBeVisible();
  await expect(page.getByText("En vivo")).toBeVisible();

  // 'Compartir' → 'Copiar enlace' makes the link (copied, or shown in the 'Enlace generado' toast).
  await page.getByRole("button", { name: "Compartir" }).click();
  await page.getByRole("menuitem", { name: "Copiar enlace" }).click();
  await expect(page.getByText(/^(Enlace copiado|Enlace generado)$/).first()).toBeVisible();
  await expect(page.getByText("Tablero compartido")).toBeVisible();
  await page.getByRole("button", { name: "Compartir" }).click();
  const shareUrl = await page.getByRole("menuitem", { name: "Abrir la vista del cliente" }).getAttribute("href");
  await page.keyboard.press("Escape");
  expect(shareUrl).toMatch(/\/t\/[\w-]{20,}$/);
  const sharePath = new URL(shareUrl!).pathname;

  // The client opens the link in another browser, without signing in.
  const clientContext = await browser.newContext();
  try {
    const client = waitingForTheApp(await clientContext.newPage());
    await client.goto(sharePath);
    await expect(client.getByRole("heading", { level: 1, name: clientName })).toBeVisible();
    await expect(client.getByText("En vivo")).toBeVisible();
    await expect(client.getByRole("list", { name: "Quién está viendo el tablero" })).toContainText("Agente");
    await expect(page.getByRole("list", { name: "Quién está viendo el tablero" })).toContainText("Cliente");
    await expect(client.getByRole("button", { name: "Compartir" })).toHaveCount(0);

    // The agent drags the first card to 'Me gustaron' with the mouse; the client sees it move.
    await dragWithMouse(page, page.getByRole("button", { name: `Mover ${titles[0]}`, exact: true }), column(page, "Me gustaron"), "Me gustaron");
    await expect(column(page, "Me gustaron").getByRole("article", { name: titles[0], exact: true })).toBeVisible();
    await expect(column(client, "Me gustaron").getByRole("article", { name: titles[0], exact: true })).toBeVisible();
    await expect(column(client, "Propiedades").getByRole("article", { name: titles[0], exact: true })).toHaveCount(0);

    // The agent moves the second card with the keyboard: Space, two columns right, Space.
    const handle = page.getByRole("button", { name: `Mover ${titles[1]}`, exact: true });
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    await expect(announcement(page, `“${titles[1]}” está sobre Propiedades`)).toBeAttached();
    await afterPendingTimers(page);
    await page.keyboard.press("ArrowRight");
    await expect(announcement(page, "está sobre Me gustaron")).toBeAttached();
    await page.keyboard.press("ArrowRight");
    await expect(announcement(page, "está sobre No me gustaron")).toBeAttached();
    await page.keyboard.press("Space");
    await expect(announcement(page, "Soltaste")).toBeAttached();
    await expect(column(page, "No me gustaron").getByRole("article", { name: titles[1], exact: true })).toBeVisible();
    await expect(column(client, "No me gustaron").getByRole("article", { name: titles[1], exact: true })).toBeVisible();

    // The client drags the third card to '¡Propiedad ganadora!'; the agent sees it, marked.
    await dragWithMouse(
      client,
      client.getByRole("button", { name: `Mover ${titles[2]}`, exact: true }),
      column(client, "¡Propiedad ganadora!"),
      "¡Propiedad ganadora!",
    );
    await expect(column(client, "¡Propiedad ganadora!").getByRole("article", { name: titles[2], exact: true })).toBeVisible();
    const won = column(page, "¡Propiedad ganadora!").getByRole("article", { name: titles[2], exact: true });
    await expect(won).toBeVisible();
    await expect(won).toContainText(`Movida por ${clientName}`);

    // A card opens the cloned property in a new tab; the client's link carries the token.
    const [detail] = await Promise.all([clientContext.waitForEvent("page"), card(client, titles[2]).getByRole("link", { name: titles[2] }).click()]);
    await expect(detail).toHaveURL(/\/sc\/[^/?]+\?token=/);
    await expect(detail.getByRole("heading", { level: 1, name: titles[2] })).toBeVisible();
    await expect(detail.getByRole("link", { name: "Volver al tablero" })).toBeVisible();

    // Without the token (and without a session) the cloned property is not found.
    await detail.goto(new URL(detail.url()).pathname);
    await expect(detail.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  } finally {
    await clientContext.close();
  }

  // After a reload the agent's board is as everybody left it.
  await page.reload();
  await expect(column(page, "Me gustaron").getByRole("article", { name: titles[0], exact: true })).toBeVisible();
  await expect(column(page, "No me gustaron").getByRole("article", { name: titles[1], exact: true })).toBeVisible();
  await expect(column(page, "¡Propiedad ganadora!").getByRole("article", { name: titles[2], exact: true })).toBeVisible();
});

test("an unknown board link says it is not available", async ({ page }) => {
  await page.goto("/t/no-existe-este-enlace-de-tablero");
  await expect(page.getByRole("heading", { name: "Este tablero ya no está disponible." })).toBeVisible();
});

test("signed out, the heart asks to sign in", async ({ page }) => {
  await page.goto("/comprar");
  await page
    .getByRole("button", { name: /^Guardar en favoritas: / })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Inicia sesión" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute("href", /^\/login\?redirect=%2Fcomprar/);
});

test("a person who searches (no_agente) opening /mis-clientes lands on /, and finds 'Mis favoritas' in the account menu", async ({
  page,
  signIn,
}) => {
  await signIn(DEMO_BUYER);
  await page.goto("/mis-clientes");
  await expect(page).toHaveURL(/\/$/);
  // The address bar changes before the home page replaces the one redirected from (and its
  // header): open the account menu once the home page shows.
  await expect(page.getByRole("heading", { level: 1, name: "Encuentra tu próximo hogar en CDMX" })).toBeVisible();

  await page.getByRole("banner").getByRole("button", { name: "Tu cuenta" }).click();
  await page.getByRole("menuitem", { name: "Mis favoritas" }).click();
  const dialog = page.getByRole("dialog", { name: "Mis favoritas" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: /^Todo/ }).first()).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Crear nueva lista" })).toBeVisible();
});
