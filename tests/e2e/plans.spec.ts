import { test, expect, type Page } from "./app-test";
import { DEMO_PASSWORD } from "../../db/seed/accounts";
import { DEMO_AGENT, DEMO_BUYER } from "./fixtures/demo-session";

// Plans, checkout, premium services and /servicios: /precios and its tabs, the premium
// services dialog, subscribing (agents and agencies, signed in: signing in or registering
// from 'Elegir' comes back to the plan's payment) and activating a service, and their
// success and error toasts. Payments go through the local checkout (no Stripe key in e2e).

type PlanRow = { id: string; name: string; plan_category: string; passes: number; price_mxn: number | null };

async function planByCategory(page: Page, category: string): Promise<PlanRow> {
  const response = await page.request.get("/api/plans");
  expect(response.ok()).toBe(true);
  const plan = ((await response.json()) as { data: PlanRow[] }).data.find((p) => p.plan_category === category);
  expect(plan, `plan ${category}`).toBeTruthy();
  return plan!;
}

function individualPlans(page: Page) {
  return page.getByRole("list", { name: "Planes individuales" });
}

test("signed out, 'Elegir' offers to sign in or register; the tabs show agency plans, enterprise sales and priced services", async ({ page }) => {
  const pro = await planByCategory(page, "pro");
  await page.goto("/precios");
  await expect(page).toHaveTitle(/Hogaria/);
  await expect(page.getByRole("heading", { level: 1, name: "Planes de Suscripción" })).toBeVisible();
  await expect(page.getByText("30 días, renovación automática")).toBeVisible();
  await expect(page.getByRole("region", { name: "Tu plan actual" })).toHaveCount(0);

  const proCard = individualPlans(page).getByRole("listitem", { name: pro.name, exact: true });
  // The card's own price (its closed "sign in to choose" dialog names it too).
  await expect(proCard.getByText("$999").filter({ visible: true })).toBeVisible();
  await proCard.getByRole("button", { name: "Elegir" }).click();
  const gate = page.getByRole("dialog", { name: "Inicia sesión", exact: true });
  await expect(gate).toHaveAccessibleDescription("Necesitas iniciar sesión para suscribirse a un plan");
  await expect(gate.getByText(`Plan ${pro.name}`)).toBeVisible();
  await expect(gate.getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute(
    "href",
    `/login?redirect=${encodeURIComponent(`/precios?plan=${pro.id}`)}`,
  );
  await expect(gate.getByRole("link", { name: "Crear cuenta de agente" })).toHaveAttribute(
    "href",
    `/register?redirect=${encodeURIComponent(`/precios?plan=${pro.id}`)}&role=agente`,
  );
  await page.keyboard.press("Escape");
  await expect(gate).toBeHidden();
  await expect(page).toHaveURL(/\/precios$/);

  await page.getByRole("tab", { name: "Agencias" }).click();
  await expect(page.getByRole("list", { name: "Planes para agencias" }).getByRole("button", { name: "Elegir" })).toHaveCount(3);
  await expect(page.getByText("Más popular").first()).toBeVisible();
  await expect(page.getByText("A medida", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Contactar Ventas" })).toHaveAttribute("href", "mailto:ventas@hogaria.mx?subject=Enterprise%20Plan");

  await page.getByRole("tab", { name: "Servicios" }).click();
  const services = page.getByRole("list", { name: "Servicios con precio" });
  await expect(services.getByRole("heading", { level: 3 })).toHaveCount(3);
  await expect(services.getByText("$3,999")).toBeVisible();
  await expect(services.getByText("$5,499")).toBeVisible();
  await expect(services.getByText("Entrega en 48–72 h")).toBeVisible();
  await expect(services.getByText("desde $14,000 hasta $42,500")).toBeVisible();
  await expect(services.getByRole("link", { name: "Más detalles" })).toHaveAttribute("href", "/agente-ai");
  await expect(services.getByRole("link", { name: /Solicitar demo/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);

  await page.getByRole("button", { name: "Comparar planes" }).click();
  const compare = page.getByRole("dialog", { name: "Elige tu suscripción" });
  await compare.getByRole("tab", { name: "Planes para Agencia" }).click();
  await expect(compare.getByText("Core básico $400 frente a $499 individual")).toBeVisible();
  await expect(compare.getByText("Pro $899 frente a $999 individual")).toBeVisible();
  await expect(compare.getByText("Los pases por unidad de agencia cuestan menos que las suscripciones individuales")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(compare).toBeHidden();
});

test("signed out, 'Elegir' → sign in → back on /precios with the plan's payment one click away → the checkout", async ({ page }) => {
  // Expert: no other test buys it, so the agent cannot already have it.
  const expert = await planByCategory(page, "expert");
  await page.goto("/precios");
  await individualPlans(page).getByRole("listitem", { name: expert.name, exact: true }).getByRole("button", { name: "Elegir" }).click();
  await page.getByRole("dialog", { name: "Inicia sesión", exact: true }).getByRole("link", { name: "Iniciar sesión" }).click();

  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel("Correo electrónico").fill(DEMO_AGENT.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();

  const resume = page.getByRole("dialog", { name: "Continúa con tu plan" });
  await expect(resume.getByText(`Plan ${expert.name}`)).toBeVisible();
  await expect(page).toHaveURL(/\/precios$/);
  await resume.getByRole("button", { name: "Ir al pago" }).click();
  await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
  await expect(page.getByText(`Plan ${expert.name}`)).toBeVisible();
  await expect(page.getByText("$1,999")).toBeVisible();
});

test("signed out, 'Elegir' on an agency plan → 'Crear cuenta de inmobiliaria' (type preselected) → back to that plan's payment", async ({ page }) => {
  const agencyPro = await planByCategory(page, "agency_pro");
  await page.goto("/precios?tab=agencias");
  await page
    .getByRole("list", { name: "Planes para agencias" })
    .getByRole("listitem", { name: agencyPro.name, exact: true })
    .getByRole("button", { name: "Elegir" })
    .click();
  await page.getByRole("dialog", { name: "Inicia sesión", exact: true }).getByRole("link", { name: "Crear cuenta de inmobiliaria" }).click();

  await expect(page).toHaveURL(/\/register\?/);
  await expect(page.getByRole("radio", { name: /Inmobiliaria/ })).toBeChecked();
  // Switching to /login and back keeps the way back to the plan.
  await page.getByRole("link", { name: "Inicia sesión" }).click();
  await page.getByRole("link", { name: "Regístrate" }).click();
  await expect(page.getByRole("radio", { name: /Inmobiliaria/ })).toBeChecked();

  await page.getByLabel("Nombre completo").fill("Inmobiliaria Prueba Planes");
  await page.getByLabel("Correo electrónico").fill(`planes-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  await page.getByLabel("Contraseña", { exact: true }).fill("Segura2026");
  await page.getByLabel("Confirmar contraseña").fill("Segura2026");
  await page.getByRole("button", { name: "Crear cuenta" }).click();

  const resume = page.getByRole("dialog", { name: "Continúa con tu plan" });
  await expect(resume.getByText(`Plan ${agencyPro.name}`)).toBeVisible();
  await expect(page).toHaveURL(/\/precios\?tab=agencias$/);
  await resume.getByRole("button", { name: "Ir al pago" }).click();
  await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
});

test("an account that searches is told plans are for agents and agencies, and nothing is bought", async ({ page, signIn }) => {
  const pro = await planByCategory(page, "pro");
  await signIn(DEMO_BUYER);
  await page.goto("/precios");
  await individualPlans(page).getByRole("listitem", { name: pro.name, exact: true }).getByRole("button", { name: "Elegir" }).click();
  const gate = page.getByRole("dialog", { name: "Tu cuenta es para buscar propiedad" });
  await expect(gate.getByText("Los planes sirven para publicar propiedades, y publicar es para agentes e inmobiliarias.")).toBeVisible();
  await gate.getByRole("button", { name: "Entendido" }).click();
  await expect(gate).toBeHidden();
  await expect(page).toHaveURL(/\/precios$/);
});

test("an agent picks Pro, pays in the local checkout and sees Pro with its passes", async ({ page, signIn }) => {
  const pro = await planByCategory(page, "pro");
  await signIn(DEMO_AGENT);
  await page.goto("/precios");

  await individualPlans(page).getByRole("listitem", { name: pro.name, exact: true }).getByRole("button", { name: "Elegir" }).click();
  await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
  await expect(page.getByText("Pago de prueba — no se hará ningún cargo")).toBeVisible();
  await expect(page.getByText(`Plan ${pro.name}`)).toBeVisible();
  await expect(page.getByText("$999")).toBeVisible();
  await expect(page.getByText("Se renueva cada 30 días")).toBeVisible();

  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page).toHaveURL(/\/precios$/);
  await expect(page.getByText("¡Pago completado!")).toBeVisible();
  const current = page.getByRole("region", { name: "Tu plan actual" });
  await expect(current).toContainText(pro.name);
  await expect(current.getByText(`Pases disponibles: ${pro.passes}`)).toBeVisible();

  // 'Cambiar Plan' lists the plans with Pro marked as the current one.
  await current.getByRole("button", { name: "Cambiar Plan" }).click();
  const change = page.getByRole("dialog", { name: "Cambiar plan" });
  await expect(change.getByRole("listitem").filter({ hasText: "Plan actual" })).toContainText(pro.name);
  await page.keyboard.press("Escape");
});

test("an agent buys a boost for one of their properties: the local checkout, 'Pagar', then it is active", async ({ page, signIn }) => {
  await signIn(DEMO_AGENT);
  const mine = await page.request.get("/api/my-properties");
  expect(mine.ok()).toBe(true);
  const [property] = ((await mine.json()) as { data: { id: string; title: string }[] }).data;
  expect(property, "the demo agent has listings").toBeTruthy();

  await page.goto("/precios?tab=servicios");
  await page.getByRole("region", { name: "Impulsa y mide tus anuncios" }).getByRole("button", { name: "Contratar Servicio" }).click();
  const dialog = page.getByRole("dialog", { name: "Servicios Premium" });
  await expect(dialog.getByRole("tab", { name: "Promoción", selected: true })).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "Funciones" })).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "Análisis" })).toBeVisible();

  // A service is bought for one listing: without one chosen, the dialog asks for it.
  const boost = dialog.getByRole("listitem", { name: "Impulso de propiedad" });
  await expect(boost.getByText("7 días")).toBeVisible();
  await expect(boost.getByText("$499")).toBeVisible();
  await boost.getByRole("button", { name: "Activar Servicio" }).click();
  await expect(dialog.getByText("Elige la propiedad para la que quieres el servicio.")).toBeVisible();
  await dialog.getByRole("combobox", { name: "Propiedad" }).selectOption({ label: property.title });
  await expect(dialog.getByText(`Para: ${property.title}`)).toBeVisible();

  await boost.getByRole("button", { name: "Activar Servicio" }).click();
  await expect(page).toHaveURL(/\/checkout\/servicio\/[^/]+$/);
  await expect(page.getByText("Pago de prueba — no se hará ningún cargo")).toBeVisible();
  await expect(page.getByText("Impulso de propiedad", { exact: true })).toBeVisible();
  await expect(page.getByText("$499")).toBeVisible();
  await page.getByRole("button", { name: "Pagar" }).click();
  const activated = page.getByRole("region", { name: "¡Servicio activado!" });
  await expect(activated).toBeVisible();
  await expect(activated.getByText("Impulso de propiedad activado por 7 días.")).toBeVisible();
  await expect(activated.getByText(`Para: ${property.title}`)).toBeVisible();
});

test("/servicios: six services, four steps, three tips; every link opens a tagged WhatsApp chat", async ({ page }) => {
  const config = await page.request.get("/api/config");
  expect(config.ok()).toBe(true);
  const number = ((await config.json()) as { data: { whatsapp_business_number: string } }).data.whatsapp_business_number.replace(/\D/g, "");

  await page.goto("/servicios");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const name of ["Renta Segura", "Depósito Cero", "Visitas y tours 360", "Precalifícate", "Compra Segura", "Comprar vs. Rentar (IA)"]) {
    await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { level: 2, name: "Cómo funciona" })).toBeVisible();
  await expect(page.locator("#como-funciona ol > li")).toHaveCount(4);
  await expect(page.getByRole("heading", { level: 2, name: "Consejos de seguridad" })).toBeVisible();

  const rentaSegura = page.getByRole("link", { name: /sobre Renta Segura/ });
  await expect(rentaSegura).toHaveAttribute("href", new RegExp(`^https://wa\\.me/${number}\\?text=`));
  const text = new URL((await rentaSegura.getAttribute("href"))!).searchParams.get("text");
  expect(text).toBe("Quiero asesoría gratis de Hogaria sobre: Renta Segura [origen: servicios-tarjeta-renta-segura]");

  const links = page.getByRole("main").locator('a[href^="https://wa.me/"]');
  expect(await links.count()).toBeGreaterThanOrEqual(10);
  const sources = new Set<string>();
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) {
    const message = new URL(href).searchParams.get("text") ?? "";
    expect(message).toMatch(/^Quiero asesoría gratis de Hogaria( sobre: .+)? \[origen: servicios-[a-z0-9-]+\]$/);
    sources.add(message.slice(message.indexOf("[origen:")));
  }
  expect(sources.size).toBeGreaterThanOrEqual(10);
});
