// Commute search at scale, on a database of its own (no running app needed): the demo seed at
// BENCH_COMMUTE_LISTINGS listings (default 20,000, each with its stations within 1 km, as the
// seed assigns them), then the search service itself (searchProperties: the place, the count,
// the page, the cards, and with a destination the graph's Dijkstra and the cards' minutes) on
// plain searches and on the same searches with a commute, alternated query by query in the
// same run (BENCH_COMMUTE_ROUNDS rounds, default 40): p50 / p95 of each and their ratio (goal
// ≤ 1.5). The commute is a maximum of 45 minutes sorted by it, to a few workplaces; a sort by
// the commute without a maximum (every listing's minutes) is reported beside it.
// The worker's modules run on Node's V8 against the project's local libSQL server over HTTP.
import { temporaryDatabase } from "../../db/testing/temporary-database";
import { propertySearchSchema } from "../../domain/properties/search-params";
import { searchProperties } from "../../worker/services/property-search";

export type CommuteFigures = {
  listings: number;
  withStation: number;
  runs: number;
  plain: { p50: number; p95: number };
  commute: { p50: number; p95: number };
  sortOnly: { p50: number; p95: number };
  ratioP50: number;
  ratioP95: number;
  sortOnlyRatioP50: number;
};

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const round = (n: number, digits = 2) => Number(n.toFixed(digits));
const figures = (times: number[]) => ({ p50: round(quantile(times, 0.5), 1), p95: round(quantile(times, 0.95), 1) });

// Workplaces: Reforma (the Ángel), Polanco (Masaryk), Santa Fe, the Centro (Zócalo), Ciudad Universitaria.
const WORKPLACES = [
  { destino: "Reforma", destino_lat: "19.4270", destino_lng: "-99.1677" },
  { destino: "Polanco", destino_lat: "19.4320", destino_lng: "-99.1950" },
  { destino: "Santa Fe", destino_lat: "19.3660", destino_lng: "-99.2610" },
  { destino: "Centro", destino_lat: "19.4326", destino_lng: "-99.1332" },
  { destino: "Ciudad Universitaria", destino_lat: "19.3240", destino_lng: "-99.1870" },
];
const PLAIN: Record<string, string>[] = [
  { operation: "renta", tipo: "departamento", recamaras: "2", precio_max: "30000" },
  { operation: "venta", recamaras: "3", precio_min: "3000000", precio_max: "8000000" },
  { operation: "renta" },
];

export async function measureCommute({ listings, rounds }: { listings: number; rounds: number }): Promise<CommuteFigures> {
  const database = await temporaryDatabase("commute-bench", { listings });
  try {
    const { client, db } = database;
    const counts = (await client.execute("SELECT count(*) AS n, count(nearest_station_minutes) AS with_station FROM properties")).rows[0];
    const plain: number[] = [];
    const commute: number[] = [];
    const sortOnly: number[] = [];
    const time = async (raw: Record<string, string>, into: number[]) => {
      const params = propertySearchSchema.parse(raw);
      const start = performance.now();
      await searchProperties(db, params);
      into.push(performance.now() - start);
    };
    // A warm-up round, not counted.
    for (const q of PLAIN) await time({ ...q, ...WORKPLACES[0], traslado_max: "45", orden: "traslado" }, []);
    for (let round = 0; round < rounds; round++) {
      const q = PLAIN[round % PLAIN.length];
      const work = WORKPLACES[round % WORKPLACES.length];
      await time(q, plain);
      await time({ ...q, ...work, traslado_max: "45", orden: "traslado" }, commute);
      await time({ ...q, ...work, orden: "traslado" }, sortOnly);
    }
    const p = figures(plain);
    const c = figures(commute);
    const s = figures(sortOnly);
    return {
      listings: Number(counts.n),
      withStation: Number(counts.with_station),
      runs: rounds,
      plain: p,
      commute: c,
      sortOnly: s,
      ratioP50: round(c.p50 / p.p50),
      ratioP95: round(c.p95 / p.p95),
      sortOnlyRatioP50: round(s.p50 / p.p50),
    };
  } finally {
    await database.close();
  }
}
