import type { Client, InValue } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { temporaryDatabase, type TemporaryDatabase } from "../../db/testing/temporary-database";
import { propertySearchSchema, type PropertySearch } from "../../domain/properties/search-params";
import { countQuery, factCountQuery, filters, pageQuery, resolvePlace, searchMarkers } from "./property-search";
import { askedFacts } from "./sql/fact-conditions";

// The search's statements, as the service builds them, against a migrated database with
// the demo seed (2,400 listings): EXPLAIN QUERY PLAN must read `properties` through an
// index (or the R*Tree), never by scanning the table.

let database: TemporaryDatabase;
let client: Client;
let db: Db;
let colonia: string; // the colonia with the most listings
let alcaldia: string; // the alcaldía with the most listings
let coloniaName: string;
let agencySlug: string;

beforeAll(async () => {
  database = await temporaryDatabase("plan");
  ({ client, db } = database);
  expect(database.counts.properties).toBeGreaterThan(1000);
  const top = async (tipo: string) =>
    (await client.execute({ sql: "SELECT id, nombre_canonico FROM locations WHERE tipo = ? ORDER BY property_count DESC, id LIMIT 1", args: [tipo] }))
      .rows[0];
  const c = await top("colonia");
  colonia = String(c.id);
  coloniaName = String(c.nombre_canonico);
  alcaldia = String((await top("municipio")).id);
  agencySlug = String(
    (await client.execute("SELECT a.slug FROM agencies a JOIN properties p ON p.agency_id = a.id GROUP BY a.id ORDER BY count(*) DESC LIMIT 1"))
      .rows[0].slug,
  );
}, 120_000);

afterAll(async () => {
  await database?.close();
});

type Plan = { statement: "count" | "page"; sql: string; details: string[] };

async function explain(statement: Plan["statement"], query: { toSQL(): { sql: string; params: unknown[] } }): Promise<Plan> {
  const { sql, params } = query.toSQL();
  const rs = await client.execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args: params as InValue[] });
  return { statement, sql, details: rs.rows.map((r) => String(r.detail)) };
}

// The count and page statements of a search with these query parameters.
async function plans(raw: Record<string, string>): Promise<Plan[]> {
  const params: PropertySearch = propertySearchSchema.parse(raw);
  const place = await resolvePlace(db, params);
  expect(place, "the place must exist, or the service never runs a query").not.toBeUndefined();
  const where = filters(params, place ?? null);
  // With fact filters the count is one statement with the "left out for not saying" counts.
  const asked = askedFacts(params);
  const count = asked.length ? factCountQuery(db, params, place ?? null, asked) : countQuery(db, where);
  return [await explain("count", count), await explain("page", pageQuery(db, params, place ?? null))];
}

// `properties` (not properties_rtree) read by a SEARCH through an index, never a SCAN;
// and no other table scanned either, except the R*Tree read through its own index.
function expectIndexed(plan: Plan, label: string) {
  const context = `${label} (${plan.statement}):\n  ${plan.details.join("\n  ")}`;
  const onProperties = plan.details.filter((d) => /^(SCAN|SEARCH) properties\b/.test(d) && !d.startsWith("SEARCH properties_rtree"));
  expect(onProperties.length, context).toBeGreaterThan(0);
  for (const detail of onProperties) {
    expect(detail, context).toMatch(/^SEARCH properties USING (COVERING INDEX \w+|INDEX \w+|INTEGER PRIMARY KEY) \(/);
  }
  for (const detail of plan.details.filter((d) => d.startsWith("SCAN "))) {
    // The R*Tree's xBestIndex: "INDEX 2:<constraints>" is a search of the tree; "INDEX 2:" alone would read it all.
    expect(detail, context).toMatch(/^SCAN properties_rtree VIRTUAL TABLE INDEX 2:([A-E][0-4])+$/);
  }
}

const bounds = "-99.2,19.4,-99.15,19.45";
const polygon = "-99.2,19.4;-99.15,19.4;-99.2,19.45";

const common: Record<string, () => Record<string, string>> = {
  "operation only": () => ({ operation: "venta" }),
  "operation + tipo": () => ({ operation: "venta", tipo: "departamento" }),
  "operation + colonia": () => ({ operation: "renta", location_id: colonia }),
  "operation + alcaldía": () => ({ operation: "venta", location_id: alcaldia }),
  "operation + price range": () => ({ operation: "venta", precio_min: "2000000", precio_max: "5000000" }),
  "operation + recámaras": () => ({ operation: "venta", recamaras: "3" }),
  "operation + bounds": () => ({ operation: "venta", bounds }),
};

describe("query plans of the common searches", () => {
  for (const [label, params] of Object.entries(common)) {
    for (const orden of ["recientes", "precio-asc"]) {
      it(`${label}, orden=${orden}: properties through an index`, async () => {
        for (const plan of await plans({ ...params(), orden })) expectIndexed(plan, `${label}, ${orden}`);
      });
    }
  }

  it("operation + bounds reads the R*Tree with its box constraints", async () => {
    for (const plan of await plans({ operation: "venta", bounds })) {
      expect(
        plan.details.some((d) => /properties_rtree VIRTUAL TABLE INDEX 2:(?:[A-D][0-3]){4}/.test(d)),
        plan.details.join("\n"),
      ).toBe(true);
    }
  });

  it.each(["precio-desc", "precio-m2"])("operation only, orden=%s: properties through an index", async (orden) => {
    for (const plan of await plans({ operation: "venta", orden })) expectIndexed(plan, `operation only, ${orden}`);
  });

  it.each<[string, () => Record<string, string>]>([
    ["location by name (featured links)", () => ({ operation: "venta", location: coloniaName })],
    ["type + transaction (featured links)", () => ({ operation: "venta", type: "Departamento", transaction: "renta" })],
    ["estado=cdmx", () => ({ operation: "venta", estado: "cdmx" })],
    ["inmobiliaria", () => ({ operation: "venta", inmobiliaria: agencySlug })],
    ["polygon (its bounding box through the R*Tree)", () => ({ operation: "venta", poligono: polygon })],
    [
      "alcaldía + tipo + recámaras + price",
      () => ({ operation: "venta", location_id: alcaldia, tipo: "departamento", recamaras: "2", precio_max: "8000000" }),
    ],
    ["remate + banos + estacionamientos + superficie", () => ({ operation: "remate", banos: "2", estacionamientos: "1", superficie_min: "80" })],
    ["renta + mascotas + amueblado (the facts' count)", () => ({ operation: "renta", mascotas: "si", amueblado: "si" })],
    ["alcaldía + building facts", () => ({ operation: "renta", location_id: alcaldia, elevador: "si", seguridad: "si", cisterna: "si" })],
    ["venta + crédito + tipo", () => ({ operation: "venta", tipo: "departamento", credito: "infonavit" })],
    ["venta + uso de suelo + bounds", () => ({ operation: "venta", uso_suelo: "comercial", bounds })],
  ])("%s: properties through an index", async (label, params) => {
    for (const orden of ["recientes", "precio-asc"]) {
      for (const plan of await plans({ ...params(), orden })) expectIndexed(plan, `${label}, ${orden}`);
    }
  });

  it("the verified-advertiser tie-breaker and the cards' badges read agencies, profiles, users and phones by their keys", async () => {
    for (const orden of ["recientes", "precio-asc"]) {
      const [, page] = await plans({ operation: "renta", orden });
      const context = page.details.join("\n");
      for (const alias of ["ta", "tp", "tu", "tv"])
        expect(context, context).toMatch(new RegExp(`^SEARCH ${alias} USING (COVERING )?INDEX \\w+ \\(`, "m"));
      expect(page.sql).toMatch(/IS NULL, "properties"\."id"/);
    }
  });

  it("the card's count of the same home's other advertisers reads the cluster through its index", async () => {
    const [, page] = await plans({ operation: "renta" });
    const context = page.details.join("\n");
    expect(context, context).toMatch(/^SEARCH o USING (COVERING )?INDEX properties_cluster_idx \(cluster_id=\? AND status=\?\)/m);
  });

  it("the check itself tells a table scan from an index search", async () => {
    // A filter on a column with no index: the plan scans, and expectIndexed must fail on it.
    const plan = await explain("count", { toSQL: () => ({ sql: "SELECT count(*) FROM properties WHERE title = ?", params: ["x"] }) });
    expect(plan.details.join("\n")).toMatch(/^SCAN properties$/m);
    expect(() => expectIndexed(plan, "unindexed column")).toThrow();
  });
});

describe("map markers over the demo seed", () => {
  it("caps the markers at 500 and says the result was truncated", async () => {
    const params = propertySearchSchema.parse({ operation: "venta" });
    const matching = Number(
      (await client.execute("SELECT count(*) AS n FROM properties WHERE status = 'publicada' AND operation_type = 'venta'")).rows[0].n,
    );
    expect(matching).toBeGreaterThan(500);
    const result = await searchMarkers(db, params);
    expect(result.items).toHaveLength(500);
    expect(result.truncated).toBe(true);
    expect(new Set(result.items.map((m) => m.id)).size).toBe(500);
    expect(result.items.every((m) => m.operation_type === "venta")).toBe(true);
  });

  it("gives every marker, untruncated, when 500 or fewer match", async () => {
    const params = propertySearchSchema.parse({ operation: "renta", location_id: alcaldia });
    const rs = await client.execute({
      sql: "SELECT id FROM properties WHERE status = 'publicada' AND cluster_shown = 1 AND operation_type = 'renta' AND municipio_id = ? ORDER BY id",
      args: [alcaldia],
    });
    const expected = rs.rows.map((r) => String(r.id));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThanOrEqual(500);
    const result = await searchMarkers(db, params);
    expect(result.items.map((m) => m.id).sort()).toEqual(expected);
    expect(result).toMatchObject({ total: expected.length, truncated: false });
  });
});
