import { describe, expect, it } from "vitest";
import { photoKeyHandler } from "./photo-carousel";

function press(key: string, index: number, count: number) {
  let moved: number | null = null;
  let prevented = false;
  photoKeyHandler(index, count, (next) => (moved = next))({ key, preventDefault: () => (prevented = true) });
  return { moved, prevented };
}

describe("photoKeyHandler", () => {
  it("moves with the arrows, wrapping at either end, and jumps with Home and End", () => {
    expect(press("ArrowRight", 0, 5)).toEqual({ moved: 1, prevented: true });
    expect(press("ArrowRight", 4, 5)).toEqual({ moved: 0, prevented: true });
    expect(press("ArrowLeft", 0, 5)).toEqual({ moved: 4, prevented: true });
    expect(press("Home", 3, 5)).toEqual({ moved: 0, prevented: true });
    expect(press("End", 1, 5)).toEqual({ moved: 4, prevented: true });
  });

  it("leaves other keys, and a single photo, alone", () => {
    expect(press("Enter", 0, 5)).toEqual({ moved: null, prevented: false });
    expect(press("ArrowRight", 0, 1)).toEqual({ moved: null, prevented: false });
  });
});
