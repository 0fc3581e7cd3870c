import { SAVED_SEARCH_MESSAGES } from "../../domain/saved-searches/saved-search-messages";
import { test, expect, type APIRequestContext, type Page } from "./app-test";
import { patiently } from "./fixtures/patient-request";

// Saving a search on a phone: 'Guardar búsqueda' on /rentar keeps the filters and the place
// under the page's title, with the alert frequency; the buyer's dashboard lists it, renames
// it, deletes it and brings it back with 'Deshacer'. Signed out, the button goes through sign-in and back to the dialog.

const PASSWORD = "Segura2026";

test.use({ viewport: { width: 390, height: 844 } });
// Sign-ins, dialogs and lazy chunks in a row: patience for a busy machine.
test.describe.configure({ timeout: 90_000 });

async function signUp(api: APIRequestContext): Promise<{ email: string }> {
  const email = `e2e-busquedas-${Date.now()}-${Math.floor(Math.random() * 1e6)}@ejemplo.mx`;
  const response = await patiently(() =>
    api.post("/api/auth/sign-up/email", { data: { name: "Lucía Ramos", email, password: PASSWORD, role: "no_agente" } }),
  );
  expect(response.ok(), await response.text()).toBe(true);
  return { email };
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const saveDialog = (page: Page) => page.getByRole("dialog", { name: "Guardar búsqueda" });
const savedRow = (page: Page, name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

test("a buyer saves a search of Roma Norte up to $25,000 with daily alerts, then renames and deletes it on the dashboard", async ({ page }) => {
  await signUp(page.request);
  await page.goto("/rentar");

  await page.getByRole("combobox", { name: "Ubicación" }).fill("roma norte");
  await page
    .getByRole("option")
    .filter({ has: page.getByText("Roma Norte", { exact: true }) })
    .click();
  await expect(heading(page)).toHaveText("Propiedades en renta en Roma Norte");

  await page.getByRole("button", { name: "Filtros" }).click();
  await page.getByLabel("Precio máximo").fill("25000");
  await page.getByRole("button", { name: /^Ver / }).click();
  const title = "Propiedades en renta en Roma Norte, hasta $25,000";
  await expect(heading(page)).toHaveText(title);
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

  await page.getByRole("button", { name: "Guardar búsqueda" }).click();
  const dialog = saveDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Nombre" })).toHaveValue(title);
  await dialog.getByRole("radio", { name: /^Diaria/ }).check();
  await dialog.getByRole("button", { name: "Guardar búsqueda" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Búsqueda guardada")).toBeVisible();
  // Focus is back on the button that opened the dialog.
  await expect(page.getByRole("button", { name: "Guardar búsqueda" })).toBeFocused();

  // The same search again: the API's answer, in the dialog.
  await page.getByRole("button", { name: "Guardar búsqueda" }).click();
  await saveDialog(page).getByRole("button", { name: "Guardar búsqueda" }).click();
  await expect(saveDialog(page).getByRole("alert")).toHaveText(SAVED_SEARCH_MESSAGES.duplicate);
  await page.keyboard.press("Escape");
  await expect(saveDialog(page)).toBeHidden();

  await page.goto("/dashboard");
  const row = savedRow(page, title);
  await expect(row).toContainText("Avisos: Diaria");
  // Named with the page's title, the row says it once (no summary repeating the name).
  await expect(row.getByText(title)).toHaveCount(1);
  await expect(row).toContainText("Sin novedades");
  const open = row.getByRole("link", { name: "Ver resultados" });
  const href = new URL((await open.getAttribute("href"))!, "http://x");
  expect(href.pathname).toBe("/rentar");
  expect(href.searchParams.get("location")).toBe("Roma Norte");
  expect(href.searchParams.get("precio_max")).toBe("25000");

  // Rename it and make it weekly.
  await row.getByRole("button", { name: "Editar" }).click();
  const edit = page.getByRole("dialog", { name: "Editar búsqueda" });
  await edit.getByRole("textbox", { name: "Nombre" }).fill("Depas en la Roma");
  await edit.getByRole("radio", { name: /^Semanal/ }).check();
  await edit.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(edit).toBeHidden();
  const renamed = savedRow(page, "Depas en la Roma");
  await expect(renamed).toContainText("Avisos: Semanal");
  // A name of one's own: the summary says what it looks for.
  await expect(renamed.getByText(title, { exact: true })).toBeVisible();
  await expect(savedRow(page, title)).toHaveCount(0);

  // Opening it goes to the search and counts what is new from now on.
  await renamed.getByRole("link", { name: "Ver resultados" }).click();
  await expect(heading(page)).toHaveText(title);
  await expect.poll(async () => (await (await page.request.get("/api/saved-searches")).json()).data.items[0].last_seen_at).not.toBeNull();

  await page.goto("/dashboard");
  const before = (await (await page.request.get("/api/saved-searches")).json()).data.items[0];
  await savedRow(page, "Depas en la Roma").getByRole("button", { name: "Eliminar" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Eliminar búsqueda" });
  await expect(confirm).toContainText("¿Eliminar “Depas en la Roma”?");
  await confirm.getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Aún no tienes búsquedas guardadas")).toBeVisible();
  expect((await (await page.request.get("/api/saved-searches")).json()).data.total).toBe(0);

  // 'Deshacer' in the toast saves it again: the same name, filters and frequency.
  const toast = page.getByRole("listitem").filter({ hasText: "Búsqueda eliminada" });
  await expect(toast).toContainText("Ya no te avisaremos de “Depas en la Roma”.");
  // The toast's buttons are touch targets like any other: 44 px tall, the close button 44 × 44.
  const undo = toast.getByRole("button", { name: "Deshacer" });
  expect(Math.round((await undo.boundingBox())!.height)).toBeGreaterThanOrEqual(44);
  const close = (await toast.getByRole("button", { name: "Cerrar aviso" }).boundingBox())!;
  expect(Math.round(close.width)).toBeGreaterThanOrEqual(44);
  expect(Math.round(close.height)).toBeGreaterThanOrEqual(44);
  await undo.click();
  await expect(page.getByText("Búsqueda restaurada")).toBeVisible();
  await expect(savedRow(page, "Depas en la Roma")).toContainText("Avisos: Semanal");
  const after = (await (await page.request.get("/api/saved-searches")).json()).data;
  expect(after.total).toBe(1);
  expect(after.items[0]).toMatchObject({ name: "Depas en la Roma", frequency: "semanal", filters: before.filters });
  expect(after.items[0].id).not.toBe(before.id);
});

test("signed out, 'Guardar búsqueda' goes to sign in and back to the dialog, which saves by keyboard", async ({ page, request }) => {
  const account = await signUp(request);
  await page.goto("/rentar?tipo=departamento");
  // Signed out it is a link to sign in.
  await page.getByRole("link", { name: "Guardar búsqueda" }).click();

  await expect(page).toHaveURL(`/login?${new URLSearchParams({ redirect: "/rentar?tipo=departamento&guardar=1" })}`);
  await page.getByLabel("Correo electrónico").fill(account.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();

  // Back on the search, the dialog is open and the request has left the address.
  const dialog = saveDialog(page);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL("/rentar?tipo=departamento");
  const name = dialog.getByRole("textbox", { name: "Nombre" });
  await expect(name).toHaveValue("Departamentos en renta en la Ciudad de México");
  await name.focus();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("radio", { name: /^Al momento/ })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(dialog.getByRole("radio", { name: /^Diaria/ })).toBeChecked();
  await name.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Búsqueda guardada")).toBeVisible();

  const saved = (await (await page.request.get("/api/saved-searches")).json()).data;
  expect(saved.items).toHaveLength(1);
  expect(saved.items[0]).toMatchObject({
    name: "Departamentos en renta en la Ciudad de México",
    frequency: "diaria",
    filters: { operation: "renta", tipo: "departamento" },
    new_count: 0,
  });
});
