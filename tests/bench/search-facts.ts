// Search with the facts an advertiser attests, on a database of its own (no running app
// needed): the demo seed at BENCH_FACTS_LISTINGS listings (default 20,000), then the same
// searches plain and with fact filters (the service's own statements: with facts, its count
// and "left out for not saying" counts in one statement, and its page), alternated query by
// query in the same run: p50 / p95 and their ratio. Also prints each fact count's query plan.
// The worker's modules run on Node's V8 against the project's local libSQL server over HTTP.
import type { InArgs, InStatement } from "@libsql/client";
import { quantile, round, timeAlternately } from "./alternate";
import { temporaryDatabase } from "../../db/testing/temporary-database";
import { propertySearchSchema } from "../../domain/properties/search-params";
import { countQuery, factCountQuery, filters, pageQuery, resolvePlace } from "../../worker/services/property-search";
import { askedFacts } from "../../worker/services/sql/fact-conditions";

export type FactFigures = {
  listings: number;
  withFacts: { pets: number; furnishing: number; credits: number; elevador: number };
  runs: number;
  plainP50: number;
  plainP95: number;
  factsP50: number;
  factsP95: number;
  ratioP50: number;
  ratioP95: number;
  plans: string[];
};

const statement = (q: { toSQL(): { sql: string; params: unknown[] } }): InStatement & { sql: string; args: InArgs } => {
  const { sql, params } = q.toSQL();
  return { sql, args: params as InArgs };
};

// Until the seed gives the facts, a spread like the one it will give: about a third of the
// listings where a fact applies leave it not given.
const SPREAD_FACTS = `
UPDATE properties SET
  pets = CASE WHEN property_type IN ('casa', 'departamento', 'casa-condominio')
    THEN CASE abs(random()) % 6 WHEN 0 THEN NULL WHEN 1 THEN NULL WHEN 2 THEN 'si' WHEN 3 THEN 'restricciones' WHEN 4 THEN 'si' ELSE 'no' END END,
  furnishing = CASE WHEN property_type IN ('casa', 'departamento', 'casa-condominio', 'oficina')
    THEN CASE abs(random()) % 6 WHEN 0 THEN NULL WHEN 1 THEN NULL WHEN 2 THEN 'si' WHEN 3 THEN 'semi' ELSE 'no' END END,
  credits = CASE WHEN operation_type IN ('venta', 'remate') THEN CASE WHEN abs(random()) % 3 = 0 THEN NULL ELSE abs(random()) % 16 END END,
  land_use = CASE WHEN property_type IN ('local-comercial', 'oficina', 'bodega-comercial', 'terreno')
    THEN CASE abs(random()) % 5 WHEN 0 THEN NULL WHEN 1 THEN 'habitacional' WHEN 2 THEN 'comercial' WHEN 3 THEN 'mixto' ELSE 'industrial' END END,
  elevador = CASE WHEN property_type <> 'terreno' THEN CASE abs(random()) % 3 WHEN 0 THEN NULL WHEN 1 THEN 1 ELSE 0 END END,
  seguridad_24h = CASE WHEN property_type <> 'terreno' THEN CASE abs(random()) % 3 WHEN 0 THEN NULL WHEN 1 THEN 1 ELSE 0 END END,
  cisterna = CASE WHEN property_type <> 'terreno' THEN CASE abs(random()) % 3 WHEN 0 THEN NULL WHEN 1 THEN 1 ELSE 0 END END,
  gas_natural = CASE WHEN property_type <> 'terreno' THEN CASE abs(random()) % 3 WHEN 0 THEN NULL WHEN 1 THEN 1 ELSE 0 END END,
  roof_garden = CASE WHEN property_type IN ('casa', 'departamento', 'casa-condominio', 'oficina') THEN CASE abs(random()) % 3 WHEN 0 THEN NULL WHEN 1 THEN 1 ELSE 0 END END
WHERE pets IS NULL AND furnishing IS NULL AND credits IS NULL AND elevador IS NULL`;

export async function measureSearchFacts({ listings, rounds }: { listings: number; rounds: number }): Promise<FactFigures> {
  const database = await temporaryDatabase("facts-bench", { listings });
  try {
    const { client, db } = database;
    const given = await client.execute(
      "SELECT count(*) AS n FROM properties WHERE pets IS NOT NULL OR furnishing IS NOT NULL OR credits IS NOT NULL",
    );
    if (Number(given.rows[0].n) === 0) await client.execute(SPREAD_FACTS);
    const withFacts = (
      await client.execute(
        `SELECT count(pets) AS pets, count(furnishing) AS furnishing, count(credits) AS credits, count(elevador) AS elevador FROM properties`,
      )
    ).rows[0];

    const alcaldia = String(
      (await client.execute("SELECT id FROM locations WHERE tipo = 'municipio' ORDER BY property_count DESC LIMIT 1")).rows[0].id,
    );
    // Each plain search, and the same search with fact filters.
    const pairs: [Record<string, string>, Record<string, string>][] = [
      [{ operation: "renta" }, { mascotas: "si", amueblado: "si" }],
      [{ operation: "renta", tipo: "departamento", recamaras: "2", precio_max: "30000" }, { mascotas: "si" }],
      [
        { operation: "renta", location_id: alcaldia },
        { elevador: "si", seguridad: "si", cisterna: "si" },
      ],
      [{ operation: "venta" }, { credito: "infonavit" }],
      [
        { operation: "venta", location_id: alcaldia, tipo: "departamento", orden: "precio-asc" },
        { credito: "bancario", elevador: "si" },
      ],
      [
        { operation: "venta", bounds: "-99.20,19.38,-99.14,19.44" },
        { roof_garden: "si", gas_natural: "si" },
      ],
    ];
    const plans: string[] = [];
    const statements = await Promise.all(
      pairs.map(async ([plainRaw, factsRaw]) => {
        const plain = propertySearchSchema.parse(plainRaw);
        const facts = propertySearchSchema.parse({ ...plainRaw, ...factsRaw });
        const place = (await resolvePlace(db, plain)) ?? null;
        const count = statement(factCountQuery(db, facts, place, askedFacts(facts)));
        const plan = await client.execute({ sql: `EXPLAIN QUERY PLAN ${count.sql}`, args: count.args });
        plans.push(`${new URLSearchParams(factsRaw)}: ${plan.rows.map((r) => String(r.detail)).join(" | ")}`);
        return {
          plain: [statement(countQuery(db, filters(plain, place))), statement(pageQuery(db, plain, place))],
          facts: [count, statement(pageQuery(db, facts, place))],
        };
      }),
    );
    const timings = await timeAlternately(client, statements, ["plain", "facts"], rounds);
    const [p50, p95, f50, f95] = [
      quantile(timings.plain, 0.5),
      quantile(timings.plain, 0.95),
      quantile(timings.facts, 0.5),
      quantile(timings.facts, 0.95),
    ];
    return {
      listings: database.counts.properties,
      withFacts: {
        pets: Number(withFacts.pets),
        furnishing: Number(withFacts.furnishing),
        credits: Number(withFacts.credits),
        elevador: Number(withFacts.elevador),
      },
      runs: timings.facts.length,
      plainP50: round(p50),
      plainP95: round(p95),
      factsP50: round(f50),
      factsP95: round(f95),
      ratioP50: round(f50 / p50),
      ratioP95: round(f95 / p95),
      plans,
    };
  } finally {
    await database.close();
  }
}
