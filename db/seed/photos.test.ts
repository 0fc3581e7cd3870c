import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { buildPhotoCatalog } from "./photo-catalog";
import { photoObjects } from "./photos";

describe("seed photos", () => {
  const catalog = buildPhotoCatalog();

  it("has about a hundred distinct, content-addressed photos of every kind", () => {
    expect(catalog.length).toBeGreaterThanOrEqual(90);
    expect(catalog.length).toBeLessThanOrEqual(120);
    expect(new Set(catalog.map((p) => p.key)).size).toBe(catalog.length);
    expect(new Set(catalog.map((p) => p.svg)).size).toBe(catalog.length);
    for (const p of catalog) {
      expect(p.key).toMatch(/^photos\/[0-9a-f]{16}\.webp$/);
      expect(p.thumbKey).toBe(p.key.replace(".webp", "-thumb.webp"));
      expect(p.mediumKey).toBe(p.key.replace(".webp", "-800.webp"));
      expect(p.url).toBe(`/media/${p.key}`);
      expect(p.svg).not.toMatch(/NaN|undefined/);
    }
    expect(new Set(catalog.map((p) => p.kind)).size).toBe(15);
  });

  it("renders a 1200×800 WebP of a few tens of KB, an 800×533 medium and a 480×320 thumbnail", async () => {
    const [full, thumb, medium] = photoObjects(catalog.slice(0, 1));
    expect([full.key, thumb.key, medium.key]).toEqual([catalog[0].key, catalog[0].thumbKey, catalog[0].mediumKey]);
    const fullBytes = await full.body();
    const thumbBytes = await thumb.body();
    const mediumBytes = await medium.body();
    expect(await sharp(fullBytes).metadata()).toMatchObject({ format: "webp", width: 1200, height: 800 });
    expect(await sharp(mediumBytes).metadata()).toMatchObject({ format: "webp", width: 800, height: 533 });
    expect(await sharp(thumbBytes).metadata()).toMatchObject({ format: "webp", width: 480, height: 320 });
    expect(mediumBytes.length).toBeLessThan(fullBytes.length);
    expect(fullBytes.length).toBeGreaterThan(5_000);
    expect(fullBytes.length).toBeLessThan(80_000);
    expect(thumbBytes.length).toBeLessThan(fullBytes.length);
  });
});
