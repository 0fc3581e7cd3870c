// Interior scenes: living room, kitchen, bedroom, bathroom and office.
import type { Rng } from "../random";
import { ACCENT_WALLS, FLOORS, floorAt, leftWindow, makeRoom, rightWindow, shell, vignette, WALLS, windowView, ceilingAt, type Room } from "./room";
import { circle, Defs, ellipse, line, plant, poly, rect, shade, SKIES, W, H, mix } from "./svg";

const SOFAS = ["#7a8f8c", "#c9b8a0", "#3f5573", "#b5653e", "#d8d2c8", "#6b4f7a", "#556b4f"];
const ACCENTS = ["#e9c46a", "#e76f51", "#2a9d8f", "#f4a261", "#d6457a", "#264653", "#f2efe9"];
const WOODS = ["#a8754a", "#8a5a3b", "#c49a6c", "#6b4429"];

function dayLight(rng: Rng) {
  return rng.pick(SKIES.slice(0, 4));
}

function art(rng: Rng, x: number, y: number, w: number, h: number): string {
  const bg = rng.pick(["#f4efe6", "#e9dfd0", "#1f2a36", "#efe6d8"]);
  let out = rect(x - 8, y - 8, w + 16, h + 16, rng.pick(["#2d2a28", "#c49a6c", "#f6f1e8"])) + rect(x, y, w, h, bg);
  for (let i = 0; i < 4; i++) {
    const c = rng.pick(["#e76f51", "#e9c46a", "#2a9d8f", "#264653", "#d6457a", "#f4a261"]);
    if (rng.chance(0.5))
      out += circle(x + rng.float(0.2, 0.8) * w, y + rng.float(0.3, 0.7) * h, rng.float(0.12, 0.3) * Math.min(w, h), c, 'opacity="0.9"');
    else out += `<path d="M${x + rng.float(0.1, 0.5) * w},${y + h} a${w * 0.22},${w * 0.22} 0 0 1 ${w * 0.44},0 Z" fill="${c}" opacity="0.9"/>`;
  }
  return out;
}

function pendant(x: number, top: number, drop: number, color: string, lit: boolean): string {
  let out = line(x, top, x, top + drop, "#2d2a28", 2);
  out += `<path d="M${x - 34},${top + drop + 30} Q${x},${top + drop - 16} ${x + 34},${top + drop + 30} Z" fill="${color}"/>`;
  if (lit) out += ellipse(x, top + drop + 32, 30, 8, "#fff3c9", 'opacity="0.9"');
  return out;
}

function rug(r: Room, u1: number, u2: number, t1: number, t2: number, color: string, border: string): string {
  const pts = [floorAt(r, u1, t2), floorAt(r, u2, t2), floorAt(r, u2, t1), floorAt(r, u1, t1)];
  const inner = [
    floorAt(r, u1 + 0.02, t2 - 0.02),
    floorAt(r, u2 - 0.02, t2 - 0.02),
    floorAt(r, u2 - 0.02, t1 + 0.02),
    floorAt(r, u1 + 0.02, t1 + 0.02),
  ];
  return poly(pts, border) + poly(inner, color);
}

function base(defs: Defs, rng: Rng, accentBack: boolean): { r: Room; out: string; sky: (typeof SKIES)[number] } {
  const r = makeRoom(rng);
  const sky = dayLight(rng);
  const wall = rng.pick(WALLS);
  const fl = rng.pick(FLOORS);
  const out = shell(
    defs,
    r,
    { back: accentBack ? rng.pick(ACCENT_WALLS) : wall, side: wall, ceiling: "#f7f4ef", floor: fl.floor, floorLine: fl.line },
    fl.kind,
  );
  return { r, out, sky };
}

export function sala(rng: Rng): string {
  const defs = new Defs();
  const { r, out: shellOut, sky } = base(defs, rng, rng.chance(0.5));
  let out = shellOut;
  const view = windowView(defs, rng, sky.stops);
  out += leftWindow(defs, r, 0.25, 0.8, view, "#3b3631", sky.light);
  // Curtain.
  const cTop = floorAt(r, 0, 0.18);
  out += poly(
    [
      [cTop[0] * 0 + 20, 40],
      [95, 70],
      [95, 640],
      [20, 700],
    ],
    rng.pick(["#efe6d8", "#d8c3a5", "#e9e4dc"]),
    'opacity="0.92"',
  );
  const cx = (r.x1 + r.x2) / 2 + rng.int(-40, 40);
  out += art(rng, cx - 110, r.y1 + 50, 220, 140);
  // Sofa against the back wall.
  const sofa = rng.pick(SOFAS);
  const sw = 500;
  const sy = r.y2 + 60;
  out += ellipse(cx, sy + 12, sw * 0.56, 18, "#000000", 'opacity="0.15"');
  out += rect(cx - sw / 2, sy - 150, sw, 110, shade(sofa, -0.08), 'rx="26"');
  out += rect(cx - sw / 2 + 10, sy - 70, sw - 20, 60, sofa, 'rx="18"');
  out += rect(cx - sw / 2 - 30, sy - 110, 70, 110, shade(sofa, -0.12), 'rx="22"');
  out += rect(cx + sw / 2 - 40, sy - 110, 70, 110, shade(sofa, -0.12), 'rx="22"');
  out += line(cx, sy - 70, cx, sy - 12, shade(sofa, -0.2), 2);
  for (const [dx, c] of [
    [-170, rng.pick(ACCENTS)],
    [-95, rng.pick(ACCENTS)],
    [130, rng.pick(ACCENTS)],
  ] as const) {
    out += `<rect x="${cx + dx}" y="${sy - 128}" width="66" height="60" rx="14" fill="${c}" transform="rotate(${dx < 0 ? -8 : 9} ${cx + dx + 33} ${sy - 98})"/>`;
  }
  out += rect(cx - sw / 2 - 20, sy, 8, 16, "#2d2a28") + rect(cx + sw / 2 + 12, sy, 8, 16, "#2d2a28");
  // Rug and coffee table.
  out += rug(r, 0.22, 0.78, 0.25, 0.78, rng.pick(["#e9dfd0", "#d8c3a5", "#c9b8a0", "#a9b8a3"]), rng.pick(["#b86b52", "#3f5573", "#5d7a6a"]));
  const wood = rng.pick(WOODS);
  const ty = 640;
  if (rng.chance(0.5)) {
    out +=
      ellipse(cx, ty + 14, 170, 34, "#000000", 'opacity="0.12"') +
      ellipse(cx, ty, 165, 34, rng.pick(["#f2efe9", wood])) +
      rect(cx - 150, ty, 300, 40, shade(wood, -0.2), 'rx="8"');
  } else {
    out +=
      rect(cx - 180, ty - 20, 360, 26, wood, 'rx="6"') +
      rect(cx - 170, ty + 6, 14, 56, shade(wood, -0.3)) +
      rect(cx + 156, ty + 6, 14, 56, shade(wood, -0.3));
  }
  out += rect(cx - 60, ty - 34, 70, 12, rng.pick(ACCENTS), 'rx="3"') + rect(cx - 56, ty - 44, 62, 10, rng.pick(ACCENTS), 'rx="3"');
  out += plant(rng, cx + 90, ty - 18, 50, "#f2efe9", "#4f8a4a");
  // Floor lamp and a big plant.
  const lx = cx + sw / 2 + 110;
  out +=
    line(lx, sy + 10, lx, sy - 250, "#2d2a28", 4) +
    poly(
      [
        [lx - 40, sy - 250],
        [lx + 40, sy - 250],
        [lx + 28, sy - 300],
        [lx - 28, sy - 300],
      ],
      rng.pick(["#f2efe9", "#e9c46a", "#2d2a28"]),
    );
  if (sky.lit)
    out += circle(
      lx,
      sy - 240,
      70,
      defs.radial([
        [0, "#fff1c4", 0.8],
        [1, "#fff1c4", 0],
      ]),
    );
  out += plant(rng, r.x2 + 120, H - 40, 240, rng.pick(["#b35f3a", "#3b3631", "#e9e4dc"]), "#3f7440");
  // Shelf on the right wall.
  for (let i = 0; i < 3; i++) {
    const y = r.y1 + 80 + i * 90;
    out += poly(
      [
        [r.x2 + 30, y],
        [r.x2 + 160, y + 40 - i * 4],
        [r.x2 + 160, y + 52 - i * 4],
        [r.x2 + 30, y + 10],
      ],
      shade(wood, -0.1),
    );
    for (let b = 0; b < 5; b++)
      out += rect(r.x2 + 40 + b * 20, y - 36 + b * 6, 14, 40, rng.pick(["#264653", "#e76f51", "#e9c46a", "#2a9d8f", "#f2efe9"]));
  }
  out += pendant(cx, 0, r.y1 - 20, rng.pick(["#2d2a28", "#e9c46a", "#f2efe9"]), sky.lit);
  out += vignette(defs);
  return defs.toString() + out;
}

function talavera(defs: Defs, rng: Rng): string {
  const id = defs.id("tal");
  const blue = rng.pick(["#1f4e8c", "#2a6f97", "#2d6a4f", "#b5523b"]);
  defs.raw(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="36" height="36">` +
      rect(0, 0, 36, 36, "#f7f3ea") +
      `<circle cx="18" cy="18" r="8" fill="${blue}"/><circle cx="18" cy="18" r="3.5" fill="#f2c14e"/>` +
      `<path d="M0,0 L8,0 L0,8 Z M36,0 L28,0 L36,8 Z M0,36 L8,36 L0,28 Z M36,36 L28,36 L36,28 Z" fill="${blue}"/>` +
      `<rect x="0" y="0" width="36" height="36" fill="none" stroke="#d9d2c4" stroke-width="1"/></pattern>`,
  );
  return `url(#${id})`;
}

function subway(defs: Defs): string {
  const id = defs.id("sub");
  defs.raw(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="48" height="24">${rect(0, 0, 48, 24, "#f5f3ef")}<path d="M0,0 H48 M0,12 H48 M24,0 V12 M0,12 V24 M48,12 V24" stroke="#d8d3ca" stroke-width="1.5"/></pattern>`,
  );
  return `url(#${id})`;
}

export function cocina(rng: Rng): string {
  const defs = new Defs();
  const { r, out: shellOut, sky } = base(defs, rng, false);
  let out = shellOut;
  const cab = rng.pick(["#f2efe9", "#7a8f8c", "#3f5573", "#c49a6c", "#2d2a28", "#a9b8a3"]);
  const counter = rng.pick(["#f5f3ef", "#e6e1da", "#2d2a28", "#d8cfc2"]);
  const wallTile = rng.chance(0.55) ? talavera(defs, rng) : subway(defs);
  const cw = r.x2 - r.x1;
  const ctop = r.y2 - 130;
  // Backsplash, window over the sink, upper cabinets and hood.
  out += rect(r.x1, ctop - 130, cw, 130, wallTile);
  const view = windowView(defs, rng, sky.stops);
  const wx = r.x1 + cw * 0.12;
  out +=
    rect(wx, r.y1 + 40, 190, 150, "#3b3631") + rect(wx + 8, r.y1 + 48, 174, 134, view) + line(wx + 95, r.y1 + 48, wx + 95, r.y1 + 182, "#3b3631", 5);
  out += rect(wx + 220, r.y1 + 30, cw - 250 - 12, 110, shade(cab, -0.04));
  for (let x = wx + 220; x < r.x2 - 40; x += 90)
    out += line(x, r.y1 + 30, x, r.y1 + 140, shade(cab, -0.2), 2) + rect(x + 40, r.y1 + 120, 12, 4, "#8d8a86");
  const hx = r.x1 + cw * 0.66;
  out +=
    poly(
      [
        [hx - 70, ctop - 110],
        [hx + 70, ctop - 110],
        [hx + 40, r.y1 + 140],
        [hx - 40, r.y1 + 140],
      ],
      "#c9cdd1",
    ) + rect(hx - 72, ctop - 112, 144, 8, "#a7acb1");
  // Lower cabinets and counter.
  out += rect(r.x1, ctop, cw, 12, counter) + rect(r.x1, ctop + 12, cw, r.y2 - ctop - 22, cab);
  for (let x = r.x1 + 80; x < r.x2; x += 80) out += line(x, ctop + 14, x, r.y2 - 12, shade(cab, -0.2), 2) + rect(x - 46, ctop + 30, 12, 4, "#8d8a86");
  out += rect(hx - 60, ctop - 4, 120, 6, "#2d2a28");
  out += rect(wx + 40, ctop - 2, 110, 5, "#9aa1a8") + `<path d="M${wx + 95},${ctop - 2} v-30 h18" stroke="#9aa1a8" stroke-width="5" fill="none"/>`;
  out += plant(rng, r.x1 + 40, ctop, 40, "#f2efe9", "#5f9c57");
  // Island in front with stools.
  const ix1 = 300;
  const ix2 = 900;
  const iy = 560;
  const island = rng.chance(0.5) ? shade(cab, -0.1) : rng.pick(WOODS);
  out += poly(
    [
      [ix1 + 40, iy - 40],
      [ix2 - 40, iy - 40],
      [ix2, iy],
      [ix1, iy],
    ],
    counter,
  );
  out += rect(ix1, iy, ix2 - ix1, 14, shade(counter, -0.12)) + rect(ix1 + 10, iy + 14, ix2 - ix1 - 20, 170, island);
  out +=
    ellipse(600, iy - 22, 70, 16, rng.pick(["#f2efe9", "#2d2a28"])) +
    circle(580, iy - 32, 12, "#e76f51") +
    circle(604, iy - 34, 12, "#f4a261") +
    circle(622, iy - 30, 11, "#8fbf4a");
  const stool = rng.pick(["#2d2a28", "#c49a6c", "#e9c46a", "#7a8f8c"]);
  for (const x of [380, 600, 820]) {
    out += ellipse(x, 690, 56, 16, stool) + line(x - 36, 700, x - 46, H, "#2d2a28", 5) + line(x + 36, 700, x + 46, H, "#2d2a28", 5);
  }
  for (const x of [420, 600, 780]) out += pendant(x, 0, r.y1 + 40, rng.pick(["#2d2a28", "#e9c46a", "#c9cdd1"]), sky.lit);
  out += vignette(defs);
  return defs.toString() + out;
}

export function recamara(rng: Rng): string {
  const defs = new Defs();
  const { r, out: shellOut, sky } = base(defs, rng, rng.chance(0.6));
  let out = shellOut;
  const view = windowView(defs, rng, sky.stops);
  out += rightWindow(defs, r, 0.3, 0.78, view, "#f2efe9", sky.light);
  out += poly(
    [
      [1110, 60],
      [1180, 30],
      [1180, 700],
      [1110, 650],
    ],
    rng.pick(["#efe6d8", "#d8c3a5", "#e9e4dc"]),
    'opacity="0.92"',
  );
  const cx = (r.x1 + r.x2) / 2 + rng.int(-30, 30);
  const head = rng.pick(["#c9b8a0", "#7a8f8c", "#3f5573", "#a8754a", "#e6ddd0", "#6b4f7a"]);
  const sheet = rng.pick(["#ffffff", "#f4efe6", "#e9e4dc"]);
  const duvet = rng.pick(["#f2efe9", "#d8c3a5", "#a9b8a3", "#c9d6df", "#e8c4b8"]);
  out += art(rng, cx - 90, r.y1 + 40, 180, 110);
  // Headboard, pillows, mattress and duvet coming towards us.
  out += rect(cx - 230, r.y2 - 190, 460, 190, head, 'rx="16"');
  for (let x = cx - 210; x < cx + 210; x += 46) out += line(x + 23, r.y2 - 176, x + 23, r.y2 - 10, shade(head, -0.12), 3);
  const b1 = r.y2 - 40;
  out += poly(
    [
      [cx - 230, b1],
      [cx + 230, b1],
      [cx + 360, 700],
      [cx - 360, 700],
    ],
    sheet,
  );
  out += poly(
    [
      [cx - 360, 700],
      [cx + 360, 700],
      [cx + 360, 750],
      [cx - 360, 750],
    ],
    shade(sheet, -0.1),
  );
  out += rect(cx - 200, b1 - 52, 180, 70, "#ffffff", 'rx="22"') + rect(cx + 20, b1 - 52, 180, 70, "#ffffff", 'rx="22"');
  out += rect(cx - 150, b1 - 10, 130, 52, rng.pick(ACCENTS), 'rx="16"') + rect(cx + 20, b1 - 10, 130, 52, rng.pick(ACCENTS), 'rx="16"');
  out += poly(
    [
      [cx - 262, b1 + 70],
      [cx + 262, b1 + 70],
      [cx + 372, 712],
      [cx - 372, 712],
    ],
    duvet,
  );
  out += poly(
    [
      [cx - 372, 712],
      [cx + 372, 712],
      [cx + 372, 770],
      [cx - 372, 770],
    ],
    shade(duvet, -0.12),
  );
  const throwC = rng.pick(["#3f5573", "#b86b52", "#5d7a6a", "#e9c46a"]);
  out += poly(
    [
      [cx - 320, 630],
      [cx + 320, 630],
      [cx + 345, 670],
      [cx - 345, 670],
    ],
    throwC,
  );
  out += poly(
    [
      [cx - 345, 670],
      [cx + 345, 670],
      [cx + 345, 700],
      [cx - 345, 700],
    ],
    shade(throwC, -0.15),
  );
  // Nightstands and lamps.
  const wood = rng.pick(WOODS);
  for (const x of [cx - 330, cx + 250]) {
    out += rect(x, r.y2 - 90, 80, 100, wood, 'rx="4"') + line(x + 6, r.y2 - 45, x + 74, r.y2 - 45, shade(wood, -0.3), 2);
    out +=
      rect(x + 36, r.y2 - 130, 8, 40, "#2d2a28") +
      poly(
        [
          [x + 14, r.y2 - 130],
          [x + 66, r.y2 - 130],
          [x + 56, r.y2 - 170],
          [x + 24, r.y2 - 170],
        ],
        rng.pick(["#f2efe9", "#e9dfd0"]),
      );
    if (sky.lit)
      out += circle(
        x + 40,
        r.y2 - 140,
        60,
        defs.radial([
          [0, "#fff1c4", 0.7],
          [1, "#fff1c4", 0],
        ]),
      );
  }
  out += plant(rng, r.x1 - 80, H - 90, 170, rng.pick(["#b35f3a", "#e9e4dc"]), "#4f8a4a");
  out += vignette(defs);
  return defs.toString() + out;
}

function tiles(defs: Defs, color: string, size: number): string {
  const id = defs.id("tile");
  defs.raw(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${size}" height="${size}">${rect(0, 0, size, size, color)}<path d="M0,0 H${size} M0,0 V${size}" stroke="${shade(color, -0.12)}" stroke-width="2"/></pattern>`,
  );
  return `url(#${id})`;
}

export function bano(rng: Rng): string {
  const defs = new Defs();
  const r = makeRoom(rng);
  const sky = dayLight(rng);
  const tileColor = rng.pick(["#9fc5b8", "#c9d6df", "#e8c4b8", "#f5f3ef", "#7fa7b5", "#d9c7a7"]);
  const wallFill = tiles(defs, tileColor, 44);
  let out = shell(
    defs,
    r,
    { back: wallFill, side: shade(tileColor, -0.04), ceiling: "#f7f4ef", floor: rng.pick(["#bdb6ad", "#8d8a86", "#d8d2c8"]), floorLine: "#a59e95" },
    "tiles",
  );
  const cx = (r.x1 + r.x2) / 2 - 80;
  // Round mirror, sconces, vanity with a vessel sink.
  out +=
    circle(cx, r.y1 + 130, 92, rng.pick(["#c9a227", "#2d2a28", "#d9d2c7"])) +
    circle(
      cx,
      r.y1 + 130,
      84,
      defs.linear(
        [
          [0, "#e9f1f5"],
          [1, "#b9c7cf"],
        ],
        0,
        0,
        1,
        1,
      ),
    );
  out += `<path d="M${cx - 40},${r.y1 + 80} L${cx + 20},${r.y1 + 60}" stroke="#ffffff" stroke-width="8" opacity="0.6" stroke-linecap="round"/>`;
  for (const x of [cx - 130, cx + 130])
    out +=
      rect(x - 8, r.y1 + 100, 16, 60, "#f6e7c1", 'rx="8"') +
      (sky.lit
        ? circle(
            x,
            r.y1 + 130,
            40,
            defs.radial([
              [0, "#fff1c4", 0.7],
              [1, "#fff1c4", 0],
            ]),
          )
        : "");
  const wood = rng.pick(WOODS);
  out += rect(cx - 170, r.y2 - 170, 340, 14, rng.pick(["#f5f3ef", "#2d2a28", "#e6e1da"])) + rect(cx - 160, r.y2 - 156, 320, 100, wood, 'rx="4"');
  out += line(cx, r.y2 - 150, cx, r.y2 - 62, shade(wood, -0.3), 2);
  out += ellipse(cx, r.y2 - 178, 70, 22, "#ffffff") + ellipse(cx, r.y2 - 184, 58, 12, "#e9eef0");
  out += `<path d="M${cx + 60},${r.y2 - 170} v-50 h-30" stroke="#9aa1a8" stroke-width="6" fill="none"/>`;
  // Towel and plant.
  out +=
    rect(cx - 250, r.y2 - 240, 70, 6, "#9aa1a8") +
    rect(cx - 246, r.y2 - 236, 62, 120, rng.pick(["#e9c46a", "#f2efe9", "#7a8f8c", "#e8c4b8"]), 'rx="6"');
  out += plant(rng, cx - 215, r.y2 + 30, 80, "#f2efe9", "#4f8a4a");
  // Walk-in shower behind glass on the right.
  const sx = r.x2 - 190;
  out += rect(sx, r.y1 + 40, 190, r.y2 - r.y1 - 40, shade(tileColor, -0.08));
  out += rect(sx + 80, r.y1 + 60, 40, 10, "#9aa1a8", 'rx="5"') + line(sx + 100, r.y1 + 30, sx + 100, r.y1 + 60, "#9aa1a8", 4);
  out += poly(
    [
      [sx - 10, r.y1 + 20],
      [sx + 30, r.y1 + 20],
      [sx + 30, 760],
      [sx - 10, 720],
    ],
    "#dbeef5",
    'opacity="0.35" stroke="#ffffff" stroke-width="2"',
  );
  out += poly(
    [
      [sx + 30, r.y1 + 20],
      [r.x2 + 200, 0],
      [r.x2 + 200, 800],
      [sx + 30, 760],
    ],
    "#dbeef5",
    'opacity="0.22"',
  );
  out += line(sx + 60, r.y1 + 80, r.x2 + 120, 460, "#ffffff", 10, 'opacity="0.25"');
  out += vignette(defs);
  return defs.toString() + out;
}

function skylineFill(defs: Defs, rng: Rng, sky: (typeof SKIES)[number]): string {
  const id = defs.id("city");
  let bldg = "";
  let x = 0;
  while (x < W) {
    const w = rng.int(40, 110);
    const h = rng.int(80, 280);
    const c = sky.lit ? "#3c3f5e" : mix("#9aa7b8", sky.stops[0][1], 0.2);
    bldg += rect(x, 520 - h, w, h + 300, c);
    for (let wy = 520 - h + 10; wy < 520; wy += 16)
      for (let wx = x + 6; wx < x + w - 8; wx += 14) if (rng.chance(0.25)) bldg += rect(wx, wy, 6, 8, sky.lit ? "#ffd98e" : shade(c, 0.3));
    x += w + rng.int(0, 10);
  }
  defs.raw(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="1200" height="800"><rect width="1200" height="800" fill="url(#${id}g)"/>${bldg}</pattern>` +
      `<linearGradient id="${id}g" x1="0" y1="0" x2="0" y2="1">${sky.stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join("")}</linearGradient>`,
  );
  return `url(#${id})`;
}

export function oficina(rng: Rng): string {
  const defs = new Defs();
  const r = makeRoom(rng);
  const sky = rng.pick(SKIES);
  const wall = rng.pick(["#f5f2ec", "#e6e6e3", "#efe8dc"]);
  let out = shell(
    defs,
    r,
    {
      back: skylineFill(defs, rng, sky),
      side: wall,
      ceiling: "#f4f4f2",
      floor: rng.pick(["#9a9794", "#7d8288", "#c9c4bc", "#b9a58c"]),
      floorLine: "#8d8a86",
    },
    rng.chance(0.5) ? "plain" : "tiles",
  );
  // Curtain wall mullions.
  for (let x = r.x1; x <= r.x2; x += (r.x2 - r.x1) / 5) out += line(x, r.y1, x, r.y2, "#3b3f45", 6);
  out += line(r.x1, r.y1 + 40, r.x2, r.y1 + 40, "#3b3f45", 4);
  // Ceiling light panels.
  for (let j = 0; j < 3; j++)
    for (let i = 0; i < 3; i++) {
      const t = 0.2 + j * 0.25;
      const u = 0.22 + i * 0.28;
      out += poly(
        [ceilingAt(r, u - 0.07, t), ceilingAt(r, u + 0.07, t), ceilingAt(r, u + 0.07, t + 0.1), ceilingAt(r, u - 0.07, t + 0.1)],
        "#ffffff",
        'opacity="0.95"',
      );
    }
  // Glass meeting room on the left.
  out += poly(
    [
      [0, 80],
      [r.x1 - 20, r.y1 + 20],
      [r.x1 - 20, r.y2 + 10],
      [0, 740],
    ],
    "#cfe4ee",
    'opacity="0.35"',
  );
  out += line(r.x1 - 20, r.y1 + 20, r.x1 - 20, r.y2 + 10, "#3b3f45", 4) + line(120, 120, 120, 710, "#3b3f45", 4);
  // Rows of desks with monitors and chairs.
  const top = rng.pick(["#f2efe9", "#e6e1da", "#c49a6c"]);
  const chair = rng.pick(["#2d2a28", "#3f5573", "#7a8f8c", "#b5653e"]);
  for (const [t, scale] of [
    [0.62, 0.7],
    [0.3, 0.9],
  ] as const) {
    const [xa, y] = floorAt(r, 0.25, t);
    const [xb] = floorAt(r, 0.75, t);
    const h = 16 * scale;
    out +=
      rect(xa, y - 90 * scale, xb - xa, h, top) +
      rect(xa + 10, y - 90 * scale + h, 10 * scale, 70 * scale, "#8d8a86") +
      rect(xb - 20, y - 90 * scale + h, 10 * scale, 70 * scale, "#8d8a86");
    for (let k = 0; k < 3; k++) {
      const mx = xa + (xb - xa) * (0.18 + k * 0.32);
      out +=
        rect(mx - 40 * scale, y - 160 * scale, 80 * scale, 52 * scale, "#2d2a28", 'rx="3"') +
        rect(mx - 36 * scale, y - 156 * scale, 72 * scale, 44 * scale, sky.lit ? "#9fc3e6" : "#5f7e9c") +
        rect(mx - 4, y - 108 * scale, 8, 18 * scale, "#2d2a28");
      out +=
        rect(mx - 34 * scale, y - 60 * scale, 68 * scale, 80 * scale, chair, 'rx="12"') +
        rect(mx - 30 * scale, y + 20 * scale, 60 * scale, 14 * scale, shade(chair, -0.2), 'rx="6"');
    }
  }
  out += plant(rng, r.x2 + 150, H - 30, 230, "#f2efe9", "#3f7440");
  out += plant(rng, r.x1 + 40, r.y2 + 20, 100, "#3b3631", "#4f8a4a");
  out += vignette(defs);
  return defs.toString() + out;
}
