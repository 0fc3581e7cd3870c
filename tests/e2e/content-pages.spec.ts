import { STATIC_PAGES } from "../../domain/pages/static-pages";
import { test, expect, type Page } from "./app-test";

// Legal and content pages (/terminos, /privacidad, the pages about Hogaria)
// and the agency directory.

function numberedSections(page: Page) {
  return page.getByRole("heading", { level: 2, name: /^\d+\.\s/ });
}

async function expectNumbered(page: Page, count: number) {
  await expect(numberedSections(page)).toHaveCount(count);
  const names = await numberedSections(page).allTextContents();
  expect(names.map((name) => Number(name.split(".")[0]))).toEqual(Array.from({ length: count }, (_, i) => i + 1));
}

async function expectBackHome(page: Page) {
  await page.getByRole("link", { name: "Volver al inicio" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Encuentra tu próximo hogar en CDMX" })).toBeVisible();
}

test("/terminos: thirteen numbered sections, the last update and the legal terms of section 9", async ({ page }) => {
  await page.goto("/terminos");
  await expect(page).toHaveTitle("Términos y condiciones · Hogaria");
  await expect(page.getByRole("heading", { level: 1, name: "Términos y condiciones" })).toBeVisible();
  await expect(page.getByText("Última actualización: 12 de agosto de 2025")).toBeVisible();
  await expectNumbered(page, 13);
  await expect(numberedSections(page).first()).toHaveText("1. Aceptación de los términos");

  const main = page.getByRole("main");
  for (const text of [
    "mayor de 18 años",
    "ventana de atención de 24 horas",
    "conversación de entrada gratuita de 72 horas",
    "monto que nos hayas pagado en los 3 meses anteriores",
    "renuevan automáticamente",
    "no son reembolsables",
    "PROFECO",
  ]) {
    await expect(main.getByText(text).first()).toBeVisible();
  }
  for (const word of ["ALTO", "BAJA", "STOP"]) await expect(main.getByText(word, { exact: true }).first()).toBeVisible();

  await expectBackHome(page);
});

test("/privacidad: ten numbered sections, the simplified notice and the cookie summary", async ({ page }) => {
  await page.goto("/privacidad");
  await expect(page).toHaveTitle("Aviso de privacidad · Hogaria");
  await expect(page.getByRole("heading", { level: 1, name: "Aviso de privacidad" })).toBeVisible();
  await expectNumbered(page, 10);
  await expect(page.getByRole("heading", { level: 2, name: "Aviso de privacidad simplificado" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Política de cookies (resumen)" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "5. Derechos ARCO" })).toBeVisible();
  await expectBackHome(page);
});

test("the table of contents jumps to a section", async ({ page }) => {
  await page.goto("/terminos");
  await page
    .getByRole("navigation", { name: "Índice de Términos y condiciones" })
    .getByRole("link", { name: "12. Limitación de responsabilidad" })
    .click();
  await expect(page).toHaveURL(/#responsabilidad$/);
  await expect(page.getByRole("heading", { level: 2, name: "12. Limitación de responsabilidad" })).toBeInViewport();
});

test("every content page has its title, one description, header and footer", async ({ page }) => {
  const pages = [
    { path: "/que-ofrece-hogaria", h1: "Qué ofrece Hogaria" },
    { path: "/sobre-nosotros", h1: "Hacemos que encontrar hogar en CDMX se sienta en casa" },
    { path: "/agente-ai", h1: "Tus clientes, atendidos a cualquier hora" },
    { path: "/buscar-inmobiliarias", h1: "Buscar inmobiliarias" },
    { path: "/terminos", h1: "Términos y condiciones" },
    { path: "/precios", h1: null },
    { path: "/servicios", h1: null },
  ] as const;
  for (const { path, h1 } of pages) {
    await page.goto(path);
    if (h1) await expect(page.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
    else await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(STATIC_PAGES[path].title);
    // Once the app has run, still exactly one description: the worker's.
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", STATIC_PAGES[path].description);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  }
});

test("/que-ofrece-hogaria links each offer to where it lives", async ({ page }) => {
  await page.goto("/que-ofrece-hogaria");
  const main = page.getByRole("main");
  for (const [name, href] of [
    ["Ver departamentos en renta", "/rentar"],
    ["Ir a Mis clientes", "/mis-clientes"],
    ["Conocer el agente de IA", "/agente-ai"],
    ["Conocer los servicios", "/servicios"],
    ["Ver planes", "/precios"],
  ]) {
    await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
});

test("/agente-ai shows the price range and 'Solicitar demo' opens a WhatsApp chat", async ({ page }) => {
  await page.goto("/agente-ai");
  await expect(page.getByText("desde $14,000 hasta $42,500 MXN")).toBeVisible();
  const demo = page.getByRole("link", { name: /Solicitar demo/ }).first();
  const href = await demo.getAttribute("href");
  const url = new URL(href ?? "");
  // The e2e server has no WHATSAPP_BUSINESS_NUMBER: the plainly fake test number, and a note that says so.
  expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/520000000000");
  await expect(page.getByRole("note").filter({ hasText: "Número de WhatsApp de prueba (desarrollo)" })).toBeVisible();
  expect(url.searchParams.get("text")).toBe("Quiero asesoría gratis de Hogaria sobre: Agente de IA");
  await expect(demo).toHaveAttribute("target", "_blank");
});

test("/buscar-inmobiliarias lists Casa Capital Inmobiliaria and filters by name and alcaldía", async ({ page }) => {
  await page.goto("/buscar-inmobiliarias");
  const card = page.getByRole("link", { name: "Casa Capital Inmobiliaria" });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute("href", "/inmobiliaria/casa-capital-inmobiliaria");
  await expect(page.getByRole("listitem").filter({ has: card })).toContainText(/\d[\d,]* propiedades/);

  const search = page.getByRole("searchbox", { name: "Nombre de la inmobiliaria" });
  await search.fill("zzzz sin resultados");
  await expect(page.getByText("No encontramos inmobiliarias con esos filtros.")).toBeVisible();
  await expect(page).toHaveURL(/q=zzzz/);
  await page.getByRole("button", { name: "Limpiar filtros" }).click();
  await expect(card).toBeVisible();
  await expect(search).toHaveValue("");

  await search.fill("capital");
  await expect(page).toHaveURL(/q=capital/);
  await expect(card).toBeVisible();

  await page.getByRole("combobox", { name: "Alcaldía" }).selectOption({ label: "Miguel Hidalgo" });
  await expect(page).toHaveURL(/alcaldia=/);
  await expect(card).toBeVisible();
});

test("/buscar-inmobiliarias offers a retry when the directory cannot load", async ({ page }) => {
  // The first list comes rendered with the page; the next search is the browser's to ask for.
  await page.goto("/buscar-inmobiliarias");
  let fail = true;
  await page.route("**/api/agencies*", (route) => (fail ? route.fulfill({ status: 503, body: "" }) : route.continue()));
  await page.getByRole("searchbox", { name: "Nombre de la inmobiliaria" }).fill("capital");
  await expect(page.getByRole("alert")).toContainText("No pudimos cargar las inmobiliarias.");
  fail = false;
  await page.getByRole("button", { name: "Reintentar" }).click();
  await expect(page.getByRole("link", { name: "Casa Capital Inmobiliaria" })).toBeVisible();
});
