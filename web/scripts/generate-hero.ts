// Renders the home hero illustration (Mexico City at dusk) into optimised WebP files.
// Run once from the repo root: `node web/scripts/generate-hero.ts`; the output is committed.
import sharp from "sharp";
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const outDir = fileURLToPath(new URL("../public/images/", import.meta.url));

/** Deterministic pseudo-random numbers so the picture is the same on every run. */
function rng(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
}

const W = 1600;
const H = 900;
const HORIZON = 640;

function stars(): string {
  const r = rng(7);
  let out = "";
  for (let i = 0; i < 70; i++) {
    const x = Math.round(r() * W);
    const y = Math.round(r() * 330);
    const s = (r() * 1.3 + 0.4).toFixed(2);
    const o = (r() * 0.5 + 0.2).toFixed(2);
    out += `<circle cx="${x}" cy="${y}" r="${s}" fill="#fff" opacity="${o}"/>`;
  }
  return out;
}

/** A block of lit and unlit windows inside a rectangle. */
function windows(x: number, y: number, w: number, h: number, seed: number, density = 0.45): string {
  const r = rng(seed);
  let out = "";
  const cw = 9;
  const ch = 12;
  for (let wy = y + 10; wy + ch < y + h - 6; wy += ch + 9) {
    for (let wx = x + 8; wx + cw < x + w - 6; wx += cw + 8) {
      if (r() < density) {
        const warm = r() < 0.75 ? "#FCD38D" : "#FDE7B0";
        out += `<rect x="${wx}" y="${wy}" width="${cw}" height="${ch}" rx="1.5" fill="${warm}" opacity="${(0.55 + r() * 0.4).toFixed(2)}"/>`;
      }
    }
  }
  return out;
}

function farSkyline(): string {
  const r = rng(21);
  let out = "";
  let x = -20;
  while (x < W + 20) {
    const w = 40 + Math.round(r() * 70);
    const h = 24 + Math.round(r() * 56);
    out += `<rect x="${x}" y="${HORIZON - h}" width="${w}" height="${h + 40}" fill="#5A4470"/>`;
    x += w + Math.round(r() * 6);
  }
  return `<g opacity="0.85">${out}</g>`;
}

function towers(): string {
  // Torre Latinoamericana style tower (tapered, with antenna) and a few modern towers.
  return `
  <g fill="#352A4C">
    <path d="M300 ${HORIZON} V430 h16 v-22 h12 v-26 h10 v-30 h4 v-60 h2 v60 h4 v30 h10 v26 h12 v22 h16 V${HORIZON} Z"/>
    <rect x="420" y="360" width="74" height="${HORIZON - 360 + 40}"/>
    <path d="M520 ${HORIZON} V330 l40 -40 l40 40 V${HORIZON} Z"/>
    <rect x="980" y="400" width="62" height="${HORIZON - 400 + 40}"/>
    <path d="M1060 ${HORIZON} V350 q30 -40 60 0 V${HORIZON} Z"/>
    <rect x="1300" y="420" width="80" height="${HORIZON - 420 + 40}"/>
  </g>
  <g>
    ${windows(300, 440, 56, 200, 3, 0.35)}
    ${windows(420, 370, 74, 270, 4, 0.4)}
    ${windows(520, 340, 80, 300, 5, 0.3)}
    ${windows(980, 410, 62, 230, 6, 0.4)}
    ${windows(1060, 360, 60, 280, 8, 0.35)}
    ${windows(1300, 430, 80, 210, 9, 0.45)}
  </g>
  <!-- Ángel de la Independencia -->
  <g>
    <rect x="786" y="${HORIZON - 40}" width="48" height="40" fill="#2E2442"/>
    <rect x="801" y="420" width="18" height="${HORIZON - 420}" fill="#2E2442"/>
    <rect x="797" y="412" width="26" height="10" rx="2" fill="#2E2442"/>
    <path d="M810 380 l-14 18 l10 -4 l4 14 l4 -14 l10 4 Z" fill="#F2B84B"/>
    <circle cx="810" cy="378" r="4" fill="#F2B84B"/>
  </g>`;
}

function volcanoes(): string {
  return `
  <g opacity="0.9">
    <path d="M1330 ${HORIZON} Q1400 540 1470 500 Q1520 470 1570 488 Q1620 500 1680 540 L1720 ${HORIZON} Z" fill="url(#mountain)" opacity="0.85"/>
    <path d="M1450 512 Q1480 490 1510 478 Q1540 470 1570 488 Q1545 486 1525 494 Q1495 500 1450 512 Z" fill="#F6DCE2" opacity="0.7"/>
    <path d="M900 ${HORIZON} L1150 452 Q1175 438 1200 452 L1450 ${HORIZON} Z" fill="url(#mountain)"/>
    <path d="M1128 470 L1150 452 Q1175 438 1200 452 L1222 470 Q1204 462 1190 474 Q1174 462 1160 476 Q1146 466 1128 470 Z" fill="#F6DCE2" opacity="0.85"/>
  </g>`;
}

function jacaranda(cx: number, cy: number, s: number, seed: number): string {
  const r = rng(seed);
  let blobs = "";
  for (let i = 0; i < 9; i++) {
    const x = cx + (r() - 0.5) * 90 * s;
    const y = cy + (r() - 0.5) * 40 * s;
    const rad = (26 + r() * 20) * s;
    const c = r() < 0.5 ? "#8E63B8" : "#A47BCB";
    blobs += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${rad.toFixed(1)}" fill="${c}"/>`;
  }
  return `<g>
    <path d="M${cx - 4 * s} ${cy + 90 * s} L${cx - 3 * s} ${cy + 10 * s} L${cx + 3 * s} ${cy + 10 * s} L${cx + 5 * s} ${cy + 90 * s} Z" fill="#2B2036"/>
    <g opacity="0.95">${blobs}</g>
  </g>`;
}

type House = { x: number; w: number; h: number; color: string; roof?: "flat" | "gable"; seed: number };

function house({ x, w, h, color, roof = "flat", seed }: House): string {
  const base = H - 80;
  const top = base - h;
  const r = rng(seed);
  let win = "";
  const cols = Math.max(1, Math.floor((w - 20) / 44));
  const rows = Math.max(1, Math.floor((h - 70) / 60));
  for (let row = 0; row < rows; row++) {
    for (let c = 0; c < cols; c++) {
      const wx = x + 18 + c * ((w - 36) / cols) + ((w - 36) / cols - 24) / 2;
      const wy = top + 22 + row * 60;
      const lit = r() < 0.6;
      win += `<rect x="${wx.toFixed(1)}" y="${wy}" width="24" height="32" rx="3" fill="${lit ? "#FFD58A" : "#3B3148"}" ${lit ? 'filter="url(#glow)"' : ""}/>`;
      win += `<rect x="${(wx - 3).toFixed(1)}" y="${wy + 32}" width="30" height="4" rx="1" fill="#1F1A29" opacity="0.5"/>`;
    }
  }
  const doorX = x + w / 2 - 14;
  const roofShape =
    roof === "gable"
      ? `<path d="M${x - 8} ${top + 2} L${x + w / 2} ${top - 46} L${x + w + 8} ${top + 2} Z" fill="#7A3A22"/>`
      : `<rect x="${x - 4}" y="${top - 8}" width="${w + 8}" height="10" rx="2" fill="#251E30" opacity="0.6"/>`;
  return `<g>
    <rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${color}"/>
    <rect x="${x}" y="${top}" width="${w}" height="${h}" fill="url(#shade)"/>
    ${roofShape}
    ${win}
    <path d="M${doorX} ${base} v-40 a14 14 0 0 1 28 0 v40 Z" fill="#3A2417"/>
    <circle cx="${doorX + 21}" cy="${base - 20}" r="2" fill="#F2B84B"/>
    <rect x="${doorX - 2}" y="${base - 58}" width="32" height="3" fill="#FFD58A" opacity="0.7"/>
  </g>`;
}

function houses(): string {
  const list: House[] = [
    { x: -30, w: 170, h: 210, color: "#B4533A", seed: 11 },
    { x: 140, w: 150, h: 160, color: "#C98B2F", roof: "gable", seed: 12 },
    { x: 290, w: 190, h: 250, color: "#2F7A72", seed: 13 },
    { x: 480, w: 140, h: 180, color: "#B86A7E", seed: 14 },
    { x: 620, w: 200, h: 230, color: "#D1A256", seed: 15 },
    { x: 820, w: 150, h: 170, color: "#9C4A35", roof: "gable", seed: 16 },
    { x: 970, w: 180, h: 240, color: "#4F7F9A", seed: 17 },
    { x: 1150, w: 150, h: 190, color: "#C0713F", seed: 18 },
    { x: 1300, w: 170, h: 220, color: "#3E8A7A", roof: "gable", seed: 19 },
    { x: 1470, w: 170, h: 200, color: "#B85A47", seed: 20 },
  ];
  return list.map(house).join("");
}

function scene(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0B1530"/>
      <stop offset="0.3" stop-color="#1F2556"/>
      <stop offset="0.5" stop-color="#4E3A6E"/>
      <stop offset="0.6" stop-color="#A4566E"/>
      <stop offset="0.67" stop-color="#E3875C"/>
      <stop offset="0.72" stop-color="#F4B878"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#FFE8B8" stop-opacity="0.95"/>
      <stop offset="0.35" stop-color="#FBC47E" stop-opacity="0.6"/>
      <stop offset="1" stop-color="#F09A62" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="mountain" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8A5A86"/>
      <stop offset="1" stop-color="#B5707E"/>
    </linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1A1330" stop-opacity="0.25"/>
      <stop offset="1" stop-color="#1A1330" stop-opacity="0.55"/>
    </linearGradient>
    <linearGradient id="street" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2A2236"/>
      <stop offset="1" stop-color="#17121F"/>
    </linearGradient>
    <filter id="glow" x="-50%" y="-50%" width="200%" height="200%">
      <feGaussianBlur stdDeviation="3" result="b"/>
      <feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge>
    </filter>
    <filter id="haze"><feGaussianBlur stdDeviation="1.2"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  ${stars()}
  <circle cx="1000" cy="600" r="260" fill="url(#sun)"/>
  <circle cx="1000" cy="610" r="44" fill="#FFE3B0" opacity="0.9"/>
  <g filter="url(#haze)">${volcanoes()}</g>
  ${farSkyline()}
  ${towers()}
  <rect x="0" y="${HORIZON - 10}" width="${W}" height="60" fill="#F2A46F" opacity="0.12"/>
  ${jacaranda(120, 600, 1.1, 31)}
  ${jacaranda(700, 610, 0.9, 32)}
  ${jacaranda(1260, 600, 1.2, 33)}
  ${houses()}
  <rect x="0" y="${H - 80}" width="${W}" height="80" fill="url(#street)"/>
  <rect x="0" y="${H - 80}" width="${W}" height="6" fill="#3B3049"/>
  ${[90, 560, 1040, 1520]
    .map(
      (x) => `<g><rect x="${x}" y="${H - 250}" width="5" height="170" fill="#1B1524"/>
      <circle cx="${x + 2.5}" cy="${H - 254}" r="9" fill="#FFE0A0" filter="url(#glow)"/>
</g>`,
    )
    .join("")}
  ${jacaranda(420, 735, 0.8, 34)}
  ${jacaranda(1110, 740, 0.75, 35)}
</svg>`;
}

async function render(name: string, width: number, height: number) {
  const svg = Buffer.from(scene());
  // Phone: crop a centred, taller window of the same scene.
  const info = await sharp(svg, { density: 72 })
    .resize(width, height, { fit: "cover", position: "centre" })
    .webp({ quality: 74, effort: 6 })
    .toFile(`${outDir}${name}`);
  console.log(name, info.width, "x", info.height, Math.round(info.size / 1024), "KB");
}

await mkdir(outDir, { recursive: true });
await render("hero-desktop.webp", 1600, 900);
await render("hero-phone.webp", 780, 1040);
// `--preview` also writes /tmp/hero-preview.png for a visual check.
if (process.argv.includes("--preview")) {
  await sharp(Buffer.from(scene())).png().toFile("/tmp/hero-preview.png");
}
