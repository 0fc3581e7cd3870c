// One home, shown once, at scale, on a database of its own (no running app needed): the
// demo seed at BENCH_CLUSTER_LISTINGS listings (default 20,000, about 3 % of them seeded
// duplicates of another advertiser's listing, db/seed/trust-clusters.ts), then
//  - the duplicates' clustering against the seed's ground truth (a duplicate's source_id
//    names its original): recall (duplicates in their original's cluster) and precision
//    (clustered listings that are a seeded original or duplicate);
//  - search with clustering (the service's own count and page statements) and the
//    statements as they were before it (every listing counted, the page read straight off
//    the ordered cards, no "también anunciada por" count),
//    alternated query by query in the same run: p50 / p95 and their ratio (goal ≤ 1.2).
// The worker's modules run on Node's V8 against the project's local libSQL server over HTTP.
import type { InArgs, InStatement } from "@libsql/client";
import { quantile, round, timeAlternately } from "./alternate";
import { temporaryDatabase, type TemporaryDatabase } from "../../db/testing/temporary-database";
import { SEED_DUPLICATE_SOURCE } from "../../db/seed/trust-clusters";
import { propertySearchSchema } from "../../domain/properties/search-params";
import { countQuery, filters, listingsPage, pageQuery, resolvePlace } from "../../worker/services/property-search";

export type ClusterFigures = {
  listings: number;
  duplicates: number;
  recall: number;
  precision: number;
  clustered: number;
  search: { runs: number; beforeP50: number; beforeP95: number; afterP50: number; afterP95: number; ratioP50: number; ratioP95: number };
};

// The card's count of other advertisers, made 0 in the statements as they were before.
const ALSO_LISTED_BY = /CASE WHEN "properties"\."cluster_id" IS NULL THEN 0 ELSE \(\s*SELECT count\(DISTINCT[\s\S]*?\) END/;
const statement = (q: { toSQL(): { sql: string; params: unknown[] } }, withoutCount = false): InStatement => {
  const { sql, params } = q.toSQL();
  if (withoutCount && !ALSO_LISTED_BY.test(sql)) throw new Error("the cards no longer have the count this bench removes");
  return { sql: withoutCount ? sql.replace(ALSO_LISTED_BY, "0") : sql, args: params as InArgs };
};

export async function measureSearchClusters({ listings, rounds }: { listings: number; rounds: number }): Promise<ClusterFigures> {
  const database = await temporaryDatabase("clusters-bench", { listings });
  try {
    return await measureClustersOn(database, rounds);
  } finally {
    await database.close();
  }
}

/** The figures on a seeded database the caller owns (the trust bench's, seeded once for all its figures). */
export async function measureClustersOn(database: TemporaryDatabase, rounds: number): Promise<ClusterFigures> {
  const { client, db } = database;
  const truth = await client.execute({
    sql: `SELECT d.id, d.cluster_id AS dup_cluster, o.id AS original, o.cluster_id AS original_cluster
            FROM properties d JOIN properties o ON o.id = substr(d.source_id, ?) WHERE d.source_id LIKE ?`,
    args: [SEED_DUPLICATE_SOURCE.length + 1, `${SEED_DUPLICATE_SOURCE}%`],
  });
  const truthIds = new Set(truth.rows.flatMap((r) => [String(r.id), String(r.original)]));
  const found = truth.rows.filter((r) => r.dup_cluster !== null && r.dup_cluster === r.original_cluster).length;
  const clustered = (await client.execute("SELECT id FROM properties WHERE cluster_id IS NOT NULL")).rows.map((r) => String(r.id));
  const right = clustered.filter((id) => truthIds.has(id)).length;

  const alcaldia = String(
    (await client.execute("SELECT id FROM locations WHERE tipo = 'municipio' ORDER BY property_count DESC LIMIT 1")).rows[0].id,
  );
  const queries = [
    { operation: "renta", tipo: "departamento", recamaras: "2", precio_max: "30000" },
    { operation: "venta", location_id: alcaldia, tipo: "departamento", orden: "precio-asc" },
    { operation: "venta", recamaras: "3", precio_min: "3000000", precio_max: "8000000" },
    { operation: "renta" },
    { operation: "venta", bounds: "-99.20,19.38,-99.14,19.44" },
  ];
  const statements = await Promise.all(
    queries.map(async (raw) => {
      const params = propertySearchSchema.parse(raw);
      const place = (await resolvePlace(db, params)) ?? null;
      const offset = (params.page - 1) * params.page_size;
      // Before: every listing searched, the page read straight off the ordered cards.
      const all = filters(params, place, { oneCardPerHome: false });
      const oldPage = listingsPage(db, all, params, place).limit(params.page_size).offset(offset);
      return {
        after: [statement(countQuery(db, filters(params, place))), statement(pageQuery(db, params, place))],
        before: [statement(countQuery(db, all)), statement(oldPage, true)],
      };
    }),
  );
  const timings = await timeAlternately(client, statements, ["before", "after"], rounds);
  const [b50, b95, a50, a95] = [
    quantile(timings.before, 0.5),
    quantile(timings.before, 0.95),
    quantile(timings.after, 0.5),
    quantile(timings.after, 0.95),
  ];
  return {
    listings: database.counts.properties,
    duplicates: truth.rows.length,
    recall: round(found / Math.max(1, truth.rows.length), 4),
    precision: round(right / Math.max(1, clustered.length), 4),
    clustered: clustered.length,
    search: {
      runs: timings.after.length,
      beforeP50: round(b50),
      beforeP95: round(b95),
      afterP50: round(a50),
      afterP95: round(a95),
      ratioP50: round(a50 / b50),
      ratioP95: round(a95 / b95),
    },
  };
}
