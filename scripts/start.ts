// `npm start` / `npm run dev`: the whole marketplace on one machine.
//  1. the local libSQL server on .data/hogaria.db (migrations applied, seeded when empty),
//  2. the web app built by Vite (or, with --dev, Vite's dev server with hot reload),
//  3. the worker in workerd via `wrangler dev` on http://localhost:8787.
// Ctrl-C stops everything it started.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { createClient } from "@libsql/client";
import { startLocalServer } from "../db/local-server";
import { migrateDatabase } from "../db/migrate";
import { seedIfEmpty } from "../db/seed/run";

const { values: args } = parseArgs({
  options: {
    dev: { type: "boolean", default: false },
    port: { type: "string", default: process.env.PORT ?? "8787" },
    db: { type: "string", default: process.env.HOGARIA_DB ?? ".data/hogaria.db" },
    "libsql-port": { type: "string", default: process.env.LIBSQL_PORT ?? "8080" },
    "persist-to": { type: "string", default: ".wrangler/state" },
    "skip-build": { type: "boolean", default: false },
    // Start from an empty database (the e2e tests use this).
    fresh: { type: "boolean", default: false },
    // How many demo listings an empty database gets (benchmarks use 20000).
    listings: { type: "string", default: process.env.HOGARIA_LISTINGS },
  },
});

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const children: ChildProcess[] = [];
// Children run on the same Node as this script (the project's Node 24), whatever `node`
// the shell would find first.
const childPath = [path.dirname(process.execPath), path.join(root, "node_modules", ".bin"), process.env.PATH].join(path.delimiter);
let stopping = false;

const dbFile = path.resolve(root, args.db);
if (args.fresh) for (const suffix of ["", "-wal", "-shm"]) rmSync(dbFile + suffix, { force: true });
// Only this script and the worker it starts know the token: a web page open in the
// developer's browser cannot send SQL to the local server.
const dbToken = randomBytes(32).toString("base64url");
const server = await startLocalServer({ file: dbFile, port: Number(args["libsql-port"]), authToken: dbToken });
log(`libSQL local server on ${server.url} (${args.db})`);

const client = createClient({ url: server.url, authToken: dbToken });
await migrateDatabase(client);
const persistTo = path.resolve(root, args["persist-to"]);
const seed = await seedIfEmpty(client, {
  photosPersistDir: path.join(persistTo, "v3"),
  listings: args.listings ? Number(args.listings) : undefined,
});
// Fresh statistics let SQLite pick the narrowest index (e.g. a colonia's over the date).
if (seed.seeded) await client.execute("ANALYZE");
client.close();
log(seed.seeded ? `Demo data loaded: ${JSON.stringify(seed.counts)}` : "Database ready (already seeded).");

const built = existsSync(path.join(root, "dist/client/index.html"));
if (!built || (!args.dev && !args["skip-build"])) {
  await run(bin("vite"), ["build", "--logLevel", "warn"]);
}

const workerEnv: NodeJS.ProcessEnv = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  // Pass variables set for `npm start` through to the worker when there is no .dev.vars.
  CLOUDFLARE_INCLUDE_PROCESS_ENV: existsSync(path.join(root, ".dev.vars")) ? "false" : "true",
  LIBSQL_URL: server.url,
};
// The worker defaults to production; this machine is development.
const workerVars = { APP_ENV: "development", LIBSQL_URL: server.url, LIBSQL_AUTH_TOKEN: dbToken };
const wrangler = spawnChild(
  bin("wrangler"),
  [
    "dev",
    "--port",
    args.port,
    "--ip",
    "127.0.0.1",
    "--persist-to",
    persistTo,
    ...Object.entries(workerVars).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
    "--show-interactive-dev-session=false",
  ],
  workerEnv,
);
if (args.dev) spawnChild(bin("vite"), ["--port", "5173", "--strictPort"], { ...process.env, HOGARIA_WORKER_URL: `http://127.0.0.1:${args.port}` });

log(`Hogaria: http://localhost:${args.port}${args.dev ? "  (hot reload: http://localhost:5173)" : ""}`);

// wrangler dev never fires cron triggers: once a minute, ask it to run the worker's
// scheduled handler (call-request webhook retries, listing expiry) through the local
// trigger endpoint wrangler 4 serves, /cdn-cgi/local/scheduled.
const cronTimer = setInterval(() => void triggerScheduled(), 60_000);

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void stop(0));
wrangler.on("exit", (code) => void stop(code ?? 1));

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  clearInterval(cronTimer);
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  await server.close();
  process.exit(code);
}

function spawnChild(command: string, argv: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, argv, { cwd: root, env: { ...env, PATH: childPath }, stdio: ["inherit", "inherit", "inherit"] });
  children.push(child);
  return child;
}

function run(command: string, argv: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawnChild(command, argv, process.env);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} exited with ${code}`))));
  });
}

async function triggerScheduled() {
  try {
    const res = await fetch(`http://127.0.0.1:${args.port}/cdn-cgi/local/scheduled?cron=${encodeURIComponent("*/5 * * * *")}`, {
      signal: AbortSignal.timeout(50_000),
    });
    if (!res.ok) log(`Scheduled run failed (${res.status}): ${await res.text()}`);
  } catch {
    // wrangler is still starting or reloading: the next minute tries again.
  }
}

function log(message: string) {
  console.info(`[hogaria] ${message}`);
}
