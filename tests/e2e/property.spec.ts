import { test, expect, type APIRequestContext, waitingForTheApp } from "./app-test";
import { DEMO_AGENT as AGENT } from "./fixtures/demo-session";

// Property pages: /propiedad/{id}, the agent's share link /s/{token} with its
// origin mark, and the presentation /p/{token}. Listings come from the demo seed through
// the API; the agent is signed in by the signIn fixture (a session written for the demo account).

type Listing = { id: string; title: string; price: number; photo_count: number };

const mxn = (n: number) => new Intl.NumberFormat("es-MX", { style: "currency", currency: "MXN", maximumFractionDigits: 0 }).format(n);

async function firstListingForSale(api: APIRequestContext): Promise<Listing> {
  const response = await api.get("/api/properties?operation=venta&page_size=1");
  expect(response.ok(), await response.text()).toBe(true);
  const { data: page } = (await response.json()) as { data: { items: Listing[] } };
  expect(page.items.length).toBeGreaterThan(0);
  return page.items[0];
}

/** The path of an absolute link the API made (the tests use relative URLs). */
const pathOf = (url: string) => new URL(url).pathname;

test("a listing shows its title, price and photos; the phone is revealed only by 'Ver teléfono'", async ({ page }) => {
  const listing = await firstListingForSale(page.request);
  await page.goto(`/propiedad/${listing.id}`);

  await expect(page.getByRole("heading", { level: 1, name: listing.title })).toBeVisible();
  await expect(page).toHaveTitle(`${listing.title} · Hogaria`);
  await expect(page.getByText(`Precio: ${mxn(listing.price)}`)).toBeVisible();

  const gallery = page.getByRole("region", { name: "Fotos de la propiedad" });
  await expect(gallery.getByRole("img").first()).toBeVisible();
  if (listing.photo_count > 1) {
    await expect(gallery.getByText(`1 / ${listing.photo_count}`)).toBeVisible();
    await gallery.getByRole("button", { name: "Foto siguiente" }).click();
    await expect(gallery.getByText(`2 / ${listing.photo_count}`)).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(gallery.getByText(`1 / ${listing.photo_count}`)).toBeVisible();
  }

  // The number the contact endpoint gives, asked for here only to check the page for it.
  const contact = await page.request.post(`/api/properties/${listing.id}/contact`, { data: {} });
  expect(contact.ok(), await contact.text()).toBe(true);
  const phone = ((await contact.json()) as { data: { phone: string } }).data.phone;
  expect(phone).toMatch(/^\d{10}$/);
  const spaced = `${phone.slice(0, 2)} ${phone.slice(2, 6)} ${phone.slice(6)}`;

  const html = await page.content();
  expect(html).not.toContain(phone);
  expect(html).not.toContain(spaced);

  await page.getByRole("button", { name: "Ver teléfono" }).click();
  const call = page.getByRole("link", { name: `Llamar al ${spaced}` });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute("href", `tel:+52${phone}`);
  await expect(call).toBeFocused();
});

test("an unknown listing shows that it is no longer available, with a way back to the search", async ({ page }) => {
  await page.goto("/propiedad/no-existe-esta-propiedad");
  await expect(page.getByRole("heading", { level: 1, name: "Esta propiedad ya no está disponible." })).toBeVisible();
  await page.getByRole("link", { name: "Buscar en venta" }).click();
  await expect(page).toHaveURL(/\/comprar$/);
});

test("an agent shares a listing: the link shows the agent's contact and the origin mark until it is revoked", async ({ page, context, signIn }) => {
  test.setTimeout(60_000); // two tabs and a dozen round trips
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const listing = await firstListingForSale(page.request);
  await signIn(AGENT);
  await page.goto(`/propiedad/${listing.id}`);

  const panel = page.getByRole("region", { name: "Compartir con cliente" });
  // Clicked at once: until the panel's own chunk is here, its stand-in takes the click and
  // hands it over.
  await panel.getByRole("button", { name: "Crear enlace para cliente" }).click();
  await expect(page.getByText("Enlace creado y copiado")).toBeVisible();

  // The newest link is listed first.
  const shareUrl = await panel
    .getByRole("listitem", { name: "Enlace para cliente" })
    .first()
    .getByRole("link", { name: /Abrir/ })
    .getAttribute("href");
  expect(shareUrl).toMatch(/\/s\/[\w-]{20,}$/);
  const row = panel.getByRole("listitem").filter({ has: page.locator(`a[href="${shareUrl}"]`) });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);

  // The client's view, in another tab.
  const client = waitingForTheApp(await context.newPage());
  await client.goto(pathOf(shareUrl!));
  await expect(client.getByText(`Compartido por ${AGENT.name} · verificado por Hogaria`)).toBeVisible();
  // The sheet names the link, never the listing (its id would lead to the listing's agent).
  await expect(client.getByText(/^Referencia del enlace: HG-\w{4}-\w{4}$/)).toBeVisible();
  expect(await client.content()).not.toContain(listing.id);
  await expect(client.getByRole("heading", { level: 1, name: listing.title })).toBeVisible();
  const advisor = client.getByRole("region", { name: "Tu asesor" });
  await expect(advisor).toContainText(AGENT.name);
  await advisor.getByRole("button", { name: "Ver teléfono" }).click();
  await expect(advisor.getByRole("link", { name: /^Llamar al \d{2} \d{4} \d{4}$/ })).toBeVisible();

  // Revoking it: the same link now says it is gone.
  await row.getByRole("button", { name: "Revocar" }).click();
  await row.getByRole("button", { name: "Sí, revocar" }).click();
  await expect(page.getByText("Enlace revocado")).toBeVisible();
  await expect(row).toHaveCount(0);

  await client.reload();
  await expect(client.getByRole("heading", { name: "Este enlace ya no está disponible." })).toBeVisible();
  await expect(client.getByRole("link", { name: "Ir al inicio", exact: true })).toBeVisible();
});

test("a click on the share panel before its code has arrived is kept and carried out", async ({ page, context, signIn }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const listing = await firstListingForSale(page.request);
  await signIn(AGENT);
  // The panel's chunk is held back until the click has been made, as on a slow connection.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/share-with-client-panel-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/propiedad/${listing.id}`);

  const panel = page.getByRole("region", { name: "Compartir con cliente" });
  await panel.getByRole("button", { name: "Crear presentación" }).click();
  // Taken: the button says it is working, and a second click cannot make a second link.
  await expect(panel.getByRole("button", { name: "Crear presentación" })).toBeDisabled();
  release();
  await expect(page.getByText("Presentación creada y copiada")).toBeVisible();
  await expect(panel.getByRole("listitem", { name: "Presentación" }).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/p\/[\w-]{20,}$/);
});

test("a presentation shows the photos full screen with the key facts and no site navigation", async ({ page, signIn }) => {
  const listing = await firstListingForSale(page.request);
  await signIn(AGENT);
  const response = await page.request.post(`/api/properties/${listing.id}/shares`, { data: { kind: "presentation" } });
  expect(response.status(), await response.text()).toBe(201);
  const { url } = ((await response.json()) as { data: { url: string } }).data;

  await page.goto(pathOf(url));
  await expect(page.getByRole("heading", { level: 1, name: listing.title })).toBeVisible();
  await expect(page.getByText(`Precio: ${mxn(listing.price)}`)).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  if (listing.photo_count > 1) {
    await expect(page.getByText(`1 / ${listing.photo_count}`)).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText(`2 / ${listing.photo_count}`)).toBeVisible();
  }

  await page.goto("/p/este-enlace-no-existe-0000000000");
  await expect(page.getByRole("heading", { name: "Esta presentación ya no está disponible." })).toBeVisible();
});
