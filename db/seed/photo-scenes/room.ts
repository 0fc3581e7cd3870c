// A room in one-point perspective: back wall, side walls, floor and ceiling, with helpers
// to place things on the walls and the floor.
import type { Rng } from "../random";
import { Defs, H, line, poly, rect, shade, W } from "./svg";

export type Room = { x1: number; y1: number; x2: number; y2: number };

export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

export function makeRoom(rng: Rng): Room {
  const x1 = rng.int(250, 330);
  const x2 = W - rng.int(250, 330);
  const y1 = rng.int(130, 170);
  return { x1, y1, x2, y2: y1 + rng.int(370, 400) };
}

/** A point on the left wall: depth t (0 = the picture edge, 1 = the back corner), height v (0 = ceiling, 1 = floor). */
export function leftWall(r: Room, t: number, v: number): [number, number] {
  const x = lerp(0, r.x1, t);
  return [x, lerp(lerp(0, r.y1, t), lerp(H, r.y2, t), v)];
}
export function rightWall(r: Room, t: number, v: number): [number, number] {
  const x = lerp(W, r.x2, t);
  return [x, lerp(lerp(0, r.y1, t), lerp(H, r.y2, t), v)];
}
/** A point on the floor: across u (0 = left, 1 = right), depth t (0 = front edge, 1 = back wall). */
export function floorAt(r: Room, u: number, t: number): [number, number] {
  return [lerp(lerp(0, W, u), lerp(r.x1, r.x2, u), t), lerp(H, r.y2, t)];
}
export function ceilingAt(r: Room, u: number, t: number): [number, number] {
  return [lerp(lerp(0, W, u), lerp(r.x1, r.x2, u), t), lerp(0, r.y1, t)];
}

export type Surfaces = { back: string; side: string; ceiling: string; floor: string; floorLine: string };

export function shell(defs: Defs, r: Room, s: Surfaces, planks: "wood" | "tiles" | "plain"): string {
  let out = "";
  out += poly(
    [
      [0, 0],
      [W, 0],
      [r.x2, r.y1],
      [r.x1, r.y1],
    ],
    defs.linear([
      [0, shade(s.ceiling, -0.06)],
      [1, s.ceiling],
    ]),
  );
  out += poly(
    [
      [0, 0],
      [r.x1, r.y1],
      [r.x1, r.y2],
      [0, H],
    ],
    defs.linear(
      [
        [0, shade(s.side, -0.1)],
        [1, s.side],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += poly(
    [
      [W, 0],
      [r.x2, r.y1],
      [r.x2, r.y2],
      [W, H],
    ],
    defs.linear(
      [
        [0, shade(s.side, -0.14)],
        [1, shade(s.side, -0.03)],
      ],
      1,
      0,
      0,
      0,
    ),
  );
  out += rect(r.x1, r.y1, r.x2 - r.x1, r.y2 - r.y1, s.back);
  out += poly(
    [
      [r.x1, r.y2],
      [r.x2, r.y2],
      [W, H],
      [0, H],
    ],
    defs.linear([
      [0, shade(s.floor, -0.08)],
      [1, shade(s.floor, 0.06)],
    ]),
  );
  if (planks === "wood") {
    for (let i = 1; i < 16; i++) {
      const u = i / 16;
      out += line(lerp(0, W, u), H, lerp(r.x1, r.x2, u), r.y2, s.floorLine, 1.5);
    }
  } else if (planks === "tiles") {
    for (let i = 1; i < 10; i++) {
      const u = i / 10;
      out += line(lerp(0, W, u), H, lerp(r.x1, r.x2, u), r.y2, s.floorLine, 1.5);
    }
    for (let j = 1; j < 7; j++) {
      const t = 1 - (j / 7) ** 1.6;
      const [xa, y] = floorAt(r, 0, t);
      const [xb] = floorAt(r, 1, t);
      out += line(xa, y, xb, y, s.floorLine, 1.5);
    }
  }
  // Skirting and the corners' soft shadows.
  out += rect(r.x1, r.y2 - 10, r.x2 - r.x1, 10, shade(s.back, -0.12));
  out += poly(
    [
      [r.x1 - 2, r.y1],
      [r.x1 + 14, r.y1],
      [r.x1 + 14, r.y2],
      [r.x1 - 2, r.y2],
    ],
    "#000000",
    'opacity="0.05"',
  );
  out += poly(
    [
      [r.x2 - 14, r.y1],
      [r.x2 + 2, r.y1],
      [r.x2 + 2, r.y2],
      [r.x2 - 14, r.y2],
    ],
    "#000000",
    'opacity="0.06"',
  );
  return out;
}

/** A window on the left wall between depths t1..t2, with a view and a light patch on the floor. */
export function leftWindow(defs: Defs, r: Room, t1: number, t2: number, view: string, frame: string, light: string): string {
  const a = leftWall(r, t1, 0.12);
  const b = leftWall(r, t2, 0.12);
  const c = leftWall(r, t2, 0.78);
  const d = leftWall(r, t1, 0.78);
  let out = poly([a, b, c, d], view);
  out += poly(
    [a, b, c, d],
    defs.linear(
      [
        [0, "#ffffff", 0.25],
        [1, "#ffffff", 0],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  const mid1 = leftWall(r, (t1 + t2) / 2, 0.12);
  const mid2 = leftWall(r, (t1 + t2) / 2, 0.78);
  out += `<polygon points="${[a, b, c, d].map((p) => p.join(",")).join(" ")}" fill="none" stroke="${frame}" stroke-width="10"/>`;
  out += line(mid1[0], mid1[1], mid2[0], mid2[1], frame, 6);
  // Light falling on the floor.
  const f1 = floorAt(r, 0.05, t1 * 0.9);
  const f2 = floorAt(r, 0.05, t2);
  const f3 = floorAt(r, 0.55, t2 * 0.95);
  const f4 = floorAt(r, 0.6, t1 * 0.85);
  out += poly(
    [f1, f2, f3, f4],
    defs.linear(
      [
        [0, light, 0.35],
        [1, light, 0],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  return out;
}

export function rightWindow(defs: Defs, r: Room, t1: number, t2: number, view: string, frame: string, light: string): string {
  const a = rightWall(r, t1, 0.12);
  const b = rightWall(r, t2, 0.12);
  const c = rightWall(r, t2, 0.78);
  const d = rightWall(r, t1, 0.78);
  let out = poly([a, b, c, d], view);
  out += poly(
    [a, b, c, d],
    defs.linear(
      [
        [0, "#ffffff", 0.25],
        [1, "#ffffff", 0],
      ],
      1,
      0,
      0,
      1,
    ),
  );
  out += `<polygon points="${[a, b, c, d].map((p) => p.join(",")).join(" ")}" fill="none" stroke="${frame}" stroke-width="10"/>`;
  const mid1 = rightWall(r, (t1 + t2) / 2, 0.12);
  const mid2 = rightWall(r, (t1 + t2) / 2, 0.78);
  out += line(mid1[0], mid1[1], mid2[0], mid2[1], frame, 6);
  const f1 = floorAt(r, 0.95, t1 * 0.9);
  const f2 = floorAt(r, 0.95, t2);
  const f3 = floorAt(r, 0.45, t2 * 0.95);
  const f4 = floorAt(r, 0.4, t1 * 0.85);
  out += poly(
    [f1, f2, f3, f4],
    defs.linear(
      [
        [0, light, 0.35],
        [1, light, 0],
      ],
      1,
      0,
      0,
      0,
    ),
  );
  return out;
}

/** What a window shows: sky and a few treetops or buildings. */
export function windowView(defs: Defs, rng: Rng, sky: readonly (readonly [number, string])[]): string {
  const id = defs.id("view");
  const treeTone = rng.pick(["#6a9f55", "#8e6cc4", "#5f9c57"]);
  defs.raw(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="1200" height="800">` +
      rect(0, 0, 1200, 800, `url(#${id}g)`) +
      Array.from(
        { length: 18 },
        (_, i) => `<circle cx="${i * 70 + rng.int(0, 40)}" cy="${rng.int(520, 640)}" r="${rng.int(50, 90)}" fill="${treeTone}" opacity="0.8"/>`,
      ).join("") +
      `</pattern><linearGradient id="${id}g" x1="0" y1="0" x2="0" y2="1">${sky.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join("")}</linearGradient>`,
  );
  return `url(#${id})`;
}

/** Soft darkening of the corners, like a photo. */
export function vignette(defs: Defs): string {
  return rect(
    0,
    0,
    W,
    H,
    defs.radial(
      [
        [0.55, "#000000", 0],
        [1, "#000000", 0.22],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );
}

export const WALLS = ["#f3ede4", "#efe8dc", "#e6ddd0", "#f5f2ec", "#dfe5d8", "#ece3d6"];
export const ACCENT_WALLS = ["#d9a58a", "#5d7a6a", "#3f5573", "#c7b299", "#a9b8a3", "#d8c3a5", "#b86b52"];
export const FLOORS = [
  { floor: "#c49a6c", line: "#a87f55", kind: "wood" as const },
  { floor: "#d2ae84", line: "#b8926a", kind: "wood" as const },
  { floor: "#8a6140", line: "#6f4c31", kind: "wood" as const },
  { floor: "#bdb6ad", line: "#a59e95", kind: "plain" as const },
  { floor: "#e3ddd3", line: "#cdc5b9", kind: "tiles" as const },
];
