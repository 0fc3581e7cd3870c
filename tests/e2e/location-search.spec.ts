import { test, expect, type Page } from "./app-test";

// The location search forgives: Enter without choosing searches the best match for the text
// (typos included), a text that matches no place offers the whole city, and suggestions count
// the listings of the chosen operation.

const WHOLE_CITY = "Buscar en toda la Ciudad de México";

function combobox(page: Page) {
  return page.getByRole("combobox");
}

async function apiCount(page: Page, q: string, operation: string): Promise<number> {
  const res = await page.request.get(`/api/locations?q=${encodeURIComponent(q)}&operation=${operation}&limit=1`);
  const { data } = (await res.json()) as { data: { nombre_canonico: string; property_count: number }[] };
  expect(data[0].nombre_canonico).toBe(q);
  return data[0].property_count;
}

test("home: typing 'coyoakan' and pressing Enter without choosing opens the results for Coyoacán", async ({ page }) => {
  await page.goto("/");
  await combobox(page).fill("coyoakan");
  await combobox(page).press("Enter");
  await page.waitForURL(/\/rentar\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("location")).toBe("Coyoacán");
  expect(url.searchParams.get("location_id")).toBeTruthy();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Propiedades en renta en Coyoacán");
});

test("home: Enter with a highlighted typo suggestion chooses it; the Buscar button still waits for a choice", async ({ page }) => {
  await page.goto("/");
  const buscar = page.getByRole("button", { name: "Buscar", exact: true });
  await combobox(page).fill("polanko");
  await expect(buscar).toBeDisabled();
  await expect(page.getByRole("option").first()).toContainText("Polanco");
  await combobox(page).press("ArrowDown");
  await combobox(page).press("Enter");
  await expect(combobox(page)).toHaveValue("Polanco");
  await expect(buscar).toBeEnabled();
});

test("home: a text that matches no place offers the whole city, reachable by keyboard", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("radio", { name: "Comprar" }).click();
  await combobox(page).fill("metro insurgentes");
  const option = page.getByRole("option", { name: WHOLE_CITY });
  await expect(option).toBeVisible();
  await expect(page.getByRole("option")).toHaveCount(1);
  await combobox(page).press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(combobox(page)).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id")) ?? "");
  await combobox(page).press("Enter");
  await page.waitForURL((url) => url.pathname === "/comprar" && url.search === "");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Propiedades en venta en la Ciudad de México");
});

test("home: Enter on a text that matches nothing follows the whole-city option", async ({ page }) => {
  await page.goto("/");
  await combobox(page).fill("zzzqqq");
  await expect(page.getByRole("option", { name: WHOLE_CITY })).toBeVisible();
  await combobox(page).press("Enter");
  await page.waitForURL((url) => url.pathname === "/rentar" && url.search === "");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Propiedades en renta en la Ciudad de México");
});

test("suggestions count the listings of the chosen operation", async ({ page }) => {
  const [renta, venta] = [await apiCount(page, "Roma Norte", "renta"), await apiCount(page, "Roma Norte", "venta")];
  expect(renta).not.toBe(venta);
  await page.goto("/");
  await combobox(page).fill("roma norte");
  const romaNorte = page.getByRole("option").filter({ has: page.getByText("Roma Norte", { exact: true }) });
  await expect(romaNorte).toContainText(`${renta} propiedades`);
  await page.getByRole("radio", { name: "Comprar" }).click();
  await combobox(page).focus();
  await expect(romaNorte).toContainText(`${venta} propiedades`);
});

test("results page: Enter takes the best match, and a text with no match searches the whole city", async ({ page }) => {
  await page.goto("/rentar");
  const field = page.getByRole("combobox", { name: "Ubicación" });
  await field.fill("condeza");
  await field.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Propiedades en renta en Condesa");
  expect(new URL(page.url()).searchParams.get("location")).toBe("Condesa");

  const again = page.getByRole("combobox", { name: "Ubicación" });
  await again.fill("metro insurgentes");
  await page.getByRole("option", { name: WHOLE_CITY }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Propiedades en renta en la Ciudad de México");
  expect(new URL(page.url()).searchParams.get("location")).toBeNull();
});
