import { describe, expect, it } from "vitest";
import { buildDemoAccounts } from "./accounts";
import { generateListings, roundPrice, type PropertyRow } from "./listings";
import { OPERATIONS, PROPERTY_TYPES } from "./listing-text";
import { buildLocations } from "./locations";
import { buildPhotoCatalog } from "./photo-catalog";
import { isKnownAmenity } from "../../domain/listings/amenities";
import { appraisalDiscount, LEGAL_STATUSES } from "../../domain/listings/legal-status";

const NOW = new Date("2026-06-01T12:00:00Z");
const places = buildLocations("test-seed");
const demo = buildDemoAccounts("test-seed", "hash", NOW);
const input = { seed: "test-seed", count: 2400, now: NOW, places, agents: demo.listingAgents, photos: buildPhotoCatalog() };
const { properties, images } = generateListings(input);

const perM2 = (p: PropertyRow) => p.price / (p.builtSurface ?? p.totalSurface ?? 1);
const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe("seed listings", () => {
  it("states pet friendly and amueblado as facts, never among the amenities (so the listing form can edit every seeded listing)", () => {
    for (const p of properties) {
      for (const feature of p.features ?? []) expect(isKnownAmenity(feature), `${p.title}: ${feature}`).toBe(true);
      if (/amueblad/i.test(p.title)) expect(p.furnishing, p.title).toBe("si");
    }
    const homes = properties.filter((p) => p.propertyType === "departamento" || p.propertyType === "casa");
    for (const fact of ["pets", "furnishing", "elevador", "cisterna"] as const) {
      expect(homes.some((p) => p[fact] === "si" || p[fact] === true)).toBe(true);
      expect(homes.some((p) => p[fact] === "no" || p[fact] === false)).toBe(true);
      expect(homes.some((p) => p[fact] === null)).toBe(true);
    }
  });

  it("spreads the facts like the city: some not given, pets in Condesa and Roma rentals, Infonavit on cheaper sales, uso de suelo on commercial", () => {
    const share = (xs: PropertyRow[], keep: (p: PropertyRow) => boolean) => xs.filter(keep).length / xs.length;
    const applying = properties.filter((p) => p.propertyType === "departamento");
    // About a third leave some fact not given.
    const someNotGiven = share(applying, (p) => p.pets === null || p.furnishing === null || p.elevador === null || p.cisterna === null);
    expect(someNotGiven).toBeGreaterThan(0.2);
    expect(someNotGiven).toBeLessThan(0.5);
    const rentals = properties.filter((p) => p.operationType === "renta" && p.propertyType === "departamento");
    const condesaRoma = rentals.filter((p) => /condesa|roma/i.test(p.neighborhood ?? ""));
    const elsewhere = rentals.filter((p) => !/condesa|roma|hip[oó]dromo|escand[oó]n|narvarte|del valle/i.test(p.neighborhood ?? ""));
    expect(share(condesaRoma, (p) => p.pets === "si")).toBeGreaterThan(share(elsewhere, (p) => p.pets === "si"));
    const sales = properties.filter((p) => p.operationType === "venta" && p.credits !== null);
    const infonavit = (p: PropertyRow) => ((p.credits ?? 0) & 1) !== 0;
    expect(
      share(
        sales.filter((p) => p.price <= 3_000_000),
        infonavit,
      ),
    ).toBeGreaterThan(0.5);
    expect(sales.filter((p) => p.price > 3_000_000).some(infonavit)).toBe(false);
    for (const p of properties) {
      if (p.propertyType === "local-comercial" || p.propertyType === "bodega-comercial") expect(p.landUse, p.title).not.toBeNull();
      if (p.operationType !== "renta") expect([p.depositMonths, p.guarantee, p.maintenanceIncluded]).toEqual([null, null, null]);
      if (p.depositMonths !== null) expect([1, 1.5, 2]).toContain(p.depositMonths);
    }
    expect(new Set(properties.map((p) => p.guarantee))).toEqual(new Set([null, "poliza", "aval", "poliza-o-aval", "ninguna"]));
  });

  it("makes at least 2,000 listings covering every operation and type", () => {
    expect(properties.length).toBeGreaterThanOrEqual(2000);
    for (const op of OPERATIONS)
      expect(
        properties.some((p) => p.operationType === op),
        op,
      ).toBe(true);
    for (const type of PROPERTY_TYPES)
      expect(
        properties.some((p) => p.propertyType === type),
        type,
      ).toBe(true);
    for (const type of PROPERTY_TYPES.filter((t) => t !== "terreno")) {
      for (const op of OPERATIONS)
        expect(
          properties.some((p) => p.propertyType === type && p.operationType === op),
          `${type} ${op}`,
        ).toBe(true);
    }
  });

  it("splits operations about 55/35/10 and makes departamentos the most common", () => {
    const share = (op: string) => properties.filter((p) => p.operationType === op).length / properties.length;
    expect(share("venta")).toBeGreaterThan(0.48);
    expect(share("venta")).toBeLessThan(0.62);
    expect(share("renta")).toBeGreaterThan(0.28);
    expect(share("renta")).toBeLessThan(0.42);
    expect(share("remate")).toBeGreaterThan(0.06);
    expect(share("remate")).toBeLessThan(0.14);
    const byType = PROPERTY_TYPES.map((t) => [t, properties.filter((p) => p.propertyType === t).length] as const).sort((a, b) => b[1] - a[1]);
    expect(byType[0][0]).toBe("departamento");
  });

  it("gives every colonia a listing and the popular ones many more", () => {
    const count = (name: string) => properties.filter((p) => p.neighborhood === name).length;
    for (const c of places.colonias) expect(count(c.data.nombre), c.data.nombre).toBeGreaterThan(0);
    expect(count("Roma Norte")).toBeGreaterThan(count("San Juan Tepenáhuac") * 5);
  });

  it("prices Polanco above Iztapalapa per m², and remates below ventas", () => {
    const sale = (p: PropertyRow) => p.operationType === "venta" && p.propertyType === "departamento";
    const polanco = properties.filter((p) => sale(p) && p.neighborhood.startsWith("Polanco")).map(perM2);
    const iztapalapa = properties
      .filter((p) => sale(p) && p.municipioId === places.alcaldias.find((a) => a.nombreCanonico === "Iztapalapa")!.id)
      .map(perM2);
    expect(polanco.length).toBeGreaterThan(5);
    expect(iztapalapa.length).toBeGreaterThan(3);
    expect(avg(polanco)).toBeGreaterThan(avg(iztapalapa) * 3);
    expect(avg(polanco)).toBeGreaterThan(70_000);
    expect(avg(polanco)).toBeLessThan(140_000);
    const deptos = (op: string) => avg(properties.filter((p) => p.propertyType === "departamento" && p.operationType === op).map(perM2));
    expect(deptos("remate")).toBeLessThan(deptos("venta") * 0.85);
    expect(deptos("renta")).toBeLessThan(deptos("venta") * 0.01);
    expect(deptos("renta")).toBeGreaterThan(deptos("venta") * 0.003);
  });

  it("rounds prices to sensible steps", () => {
    for (const p of properties) {
      if (p.operationType === "renta") expect(p.price % 500, p.title).toBe(0);
      else expect(p.price % 10_000, p.title).toBe(0);
      expect(p.price).toBeGreaterThan(0);
    }
    expect(roundPrice(23_456, "renta")).toBe(23_000);
    expect(roundPrice(8_740, "renta")).toBe(8_500);
    expect(roundPrice(4_567_890, "venta")).toBe(4_570_000);
    expect(roundPrice(12_345_678, "venta")).toBe(12_350_000);
  });

  it("gives every remate a legal status and an appraisal 15–45 % above its price, and no other listing either", () => {
    const remates = properties.filter((p) => p.operationType === "remate");
    const discounts = remates.map((p) => appraisalDiscount(p.price, p.appraisalValue ?? null));
    for (const d of discounts) {
      expect(d).toBeGreaterThanOrEqual(13);
      expect(d).toBeLessThanOrEqual(46);
    }
    expect(Math.min(...(discounts as number[]))).toBeLessThan(20);
    expect(Math.max(...(discounts as number[]))).toBeGreaterThan(40);
    for (const p of remates) expect(p.appraisalValue! % 10_000).toBe(0);
    const statuses = new Set(remates.map((p) => p.legalStatus));
    expect([...statuses].sort()).toEqual([...LEGAL_STATUSES].sort());
    for (const p of properties.filter((p) => p.operationType !== "remate")) {
      expect(p.appraisalValue ?? null).toBeNull();
      expect(p.legalStatus ?? null).toBeNull();
    }
  });

  it("shapes each type sensibly", () => {
    for (const p of properties) {
      if (["terreno", "local-comercial", "oficina", "bodega-comercial"].includes(p.propertyType)) expect(p.bedrooms).toBe(0);
      else expect(p.bedrooms).toBeGreaterThan(0);
      if (p.propertyType === "terreno") {
        expect(p.builtSurface).toBeNull();
        expect(p.totalSurface).toBeGreaterThan(0);
      } else expect(p.builtSurface).toBeGreaterThan(0);
      expect((p.bathrooms! * 2) % 1).toBe(0);
      if (p.propertyType === "departamento") expect(p.maintenance).toBeGreaterThan(0);
      expect(p.title.length).toBeGreaterThan(10);
      expect(p.title).toContain(p.neighborhood);
      const sentences = p.description!.replace(/\b(Av|Calz|Dr|Prol|Carr|int|A|I)\./g, "$1").split(/(?<=\.)\s+/);
      expect(sentences.length, p.description).toBeGreaterThanOrEqual(2);
      expect(sentences.length, p.description).toBeLessThanOrEqual(4);
      expect(p.address).toMatch(new RegExp(`\\d+.*, ${p.neighborhood.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
      expect(p.status).toBe("publicada");
      expect(p.agentId).toBeTruthy();
    }
  });

  it("puts listings near their colonia, in the last 120 days", () => {
    const colonias = new Map(places.colonias.map((c) => [c.row.id, c]));
    for (const p of properties) {
      const c = colonias.get(p.locationId)!;
      expect(p.municipioId).toBe(c.alcaldia.id);
      expect(p.estadoId).toBe(places.cdmx.id);
      const [lng, lat] = c.data.centroide;
      expect(Math.abs(p.lat - lat) * 111_320).toBeLessThan(600);
      expect(Math.abs(p.lng - lng) * 105_000).toBeLessThan(600);
      const age = NOW.getTime() - (p.createdAt as Date).getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(120 * 86_400_000);
    }
  });

  it("gives each listing 1 to 8 photos, the first one the main one", () => {
    const byProperty = new Map<string, typeof images>();
    for (const img of images) byProperty.set(img.propertyId, [...(byProperty.get(img.propertyId) ?? []), img]);
    for (const p of properties) {
      const list = byProperty.get(p.id) ?? [];
      expect(list.length, p.propertyType).toBeGreaterThanOrEqual(1);
      expect(list.length).toBeLessThanOrEqual(8);
      expect(list.map((i) => i.displayOrder)).toEqual(list.map((_, i) => i));
      expect(list.map((i) => i.isMain)).toEqual(list.map((_, i) => i === 0));
      expect(new Set(list.map((i) => i.url)).size).toBe(list.length);
      for (const img of list) {
        expect(img.url).toMatch(/^\/media\/photos\/[0-9a-f]{16}\.webp$/);
        expect(img.thumbnailUrl).toBe(img.url.replace(".webp", "-thumb.webp"));
        expect(img.mediumUrl).toBe(img.url.replace(".webp", "-800.webp"));
        expect(img.alt).toBeTruthy();
        expect([img.width, img.height]).toEqual([1200, 800]);
      }
    }
  });

  it("has unique ids and is deterministic", () => {
    expect(new Set(properties.map((p) => p.id)).size).toBe(properties.length);
    expect(new Set(images.map((i) => i.id)).size).toBe(images.length);
    for (const p of properties) expect(p.id).toMatch(/^[0-9a-z]{12}$/);
    const again = generateListings(input);
    expect(again.properties.slice(0, 20)).toEqual(properties.slice(0, 20));
    expect(again.images.slice(0, 20)).toEqual(images.slice(0, 20));
    const other = generateListings({ ...input, seed: "other-seed" });
    expect(other.properties[0].id).not.toBe(properties[0].id);
  });

  it("makes a small set for fixtures that still favours popular places", () => {
    const small = generateListings({ ...input, count: 48 });
    expect(small.properties).toHaveLength(48);
    expect(small.images.length).toBeGreaterThanOrEqual(48);
  });
});
