import { describe, expect, it } from "vitest";
import { PHOTO_LIMITS } from "../listings/listing-limits";
import { comparePhotoOrder, planPhotoImport, type PlanFile } from "./plan-photo-import";

const file = (key: string, listingId: string | null, order: number | null, extra: Partial<PlanFile> = {}): PlanFile => ({
  key,
  name: `${key}.jpg`,
  listingId,
  order,
  ...extra,
});

describe("planPhotoImport", () => {
  it("orders each listing's photos by number, then the unnumbered ones by name", () => {
    const plan = planPhotoImport(
      [file("c", "L1", null), file("b", "L1", 10), file("a", "L1", 2), file("foto 2", "L1", null), file("foto 10", "L1", null)],
      [{ id: "L1", status: "publicada", photos: 0 }],
    );
    expect(plan.listings).toEqual([{ listingId: "L1", current: 0, uploads: ["a", "b", "c", "foto 2", "foto 10"], refused: [] }]);
    expect(plan.uploads).toBe(5);
  });

  it("flags what would pass the photo limit and keeps the first ones", () => {
    const max = PHOTO_LIMITS.maxPhotos;
    const plan = planPhotoImport(
      [file("f1", "L1", 1), file("f2", "L1", 2), file("f3", "L1", 3)],
      [{ id: "L1", status: "borrador", photos: max - 2 }],
    );
    expect(plan.listings[0]).toMatchObject({ current: max - 2, uploads: ["f1", "f2"], refused: ["f3"] });
    expect(plan.verdicts.get("f3")).toBe("over_limit");
    expect(plan.uploads).toBe(2);
  });

  it("sends nothing to a closed listing, to no listing or what was removed", () => {
    const plan = planPhotoImport(
      [file("sold", "L2", 1), file("lost", null, null), file("gone", "L9", 1), file("out", "L1", 1, { removed: true })],
      [
        { id: "L1", status: "publicada", photos: 0 },
        { id: "L2", status: "vendida", photos: 3 },
      ],
    );
    expect(Object.fromEntries(plan.verdicts)).toEqual({ sold: "closed", lost: "unmatched", gone: "unmatched", out: "removed" });
    expect(plan.listings).toEqual([{ listingId: "L2", current: 3, uploads: [], refused: ["sold"] }]);
    expect(plan.uploads).toBe(0);
  });

  it("lists the listings in the order given", () => {
    const plan = planPhotoImport(
      [file("x", "B", 1), file("y", "A", 1)],
      [
        { id: "A", status: "publicada", photos: 0 },
        { id: "B", status: "pausada", photos: 0 },
      ],
    );
    expect(plan.listings.map((l) => l.listingId)).toEqual(["A", "B"]);
  });
});

describe("comparePhotoOrder", () => {
  it("puts numbered photos first", () => {
    expect(comparePhotoOrder({ order: null, name: "a" }, { order: 9, name: "z" })).toBeGreaterThan(0);
    expect(comparePhotoOrder({ order: 2, name: "b" }, { order: 2, name: "a" })).toBeGreaterThan(0);
  });
});
