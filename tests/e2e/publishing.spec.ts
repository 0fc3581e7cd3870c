import { randomBytes } from "node:crypto";
import { test, expect, type Locator, type Page, waitingForTheApp } from "./app-test";
import sharp from "sharp";
import { UNTITLED_DRAFT } from "../../domain/listings/my-listing";
import { PHONE_MESSAGES } from "../../domain/phones/phone-messages";
import { CONFIRMATION_LINK, latestLinkFor } from "./mailbox";
import { latestSmsCode, uniquePhone } from "./sms-outbox";
import { patiently } from "./fixtures/patient-request";

// Publishing from the agent's side: a new agent with a plan verifies a phone by SMS code
// inline and publishes a rental with two photos from /publicar on a phone, finds it in /rentar and at /propiedad/{id}; a buyer
// writes to them and the agent reads it in "Mensajes". Opening /publicar saves nothing;
// the first photo chosen is the main one.

const PASSWORD = "ClaveSegura2026";

/** A new agent, signed in, e-mail confirmed, without a plan (a borrador spends no pass). */
async function newAgent(page: Page): Promise<{ email: string; name: string }> {
  const agent = { email: `publica.${Date.now()}@example.mx`, name: "Laura Publica" };
  const signUp = await patiently(() => page.request.post("/api/auth/sign-up/email", { data: { ...agent, password: PASSWORD, role: "agente" } }));
  expect(signUp.ok(), await signUp.text()).toBe(true);
  // Publishing waits for a confirmed e-mail: follow the link the sign-up e-mail carries.
  await page.request.get(await latestLinkFor(page.request, agent.email, CONFIRMATION_LINK));
  return agent;
}

async function agentWithPlan(page: Page): Promise<{ email: string; name: string }> {
  const agent = await newAgent(page);
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
  test.setTimeout(90_000);
  await agentWithPlan(page);
  const title = "Departamento luminoso con balcón en Roma Norte";

  await page.goto("/publicar");
  await expect(page.getByRole("heading", { level: 1, name: "Operación" })).toBeVisible();
  await expect(page.getByText("Paso 1 de 7")).toBeVisible();
  await expect(page.getByText("Se guarda solo mientras escribes")).toBeVisible();
  // Next without choosing: the step says what is missing.
  await page.getByRole("button", { name: "Siguiente" }).click();
  await expect(page.getByText("Elige si es venta, renta o remate.")).toBeVisible();
  await page.getByText("Renta", { exact: true }).click();
  await page.getByText("Departamento", { exact: true }).click();
  // The first choice saved the borrador: its id is in the address.
  await expect(page).toHaveURL(/[?&]id=[a-z0-9]+/);
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

  await page.getByLabel("Recámaras", { exact: true }).fill("2");
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
  // Optional: the advertiser's own English text, for the English pages.
  await page.getByLabel("Versión en inglés (opcional)").fill("Two bright bedrooms, a fitted kitchen and a balcony, two blocks from Parque México.");
  await expect(page.getByText("Guardado")).toBeVisible();
  await page.getByRole("button", { name: "Siguiente" }).click();

  await page.getByLabel("Elegir fotos").setInputFiles(await photos());
  await expect(page.getByRole("list", { name: "Fotos de la propiedad" }).getByRole("listitem")).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByText("Principal", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Siguiente" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Revisión" })).toBeVisible();
  const preview = page.getByRole("article", { name: "Vista previa" });
  await expect(preview.getByText("$28,000/mes")).toBeVisible();
  await expect(preview.getByText("Durango 245, Roma Norte")).toBeVisible();
  await expect(page.getByText(/Publicar usa 1 pase/)).toBeVisible();

  // A new agent has no verified phone: the server refuses to publish, and the review step
  // offers the verification right there, with the code from the development SMS outbox.
  const verification = page.getByRole("region", { name: "Verifica tu celular para publicar" });
  await expect(verification).toBeVisible();
  await page.getByRole("button", { name: "Publicar", exact: true }).click();
  await expect(page.getByText(PHONE_MESSAGES.publishNeedsPhone).last()).toBeVisible();
  await verification.getByLabel("Tu celular").fill("55123");
  await verification.getByRole("button", { name: "Enviar código" }).click();
  await expect(verification.getByText(PHONE_MESSAGES.phoneFormat)).toBeVisible();
  const phone = uniquePhone();
  await verification.getByLabel("Tu celular").fill(phone);
  await verification.getByRole("button", { name: "Enviar código" }).click();
  await expect(verification.getByText(PHONE_MESSAGES.codeSent(phone))).toBeVisible();
  await expect(verification.getByRole("button", { name: /^Reenviar código en 0:[0-5]\d$/ })).toBeDisabled();
  const codeField = verification.getByLabel("Código de verificación");
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  const code = await latestSmsCode(page.request, phone);
  await codeField.fill(code === "000000" ? "111111" : "000000");
  await codeField.press("Enter");
  await expect(verification.getByText(PHONE_MESSAGES.wrongCode(4))).toBeVisible();
  await codeField.fill(code);
  await codeField.press("Enter");
  await expect(verification.getByText(PHONE_MESSAGES.verified(phone))).toBeVisible();
  await page.getByRole("button", { name: "Publicar", exact: true }).click();

  await expect(page).toHaveURL(/\/propiedad\/[a-z0-9]+$/);
  const id = page.url().split("/").pop()!;
  // Buyers reach the number the agent just verified.
  const contact = (await (await page.request.post(`/api/properties/${id}/contact`, { data: {} })).json()) as { data: { phone: string } };
  expect(contact.data.phone).toBe(phone);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // The browser sent each photo in three sizes, the 800 px medium among them.
  const detail = (await (await page.request.get(`/api/properties/${id}`)).json()) as { data: { images: { medium_url: string | null }[] } };
  const medium = detail.data.images[0].medium_url;
  expect(medium).toMatch(/-m\.webp$/);
  expect(await sharp(await (await page.request.get(medium!)).body()).metadata()).toMatchObject({ width: 800, height: 600 });
  await expect(page.getByText("$28,000/mes").first()).toBeVisible();
  await expect(page.getByText("Dos recámaras con mucha luz natural")).toBeVisible();
  await expect(page.getByText("Two bright bedrooms")).toHaveCount(0);
  // The English page shows the advertiser's English text instead, as its description.
  await page.goto(`/en/propiedad/${id}`);
  await expect(page.getByRole("heading", { name: "Description", exact: true })).toBeVisible();
  await expect(page.getByText("Two bright bedrooms, a fitted kitchen and a balcony, two blocks from Parque México.")).toBeVisible();
  await expect(page.getByText("Dos recámaras con mucha luz natural")).toHaveCount(0);
  await expect(page.getByText("MX$28,000/month").first()).toBeVisible();

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

/** How many borradores the signed-in agent has ("Mis propiedades", filtered). */
async function draftCount(page: Page): Promise<number> {
  const answer = await page.request.get("/api/listings?status=borrador");
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { total: number } }).data.total;
}

test("opening /publicar saves nothing; the first choice creates the borrador and later changes are saved in it", async ({ page }) => {
  test.setTimeout(60_000);
  await newAgent(page);
  await page.goto("/publicar");
  await expect(page.getByRole("heading", { level: 1, name: "Operación" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Operación" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(page.url()).not.toContain("id=");
  expect(await draftCount(page)).toBe(0);

  // "Mis propiedades" has nothing to show.
  await page.goto("/dashboard");
  await expect(page.getByText("Aún no tienes propiedades.", { exact: false })).toBeVisible();
  await expect(page.getByText(UNTITLED_DRAFT)).toHaveCount(0);

  // The first change creates it; the next one is saved into the same borrador.
  await page.goto("/publicar");
  await page.getByText("Venta", { exact: true }).click();
  await expect(page).toHaveURL(/[?&]id=[a-z0-9]+/);
  await expect(page.getByText("Guardado")).toBeVisible();
  const id = new URL(page.url()).searchParams.get("id");
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/listings/${id}/draft`) && r.request().method() === "PATCH" && r.ok());
  await page.getByText("Casa", { exact: true }).click();
  await saved;
  expect(await draftCount(page)).toBe(1);

  await page.reload();
  await expect(page.getByRole("radio", { name: /^Venta/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Casa", exact: true })).toBeChecked();
  expect(await draftCount(page)).toBe(1);
});

/** A camera's photo, noisy so that it is heavy to resize and to send (the width tells it apart). */
async function noisyPhoto(name: string, width: number, height: number) {
  const buffer = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** A plain photo of one colour. */
async function plainPhoto(name: string, width: number, height: number) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 110 } } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

test.describe("on a computer", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the first photo chosen is the main one, through later batches and a reload, until the agent makes another one main", async ({ page }) => {
    test.setTimeout(90_000);
    await newAgent(page);
    // Straight to the photos of a new listing: choosing photos creates its borrador.
    await page.goto("/publicar?paso=6");
    await expect(page.getByRole("heading", { level: 1, name: "Fotos" })).toBeVisible();
    const tiles = page.getByRole("list", { name: "Fotos de la propiedad" }).getByRole("listitem");
    // Told apart by their stored width: the sala is heavy (resized to 2048), the recámara light.
    const imageOf = (tile: Locator) => tile.locator("img");
    const expectOrder = async (widths: string[]) => {
      await expect(tiles).toHaveCount(widths.length, { timeout: 30_000 });
      for (const [i, width] of widths.entries()) await expect(imageOf(tiles.nth(i))).toHaveAttribute("width", width);
      await expect(tiles.first().getByText("Principal", { exact: true })).toBeVisible();
      await expect(page.getByText("Principal", { exact: true })).toHaveCount(1);
    };

    // Sala first, then Recámara, in one choice: the heavy first one stays first.
    await page.getByLabel("Elegir fotos").setInputFiles([await noisyPhoto("sala.jpg", 3000, 2250), await plainPhoto("recamara.jpg", 1200, 1600)]);
    await expectOrder(["2048", "1200"]);
    await expect(page).toHaveURL(/[?&]id=[a-z0-9]+/);

    // A later choice goes after them; the main photo stays.
    await page.getByLabel("Elegir fotos").setInputFiles([await plainPhoto("cocina.jpg", 1400, 1400)]);
    await expectOrder(["2048", "1200", "1400"]);

    await page.reload();
    await expectOrder(["2048", "1200", "1400"]);
    expect(await draftCount(page)).toBe(1);

    // The agent makes the recámara main: it moves first, and stays so.
    await page.getByRole("button", { name: "Hacer principal la foto 2" }).click();
    await expect(page.getByText("Foto principal actualizada")).toBeVisible();
    await expectOrder(["1200", "2048", "1400"]);
    await page.reload();
    await expectOrder(["1200", "2048", "1400"]);
  });
});
