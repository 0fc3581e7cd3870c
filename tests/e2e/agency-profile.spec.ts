import { AGENCY_MESSAGES } from "../../domain/agencies/agency-profile";
import { pngBytes } from "../fixtures/listing-photo-bytes";
import { test, expect } from "./app-test";

// The agency owner's profile in "Resumen": colonias are added through the place
// autocomplete (an alcaldía chosen there is ticked), removed by their chip, and the public
// page lists them once saved. At phone width; the demo agency starts with no zones of its
// own and ends with none.

const OWNER = { email: "inmobiliaria@hogaria.mx" };
const PUBLIC_PAGE = "/inmobiliaria/casa-capital-inmobiliaria";

test("an agency owner adds a colonia to the zones it works, at 390 px, and its public page shows it", async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(OWNER);
  await page.goto("/dashboard?tab=resumen");
  const profile = page.getByRole("region", { name: "Perfil de la inmobiliaria" });
  const field = profile.getByRole("combobox", { name: "Colonias donde trabajas" });
  const chosen = profile.getByRole("list", { name: "Colonias elegidas" });
  const save = async () => {
    await profile.getByRole("button", { name: "Guardar perfil" }).click();
    await expect(page.getByText(AGENCY_MESSAGES.saved).first()).toBeVisible();
  };

  await expect(profile.getByRole("checkbox", { name: "Coyoacán" })).not.toBeChecked();
  await field.fill("roma nor");
  await page
    .getByRole("option", { name: /Roma Norte/ })
    .first()
    .click();
  await expect(chosen.getByRole("listitem")).toContainText(["Roma Norte"]);
  await expect(field).toHaveValue("");
  // An alcaldía chosen in the same field is ticked with the others.
  await field.fill("coyoacan");
  await page
    .getByRole("option", { name: /^Coyoacán/ })
    .first()
    .click();
  await expect(profile.getByRole("checkbox", { name: "Coyoacán" })).toBeChecked();
  await page.screenshot({ path: "test-results/agency-profile-390.png", fullPage: true });
  await save();

  await page.goto(PUBLIC_PAGE);
  const zones = page.getByRole("list", { name: "Zonas donde trabaja" });
  await expect(zones).toContainText("Roma Norte");
  await expect(zones).toContainText("Coyoacán");

  // Removed by its chip, and gone from the public page once saved.
  await page.goto("/dashboard?tab=resumen");
  await profile.getByRole("button", { name: "Quitar Roma Norte" }).click();
  await expect(chosen).toHaveCount(0);
  await profile.getByRole("checkbox", { name: "Coyoacán" }).uncheck();
  await save();
  await page.goto(PUBLIC_PAGE);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // With no zones of its own, the page shows the alcaldías where it has the most listings.
  await expect(page.getByRole("list", { name: "Zonas donde trabaja" })).not.toContainText("Roma Norte");
});

test("an agency owner uploads a logo with our Spanish button, and the public page shows it", async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(OWNER);
  await page.goto("/dashboard?tab=resumen");
  const profile = page.getByRole("region", { name: "Perfil de la inmobiliaria" });
  const button = profile.getByRole("button", { name: "Subir logo" });
  await expect(button).toHaveAccessibleDescription("JPG, PNG o WebP, hasta 2 MB.");
  const chooser = page.waitForEvent("filechooser");
  await button.click();
  await (await chooser).setFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from(await pngBytes(200, 200, [], [200, 30, 30])) });
  await expect(profile.getByRole("button", { name: "Cambiar logo" })).toBeVisible();

  await page.goto(PUBLIC_PAGE);
  await expect(page.locator("header img[src*='/media/agencies/']")).toBeVisible();
});
