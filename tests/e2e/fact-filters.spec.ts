import path from "node:path";
import { createClient } from "@libsql/client";
import { test, expect } from "./app-test";
import { E2E_DB_FILE } from "./fixtures/e2e-server";
import { notGivenSentence } from "../../domain/properties/fact-filters";
import { propertyCountLabel } from "../../domain/format/number";

// A renter on a phone filters pet-friendly furnished rentals in one colonia and reads how
// many rentals were left out for not saying whether they take pets. The colonia's rentals
// are given a known spread of facts first (the demo seed may give its own elsewhere).

type Colonia = { id: string; name: string; matches: number; petsNotGiven: number; furnishingNotGiven: number };

async function arrangeColonia(): Promise<Colonia> {
  const client = createClient({ url: `file:${path.resolve(E2E_DB_FILE)}` });
  try {
    const [top] = (
      await client.execute(`
        SELECT p.location_id AS id, l.nombre_canonico AS name FROM properties p JOIN locations l ON l.id = p.location_id
         WHERE p.status = 'publicada' AND p.operation_type = 'renta' AND p.property_type = 'departamento' AND p.cluster_shown = 1
         GROUP BY p.location_id ORDER BY count(*) DESC, p.location_id LIMIT 1`)
    ).rows;
    const id = String(top.id);
    // Its homes (the facts apply to them), a quarter each: pets and furnished; pets with
    // restrictions and furnished; furnished and not saying about pets; no pets and not
    // saying about furniture.
    await client.execute({
      sql: `UPDATE properties SET
              pets = CASE abs(unicode(substr(id, -1))) % 4 WHEN 0 THEN 'si' WHEN 1 THEN 'restricciones' WHEN 2 THEN NULL ELSE 'no' END,
              furnishing = CASE abs(unicode(substr(id, -1))) % 4 WHEN 3 THEN NULL ELSE 'si' END
            WHERE location_id = ? AND operation_type = 'renta' AND property_type IN ('casa', 'departamento', 'casa-condominio')`,
      args: [id],
    });
    const shown = `location_id = ? AND operation_type = 'renta' AND status = 'publicada' AND cluster_shown = 1`;
    const residential = `property_type IN ('casa', 'departamento', 'casa-condominio')`;
    const count = async (where: string) =>
      Number((await client.execute({ sql: `SELECT count(*) AS n FROM properties WHERE ${shown} AND ${where}`, args: [id] })).rows[0].n);
    return {
      id,
      name: String(top.name),
      matches: await count(`pets IN ('si', 'restricciones') AND furnishing = 'si'`),
      petsNotGiven: await count(`pets IS NULL AND ${residential} AND furnishing = 'si'`),
      furnishingNotGiven: await count(
        `furnishing IS NULL AND property_type IN ('casa', 'departamento', 'casa-condominio', 'oficina') AND pets IN ('si', 'restricciones')`,
      ),
    };
  } finally {
    client.close();
  }
}

test("at 390 px a renter filters pet-friendly furnished rentals and reads how many did not say whether they take pets", async ({ page }) => {
  const colonia = await arrangeColonia();
  expect(colonia.matches, "the colonia has rentals that take pets and are furnished").toBeGreaterThan(0);
  expect(colonia.petsNotGiven, "some of its furnished rentals do not say about pets").toBeGreaterThan(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/rentar?${new URLSearchParams({ location: colonia.name, location_id: colonia.id })}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Propiedades en renta en ${colonia.name}`);

  await page.getByRole("button", { name: "Filtros", exact: true }).click();
  const sheet = page.getByRole("dialog", { name: "Filtros" });
  await sheet.getByRole("group", { name: "Acepta mascotas" }).getByRole("button", { name: "Sí", exact: true }).click();
  await sheet.getByRole("group", { name: "Amueblado" }).getByRole("button", { name: "Sí", exact: true }).click();
  await expect(sheet.getByRole("group", { name: "Acepta mascotas" }).getByRole("button", { name: "Sí", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // Not offered for rentals: the credits a buyer pays with.
  await expect(sheet.getByRole("group", { name: "Créditos aceptados" })).toHaveCount(0);
  const apply = sheet.getByRole("button", { name: `Ver ${propertyCountLabel(colonia.matches)}` });
  await expect(apply).toBeVisible();
  await sheet.screenshot({ path: "test-results/fact-filters-sheet-390.png" });
  await apply.click();

  await expect(page).toHaveURL(/mascotas=si&amueblado=si/);
  await expect(page.getByRole("status").filter({ hasText: propertyCountLabel(colonia.matches) })).toBeVisible();
  await expect(page.getByRole("button", { name: "Quitar filtro: Acepta mascotas" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Quitar filtro: Amueblado" })).toBeVisible();
  const note = page.getByRole("list", { name: "Propiedades que no indican lo que pides" });
  await expect(note.getByText(`${notGivenSentence("mascotas", colonia.petsNotGiven)}.`, { exact: true })).toBeVisible();
  if (colonia.furnishingNotGiven > 0)
    await expect(note.getByText(`${notGivenSentence("amueblado", colonia.furnishingNotGiven)}.`, { exact: true })).toBeVisible();
  await page.screenshot({ path: "test-results/fact-filters-results-390.png" });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Removing the pets filter: the furnished rentals that do not say about pets are back, and so is the count.
  await page.getByRole("button", { name: "Quitar filtro: Acepta mascotas" }).click();
  await expect(page).not.toHaveURL(/mascotas=/);
  await expect(note.getByText(/no indican? si aceptan? mascotas/)).toHaveCount(0);
});

test("at 1280 px 'Más filtros' offers the facts, and the building's as checkboxes", async ({ page }) => {
  await page.goto("/rentar");
  await page.getByRole("button", { name: "Más filtros", exact: true }).click();
  const panel = page.getByRole("dialog", { name: "Más filtros" });
  await panel.getByRole("group", { name: "Acepta mascotas" }).getByRole("button", { name: "Sin restricciones" }).click();
  await panel.getByRole("checkbox", { name: "Elevador" }).check();
  await panel.screenshot({ path: "test-results/fact-filters-more-1280.png" });
  await panel.getByRole("button", { name: "Aplicar" }).click();
  await expect(page).toHaveURL(/mascotas=sin_restricciones&elevador=si/);
  await expect(page.getByRole("button", { name: "Más filtros (2)" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Quitar filtro: Mascotas sin restricciones" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Quitar filtro: Elevador" })).toBeVisible();
  await page.screenshot({ path: "test-results/fact-filters-results-1280.png" });
});
