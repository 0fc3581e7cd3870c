import { test, expect, type Page } from "./app-test";
import { yearInMexicoCity } from "../../domain/format/date";

// The home page (hero, rent/buy toggle, search button disabled until a place is chosen) and the location search (2 characters, keyboard, selection).

function searchButton(page: Page) {
  return page.getByRole("button", { name: "Buscar", exact: true });
}

/** The suggestion whose name is exactly "Polanco" (there are also "Polanco I Sección"…). */
function polancoOption(page: Page) {
  return page.getByRole("option").filter({ has: page.getByText("Polanco", { exact: true }) });
}

/** Moves the highlight with ArrowDown until the "Polanco" suggestion is the active one. */
async function highlightPolanco(page: Page) {
  const combobox = page.getByRole("combobox");
  await expect(polancoOption(page)).toBeVisible();
  const index = await page
    .getByRole("option")
    .evaluateAll((options) => options.findIndex((option) => [...option.querySelectorAll("*")].some((el) => el.textContent?.trim() === "Polanco")));
  expect(index).toBeGreaterThanOrEqual(0);
  for (let i = 0; i <= index; i++) await combobox.press("ArrowDown");
  await expect(polancoOption(page)).toHaveAttribute("aria-selected", "true");
  const activeId = await polancoOption(page).getAttribute("id");
  await expect(combobox).toHaveAttribute("aria-activedescendant", activeId ?? "");
}

function expectCdmxSearchUrl(url: URL, operation: "rentar" | "comprar") {
  expect(url.pathname).toBe(`/${operation}`);
  expect(url.searchParams.get("location")).toBe("Polanco");
  expect(url.searchParams.get("location_id")).toBeTruthy();
  const lat = Number(url.searchParams.get("lat"));
  const lng = Number(url.searchParams.get("lng"));
  expect(url.searchParams.get("lat")).not.toBeNull();
  expect(url.searchParams.get("lng")).not.toBeNull();
  expect(lat).toBeGreaterThanOrEqual(19.0);
  expect(lat).toBeLessThanOrEqual(19.6);
  expect(lng).toBeGreaterThanOrEqual(-99.4);
  expect(lng).toBeLessThanOrEqual(-98.9);
}

test("home shows the heading, Rentar pressed by default and a disabled search button", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Encuentra tu próximo hogar en CDMX" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Rentar" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Comprar" })).not.toBeChecked();
  await expect(searchButton(page)).toBeDisabled();
  await expect(page.getByText("Selecciona una ubicación de la lista")).toBeVisible();
});

test("fewer than 2 characters shows no suggestions", async ({ page }) => {
  await page.goto("/");
  const combobox = page.getByRole("combobox");
  await combobox.fill("p");
  await expect(combobox).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("option")).toHaveCount(0);
});

test("typing 'pola' suggests Polanco as a Colonia", async ({ page }) => {
  await page.goto("/");
  const combobox = page.getByRole("combobox");
  await combobox.fill("pola");
  await expect(combobox).toHaveAttribute("aria-expanded", "true");
  const polanco = polancoOption(page);
  await expect(polanco).toBeVisible();
  await expect(polanco).toContainText("Colonia");
});

test("ArrowDown + Enter selects Polanco and Enter searches on /rentar", async ({ page }) => {
  await page.goto("/");
  const combobox = page.getByRole("combobox");
  await combobox.fill("pola");
  await highlightPolanco(page);
  await combobox.press("Enter");

  await expect(combobox).toHaveValue("Polanco");
  await expect(combobox).toHaveAttribute("aria-expanded", "false");
  await expect(searchButton(page)).toBeEnabled();

  await combobox.press("Enter");
  await page.waitForURL(/\/rentar\?/);
  expectCdmxSearchUrl(new URL(page.url()), "rentar");
});

test("choosing Comprar and clicking Buscar searches on /comprar", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("radio", { name: "Comprar" }).click();
  await expect(page.getByRole("radio", { name: "Comprar" })).toBeChecked();

  const combobox = page.getByRole("combobox");
  await combobox.fill("pola");
  await polancoOption(page).click();
  await expect(combobox).toHaveValue("Polanco");

  await searchButton(page).click();
  await page.waitForURL(/\/comprar\?/);
  expectCdmxSearchUrl(new URL(page.url()), "comprar");
});

test("editing the text after choosing clears the selection; the clear button empties the box", async ({ page }) => {
  await page.goto("/");
  const combobox = page.getByRole("combobox");
  await combobox.fill("pola");
  await polancoOption(page).click();
  await expect(searchButton(page)).toBeEnabled();

  await combobox.press("Backspace");
  await expect(searchButton(page)).toBeDisabled();

  await page.getByRole("button", { name: "Limpiar búsqueda" }).click();
  await expect(combobox).toHaveValue("");
  await expect(combobox).toBeFocused();
});

test("an unknown path shows the 404 page ('Oops! Page not found', a Spanish sentence under it), with the footer, and a link home", async ({
  page,
}) => {
  const response = await page.goto("/esta-pagina-no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByText(`© 2024–${yearInMexicoCity()} Hogaria. Todos los derechos reservados.`)).toBeVisible();
  // No social account is configured here: the icons are there, but none is a link (nor a jump to the top).
  const footer = page.getByRole("contentinfo");
  await expect(footer.locator("[data-social-placeholder]")).toHaveCount(5);
  await expect(footer.getByRole("link", { name: /^Hogaria en / })).toHaveCount(0);
  await expect(page.locator('a[href="#"]')).toHaveCount(0);
  await page.getByRole("link", { name: "Volver al inicio" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Encuentra tu próximo hogar en CDMX" })).toBeVisible();
});

test("a click on Comprar before the header's menus have loaded opens the menu once they arrive", async ({ page }) => {
  // Hold the desktop menus' chunk back until the click has happened.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/desktop-nav-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  const comprar = page.getByRole("button", { name: "Comprar", exact: true });
  await comprar.click();
  await expect(page.getByRole("menuitem", { name: "Departamentos" })).toHaveCount(0);
  release();
  await page.getByRole("menuitem", { name: "Departamentos" }).click();
  await expect(page).toHaveURL(/\/comprar\?tipo=departamento$/);
});

test("at 390 px the hidden desktop menus' code is not fetched; at 1280 px it is, once the page is idle", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/desktop-nav-[\w-]+\.js$/.test(request.url())) fetched.push(request.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  // The header's account menu is fetched at the same idle moment: once it is there, the
  // desktop menus would have been too.
  const accountMenu = page.waitForResponse(/\/assets\/header-account-[\w-]+\.js$/);
  await page.goto("/");
  await accountMenu;
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/rentar");
  await expect.poll(() => fetched.length).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Comprar", exact: true }).click();
  await expect(page.getByRole("menuitem", { name: "Departamentos" })).toBeVisible();
});
