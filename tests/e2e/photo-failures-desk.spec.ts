import path from "node:path";
import { createClient } from "@libsql/client";
import { DEMO_OPERATOR } from "../../db/seed/operator-desk";
import { FINGERPRINT_FAILURE_LABELS } from "../../domain/photo-fingerprints/fingerprint-failures";
import { OPERATOR_MESSAGES, OPERATOR_TABS } from "../../domain/trust/operator-desk";
import { expect, test } from "./app-test";
import { E2E_DB_FILE } from "./fixtures/e2e-server";

// A photo the fingerprint queue gave up on is never compared with other listings' photos, so
// the operator's desk lists it ("Fotos sin huella") with its listing and why, and can send it
// through the queue again. The photo is written as the queue leaves one it gave up on: a row
// whose thumbnail is not in the bucket, marked dead as an unreadable image. Sent again, the
// queue finds no file and gives it up with that reason instead.

test("the operator sees a photo the fingerprint queue gave up on, and sends it through the queue again", async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const imageId = `img_e2e_${Date.now()}`;
  const client = createClient({ url: `file:${path.resolve(E2E_DB_FILE)}` });
  let title: string;
  try {
    // A seeded clone: held, so no visitor sees the extra photo.
    const rs = await client.execute(
      "SELECT p.id, p.title FROM seed_ground_truth g JOIN properties p ON p.id = g.property_id WHERE g.kind = 'clon' ORDER BY p.id DESC LIMIT 1",
    );
    const listing = rs.rows[0]!;
    title = String(listing.title);
    const now = Date.now();
    await client.batch([
      {
        sql: `INSERT INTO property_images (id, property_id, url, thumbnail_url, storage_key, thumbnail_key, is_main, display_order, created_at)
              VALUES (?, ?, '/media/e2e-missing.webp', '/media/e2e-missing-t.webp', 'e2e-missing.webp', 'e2e-missing-t.webp', 0, 99, ?)`,
        args: [imageId, String(listing.id), now],
      },
      {
        sql: `INSERT INTO photo_fingerprint_failures (image_id, property_id, reason, detail, attempts, last_failed_at, dead_at)
              VALUES (?, ?, 'imagen_danada', 'unexpected end of data', 1, ?, ?)`,
        args: [imageId, String(listing.id), now, now],
      },
    ]);
  } finally {
    client.close();
  }

  await signIn(DEMO_OPERATOR);
  await page.goto("/operador");
  await page.getByRole("tab", { name: new RegExp(OPERATOR_TABS.fotos) }).click();
  const row = page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: title });
  await expect(row).toContainText(FINGERPRINT_FAILURE_LABELS.imagen_danada);
  await expect(row).toContainText("1 intento");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/desk-photo-failures-390.png", fullPage: true });

  await row.getByRole("button", { name: "Procesar de nuevo" }).click();
  await expect(page.getByText(OPERATOR_MESSAGES.photoRetried)).toBeVisible();
  // The queue ran it again: no file in the bucket, so it is back with that reason.
  await expect(async () => {
    await page.reload();
    await page.getByRole("tab", { name: new RegExp(OPERATOR_TABS.fotos) }).click();
    await expect(row).toContainText(FINGERPRINT_FAILURE_LABELS.sin_archivo, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
});
