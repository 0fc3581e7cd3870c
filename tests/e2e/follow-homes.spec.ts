import { test, expect as baseExpect, type APIRequestContext, type Locator, type Page } from "./app-test";
import { patiently } from "./fixtures/patient-request";

// Following a home: the hearts on result cards (the home page's strip and the map's popups
// use the same button) are filled for the listings the signed-in person saved (one request for all of them, after the page is
// the app's), and follow saves and removals; a save asked for before signing in with Google
// is finished where Google sends the person back.

type Listing = { id: string; title: string };

test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

async function signUp(api: APIRequestContext) {
  const email = `e2e-sigue-${Date.now()}-${Math.floor(Math.random() * 1e6)}@ejemplo.mx`;
  const response = await patiently(() =>
    api.post("/api/auth/sign-up/email", { data: { name: "Marta Solís", email, password: "Segura2026", role: "no_agente" } }),
  );
  expect(response.ok(), await response.text()).toBe(true);
}

async function firstListings(api: APIRequestContext, operation: "venta" | "renta", n: number): Promise<Listing[]> {
  const response = await api.get(`/api/properties?operation=${operation}`);
  expect(response.ok(), await response.text()).toBe(true);
  const items = ((await response.json()) as { data: { items: Listing[] } }).data.items;
  expect(items.length).toBeGreaterThanOrEqual(n);
  return items.slice(0, n);
}

async function saveInTodo(api: APIRequestContext, propertyId: string) {
  const lists = ((await (await api.get("/api/favorites/lists")).json()) as { data: { id: string; name: string }[] }).data;
  const todo = lists.find((l) => l.name === "Todo")!;
  const response = await api.post(`/api/favorites/lists/${todo.id}/properties`, { data: { propertyId } });
  expect(response.status(), await response.text()).toBe(201);
}

/** The heart of a listing's card, whatever it says. */
const heartOf = (page: Page, listing: Listing): Locator =>
  page
    .getByRole("article")
    .filter({ has: page.locator(`a[href="/propiedad/${listing.id}"]`) })
    .getByRole("button", { name: `: ${listing.title}` });

async function expectSaved(heart: Locator, listing: Listing, saved: boolean) {
  await expect(heart).toHaveAccessibleName(`${saved ? "Guardada en tus favoritas" : "Guardar en favoritas"}: ${listing.title}`);
  await expect(heart.locator("svg.fill-accent-600")).toHaveCount(saved ? 1 : 0);
}

/** What the page asks the favourites API, and whether React complained while hydrating. */
function watch(page: Page) {
  const favorites: string[] = [];
  const hydrationErrors: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/favorites/")) favorites.push(`${request.method()} ${url.pathname}`);
  });
  page.on("console", (message) => {
    // React's production build names hydration mismatches by number (#418, #423, #425).
    if (message.type() === "error" && /#41[89]|#42[35]|hydrat/i.test(message.text())) hydrationErrors.push(message.text());
  });
  return { favorites, hydrationErrors };
}

test("on /rentar the heart of a saved listing is filled after a reload, from one request, and empty once removed", async ({ page }) => {
  const [saved, other] = await firstListings(page.request, "renta", 2);

  // Signed out: nothing is asked.
  const seen = watch(page);
  await page.goto("/rentar");
  await expectSaved(heartOf(page, saved), saved, false);
  expect(seen.favorites).toEqual([]);

  await signUp(page.request);
  await saveInTodo(page.request, saved.id);
  await page.reload();
  const heart = heartOf(page, saved);
  await expectSaved(heart, saved, true);
  await expectSaved(heartOf(page, other), other, false);
  // One request for every heart on the page, none per card.
  expect(seen.favorites).toEqual(["GET /api/favorites/saved-ids"]);
  expect(seen.hydrationErrors).toEqual([]);

  // Removing it in the favourites dialog empties the heart at once…
  await heart.click();
  const dialog = page.getByRole("dialog", { name: "Guardar en favoritas" });
  const todo = dialog.getByRole("button", { name: /^Todo/ });
  await expect(todo).toHaveAttribute("aria-pressed", "true");
  await todo.click();
  await expect(todo).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByText("Se quitó de “Todo”.").first()).toBeVisible();
  await dialog.getByRole("button", { name: "Listo" }).click();
  await expect(dialog).toBeHidden();
  await expectSaved(heart, saved, false);

  // …and it stays empty after a reload; saving it again fills it without a reload.
  await page.reload();
  await expectSaved(heartOf(page, saved), saved, false);
  await heartOf(page, saved).click();
  await dialog.getByRole("button", { name: /^Todo/ }).click();
  await expect(dialog.getByRole("button", { name: /^Todo/ })).toHaveAttribute("aria-pressed", "true");
  await dialog.getByRole("button", { name: "Listo" }).click();
  await expectSaved(heartOf(page, saved), saved, true);
});

test("Google sign-in comes back to the page with the save asked for, which that page then finishes", async ({ page }) => {
  const [home] = await firstListings(page.request, "renta", 1);
  const back = `/rentar?guardar=${home.id}`;

  // /login and /register send Google the way back, save request included. Google is not
  // configured in tests (no local stand-in), so the attempt ends in the form's toast.
  for (const [form, failure] of [
    ["/login", "No se pudo iniciar sesión con Google"],
    ["/register", "No se pudo registrar con Google"],
  ] as const) {
    await page.goto(`${form}?${new URLSearchParams({ redirect: back })}`);
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/auth/sign-in/social");
    await page.getByRole("button", { name: "Continuar con Google" }).click();
    expect((await asked).postDataJSON()).toEqual({ provider: "google", callbackURL: back });
    await expect(page.getByText(failure).first()).toBeVisible();
  }

  // Where Google's return lands: better-auth sets the session and redirects to that path.
  await signUp(page.request);
  await page.goto(back);
  const dialog = page.getByRole("dialog", { name: "Guardar en favoritas" });
  await expect(dialog).toContainText(`Elige en qué listas guardar “${home.title}”.`);
  await expect(page).toHaveURL("/rentar");
  // The listing's id in ?guardar= is not the search's own save request ('Guardar búsqueda').
  await expect(page.getByRole("dialog", { name: "Guardar búsqueda" })).toHaveCount(0);
  await dialog.getByRole("button", { name: /^Todo/ }).click();
  await expect(dialog.getByRole("button", { name: /^Todo/ })).toHaveAttribute("aria-pressed", "true");
  await dialog.getByRole("button", { name: "Listo" }).click();
  await expectSaved(heartOf(page, home), home, true);
});
