import { DEMO_OPERATOR } from "../../db/seed/operator-desk";
import { COPIED_PHOTOS_TEXT } from "../../domain/trust/operator-desk";
import { expect, test } from "./app-test";

// A seeded clone on the operator's desk: the held listing beside the listing it copies, each
// with its advertiser and contact, the matching photos paired, on a phone and on a computer.

for (const width of [390, 1280]) {
  test(`a listing held for copied photos shows beside its original at ${width} px`, async ({ page, signIn }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(DEMO_OPERATOR);
    await page.goto("/operador");
    await page.getByRole("tab", { name: /Anuncios retenidos/ }).click();
    const card = page.getByRole("tabpanel").getByRole("article").filter({ hasText: "Fotos copiadas de otro anuncio" }).first();
    await expect(card).toBeVisible();
    const copies = card.getByRole("region", { name: COPIED_PHOTOS_TEXT.title });
    await expect(copies).toContainText(COPIED_PHOTOS_TEXT.heldListing);
    await expect(copies).toContainText(COPIED_PHOTOS_TEXT.original);
    await expect(copies).toContainText(/Difieren en \d de 64 bits/);
    // Each matching pair side by side: two photos on one row, even on a phone.
    const firstPair = copies.getByRole("listitem").nth(1);
    const [left, right] = await firstPair.getByRole("img").all();
    const [a, b] = [await left!.boundingBox(), await right!.boundingBox()];
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    expect(b!.x).toBeGreaterThan(a!.x + a!.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: testInfo.outputPath(`desk-copied-photos-${width}.png`) });
  });
}
