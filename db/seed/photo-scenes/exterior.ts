// Exterior scenes: house and apartment façades, gardens and roof terraces.
import type { Rng } from "../random";
import {
  circle,
  Defs,
  ellipse,
  GREEN_TREE,
  H,
  JACARANDA,
  line,
  plant,
  poly,
  rect,
  shade,
  skyLayer,
  SKIES,
  tree,
  W,
  DARK_GREEN,
  type Sky,
} from "./svg";

// Colours seen on Mexico City houses.
export const FACADE_COLORS = [
  "#c8643c",
  "#d9a441",
  "#d6457a",
  "#2f6e8e",
  "#5b8c5a",
  "#efe6d8",
  "#e9c46a",
  "#e8927c",
  "#b7afa3",
  "#f2efe9",
  "#7d9c9f",
  "#a65a4a",
];
const TRIMS = ["#f6f1e8", "#2d2a28", "#ffffff", "#3b3631"];
const WOODS = ["#8a5a3b", "#6b4429", "#a8754a", "#5a3b27"];

function windowGlass(defs: Defs, sky: Sky): string {
  return sky.lit
    ? defs.linear([
        [0, "#ffe6a8"],
        [1, "#f5b860"],
      ])
    : defs.linear([
        [0, shade(sky.stops[0][1], 0.35)],
        [0.6, "#e8f3fa"],
        [1, shade(sky.stops[0][1], 0.1)],
      ]);
}

export function street(defs: Defs, y: number): string {
  return (
    rect(
      0,
      y,
      W,
      56,
      defs.linear([
        [0, "#d8d2c8"],
        [1, "#c4bdb2"],
      ]),
    ) +
    rect(0, y + 56, W, 8, "#9c968d") +
    rect(
      0,
      y + 64,
      W,
      H - y - 64,
      defs.linear([
        [0, "#5f5f63"],
        [1, "#46464a"],
      ]),
    ) +
    Array.from({ length: 13 }, (_, i) => line(i * 100, y, i * 100 - 20, y + 56, "#bdb6ab", 2)).join("")
  );
}

function windowWithFrame(defs: Defs, rng: Rng, x: number, y: number, w: number, h: number, trim: string, glass: string, bars: boolean): string {
  let out = rect(x - 6, y - 6, w + 12, h + 12, trim) + rect(x, y, w, h, glass);
  out += rect(
    x,
    y,
    w,
    h,
    defs.linear(
      [
        [0, "#ffffff", 0.35],
        [0.5, "#ffffff", 0],
        [1, "#ffffff", 0.1],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  out += line(x + w / 2, y, x + w / 2, y + h, trim, 4);
  if (rng.chance(0.5)) out += line(x, y + h * 0.35, x + w, y + h * 0.35, trim, 3);
  if (bars) for (let bx = x + 10; bx < x + w; bx += 16) out += line(bx, y, bx, y + h, "#2a2724", 2.5);
  out += rect(x - 10, y + h + 4, w + 20, 8, shade(trim, -0.1));
  return out;
}

/** A two-storey Mexico City house with a flat roof, seen from the street. */
export function fachadaCasa(rng: Rng): string {
  const defs = new Defs();
  const sky = rng.pick(SKIES.slice(0, 4));
  const wall = rng.pick(FACADE_COLORS);
  const accent = rng.pick(FACADE_COLORS.filter((c) => c !== wall));
  const trim = rng.pick(TRIMS);
  const wood = rng.pick(WOODS);
  const glass = windowGlass(defs, sky);
  const ground = 640;
  const x0 = rng.int(170, 290);
  const width = rng.int(640, 760);
  const gf = 190;
  const uf = 170;
  let out = skyLayer(defs, rng, sky, ground);

  // Neighbours and trees behind.
  out += rect(0, ground - 300, x0 + 20, 300, shade(rng.pick(FACADE_COLORS), -0.15));
  out += rect(x0 + width - 20, ground - 260, W, 260, shade(rng.pick(FACADE_COLORS), -0.2));
  out += tree(rng, rng.int(40, 140), ground, 190, rng.chance(0.5) ? JACARANDA : GREEN_TREE);

  // Main volume, with a second tone on part of the upper floor.
  const top = ground - gf - uf;
  out += rect(x0, top, width, gf + uf, wall);
  const split = x0 + width * rng.float(0.55, 0.68);
  out += rect(split, top - 30, x0 + width - split + 24, uf + 30, accent);
  out += rect(split, top - 30, x0 + width - split + 24, 14, shade(accent, -0.2));
  out += rect(x0 - 10, top - 18, split - x0 + 10, 18, shade(wall, -0.12));
  out += rect(x0, top, width, 14, "#000000", 'opacity="0.10"');
  out += rect(x0, ground - gf - 10, width, 12, shade(wall, -0.18));
  // Tinaco on the roof.
  if (rng.chance(0.6)) {
    const tx = x0 + rng.int(40, 200);
    out += rect(tx, top - 78, 56, 60, "#2c2c2e") + ellipse(tx + 28, top - 78, 28, 8, "#3a3a3d") + rect(tx - 6, top - 22, 68, 6, "#55504a");
  }

  // Upper windows (one may have a balcony).
  const n = rng.int(2, 3);
  const bay = (split - x0) / n;
  for (let i = 0; i < n; i++) {
    const wx = x0 + i * bay + bay * 0.2;
    out += windowWithFrame(defs, rng, wx, top + 40, bay * 0.6, 100, trim, glass, false);
  }
  const bigX = split + 30;
  const bigW = x0 + width - split - 50;
  out += windowWithFrame(defs, rng, bigX, top + 20, bigW, 120, trim, glass, false);
  if (rng.chance(0.6)) {
    out += rect(bigX - 14, top + 136, bigW + 28, 10, shade(accent, -0.25));
    for (let bx = bigX - 10; bx < bigX + bigW + 14; bx += 12) out += line(bx, top + 100, bx, top + 136, "#2a2724", 2);
    out += line(bigX - 14, top + 100, bigX + bigW + 14, top + 100, "#2a2724", 4);
  }

  // Ground floor: door, garage and a barred window.
  const doorX = x0 + rng.int(40, 90);
  out +=
    rect(doorX - 8, ground - 150, 98, 150, trim) +
    rect(
      doorX,
      ground - 142,
      82,
      142,
      defs.linear(
        [
          [0, shade(wood, 0.15)],
          [1, shade(wood, -0.15)],
        ],
        0,
        0,
        1,
        0,
      ),
    );
  for (let i = 1; i < 6; i++) out += line(doorX, ground - 142 + i * 24, doorX + 82, ground - 142 + i * 24, shade(wood, -0.25), 2);
  out += circle(doorX + 68, ground - 70, 4, "#d8b45a");
  out += windowWithFrame(defs, rng, doorX + 130, ground - 140, 120, 90, trim, glass, rng.chance(0.6));
  const garageX = split - 40;
  const garageW = x0 + width - garageX - 40;
  const garage = rng.chance(0.5) ? shade(wood, 0.05) : "#8d8a86";
  out += rect(garageX - 8, ground - 140, garageW + 16, 140, trim) + rect(garageX, ground - 132, garageW, 132, garage);
  for (let gy = ground - 128; gy < ground; gy += 10) out += line(garageX, gy, garageX + garageW, gy, shade(garage, -0.2), 2);

  // Bougainvillea over the wall, plants, sidewalk and a street tree.
  const bx = rng.chance(0.5) ? x0 - 10 : x0 + width - 140;
  for (let i = 0; i < 60; i++)
    out += circle(
      bx + rng.float(0, 150),
      top - 10 + rng.float(0, 120) * rng.next(),
      rng.float(5, 11),
      rng.pick(["#d3247a", "#e0468f", "#b81d6a", "#4f8a4a"]),
      'opacity="0.95"',
    );
  out += plant(rng, doorX - 40, ground, 70, "#b35f3a");
  out += plant(rng, x0 + width - 10, ground, 60, "#c9c2b6", "#5f9c57");
  out += street(defs, ground);
  out += tree(rng, rng.int(980, 1150), ground + 40, 260, rng.chance(0.6) ? JACARANDA : GREEN_TREE);
  out += rect(0, 0, W, H, sky.light, 'opacity="0.06"');
  return defs.toString() + out;
}

/** A mid-rise apartment building with balconies and street trees. */
export function fachadaEdificio(rng: Rng): string {
  const defs = new Defs();
  const sky = rng.pick(SKIES);
  const wall = rng.pick(["#efe6d8", "#d9cfc2", "#c8643c", "#b7afa3", "#f2efe9", "#7d9c9f", "#e8927c", "#d9a441"]);
  const trim = rng.pick(["#2d2a28", "#f6f1e8", "#5b5550"]);
  const glass = windowGlass(defs, sky);
  const ground = 660;
  const floors = rng.int(5, 7);
  const fh = 78;
  const x0 = rng.int(280, 360);
  const width = rng.int(520, 600);
  const top = ground - 100 - floors * fh;
  let out = skyLayer(defs, rng, sky, ground);

  // Neighbouring buildings.
  const leftH = rng.int(260, 420);
  const rightH = rng.int(220, 460);
  out += rect(0, ground - leftH, x0 - 10, leftH, shade(rng.pick(FACADE_COLORS), -0.12));
  out += rect(x0 + width + 10, ground - rightH, W, rightH, shade(rng.pick(FACADE_COLORS), -0.18));
  for (let y = ground - leftH + 30; y < ground - 60; y += 70)
    for (let x = 30; x < x0 - 60; x += 90) out += rect(x, y, 50, 40, sky.lit && rng.chance(0.5) ? "#f3c676" : shade("#9fb8c8", -0.1));
  for (let y = ground - rightH + 30; y < ground - 60; y += 70)
    for (let x = x0 + width + 50; x < W - 30; x += 90) out += rect(x, y, 50, 40, sky.lit && rng.chance(0.5) ? "#f3c676" : shade("#9fb8c8", -0.15));

  out += rect(x0, top, width, ground - top, wall);
  out += rect(x0 - 8, top - 12, width + 16, 14, shade(wall, -0.2));
  const bays = 3;
  const bw = width / bays;
  const balconies = rng.chance(0.7);
  const railGlass = rng.chance(0.5);
  for (let fl = 0; fl < floors; fl++) {
    const y = top + 20 + fl * fh;
    for (let b = 0; b < bays; b++) {
      const wx = x0 + b * bw + bw * 0.14;
      const ww = bw * 0.72;
      out += rect(wx, y, ww, fh - 26, trim) + rect(wx + 4, y + 4, ww - 8, fh - 34, sky.lit && rng.chance(0.5) ? "#f0b866" : glass);
      out += line(wx + ww / 2, y + 4, wx + ww / 2, y + fh - 30, trim, 3);
      if (rng.chance(0.3)) out += rect(wx + 4, y + 4, ww * 0.3, fh - 34, shade(rng.pick(["#e9dcc7", "#c9b29a", "#dfe7ea"]), 0), 'opacity="0.9"');
      if (balconies && (b !== 1 || fl % 2 === 0)) {
        const by = y + fh - 30;
        out += rect(wx - 12, by, ww + 24, 8, shade(wall, -0.25));
        if (railGlass) out += rect(wx - 10, by - 28, ww + 20, 28, "#cfe4ee", 'opacity="0.45" stroke="#ffffff" stroke-width="2"');
        else for (let rx = wx - 10; rx <= wx + ww + 10; rx += 10) out += line(rx, by - 26, rx, by, "#2a2724", 2);
        out += line(wx - 10, by - 28, wx + ww + 10, by - 28, "#2a2724", 3);
        if (rng.chance(0.4)) out += circle(wx + rng.float(0, ww), by - 34, 14, rng.pick(DARK_GREEN));
      }
    }
    out += rect(x0, y + fh - 22, width, 4, shade(wall, -0.1));
  }
  // Ground floor: lobby and a café.
  const gy = ground - 100;
  out += rect(x0, gy, width, 100, shade(wall, -0.3));
  out += rect(x0 + 30, gy + 14, width * 0.4, 86, sky.lit ? "#f4c97e" : glass);
  out += rect(x0 + width * 0.55, gy + 14, width * 0.4, 86, sky.lit ? "#f7d591" : shade("#9fb8c8", 0.2));
  const awning = rng.pick(["#2f6e8e", "#a63d40", "#3d5a40", "#c8643c"]);
  out += poly(
    [
      [x0 + width * 0.53, gy + 10],
      [x0 + width * 0.97, gy + 10],
      [x0 + width, gy + 40],
      [x0 + width * 0.5, gy + 40],
    ],
    awning,
  );
  out += street(defs, ground);
  out += tree(rng, x0 - 20, ground + 30, 210, rng.chance(0.5) ? JACARANDA : GREEN_TREE);
  out += tree(rng, x0 + width + 60, ground + 30, 230, rng.chance(0.5) ? GREEN_TREE : JACARANDA);
  out += rect(0, 0, W, H, sky.light, 'opacity="0.05"');
  return defs.toString() + out;
}

/** A back garden: lawn, stepping stones and the house's glass doors. */
export function jardin(rng: Rng): string {
  const defs = new Defs();
  const sky = rng.pick(SKIES.slice(0, 3));
  const wall = rng.pick(["#efe6d8", "#f2efe9", "#e9c46a", "#e8927c", "#d9cfc2", "#c8643c", "#7d9c9f"]);
  const glass = windowGlass(defs, sky);
  const horizon = rng.int(440, 490);
  let out = skyLayer(defs, rng, sky, horizon);
  out += tree(rng, 120, horizon + 40, 260, GREEN_TREE);
  out += tree(rng, 1100, horizon + 30, 230, rng.chance(0.5) ? JACARANDA : DARK_GREEN);
  // House rear.
  const x0 = 260;
  const width = 680;
  out += rect(x0, 150, width, horizon - 150 + 10, wall);
  out += rect(x0 - 12, 138, width + 24, 16, shade(wall, -0.2));
  const upper = rng.int(2, 4);
  const gap = (width - 80) / upper;
  for (let i = 0; i < upper; i++) out += rect(x0 + 40 + i * gap, 180, gap - 50, 90, "#3b3631") + rect(x0 + 46 + i * gap, 186, gap - 62, 78, glass);
  out += rect(x0 + 40, 300, width - 80, horizon - 300, "#2d2a28");
  for (let i = 0; i < 4; i++) out += rect(x0 + 46 + i * ((width - 92) / 4), 306, (width - 92) / 4 - 6, horizon - 306, glass);
  out += rect(x0 + 20, horizon - 6, width - 40, 16, "#cfc6b8");
  // Lawn, path and hedges.
  out += rect(
    0,
    horizon + 10,
    W,
    H - horizon,
    defs.linear([
      [0, "#7fb069"],
      [1, "#4f8a3c"],
    ]),
  );
  for (let i = 0; i < 260; i++) {
    const x = rng.int(0, W);
    const y = rng.int(horizon + 20, H);
    out += line(x, y, x + rng.float(-3, 3), y - rng.float(6, 14), rng.pick(["#6a9f55", "#8cc06f", "#4b8236"]), 2);
  }
  for (let i = 0; i < 6; i++) {
    const t = i / 6;
    out += ellipse(600 + Math.sin(i) * 30, horizon + 40 + t * t * 340 + t * 40, 40 + t * 60, 10 + t * 18, "#d8d0c2", 'opacity="0.95"');
  }
  out += ellipse(90, horizon + 40, 160, 50, "#3f7440") + ellipse(1110, horizon + 50, 170, 55, "#3f7440");
  for (let i = 0; i < 50; i++)
    out += circle(rng.int(0, 240), horizon + rng.int(0, 90), rng.float(4, 8), rng.pick(["#f4d35e", "#ee6c9f", "#ffffff", "#f08a4b"]));
  for (let i = 0; i < 50; i++)
    out += circle(rng.int(960, 1200), horizon + rng.int(0, 100), rng.float(4, 8), rng.pick(["#f4d35e", "#ee6c9f", "#ffffff", "#b388eb"]));
  // Outdoor table and chairs.
  if (rng.chance(0.7)) {
    const tx = rng.chance(0.5) ? 330 : 860;
    out += ellipse(tx, 620, 90, 24, "#efe9df") + rect(tx - 6, 620, 12, 70, "#5b4636");
    out +=
      rect(tx - 150, 600, 60, 90, rng.pick(["#2f6e8e", "#c8643c", "#3d5a40"]), 'rx="10"') +
      rect(tx + 90, 600, 60, 90, rng.pick(["#2f6e8e", "#c8643c", "#3d5a40"]), 'rx="10"');
  }
  out += rect(0, 0, W, H, sky.light, 'opacity="0.05"');
  return defs.toString() + out;
}

function skyline(rng: Rng, baseY: number, color: string, lit: boolean): string {
  let out = "";
  let x = -20;
  while (x < W) {
    const w = rng.int(50, 120);
    const h = rng.int(60, 260);
    out += rect(x, baseY - h, w, h, color);
    if (rng.chance(0.15)) out += rect(x + w / 2 - 3, baseY - h - 40, 6, 40, color);
    for (let wy = baseY - h + 12; wy < baseY - 10; wy += 18) {
      for (let wx = x + 8; wx < x + w - 10; wx += 16)
        if (rng.chance(lit ? 0.35 : 0.2)) out += rect(wx, wy, 7, 9, lit ? "#ffd98e" : shade(color, 0.25), `opacity="${lit ? 0.9 : 0.6}"`);
    }
    x += w + rng.int(-10, 14);
  }
  return out;
}

/** A roof garden over the city, with planters, loungers and, at dusk, string lights. */
export function terraza(rng: Rng): string {
  const defs = new Defs();
  const sky = rng.pick(SKIES);
  const horizon = 470;
  let out = skyLayer(defs, rng, sky, horizon + 40);
  out += poly(
    [
      [0, horizon - 80],
      [200, horizon - 140],
      [420, horizon - 90],
      [700, horizon - 170],
      [980, horizon - 110],
      [1200, horizon - 150],
      [1200, horizon + 40],
      [0, horizon + 40],
    ],
    shade(sky.stops[0][1], 0.35),
    'opacity="0.6"',
  );
  out += skyline(rng, horizon + 40, sky.lit ? "#3c3f5e" : "#9aa7b8", sky.lit);
  // Deck in perspective.
  const deckTop = 560;
  const wood = rng.pick(["#a8754a", "#8a5a3b", "#c49a6c", "#9c8f80"]);
  out += poly(
    [
      [0, deckTop],
      [W, deckTop],
      [W, H],
      [0, H],
    ],
    defs.linear([
      [0, shade(wood, -0.1)],
      [1, shade(wood, 0.1)],
    ]),
  );
  for (let i = -14; i <= 14; i++) out += line(600 + i * 50, deckTop, 600 + i * 120, H, shade(wood, -0.25), 2);
  // Railing: glass panels on a low wall.
  out += rect(0, deckTop - 16, W, 16, "#d9d2c7");
  out += rect(0, deckTop - 110, W, 94, "#d6ecf5", 'opacity="0.28"');
  for (let x = 0; x <= W; x += 200) out += rect(x - 3, deckTop - 112, 6, 98, "#8d8a86");
  out += rect(0, deckTop - 116, W, 6, "#8d8a86");
  // Planters and loungers.
  out += plant(rng, 90, deckTop + 90, 150, rng.pick(["#b35f3a", "#3b3631", "#c9c2b6"]), "#4f8a4a");
  out += plant(rng, 1110, deckTop + 100, 170, rng.pick(["#b35f3a", "#3b3631", "#c9c2b6"]), "#5f9c57");
  const cushion = rng.pick(["#f2efe9", "#e9c46a", "#7d9c9f", "#e8927c"]);
  const frame = shade(wood, -0.4);
  for (const x of [330, 640]) {
    // A lounger seen from the side: legs, frame, seat cushion and a raised back.
    out += rect(x + 10, 690, 8, 34, frame) + rect(x + 190, 690, 8, 34, frame);
    out += rect(x, 682, 240, 12, frame, 'rx="4"');
    out += rect(x + 4, 660, 170, 24, cushion, 'rx="10"');
    out += `<path d="M${x + 168},684 L${x + 232},606 L${x + 252},620 L${x + 196},684 Z" fill="${shade(cushion, -0.08)}"/>`;
    out += ellipse(x + 120, 730, 130, 10, "#000000", 'opacity="0.12"');
  }
  out += ellipse(560, 700, 46, 12, "#efe9df") + rect(556, 700, 8, 30, "#5b4636");
  out += plant(rng, 560, 700, 40, "#ffffff", "#5f9c57");
  // Pergola: a beam along the top with slats crossing it.
  const beam = rng.pick(["#3b3631", "#5a3b27", "#2d2a28"]);
  out += rect(0, 0, W, 26, beam);
  for (let x = -40; x < W + 80; x += 70)
    out += poly(
      [
        [x, 0],
        [x + 22, 0],
        [x + 2, 58],
        [x - 14, 58],
      ],
      beam,
      'opacity="0.9"',
    );
  out += rect(0, 50, W, 12, shade(beam, 0.1));
  if (sky.lit) {
    out += `<path d="M0,60 Q300,140 600,70 T1200,80" stroke="#3b3631" stroke-width="2" fill="none"/>`;
    for (let i = 0; i <= 24; i++) {
      const t = i / 24;
      const x = t * W;
      const y = 60 + Math.sin(t * Math.PI * 2) * 30 + 20;
      out += circle(x, y, 12, "#ffd27a", 'opacity="0.25"') + circle(x, y, 5, "#fff0c2");
    }
  }
  out += rect(0, 0, W, H, sky.light, 'opacity="0.05"');
  return defs.toString() + out;
}
