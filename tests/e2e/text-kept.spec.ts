import { AGENCY_MESSAGES } from "../../domain/agencies/agency-profile";
import { test, expect } from "./app-test";

// What an agency owner types in its description is what its public page shows, every
// character ("/", quotes, "<b>" as text, not bold), at phone width and on a desktop. The
// demo agency's description is put back as it was.

const OWNER = { email: "inmobiliaria@hogaria.mx" };
const PUBLIC_PAGE = "/inmobiliaria/casa-capital-inmobiliaria";
const WRITTEN = 'Atención 24/7 en la Roma, oficina H3/50/20: "trato directo", l\'asesoría <b>sin</b> costo y 1/2 día para firmar.';

test("an agency's description keeps every character typed and its page shows it as text, at 390 and 1280 px", async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(OWNER);
  await page.goto("/dashboard?tab=resumen");
  const profile = page.getByRole("region", { name: "Perfil de la inmobiliaria" });
  const field = profile.getByRole("textbox", { name: "Descripción" });
  const before = await field.inputValue();
  const saveAs = async (text: string) => {
    await field.fill(text);
    await profile.getByRole("button", { name: "Guardar perfil" }).click();
    await expect(page.getByText(AGENCY_MESSAGES.saved).first()).toBeVisible();
  };

  try {
    await saveAs(WRITTEN);
    await page.reload();
    await expect(field).toHaveValue(WRITTEN);

    await page.goto(PUBLIC_PAGE);
    const description = page.getByText(WRITTEN, { exact: true });
    await expect(description).toBeVisible();
    await expect(description.locator("b")).toHaveCount(0);
    await page.screenshot({ path: "test-results/text-kept-agency-390.png", fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(description).toBeVisible();
    await page.screenshot({ path: "test-results/text-kept-agency-1280.png", fullPage: false });
  } finally {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard?tab=resumen");
    await saveAs(before);
  }
});
