import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "../..");
const gzipKiB = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

// JavaScript the home page loads before first paint: the entry script and its
// modulepreloads in dist/client/index.html, plus the home route's lazy chunk(s).
export function homeFirstPaintJs(): { files: string[]; gzipKiB: number } {
  const dist = path.join(root, "dist/client");
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const files = new Set<string>();
  for (const m of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) files.add(m[1]);
  // The home route module is lazy: its chunk name starts with "home".
  for (const f of readdirSync(path.join(dist, "assets"))) if (/^home[-.].*\.js$/.test(f)) files.add(`/assets/${f}`);
  const total = [...files].reduce((sum, f) => sum + gzipKiB(readFileSync(path.join(dist, f))), 0);
  return { files: [...files], gzipKiB: total };
}

// The worker as `wrangler deploy --dry-run --minify` bundles it.
export function workerBundle(): { gzipKiB: number } {
  const out = mkdtempSync(path.join(tmpdir(), "hogaria-worker-"));
  try {
    execFileSync(path.join(root, "node_modules/.bin/wrangler"), ["deploy", "--dry-run", "--minify", "--outdir", out], {
      cwd: root,
      stdio: "pipe",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    });
    const js = readdirSync(out).filter((f) => f.endsWith(".js"));
    return { gzipKiB: js.reduce((sum, f) => sum + gzipKiB(readFileSync(path.join(out, f))), 0) };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
