import { describe, expect, it } from "vitest";
import { pageItems } from "./pagination";

describe("pageItems", () => {
  it("lists every page when there are few", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps the ends and the current page's neighbours", () => {
    expect(pageItems(1, 100)).toEqual([1, 2, 3, 4, 5, "gap", 100]);
    expect(pageItems(50, 100)).toEqual([1, "gap", 49, 50, 51, "gap", 100]);
    expect(pageItems(100, 100)).toEqual([1, "gap", 96, 97, 98, 99, 100]);
    expect(pageItems(5, 100)).toEqual([1, "gap", 4, 5, 6, "gap", 100]);
  });
});
