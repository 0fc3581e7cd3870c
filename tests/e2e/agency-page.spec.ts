import { readFile } from "node:fs/promises";
import { test, expect } from "./app-test";
import { latestLinkFor } from "./mailbox";

// An agency's public page, reached from the directory, and its owner's report.

const AGENCY = "Casa Capital Inmobiliaria";
const OWNER = { email: "inmobiliaria@hogaria.mx" };

test("from /buscar-inmobiliarias to the agency's page: its agents, a revealed number, and its listings filtered", async ({ page }) => {
  await page.goto("/buscar-inmobiliarias");
  await page.getByRole("link", { name: AGENCY }).click();
  await expect(page).toHaveURL(/\/inmobiliaria\/casa-capital-inmobiliaria$/);
  await expect(page.getByRole("heading", { level: 1, name: AGENCY })).toBeVisible();
  await expect(page.getByRole("list", { name: "Zonas donde trabaja" }).getByRole("listitem").first()).toBeVisible();

  const agents = page.getByRole("region", { name: "Asesores" });
  await expect(agents.getByRole("heading", { name: "Sofía Ramírez" })).toBeVisible();
  // The number is not in the page until asked for.
  expect(await page.content()).not.toMatch(/tel:\+52/);
  await agents.getByRole("button", { name: "Ver teléfono de Sofía Ramírez" }).click();
  await expect(agents.getByRole("link", { name: /^\d{2} \d{4} \d{4}$/ }).first()).toBeVisible();

  const listings = page.getByRole("region", { name: "Propiedades" });
  const status = listings.getByRole("status");
  await expect(status).toHaveText(/\d+ propiedad/);
  const all = Number((await status.textContent())!.replace(/\D/g, ""));
  await expect(listings.locator('a[href^="/propiedad/"]').first()).toBeVisible();

  await listings.getByRole("combobox", { name: "Recámaras" }).selectOption("3");
  await expect(page).toHaveURL(/recamaras=3/);
  await expect(status).not.toHaveText(`${all} propiedades`);
  const filtered = Number((await status.textContent())!.replace(/\D/g, ""));
  expect(filtered).toBeLessThan(all);
});

test("an agent who gave no phone shows none on the agency's page: not the agency's number under their name, no WhatsApp", async ({
  page,
  request,
  signIn,
}, testInfo) => {
  test.setTimeout(120_000);
  // The owner invites an agent, who joins without ever entering a phone.
  await signIn(OWNER);
  const email = `sin.telefono.${Date.now()}@example.mx`;
  const invited = await page.request.post("/api/agency/invitations", { data: { email } });
  expect(invited.ok(), await invited.text()).toBe(true);
  const token = new URL(await latestLinkFor(page.request, email, /https?:\/\/\S+\/invitacion\?token=\S+/), "http://x").searchParams.get("token")!;
  const name = `Tomás Sinnúmero ${Date.now().toString(36)}`;
  const joined = await request.post(`/api/agency-invitations/${encodeURIComponent(token)}/register`, { data: { name, password: "ClaveSegura2026" } });
  expect(joined.ok(), await joined.text()).toBe(true);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/inmobiliaria/casa-capital-inmobiliaria");
    const card = page
      .getByRole("region", { name: "Asesores" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name }) });
    await expect(card).toBeVisible();
    await expect(card.getByRole("button", { name: `Ver teléfono de ${name}` })).toHaveCount(0);
    await expect(card.getByRole("link")).toHaveCount(0);
    // An agent with a number of their own still offers it.
    await expect(page.getByRole("button", { name: "Ver teléfono de Sofía Ramírez" })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`agent-without-phone-${width}.png`) });
  }
  // Nor does the API hand out a number in the agent's name.
  const agentId = (
    (await (await page.request.get("/api/agencies/casa-capital-inmobiliaria")).json()) as { data: { agents: { id: string; name: string }[] } }
  ).data.agents.find((a) => a.name === name)!.id;
  const contact = await page.request.post(`/api/agencies/casa-capital-inmobiliaria/agents/${agentId}/contact`, { data: {} });
  expect(((await contact.json()) as { data: unknown }).data).toEqual({ name, phone: null, whatsapp: null });
});

test("an unknown agency is a 404 page that leads back to the directory", async ({ page }) => {
  const response = await page.goto("/inmobiliaria/no-existe-esta-inmobiliaria");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No encontramos esta inmobiliaria." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver inmobiliarias" })).toHaveAttribute("href", "/buscar-inmobiliarias");
});

test("the agency's owner sees the report and downloads it as CSV", async ({ page, signIn }) => {
  await signIn(OWNER);
  await page.goto("/dashboard?tab=reportes");
  await expect(page.getByRole("tab", { name: "Reportes" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Reportes" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Últimos 30 días: [\d,]+ vistas/ })).toBeVisible();
  await expect(page.getByRole("table", { name: "Por asesor" }).getByRole("rowheader", { name: "Sofía Ramírez" })).toBeVisible();
  // The demo agency has more listings than the report lists one by one: it says so.
  const capped = /^Las 500 propiedades más vistas de [\d,]+\.$/;
  await expect(page.getByRole("table", { name: /^Por propiedad/ }).getByText(capped)).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Descargar CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^reporte-casa-capital-inmobiliaria-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, "utf8");
  expect(csv).toContain('"Propiedad","Asesor","Estado","Vistas","Guardados","Contactos"');
  expect(csv).toContain('"Sofía Ramírez"');
  expect(csv.split("\r\n")[1]).toMatch(/^"Las 500 propiedades más vistas de [\d,]+\."$/);
});

test("an agent has no Reportes tab", async ({ page, signIn }) => {
  await signIn({ email: "sofia.ramirez@hogaria.mx" });
  await page.goto("/dashboard?tab=reportes");
  await expect(page.getByRole("tab", { name: "Mis propiedades" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Reportes" })).toHaveCount(0);
});

for (const width of [390, 1280]) {
  test(`screenshots at ${width} px`, async ({ page, signIn }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/inmobiliaria/casa-capital-inmobiliaria");
    await expect(page.getByRole("heading", { level: 1, name: AGENCY })).toBeVisible();
    await page.screenshot({ path: `test-results/agency-page-${width}.png`, fullPage: false });
    await signIn(OWNER);
    await page.goto("/dashboard?tab=reportes");
    await expect(page.getByRole("img", { name: /Últimos 30 días/ })).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `test-results/agency-report-${width}.png`, fullPage: true });
  });
}
