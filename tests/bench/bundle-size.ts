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

// The worker as `wrangler deploy --dry-run --minify` bundles it: its gzip size and, with
// `startupRuns`, its startup time. A dry run reports no startup time (only a real deploy
// does, from Cloudflare), so it is read from workerd itself: `wrangler check startup` loads
// the same bundle in workerd with the CPU profiler on, and the startup phase's active time
// (sampled time less idle, garbage collection included, as wrangler sums it) is kept, once
// per run; p50 and the fastest run are shown (goal ≤ 50 ms).
export function workerBundle(startupRuns = 0): { gzipKiB: number; startupMs: { p50: number; min: number; runs: number[] } | null } {
  const out = mkdtempSync(path.join(tmpdir(), "hogaria-worker-"));
  const wrangler = (args: string[]) =>
    execFileSync(path.join(root, "node_modules/.bin/wrangler"), args, {
      cwd: root,
      stdio: "pipe",
      // On the Node running this script (the project's), whatever `node` the shell finds first.
      env: {
        ...process.env,
        PATH: [path.dirname(process.execPath), process.env.PATH].join(path.delimiter),
        WRANGLER_SEND_METRICS: "false",
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
      },
    });
  try {
    const bundle = path.join(out, "worker.bundle");
    wrangler(["deploy", "--dry-run", "--minify", "--outdir", path.join(out, "dist"), "--outfile", bundle]);
    const js = readdirSync(path.join(out, "dist")).filter((f) => f.endsWith(".js"));
    const gzip = js.reduce((sum, f) => sum + gzipKiB(readFileSync(path.join(out, "dist", f))), 0);
    const runs: number[] = [];
    for (let i = 0; i < startupRuns; i++) {
      const profile = path.join(out, `startup-${i}.cpuprofile`);
      wrangler(["check", "startup", "--worker", bundle, "--outfile", profile]);
      runs.push(activeStartupMs(JSON.parse(readFileSync(profile, "utf8")) as CpuProfile));
    }
    const sorted = [...runs].sort((a, b) => a - b);
    return { gzipKiB: gzip, startupMs: runs.length ? { p50: sorted[Math.floor((sorted.length - 1) / 2)], min: sorted[0], runs } : null };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

type CpuProfile = { nodes: { id: number; callFrame: { functionName: string } }[]; samples: number[]; timeDeltas: number[] };

/** The startup profile's sampled time less its idle samples, in ms (its deltas are µs). */
function activeStartupMs(profile: CpuProfile): number {
  const names = new Map(profile.nodes.map((n) => [n.id, n.callFrame.functionName]));
  let active = 0;
  profile.timeDeltas.forEach((delta, i) => {
    if (names.get(profile.samples[i]) !== "(idle)") active += delta;
  });
  return Math.round(active / 100) / 10;
}
