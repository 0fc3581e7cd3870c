import { readFileSync } from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { EXPORT_TEXTS } from "../../domain/listing-imports/export-texts";
import { EXPORT_CSV_HEADERS } from "../../domain/listing-imports/listing-export";
import { parseCsv } from "../../domain/listing-imports/csv-parse";
import { DEMO_AGENCY } from "../../db/seed/accounts";
import { expect, test } from "./app-test";
import { E2E_DB_FILE } from "./fixtures/e2e-server";

// The demo agency's owner, on a phone, downloads the agency's published listings as CSV
// from "Mis propiedades": the file has the import page's columns and one row per listing.
const SHOTS = process.env.EXPORT_SHOTS_DIR;

async function publishedOfAgency(email: string): Promise<string[]> {
  const client = createClient({ url: `file:${path.resolve(E2E_DB_FILE)}` });
  try {
    const rs = await client.execute({
      sql: `SELECT p.id, p.source_id FROM properties p JOIN agencies a ON a.id = p.agency_id JOIN users u ON u.id = a.owner_id
             WHERE u.email = ? AND p.status = 'publicada' ORDER BY p.id`,
      args: [email],
    });
    return rs.rows.map((r) => String(r.source_id ?? r.id));
  } finally {
    client.close();
  }
}

test("the demo agency's owner downloads its published listings as CSV from the dashboard", async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn({ email: DEMO_AGENCY.owner.email });
  await page.goto("/dashboard");

  const published = await publishedOfAgency(DEMO_AGENCY.owner.email);
  expect(published.length).toBeGreaterThan(0);

  const action = page.getByRole("button", { name: EXPORT_TEXTS.action });
  if (SHOTS) {
    await action.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, "export-action-390.png") });
  }
  await action.click();
  const dialog = page.getByRole("dialog", { name: EXPORT_TEXTS.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(EXPORT_TEXTS.count(published.length))).toBeVisible();
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "export-390.png") });

  const download = page.waitForEvent("download");
  await dialog.getByRole("link", { name: new RegExp(EXPORT_TEXTS.csv.replace(/[()]/g, "\\$&")) }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^hogaria-propiedades-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await file.path())!, "utf8");
  const [headers, ...rows] = parseCsv(text).rows;
  expect(headers).toEqual([...EXPORT_CSV_HEADERS]);
  expect(rows.map((r) => r[0])).toEqual(published);

  if (SHOTS) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: path.join(SHOTS, "export-1280.png") });
  }
});
