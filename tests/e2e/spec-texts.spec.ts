import { test, expect, type APIRequestContext, type Locator, type Page } from "./app-test";
import { patiently } from "./fixtures/patient-request";

// The specification's own words, as a person reads them: the register form's messages under
// their fields, the sign-in toasts and the 404 page's heading, on a phone (390 px, touch)
// and on a desktop (1280 px). The texts are written out here, not imported: they are the
// spec's, and the page must show exactly them.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false } as const;

const PASSWORD = "Segura2026";

function uniqueEmail(tag: string): string {
  return `e2e-textos-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@ejemplo.mx`;
}

async function signUp(api: APIRequestContext): Promise<string> {
  const email = uniqueEmail("cuenta");
  const response = await patiently(() =>
    api.post("/api/auth/sign-up/email", { data: { name: "Marta Textos", email, password: PASSWORD, role: "no_agente" } }),
  );
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The field is marked invalid and its description (the error under it) starts with the message. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${escaped(message)}`));
}

/** A toast (sonner) with exactly this title and, when given, this sentence under it. */
function toast(page: Page, title: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ has: page.locator("[data-title]", { hasText: new RegExp(`^${escaped(title)}$`) }) });
}

async function press(button: Locator, touch: boolean) {
  if (touch) await button.tap();
  else await button.click();
}

for (const [device, settings] of [
  ["390 px, touch", PHONE],
  ["1280 px", DESKTOP],
] as const) {
  test.describe(device, () => {
    test.use(settings);
    const touch = settings.hasTouch;

    test("the register form answers with the spec's messages, each under its field", async ({ page }) => {
      await page.goto("/register");
      const name = page.getByLabel("Nombre completo");
      const email = page.getByLabel("Correo electrónico");
      const password = page.getByLabel("Contraseña", { exact: true });
      const submit = page.getByRole("button", { name: "Crear cuenta" });

      // Nothing written: the e-mail is required.
      await press(submit, touch);
      await expectFieldError(email, "Email es requerido");
      await expect(page.getByText("Email es requerido", { exact: true })).toBeVisible();

      // A one-letter name, an address without its domain and a weak password.
      await name.fill("A");
      await email.fill("ana@");
      await password.fill("debil");
      await page.getByLabel("Confirmar contraseña").fill("debil");
      await press(submit, touch);
      await expectFieldError(name, "El nombre debe tener al menos 2 caracteres");
      await expectFieldError(email, "Ingresa un email válido");
      await expectFieldError(password, "La contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula y un número");
      await expect(page.getByText("Ingresa un email válido", { exact: true })).toBeVisible();

      // A name longer than 50 characters.
      await name.fill("x".repeat(51));
      await press(submit, touch);
      await expectFieldError(name, "El nombre no puede exceder 50 caracteres");

      // Fixing a field takes its message away (the page is still /register).
      await email.fill("ana@ejemplo.mx");
      await press(submit, touch);
      await expect(email).toHaveAttribute("aria-invalid", "false");
      await expect(page).toHaveURL("/register");
      if (touch) await page.screenshot({ path: test.info().outputPath("register-messages-390.png"), fullPage: true });
    });

    test("the 404 page's heading is 'Oops! Page not found', with a Spanish sentence and the way home", async ({ page }) => {
      const response = await page.goto("/esta-pagina-no-existe");
      expect(response?.status()).toBe(404);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText("Oops! Page not found");
      await expect(heading).toHaveAttribute("lang", "en");
      await expect(page.getByText("No encontramos esta página. Puede que el enlace esté incompleto o que la página ya no exista.")).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`not-found-${settings.viewport.width}.png`) });
      await press(page.getByRole("link", { name: "Volver al inicio" }), touch);
      await expect(page).toHaveURL("/");
    });
  });
}

test.describe("signing in", () => {
  test.use(DESKTOP);

  test("a wrong password: the toast 'Error' / 'Email o contraseña incorrectos'; the right one: '¡Bienvenido!' / 'Has iniciado sesión correctamente'", async ({
    page,
    request,
  }) => {
    const email = await signUp(request);
    await page.goto("/login");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill("Equivocada2026");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();

    const failed = toast(page, "Error");
    await expect(failed).toBeVisible();
    await expect(failed).toHaveAttribute("data-type", "error");
    await expect(failed.locator("[data-description]")).toHaveText("Email o contraseña incorrectos");
    await expect(page).toHaveURL("/login");

    await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    const welcome = toast(page, "¡Bienvenido!");
    await expect(welcome).toBeVisible();
    await expect(welcome).toHaveAttribute("data-type", "success");
    await expect(welcome.locator("[data-description]")).toHaveText("Has iniciado sesión correctamente");
  });
});

test.describe("signing in on a phone", () => {
  test.use(PHONE);

  test("a wrong password shows 'Error' / 'Email o contraseña incorrectos' at 390 px", async ({ page, request }) => {
    const email = await signUp(request);
    await page.goto("/login");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill("Equivocada2026");
    await page.getByRole("button", { name: "Iniciar sesión" }).tap();

    const failed = toast(page, "Error");
    await expect(failed).toBeVisible();
    await expect(failed.locator("[data-description]")).toHaveText("Email o contraseña incorrectos");
    await page.screenshot({ path: test.info().outputPath("login-failed-390.png") });
  });
});
