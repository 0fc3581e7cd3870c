import { test, expect, type APIRequestContext, type Page } from "./app-test";
import { patiently } from "./fixtures/patient-request";

// A search of a city outside Mexico City (where Hogaria publishes nothing yet): the honest
// page instead of '0 propiedades', its 'Avísame' (a saved search, completed after signing
// in when asked signed out), and its links to the same search in Mexico City.

const MONTERREY_HOUSES = "/comprar?type=Casa&transaction=venta&location=Monterrey";
const PASSWORD = "Segura2026";

async function signUp(api: APIRequestContext): Promise<{ email: string }> {
  const email = `e2e-avisame-${Date.now()}-${Math.floor(Math.random() * 1e6)}@ejemplo.mx`;
  const response = await patiently(() =>
    api.post("/api/auth/sign-up/email", { data: { name: "Marta Garza", email, password: PASSWORD, role: "no_agente" } }),
  );
  expect(response.ok(), await response.text()).toBe(true);
  return { email };
}

const notifyButton = (page: Page, city: string) => page.getByRole("button", { name: `Avísame cuando publiquemos en ${city}` });
const savedNotice = (page: Page) => page.getByRole("status").filter({ hasText: "Guardamos tu búsqueda “Casas en venta en Monterrey”." });

test("a search in Monterrey says Hogaria does not publish there yet; 'Avísame' signed out saves the search after signing in", async ({
  page,
  request,
}) => {
  const account = await signUp(request);
  await page.goto(MONTERREY_HOUSES);

  await expect(page.getByRole("heading", { level: 1, name: "Todavía no publicamos en Monterrey" })).toBeVisible();
  await expect(page.getByText("aún no hay casas en venta en Monterrey")).toBeVisible();
  await expect(page.getByText("0 propiedades")).toHaveCount(0);

  await notifyButton(page, "Monterrey").click();
  await expect(page).toHaveURL(`/login?${new URLSearchParams({ redirect: MONTERREY_HOUSES })}`);
  await page.getByLabel("Correo electrónico").fill(account.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();

  // Back on the search, the save asked for is done, and the button is now a confirmation.
  await expect(page).toHaveURL(MONTERREY_HOUSES);
  await expect(savedNotice(page)).toContainText("Te avisaremos por correo cuando publiquemos la primera propiedad en Monterrey.");
  await expect(notifyButton(page, "Monterrey")).toHaveCount(0);
  const saved = (await (await page.request.get("/api/saved-searches")).json()).data;
  expect(saved.total).toBe(1);
  expect(saved.items[0]).toMatchObject({
    name: "Casas en venta en Monterrey",
    frequency: "al_momento",
    filters: { operation: "venta", tipo: "casa", location: "Monterrey" },
  });

  // Later visits know it is saved.
  await page.reload();
  await expect(savedNotice(page)).toBeVisible();
  await expect(notifyButton(page, "Monterrey")).toHaveCount(0);
});

test("the page links to the same search in Mexico City, which has results", async ({ page }) => {
  await page.goto(MONTERREY_HOUSES);
  await page.getByRole("link", { name: "Casas en venta en la Ciudad de México" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Casas en venta en la Ciudad de México" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^\d[\d,]* propiedades?$/ })).toBeVisible();
  await expect(page.locator("[data-property-id]").first()).toBeVisible();

  await page.goBack();
  await page.getByRole("link", { name: "Propiedades en venta en la Ciudad de México" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Propiedades en venta en la Ciudad de México" })).toBeVisible();
  await expect(page.locator("[data-property-id]").first()).toBeVisible();
});

test("a location_id outside Mexico City gets the same page, rendered by the worker", async ({ page, request }) => {
  const places = (await (await request.get("/api/locations?q=Guadalajara")).json()).data as { id: string; nombre_canonico: string }[];
  const guadalajara = places.find((p) => p.nombre_canonico === "Guadalajara")!;
  const url = `/rentar?location=Guadalajara&location_id=${guadalajara.id}`;

  const html = await (await request.get(url)).text();
  expect(html).toContain("Todavía no publicamos en Guadalajara");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: "Todavía no publicamos en Guadalajara" })).toBeVisible();
  await expect(page.getByText("aún no hay propiedades en renta en Guadalajara")).toBeVisible();
  await expect(notifyButton(page, "Guadalajara")).toBeVisible();
  await expect(page.getByRole("link", { name: "Propiedades en renta en la Ciudad de México" })).toHaveAttribute("href", "/rentar?estado=cdmx");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});
