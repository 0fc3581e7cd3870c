import sharp from "sharp";
import { test, expect, waitingForTheApp } from "./app-test";
import { latestLinkFor } from "./mailbox";
import { verifyPhone } from "./sms-outbox";

// An agency grows its team: the owner invites an agent from "Equipo", the agent opens the
// e-mailed link (the development mailbox), creates the account with the invited address,
// and publishes a listing with the agency's passes; the owner sees it in "Equipo", and gives
// the listing to himself from "Mis propiedades".

const OWNER = { email: "contacto@raicesdelsur.mx" };
const AGENCY = "Raíces del Sur Bienes Raíces";
const INVITATION_LINK = /https?:\/\/\S+\/invitacion\?token=\S+/;
const PASSWORD = "ClaveSegura2026";

test("an agency owner invites an agent, who joins from the e-mail and publishes with the agency's passes", async ({
  page,
  browser,
  signIn,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(OWNER);
  // The agency's plan: bought through the local checkout, as a person pays for it.
  const checkout = await page.request.post("/api/checkout", { data: { planId: "plan_agency_core" } });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const { url } = ((await checkout.json()) as { data: { url: string } }).data;
  expect((await page.request.post(`/api/checkout/sessions/${url.split("/").pop()}/pay`)).ok()).toBe(true);
  const passesBefore = ((await (await page.request.get("/api/subscription")).json()) as { data: { total_passes: number } }).data.total_passes;

  // The owner invites from "Equipo" (desktop).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/dashboard?tab=equipo");
  await expect(page.getByRole("tab", { name: "Equipo" })).toHaveAttribute("aria-selected", "true");
  const email = `equipo.${Date.now()}@example.mx`;
  await page.getByLabel("Correo del agente").fill("no-es-un-correo");
  await page.getByRole("button", { name: "Enviar invitación" }).click();
  await expect(page.getByText("Ingresa un email válido")).toBeVisible();
  await page.getByLabel("Correo del agente").fill(email);
  await page.getByRole("button", { name: "Enviar invitación" }).click();
  await expect(page.getByText("Enviamos la invitación.")).toBeVisible();
  const pending = page.getByRole("region", { name: "Invitaciones pendientes" });
  await expect(pending.getByText(email)).toBeVisible();
  await expect(pending.getByRole("button", { name: `Reenviar la invitación a ${email}` })).toBeVisible();

  // The agent, on a phone, opens the link from the mailbox and creates the account.
  const agentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const agent = waitingForTheApp(await agentContext.newPage());
  await agent.goto(await latestLinkFor(agent.request, email, INVITATION_LINK));
  await expect(agent.getByRole("heading", { level: 1, name: `Únete a ${AGENCY}` })).toBeVisible();
  await expect(agent.getByLabel("Correo electrónico")).toHaveValue(email);
  await agent.screenshot({ path: testInfo.outputPath("invitation-390.png"), fullPage: true });
  await agent.getByLabel("Nombre completo").fill("Sofía Agente Nueva");
  await agent.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await agent.getByLabel("Confirmar contraseña").fill(PASSWORD);
  await agent.getByRole("button", { name: "Crear cuenta y unirme" }).click();
  // The toast says it at once; the dashboard's module can take a while to arrive under load.
  await expect(agent.getByText(`Te uniste a ${AGENCY}.`)).toBeVisible();
  await expect(agent).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  // An agent has no "Equipo" tab.
  await expect(agent.getByRole("tab", { name: "Mis propiedades" })).toBeVisible();
  await expect(agent.getByRole("tab", { name: "Equipo" })).toHaveCount(0);

  // The agent publishes: a verified phone and a complete draft through the API (the code
  // from the development SMS outbox), the photo and the publish in /publicar.
  await verifyPhone(agent.request);
  const places = (await (await agent.request.get("/api/locations?q=roma%20norte&limit=1")).json()) as { data: { id: string }[] };
  const place = places.data[0];
  const draft = ((await (await agent.request.post("/api/listings", { data: {} })).json()) as { data: { id: string } }).data;
  const title = `Casa con jardín en Roma Norte ${Date.now() % 10000}`;
  const saved = await agent.request.patch(`/api/listings/${draft.id}/draft`, {
    data: {
      operation_type: "venta",
      property_type: "casa",
      location_id: place.id,
      street: "Durango 245",
      lat: 19.4192,
      lng: -99.163,
      hide_address: false,
      price: 8_500_000,
      bedrooms: 3,
      bathrooms: 2.5,
      parking_spaces: 2,
      built_surface: 220,
      total_surface: 300,
      features: ["Jardín"],
      title,
      description: "Casa de dos niveles con jardín, estudio y cocina integral, a tres calles del parque México.",
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await agent.goto("/publicar");
  await agent.getByRole("button", { name: /Continuar borrador/ }).click();
  for (let step = 0; step < 5; step++) await agent.getByRole("button", { name: "Siguiente" }).click();
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 120, g: 160, b: 90 } } })
    .jpeg()
    .toBuffer();
  await agent.getByLabel("Elegir fotos").setInputFiles([{ name: "jardin.jpg", mimeType: "image/jpeg", buffer: photo }]);
  await expect(agent.getByRole("list", { name: "Fotos de la propiedad" }).getByRole("listitem")).toHaveCount(1, { timeout: 30_000 });
  await agent.getByRole("button", { name: "Siguiente" }).click();
  await expect(agent.getByRole("heading", { level: 1, name: "Revisión" })).toBeVisible();
  await agent.getByRole("button", { name: "Publicar", exact: true }).click();
  await expect(agent).toHaveURL(/\/propiedad\/[a-z0-9]+$/);
  await expect(agent.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await agentContext.close();

  // The owner sees the agent, the listing and the pass it took from the agency's plan.
  await page.reload();
  const team = page.getByRole("region", { name: "Tu equipo" });
  const member = team.getByRole("listitem").filter({ hasText: email });
  await expect(member.getByText(/1 propiedad ·/)).toBeVisible();
  const spends = page.getByRole("region", { name: "Pases y créditos usados" });
  await expect(spends.getByRole("listitem").first()).toContainText(`Sofía Agente Nueva publicó ${title}`);
  await expect(pending.getByText(email)).toHaveCount(0);
  const passesAfter = ((await (await page.request.get("/api/subscription")).json()) as { data: { total_passes: number } }).data.total_passes;
  expect(passesAfter).toBe(passesBefore - 1);
  await page.screenshot({ path: testInfo.outputPath("team-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("team-390.png"), fullPage: true });

  // On the phone, the owner gives the agent's listing to himself from "Mis propiedades".
  await page.getByRole("tab", { name: "Mis propiedades" }).click();
  const row = page.locator("article[data-listing-id]").filter({ hasText: title });
  await expect(row.getByText("Agente: Sofía Agente Nueva")).toBeVisible();
  await row.getByRole("button", { name: `Más acciones para ${title}` }).click();
  await page.getByRole("menuitem", { name: "Cambiar agente" }).click();
  const dialog = page.getByRole("dialog", { name: "Cambiar agente" });
  await expect(dialog).toContainText("la atiende Sofía Agente Nueva");
  const owner = dialog.getByRole("combobox", { name: "¿Quién la atiende ahora?" });
  const me = (await owner.locator("option").allInnerTexts()).find((name) => name.endsWith(" (tú)"))!;
  await owner.selectOption({ label: me });
  await dialog.getByRole("button", { name: "Cambiar agente" }).click();
  await expect(page.getByText("Reasignamos la propiedad.")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText(`Agente: ${me.replace(" (tú)", "")}`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("reassigned-390.png"), fullPage: true });
});
