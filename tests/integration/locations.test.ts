import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { CanonicalLocation } from "../../domain/locations/location";
import { OPERATIONS, type Operation } from "../../domain/properties/property";
import { SEARCH_MESSAGES } from "../../domain/properties/search-filters";
import { testDb } from "./helpers";

async function search(q: string, extra = ""): Promise<{ status: number; body: any }> {
  const res = await exports.default.fetch(`http://hogaria.test/api/locations?q=${encodeURIComponent(q)}${extra}`);
  return { status: res.status, body: await res.json() };
}

async function names(q: string): Promise<string[]> {
  const { status, body } = await search(q);
  expect(status).toBe(200);
  return (body.data as CanonicalLocation[]).map((l) => l.nombre_canonico);
}

describe("GET /api/locations", () => {
  it("answers canonical location rows with every field", async () => {
    const { status, body } = await search("polanco");
    expect(status).toBe(200);
    const polanco = (body.data as CanonicalLocation[]).find((l) => l.nombre_canonico === "Polanco");
    expect(polanco).toBeDefined();
    expect(polanco).toMatchObject({ tipo: "colonia", contexto: "Miguel Hidalgo, Ciudad de México" });
    expect(typeof polanco!.id).toBe("string");
    expect(polanco!.slug).toMatch(/^[a-z0-9-]+$/);
    expect(typeof polanco!.padre_id).toBe("string");
    expect(typeof polanco!.property_count).toBe("number");
    const [lng, lat] = polanco!.centroide!;
    expect(lng).toBeGreaterThan(-99.3);
    expect(lng).toBeLessThan(-99.1);
    expect(lat).toBeGreaterThan(19.38);
    expect(lat).toBeLessThan(19.48);
  });

  it("ignores accents and case", async () => {
    const plain = await names("alvaro obregon");
    expect(plain[0]).toBe("Álvaro Obregón");
    expect(await names("ÁLVARO OBREGÓN")).toEqual(plain);
    expect(await names("ALVARO")).toContain("Álvaro Obregón");
    expect((await names("coyoacan"))[0]).toBe("Coyoacán");
  });

  it("matches every word as a prefix", async () => {
    expect((await names("alv obre"))[0]).toBe("Álvaro Obregón");
    expect(await names("rom nor")).toContain("Roma Norte");
  });

  it("puts a place named like the query before places that only lie inside it", async () => {
    const { body } = await search("miguel hidalgo");
    const [first] = body.data as CanonicalLocation[];
    expect(first.nombre_canonico).toBe("Miguel Hidalgo");
    expect(first.tipo).toBe("municipio");
  });

  it("ranks places whose name starts with the query by their listings", async () => {
    const { body } = await search("roma");
    const starting = (body.data as CanonicalLocation[]).filter((l) => l.nombre_canonico.toLowerCase().startsWith("roma"));
    expect(starting.length).toBeGreaterThanOrEqual(2);
    const counts = starting.map((l) => l.property_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("returns at most 15 results and caps a larger limit", async () => {
    const capped = await search("san", "&limit=100");
    expect(capped.status).toBe(200);
    expect(capped.body.data).toHaveLength(15);
    const three = await search("san", "&limit=3");
    expect(three.body.data).toHaveLength(3);
    const unlimited = await search("san");
    expect(unlimited.body.data).toHaveLength(15);
  });

  it("finds states and cities outside Mexico City", async () => {
    const { body } = await search("guadalajara");
    const gdl = (body.data as CanonicalLocation[])[0];
    expect(gdl).toMatchObject({ nombre_canonico: "Guadalajara", tipo: "municipio", contexto: "Jalisco" });
    expect(await names("nuevo leon")).toContain("Nuevo León");
  });

  it("answers an empty list when nothing matches", async () => {
    const { status, body } = await search("zzzqqq");
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it("refuses a query under 2 characters with a Spanish message", async () => {
    for (const q of ["a", " b ", ""]) {
      const { status, body } = await search(q);
      expect(status).toBe(400);
      expect(body.error.code).toBe("validation_error");
      expect(body.error.message).toBe("Escribe al menos 2 caracteres para buscar una ubicación.");
    }
    const missing = await exports.default.fetch("http://hogaria.test/api/locations");
    expect(missing.status).toBe(400);
  });

  it("refuses a query over 100 characters and a bad limit", async () => {
    const long = await search("a".repeat(101));
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe("La búsqueda no puede tener más de 100 caracteres.");
    const badLimit = await search("polanco", "&limit=abc");
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.error.message).toMatch(/límite/);
  });

  it("treats search syntax as plain text, never as a server error", async () => {
    for (const q of ['"pol', "pol*", "NEAR(a b)", "col:roma", "(roma", "roma OR", "-- ;"]) {
      const { status } = await search(q);
      expect(status).toBe(200);
    }
  });

  it.each([
    // The five.
    ["coyoakan", "Coyoacán"],
    ["del vaye", "Del Valle"],
    ["benito juares", "Benito Juárez"],
    ["polanko", "Polanco"],
    ["cdmx", "Ciudad de México"],
    // More typos.
    ["narbarte", "Narvarte"],
    ["condeza", "Condesa"],
    ["iztapalpa", "Iztapalapa"],
    ["xochimilko", "Xochimilco"],
    ["tlalpam", "Tlalpan"],
    ["santa fé", "Santa Fe"],
    ["cuajimalpa de morelo", "Cuajimalpa de Morelos"],
    ["gustavo madero", "Gustavo A. Madero"],
    ["roma nte", "Roma Norte"],
    ["miguel idalgo", "Miguel Hidalgo"],
    ["cuautemoc", "Cuauhtémoc"],
    ["azcapozalco", "Azcapotzalco"],
    ["lomas de chapultepek", "Lomas de Chapultepec"],
    ["cnodesa", "Condesa"],
    // Common names and abbreviations.
    ["GAM", "Gustavo A. Madero"],
    ["CU", "Ciudad Universitaria"],
    ["df", "Ciudad de México"],
    ["Col. Del Valle", "Del Valle"],
    ["Alc. Coyoacán", "Coyoacán"],
    ["Polanco, CDMX", "Polanco"],
  ])("finds %s as %s first", async (q, name) => {
    expect((await names(q))[0]).toBe(name);
  });

  it("offers typo matches only when no name matches as typed", async () => {
    const roma = await names("roma");
    expect(roma.slice(0, 2).sort()).toEqual(["Roma Norte", "Roma Sur"]);
    expect(roma.some((n) => n.startsWith("Loma"))).toBe(false);
  });

  it("counts each place's published listings of the operation asked for", async () => {
    const db = testDb();
    // A colonia, its alcaldía and the city, each with listings of more than one operation.
    const { rows } = await db.execute(`
      SELECT l.nombre_canonico AS name FROM locations l
      WHERE l.tipo = 'colonia' AND (SELECT count(DISTINCT operation_type) FROM properties p WHERE p.location_id = l.id AND p.status = 'publicada') > 1
      ORDER BY l.property_count DESC LIMIT 1`);
    const colonia = String(rows[0].name);
    for (const q of [colonia, "Ciudad de México"]) {
      const all = (await search(q)).body.data[0] as CanonicalLocation;
      expect(all.nombre_canonico).toBe(q);
      const byOperation: number[] = [];
      for (const operation of OPERATIONS) {
        const { status, body } = await search(q, `&operation=${operation}`);
        expect(status).toBe(200);
        // The same place (another one of the same name, e.g. a "Centro" elsewhere, may rank
        // first for an operation neither has listings of).
        const place = (body.data as CanonicalLocation[]).find((p) => p.id === all.id)!;
        expect(place, `${q} with operation=${operation}`).toBeDefined();
        expect(place.property_count).toBe(await publishedOf(all.id, operation));
        byOperation.push(place.property_count);
      }
      expect(byOperation.filter((n) => n > 0).length).toBeGreaterThan(1);
      expect(byOperation.reduce((a, b) => a + b, 0)).toBe(all.property_count);
    }
  });

  it("keeps the counts of each operation as listings are published, change operation, close and go", async () => {
    const db = testDb();
    const [source] = (
      await db.execute(
        "SELECT id, location_id, municipio_id, estado_id FROM properties WHERE status = 'publicada' AND operation_type = 'renta' LIMIT 1",
      )
    ).rows;
    const places = [source.location_id, source.municipio_id, source.estado_id].map(String);
    const counts = async () => {
      const out: Record<string, number[]> = {};
      for (const id of places) {
        const [row] = (await db.execute({ sql: "SELECT venta_count, renta_count, remate_count FROM locations WHERE id = ?", args: [id] })).rows;
        out[id] = [Number(row.venta_count), Number(row.renta_count), Number(row.remate_count)];
      }
      return out;
    };
    const shifted = (base: Record<string, number[]>, [venta, renta, remate]: number[]) =>
      Object.fromEntries(Object.entries(base).map(([id, [v, r, m]]) => [id, [v + venta, r + renta, m + remate]]));
    const before = await counts();
    const copy = `it_${crypto.randomUUID()}`;
    const columns = (await db.execute("SELECT name FROM pragma_table_info('properties')")).rows.map((r) => String(r.name)).filter((c) => c !== "id");
    const list = columns.map((c) => `"${c}"`).join(", ");
    // The copy keeps no import id: (advertiser, source_id) is unique, and another test file may
    // have imported the listing this one copies.
    const values = columns.map((c) => (c === "source_id" ? "NULL" : `"${c}"`)).join(", ");
    await db.execute({
      sql: `INSERT INTO properties (id, ${list}) SELECT ?, ${values} FROM properties WHERE id = ?`,
      args: [copy, String(source.id)],
    });
    try {
      expect(await counts()).toEqual(shifted(before, [0, 1, 0]));
      await db.execute({ sql: "UPDATE properties SET operation_type = 'venta' WHERE id = ?", args: [copy] });
      expect(await counts()).toEqual(shifted(before, [1, 0, 0]));
      await db.execute({ sql: "UPDATE properties SET status = 'vendida' WHERE id = ?", args: [copy] });
      expect(await counts()).toEqual(before);
      await db.execute({ sql: "UPDATE properties SET status = 'publicada', operation_type = 'remate' WHERE id = ?", args: [copy] });
      expect(await counts()).toEqual(shifted(before, [0, 0, 1]));
    } finally {
      await db.execute({ sql: "DELETE FROM properties WHERE id = ?", args: [copy] });
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses an operation that is not venta, renta or remate with the search's Spanish message", async () => {
    for (const operation of ["alquiler", "VENTA", ""]) {
      const { status, body } = await search("roma", `&operation=${operation}`);
      expect(status).toBe(400);
      expect(body.error.code).toBe("validation_error");
      expect(body.error.message).toBe(SEARCH_MESSAGES.operation);
    }
  });
});

async function publishedOf(placeId: string, operation: Operation): Promise<number> {
  const { rows } = await testDb().execute({
    sql: `SELECT count(*) AS n FROM properties WHERE status = 'publicada' AND operation_type = ? AND ? IN (location_id, municipio_id, estado_id)`,
    args: [operation, placeId],
  });
  return Number(rows[0].n);
}
