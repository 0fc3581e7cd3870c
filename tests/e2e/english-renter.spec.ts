import { test, expect, type Page } from "./app-test";
import { SEARCH_PAGE_TEXTS } from "../../domain/properties/search-page-texts";
import { PROPERTY_PAGE_TEXTS } from "../../domain/properties/property-page-texts";
import { CONTACT_FORM_TEXTS } from "../../domain/contact/contact-form-texts";
import { CARD_TEXTS } from "../../domain/properties/card-texts";
import { FILTER_PANEL_TEXTS } from "../../domain/properties/search-filter-texts";
import { TRUST_TEXTS } from "../../domain/trust/advertiser-trust";
import { STATION_TEXTS } from "../../domain/transit/station-nearby";
import { COST_TEXTS } from "../../domain/listing-costs/cost-texts";
import { SAFETY_ADVICE } from "../../domain/trust/safety-advice";
import { LISTING_CALL } from "../../domain/call-requests/call-request-copy";

// A foreign renter on a phone goes from /en/rentar to a message sent to an advertiser, and
// meets no Spanish interface text on the way: the search page, a listing's page and its
// "Send message" form speak English (the listing's own words and place names stay as the
// advertiser and the city write them).

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "en-US" });

type Listing = { id: string; title: string; address: string; neighborhood: string; description?: string; features?: string[] };

/** The Spanish texts these pages show on Spanish pages: none of them may appear on the English ones. */
function spanishInterfaceTexts(): string[] {
  const texts: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === "string") texts.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  [
    SEARCH_PAGE_TEXTS.es,
    PROPERTY_PAGE_TEXTS.es,
    CONTACT_FORM_TEXTS.es,
    FILTER_PANEL_TEXTS.es,
    TRUST_TEXTS,
    STATION_TEXTS,
    COST_TEXTS.rental,
    SAFETY_ADVICE,
  ].forEach(collect);
  Object.values(CARD_TEXTS).forEach((t) => collect(t.es));
  collect(LISTING_CALL.privacy);
  // Words shared by both languages ("Error", "WhatsApp") and one-word labels a listing's own
  // text may hold are not evidence of a Spanish interface; phrases and longer words are.
  return [...new Set(texts)].filter((t) => (t.includes(" ") || t.length >= 8) && !/^[\d\W]/.test(t) && !["Roof garden"].includes(t));
}

/** The page's main text, without the listings' own words (titles, addresses, descriptions, amenities). */
async function interfaceText(page: Page, listings: Listing[]): Promise<string> {
  let text = await page.locator("main").innerText();
  for (const l of listings) {
    for (const own of [l.title, l.address, l.neighborhood, l.description ?? "", ...(l.features ?? [])]) if (own) text = text.split(own).join(" ");
  }
  return text;
}

async function expectNoSpanish(page: Page, listings: Listing[]) {
  const text = await interfaceText(page, listings);
  const found = spanishInterfaceTexts().filter((spanish) => text.includes(spanish));
  expect(found, `Spanish interface text on ${page.url()}`).toEqual([]);
}

test("from /en/rentar to a message to the advertiser, in English", async ({ page }) => {
  const listResponse = await page.request.get("/api/properties?operation=renta&page_size=24");
  expect(listResponse.ok()).toBe(true);
  const cards = ((await listResponse.json()) as { data: { items: Listing[]; total: number } }).data;

  await page.goto("/en/rentar");
  await expect(page.locator("html")).toHaveAttribute("lang", /^en/);
  await expect(page.getByRole("heading", { level: 1, name: "Properties for rent in Mexico City" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /properties?$/ })).toHaveText(
    `${cards.total.toLocaleString("en-US")} ${cards.total === 1 ? "property" : "properties"}`,
  );
  await expect(page.getByRole("button", { name: /^Filters/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Map" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Operation" }).getByRole("link", { name: "Rent" })).toHaveAttribute("aria-current", "page");
  // Rents in pesos, said so, by the month.
  const firstCard = page.locator("article[data-property-id]").first();
  await expect(firstCard).toContainText(/MX\$[\d,]+\/month/);
  await expect(firstCard).toContainText("For rent");
  await expect(page.getByRole("button", { name: "Free advice from Hogaria" })).toBeAttached();
  await expectNoSpanish(page, cards.items);

  // The card's link keeps the visitor in English.
  const listing = cards.items[0];
  await firstCard.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/en/propiedad/${listing.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: listing.title })).toBeVisible();

  const detailResponse = await page.request.get(`/api/properties/${listing.id}`);
  const detail = ((await detailResponse.json()) as { data: Listing }).data;
  await expect(page.getByRole("heading", { name: "Contact the advertiser" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Key facts" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What you need to move in" })).toBeVisible();
  if (detail.description?.trim()) await expect(page.getByRole("heading", { name: "Description in Spanish" })).toBeVisible();
  await expect(page.getByText(/^Price: MX\$[\d,]+\/month$/)).toBeAttached();
  await expectNoSpanish(page, [detail, ...cards.items]);

  // "Send message": its form, its checks and its confirmation in English.
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/leads") sent.push(request.postData() ?? "");
  });
  await page.getByRole("button", { name: "Send message" }).filter({ visible: true }).first().click();
  const form = page.getByRole("dialog", { name: "Send message" });
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Message")).toHaveValue(`Hi, I am interested in “${listing.title}”. Is it still available?`);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByText("Your name is required.")).toBeVisible();
  await expect(form.getByText("Your phone number is required.")).toBeVisible();
  await expect(form.getByText("Email is required")).toBeVisible();
  expect(await form.innerText()).not.toMatch(/requerido|Escribe|Nombre|Teléfono|Correo electrónico/);

  await form.getByLabel("Name").fill("Jane Renter");
  await form.getByLabel("Phone").fill("5512345678");
  await form.getByLabel("Email").fill("jane.renter@example.com");
  await form.getByLabel("Message").fill("Hi, could I visit on Saturday?");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Message sent!")).toBeVisible();
  await expect(page.getByText("The advertiser will answer you soon.")).toBeVisible();
  await expect(form).toBeHidden();
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0])).toMatchObject({ nombre: "Jane Renter", email: "jane.renter@example.com", property_id: listing.id });
});

test("the English page's own dialog, rendered by the worker before the app's code, is in English", async ({ page }) => {
  const response = await page.request.get("/api/properties?operation=renta&page_size=1");
  const listing = ((await response.json()) as { data: { items: Listing[] } }).data.items[0];
  // The worker's HTML alone, no script run: the native form is already English.
  const html = await (await page.request.get(`/en/propiedad/${listing.id}`)).text();
  expect(html).toContain('lang="en-US"');
  for (const english of [
    "Send message",
    "Write to the advertiser of ",
    "We share your details only with the advertiser.",
    "Description in Spanish",
  ]) {
    expect(html).toContain(english);
  }
  for (const spanish of ["Enviar mensaje", "Escríbele al anunciante", "Compartimos tus datos solo con el anunciante.", "Contacta al anunciante"]) {
    expect(html).not.toContain(spanish);
  }
});

test("a place searched in English finds it, and it keeps its Spanish name", async ({ page }) => {
  const first = async (q: string) => {
    const response = await page.request.get(`/api/locations?${new URLSearchParams({ q, limit: "15" })}`);
    expect(response.ok(), await response.text()).toBe(true);
    const { data } = (await response.json()) as { data: { nombre_canonico: string }[] };
    return data[0]?.nombre_canonico;
  };
  expect(await first("Mexico City")).toBe("Ciudad de México");
  expect(await first("Coyoacan")).toBe("Coyoacán");
  expect(await first("Roma North")).toBe("Roma Norte");
  expect(await first("Condesa")).toBe("Condesa");

  // The search page's field, in English, offers the place by its own name.
  await page.goto("/en/rentar");
  await page.getByRole("combobox", { name: "Location" }).fill("Roma North");
  await expect(page.getByRole("option").first()).toContainText("Roma Norte");
  await expect(page.getByRole("option").first()).toContainText("Neighborhood");
});

test("a bad filter in an English search says so in English, and offers to remove it", async ({ page }) => {
  await page.goto("/en/rentar?recamaras=abc");
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { name: "Check your search filters" })).toBeVisible();
  await expect(alert).toContainText("Bedrooms: This value is not valid.");
  await alert.getByRole("link", { name: "Remove the invalid filter" }).click();
  await expect(page).toHaveURL(/\/en\/rentar$/);
  await expect(page.getByRole("heading", { level: 1, name: "Properties for rent in Mexico City" })).toBeVisible();
});
