import { test, expect, type Page } from "./app-test";
import { pointInPolygon, type LngLat } from "../../domain/properties/polygon";

// The results page (/comprar, /rentar, /remate) against the full demo seed: filters in the
// URL, cards, the map with a drawn zone, and the way to a property's page.

function results(page: Page) {
  return page.getByRole("list", { name: "Resultados" });
}

/** The cards of the current search once it has answered (not the previous one's, dimmed). */
async function expectEveryCard(page: Page, check: (card: { text: string; lat: number; lng: number }) => void) {
  await expect(async () => {
    const list = results(page);
    await expect(list).toBeVisible({ timeout: 1000 });
    expect(await list.getAttribute("aria-busy")).toBeNull();
    // Cards below the first screen are rendered only as they scroll near (content-visibility),
    // and innerText reads nothing from a card that is not rendered: render them all to read.
    const cards = await list.getByRole("article").evaluateAll((articles) =>
      articles.map((a) => {
        a.closest("li")?.style.setProperty("content-visibility", "visible");
        return { text: (a as HTMLElement).innerText, lat: Number(a.getAttribute("data-lat")), lng: Number(a.getAttribute("data-lng")) };
      }),
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) check(card);
  }).toPass({ timeout: 15_000 });
}

function bedroomsOf(text: string): number {
  const match = text.match(/(\d+)\s*recámaras?/);
  return match ? Number(match[1]) : 0;
}

async function placeQuery(page: Page, name: string): Promise<string> {
  const response = await page.request.get(`/api/locations?q=${encodeURIComponent(name)}`);
  const body = (await response.json()) as { data: { id: string; nombre_canonico: string; centroide: [number, number] | null }[] };
  const place = body.data.find((p) => p.nombre_canonico === name);
  expect(place, `la ubicación ${name}`).toBeTruthy();
  const params = new URLSearchParams({ location: place!.nombre_canonico, location_id: place!.id });
  if (place!.centroide) {
    params.set("lat", String(place!.centroide[1]));
    params.set("lng", String(place!.centroide[0]));
  }
  return params.toString();
}

test("from home, 'Polanco' with Rentar shows only rentals in Polanco", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("combobox").fill("pola");
  await page
    .getByRole("option")
    .filter({ has: page.getByText("Polanco", { exact: true }) })
    .click();
  await page.getByRole("button", { name: "Buscar", exact: true }).click();

  await expect(page).toHaveURL(/\/rentar\?location=Polanco&location_id=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Propiedades en renta en Polanco");
  await expect(page.getByRole("status").filter({ hasText: /^\d[\d,]* propiedades?$/ })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Operación" }).getByRole("link", { name: "Rentar", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectEveryCard(page, ({ text }) => {
    expect(text.split("\n").map((line) => line.trim())).toContain("Polanco");
    expect(text).toMatch(/\$[\d,]+\/mes/);
    expect(text).toContain("EN RENTA");
  });
});

test("header Comprar → Departamentos, then 3 recámaras: the URL and every card match", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Comprar", exact: true }).click();
  await page.getByRole("menuitem", { name: "Departamentos" }).click();
  await expect(page).toHaveURL(/\/comprar\?tipo=departamento$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Departamentos en venta en la Ciudad de México");

  await page.getByRole("button", { name: "Recámaras", exact: true }).click();
  await page.getByRole("dialog", { name: "Recámaras" }).getByRole("button", { name: "3+" }).click();

  await expect(page).toHaveURL(/\/comprar\?tipo=departamento&recamaras=3$/);
  await expect(page.getByRole("button", { name: "3+ recámaras", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Quitar filtro: 3+ recámaras" })).toBeVisible();
  await expectEveryCard(page, ({ text }) => {
    expect(text).toContain("DEPARTAMENTO · EN VENTA");
    expect(bedroomsOf(text)).toBeGreaterThanOrEqual(3);
  });

  // Back returns to the previous search.
  await page.goBack();
  await expect(page).toHaveURL(/\/comprar\?tipo=departamento$/);
  await expect(page.getByRole("button", { name: "Recámaras", exact: true })).toBeVisible();
});

test("drawing a zone on the map searches inside it; 'Borrar zona' clears it", async ({ page }) => {
  const markers = page.waitForResponse((r) => r.url().includes("/api/properties/map") && r.ok());
  await page.goto(`/comprar?${await placeQuery(page, "Roma Norte")}`);
  await markers;
  const map = page.getByRole("region", { name: /^Mapa de resultados\./ });
  await expect(map).toBeVisible();
  await expect(page.getByText("Actualizando el mapa…")).toBeHidden();

  await page.getByRole("button", { name: "Dibujar zona" }).click();
  await expect(page.getByRole("button", { name: "Terminar" })).toBeDisabled();
  const box = (await map.boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  for (const [dx, dy] of [
    [-130, -120],
    [130, -120],
    [130, 120],
    [-130, 120],
  ]) {
    await page.mouse.click(cx + dx, cy + dy);
  }
  await page.getByRole("button", { name: "Terminar" }).click();

  await expect(page).toHaveURL(/[?&]poligono=/);
  const url = new URL(page.url());
  expect(url.searchParams.has("location_id")).toBe(false);
  const polygon = url.searchParams
    .get("poligono")!
    .split(";")
    .map((pair) => pair.split(",").map(Number) as LngLat);
  expect(polygon).toHaveLength(4);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Propiedades en venta en la zona dibujada");
  await expectEveryCard(page, ({ lat, lng }) => {
    expect(pointInPolygon([lng, lat], polygon), `${lat},${lng} dentro de la zona`).toBe(true);
  });

  await page.getByRole("button", { name: "Borrar zona" }).click();
  await expect(page).not.toHaveURL(/poligono=/);
  await expect(page.getByRole("button", { name: "Borrar zona" })).toHaveCount(0);
});

test("pages are links, and a card opens its property", async ({ page }) => {
  await page.goto("/rentar");
  const pages = page.getByRole("navigation", { name: "Paginación" });
  await expect(pages.getByRole("link", { name: "Página 1" })).toHaveAttribute("aria-current", "page");
  await pages.getByRole("link", { name: "Página 2" }).click();
  await expect(page).toHaveURL(/\/rentar\?page=2$/);
  await expect(pages.getByRole("link", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
  // The same render shows page 2's pagination and, until its answer arrives, page 1 dimmed.
  await expect(results(page)).not.toHaveAttribute("aria-busy", "true");

  const card = results(page).getByRole("article").first();
  const id = await card.getAttribute("data-property-id");
  expect(id).toBeTruthy();
  await card.getByRole("link").click();
  await expect(page).toHaveURL(`/propiedad/${id}`);
});

test("a bad parameter shows the API's message and a way to remove it", async ({ page }) => {
  await page.goto("/rentar?tipo=casa&recamaras=muchas");
  const alert = page.getByRole("alert").filter({ hasText: "Revisa los filtros de tu búsqueda" });
  await expect(alert).toContainText("Recámaras: Escribe un número válido.");
  await alert.getByRole("link", { name: "Quitar el filtro no válido" }).click();
  await expect(page).toHaveURL(/\/rentar\?tipo=casa$/);
  await expect(results(page).getByRole("article").first()).toBeVisible();
});

test("a search with nothing to show offers to widen it", async ({ page }) => {
  await page.goto("/rentar?tipo=casa&precio_max=1");
  await expect(page.getByRole("heading", { name: "No encontramos propiedades con esta búsqueda" })).toBeVisible();
  await page.getByRole("button", { name: "Quitar los 2 filtros" }).click();
  await expect(page).toHaveURL(/\/rentar$/);
  await expect(results(page).getByRole("article").first()).toBeVisible();
});
