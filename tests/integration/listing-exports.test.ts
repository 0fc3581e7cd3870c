import { beforeAll, describe, expect, inject, it } from "vitest";
import { creditsToMask, NO_FACTS } from "../../domain/listings/facts";
import { guessMapping } from "../../domain/listing-imports/column-guess";
import { parseCsv } from "../../domain/listing-imports/csv-parse";
import { EXPORT_TEXTS } from "../../domain/listing-imports/export-texts";
import type { ImportRowResult } from "../../domain/listing-imports/import-contract";
import { EXPORT_CSV_HEADERS } from "../../domain/listing-imports/listing-export";
import { prepareRow, withPlace } from "../../domain/listing-imports/row-to-listing";
import type { ListingDraft } from "../../domain/listings/listing-schema";
import { type Account, call, exec, newAccount, ORIGIN, rows } from "./helpers";
import { aColonia, insertAgencyListing, type Colonia } from "./listing-fixtures";

// GET /api/listing-exports: an agency owner downloads the agency's published listings (an
// independent agent their own) as CSV with the import page's columns or as an EasyBroker
// /properties page; the CSV imports back as the same listings.
const DAY_MS = 86_400_000;
// The tests' photo host (the local receiver), so the imported copies' photos are fetchable.
const photo = (name: string) => `${inject("webhookControlUrl")}/photos/${name}`;
const newId = (prefix: string) => `${prefix}${crypto.randomUUID().replace(/-/g, "").slice(0, 14)}`;

async function newAgency(owner: Account): Promise<string> {
  const id = newId("agx");
  await exec("INSERT INTO agencies (id, owner_id, name, slug) VALUES (?, ?, ?, ?)", [id, owner.id, `Exporta ${id}`, `exporta-${id}`]);
  return id;
}

// The English description is not in the spreadsheet's columns yet: a listing exports without it.
type Full = Required<Omit<ListingDraft, "location_id" | "description_en">> & { source_id: string | null; photos: string[] };

// A published listing with every field a person fills, written straight to the database.
async function insertFull(colonia: Colonia, who: { agentId: string; agencyId: string | null }, l: Full): Promise<string> {
  const id = newId("exf");
  const pin = l.hide_address;
  await exec(
    `INSERT INTO properties (id, title, description, price, maintenance, address, neighborhood, location_id, municipio_id, estado_id, lat, lng, pin_lat, pin_lng,
       bedrooms, bathrooms, parking_spaces, total_surface, built_surface, operation_type, property_type, features, street, interior, hide_address,
       appraisal_value, legal_status, age_years, pets, furnishing, credits, land_use, guarantee, deposit_months, maintenance_included,
       elevador, seguridad_24h, cisterna, gas_natural, roof_garden, status, published_at, expires_at, agent_id, agency_id, source_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
       'publicada', ?, ?, ?, ?, ?)`,
    [
      id,
      l.title,
      l.description,
      l.price,
      l.maintenance,
      pin ? colonia.name : `${l.street}, ${colonia.name}`,
      colonia.name,
      colonia.id,
      colonia.municipioId,
      colonia.estadoId,
      pin ? colonia.lat : l.lat,
      pin ? colonia.lng : l.lng,
      pin ? l.lat : null,
      pin ? l.lng : null,
      l.bedrooms,
      l.bathrooms,
      l.parking_spaces,
      l.total_surface,
      l.built_surface,
      l.operation_type,
      l.property_type,
      JSON.stringify(l.features),
      l.street,
      l.interior,
      l.hide_address ? 1 : 0,
      l.appraisal_value,
      l.legal_status,
      l.age_years,
      l.pets,
      l.furnishing,
      creditsToMask(l.credits),
      l.land_use,
      l.guarantee,
      l.deposit_months,
      l.maintenance_included === null ? null : Number(l.maintenance_included),
      ...([l.elevador, l.seguridad_24h, l.cisterna, l.gas_natural, l.roof_garden] as const).map((v) => (v === null ? null : v === "si" ? 1 : 0)),
      Date.now(),
      Date.now() + 30 * DAY_MS,
      who.agentId,
      who.agencyId,
      l.source_id,
    ],
  );
  for (const [i, url] of l.photos.entries()) {
    await exec("INSERT INTO property_images (id, property_id, url, is_main, display_order) VALUES (?, ?, ?, ?, ?)", [
      newId("img"),
      id,
      url,
      i === 0 ? 1 : 0,
      i,
    ]);
  }
  return id;
}

function fullListings(colonia: Colonia): Full[] {
  const near = (d: number) => ({ lat: Number((colonia.lat + 0.0012 + d).toFixed(6)), lng: Number((colonia.lng - 0.0011 - d).toFixed(6)) });
  return [
    {
      source_id: null,
      operation_type: "renta",
      property_type: "departamento",
      price: 28_000,
      maintenance: 2_500,
      appraisal_value: null,
      legal_status: null,
      street: "Orizaba 120",
      interior: "301",
      ...near(0.0003),
      hide_address: true,
      bedrooms: 2,
      bathrooms: 1.5,
      parking_spaces: 1,
      built_surface: 85,
      total_surface: null,
      age_years: 10,
      features: ["Balcón"],
      ...NO_FACTS,
      pets: "restricciones",
      furnishing: "semi",
      guarantee: "poliza",
      deposit_months: 2,
      maintenance_included: false,
      elevador: "si",
      seguridad_24h: "no",
      cisterna: "si",
      title: `Departamento con balcón tipo loft en la Roma ${crypto.randomUUID().slice(0, 4)}`,
      description: "Departamento luminoso con balcón, cocina integral y elevador; a dos calles del parque.\n\nListo para habitar.",
      photos: [photo("exporta-1.png"), photo("exporta-2.png")],
    },
    {
      source_id: "EB-EXP-2",
      operation_type: "venta",
      property_type: "casa",
      price: 8_900_000,
      maintenance: null,
      appraisal_value: null,
      legal_status: null,
      street: "Calle Amores 1602-B",
      interior: "",
      ...near(0.0009),
      hide_address: false,
      bedrooms: 4,
      bathrooms: 3.5,
      parking_spaces: 2,
      built_surface: 280,
      total_surface: 210,
      age_years: null,
      features: ["Jardín"],
      ...NO_FACTS,
      pets: "si",
      furnishing: "si",
      credits: ["infonavit", "bancario", "contado"],
      elevador: "no",
      cisterna: "si",
      gas_natural: "si",
      roof_garden: "no",
      title: `Casa con jardín y estudio en calle tranquila ${crypto.randomUUID().slice(0, 4)}`,
      description: "Casa de tres niveles con jardín, estudio, cuarto de servicio y dos lugares de estacionamiento techados.",
      photos: [],
    },
    {
      source_id: "EB-EXP-3",
      operation_type: "remate",
      property_type: "departamento",
      price: 2_150_000,
      maintenance: 1_100,
      appraisal_value: 3_400_000,
      legal_status: "adjudicada",
      street: "Durango 45",
      interior: "B-2",
      ...near(0.0015),
      hide_address: false,
      bedrooms: 2,
      bathrooms: 1,
      parking_spaces: 0,
      built_surface: 64,
      total_surface: null,
      age_years: 30,
      features: [],
      ...NO_FACTS,
      furnishing: "no",
      credits: ["contado"],
      elevador: "no",
      title: `Departamento adjudicado para escriturar ${crypto.randomUUID().slice(0, 4)}`,
      description: "Departamento adjudicado, listo para escriturar a tu nombre; segundo piso, sin elevador, cerca del metro.",
      photos: [photo("EB-EXP-3-1.png")],
    },
  ];
}

const csvOf = async (who: Account) => {
  const res = await call("/api/listing-exports/listings.csv", { cookie: who.cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return { res, text: await res.text() };
};
const jsonOf = async (who: Account) => {
  const res = await call("/api/listing-exports/listings.json", { cookie: who.cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { pagination: Record<string, unknown>; content: Record<string, any>[] };
};
const summaryOf = async (who: Account) => (await (await call("/api/listing-exports", { cookie: who.cookie })).json()) as any;

let colonia: Colonia;
beforeAll(async () => {
  colonia = await aColonia();
});

describe("who exports", () => {
  it("an agency owner gets the agency's published listings, an independent agent their own, everyone else 403", async () => {
    const owner = await newAccount("inmobiliaria");
    const agencyId = await newAgency(owner);
    const member = await newAccount("agente");
    await exec("INSERT INTO agency_agents (agency_id, agent_id) VALUES (?, ?)", [agencyId, member.id]);
    const solo = await newAccount("agente");
    const buyer = await newAccount("no_agente");
    const otherOwner = await newAccount("inmobiliaria");
    const otherAgency = await newAgency(otherOwner);

    const byMember = await insertAgencyListing(colonia, { agentId: member.id, agencyId, title: "Departamento del agente de la agencia" });
    const byOwner = await insertAgencyListing(colonia, { agentId: owner.id, agencyId, title: "Departamento de la dueña de la agencia" });
    await insertAgencyListing(colonia, { agentId: owner.id, agencyId, title: "Borrador de la agencia", status: "borrador" });
    await insertAgencyListing(colonia, { agentId: owner.id, agencyId, title: "Departamento pausado de la agencia", status: "pausada" });
    await insertAgencyListing(colonia, { agentId: otherOwner.id, agencyId: otherAgency, title: "Departamento de otra agencia" });
    const bySolo = await insertAgencyListing(colonia, { agentId: solo.id, agencyId: null, title: "Departamento del agente independiente" });
    // A photo stored here is exported with this site's address.
    await exec("INSERT INTO property_images (id, property_id, url, is_main, display_order) VALUES (?, ?, '/media/solo-1.webp', 1, 0)", [
      newId("img"),
      bySolo,
    ]);

    expect((await summaryOf(owner)).data).toEqual({ published: 2 });
    const agencyFile = await jsonOf(owner);
    expect(agencyFile.content.map((p) => p.public_id).sort()).toEqual([byMember, byOwner].sort());
    expect(agencyFile.pagination).toEqual({ limit: 2, page: 1, total: 2, next_page: null });

    expect((await summaryOf(solo)).data).toEqual({ published: 1 });
    const { res, text } = await csvOf(solo);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="hogaria-propiedades-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const parsed = parseCsv(text).rows;
    expect(parsed[0]).toEqual([...EXPORT_CSV_HEADERS]);
    expect(parsed.slice(1).map((r) => r[0])).toEqual([bySolo]);
    expect(parsed[1][parsed[0].indexOf("Fotos (URL)")]).toBe(`${ORIGIN}/media/solo-1.webp`);

    // An agent of an agency: the catalogue is the agency's.
    for (const path of ["/api/listing-exports", "/api/listing-exports/listings.csv", "/api/listing-exports/listings.json"]) {
      const refused = await call(path, { cookie: member.cookie });
      expect(refused.status, path).toBe(403);
      expect(((await refused.json()) as any).error.message).toBe(EXPORT_TEXTS.agencyOnly);
      expect((await call(path, { cookie: buyer.cookie })).status, path).toBe(403);
      expect((await call(path)).status, path).toBe(401);
    }
  });

  it("streams 1,009 listings whole, as CSV and as JSON", async () => {
    const owner = await newAccount("inmobiliaria");
    const agencyId = await newAgency(owner);
    const prefix = newId("big");
    await exec(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1009)
       INSERT INTO properties (id, title, price, address, neighborhood, location_id, municipio_id, estado_id, lat, lng, operation_type, property_type,
                               status, agent_id, agency_id, published_at, expires_at, built_surface, bedrooms, bathrooms)
       SELECT ? || printf('%04d', i), 'Departamento exportado número ' || i, 20000 + i, 'Durango ' || i, ?, ?, ?, ?, ?, ?, 'renta', 'departamento',
              'publicada', ?, ?, ?, ?, 70, 2, 1 FROM n`,
      [
        prefix,
        colonia.name,
        colonia.id,
        colonia.municipioId,
        colonia.estadoId,
        colonia.lat,
        colonia.lng,
        owner.id,
        agencyId,
        Date.now(),
        Date.now() + 30 * DAY_MS,
      ],
    );
    expect((await summaryOf(owner)).data).toEqual({ published: 1009 });

    const parsed = parseCsv((await csvOf(owner)).text).rows;
    expect(parsed).toHaveLength(1010);
    const ids = parsed.slice(1).map((r) => r[0]);
    expect(new Set(ids).size).toBe(1009);
    expect(ids[0]).toBe(`${prefix}0001`);
    expect(ids[1008]).toBe(`${prefix}1009`);
    expect(parsed[1009][parsed[0].indexOf("Precio")]).toBe("21009");

    const json = await jsonOf(owner);
    expect(json.pagination).toEqual({ limit: 1009, page: 1, total: 1009, next_page: null });
    expect(json.content).toHaveLength(1009);
    expect(new Set(json.content.map((p) => p.public_id)).size).toBe(1009);
    expect(json.content[1008]).toMatchObject({ public_id: `${prefix}1009`, operations: [{ type: "rental", amount: 21009, currency: "MXN" }] });
  });
});

describe("the CSV round trip", () => {
  it("imports back as the same listings, field by field, and the owner's own file again changes nothing", async () => {
    const owner = await newAccount("inmobiliaria");
    const agencyId = await newAgency(owner);
    const originals = fullListings(colonia);
    const ids: string[] = [];
    for (const l of originals) ids.push(await insertFull(colonia, { agentId: owner.id, agencyId }, l));

    const { text } = await csvOf(owner);
    const [headers, ...cells] = parseCsv(text).rows;
    const mapping = guessMapping(headers);
    expect(cells).toHaveLength(3);
    // The page resolves the colonia to its place; the file names it as the location search does.
    const importRows = cells.map((line, i) => {
      const prepared = prepareRow(line, mapping, i + 2);
      expect(prepared.place).toEqual({ colonia: colonia.name, alcaldia: colonia.alcaldia });
      const { listing } = withPlace(prepared, { id: colonia.id, centroide: [colonia.lng, colonia.lat] });
      return { row: prepared.row, source_id: prepared.source_id, listing, photo_urls: prepared.photo_urls };
    });
    const byId = new Map(importRows.map((r) => [r.source_id, r]));

    // Into another account: every listing arrives as a borrador with the same fields and photos.
    const newcomer = await newAccount("agente");
    const res = await call("/api/listing-imports/rows", { cookie: newcomer.cookie, body: { rows: importRows } });
    expect(res.status, await res.clone().text()).toBe(200);
    const results = ((await res.json()) as { data: { items: ImportRowResult[] } }).data.items;
    expect(results.map((r) => r.outcome)).toEqual(["created", "created", "created"]);
    for (const [i, original] of originals.entries()) {
      const sourceId = original.source_id ?? ids[i];
      const result = results.find((r) => r.source_id === sourceId)!;
      expect(result, sourceId).toBeDefined();
      const [stored] = await rows<{ draft: string; source_id: string }>("SELECT draft, source_id FROM properties WHERE id = ?", [result.listing_id!]);
      expect(stored.source_id).toBe(sourceId);
      const { source_id: _s, photos, ...fields } = original;
      expect(JSON.parse(stored.draft)).toMatchObject({ ...fields, location_id: colonia.id });
      const urls = await rows<{ url: string }>("SELECT url FROM listing_import_photos WHERE property_id = ? ORDER BY position", [result.listing_id!]);
      expect(urls.map((u) => u.url)).toEqual(photos);
      expect(byId.get(sourceId)!.photo_urls).toEqual(urls.map((u) => u.url));
    }

    // The owner's own file, imported again: the listings that came with a source id are the
    // same listings, left as they are.
    const before = await rows("SELECT * FROM properties WHERE agency_id = ? ORDER BY id", [agencyId]);
    const withSource = importRows.filter((r) => r.source_id.startsWith("EB-EXP-"));
    const again = await call("/api/listing-imports/rows", { cookie: owner.cookie, body: { rows: withSource } });
    expect(again.status, await again.clone().text()).toBe(200);
    const outcomes = ((await again.json()) as { data: { items: ImportRowResult[] } }).data.items;
    expect(outcomes.map((r) => [r.outcome, r.listing_id])).toEqual(
      withSource.map((r) => ["skipped", ids[originals.findIndex((o) => o.source_id === r.source_id)]]),
    );
    expect(await rows("SELECT * FROM properties WHERE agency_id = ? ORDER BY id", [agencyId])).toEqual(before);
  });
});
