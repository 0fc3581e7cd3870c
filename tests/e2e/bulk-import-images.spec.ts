import path from "node:path";
import { createClient } from "@libsql/client";
import sharp from "sharp";
import type { ListingPhoto } from "../../domain/listings/my-listing";
import { test, expect, type APIRequestContext } from "./app-test";
import { DEMO_AGENT } from "./fixtures/demo-session";
import { E2E_DB_FILE } from "./fixtures/e2e-server";

// Bulk photo upload: the demo agent has two listings imported with source ids (written
// to the e2e database, as /import-properties leaves them); from "Mis propiedades" they open
// "Subir fotos en lote", choose four photos named by those ids (one named by neither, which
// they assign by hand), upload them, read the summary, and the listings' photos are there
// through the API, in the order of their numbers.

type Seeded = { id: string; sourceId: string; title: string };

const listingId = () => Array.from({ length: 14 }, () => "abcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(Math.random() * 36)]).join("");

/** Two published listings of the demo agent with source ids, copied from one of theirs. */
async function importedListings(): Promise<[Seeded, Seeded]> {
  const db = createClient({ url: `file:${path.resolve(E2E_DB_FILE)}` });
  try {
    const agent = (await db.execute({ sql: "SELECT id FROM users WHERE email = ?", args: [DEMO_AGENT.email] })).rows[0].id as string;
    const run = String(Date.now()).slice(-6);
    // EB-<n> and EB-<n>7: the second starts with the first, so "EB-<n>7-1.jpg" tests the longest match.
    const wanted = [
      { id: listingId(), sourceId: `EB-${run}`, title: `Departamento importado EB-${run}` },
      { id: listingId(), sourceId: `EB-${run}7`, title: `Casa importada EB-${run}7` },
    ];
    for (const l of wanted) {
      await db.execute({
        sql: `INSERT INTO properties (id, title, description, price, address, neighborhood, location_id, municipio_id, estado_id, lat, lng,
                operation_type, property_type, status, agent_id, agency_id, source_id, published_at, expires_at, updated_at, confirmed_at)
              SELECT ?, ?, description, price, address, neighborhood, location_id, municipio_id, estado_id, lat, lng,
                operation_type, property_type, 'publicada', agent_id, agency_id, ?, published_at, expires_at, ?, ?
              FROM properties WHERE agent_id = ? AND status = 'publicada' LIMIT 1`,
        // Published by the agent: confirmed as they published it.
        args: [l.id, l.title, l.sourceId, Date.now(), Date.now(), agent],
      });
    }
    return wanted as [Seeded, Seeded];
  } finally {
    db.close();
  }
}

const photo = async (name: string, mimeType: "image/jpeg" | "image/png", colour: { r: number; g: number; b: number }) => {
  const image = sharp({ create: { width: 640, height: 480, channels: 3, background: colour } });
  return { name, mimeType, buffer: await (mimeType === "image/png" ? image.png() : image.jpeg()).toBuffer() };
};

async function photosOf(request: APIRequestContext, id: string): Promise<ListingPhoto[]> {
  const res = await request.get(`/api/listings/${id}/photos`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: ListingPhoto[] }).data;
}

test.use({ viewport: { width: 1280, height: 900 } });

test("an agent uploads photos of two imported listings at once, assigns one by hand and reads the summary", async ({ page, signIn }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(DEMO_AGENT);
  const [first, second] = await importedListings();

  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Subir fotos en lote" }).click();
  await expect(page).toHaveURL(/\/bulk-import-images$/);
  await expect(page.getByRole("heading", { level: 1, name: "Subir fotos en lote" })).toBeVisible();

  await page
    .getByLabel("Elegir fotos")
    .setInputFiles([
      await photo(`${first.sourceId}_02.png`, "image/png", { r: 40, g: 120, b: 200 }),
      await photo(`${first.sourceId.toLowerCase()}_01.jpg`, "image/jpeg", { r: 200, g: 120, b: 40 }),
      await photo(`${second.sourceId}-1.jpg`, "image/jpeg", { r: 90, g: 160, b: 90 }),
      await photo("fachada.jpg", "image/jpeg", { r: 160, g: 60, b: 120 }),
    ]);

  const firstGroup = page.getByRole("region", { name: first.title });
  const secondGroup = page.getByRole("region", { name: second.title });
  await expect(firstGroup.getByTestId("photo-count")).toHaveText("Tiene 0 · tendrá 2 de 25 fotos");
  await expect(secondGroup.getByTestId("photo-count")).toHaveText("Tiene 0 · tendrá 1 de 25 fotos");
  // The photos in the order of their numbers, whatever the order they were chosen in.
  await expect(firstGroup.getByRole("listitem")).toHaveText([/EB-\d+_01\.jpg\s*Foto 1/i, /EB-\d+_02\.png\s*Foto 2/]);
  const unmatched = page.getByRole("region", { name: /Sin propiedad/ });
  await expect(unmatched.getByRole("listitem")).toHaveCount(1);
  await expect(page.getByText("3 fotos para 2 propiedades · 1 sin propiedad")).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("review-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("review-1280.png"), fullPage: true });

  // The photo named by neither goes to the second listing, by hand.
  await unmatched.getByRole("button", { name: "Asignar fachada.jpg a una propiedad" }).click();
  const picker = page.getByRole("dialog", { name: "¿De qué propiedad es esta foto?" });
  await picker.getByLabel("Buscar propiedad").fill(second.sourceId);
  await picker.getByRole("button", { name: new RegExp(second.title) }).click();
  await expect(picker).toBeHidden();
  await expect(unmatched).toBeHidden();
  await expect(secondGroup.getByTestId("photo-count")).toHaveText("Tiene 0 · tendrá 2 de 25 fotos");

  await page.getByRole("button", { name: "Subir 4 fotos" }).click();
  const summary = page.getByRole("region", { name: "Resumen de la subida" });
  await expect(summary.getByTestId("summary-uploaded")).toHaveText("4 fotos subidas a 2 propiedades", { timeout: 60_000 });
  await expect(summary.getByTestId("summary-failed")).toHaveText("0 fotos fallaron");
  await expect(summary.getByTestId("summary-skipped")).toHaveText("0 archivos omitidos");
  await expect(firstGroup.getByTestId("photo-count")).toHaveText("2 de 2 subidas · tendrá 2 de 25 fotos");
  await page.screenshot({ path: testInfo.outputPath("summary-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("summary-390.png"), fullPage: true });

  // The worker has them, resized to WebP, in the order of their numbers (01 before 02).
  const firstPhotos = await photosOf(page.request, first.id);
  expect(firstPhotos).toHaveLength(2);
  expect(firstPhotos.map((p) => [p.is_main, p.width, p.height])).toEqual([
    [true, 640, 480],
    [false, 640, 480],
  ]);
  expect(firstPhotos.every((p) => p.url.endsWith(".webp"))).toBe(true);
  const secondPhotos = await photosOf(page.request, second.id);
  expect(secondPhotos).toHaveLength(2);
  // The colour of the first photo tells which file it was: EB-…_01.jpg is orange.
  const main = await page.request.get(firstPhotos[0].url);
  const { dominant } = await sharp(await main.body()).stats();
  expect(dominant.r).toBeGreaterThan(dominant.b);
});
