import sharp from "sharp";
import { test, expect, type Page } from "./app-test";
import { LISTING_MESSAGES } from "../../domain/listings/listing-messages";
import { CONFIRMATION_LINK, latestLinkFor } from "./mailbox";
import { verifyPhone } from "./sms-outbox";
import { patiently } from "./fixtures/patient-request";

// An agent on a phone says what a rental's facts are (the cuota in the rent, the deposit, the
// guarantee, pets, furniture, the elevator), reads them on the review step, publishes, and
// the listing's page lists every fact that applies, "No indicado" where the agent said nothing.

test.use({ viewport: { width: 390, height: 844 } });

async function agentReady(page: Page) {
  const agent = { email: `hechos.${Date.now()}@example.mx`, name: "Rosa Hechos" };
  const signUp = await patiently(() =>
    page.request.post("/api/auth/sign-up/email", { data: { ...agent, password: "ClaveSegura2026", role: "agente" } }),
  );
  expect(signUp.ok(), await signUp.text()).toBe(true);
  await page.request.get(await latestLinkFor(page.request, agent.email, CONFIRMATION_LINK));
  const plans = (await (await page.request.get("/api/plans")).json()) as { data: { id: string; plan_category: string }[] };
  const checkout = await page.request.post("/api/checkout", { data: { planId: plans.data.find((p) => p.plan_category === "pro")!.id } });
  const { url } = ((await checkout.json()) as { data: { url: string } }).data;
  expect((await page.request.post(`/api/checkout/sessions/${url.split("/").pop()}/pay`)).ok()).toBe(true);
  await verifyPhone(page.request);
}

/** A borrador with everything but the facts and photos, as an agent who stopped at the price would leave it. */
async function draft(page: Page): Promise<string> {
  const places = (await (await page.request.get("/api/locations?q=roma%20norte&limit=1")).json()) as {
    data: { id: string; centroide: [number, number] }[];
  };
  const [lng, lat] = places.data[0].centroide;
  const created = (await (await page.request.post("/api/listings", { data: {} })).json()) as { data: { id: string } };
  const saved = await page.request.patch(`/api/listings/${created.data.id}/draft`, {
    data: {
      operation_type: "renta",
      property_type: "departamento",
      location_id: places.data[0].id,
      street: "Colima 180",
      lat,
      lng,
      price: 26_000,
      bedrooms: 2,
      bathrooms: 1,
      built_surface: 78,
      title: "Departamento con balcón en la Roma Norte",
      description: "Departamento luminoso con balcón a la calle, cocina integral y cuarto de lavado, a dos calles de la Plaza Río de Janeiro.",
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return created.data.id;
}

const next = (page: Page) => page.getByRole("button", { name: "Siguiente" }).click();

test("an agent fills a rental's facts on a phone and its page shows them, «No indicado» where not said", async ({ page }) => {
  test.setTimeout(90_000);
  await agentReady(page);
  const id = await draft(page);
  await page.goto(`/publicar?id=${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Operación" })).toBeVisible();
  await next(page);
  await expect(page.getByRole("heading", { level: 1, name: "Ubicación" })).toBeVisible();
  await next(page);

  // The price step: a cuota beside «Incluida en la renta» is refused at the cuota.
  await expect(page.getByRole("heading", { level: 1, name: "Precio" })).toBeVisible();
  await page.getByLabel("Cuota de mantenimiento mensual (opcional)").fill("1500");
  await page.getByLabel("Incluida en la renta").check();
  await next(page);
  await expect(page.getByText(LISTING_MESSAGES.maintenanceIncludedAmount)).toBeVisible();
  await page.getByLabel("Cuota de mantenimiento mensual (opcional)").fill("");
  await page.getByLabel("Depósito (opcional)").fill("2");
  const guarantee = page.getByRole("group", { name: "Garantía" });
  await expect(guarantee.getByRole("radio", { name: "No indicado" })).toBeChecked();
  await guarantee.getByText("Póliza jurídica", { exact: true }).click();
  // A rental asks no credits.
  await expect(page.getByRole("group", { name: "Créditos aceptados" })).toHaveCount(0);
  await page.screenshot({ path: "test-results/listing-facts-price-390.png", fullPage: true });
  await next(page);

  await expect(page.getByRole("heading", { level: 1, name: "Características" })).toBeVisible();
  // A departamento is asked no uso de suelo.
  await expect(page.getByRole("group", { name: "Uso de suelo" })).toHaveCount(0);
  await page.getByRole("group", { name: "Acepta mascotas" }).getByText("Con restricciones").click();
  await page.getByRole("group", { name: "Amueblado" }).getByText("Semiamueblado").click();
  await page.getByRole("group", { name: "Elevador" }).getByText("Sí", { exact: true }).click();
  await page.getByRole("group", { name: "Cisterna" }).getByText("No", { exact: true }).click();
  await page.screenshot({ path: "test-results/listing-facts-features-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("group", { name: "Acepta mascotas" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/listing-facts-features-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await next(page);
  await expect(page.getByRole("heading", { level: 1, name: "Descripción" })).toBeVisible();
  await next(page);

  const make = (r: number, g: number, b: number) =>
    sharp({ create: { width: 1200, height: 900, channels: 3, background: { r, g, b } } })
      .jpeg()
      .toBuffer();
  await page.getByLabel("Elegir fotos").setInputFiles([{ name: "sala.jpg", mimeType: "image/jpeg", buffer: await make(180, 140, 90) }]);
  await expect(page.getByRole("list", { name: "Fotos de la propiedad" }).getByRole("listitem")).toHaveCount(1, { timeout: 30_000 });
  await next(page);

  await expect(page.getByRole("heading", { level: 1, name: "Revisión" })).toBeVisible();
  const review = page.getByRole("article", { name: "Vista previa" }).locator('dl[aria-label="Datos clave"]');
  await expect(review).toContainText("Con restricciones");
  await expect(review).toContainText("Incluida en la renta");
  await page.getByRole("button", { name: "Publicar", exact: true }).click();
  await expect(page).toHaveURL(/\/propiedad\/[a-z0-9]+$/);

  const section = page.getByRole("region", { name: "Datos clave" });
  const value = (label: string) => section.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
  await expect(value("Cuota de mantenimiento")).toHaveText("Incluida en la renta");
  await expect(value("Depósito")).toHaveText("2 meses de renta");
  await expect(value("Garantía")).toHaveText("Póliza jurídica");
  await expect(value("Acepta mascotas")).toHaveText("Con restricciones");
  await expect(value("Amueblado")).toHaveText("Semiamueblado");
  await expect(value("Elevador")).toHaveText("Sí");
  await expect(value("Cisterna")).toHaveText("No");
  await expect(value("Gas natural")).toHaveText("No indicado");
  await expect(value("Seguridad 24 h")).toHaveText("No indicado");
  // Facts that do not apply to a rented departamento are not listed.
  await expect(section.getByText("Créditos aceptados")).toHaveCount(0);
  await expect(section.getByText("Uso de suelo")).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/listing-facts-page-390.png" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/listing-facts-page-1280.png" });
});
