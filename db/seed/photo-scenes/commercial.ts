// Commercial scenes and land: office tower, shop front and interior, warehouse outside
// and inside, and an empty lot with the volcanoes on the horizon.
import type { Rng } from "../random";
import { FACADE_COLORS, street } from "./exterior";
import { floorAt, makeRoom, shell, vignette, ceilingAt, leftWall, lerp } from "./room";
import { circle, Defs, DARK_GREEN, ellipse, GREEN_TREE, H, JACARANDA, line, plant, poly, rect, shade, skyLayer, SKIES, tree, W, mix } from "./svg";

export function torre(rng: Rng): string {
  const defs = new Defs();
  const sky = rng.pick(SKIES);
  const ground = 680;
  let out = skyLayer(defs, rng, sky, ground);
  // Neighbouring towers, then ours.
  for (const [x, w, h] of [
    [40, 240, 420],
    [920, 260, 480],
  ] as const) {
    out += rect(x, ground - h, w, h, mix("#8fa3b5", sky.stops[0][1], 0.3));
    for (let y = ground - h + 20; y < ground - 20; y += 28)
      out += rect(x + 10, y, w - 20, 14, shade(mix("#8fa3b5", sky.stops[0][1], 0.3), sky.lit ? -0.2 : 0.15));
  }
  const glass = rng.pick([
    ["#2f6e8e", "#9cc9dd"],
    ["#35506b", "#a9c4d8"],
    ["#2d5e5a", "#9fd0c6"],
    ["#3a4a5c", "#b7c8d6"],
  ]);
  const x0 = 360;
  const width = 480;
  const top = 20;
  out += rect(
    x0,
    top,
    width,
    ground - top,
    defs.linear(
      [
        [0, glass[1]],
        [0.5, glass[0]],
        [1, shade(glass[0], -0.2)],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  out += poly(
    [
      [x0, top],
      [x0 + width * 0.45, top],
      [x0 + width * 0.15, ground],
      [x0, ground],
    ],
    "#ffffff",
    'opacity="0.12"',
  );
  for (let y = top + 30; y < ground - 90; y += 34) {
    out += line(x0, y, x0 + width, y, "#1f2a36", 3, 'opacity="0.6"');
    if (sky.lit) for (let x = x0 + 8; x < x0 + width - 40; x += 40) if (rng.chance(0.35)) out += rect(x, y + 6, 32, 22, "#ffd98e", 'opacity="0.75"');
  }
  for (let x = x0; x <= x0 + width; x += 40) out += line(x, top, x, ground - 90, "#1f2a36", 2, 'opacity="0.5"');
  out += rect(x0 - 30, ground - 100, width + 60, 14, "#3b3f45") + rect(x0, ground - 86, width, 86, sky.lit ? "#f4d59a" : "#cfe1ea");
  for (let x = x0; x <= x0 + width; x += 80) out += line(x, ground - 86, x, ground, "#3b3f45", 4);
  out += street(defs, ground);
  out += tree(rng, 250, ground + 30, 220, GREEN_TREE) + tree(rng, 980, ground + 30, 230, rng.chance(0.5) ? JACARANDA : DARK_GREEN);
  out += rect(0, 0, W, H, sky.light, 'opacity="0.05"');
  return defs.toString() + out;
}

export function localFachada(rng: Rng): string {
  const defs = new Defs();
  const sky = rng.pick(SKIES.slice(0, 4));
  const ground = 650;
  const wall = rng.pick(FACADE_COLORS);
  let out = skyLayer(defs, rng, sky, ground);
  out +=
    rect(0, ground - 330, 180, 330, shade(rng.pick(FACADE_COLORS), -0.15)) +
    rect(1020, ground - 300, 180, 300, shade(rng.pick(FACADE_COLORS), -0.15));
  const x0 = 170;
  const width = 860;
  out += rect(x0, ground - 470, width, 470, wall) + rect(x0 - 10, ground - 484, width + 20, 16, shade(wall, -0.2));
  for (let i = 0; i < 4; i++)
    out +=
      rect(x0 + 50 + i * 210, ground - 430, 130, 110, "#3b3631") +
      rect(
        x0 + 56 + i * 210,
        ground - 424,
        118,
        98,
        defs.linear([
          [0, shade(sky.stops[0][1], 0.4)],
          [1, "#eef5f9"],
        ]),
      );
  // Shop front: fascia, awning, glass and door.
  const fascia = rng.pick(["#2d2a28", "#f2efe9", "#3f5573", "#5d7a6a"]);
  out += rect(x0 + 20, ground - 290, width - 40, 50, fascia);
  out += rect(x0 + 40, ground - 278, 180, 26, rng.pick(["#e9c46a", "#f2efe9", "#e76f51"]), 'rx="4"');
  const awning = rng.pick([
    ["#a63d40", "#f2efe9"],
    ["#2f6e8e", "#f2efe9"],
    ["#3d5a40", "#efe6d8"],
    ["#c8643c", "#f6e7c1"],
  ]);
  for (let i = 0; i < 16; i++) {
    const x = x0 + 30 + i * ((width - 60) / 16);
    out += poly(
      [
        [x, ground - 240],
        [x + (width - 60) / 16, ground - 240],
        [x + (width - 60) / 16 + 6, ground - 190],
        [x + 6, ground - 190],
      ],
      i % 2 ? awning[1] : awning[0],
    );
  }
  out += rect(x0 + 30, ground - 190, width - 60, 190, "#2d2a28");
  const glass = sky.lit
    ? "#f6d28f"
    : defs.linear(
        [
          [0, "#dbe9f0"],
          [1, "#a9c1cf"],
        ],
        0,
        0,
        1,
        1,
      );
  out += rect(x0 + 40, ground - 180, width * 0.55, 180, glass) + rect(x0 + 60 + width * 0.55, ground - 180, 120, 180, shade("#a9c1cf", -0.1));
  out += poly(
    [
      [x0 + 60, ground - 180],
      [x0 + 160, ground - 180],
      [x0 + 60, ground - 40],
    ],
    "#ffffff",
    'opacity="0.25"',
  );
  if (rng.chance(0.5)) {
    const sx = x0 + width * 0.72;
    out += rect(sx, ground - 180, width * 0.22, 90, "#9a9794");
    for (let y = ground - 176; y < ground - 90; y += 8) out += line(sx, y, sx + width * 0.22, y, "#7d7b78", 2);
  }
  out += street(defs, ground);
  out += plant(rng, x0 + 10, ground + 10, 90, "#3b3631", "#4f8a4a") + plant(rng, x0 + width - 10, ground + 10, 90, "#3b3631", "#4f8a4a");
  out += tree(rng, 1110, ground + 40, 240, rng.chance(0.5) ? JACARANDA : GREEN_TREE);
  out += rect(0, 0, W, H, sky.light, 'opacity="0.05"');
  return defs.toString() + out;
}

export function localInterior(rng: Rng): string {
  const defs = new Defs();
  const r = makeRoom(rng);
  const wall = rng.pick(["#f5f2ec", "#f2efe9", "#e6e6e3"]);
  const floor = rng.pick(["#b9b4ad", "#a7a29a", "#cfc9c0"]);
  let out = shell(defs, r, { back: wall, side: wall, ceiling: "#f4f4f2", floor, floorLine: shade(floor, -0.1) }, "plain");
  // Shop window along the left wall, its light on the polished floor.
  const a = leftWall(r, 0.05, 0.08);
  const b = leftWall(r, 0.9, 0.08);
  const c = leftWall(r, 0.9, 1);
  const d = leftWall(r, 0.05, 1);
  out += poly(
    [a, b, c, d],
    defs.linear([
      [0, "#f4f9fb"],
      [1, "#cfe1ea"],
    ]),
  );
  for (let t = 0.05; t <= 0.9; t += 0.2125) {
    const p = leftWall(r, t, 0.08);
    const q = leftWall(r, t, 1);
    out += line(p[0], p[1], q[0], q[1], "#2d2a28", 6);
  }
  out += poly([floorAt(r, 0, 0.1), floorAt(r, 0, 0.9), floorAt(r, 0.6, 0.9), floorAt(r, 0.75, 0.1)], "#ffffff", 'opacity="0.25"');
  // Track lights and a counter.
  for (const u of [0.3, 0.5, 0.7]) {
    const [x1, y1] = ceilingAt(r, u, 0.2);
    const [x2, y2] = ceilingAt(r, u, 0.95);
    out += line(x1, y1, x2, y2, "#2d2a28", 4);
    for (let t = 0.3; t < 0.95; t += 0.2) {
      const [x, y] = ceilingAt(r, u, t);
      out += rect(x - 6, y, 12, 18, "#2d2a28") + circle(x, y + 20, 5, "#fff6d6");
    }
  }
  const wood = rng.pick(["#a8754a", "#c49a6c", "#2d2a28", "#f2efe9"]);
  out += rect(r.x2 - 300, r.y2 - 100, 240, 100, wood) + rect(r.x2 - 310, r.y2 - 110, 260, 14, shade(wood, 0.2));
  out += plant(rng, r.x1 + 60, r.y2 + 30, 110, "#3b3631", "#4f8a4a");
  out += vignette(defs);
  return defs.toString() + out;
}

export function bodegaExterior(rng: Rng): string {
  const defs = new Defs();
  const sky = rng.pick(SKIES.slice(0, 4));
  const ground = 560;
  let out = skyLayer(defs, rng, sky, ground);
  out += poly(
    [
      [0, ground - 60],
      [300, ground - 110],
      [600, ground - 70],
      [900, ground - 130],
      [1200, ground - 80],
      [1200, ground],
      [0, ground],
    ],
    shade(sky.stops[0][1], 0.3),
    'opacity="0.7"',
  );
  const wall = rng.pick(["#c9ccd0", "#b7bcc2", "#d8d2c8", "#9fb0bf"]);
  const stripe = rng.pick(["#2f6e8e", "#a63d40", "#3d5a40", "#e9a23b"]);
  const x0 = 90;
  const width = 1020;
  // Curved roof, ribbed wall, a band of colour and four loading docks.
  out += `<path d="M${x0},${ground - 230} Q${x0 + width / 2},${ground - 330} ${x0 + width},${ground - 230} Z" fill="${shade(wall, -0.15)}"/>`;
  out += rect(x0, ground - 230, width, 230, wall);
  for (let x = x0; x < x0 + width; x += 14) out += line(x, ground - 230, x, ground, shade(wall, -0.12), 3);
  out += rect(x0, ground - 200, width, 22, stripe);
  for (let i = 0; i < 4; i++) {
    const dx = x0 + 110 + i * 220;
    out += rect(dx, ground - 150, 150, 150, "#5f6368");
    for (let y = ground - 146; y < ground; y += 10) out += line(dx, y, dx + 150, y, "#4b4f53", 2);
    out += rect(dx - 8, ground - 40, 10, 40, "#f2c14e") + rect(dx + 148, ground - 40, 10, 40, "#f2c14e");
    out += rect(dx + 40, ground - 172, 70, 12, "#3b3f45");
  }
  // Yard with parking lines, a truck and a fence.
  out += rect(
    0,
    ground,
    W,
    H - ground,
    defs.linear([
      [0, "#cfc9c0"],
      [1, "#b2aca3"],
    ]),
  );
  for (let i = -6; i < 14; i++) out += line(i * 110, H, 140 + i * 90, ground + 10, "#f4f1ea", 4, 'opacity="0.8"');
  const tx = rng.chance(0.5) ? 300 : 720;
  out += ellipse(tx + 130, 742, 200, 14, "#000000", 'opacity="0.18"');
  out +=
    rect(tx, 560, 240, 170, "#f2efe9") +
    rect(tx + 240, 620, 90, 110, rng.pick(["#a63d40", "#2f6e8e", "#3d5a40"]), 'rx="10"') +
    rect(tx + 260, 634, 56, 40, "#a9c1cf", 'rx="4"');
  out += rect(tx + 10, 580, 220, 20, stripe, 'opacity="0.9"');
  for (const wx of [tx + 40, tx + 190, tx + 290]) out += circle(wx, 738, 26, "#2d2a28") + circle(wx, 738, 10, "#8d8a86");
  out += tree(rng, 60, ground + 20, 160, DARK_GREEN) + tree(rng, 1150, ground + 20, 170, GREEN_TREE);
  for (let x = 0; x < W; x += 40) out += line(x, H - 90, x, H, "#6b6f74", 3);
  out += line(0, H - 86, W, H - 86, "#6b6f74", 3) + line(0, H - 50, W, H - 50, "#6b6f74", 2);
  out += rect(0, 0, W, H, sky.light, 'opacity="0.05"');
  return defs.toString() + out;
}

export function bodegaInterior(rng: Rng): string {
  const defs = new Defs();
  const r = { x1: 380, y1: 170, x2: 820, y2: 470 };
  const wall = rng.pick(["#d8d2c8", "#c9ccd0", "#e6e1da"]);
  const floor = rng.pick(["#b9b4ad", "#a7a29a"]);
  let out = shell(defs, r, { back: wall, side: shade(wall, -0.05), ceiling: "#cfd2d6", floor, floorLine: floor }, "plain");
  // Roof trusses and skylights.
  for (let t = 0.1; t < 1; t += 0.15) {
    const [xa, ya] = ceilingAt(r, 0, t);
    const [xb] = ceilingAt(r, 1, t);
    out += line(xa, ya, xb, ya, "#6b6f74", 6);
  }
  for (const t of [0.2, 0.5, 0.78])
    out += poly([ceilingAt(r, 0.38, t), ceilingAt(r, 0.62, t), ceilingAt(r, 0.62, t + 0.08), ceilingAt(r, 0.38, t + 0.08)], "#f7fbff");
  // Pallet racks down both sides.
  const beam = rng.pick(["#e36414", "#2f6e8e", "#e9a23b"]);
  for (const side of [0, 1]) {
    for (let k = 0; k < 5; k++) {
      const t1 = 0.08 + k * 0.18;
      const t2 = t1 + 0.15;
      const u = side === 0 ? 0.1 : 0.9;
      const [x1, y1] = floorAt(r, u, t1);
      const [x2, y2] = floorAt(r, u, t2);
      const h1 = lerp(520, 250, t1);
      const h2 = lerp(520, 250, t2);
      out += line(x1, y1, x1, y1 - h1, "#3f5573", 6) + line(x2, y2, x2, y2 - h2, "#3f5573", 5);
      for (let lv = 0; lv < 3; lv++) {
        const f = 0.2 + lv * 0.33;
        out += line(x1, y1 - h1 * f, x2, y2 - h2 * f, beam, 6);
        out += poly(
          [
            [x1, y1 - h1 * f],
            [x2, y2 - h2 * f],
            [x2, y2 - h2 * (f + 0.22)],
            [x1, y1 - h1 * (f + 0.22)],
          ],
          rng.pick(["#c49a6c", "#b88b5a", "#d2ae84"]),
        );
      }
    }
  }
  // Lane lines and a pallet in front.
  out += poly([floorAt(r, 0.3, 0), floorAt(r, 0.32, 0), floorAt(r, 0.46, 1), floorAt(r, 0.45, 1)], "#f2c14e");
  out += poly([floorAt(r, 0.68, 0), floorAt(r, 0.7, 0), floorAt(r, 0.55, 1), floorAt(r, 0.54, 1)], "#f2c14e");
  out +=
    rect(520, 620, 160, 20, "#a8754a") +
    rect(530, 540, 140, 80, "#c49a6c") +
    line(530, 580, 670, 580, "#a8754a", 2) +
    line(600, 540, 600, 620, "#a8754a", 2);
  out += vignette(defs);
  return defs.toString() + out;
}

/** An empty lot with grass, a fence and Popocatépetl and Iztaccíhuatl on the horizon. */
export function terreno(rng: Rng): string {
  const defs = new Defs();
  const sky = rng.pick(SKIES.slice(0, 4));
  const horizon = 430;
  let out = skyLayer(defs, rng, sky, horizon + 40);
  const far = mix("#8a9bb5", sky.stops[0][1], 0.35);
  // Iztaccíhuatl (the long ridge) and Popocatépetl (the cone), snow on top.
  out += poly(
    [
      [80, horizon],
      [220, horizon - 120],
      [300, horizon - 140],
      [380, horizon - 120],
      [470, horizon - 150],
      [560, horizon - 110],
      [680, horizon],
    ],
    far,
  );
  out += poly(
    [
      [220, horizon - 120],
      [300, horizon - 140],
      [380, horizon - 120],
      [470, horizon - 150],
      [560, horizon - 110],
      [520, horizon - 100],
      [460, horizon - 128],
      [380, horizon - 104],
      [300, horizon - 122],
      [240, horizon - 108],
    ],
    "#f4f6fa",
  );
  out += poly(
    [
      [640, horizon],
      [860, horizon - 230],
      [900, horizon - 232],
      [1120, horizon],
    ],
    shade(far, -0.08),
  );
  out += poly(
    [
      [820, horizon - 190],
      [860, horizon - 230],
      [900, horizon - 232],
      [940, horizon - 192],
      [915, horizon - 180],
      [880, horizon - 196],
      [850, horizon - 176],
    ],
    "#f4f6fa",
  );
  out += poly(
    [
      [0, horizon + 20],
      [250, horizon - 30],
      [520, horizon + 5],
      [800, horizon - 40],
      [1200, horizon + 10],
      [1200, horizon + 60],
      [0, horizon + 60],
    ],
    "#6f8f5e",
  );
  // Houses of the neighbourhood in the distance.
  for (let x = 0; x < W; x += rng.int(46, 70)) {
    const h = rng.int(26, 60);
    out += rect(x, horizon + 40 - h, rng.int(36, 60), h + 10, shade(rng.pick(FACADE_COLORS), -0.05));
  }
  // The lot.
  out += rect(
    0,
    horizon + 40,
    W,
    H - horizon - 40,
    defs.linear([
      [0, "#9cb86a"],
      [0.5, "#86a95a"],
      [1, "#6e9246"],
    ]),
  );
  out += ellipse(rng.int(300, 900), rng.int(600, 700), rng.int(160, 260), rng.int(40, 70), "#b89a6a", 'opacity="0.6"');
  for (let i = 0; i < 420; i++) {
    const x = rng.int(0, W);
    const y = rng.int(horizon + 50, H);
    const s = (y - horizon) / 300;
    out += line(x, y, x + rng.float(-4, 4) * s, y - rng.float(6, 16) * s, rng.pick(["#6a9f55", "#a4c26f", "#4b8236", "#c2cf7a"]), 1.5 * s);
  }
  // Fence posts and wire, and a couple of trees.
  for (let i = 0; i < 14; i++) {
    const x = 40 + i * 90;
    out += rect(x, 560, 8, 110, "#6b5440");
  }
  for (const y of [580, 610, 640]) out += line(0, y, W, y, "#7a7570", 2);
  out += tree(rng, rng.int(120, 300), 600, 220, rng.chance(0.5) ? JACARANDA : GREEN_TREE);
  out += tree(rng, rng.int(900, 1100), 560, 180, DARK_GREEN);
  out += rect(0, 0, W, H, sky.light, 'opacity="0.05"');
  return defs.toString() + out;
}
