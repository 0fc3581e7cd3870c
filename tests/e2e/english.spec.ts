import { appTakesOver, test, expect, type APIRequestContext, type Page } from "./app-test";
import { LANG_COOKIE } from "../../domain/i18n/lang";
import { SPANISH_TEXTS, visibleInterfaceLines } from "./fixtures/english-check";
import { ENGLISH_OFFER } from "../../domain/pages/shell-text";
import { LEGAL_ENGLISH_NOTE } from "../../domain/pages/legal-text";

// Hogaria in English: every page has its twin under /en, the footer's switch moves between
// the two keeping the page and its query, the head names both twins, an English page shows
// none of the interface's Spanish texts, and a browser that prefers English is offered the
// English page once (never redirected).

async function aListingId(api: APIRequestContext): Promise<string> {
  const response = await api.get("/api/properties?operation=renta&page_size=1");
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { items: { id: string }[] } };
  return data.items[0].id;
}

const switchLink = (page: Page, name: "English" | "Español") => page.getByRole("contentinfo").getByRole("link", { name, exact: true });

async function langCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === LANG_COOKIE)?.value;
}

test("the footer's switch takes five kinds of page to their English twin and back, keeping the query", async ({ page }) => {
  // Ten pages loaded from the worker and taken over by the app: 30–40 s on a loaded 2-core machine.
  test.setTimeout(90_000);
  const listing = await aListingId(page.request);
  const pages = ["/", "/rentar?recamaras=2&tipo=departamento", `/propiedad/${listing}`, "/precios", "/terminos"];
  for (const path of pages) {
    const [pathname, search = ""] = path.split("?");
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-MX");
    await expect(switchLink(page, "Español")).toHaveAttribute("aria-current", "true");

    await switchLink(page, "English").click();
    const english = pathname === "/" ? "/en" : `/en${pathname}`;
    await expect(page).toHaveURL((url) => url.pathname === english && url.search === (search ? `?${search}` : ""));
    await appTakesOver(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(switchLink(page, "English")).toHaveAttribute("aria-current", "true");
    expect(await langCookie(page)).toBe("en");

    await switchLink(page, "Español").click();
    await expect(page).toHaveURL((url) => url.pathname === pathname && url.search === (search ? `?${search}` : ""));
    await expect(page.locator("html")).toHaveAttribute("lang", "es-MX");
    expect(await langCookie(page)).toBe("es");
  }
  // The choice is remembered for a year, on every path, and sent with top-level visits only.
  const cookie = (await page.context().cookies()).find((c) => c.name === LANG_COOKIE)!;
  expect(cookie).toMatchObject({ path: "/", sameSite: "Lax" });
  expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 60 * 60 * 1000);
});

test("each page's head names its Spanish and English twins, x-default the Spanish one, and its own URL as canonical", async ({
  request,
  baseURL,
}) => {
  for (const [path, twin] of [
    ["/precios", "/en/precios"],
    ["/en/precios", "/precios"],
    ["/", "/en"],
    ["/en", "/"],
  ]) {
    const response = await request.get(path);
    const html = await response.text();
    const spanish = path.startsWith("/en") ? twin : path;
    const english = path.startsWith("/en") ? path : twin;
    expect(html).toContain(`<link rel="alternate" hreflang="es-MX" href="${baseURL}${spanish}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en-US" href="${baseURL}${english}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${baseURL}${spanish}">`);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}">`);
    expect(html).toContain(`<html lang="${path.startsWith("/en") ? "en-US" : "es-MX"}"`);
  }
  // The sitemap lists both languages, each entry with its twins.
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/en/precios</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/precios</loc>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/precios"/>`);
});

test("an English page shows none of the interface's Spanish texts", async ({ page }) => {
  // Fourteen pages, each loaded until the network is idle: more than one page's time.
  test.setTimeout(120_000);
  expect(SPANISH_TEXTS.length).toBeGreaterThan(100);
  const agencies = (await (await page.request.get("/api/agencies")).json()) as { data: { slug: string }[] };
  const pages = [
    "/en",
    "/en/precios",
    "/en/servicios",
    "/en/buscar-inmobiliarias",
    `/en/inmobiliaria/${agencies.data[0].slug}`,
    "/en/sobre-nosotros",
    "/en/que-ofrece-hogaria",
    "/en/agente-ai",
    "/en/guias",
    "/en/login",
    "/en/register",
    "/en/forgot-password",
    "/en/no-such-page",
  ];
  for (const path of pages) {
    await page.goto(path);
    // The header's menus load once the browser is idle: their final buttons are checked too.
    await page.waitForLoadState("networkidle");
    const lines = await visibleInterfaceLines(page);
    expect(lines.length, path).toBeGreaterThan(10);
    const spanish = lines.filter((line) => SPANISH_TEXTS.includes(line));
    expect(spanish, `${path} shows Spanish interface text`).toEqual([]);
  }
  // The same check finds them on the Spanish page (it is not blind).
  await page.goto("/precios");
  expect((await visibleInterfaceLines(page)).filter((line) => SPANISH_TEXTS.includes(line)).length).toBeGreaterThan(5);
});

test("an English legal page says the Spanish version governs", async ({ page }) => {
  await page.goto("/en/terminos");
  await expect(page.getByRole("heading", { level: 1, name: "Terms and conditions" })).toBeVisible();
  await expect(page.getByRole("note").filter({ hasText: LEGAL_ENGLISH_NOTE })).toBeVisible();
  await page.goto("/terminos");
  await expect(page.getByText(LEGAL_ENGLISH_NOTE)).toHaveCount(0);
});

test.describe("a browser that prefers English", () => {
  test.use({ locale: "en-US" });

  test("is offered the English page on a Spanish one, not redirected, until it chooses", async ({ page }) => {
    // The page the worker sends is the same for every browser: the offer is the browser's own.
    const sent = await (await page.request.get("/precios?tab=agencias", { headers: { "Accept-Language": "en-US,en" } })).text();
    expect(sent).toContain('<html lang="es-MX"');
    expect(sent).not.toContain(ENGLISH_OFFER.text);
    await page.goto("/precios?tab=agencias");
    await expect(page).toHaveURL(/\/precios\?tab=agencias$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-MX");
    const offer = page.getByRole("complementary", { name: ENGLISH_OFFER.text });
    await expect(offer).toBeVisible();

    // Dismissed, it remembers Spanish and does not come back.
    await offer.getByRole("button", { name: ENGLISH_OFFER.dismiss }).click();
    await expect(offer).toHaveCount(0);
    expect(await langCookie(page)).toBe("es");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(offer).toHaveCount(0);
  });

  test("follows the offer to the same page in English, and is not offered it again", async ({ page }) => {
    await page.goto("/precios?tab=agencias");
    await page.getByRole("link", { name: ENGLISH_OFFER.action }).click();
    await expect(page).toHaveURL(/\/en\/precios\?tab=agencias$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    expect(await langCookie(page)).toBe("en");
    await page.goto("/precios");
    await expect(page.getByRole("complementary", { name: ENGLISH_OFFER.text })).toHaveCount(0);
  });

  test("is never offered English on an English page", async ({ page }) => {
    await page.goto("/en/precios");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("complementary", { name: ENGLISH_OFFER.text })).toHaveCount(0);
  });
});

test("a browser that prefers Spanish is offered nothing", async ({ page }) => {
  await page.goto("/precios");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("complementary", { name: ENGLISH_OFFER.text })).toHaveCount(0);
});
