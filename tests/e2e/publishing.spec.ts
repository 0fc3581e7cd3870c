import { test, expect, type Page, waitingForTheApp } from "./app-test";
import sharp from "sharp";
import { CONFIRMATION_LINK, latestLinkFor } from "./mailbox";

// Publishing from the agent's side: a new agent with a plan publishes a rental with two
// photos from /publicar on a phone, finds it in /rentar and at /propiedad/{id}; a buyer
// writes to them and the agent reads it in "Mensajes".

const PASSWORD = "ClaveSegura2026";

async function agentWithPlan(page: Page): Promise<{ email: string; name: string }> {
  const agent = { email: `publica.${Date.now()}@example.mx`, name: "Laura Publica" };
  const signUp = await page.request.post("/api/auth/sign-up/email", { data: { ...agent, password: PASSWORD, role: "agente" } });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  // Publishing waits for a confirmed e-mail: follow the link the sign-up e-mail carries.
  await page.request.get(await latestLinkFor(page.request, agent.email, CONFIRMATION_LINK));
  const plans = (await (await page.request.get("/api/plans")).json()) as { data: { id: string; plan_category: string }[] };
  const pro = plans.data.find((p) => p.plan_category === "pro")!;
  const checkout = await page.request.post("/api/checkout", { data: { planId: pro.id } });
  const { url } = ((await checkout.json()) as { data: { url: string } }).data;
  const paid = await page.request.post(`/api/checkout/sessions/${url.split("/").pop()}/pay`);
  expect(paid.ok(), await paid.text()).toBe(true);
  return agent;
}

// Two phone-sized photos of different colours, as a camera would give them.
async function photos(): Promise<{ name: string; mimeType: string; buffer: Buffer }[]> {
  const make = (r: number, g: number, b: number) =>
    sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r, g, b } } })
      .jpeg()
      .toBuffer();
  return [
    { name: "sala.jpg", mimeType: "image/jpeg", buffer: await make(200, 120, 80) },
    { name: "cocina.jpg", mimeType: "image/jpeg", buffer: await make(60, 120, 200) },
  ];
}

test.use({ viewport: { width: 390, height: 844 } });

test("an agent publishes a rental with two photos from a phone, and a buyer's message reaches them", async ({ page, browser }) => {
  await agentWithPlan(page);
  const title = "Departamento luminoso con balcón en Roma Norte";

  await page.goto("/publicar");
  await expect(page.getByRole("heading", { level: 1, name: "Operación" })).toBeVisible();
  await expect(page.getByText("Paso 1 de 7")).toBeVisible();
  // Next without choosing: the step says what is missing.
  await page.getByRole("button", { name: "Siguiente" }).click();
  await expect(page.getByText("Elige si es venta, renta o remate.")).toBeVisible();
  await page.getByText("Renta", { exact: true }).click();
  await page.getByText("Departamento", { exact: true }).click();
  await page.getByRole("button", { name: "Siguiente" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Ubicación" })).toBeVisible();
  await page.getByRole("combobox", { name: "Colonia" }).fill("roma nor");
  await page.getByRole("option", { name: /Roma Norte/ }).click();
  await page.getByLabel("Calle y número").fill("Durango 245");
  await expect(page.getByRole("application", { name: /Mapa para colocar la ubicación/ })).toBeVisible();
  await page.getByRole("button", { name: "Siguiente" }).click();

  // A rent priced like a house is refused at the field, in Spanish.
  await page.getByLabel("Renta mensual").fill("50000000");
  await expect(page.getByLabel("Renta mensual")).toHaveValue("50,000,000");
  await page.getByRole("button", { name: "Siguiente" }).click();
  await expect(page.getByText("La renta mensual debe estar entre $1,000 y $2,000,000.")).toBeVisible();
  await page.getByLabel("Renta mensual").fill("28000");
  await page.getByRole("button", { name: "Siguiente" }).click();

  await page.getByLabel("Recámaras").fill("2");
  await page.getByLabel("Baños").fill("1.5");
  await page.getByLabel("Estacionamientos").fill("1");
  await page.getByLabel("Construcción").fill("85");
  await page.getByText("Balcón", { exact: true }).click();
  await page.getByRole("button", { name: "Siguiente" }).click();

  await expect(page.getByLabel("Título")).toHaveValue("Departamento en renta en Roma Norte, 2 recámaras");
  await page.getByLabel("Título").fill(title);
  await page
    .getByLabel("Descripción")
    .fill("Dos recámaras con mucha luz natural, cocina integral y balcón a la calle.\n\nA dos cuadras del parque México.");
  await expect(page.getByText("Guardado")).toBeVisible();
  await page.getByRole("button", { name: "Siguiente" }).click();

  await page.getByLabel("Elegir fotos").setInputFiles(await photos());
  await expect(page.getByRole("list", { name: "Fotos de la propiedad" }).getByRole("listitem")).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByText("Principal", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Siguiente" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Revisión" })).toBeVisible();
  const preview = page.getByRole("article", { name: "Vista previa" });
  await expect(preview.getByText("$28,000/mes")).toBeVisible();
  await expect(preview.getByText("Durango 245, Roma Norte")).toBeVisible();
  await expect(page.getByText(/Publicar usa 1 pase/)).toBeVisible();
  await page.getByRole("button", { name: "Publicar", exact: true }).click();

  await expect(page).toHaveURL(/\/propiedad\/[a-z0-9]+$/);
  const id = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // The browser sent each photo in three sizes, the 800 px medium among them.
  const detail = (await (await page.request.get(`/api/properties/${id}`)).json()) as { data: { images: { medium_url: string | null }[] } };
  const medium = detail.data.images[0].medium_url;
  expect(medium).toMatch(/-m\.webp$/);
  expect(await sharp(await (await page.request.get(medium!)).body()).metadata()).toMatchObject({ width: 800, height: 600 });
  await expect(page.getByText("$28,000/mes").first()).toBeVisible();

  // In the search at once, first among the newest rentals of its colonia.
  const places = (await (await page.request.get("/api/locations?q=roma%20norte&limit=1")).json()) as { data: { id: string }[] };
  await page.goto(`/rentar?location=Roma%20Norte&location_id=${places.data[0].id}`);
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();

  // A buyer, signed out, writes from the listing's page.
  // A phone with twice the pixels: the first photo it fetches is the medium.
  const buyer = waitingForTheApp(await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 }));
  await buyer.goto(`/propiedad/${id}`);
  await expect(buyer.getByRole("group", { name: "1 de 2" }).locator("img")).toHaveJSProperty("currentSrc", new URL(medium!, buyer.url()).href);
  await buyer.getByRole("button", { name: "Enviar mensaje" }).first().click();
  const dialog = buyer.getByRole("dialog", { name: "Enviar mensaje" });
  await expect(dialog.getByLabel("Mensaje")).toHaveValue(`Hola, me interesa “${title}”. ¿Sigue disponible?`);
  await dialog.getByLabel("Nombre").fill("Tomás Comprador");
  await dialog.getByLabel("Teléfono").fill("5512345678");
  await dialog.getByLabel("Correo electrónico").fill("tomas@example.mx");
  await dialog.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(buyer.getByText("¡Mensaje enviado!")).toBeVisible();
  await buyer.close();

  // The agent reads it in "Mensajes".
  await page.goto("/dashboard?tab=mensajes");
  await expect(page.getByRole("heading", { name: "Tomás Comprador" })).toBeVisible();
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
});
