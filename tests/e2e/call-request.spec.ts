import { test, expect, type Page } from "./app-test";
import { HOGARIA_CALL } from "../../domain/call-requests/call-request-copy";

// The call-request dialog: its states (open, submitting, closed on success, open on failure), its field rules and its error and success messages.
// The happy path goes to the real API; the failure states the API cannot be made to
// produce on demand (a CHECK violation behind the validation, a network failure) are
// answered by intercepting the request in the browser.

function floatingButton(page: Page) {
  return page.getByRole("button", { name: "Asesoría gratis de Hogaria" });
}

async function openDialog(page: Page) {
  await floatingButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Asesoría gratis de Hogaria" });
  await expect(dialog).toBeVisible();
  return {
    dialog,
    name: dialog.getByRole("textbox", { name: "Nombre" }),
    phone: dialog.getByRole("textbox", { name: "Teléfono" }),
    submit: dialog.getByRole("button", { name: "Solicitar llamada" }),
  };
}

/** A phone number of our own per test, so the per-number limit never gets in the way. */
function uniquePhone(): string {
  return `55${String(Date.now()).slice(-8)}`;
}

test("the floating button opens the dialog; submit is enabled only when valid; sending shows the success toast and closes it", async ({ page }) => {
  await page.goto("/");
  const { dialog, name, phone, submit } = await openDialog(page);
  await expect(name).toBeFocused();
  await expect(submit).toBeDisabled();

  await name.fill("A");
  await phone.fill(uniquePhone());
  await expect(submit).toBeDisabled();

  await name.fill("Ana López");
  await phone.fill("551234567");
  await expect(submit).toBeDisabled();

  // Typed key by key: spaces and dashes are dropped, and the number stops at 10 digits.
  await phone.fill("");
  await phone.pressSequentially("55 1234-5678 99");
  await expect(phone).toHaveValue("5512345678");
  await expect(submit).toBeEnabled();

  // Hold the request until the submitting state has been seen, then let it reach the API.
  await phone.fill(uniquePhone());
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/call-requests", async (route) => {
    await held;
    await route.continue();
  });
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/call-requests"));
  await submit.click();
  await expect(dialog.getByRole("button", { name: "Enviando..." })).toBeDisabled();
  release();

  expect((await answered).status()).toBe(201);
  await expect(page.getByText("¡Listo! Te llamaremos en breve.")).toBeVisible();
  await expect(page.getByText("Hemos recibido tu solicitud de llamada.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(floatingButton(page)).toBeFocused();

  // The form was reset.
  const reopened = await openDialog(page);
  await expect(reopened.name).toHaveValue("");
  await expect(reopened.phone).toHaveValue("");
});

test("a CHECK violation shows the phone error, keeps the dialog open, and editing the phone clears it", async ({ page }) => {
  await page.route("**/api/call-requests", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "check_violation", message: "chk_numero_mx_10" } }),
    }),
  );
  await page.goto("/terminos");
  const { dialog, name, phone, submit } = await openDialog(page);
  await name.fill("Ana López");
  await phone.fill("5512345678");
  await submit.click();

  const error = dialog.getByText("Escribe 10 dígitos, sin espacios ni guiones.");
  await expect(error).toBeVisible();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(dialog).toBeVisible();

  await phone.press("Backspace");
  await expect(error).toBeHidden();
  await expect(phone).toHaveAttribute("aria-invalid", "false");
});

test("a name that is only markup is refused with the name's message, cleared on edit", async ({ page }) => {
  await page.goto("/");
  const { dialog, name, phone, submit } = await openDialog(page);
  // Only markup: two characters for the button, nothing left once sanitised.
  await name.fill("<b></b>");
  await phone.fill(uniquePhone());
  await submit.click();
  await expect(dialog.getByText("El nombre es requerido")).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await name.fill("Ana López");
  await expect(dialog.getByText("El nombre es requerido")).toBeHidden();
});

test("a rate limit and a network failure are toasted and the dialog stays open", async ({ page }) => {
  let call = 0;
  await page.route("**/api/call-requests", (route) => {
    call += 1;
    if (call === 1) {
      return route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "rate_limited", message: "Demasiadas solicitudes. Intenta en un minuto." } }),
      });
    }
    return route.abort("failed");
  });
  await page.goto("/");
  const { dialog, name, phone, submit } = await openDialog(page);
  await name.fill("Ana López");
  await phone.fill("5512345678");

  await submit.click();
  await expect(page.getByText("Demasiadas solicitudes. Intenta en un minuto.")).toBeVisible();
  await expect(dialog).toBeVisible();

  await submit.click();
  await expect(page.getByText("Ocurrió un error inesperado. Intenta de nuevo.")).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(name).toHaveValue("Ana López");
});

test("Escape closes the dialog and returns focus to the floating button; account pages have no floating button", async ({ page }) => {
  await page.goto("/sobre-nosotros");
  await openDialog(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(floatingButton(page)).toBeFocused();

  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(floatingButton(page)).toHaveCount(0);
});

type ListingWithAgent = { id: string; title: string; agent: { name: string; agency: { name: string } | null } | null };

test("on a listing, 'Que me llame …' names its advertiser, who gets the request; the floating button is Hogaria's advice", async ({ page }) => {
  test.setTimeout(60_000);
  const search = await page.request.get("/api/properties?operation=renta&page_size=12");
  const { data } = (await search.json()) as { data: { items: { id: string }[] } };
  let listing: ListingWithAgent | undefined;
  for (const { id } of data.items) {
    const detail = ((await (await page.request.get(`/api/properties/${id}`)).json()) as { data: ListingWithAgent }).data;
    if (detail.agent?.agency) {
      listing = detail;
      break;
    }
  }
  expect(listing, "a rental whose agent belongs to an agency").toBeDefined();
  const { agent } = listing!;
  await page.goto(`/propiedad/${listing!.id}`);
  const stamp = String(Date.now()).slice(-6);
  const sent: Record<string, unknown>[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/call-requests")) sent.push(request.postDataJSON() as Record<string, unknown>);
  });

  // The floating button: Hogaria's own advisers, not the listing's.
  await expect(floatingButton(page)).toHaveAttribute("title", HOGARIA_CALL.buttonHint);
  const hogaria = await openDialog(page);
  await expect(hogaria.dialog).toContainText("Un asesor de Hogaria te llama");
  await hogaria.name.fill(`Ana Asesoría ${stamp}`);
  await hogaria.phone.fill(uniquePhone());
  await hogaria.submit.click();
  await expect(page.getByText("¡Listo! Te llamaremos en breve.")).toBeVisible();
  await expect(hogaria.dialog).toBeHidden();

  // The listing's contact: its advertiser calls, by name.
  const contact = page.getByRole("region", { name: "Contacta al anunciante" });
  await contact.getByRole("button", { name: `Que me llame ${agent!.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `${agent!.name} te llama` });
  await expect(dialog).toContainText(`se los enviamos a ${agent!.name}, de ${agent!.agency!.name}, para que te llame sobre esta propiedad`);
  await expect(dialog).not.toContainText("Hogaria te llama");
  await dialog.getByRole("textbox", { name: "Nombre" }).fill(`Beto Anuncio ${stamp}`);
  await dialog.getByRole("textbox", { name: "Teléfono" }).fill(uniquePhone());
  await dialog.getByRole("button", { name: "Solicitar llamada" }).click();
  await expect(page.getByText(`¡Listo! ${agent!.name} te llamará en breve.`)).toBeVisible();

  // What each asked for: only the listing's request carries the listing.
  expect(sent).toHaveLength(2);
  expect(sent[0].property_id).toBeUndefined();
  expect(sent[1].property_id).toBe(listing!.id);
  // The advertiser is e-mailed about the listing's request, and about nothing else.
  const mails = async () =>
    ((await (await page.request.get("/api/dev/emails")).json()) as { data: { text: string }[] }).data
      .map((m) => m.text)
      .filter((t) => t.includes(stamp));
  await expect.poll(async () => (await mails()).some((t) => t.includes(`Beto Anuncio ${stamp} pidió que le llamen sobre tu propiedad`))).toBe(true);
  expect((await mails()).filter((t) => t.includes(`Ana Asesoría ${stamp}`))).toHaveLength(0);
});
