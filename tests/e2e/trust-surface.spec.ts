import { test, expect, type APIRequestContext, type Page } from "./app-test";
import { SAFETY_ADVICE } from "../../domain/trust/safety-advice";

// A person on a phone sees who answers for a listing (the advertiser's badges, in words) and,
// on a rental, the advice never to pay before visiting, with the guide it links; a message
// sent from a listing confirms with the same advice.

async function rentalOf(request: APIRequestContext, agency: string): Promise<{ id: string; title: string }> {
  const res = await request.get(`/api/properties?${new URLSearchParams({ operation: "renta", inmobiliaria: agency })}`);
  const items = ((await res.json()) as { data: { items: { id: string; title: string }[] } }).data.items;
  expect(items.length, `the demo agency ${agency} has rentals`).toBeGreaterThan(0);
  return items[0];
}

const badgesIn = (page: Page, scope = page.locator("body")) => scope.getByRole("list", { name: "Confianza del anunciante" });

test("at 390 px a rental's page shows its verified agency with the date, the member-since line and the safety advice with its guide", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const listing = await rentalOf(page.request, "casa-capital-inmobiliaria");
  await page.goto(`/propiedad/${listing.id}`);

  const contact = page.getByRole("region", { name: "Contacta al anunciante" });
  const badges = badgesIn(page, contact);
  await expect(badges.getByRole("listitem").filter({ hasText: /^Inmobiliaria verificada el \d{1,2} de [a-z]+ de \d{4}$/ })).toBeVisible();
  await expect(badges.getByRole("listitem").filter({ hasText: /^Miembro desde [a-z]+ de \d{4}$/ })).toBeVisible();

  const advice = page.getByRole("note").filter({ hasText: SAFETY_ADVICE.line });
  await advice.scrollIntoViewIfNeeded();
  await expect(advice).toBeVisible();
  await page.screenshot({ path: "test-results/trust-property-390.png", fullPage: true });

  // No horizontal scroll with the badges and the advice.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await advice.getByRole("link", { name: SAFETY_ADVICE.guideLink }).click();
  await expect(page).toHaveURL(/\/guias\/como-evitar-fraudes#rentar-seguro$/);
  await expect(page.getByRole("heading", { name: "Cómo rentar seguro en la Ciudad de México" })).toBeVisible();
  await expect(page.getByText("Teléfono del Consumidor 55 5568 8722", { exact: false })).toBeVisible();
  await expect(page.getByText("En la línea 089", { exact: false })).toBeVisible();
});

test("at 390 px an agency not yet verified says so on its page and on its cards, in words", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/inmobiliaria/roma-condesa-rentas");
  const header = page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });
  await expect(badgesIn(page, header).getByText("Inmobiliaria sin verificar")).toBeVisible();
  const firstCard = page.getByRole("article").first();
  await firstCard.scrollIntoViewIfNeeded();
  await expect(badgesIn(page, firstCard).getByText("Inmobiliaria sin verificar")).toBeVisible();
  await page.screenshot({ path: "test-results/trust-agency-390.png", fullPage: false });
});

test("a message sent from a rental confirms with the safety advice", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const listing = await rentalOf(page.request, "casa-capital-inmobiliaria");
  await page.goto(`/propiedad/${listing.id}`);
  await page.getByRole("button", { name: "Enviar mensaje" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Enviar mensaje" });
  await dialog.getByLabel("Nombre").fill("Tomás Comprador");
  await dialog.getByLabel("Teléfono").fill(`55${String(Date.now()).slice(-8)}`);
  await dialog.getByLabel("Correo electrónico").fill("tomas@example.mx");
  await dialog.getByRole("button", { name: "Enviar mensaje" }).click();
  const toast = page.getByRole("listitem").filter({ hasText: "¡Mensaje enviado!" });
  await expect(toast).toContainText(SAFETY_ADVICE.line);
  await expect(toast.getByRole("link", { name: SAFETY_ADVICE.guideLink })).toHaveAttribute("href", "/guias/como-evitar-fraudes#rentar-seguro");
  await page.screenshot({ path: "test-results/trust-message-390.png" });
});

test("at 1280 px the search's cards carry the advertiser's badges", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/rentar");
  const badges = page.getByRole("article").getByRole("list", { name: "Confianza del anunciante" }).first();
  await expect(badges.getByRole("listitem").first()).toHaveText(
    /^(Inmobiliaria verificada|Inmobiliaria sin verificar|Agente verificado|Teléfono verificado)$/,
  );
  await page.screenshot({ path: "test-results/trust-search-1280.png" });
});
