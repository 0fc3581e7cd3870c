// Listing imports at size, on a database of its own (no running app needed): a 5,000-row
// file sent as the browser sends it, in chunks of 100, through the worker's own request
// schema (importBatchSchema) and service (importRows: the checks of every row, the lookup
// by source id, one batch of writes per chunk), then the same file again (every row
// skipped) and again with every price changed (every row updated). Each row names 3 photo
// URLs, queued as pending (fetching them is the background's work, not measured here).
// The worker's modules run on Node's V8 against the project's local libSQL server over HTTP,
// the same client and protocol the worker uses.
import { temporaryDatabase } from "../../db/testing/temporary-database";
import { IMPORT_LIMITS, importBatchSchema, type ImportRow } from "../../domain/listing-imports/import-contract";
import { importRows } from "../../worker/services/listing-imports/import-rows";

export type ImportPass = {
  label: string;
  rows: number;
  ms: number;
  rowsPerSecond: number;
  chunkP50: number;
  chunkP95: number;
  outcomes: Record<string, number>;
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function measureImports({ rows = IMPORT_LIMITS.rowsMax }: { rows?: number } = {}): Promise<ImportPass[]> {
  const database = await temporaryDatabase("bench-imports", { listings: 200 });
  const { client, db } = database;
  try {
    const colonias = (
      await client.execute(
        "SELECT id, centroid_lat AS lat, centroid_lng AS lng FROM locations WHERE tipo = 'colonia' AND centroid_lat BETWEEN 19.1 AND 19.6 AND centroid_lng BETWEEN -99.35 AND -98.95 LIMIT 300",
      )
    ).rows as unknown as { id: string; lat: number; lng: number }[];
    const now = Date.now();
    await client.execute({
      sql: "INSERT INTO users (id, name, email, email_verified, role, created_at, updated_at) VALUES ('bench-importer', 'Agencia Bench', 'bench.importer@example.mx', 1, 'agente', ?, ?)",
      args: [now, now],
    });
    const actor = { id: "bench-importer", role: "agente" as const };
    const file = (price: number): ImportRow[] =>
      Array.from({ length: rows }, (_, i) => {
        const c = colonias[i % colonias.length];
        return {
          row: i + 2,
          source_id: `EB-${100000 + i}`,
          listing: {
            operation_type: "renta",
            property_type: "departamento",
            location_id: c.id,
            street: `Calle ${i % 400} número ${i}`,
            lat: Number((Number(c.lat) + 0.001).toFixed(6)),
            lng: Number((Number(c.lng) - 0.001).toFixed(6)),
            price: price + (i % 50) * 100,
            maintenance: 1200,
            bedrooms: 1 + (i % 4),
            bathrooms: 1 + (i % 3) / 2,
            parking_spaces: i % 3,
            built_surface: 50 + (i % 150),
            features: ["Balcón"],
            elevador: "si",
            title: `Departamento en renta número ${i + 1}`,
            description: `Departamento luminoso con balcón, cocina integral y elevador, a dos calles del parque. Anuncio ${i + 1} importado de EasyBroker.`,
          },
          photo_urls: [1, 2, 3].map((n) => `https://assets.easybroker.example/property_images/${i}/${n}.jpg`),
        };
      });
    const pass = async (label: string, all: ImportRow[]): Promise<ImportPass> => {
      const chunks: number[] = [];
      const outcomes: Record<string, number> = {};
      const started = performance.now();
      for (let i = 0; i < all.length; i += IMPORT_LIMITS.rowsPerRequest) {
        const t = performance.now();
        // As the route reads it: the request's JSON, checked by the contract's schema.
        const body = importBatchSchema.parse(JSON.parse(JSON.stringify({ rows: all.slice(i, i + IMPORT_LIMITS.rowsPerRequest) })));
        const { results } = await importRows(db, actor, body.rows, { publicPhotoUrlsOnly: true });
        for (const r of results) outcomes[r.outcome] = (outcomes[r.outcome] ?? 0) + 1;
        chunks.push(performance.now() - t);
      }
      const ms = performance.now() - started;
      chunks.sort((a, b) => a - b);
      return {
        label,
        rows: all.length,
        ms: Math.round(ms),
        rowsPerSecond: Math.round(all.length / (ms / 1000)),
        chunkP50: Math.round(percentile(chunks, 50)),
        chunkP95: Math.round(percentile(chunks, 95)),
        outcomes,
      };
    };
    return [
      await pass("first import (created)", file(20_000)),
      await pass("same file again (skipped)", file(20_000)),
      await pass("prices changed (updated)", file(21_000)),
    ];
  } finally {
    await database.close();
  }
}
