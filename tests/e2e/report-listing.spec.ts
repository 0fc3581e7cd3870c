import { test, expect, type APIRequestContext, type Page } from "@playwright/test";
import { APP_READY_ATTRIBUTE, EARLY_INPUT_HELD_ATTRIBUTE } from "../../domain/pages/page-document";
import { REPORT_MESSAGES } from "../../domain/trust/listing-reports";

// "Reportar anuncio" as a visitor on a phone meets it: on a listing's page the worker
// rendered, tapped before the app's code has arrived (held and replayed), the dialog asks
// for a motivo, an optional note and an e-mail; the report is acknowledged, and the same
// address cannot report the same listing twice.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function aListing(api: APIRequestContext, skip: number): Promise<{ id: string; title: string }> {
  const response = await api.get("/api/properties?operation=renta&page_size=50");
  expect(response.ok()).toBe(true);
  const { items } = ((await response.json()) as { data: { items: { id: string; title: string }[] } }).data;
  expect(items.length).toBeGreaterThan(skip);
  return items[items.length - 1 - skip]!;
}

async function holdTheAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const uniqueEmail = () => `reporta.${crypto.randomUUID().slice(0, 8)}@example.mx`;

test("a visitor reports a listing from its page, tapping before the page's code arrived, and cannot report it twice", async ({ page, request }) => {
  const listing = await aListing(request, 0);
  const release = await holdTheAppCode(page);
  await page.goto(`/propiedad/${listing.id}`, { waitUntil: "commit" });

  const reportButton = page.getByRole("button", { name: "Reportar anuncio" });
  await reportButton.scrollIntoViewIfNeeded();
  await reportButton.tap();
  expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), APP_READY_ATTRIBUTE)).toBe(false);
  await expect(reportButton).toHaveAttribute(EARLY_INPUT_HELD_ATTRIBUTE, "");
  release();

  const dialog = page.getByRole("dialog", { name: "Reportar anuncio" });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  const send = dialog.getByRole("button", { name: "Enviar reporte" });

  // Nothing chosen: the motivo and the e-mail are asked for, and nothing is sent.
  await send.click();
  await expect(dialog.getByText(REPORT_MESSAGES.reasonRequired)).toBeVisible();

  await dialog.getByRole("radio", { name: "Me pidieron dinero antes de visitar" }).check();
  await dialog
    .getByRole("textbox", { name: "Nota (opcional)" })
    .fill("Me pidieron un apartado de 5,000 por transferencia antes de ver el departamento.");
  const email = uniqueEmail();
  await dialog.getByRole("textbox", { name: "Correo electrónico" }).fill(email);
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/listing-reports"));
  await send.click();
  expect((await answered).status()).toBe(201);
  await expect(page.getByText(REPORT_MESSAGES.sent)).toBeVisible();
  await expect(dialog).toBeHidden();
  // An anonymous report alone does not take the listing down.
  expect((await request.get(`/api/properties/${listing.id}`)).status()).toBe(200);

  // The acknowledgement reached the address, without the note.
  await expect
    .poll(async () => {
      const mails = ((await (await request.get("/api/dev/emails")).json()) as { data: { to: string; subject: string; text: string }[] }).data;
      return mails.filter((m) => m.to === email).map((m) => [m.subject, m.text.includes("apartado")]);
    })
    .toEqual([["Recibimos tu reporte", false]]);

  // Again from the same address: refused in words, the dialog keeps what was typed.
  await page.getByRole("button", { name: "Reportar anuncio" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("radio", { name: "El precio es falso" }).check();
  await dialog.getByRole("textbox", { name: "Correo electrónico" }).fill(email);
  await dialog.getByRole("button", { name: "Enviar reporte" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(REPORT_MESSAGES.alreadyReported);
  await expect(dialog.getByRole("radio", { name: "El precio es falso" })).toBeChecked();
});
