// Tiny helpers to write the SVG scenes of the seeded listing photos.
import type { Rng } from "../random";

export const W = 1200;
export const H = 800;

/** Mixes a hex colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const parts = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)));
  return `#${parts.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (n: number, s: number) => (n >> s) & 255;
  const out = [16, 8, 0].map((s) => Math.round(ch(pa, s) + (ch(pb, s) - ch(pa, s)) * t));
  return `#${out.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/** Collects <defs> while a scene is drawn, with unique ids. */
export class Defs {
  private items: string[] = [];
  private n = 0;
  id(prefix: string): string {
    this.n += 1;
    return `${prefix}${this.n}`;
  }
  linear(stops: readonly (readonly [number, string, number?])[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id("lg");
    const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`).join("");
    this.items.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops: readonly (readonly [number, string, number?])[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id("rg");
    const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`).join("");
    this.items.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`);
    return `url(#${id})`;
  }
  blur(std: number): string {
    const id = this.id("bl");
    this.items.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`);
    return `url(#${id})`;
  }
  raw(markup: string): void {
    this.items.push(markup);
  }
  toString(): string {
    return `<defs>${this.items.join("")}</defs>`;
  }
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" ${extra}/>`;
export const poly = (points: readonly (readonly [number, number])[], fill: string, extra = "") =>
  `<polygon points="${points.map(([x, y]) => `${f(x)},${f(y)}`).join(" ")}" fill="${fill}" ${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" ${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, extra = "") =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`;
export const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}" ${extra}/>`;

export function f(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

export function document(defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}${body}</svg>`;
}

// Times of day: sky gradient, sun, light and whether windows glow.
export type Sky = {
  name: string;
  stops: readonly (readonly [number, string])[];
  sun: string;
  sunY: number;
  light: string;
  lit: boolean;
  cloud: string;
};

export const SKIES: readonly Sky[] = [
  {
    name: "mañana",
    stops: [
      [0, "#7fb8e6"],
      [0.6, "#bfe0f3"],
      [1, "#fbe9d0"],
    ],
    sun: "#fff4cf",
    sunY: 170,
    light: "#fff6e0",
    lit: false,
    cloud: "#ffffff",
  },
  {
    name: "mediodía",
    stops: [
      [0, "#4f9fdc"],
      [0.7, "#a9d5f2"],
      [1, "#e3f2fa"],
    ],
    sun: "#fffbe8",
    sunY: 110,
    light: "#ffffff",
    lit: false,
    cloud: "#ffffff",
  },
  {
    name: "tarde dorada",
    stops: [
      [0, "#6c9fd1"],
      [0.55, "#f2c38f"],
      [1, "#fbe1b6"],
    ],
    sun: "#ffe3a1",
    sunY: 260,
    light: "#ffe2b0",
    lit: false,
    cloud: "#fff3e2",
  },
  {
    name: "atardecer",
    stops: [
      [0, "#41487e"],
      [0.45, "#c9738a"],
      [0.8, "#f0a774"],
      [1, "#f8d19c"],
    ],
    sun: "#ffd89a",
    sunY: 330,
    light: "#ffc79a",
    lit: true,
    cloud: "#f6b8a0",
  },
  {
    name: "anochecer",
    stops: [
      [0, "#1e2a50"],
      [0.6, "#4d4f85"],
      [1, "#c98a7d"],
    ],
    sun: "#fbe7c0",
    sunY: 120,
    light: "#ffcf8a",
    lit: true,
    cloud: "#6a6c9c",
  },
];

export function skyLayer(defs: Defs, rng: Rng, sky: Sky, horizon = H): string {
  const grad = defs.linear(sky.stops.map(([o, c]) => [o, c] as const));
  const sunX = rng.int(150, 1050);
  const glow = defs.radial([
    [0, sky.sun, 0.95],
    [0.25, sky.sun, 0.5],
    [1, sky.sun, 0],
  ]);
  let out = rect(0, 0, W, horizon, grad);
  if (sky.name === "anochecer") {
    out += circle(sunX, sky.sunY, 26, "#fdf3d8", 'opacity="0.9"');
    for (let i = 0; i < 40; i++)
      out += circle(rng.int(0, W), rng.int(0, horizon * 0.5), rng.float(0.8, 1.8), "#ffffff", `opacity="${rng.float(0.3, 0.8).toFixed(2)}"`);
  } else {
    out += circle(sunX, sky.sunY, 260, glow) + circle(sunX, sky.sunY, 38, sky.sun, 'opacity="0.95"');
  }
  out += clouds(defs, rng, sky, horizon);
  return out;
}

export function clouds(defs: Defs, rng: Rng, sky: Sky, horizon: number): string {
  const soft = defs.blur(6);
  let out = `<g filter="${soft}" opacity="${sky.name === "anochecer" ? 0.35 : 0.85}">`;
  for (let i = 0, n = rng.int(2, 5); i < n; i++) {
    const x = rng.int(0, W);
    const y = rng.int(60, Math.max(90, horizon * 0.45));
    const s = rng.float(0.6, 1.4);
    out +=
      ellipse(x, y, 110 * s, 26 * s, sky.cloud) +
      ellipse(x - 50 * s, y + 6, 70 * s, 20 * s, sky.cloud) +
      ellipse(x + 40 * s, y - 14 * s, 60 * s, 30 * s, sky.cloud);
  }
  return `${out}</g>`;
}

/** A rounded tree canopy made of overlapping circles (jacarandas when purple). */
export function tree(rng: Rng, x: number, groundY: number, size: number, colors: readonly string[], trunk = "#5b4636"): string {
  let out = poly(
    [
      [x - size * 0.05, groundY],
      [x + size * 0.05, groundY],
      [x + size * 0.03, groundY - size * 0.9],
      [x - size * 0.03, groundY - size * 0.9],
    ],
    trunk,
  );
  out += line(x, groundY - size * 0.7, x - size * 0.25, groundY - size * 1.05, trunk, size * 0.035, 'stroke-linecap="round"');
  out += line(x, groundY - size * 0.75, x + size * 0.28, groundY - size * 1.1, trunk, size * 0.03, 'stroke-linecap="round"');
  const cy = groundY - size * 1.2;
  for (let i = 0; i < 16; i++) {
    const a = rng.next() * Math.PI * 2;
    const d = rng.next() * size * 0.42;
    out += circle(
      x + Math.cos(a) * d * 1.2,
      cy + Math.sin(a) * d * 0.75,
      size * rng.float(0.18, 0.3),
      colors[i % colors.length],
      `opacity="${rng.float(0.85, 1).toFixed(2)}"`,
    );
  }
  return out;
}

export const JACARANDA = ["#8e6cc4", "#a283d6", "#7a58b3", "#b79ae3"];
export const GREEN_TREE = ["#4f8a4a", "#5f9c57", "#3f7440", "#73ad63"];
export const DARK_GREEN = ["#3b6b3f", "#4a7d46", "#2f5a35", "#5a8e50"];

export function plant(rng: Rng, x: number, baseY: number, size: number, pot: string, leaf = "#4f8a4a"): string {
  let out = "";
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + rng.float(-1.2, 1.2);
    const len = size * rng.float(0.7, 1.2);
    const ex = x + Math.cos(a) * len * 0.6;
    const ey = baseY - size * 0.3 + Math.sin(a) * len;
    out += `<path d="M${f(x)},${f(baseY - size * 0.3)} Q${f((x + ex) / 2 + rng.float(-10, 10))},${f((baseY + ey) / 2 - 10)} ${f(ex)},${f(ey)}" stroke="${shade(leaf, rng.float(-0.2, 0.2))}" stroke-width="${f(size * 0.12)}" stroke-linecap="round" fill="none"/>`;
  }
  out += poly(
    [
      [x - size * 0.32, baseY - size * 0.35],
      [x + size * 0.32, baseY - size * 0.35],
      [x + size * 0.24, baseY],
      [x - size * 0.24, baseY],
    ],
    pot,
  );
  out += rect(x - size * 0.34, baseY - size * 0.4, size * 0.68, size * 0.07, shade(pot, -0.15));
  return out;
}
