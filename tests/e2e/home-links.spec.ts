import { test, expect, type Page } from "./app-test";
import { LISTING_FACTS, type ListingFacts } from "../../domain/listings/facts";
import { FACT_FILTERS } from "../../domain/properties/fact-filters";
import { OPERATION_LABELS, PROPERTY_TYPE_LABELS, type Operation, type PropertyType } from "../../domain/properties/property";

// Every link of the home page's three columns and of its 'Destacados' tabs, opened the way a
// visitor opens it (a click on the home page), against the full demo seed. A link fails when
// its page finds nothing, or when a result contradicts its words: another type or operation,
// a listing outside the place it names, a price, a number of rooms or an amenity it does not have.
// Types, operations, prices, rooms and neighbourhoods are read off the cards; the place's
// alcaldía and the amenities are read from each listing's own page data (what its page shows).

/** What a link promises, as a person reads its words. Words that name no operation mean venta. */
type LinkPromise = {
  tipo: PropertyType;
  operation: Operation;
  /** The listing's colonia, alcaldía or estado is this place. */
  place?: string;
  minBedrooms?: number;
  minParking?: number;
  maxPrice?: number;
  /** The listing's page lists this among its amenities and extras, and a filter chip names it. */
  feature?: string;
  /** The listing says sí (or what the link's filter takes: `accepts`) to this fact an advertiser attests, and a filter chip names it. */
  fact?: { key: keyof ListingFacts; chip: string; accepts?: readonly string[] };
};

const CDMX = "Ciudad de México";
const venta = (tipo: PropertyType, more: Partial<LinkPromise> = {}): LinkPromise => ({ tipo, operation: "venta", ...more });
const renta = (tipo: PropertyType, more: Partial<LinkPromise> = {}): LinkPromise => ({ tipo, operation: "renta", ...more });

const COLUMNS: Record<string, Record<string, LinkPromise>> = {
  "Búsquedas populares": {
    "Departamentos en renta en CDMX": renta("departamento", { place: CDMX }),
    "Casas en venta en CDMX": venta("casa", { place: CDMX }),
    "Departamentos amueblados en renta": renta("departamento", { fact: { key: "furnishing", chip: LISTING_FACTS.furnishing.label } }),
    "Casas con jardín": venta("casa", { feature: "Jardín" }),
    // mascotas=si takes "con restricciones" too: pets are welcome there.
    "Departamentos pet friendly en renta": renta("departamento", {
      fact: { key: "pets", chip: LISTING_FACTS.pets.label, accepts: FACT_FILTERS.mascotas.matches.si },
    }),
    // An amenity that became a fact: the link's amenidad=Roof garden asks for the fact.
    "Departamentos con roof garden": venta("departamento", { fact: { key: "roof_garden", chip: "Roof garden" } }),
    "Casas en condominio en venta": venta("casa-condominio"),
    "Oficinas en renta": renta("oficina"),
  },
  "También buscaron": {
    "Departamentos en Narvarte Poniente": venta("departamento", { place: "Narvarte Poniente" }),
    "Casas en Tlalpan": venta("casa", { place: "Tlalpan" }),
    "Departamentos en Escandón": venta("departamento", { place: "Escandón" }),
    "Casas en Coyoacán": venta("casa", { place: "Coyoacán" }),
    "Casas en Santa Fe": venta("casa", { place: "Santa Fe" }),
    "Departamentos en San Ángel": venta("departamento", { place: "San Ángel" }),
    "Departamentos en Juárez": venta("departamento", { place: "Juárez" }),
  },
  "Consultas frecuentes": {
    "Departamentos de 2 recámaras o más": venta("departamento", { minBedrooms: 2 }),
    "Casas de 3 recámaras o más": venta("casa", { minBedrooms: 3 }),
    "Departamentos con elevador": venta("departamento", { fact: { key: "elevador", chip: "Elevador" } }),
    "Departamentos en renta hasta $15,000": renta("departamento", { maxPrice: 15_000 }),
    "Casas con 2 estacionamientos o más": venta("casa", { minParking: 2 }),
    "Casas en renta en CDMX": renta("casa", { place: CDMX }),
    "Locales comerciales en renta": renta("local-comercial"),
  },
};

// 'Destacados': each tab's places with listings, each with searches named "{Casas|Departamentos} en {venta|renta} en {place}".
const DESTACADOS: Record<string, string[]> = {
  "Ciudades Principales": [CDMX],
  "Ciudad de México": ["Polanco", "Condesa", "Roma Norte", "Del Valle", "Coyoacán"],
  "Ubicaciones Principales": [
    "Benito Juárez",
    "Miguel Hidalgo",
    "Álvaro Obregón",
    "Tlalpan",
    "Cuajimalpa de Morelos",
    "Gustavo A. Madero",
    "Iztapalapa",
    "Azcapotzalco",
    "Xochimilco",
    "Venustiano Carranza",
  ],
};

// Cities where Hogaria does not publish yet: their cards say "Próximamente" and offer no
// search, only a link to the page that says so ("Todavía no publicamos en {ciudad}") and
// saves the search to tell the visitor.
const CITIES_COMING = ["Guadalajara", "Monterrey", "Puebla", "Querétaro"];

const TYPE_BY_PLURAL = Object.fromEntries(Object.entries(PROPERTY_TYPE_LABELS).map(([tipo, label]) => [label.plural, tipo as PropertyType]));

/** "Departamentos en renta en Polanco" → what it promises. */
function destacadoPromise(label: string): LinkPromise & { place: string } {
  const match = label.match(/^(.+?) en (venta|renta) en (.+)$/);
  expect(match, `"${label}" names a type, an operation and a place`).toBeTruthy();
  const [, plural, operation, place] = match!;
  expect(TYPE_BY_PLURAL[plural], `"${plural}" is a type`).toBeTruthy();
  return { tipo: TYPE_BY_PLURAL[plural], operation: operation as Operation, place };
}

async function openHomeSection(page: Page, name: string) {
  await page.goto("/");
  const section = page.getByRole("region", { name });
  // Everything under the hero is loaded as its own chunk after the first paint.
  await expect(section.getByRole("link").first()).toBeVisible({ timeout: 15_000 });
  return section;
}

type Card = { id: string; text: string };

/** The result count and the cards of the first page, once the search has answered. */
async function readResults(page: Page): Promise<{ count: number; cards: Card[] }> {
  const status = page.getByRole("status").filter({ hasText: /^\d[\d,]* propiedad(es)?$/ });
  await expect(status).toBeVisible({ timeout: 15_000 });
  const count = Number((await status.innerText()).replace(/\D/g, ""));
  if (count === 0) return { count, cards: [] };
  let cards: Card[] = [];
  await expect(async () => {
    const list = page.getByRole("list", { name: "Resultados" });
    await expect(list).toBeVisible({ timeout: 1000 });
    expect(await list.getAttribute("aria-busy")).toBeNull();
    // Cards below the first screen render only as they scroll near: render them all to read them.
    cards = await list.getByRole("article").evaluateAll((articles) =>
      articles.map((a) => {
        a.closest("li")?.style.setProperty("content-visibility", "visible");
        return { id: a.getAttribute("data-property-id") ?? "", text: (a as HTMLElement).innerText };
      }),
    );
    expect(cards.length).toBeGreaterThan(0);
  }).toPass({ timeout: 15_000 });
  return { count, cards };
}

type ListingPage = { location: { colonia: string; alcaldia: string; estado: string } | null; features: string[]; facts: ListingFacts };

async function listingPage(page: Page, id: string): Promise<ListingPage> {
  const response = await page.request.get(`/api/properties/${id}`);
  expect(response.status(), `the page of listing ${id}`).toBe(200);
  return ((await response.json()) as { data: ListingPage }).data;
}

const lines = (text: string) => text.split("\n").map((line) => line.trim());
const count = (text: string, noun: RegExp) => Number(text.match(new RegExp(`(\\d+)\\s*${noun.source}`))?.[1] ?? 0);

/** Fails on no results, or on a card that contradicts the promise. */
async function expectResultsKeep(page: Page, link: string, promise: LinkPromise) {
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading, link).toContainText(PROPERTY_TYPE_LABELS[promise.tipo].plural);
  await expect(heading, link).toContainText(OPERATION_LABELS[promise.operation].toLowerCase());
  if (promise.place) await expect(heading, link).toContainText(promise.place);
  const chip = promise.feature ?? promise.fact?.chip;
  if (chip) {
    await expect(page.getByRole("button").filter({ hasText: new RegExp(`^${chip}$`) }), `${link}: a chip names the filter`).toBeVisible();
  }

  const { count: total, cards } = await readResults(page);
  expect(total, `${link}: results`).toBeGreaterThan(0);
  const kind = `${PROPERTY_TYPE_LABELS[promise.tipo].singular} · ${OPERATION_LABELS[promise.operation]}`.toLowerCase();
  for (const card of cards) {
    const said = `${link}: card ${card.id}\n${card.text}`;
    expect(
      lines(card.text).map((line) => line.toLowerCase()),
      said,
    ).toContain(kind);
    if (promise.minBedrooms) expect(count(card.text, /recámaras?/), said).toBeGreaterThanOrEqual(promise.minBedrooms);
    if (promise.minParking) expect(count(card.text, /estacionamientos?/), said).toBeGreaterThanOrEqual(promise.minParking);
    if (promise.maxPrice) {
      const price = lines(card.text).find((line) => /^\$[\d,]+/.test(line));
      expect(Number(price?.match(/^\$([\d,]+)/)?.[1].replaceAll(",", "")), said).toBeLessThanOrEqual(promise.maxPrice);
    }
    if (promise.place || promise.feature || promise.fact) {
      const listing = await listingPage(page, card.id);
      if (promise.place) {
        const { colonia, alcaldia, estado } = listing.location ?? {};
        expect([colonia, alcaldia, estado], `${said}\nlies in ${promise.place}`).toContain(promise.place);
        // A colonia shows on the card by its name.
        if (colonia === promise.place) expect(lines(card.text), said).toContain(promise.place);
      }
      if (promise.feature) expect(listing.features, `${said}\nlists ${promise.feature}`).toContain(promise.feature);
      if (promise.fact) expect(promise.fact.accepts ?? ["si"], `${said}\nsays sí to ${promise.fact.key}`).toContain(listing.facts[promise.fact.key]);
    }
  }
}

test("the home page shows the three columns of searches, each link with what it promises", async ({ page }) => {
  const section = await openHomeSection(page, "Más búsquedas");
  for (const [title, links] of Object.entries(COLUMNS)) {
    const column = section.getByRole("navigation", { name: title });
    await expect(column.getByRole("link")).toHaveText(Object.keys(links));
  }
  await expect(section.getByRole("navigation")).toHaveCount(3);
});

for (const [title, links] of Object.entries(COLUMNS)) {
  for (const [link, promise] of Object.entries(links)) {
    test(`${title} › "${link}" opens results that keep its words`, async ({ page }) => {
      const section = await openHomeSection(page, "Más búsquedas");
      await section.getByRole("navigation", { name: title }).getByRole("link", { name: link, exact: true }).click();
      await expect(page).not.toHaveURL(/\/$/);
      await expectResultsKeep(page, link, promise);
    });
  }
}

test("'Destacados' has the three tabs, each with its places", async ({ page }) => {
  const section = await openHomeSection(page, "Destacados");
  await expect(section.getByRole("tab")).toHaveText(Object.keys(DESTACADOS));
  for (const [tab, places] of Object.entries(DESTACADOS)) {
    await section.getByRole("tab", { name: tab }).click();
    const shown = tab === "Ciudades Principales" ? [...places, ...CITIES_COMING] : places;
    await expect(section.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveText(shown);
  }
});

/** Opens each search of the place's card in the tab, one after the other, and checks its page. */
async function walkDestacado(page: Page, tab: string, place: string, check: (label: string, promise: LinkPromise) => Promise<void>) {
  const section = await openHomeSection(page, "Destacados");
  await section.getByRole("tab", { name: tab }).click();
  const card = section
    .getByRole("tabpanel")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: place, exact: true }) });
  // The tab shows its cards once chosen: read the links when the place's card has them.
  await expect(card.getByRole("link").first(), `${place} has searches`).toBeVisible();
  const labels = await card.getByRole("link").allInnerTexts();
  for (const [i, label] of labels.entries()) {
    const promise = destacadoPromise(label);
    expect(promise.place).toBe(place);
    if (i > 0) {
      await openHomeSection(page, "Destacados");
      await section.getByRole("tab", { name: tab }).click();
    }
    await card.getByRole("link", { name: label, exact: true }).click();
    await expect(page).not.toHaveURL(/\/$/);
    await check(label, promise);
  }
}

const destacados = Object.entries(DESTACADOS).flatMap(([tab, places]) => places.map((place) => ({ tab, place })));

for (const { tab, place } of destacados) {
  test(`Destacados › ${tab} › ${place}: every search opens results that keep its words`, async ({ page }) => {
    await walkDestacado(page, tab, place, (label, promise) => expectResultsKeep(page, label, promise));
  });
}

test("Destacados › Ciudades Principales: a city where Hogaria does not publish yet says so on its card and leads only to 'Avísame'", async ({
  page,
}) => {
  for (const city of CITIES_COMING) {
    const section = await openHomeSection(page, "Destacados");
    const card = section
      .getByRole("tabpanel")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name: city, exact: true }) });
    await expect(card.getByText("Próximamente", { exact: true })).toBeVisible();
    await expect(card.getByText("Todavía no publicamos aquí.")).toBeVisible();
    // No search that would end at "0 propiedades": one link, and it says what it does.
    await expect(card.getByRole("link")).toHaveCount(1);
    await card.getByRole("link", { name: `Avísame cuando publiquemos en ${city}`, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Todavía no publicamos en ${city}`);
    await expect(page.getByRole("button", { name: `Avísame cuando publiquemos en ${city}` })).toBeVisible();
  }
});
