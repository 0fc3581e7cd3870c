import { test, expect, type APIRequestContext, type Locator, type Page } from "./app-test";
import { STATIC_PAGES } from "../../domain/pages/static-pages";

// Public pages come rendered from the worker and the browser hydrates that markup: the
// first response already holds the page, taking it over logs no error and moves nothing on
// screen, and from then on links change pages in the browser, without a new document.

type PublicPage = { path: string; heading: string };

const HOME: PublicPage = { path: "/", heading: "Encuentra tu próximo hogar en CDMX" };
const RENT: PublicPage = { path: "/rentar", heading: "Propiedades en renta en la Ciudad de México" };
const PRICING: PublicPage = { path: "/precios", heading: "Planes de Suscripción" };

const PAGES: PublicPage[] = [
  HOME,
  RENT,
  { path: "/comprar", heading: "Propiedades en venta en la Ciudad de México" },
  { path: "/remate", heading: "Propiedades en remate en la Ciudad de México" },
  PRICING,
  { path: "/servicios", heading: "Servicios para tu primera renta o compra" },
  { path: "/buscar-inmobiliarias", heading: "Buscar inmobiliarias" },
  { path: "/inmobiliaria/casa-capital-inmobiliaria", heading: "Casa Capital Inmobiliaria" },
  { path: "/terminos", heading: "Términos y condiciones" },
  { path: "/privacidad", heading: "Aviso de privacidad" },
  { path: "/sobre-nosotros", heading: "Hacemos que encontrar hogar en CDMX se sienta en casa" },
  { path: "/que-ofrece-hogaria", heading: "Qué ofrece Hogaria" },
  { path: "/agente-ai", heading: "Tus clientes, atendidos a cualquier hora" },
  { path: "/login", heading: "Iniciar sesión" },
  { path: "/register", heading: "Crea tu cuenta" },
  { path: "/esta-pagina-no-existe", heading: "Oops! Page not found" },
];

/** The first listing for rent: its page, headed by its title. */
async function listingPage(request: APIRequestContext): Promise<PublicPage> {
  const response = await request.get("/api/properties?operation=renta");
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = ((await response.json()) as { data: { items: { id: string; title: string }[] } }).data;
  expect(items.length).toBeGreaterThan(0);
  return { path: `/propiedad/${items[0].id}`, heading: items[0].title };
}

/** Uncaught exceptions and console errors, from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // Chromium logs "Failed to load resource … status of 404" for every 404 response, the
    // 404 page's own document included: that one (and only that one) is the page working as meant.
    const notFound = message.text().startsWith("Failed to load resource: the server responded with a status of 404");
    if (notFound && message.location().url === page.url()) return;
    errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Document requests (full page loads) from now on; client-side navigation makes none. */
function countDocumentRequests(page: Page): { count: number } {
  const documents = { count: 0 };
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.count++;
  });
  return documents;
}

/**
 * Tags every h1 the server sent, on the element object itself, once the HTML is parsed and
 * before the app's module script runs; hydration keeps those elements, a client render
 * would replace them with untagged ones.
 */
async function tagServerHeadings(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      for (const h1 of document.querySelectorAll("h1")) Object.assign(h1, { sentByServer: true });
    });
  });
}

/** The heading is visible, is the element the server sent, and React has taken it over. */
async function expectHydratedHeading(heading: Locator) {
  await expect(heading).toBeVisible();
  await expect
    .poll(() =>
      heading.evaluate(
        // React marks each element it hydrates with a "__reactFiber$…" property.
        (h1) => "sentByServer" in h1 && Object.keys(h1).some((key) => key.startsWith("__reactFiber$")),
      ),
    )
    .toBe(true);
}

/** Cumulative layout shift so far: the sum of the shifts not caused by the user's input. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: "layout-shift", buffered: true });
    const shifts = observer.takeRecords() as unknown as { value: number; hadRecentInput: boolean }[];
    observer.disconnect();
    return shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0);
  });
}

/** First load of a public page: already in the HTML, hydrated without errors or shifts. */
async function expectServerRenderedPage(page: Page, { path, heading }: PublicPage) {
  const errors = collectErrors(page);
  await tagServerHeadings(page);

  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  const html = await response!.text();
  // The page's data travels with it, so the browser hydrates instead of rendering anew.
  expect(html).toContain('<script type="application/json" id="hogaria-page-state">');
  expect(html).toContain(escapeHtml(heading));

  await expectHydratedHeading(page.getByRole("heading", { level: 1, name: heading, exact: true }));
  await page.waitForLoadState("networkidle");
  expect(await layoutShift(page), "cumulative layout shift").toBeLessThan(0.1);
  expect(errors).toEqual([]);
}

/** Text as React writes it into HTML. */
function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");
}

/** After the first load, a footer link to /precios and the Back button stay in the page. */
async function expectClientSideNavigation(page: Page) {
  const errors = collectErrors(page);
  const documents = countDocumentRequests(page);
  await tagServerHeadings(page);
  await page.goto(HOME.path);
  await expectHydratedHeading(page.getByRole("heading", { level: 1, name: HOME.heading }));
  expect(documents.count).toBe(1);

  await page.getByRole("contentinfo").getByRole("link", { name: "Precios", exact: true }).click();
  await expect(page).toHaveURL(/\/precios$/);
  await expect(page.getByRole("heading", { level: 1, name: PRICING.heading })).toBeVisible();
  await expect(page).toHaveTitle(STATIC_PAGES["/precios"].title);
  expect(documents.count).toBe(1);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: HOME.heading })).toBeVisible();
  await expect(page).toHaveTitle(STATIC_PAGES["/"].title);
  expect(documents.count).toBe(1);
  expect(errors).toEqual([]);
}

test.describe("desktop", () => {
  for (const publicPage of PAGES) {
    test(`${publicPage.path} arrives rendered and hydrates without errors or layout shift`, async ({ page }) => {
      await expectServerRenderedPage(page, publicPage);
    });
  }

  test("a listing's page arrives rendered and hydrates without errors or layout shift", async ({ page, request }) => {
    await expectServerRenderedPage(page, await listingPage(request));
  });

  test("after the first load, links and Back change pages without a new document", async ({ page }) => {
    await expectClientSideNavigation(page);
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const publicPage of [HOME, RENT]) {
    test(`${publicPage.path} arrives rendered and hydrates without errors or layout shift`, async ({ page }) => {
      await expectServerRenderedPage(page, publicPage);
    });
  }

  test("after the first load, links and Back change pages without a new document", async ({ page }) => {
    await expectClientSideNavigation(page);
  });
});
