import { test, expect, type APIRequestContext, type Page } from "./app-test";
import { ACCOUNT_MESSAGES } from "../../domain/auth/account-messages";
import { CONFIRMATION_LINK, latestLinkFor, RESET_LINK } from "./mailbox";
import { patiently } from "./fixtures/patient-request";

// Accounts: /login, /register, /forgot-password, the password reset, the e-mail
// confirmation, the header's account menu and the toasts. Accounts are made through the API:
// `page.request` shares the browser's cookies (the page is then signed in), the `request`
// fixture does not. Sign-in, sign-up and reset are limited to 10 a minute per address and
// action, so this file keeps to a handful of each.

const PASSWORD = "Segura2026";

type Role = "no_agente" | "agente" | "inmobiliaria";
type Account = { name: string; email: string; password: string };

function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@ejemplo.mx`;
}

async function signUp(api: APIRequestContext, role: Role, name = "Lucía Fernández"): Promise<Account> {
  const account = { name, email: uniqueEmail(role), password: PASSWORD };
  const response = await patiently(() => api.post("/api/auth/sign-up/email", { data: { ...account, role } }));
  expect(response.ok(), await response.text()).toBe(true);
  return account;
}

async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
}

function header(page: Page) {
  return page.getByRole("banner");
}

async function openAccountMenu(page: Page) {
  await header(page).getByRole("button", { name: "Tu cuenta" }).click();
  const menu = page.getByRole("menu", { name: "Tu cuenta" });
  await expect(menu).toBeVisible();
  return menu;
}

async function logOut(page: Page) {
  const menu = await openAccountMenu(page);
  await menu.getByRole("menuitem", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL("/");
  await expect(header(page).getByRole("button", { name: "Ingresar" })).toBeVisible();
}

test("registering as an agent lands on / with the avatar menu, 'Mis clientes' and 'Publicar'; logging out returns to /", async ({ page }) => {
  const name = "Mariana López";
  const email = uniqueEmail("registro");

  await page.goto("/register");
  await page.getByLabel("Nombre completo").fill(name);
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirmar contraseña").fill(PASSWORD);
  const busco = page.getByRole("radio", { name: /Busco propiedad/ });
  await expect(busco).toBeChecked(); // no_agente is the default
  await page.getByRole("radio", { name: /Agente inmobiliario/ }).check();
  await page.getByRole("button", { name: "Crear cuenta" }).click();

  await expect(page).toHaveURL("/");
  await expect(page.getByText("¡Cuenta creada!")).toBeVisible();
  // Until the address is confirmed, a banner says so under the header.
  await expect(page.getByRole("status").filter({ hasText: ACCOUNT_MESSAGES.verifyBannerTitle })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Publicar" })).toBeVisible();
  await expect(header(page).getByRole("button", { name: "Ingresar" })).toHaveCount(0);

  const menu = await openAccountMenu(page);
  await expect(menu.getByText(name, { exact: true })).toBeVisible();
  await expect(menu.getByText(email)).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Dashboard" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Mis clientes" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Buscar inmobiliarias" })).toBeVisible();
  await page.keyboard.press("Escape");

  await logOut(page);
  await expect(header(page).getByRole("link", { name: "Publicar" })).toHaveCount(0);
});

test("the e-mailed link confirms the address: a toast says so and the banner goes", async ({ page }) => {
  const email = uniqueEmail("confirma");
  await page.goto("/register");
  await page.getByLabel("Nombre completo").fill("Rosa Confirma");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirmar contraseña").fill(PASSWORD);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  const banner = page.getByRole("status").filter({ hasText: ACCOUNT_MESSAGES.verifyBannerTitle });
  await expect(banner).toContainText(email);

  await page.goto(await latestLinkFor(page.request, email, CONFIRMATION_LINK));
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByText(ACCOUNT_MESSAGES.verified)).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test("signing up with an address that has an account says to check the e-mail, without saying whether it exists", async ({ page, request }) => {
  const account = await signUp(request, "no_agente");
  await page.goto("/register");
  await page.getByLabel("Nombre completo").fill("Otra Persona");
  await page.getByLabel("Correo electrónico").fill(account.email);
  await page.getByLabel("Contraseña", { exact: true }).fill("OtraClave2026");
  await page.getByLabel("Confirmar contraseña").fill("OtraClave2026");
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.signUpCheckEmail(account.email))).toBeVisible();
  await expect(page.getByRole("link", { name: "Recuperar contraseña" })).toHaveAttribute("href", "/forgot-password");
  await expect(header(page).getByRole("button", { name: "Ingresar" })).toBeVisible();
});

test("a wrong password shows 'Email o contraseña incorrectos'", async ({ page, request }) => {
  const account = await signUp(request, "no_agente");

  await page.goto("/login");
  await signInWithForm(page, account.email, "Equivocada2026");

  await expect(page.getByText("Email o contraseña incorrectos")).toBeVisible();
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("button", { name: "Iniciar sesión" })).toBeEnabled();
});

test("a signed-in person who opens /login lands on /dashboard", async ({ page }) => {
  await signUp(page.request, "no_agente", "Lucía Fernández");

  await page.goto("/login");

  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Hola, Lucía" })).toBeVisible();
  await expect(page.getByText("Busco propiedad")).toBeVisible();
});

test("forgot password → 'Email Enviado' → the e-mailed link → a new password → /dashboard → sign in again with it", async ({ page, request }) => {
  test.slow(); // many steps: two reset requests, the reset, a logout and a sign-in
  const account = await signUp(request, "agente", "Sofía Ramírez");
  const newPassword = "Nueva2027x";

  await page.goto("/login");
  await page.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  // The address bar changes before the new page replaces the sign-in form, which has a
  // "Correo electrónico" field of its own: type once the page asking for the e-mail shows.
  await expect(page.getByRole("heading", { name: "¿Olvidaste tu contraseña?" })).toBeVisible();
  await page.getByLabel("Correo electrónico").fill(account.email);
  await page.getByRole("button", { name: "Enviar enlace" }).click();

  await expect(page.getByRole("heading", { name: "Email Enviado" })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver a iniciar sesión" })).toHaveAttribute("href", "/login");

  // 'Intentar de nuevo' goes back to the form, with the e-mail still there.
  await page.getByRole("button", { name: "Intentar de nuevo" }).click();
  await expect(page.getByLabel("Correo electrónico")).toHaveValue(account.email);
  await page.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(page.getByRole("heading", { name: "Email Enviado" })).toBeVisible();

  await page.goto(await latestLinkFor(request, account.email, RESET_LINK));

  await page.getByLabel("Nueva contraseña").fill(newPassword);
  await page.getByLabel("Confirmar contraseña").fill(newPassword);
  await page.getByRole("button", { name: "Guardar contraseña" }).click();

  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByText("Contraseña actualizada")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Hola, Sofía" })).toBeVisible();

  await logOut(page);

  await page.goto("/login");
  await signInWithForm(page, account.email, newPassword);
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByText("Has iniciado sesión correctamente")).toBeVisible();
});

test("a reset link without its token says it is no longer valid and offers a new one", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { name: "Este enlace ya no es válido" })).toBeVisible();
  await page.getByRole("link", { name: "Solicitar un enlace nuevo" }).click();
  await expect(page).toHaveURL("/forgot-password");
});

test("opening /dashboard signed out goes to /login, and signing in comes back to /dashboard", async ({ page, request }) => {
  const account = await signUp(request, "inmobiliaria", "Ricardo Hernández");

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);

  await signInWithForm(page, account.email, account.password);
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Hola, Ricardo" })).toBeVisible();
  await expect(page.getByText("Inmobiliaria", { exact: true })).toBeVisible();
});

test("a person who searches (no_agente) opening /mis-clientes goes to /", async ({ page }) => {
  await signUp(page.request, "no_agente");

  await page.goto("/mis-clientes");

  await expect(page).toHaveURL("/");
  await expect(header(page).getByRole("button", { name: "Tu cuenta" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Publicar" })).toHaveCount(0);
});
