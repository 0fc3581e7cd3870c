// Photos by URL through the import photo queue, end to end on `npm start`: a 5,000-row file
// with 3 photo URLs a row (15,000 photos) is sent as the import page sends it (the demo
// agency's owner, chunks of 100 rows), its photos served by a photo host on this machine;
// then the queue's consumer in wrangler dev fetches, checks and stores them while this
// script counts them in the database every 10 s. It prints the minutes until none is
// pending (goal: 30), or, when --max-minutes passes first, the rate per minute it measured
// and the minutes the whole file would take at that rate.
//
//   npm start -- --db .data/bench-photos.db --fresh --listings 200   (in another terminal)
//   tsx tests/bench/import-photo-queue.ts --origin http://localhost:8787 --db .data/bench-photos.db
//
// The photos are 400×300 PNGs of one colour each (a few hundred bytes): the figure is the
// queue's and the worker's work per photo, not a host's bandwidth.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import { createClient } from "@libsql/client";
import { DEMO_AGENCY, DEMO_PASSWORD } from "../../db/seed/accounts";
import { IMPORT_LIMITS, type ImportRow } from "../../domain/listing-imports/import-contract";
import { pngBytes } from "../fixtures/listing-photo-bytes";

const { values: args } = parseArgs({
  options: {
    origin: { type: "string", default: process.env.BENCH_URL ?? "http://localhost:8787" },
    db: { type: "string", default: ".data/hogaria.db" },
    rows: { type: "string", default: String(IMPORT_LIMITS.rowsMax) },
    photos: { type: "string", default: "3" },
    "max-minutes": { type: "string", default: "30" },
  },
});
const origin = args.origin!;
const rowCount = Number(args.rows);
const photosPerRow = Number(args.photos);
const maxMs = Number(args["max-minutes"]) * 60_000;
const run = Date.now().toString(36);

// The photo host: /p/<anything>-<n>.png is a 400×300 PNG whose colour follows n.
const shades = await Promise.all(Array.from({ length: 64 }, (_, n) => pngBytes(400, 300, [], [(n * 37) % 256, (n * 91) % 256, (n * 53) % 256])));
let served = 0;
const host = createServer((req, res) => {
  const n = Number(/-(\d+)\.png$/.exec(req.url ?? "")?.[1] ?? NaN);
  if (!req.url?.startsWith("/p/") || Number.isNaN(n)) return void res.writeHead(404).end();
  served += 1;
  const bytes = shades[n % shades.length];
  res.writeHead(200, { "content-type": "image/png", "content-length": bytes.length }).end(Buffer.from(bytes));
});
await new Promise<void>((listening) => host.listen(0, "127.0.0.1", listening));
const photoHost = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;

const db = createClient({ url: `file:${path.resolve(args.db!)}` });
const colonias = (
  await db.execute(
    "SELECT id, centroid_lat AS lat, centroid_lng AS lng FROM locations WHERE tipo = 'colonia' AND centroid_lat BETWEEN 19.1 AND 19.6 AND centroid_lng BETWEEN -99.35 AND -98.95 LIMIT 300",
  )
).rows as unknown as { id: string; lat: number; lng: number }[];

const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
  method: "POST",
  headers: { "content-type": "application/json", origin },
  body: JSON.stringify({ email: DEMO_AGENCY.owner.email, password: DEMO_PASSWORD }),
});
if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ");
const headers = { "content-type": "application/json", origin, cookie };
const allowance = await (await fetch(`${origin}/api/listing-imports/allowance`, { headers })).json();
console.info("allowance before", JSON.stringify(allowance));

const rows: ImportRow[] = Array.from({ length: rowCount }, (_, i) => {
  const c = colonias[i % colonias.length];
  return {
    row: i + 2,
    source_id: `BENCH-${run}-${i}`,
    listing: {
      operation_type: "renta",
      property_type: "departamento",
      location_id: c.id,
      street: `Calle ${i % 400} número ${i}`,
      lat: Number((Number(c.lat) + 0.001).toFixed(6)),
      lng: Number((Number(c.lng) - 0.001).toFixed(6)),
      price: 18_000 + (i % 50) * 100,
      bedrooms: 1 + (i % 4),
      bathrooms: 1,
      parking_spaces: i % 3,
      built_surface: 50 + (i % 150),
      title: `Departamento en renta número ${i + 1}`,
      description: `Departamento luminoso con balcón, cocina integral y elevador, a dos calles del parque. Anuncio ${i + 1} de la prueba de fotos.`,
    },
    photo_urls: Array.from({ length: photosPerRow }, (_, k) => `${photoHost}/p/${run}-${i * photosPerRow + k}.png`),
  };
});

const started = Date.now();
const listingIds: string[] = [];
for (let i = 0; i < rows.length; i += IMPORT_LIMITS.rowsPerRequest) {
  for (;;) {
    const res = await fetch(`${origin}/api/listing-imports/rows`, {
      method: "POST",
      headers,
      body: JSON.stringify({ rows: rows.slice(i, i + IMPORT_LIMITS.rowsPerRequest) }),
    });
    // The per-account write limit: wait as a client would.
    if (res.status === 429) {
      await res.arrayBuffer();
      await new Promise((r) => setTimeout(r, Number(res.headers.get("retry-after") ?? 10) * 1000));
      continue;
    }
    if (!res.ok) throw new Error(`rows answered ${res.status}: ${await res.text()}`);
    const { data } = (await res.json()) as { data: { items: { listing_id: string | null; outcome: string }[] } };
    for (const item of data.items) if (item.listing_id) listingIds.push(item.listing_id);
    break;
  }
}
const sentMs = Date.now() - started;
console.info(`${listingIds.length} listings imported in ${(sentMs / 1000).toFixed(1)} s`);

const total = listingIds.length * photosPerRow;
const counts = async () => {
  const rs = await db.execute({
    sql: `SELECT p.status, count(*) AS n FROM listing_import_photos p JOIN properties l ON l.id = p.property_id
          WHERE l.source_id LIKE ? GROUP BY p.status`,
    args: [`BENCH-${run}-%`],
  });
  const byStatus: Record<string, number> = {};
  for (const r of rs.rows) byStatus[r.status as string] = Number(r.n);
  return byStatus;
};
let last = await counts();
for (;;) {
  const elapsed = Date.now() - started;
  const done = (last.lista ?? 0) + (last.fallida ?? 0);
  const perMinute = done / (elapsed / 60_000);
  console.info(
    `${(elapsed / 60_000).toFixed(1)} min: ${last.lista ?? 0} stored, ${last.fallida ?? 0} failed, ${last.pendiente ?? 0} pending; ${perMinute.toFixed(0)} a minute; served ${served}`,
  );
  if (!last.pendiente) {
    console.info(`RESULT: ${total} photos of ${listingIds.length} listings fetched in ${(elapsed / 60_000).toFixed(1)} minutes (goal 30)`);
    break;
  }
  if (elapsed > maxMs) {
    console.info(
      `RESULT: stopped after ${(elapsed / 60_000).toFixed(1)} minutes with ${done} of ${total} photos done: ${perMinute.toFixed(0)} a minute, ` +
        `so the whole file would take about ${(total / perMinute).toFixed(0)} minutes`,
    );
    break;
  }
  await new Promise((r) => setTimeout(r, 10_000));
  last = await counts();
}
db.close();
host.close();
