import path from "node:path";
import { createClient } from "@libsql/client";
import { test, expect } from "./app-test";
import { freshnessText } from "../../domain/listings/freshness";
import { DEMO_AGENT } from "./fixtures/demo-session";
import { E2E_DB_FILE } from "./fixtures/e2e-server";

// Freshness: a renter on a phone sees how long ago each listing was last confirmed by its
// advertiser ("Actualizada hace N días"), on the cards and on the property page; an agent
// whose listing left search unconfirmed brings it back from "Mis propiedades".

type Card = { id: string; title: string; confirmed_at: string | null };

test("at 390 px a renter sees 'Actualizada…' on the cards and on the property page, counted from the last confirmation", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/rentar");
  const res = await page.request.get("/api/properties?operation=renta");
  const first = ((await res.json()) as { data: { items: Card[] } }).data.items[0]!;
  expect(first.confirmed_at, "seeded rentals carry their last confirmation").not.toBeNull();
  const expected = freshnessText(first.confirmed_at!, new Date());

  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: first.title }) });
  await expect(card.getByText(expected, { exact: true })).toBeVisible();
  await page.screenshot({ path: "test-results/freshness-cards-390.png" });

  await page.goto(`/propiedad/${first.id}`);
  // Under the title and address (the similar listings' cards further down carry their own).
  const label = page.getByText(expected, { exact: true }).first();
  await expect(label).toBeInViewport();
  expect(expected).toMatch(/^Actualizada (hoy|ayer|hace \d+ días)$/);
  await page.screenshot({ path: "test-results/freshness-property-390.png" });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("an agent brings a listing 'Por confirmar' back to search from Mis propiedades", async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(DEMO_AGENT);
  // One of the agent's published rentals went unanswered (as the cron leaves it).
  const client = createClient({ url: `file:${path.resolve(E2E_DB_FILE)}` });
  let id: string;
  try {
    const rs = await client.execute({
      sql: `SELECT p.id FROM properties p JOIN users u ON u.id = p.agent_id
             WHERE u.email = ? AND p.status = 'publicada' AND p.operation_type = 'renta' ORDER BY p.id LIMIT 1`,
      args: [DEMO_AGENT.email],
    });
    id = String(rs.rows[0]!.id);
    const day = 86_400_000;
    await client.execute({
      sql: "UPDATE properties SET status = 'por_confirmar', confirmed_at = ?, confirmation_asked_at = ? WHERE id = ?",
      args: [Date.now() - 40 * day, Date.now() - 9 * day, id],
    });
  } finally {
    client.close();
  }
  expect((await page.request.get(`/api/properties/${id}`)).status()).toBe(404);

  await page.goto("/dashboard?estado=por_confirmar");
  const row = page.locator(`[data-listing-id="${id}"]`);
  await expect(row.getByText("No aparece en las búsquedas hasta que confirmes que sigue disponible.")).toBeVisible();
  await expect(row.getByText("Actualizada hace 40 días")).toBeVisible();
  await page.screenshot({ path: "test-results/freshness-my-listings-390.png", fullPage: true });

  await row.getByRole("button", { name: /^Sigue disponible/ }).click();
  await expect(page.getByText("Disponibilidad confirmada")).toBeVisible();
  await expect(page.getByText("Ya aparece otra vez en las búsquedas como actualizada hoy.")).toBeVisible();
  expect((await page.request.get(`/api/properties/${id}`)).status()).toBe(200);
});
