import { test, expect, type Page } from "./app-test";
import { GUIDES, guideOf, type GuidePageId } from "../../domain/guides/guide-catalog";
import { pathOf } from "../../domain/pages/page-routes";
import { STATIC_PAGES } from "../../domain/pages/static-pages";

// The six guides for a first rent or purchase: each opens from its card on the home page, is
// its own page with its title and description, and its calculator answers as one types.

const textOf = (page: GuidePageId) => STATIC_PAGES[pathOf(page) as keyof typeof STATIC_PAGES];

async function openGuide(page: Page, guide: GuidePageId) {
  await page.goto(pathOf(guide));
  await expect(page.getByRole("heading", { level: 1, name: guideOf(guide).title })).toBeVisible();
}

/** The calculator's answer: its big figure and the line under it, read out as they change. */
function answer(page: Page) {
  return page.getByRole("region", { name: "Resultado" }).getByRole("status");
}

/** The figure of the result's row that starts with `label`. */
function resultRow(page: Page, label: string) {
  return page.getByRole("region", { name: "Resultado" }).locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
}

test("each advice card of the home page opens its guide, with its heading, its title and its description", async ({ page }) => {
  for (const guide of GUIDES) {
    await page.goto("/");
    const cards = page.getByRole("region", { name: "Guías para tu primera renta o compra" });
    await cards.getByRole("link", { name: guide.title, exact: true }).click();
    await page.waitForURL((url) => url.pathname === pathOf(guide.page));
    await expect(page.getByRole("heading", { level: 1, name: guide.title })).toBeVisible();
    await expect(page).toHaveTitle(textOf(guide.page).title);

    // Loaded on its own, the worker sends the page with its head written.
    const response = await page.goto(pathOf(guide.page));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(textOf(guide.page).title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", textOf(guide.page).description);
  }
});

test("/guias lists the six guides, each a link to its page", async ({ page }) => {
  await page.goto(pathOf("guides"));
  await expect(page).toHaveTitle(STATIC_PAGES["/guias"].title);
  const list = page.getByRole("region", { name: "Seis guías" });
  for (const guide of GUIDES) await expect(list.getByRole("link", { name: guide.title, exact: true })).toHaveAttribute("href", pathOf(guide.page));
});

test("the rent calculator answers with a third of the income, the deposit, the póliza and the money to sign", async ({ page }) => {
  await openGuide(page, "guideRentBudget");
  const income = page.getByRole("textbox", { name: "Ingreso mensual neto" });
  await income.fill("45000");
  await expect(answer(page)).toContainText("$15,000/mes");
  await expect(resultRow(page, "Póliza jurídica")).toHaveText("$5,250");
  await expect(resultRow(page, "Para firmar necesitas")).toHaveText("$35,250");

  await page.getByRole("textbox", { name: "Depósito en garantía" }).fill("2");
  await expect(resultRow(page, "Para firmar necesitas")).toHaveText("$50,250");

  // Words where an amount goes: the message under the field, what was typed kept, the last answer shown.
  await income.fill("mucho");
  await income.blur();
  await expect(income).toHaveAttribute("aria-invalid", "true");
  await expect(income).toHaveAccessibleDescription(/Escribe solo la cantidad en pesos, por ejemplo 30,000\./);
  await expect(income).toHaveValue("mucho");
  await expect(answer(page)).toContainText("$15,000/mes");
  await expect(page.getByText("Estas cifras son de tus últimos datos válidos")).toBeVisible();

  await income.fill("60000");
  await expect(income).toHaveAttribute("aria-invalid", "false");
  await expect(answer(page)).toContainText("$20,000/mes");
  await income.blur();
  await expect(income).toHaveValue("60,000");

  await page.getByRole("link", { name: "Ver rentas hasta $20,000" }).click();
  await page.waitForURL((url) => url.pathname === "/rentar" && url.searchParams.get("precio_max") === "20000");
  await expect(page.getByRole("status").filter({ hasText: /^[1-9][\d,]* propiedades?$/ })).toBeVisible();
});

test("the mortgage calculator gives the monthly payment of the French amortisation, and the dated typical rates", async ({ page }) => {
  await openGuide(page, "guideMortgage");
  await page.getByRole("textbox", { name: "Precio de la vivienda" }).fill("1,250,000");
  await page.getByRole("textbox", { name: "Enganche" }).fill("250000");
  await page.getByRole("textbox", { name: "Tasa de interés anual" }).fill("12");
  await page.getByRole("textbox", { name: "Plazo" }).fill("20");
  await expect(answer(page)).toContainText("$11,011");
  await expect(answer(page)).toContainText("por un crédito de $1,000,000");
  await expect(resultRow(page, "Intereses")).toHaveText("$1,642,607");

  const downPayment = page.getByRole("textbox", { name: "Enganche" });
  await downPayment.fill("1,300,000");
  await downPayment.blur();
  await expect(downPayment).toHaveAccessibleDescription(/El enganche debe ser menor que el precio/);
  await expect(answer(page)).toContainText("$11,011");

  await expect(page.getByText("Rangos típicos a noviembre de 2026")).toBeVisible();
  await expect(page.getByText("9.5\u00a0% a 12.5\u00a0% anual fija")).toBeVisible();
  await expect(page.getByText("1.9\u00a0% a 10.45\u00a0% anual, según tu salario")).toBeVisible();
});

test("the buy-or-rent calculator says which costs less after N years, from assumptions the reader sets", async ({ page }) => {
  await openGuide(page, "guideBuyOrRent");
  const fill = (name: string, value: string) => page.getByRole("textbox", { name, exact: true }).fill(value);
  // Paying cash for a home that keeps its value, against a year of a $10,000 rent.
  await fill("Precio de la vivienda", "1,000,000");
  await fill("Enganche", "1,000,000");
  await fill("Gastos de compra", "0");
  await fill("Renta de una vivienda parecida", "10,000");
  await fill("Aumento anual de la renta", "0");
  await fill("Plusvalía anual", "0");
  await fill("Rendimiento de tu ahorro (anual)", "0");
  await fill("Años a comparar", "1");
  await expect(answer(page)).toHaveText(/Comprar te cuesta menos\s*\$120,000\s*Después de 1 año, comprar te cuesta \$120,000 menos que rentar\./);
  await expect(resultRow(page, "Costo neto de comprar")).toHaveText("$0");
  await expect(resultRow(page, "Costo neto de rentar")).toHaveText("$120,000");

  // The million the renter did not spend, earning 20 % a year, outweighs the rent.
  await fill("Rendimiento de tu ahorro (anual)", "20");
  await expect(answer(page)).toContainText("Rentar te cuesta menos");

  await expect(page.getByRole("heading", { level: 2, name: "Cómo hacemos la cuenta" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Lo que no incluye" })).toBeVisible();
});

test("every search a colonia of the family guide links to has results in that place", async ({ page }) => {
  await openGuide(page, "guideFamilyColonias");
  const links = page.getByRole("region", { name: "Seis colonias para crecer en familia" }).getByRole("link");
  const targets = await links.evaluateAll((as) => as.map((a) => ({ name: a.textContent!.trim(), href: a.getAttribute("href")! })));
  expect(targets).toHaveLength(12);
  for (const { name, href } of targets) {
    const [, operation, place] = /^(Rentar|Comprar) en (.+)$/.exec(name)!;
    await page.goto(href);
    await expect(page.getByRole("heading", { level: 1 }), name).toHaveText(
      `Propiedades en ${operation === "Rentar" ? "renta" : "venta"} en ${place}`,
    );
    await expect(page.getByRole("status").filter({ hasText: /^[1-9][\d,]* propiedades?$/ }), name).toBeVisible();
  }
});

test("the fraud guide shows the origin marks as the shared sheets write them", async ({ page }) => {
  await openGuide(page, "guideFraud");
  await expect(page.getByRole("heading", { level: 2, name: "El anuncio clonado" })).toBeVisible();
  await expect(page.getByText("Ficha compartida por tu agente en Hogaria, tal como estaba cuando la eligió para ti.")).toBeVisible();
  await expect(page.getByText("Compartido por Ana Ruiz · verificado por Hogaria")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Nunca pagues antes de visitar y firmar" })).toBeVisible();
});
