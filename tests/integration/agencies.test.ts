import { describe, expect, it } from "vitest";
import type { AgencyCard } from "../../domain/agencies/agency-query";
import { call, testDb } from "./helpers";

async function agencies(query = ""): Promise<{ status: number; data: AgencyCard[] }> {
  const res = await call(`/api/agencies${query}`);
  const body = (await res.json()) as { data: AgencyCard[] };
  return { status: res.status, data: body.data };
}

describe("GET /api/agencies", () => {
  it("lists agencies with their published listing counts and the alcaldías they serve", async () => {
    const { status, data } = await agencies();
    expect(status).toBe(200);
    const casaCapital = data.find((a) => a.name === "Casa Capital Inmobiliaria");
    expect(casaCapital).toBeDefined();
    const rs = await testDb().execute({
      sql: "SELECT count(*) AS n FROM properties WHERE agency_id = ? AND status = 'publicada'",
      args: [casaCapital!.id],
    });
    expect(casaCapital!.listing_count).toBe(Number(rs.rows[0].n));
    expect(casaCapital!.listing_count).toBeGreaterThan(0);
    expect(casaCapital!.alcaldias.length).toBeGreaterThan(0);
    expect(casaCapital!.alcaldias.length).toBeLessThanOrEqual(4);
    const counts = data.map((a) => a.listing_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("finds agencies by part of the name, ignoring case", async () => {
    const { data } = await agencies("?q=capital");
    expect(data.map((a) => a.name)).toContain("Casa Capital Inmobiliaria");
    expect((await agencies("?q=zzzz-no-existe")).data).toEqual([]);
  });

  it("takes % and _ as the characters typed, not as wildcards", async () => {
    const db = testDb();
    const [owner] = (await db.execute("SELECT id FROM users LIMIT 1")).rows;
    const id = crypto.randomUUID();
    await db.execute({
      sql: "INSERT INTO agencies (id, owner_id, name, slug) VALUES (?, ?, 'Casa_100% Real', ?)",
      args: [id, owner.id, `casa-100-${id}`],
    });
    try {
      expect((await agencies("?q=100%25")).data.map((a) => a.name)).toEqual(["Casa_100% Real"]);
      expect((await agencies("?q=a_1")).data.map((a) => a.name)).toEqual(["Casa_100% Real"]);
      // As wildcards these would match "Casa Capital Inmobiliaria" and every other agency.
      expect((await agencies("?q=Casa%25Capital")).data).toEqual([]);
      expect((await agencies("?q=Cas_")).data.map((a) => a.name)).toEqual([]);
    } finally {
      await db.execute({ sql: "DELETE FROM agencies WHERE id = ?", args: [id] });
    }
  });

  it("filters by an alcaldía where the agency has listings", async () => {
    const { data: all } = await agencies();
    const served = all[0].alcaldias[0];
    const { data } = await agencies(`?alcaldia_id=${served.id}`);
    expect(data.map((a) => a.id)).toContain(all[0].id);
    for (const agency of data) {
      const rs = await testDb().execute({
        sql: "SELECT count(*) AS n FROM properties WHERE agency_id = ? AND municipio_id = ?",
        args: [agency.id, served.id],
      });
      expect(Number(rs.rows[0].n)).toBeGreaterThan(0);
    }
  });

  it("refuses a malformed alcaldía with a Spanish message", async () => {
    const res = await call("/api/agencies?alcaldia_id=%27%20OR%201%3D1");
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).error.message).toBe("Alcaldía no válida.");
  });
});

describe("GET /api/alcaldias", () => {
  it("lists the 16 alcaldías of Mexico City in alphabetical order", async () => {
    const res = await call("/api/alcaldias");
    const { data } = (await res.json()) as { data: { id: string; nombre_canonico: string }[] };
    expect(data).toHaveLength(16);
    expect(data[0].nombre_canonico).toBe("Álvaro Obregón");
    expect(data[15].nombre_canonico).toBe("Xochimilco");
  });
});
