import { DEMO_OPERATOR } from "../../db/seed/operator-desk";
import { expect, test, type APIRequestContext } from "./app-test";
import { DEMO_BUYER } from "./fixtures/demo-session";

// The operator's desk on a phone: the seeded listing held after three reports is reviewed
// with its evidence and hidden; its reporters hear the outcome and the audit log keeps it.

test.use({ viewport: { width: 390, height: 844 } });

async function mailsTo(request: APIRequestContext, email: string): Promise<{ subject: string; text: string }[]> {
  const mails = ((await (await request.get("/api/dev/emails")).json()) as { data: { to: string; subject: string; text: string }[] }).data;
  return mails.filter((m) => m.to === email);
}

test("an operator reviews a reported listing on a phone and hides it", async ({ page, signIn }, testInfo) => {
  await signIn(DEMO_OPERATOR);
  await page.goto("/");
  await page.getByRole("button", { name: "Abrir menú" }).click();
  await page.getByRole("dialog", { name: "Menú" }).getByRole("link", { name: "Panel de operador" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Panel de operador" })).toBeVisible();

  await page.getByRole("tab", { name: /Anuncios retenidos/ }).click();
  const card = page.getByRole("tabpanel").getByRole("article").filter({ hasText: "Reportes (3)" });
  await expect(card).toBeVisible();
  // The evidence: reports with their notes, the advertiser's answer and record, the contact.
  await expect(card).toContainText("Las fotos son de otra propiedad · 1");
  await expect(card).toContainText("Me pidieron un apartado de $5,000");
  await expect(card).toContainText("puedo mostrar la escritura");
  await expect(card).toContainText("Miembro desde");
  await expect(card.getByRole("heading", { name: "Otros anuncios con el mismo teléfono" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath("desk-held-390.png"), fullPage: true });

  // A reason is required, in Spanish, under the field.
  await card.getByRole("button", { name: "Ocultar anuncio" }).click();
  await expect(card.getByText("Escribe el motivo.")).toBeVisible();
  await card.getByLabel("Decisión sobre el anuncio").fill("Las fotos son de otra propiedad y pedían un apartado antes de visitar.");
  await card.getByRole("button", { name: "Ocultar anuncio" }).click();
  await expect(page.getByText("Anuncio oculto. Avisamos a quienes lo reportaron y al anunciante.")).toBeVisible();
  await expect(page.getByRole("tabpanel").getByRole("article").filter({ hasText: "Reportes (3)" })).toHaveCount(0);

  // Each reporter is told the outcome.
  for (const email of ["vecina.narvarte@example.mx", "jorge.b@example.mx", "paola.rentas@example.mx"]) {
    await expect.poll(async () => (await mailsTo(page.request, email)).map((m) => m.subject)).toEqual(["Revisamos el anuncio que reportaste"]);
  }

  await page.getByRole("tab", { name: "Bitácora" }).click();
  await expect(page.getByRole("tabpanel").getByRole("listitem").first()).toContainText("Ocultó un anuncio");
  await expect(page.getByRole("tabpanel").getByRole("listitem").first()).toContainText("pedían un apartado");
  await page.screenshot({ path: testInfo.outputPath("desk-audit-390.png"), fullPage: true });
});

test("a buyer who opens /operador gets the 404 page, and the desk's API refuses them", async ({ page, signIn }) => {
  await signIn(DEMO_BUYER);
  await page.goto("/operador");
  await expect(page.getByText("404")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Panel de operador" })).toHaveCount(0);
  expect((await page.request.get("/api/operator/queues")).status()).toBe(403);
  await page.getByRole("button", { name: "Abrir menú" }).click();
  await expect(page.getByRole("dialog", { name: "Menú" }).getByRole("link", { name: "Panel de operador" })).toHaveCount(0);
});

test("on a computer, the pending agency verification shows its RFC and its proof of address, streamed to the operator only", async ({
  page,
  signIn,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(DEMO_OPERATOR);
  await page.goto("/operador");
  await page.getByRole("tab", { name: /Verificaciones/ }).click();
  const card = page.getByRole("tabpanel").getByRole("article").filter({ hasText: "PSF150312AB3" });
  await expect(card).toContainText("Inmobiliaria: Punto Santa Fe");
  const proof = card.getByRole("link", { name: "Ver comprobante de domicilio" });
  const res = await page.request.get((await proof.getAttribute("href"))!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect(res.headers()["cache-control"]).toBe("private, no-store");
  expect((await res.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await page.screenshot({ path: testInfo.outputPath("desk-verifications-1280.png"), fullPage: true });
  await page.getByRole("tab", { name: /Reportes/ }).click();
  await page.screenshot({ path: testInfo.outputPath("desk-reports-1280.png"), fullPage: true });
});
