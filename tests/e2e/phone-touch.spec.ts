import { test, expect, type Locator, type Page } from "./app-test";
import { DEMO_AGENT } from "./fixtures/demo-session";
import { pathOf } from "../../domain/pages/page-routes";
import { HOGARIA_CALL } from "../../domain/call-requests/call-request-copy";

// On a phone (390 px, touch): the controls a person taps are at least 44 × 44 px as the
// browser lays them out; the floating call button never lies over a control it would hide
// (the calculators' fields; on a desk, 'Crear presentación'); the dashboard's open tab is
// in view in its strip.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const AGENCY_OWNER = { email: "inmobiliaria@hogaria.mx" };

async function expectTouchTarget(control: Locator, what: string) {
  // Measured once whatever moves it has finished (a toast slides and scales in): mid-animation
  // a 44 px box reads 43.99999.
  const { width, height } = await control.evaluate(async (element) => {
    const ending = element.ownerDocument.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
    return element.getBoundingClientRect();
  });
  expect(width, `${what}: width`).toBeGreaterThanOrEqual(44);
  expect(height, `${what}: height`).toBeGreaterThanOrEqual(44);
}

const fab = (page: Page) => page.getByRole("button", { name: HOGARIA_CALL.button });

/**
 * Scrolls the page so that `control` sits at the floating button's height, then waits until
 * the button is out of its way: either faded out and letting taps through, or not over it.
 */
async function expectFabClearOf(page: Page, control: Locator, what: string) {
  const button = fab(page);
  await expect(button).toBeAttached();
  await control.evaluate(
    (element, fabBox) => {
      const box = element.getBoundingClientRect();
      window.scrollBy(0, box.top + box.height / 2 - (fabBox.top + fabBox.height / 2));
    },
    await button.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  );
  await expect
    .poll(
      async () =>
        button.evaluate(
          (element, target) => {
            const style = getComputedStyle(element);
            if (style.opacity === "0" && style.pointerEvents === "none") return "clear (stepped aside)";
            const a = element.getBoundingClientRect();
            const b = target.getBoundingClientRect();
            const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
            return overlaps ? "over it" : "clear (beside it)";
          },
          await control.elementHandle(),
        ),
      { message: what },
    )
    .toMatch(/^clear/);
}

test.describe("on a phone", () => {
  test.use(PHONE);

  test("the toast's close button, the gallery's 'Pantalla completa' and the guides' cards are 44 × 44 px or more", async ({ page }) => {
    test.setTimeout(60_000);
    const search = await page.request.get("/api/properties?operation=venta&page_size=1");
    const { data } = (await search.json()) as { data: { items: { id: string }[] } };
    await page.goto(`/propiedad/${data.items[0].id}`);
    await expectTouchTarget(page.getByRole("button", { name: /^Pantalla completa ?: ver las \d+ fotos$/ }), "Pantalla completa");

    // A toast: a request refused by the server.
    await page.route("**/api/call-requests", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "internal", message: "x" } }) }),
    );
    await fab(page).click();
    const dialog = page.getByRole("dialog", { name: HOGARIA_CALL.title });
    await dialog.getByRole("textbox", { name: "Nombre" }).fill("Ana López");
    await dialog.getByRole("textbox", { name: "Teléfono" }).fill("5512345678");
    await dialog.getByRole("button", { name: "Solicitar llamada" }).click();
    const close = page.getByRole("button", { name: "Cerrar aviso" });
    await expect(close).toBeVisible();
    await expectTouchTarget(close, "Cerrar aviso");
    // The dialog stays open on a failure; once it is closed, the toast's button takes the tap.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await close.tap();
    await expect(close).toHaveCount(0);

    await page.goto(pathOf("guides"));
    const cards = page.getByRole("link").filter({ hasText: "Leer la guía" });
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) await expectTouchTarget(card, `${await card.getAttribute("aria-labelledby")}`);
  });

  test("the map's price pills and clusters are 44 × 44 px or more, and a tap just above a pill opens it", async ({ page }) => {
    test.setTimeout(60_000);
    // The city from afar: clusters.
    await page.goto("/rentar?bounds=-99.3,19.25,-99.0,19.55");
    await page.getByRole("button", { name: "Mapa", exact: true }).click();
    const map = page.getByRole("region", { name: /^Mapa de resultados/ });
    const cluster = map.locator('.hg-marker:not([title^="$"]) > span').first();
    await expect(cluster).toBeVisible();
    await expectTouchTarget(cluster, "cluster");

    // A few streets of Roma Norte: price pills.
    await page.goto("/rentar?bounds=-99.166,19.415,-99.161,19.419");
    await page.getByRole("button", { name: "Mapa", exact: true }).click();
    const pill = map.locator('.hg-marker[title^="$"] > span').first();
    await expect(pill).toBeVisible();
    await expectTouchTarget(pill, "price pill");
    // The drawn pill is 24 px tall; the touch target reaches above it.
    await pill.tap({ position: { x: 22, y: 4 } });
    await expect(map.locator(".hg-popup").getByRole("link", { name: "Ver propiedad" })).toBeVisible();
  });

  test("'Mostrar solo la colonia' is a 44 px tall switch", async ({ page, signIn }) => {
    await signIn(DEMO_AGENT);
    await page.goto("/publicar");
    await page.getByText("Renta", { exact: true }).click();
    await page.getByText("Departamento", { exact: true }).click();
    await page.getByRole("button", { name: "Siguiente" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Ubicación" })).toBeVisible();
    const toggle = page.getByRole("switch", { name: "Mostrar solo la colonia" });
    await expectTouchTarget(toggle, "Mostrar solo la colonia");
    await toggle.tap();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
  });

  test("the floating call button never lies over a calculator's field", async ({ page }) => {
    test.setTimeout(120_000);
    for (const guide of ["guideRentBudget", "guideMortgage", "guideBuyOrRent"] as const) {
      await page.goto(pathOf(guide));
      const fields = page.getByRole("form", { name: /^Calculadora/ }).getByRole("textbox");
      expect(await fields.count(), guide).toBeGreaterThan(1);
      for (const field of await fields.all()) await expectFabClearOf(page, field, `${guide}: ${await field.getAttribute("id")}`);
      // Over nothing to tap (the room under the footer), it is back.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(fab(page)).toHaveCSS("opacity", "1");
      await fab(page).click();
      await expect(page.getByRole("dialog", { name: HOGARIA_CALL.title })).toBeVisible();
      await page.keyboard.press("Escape");
    }
  });

  test("the dashboard's open tab is in view in its strip, on load and when the tab changes", async ({ page, signIn }) => {
    test.setTimeout(60_000);
    await signIn(AGENCY_OWNER);
    const strip = page.getByRole("tablist", { name: "Tu panel" });
    const inView = (name: string) =>
      strip.evaluate((list, tabName) => {
        const tab = [...list.querySelectorAll('[role="tab"]')].find((t) => t.textContent === tabName)!;
        const a = list.getBoundingClientRect();
        const b = tab.getBoundingClientRect();
        // Whole, and clear of the faded last 40 px (to the pixel).
        return b.left >= a.left - 1 && b.right <= a.right - 40 + 1;
      }, name);

    for (const [tab, name] of [
      ["reportes", "Reportes"],
      ["equipo", "Equipo"],
    ]) {
      await page.goto(`/dashboard?tab=${tab}`);
      await expect(strip.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
      await expect.poll(() => inView(name), name).toBe(true);
    }

    // Back to the first tab by the browser's history (the strip is scrolled to its end).
    await page.goto("/dashboard?tab=reportes");
    await expect.poll(() => inView("Reportes")).toBe(true);
    expect(await inView("Mis propiedades")).toBe(false);
    await page.evaluate(() => {
      history.pushState(history.state, "", "/dashboard?tab=propiedades");
      window.dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
    });
    await expect(strip.getByRole("tab", { name: "Mis propiedades" })).toHaveAttribute("aria-selected", "true");
    await expect.poll(() => inView("Mis propiedades")).toBe(true);
  });
});

test.describe("at a desk", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the floating call button never lies over 'Compartir con cliente'", async ({ page, signIn }) => {
    await signIn(DEMO_AGENT);
    const search = await page.request.get("/api/properties?operation=venta&page_size=1");
    const { data } = (await search.json()) as { data: { items: { id: string }[] } };
    await page.goto(`/propiedad/${data.items[0].id}`);
    const panel = page.getByRole("region", { name: "Compartir con cliente" });
    for (const name of ["Crear enlace para cliente", "Crear presentación"]) {
      await expectFabClearOf(page, panel.getByRole("button", { name }), name);
    }
  });
});

test.describe("a listing on a phone", () => {
  test.use(PHONE);

  test("never scrolls sideways, whatever its advertiser's name (the call button's words wrap)", async ({ page }) => {
    const response = await page.request.get("/api/properties?operation=renta&page_size=6");
    expect(response.ok(), await response.text()).toBe(true);
    const { items } = ((await response.json()) as { data: { items: { id: string }[] } }).data;
    expect(items.length).toBeGreaterThan(0);
    for (const { id } of items) {
      await page.goto(`/propiedad/${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `/propiedad/${id}`).toBeLessThanOrEqual(390);
    }
  });
});
