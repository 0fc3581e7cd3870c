/** A name that may be written on the map: its centre in screen pixels, its size and angle. */
export type LabelCandidate = {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Radians, clockwise; 0 is horizontal. */
  angle: number;
  /** Higher goes first: when two labels would overlap, the lower one is left out. */
  priority: number;
  /** Other places to try, in pixels from (x, y), when the label does not fit there. */
  offsets?: readonly (readonly [dx: number, dy: number])[];
};

type Box = { left: number; top: number; right: number; bottom: number };

/**
 * The labels to write, so that none covers another: highest priority first, each kept at the
 * first of its places (where it is, then its offsets) where its box (grown by `gap` pixels, the box around the rotated text for a tilted one) lies wholly
 * in the view and touches no box already kept.
 */
export function placeLabels<C extends LabelCandidate>(candidates: readonly C[], view: { width: number; height: number }, gap = 6): C[] {
  const ordered = [...candidates].sort((a, b) => b.priority - a.priority || a.id.localeCompare(b.id));
  const kept: C[] = [];
  const boxes: Box[] = [];
  for (const label of ordered) {
    for (const [dx, dy] of [[0, 0] as const, ...(label.offsets ?? [])]) {
      const moved = dx === 0 && dy === 0 ? label : { ...label, x: label.x + dx, y: label.y + dy };
      const box = boxOf(moved, gap);
      const inView = box.left >= 0 && box.top >= 0 && box.right <= view.width && box.bottom <= view.height;
      if (!inView || boxes.some((other) => overlaps(box, other))) continue;
      kept.push(moved);
      boxes.push(box);
      break;
    }
  }
  return kept;
}

function boxOf({ x, y, width, height, angle }: LabelCandidate, gap: number): Box {
  const [cos, sin] = [Math.abs(Math.cos(angle)), Math.abs(Math.sin(angle))];
  const halfWidth = (width * cos + height * sin) / 2 + gap / 2;
  const halfHeight = (width * sin + height * cos) / 2 + gap / 2;
  return { left: x - halfWidth, top: y - halfHeight, right: x + halfWidth, bottom: y + halfHeight };
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
