import sharp from "sharp";
import { test, expect, waitingForTheApp, type APIRequestContext, type Page } from "./app-test";
import { DEMO_BUYER } from "./fixtures/demo-session";
import { CONFIRMATION_LINK, latestLinkFor } from "./mailbox";
import { verifyPhone } from "./sms-outbox";
import { patiently } from "./fixtures/patient-request";

// A buyer's saved search alerts them: the buyer saves a search of rentals in Roma Norte (on a
// phone, with "Guardar búsqueda" on the results page), an agent
// publishes a matching rental through /publicar, and the alert e-mail arrives in the
// development mailbox (/api/dev/emails) with a link that opens the listing and a one-click
// unsubscribe link that works signed out.

const PASSWORD = "ClaveSegura2026";

type OutboxMail = { to: string; subject: string; text: string; html: string; headers: Record<string, string> };

async function agentWithPlan(request: APIRequestContext) {
  const agent = { email: `alerta.${Date.now()}@example.mx`, name: "Andrés Alertas" };
  const signUp = await patiently(() => request.post("/api/auth/sign-up/email", { data: { ...agent, password: PASSWORD, role: "agente" } }));
  expect(signUp.ok(), await signUp.text()).toBe(true);
  await request.get(await latestLinkFor(request, agent.email, CONFIRMATION_LINK));
  // Publishing needs a verified phone: the code from the development SMS outbox.
  await verifyPhone(request);
  const plans = (await (await request.get("/api/plans")).json()) as { data: { id: string; plan_category: string }[] };
  const pro = plans.data.find((p) => p.plan_category === "pro")!;
  const { url } = ((await (await request.post("/api/checkout", { data: { planId: pro.id } })).json()) as { data: { url: string } }).data;
  const paid = await request.post(`/api/checkout/sessions/${url.split("/").pop()}/pay`);
  expect(paid.ok(), await paid.text()).toBe(true);
}

async function publishRental(page: Page, title: string): Promise<string> {
  await page.goto("/publicar");
  await page.getByText("Renta", { exact: true }).click();
  await page.getByText("Departamento", { exact: true }).click();
  await page.getByRole("button", { name: "Siguiente" }).click();
  await page.getByRole("combobox", { name: "Colonia" }).fill("roma nor");
  await page.getByRole("option", { name: /Roma Norte/ }).click();
  await page.getByLabel("Calle y número").fill("Colima 180");
  await page.getByRole("button", { name: "Siguiente" }).click();
  await page.getByLabel("Renta mensual").fill("24500");
  await page.getByRole("button", { name: "Siguiente" }).click();
  await page.getByLabel("Recámaras", { exact: true }).fill("2");
  await page.getByLabel("Baños").fill("1");
  await page.getByLabel("Construcción").fill("70");
  await page.getByRole("button", { name: "Siguiente" }).click();
  await page.getByLabel("Título").fill(title);
  await page
    .getByLabel("Descripción")
    .fill("Departamento con mucha luz, cocina integral y balcón, a media cuadra de Álvaro Obregón.\n\nListo para habitar.");
  await expect(page.getByText("Guardado")).toBeVisible();
  await page.getByRole("button", { name: "Siguiente" }).click();
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 180, g: 140, b: 90 } } })
    .jpeg()
    .toBuffer();
  await page.getByLabel("Elegir fotos").setInputFiles([{ name: "sala.jpg", mimeType: "image/jpeg", buffer: photo }]);
  await expect(page.getByRole("list", { name: "Fotos de la propiedad" }).getByRole("listitem")).toHaveCount(1, { timeout: 20_000 });
  await page.getByRole("button", { name: "Siguiente" }).click();
  await page.getByRole("button", { name: "Publicar", exact: true }).click();
  await expect(page).toHaveURL(/\/propiedad\/[a-z0-9]+$/);
  return page.url().split("/").pop()!;
}

test.use({ viewport: { width: 390, height: 844 } });

test("a buyer's saved search e-mails them when an agent publishes a matching rental, with a working link and one-click unsubscribe", async ({
  page,
  browser,
  signIn,
}) => {
  test.setTimeout(90_000);
  await signIn(DEMO_BUYER);
  const name = `Depas en Roma Norte ${Date.now()}`;
  // The buyer saves the search on the phone, from the results page, with instant alerts.
  await page.goto(`/rentar?location=${encodeURIComponent("Roma Norte")}&tipo=departamento&precio_max=30000`);
  await page.getByRole("button", { name: "Guardar búsqueda" }).click();
  const dialog = page.getByRole("dialog", { name: "Guardar búsqueda" });
  await dialog.getByRole("textbox", { name: "Nombre" }).fill(name);
  await dialog.getByRole("radio", { name: /^Al momento/ }).check();
  await dialog.getByRole("button", { name: "Guardar búsqueda" }).click();
  await expect(page.getByText("Búsqueda guardada")).toBeVisible();

  const agentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const agentPage = waitingForTheApp(await agentContext.newPage());
  await agentWithPlan(agentContext.request);
  const title = `Departamento con balcón en Roma Norte ${Date.now() % 100_000}`;
  const id = await publishRental(agentPage, title);
  await agentContext.close();

  // The alert, in the development mailbox.
  let mail: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const mails = ((await (await page.request.get("/api/dev/emails")).json()) as { data: OutboxMail[] }).data;
      // The search's name is in the text, never in the subject.
      mail = mails.find((m) => m.to === DEMO_BUYER.email && m.text.includes(name) && m.text.includes(title));
      return mail?.subject ?? "";
    })
    .toBe("Una propiedad nueva para tu búsqueda guardada");
  expect(mail!.text).toContain(title);
  expect(mail!.text).toContain("$24,500/mes · Roma Norte");
  expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  expect(mail!.headers["List-Unsubscribe"]).toMatch(/^<https?:\/\/\S+\/alertas\/baja\?token=\S+>$/);

  // Its link opens the listing.
  const listingUrl = new URL(mail!.text.match(new RegExp(`https?://\\S+/propiedad/${id}`))![0]);
  await page.goto(listingUrl.pathname);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // "Ver todas" opens the search, where the listing is.
  const seeAll = new URL(mail!.text.match(/Ver todas: (\S+)/)![1]);
  await page.goto(`${seeAll.pathname}${seeAll.search}`);
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();

  // Unsubscribing works signed out, from the e-mail's link.
  const unsubscribe = new URL(mail!.headers["List-Unsubscribe"].slice(1, -1));
  const stranger = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await stranger.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await expect(stranger.getByRole("heading", { level: 1, name: "Avisos de búsqueda" })).toBeVisible();
  await expect(stranger.getByText(`¿Dejar de recibir avisos de tu búsqueda “${name}”?`)).toBeVisible();
  await stranger.getByRole("button", { name: "Dejar de recibir avisos" }).click();
  await expect(stranger.getByText(`Listo: ya no te enviaremos avisos de tu búsqueda “${name}”.`)).toBeVisible();
  await stranger.close();
  const searches = (await (await page.request.get("/api/saved-searches")).json()) as { data: { items: { name: string; frequency: string }[] } };
  expect(searches.data.items.find((s) => s.name === name)?.frequency).toBe("sin_alertas");
});
