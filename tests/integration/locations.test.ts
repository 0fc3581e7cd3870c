import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { CanonicalLocation } from "../../domain/locations/location";

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
});
