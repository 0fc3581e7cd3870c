import { readFile } from "node:fs/promises";
import { test, expect } from "./app-test";
import { BILLING_MESSAGES } from "../../domain/billing/invoices";
import { DEMO_AGENT } from "./fixtures/demo-session";

// Receipts and CFDI, on a phone: an agent fills "Datos de facturación" in Mi perfil (a bad
// RFC is refused with its message, a good one saved), pays a premium service at the local
// checkout, and finds its invoice under "Facturas" in the dashboard, stamped to that RFC,
// with its XML to download.

test.use({ viewport: { width: 390, height: 844 } });

test("Datos de facturación with a bad then a good RFC; a payment's invoice in Facturas, its XML downloaded", async ({ page, signIn }) => {
  await signIn(DEMO_AGENT);
  await page.goto("/perfil");
  const billing = page.getByRole("region", { name: "Datos de facturación" });
  await billing.getByLabel("RFC").fill("CACX7605101P9");
  await billing.getByLabel("Código postal del domicilio fiscal").fill("36257");
  await billing.getByLabel("Nombre o razón social").fill("Xochilt Casas Chavez");
  await billing.getByRole("button", { name: "Guardar datos de facturación" }).click();
  await expect(billing.getByText(BILLING_MESSAGES.rfc)).toBeVisible();
  await expect(billing.getByLabel("RFC")).toHaveAttribute("aria-invalid", "true");

  await billing.getByLabel("RFC").fill("cacx7605101p8");
  // A persona física's RFC: only the régimenes of físicas, then the usos its régimen allows.
  await expect(billing.getByLabel("Régimen fiscal").locator("option", { hasText: "601 · General de Ley Personas Morales" })).toHaveCount(0);
  await billing.getByLabel("Régimen fiscal").selectOption("612");
  await billing.getByLabel("Uso del CFDI").selectOption("G03");
  await billing.getByRole("button", { name: "Guardar datos de facturación" }).click();
  await expect(page.getByText(BILLING_MESSAGES.saved)).toBeVisible();
  await expect(billing.getByText(BILLING_MESSAGES.rfc)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("region", { name: "Datos de facturación" }).getByLabel("RFC")).toHaveValue("CACX7605101P8");

  // A premium service for one of the agent's listings, paid at the local checkout.
  const listings = (await (await page.request.get("/api/my-properties")).json()) as { data: { id: string }[] };
  const started = await page.request.post("/api/services/checkout", { data: { serviceId: "boost_property", propertyId: listings.data[0].id } });
  expect(started.ok(), await started.text()).toBe(true);
  const orderId = new URL(((await started.json()) as { data: { url: string } }).data.url).pathname.split("/").pop()!;
  expect((await page.request.post(`/api/services/orders/${orderId}/pay`, { data: {} })).ok()).toBe(true);

  await page.goto("/dashboard?tab=facturas");
  const invoices = page.getByRole("region", { name: "Facturas" });
  const row = invoices.getByRole("listitem").filter({ hasText: "Servicio Impulso de propiedad" });
  await expect(row).toBeVisible();
  await expect(row.getByText("$499.00")).toBeVisible();
  // Stamped after the payment's answer: the list looks again until it is.
  await expect(row.getByText(/Folio H-\d+ · RFC CACX7605101P8/)).toBeVisible({ timeout: 15_000 });

  const download = page.waitForEvent("download");
  await row.getByRole("link", { name: /Descargar XML/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^hogaria-factura-H-\d+\.xml$/);
  const xml = await readFile(await file.path(), "utf8");
  expect(xml).toContain(
    '<cfdi:Receptor Rfc="CACX7605101P8" Nombre="XOCHILT CASAS CHAVEZ" DomicilioFiscalReceptor="36257" RegimenFiscalReceptor="612" UsoCFDI="G03"/>',
  );
  expect(xml).toContain('Total="499.00"');
});
