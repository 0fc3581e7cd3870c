import { describe, expect, it } from "vitest";
import { placeLabels, type LabelCandidate } from "./label-placement";

const view = { width: 400, height: 300 };
const label = (id: string, x: number, y: number, priority: number, extra: Partial<LabelCandidate> = {}): LabelCandidate => ({
  id,
  x,
  y,
  width: 80,
  height: 14,
  angle: 0,
  priority,
  ...extra,
});
const ids = (labels: LabelCandidate[]) => labels.map((l) => l.id).sort();

describe("placing the map's names", () => {
  it("writes names that are apart", () => {
    expect(ids(placeLabels([label("Roma Norte", 100, 100, 1), label("Condesa", 250, 180, 1)], view))).toEqual(["Condesa", "Roma Norte"]);
  });

  it("leaves out the less important of two names that would overlap", () => {
    const placed = placeLabels([label("Hipódromo", 110, 104, 1), label("Condesa", 100, 100, 5)], view);
    expect(ids(placed)).toEqual(["Condesa"]);
  });

  it("leaves out a name that would be cut by the edge of the map", () => {
    expect(placeLabels([label("Juárez", 10, 100, 1)], view)).toEqual([]);
  });

  it("measures a tilted name by the box around it", () => {
    const avenue = label("Insurgentes", 200, 150, 1, { width: 120, angle: Math.PI / 2 });
    // Upright, the avenue's name spans 60 px above and below its centre.
    expect(ids(placeLabels([avenue, label("Nápoles", 200 + 60, 100, 2)], view))).toEqual(["Insurgentes", "Nápoles"]);
    expect(ids(placeLabels([avenue, label("Nápoles", 230, 100, 2)], view))).toEqual(["Nápoles"]);
  });

  it("moves a name to one of its other places when its own is taken", () => {
    const placed = placeLabels([label("Cuauhtémoc", 200, 100, 5), label("Miguel Hidalgo", 210, 100, 1, { offsets: [[0, 30]] })], view);
    expect(placed.map((l) => [l.id, l.y])).toEqual([
      ["Cuauhtémoc", 100],
      ["Miguel Hidalgo", 130],
    ]);
  });
});
