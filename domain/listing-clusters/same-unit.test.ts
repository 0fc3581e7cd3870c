import { describe, expect, it } from "vitest";
import { clusterIdsOf } from "./clusters";
import { alsoListedByText } from "./cluster-texts";
import { CLUSTER_RULE, interiorKey, metersBetween, sameUnit, withinTolerance, type UnitFacts } from "./same-unit";

const M_PER_DEG_LAT = 111_320;
const base: UnitFacts = {
  id: "a",
  advertiser: "agency-1",
  operation: "renta",
  propertyType: "departamento",
  lat: 19.4,
  lng: -99.16,
  builtSurface: 80,
  totalSurface: 90,
  price: 20_000,
  bedrooms: 2,
  bathrooms: 2,
  interior: "301",
  photoHashes: ["0123456789abcdef"],
};
const other = (over: Partial<UnitFacts>): UnitFacts => ({ ...base, id: "b", advertiser: "agency-2", photoHashes: ["fedcba9876543210"], ...over });
const north = (meters: number) => base.lat + meters / M_PER_DEG_LAT;

describe("sameUnit: the same home listed by two advertisers", () => {
  it("links another advertiser's listing 20 m away, 4 % larger, 8 % cheaper", () => {
    expect(sameUnit(base, other({ lat: north(20), builtSurface: 83.2, price: 18_400 }))).toBe(true);
  });

  it("never links a listing to one of the same advertiser, nor one without an advertiser", () => {
    expect(sameUnit(base, other({ advertiser: "agency-1" }))).toBe(false);
    expect(sameUnit(base, other({ advertiser: null }))).toBe(false);
  });

  it("needs the same operation and type", () => {
    expect(sameUnit(base, other({ operation: "venta" }))).toBe(false);
    expect(sameUnit(base, other({ propertyType: "casa" }))).toBe(false);
  });

  it("stops at 30 m", () => {
    expect(metersBetween(base, { lat: north(29.5), lng: base.lng })).toBeCloseTo(29.5, 1);
    expect(sameUnit(base, other({ lat: north(29.5) }))).toBe(true);
    expect(sameUnit(base, other({ lat: north(31) }))).toBe(false);
    // East-west too, where a degree of longitude is shorter.
    const eastDeg = 31 / (M_PER_DEG_LAT * Math.cos((base.lat * Math.PI) / 180));
    expect(sameUnit(base, other({ lng: base.lng + eastDeg }))).toBe(false);
    expect(sameUnit(base, other({ lng: base.lng + eastDeg * (29 / 31) }))).toBe(true);
  });

  it("takes built surfaces within 5 % (else the total surfaces)", () => {
    expect(sameUnit(base, other({ builtSurface: 84 }))).toBe(true);
    expect(sameUnit(base, other({ builtSurface: 84.5 }))).toBe(false);
    const land = { ...base, propertyType: "terreno" as const, builtSurface: null, totalSurface: 300 };
    expect(sameUnit(land, other({ propertyType: "terreno", builtSurface: null, totalSurface: 310 }))).toBe(true);
    expect(sameUnit(land, other({ propertyType: "terreno", builtSurface: null, totalSurface: null }))).toBe(false);
  });

  it("needs prices within 10 %, or a near photo pair when the prices differ more", () => {
    expect(sameUnit(base, other({ price: 22_000 }))).toBe(true);
    expect(sameUnit(base, other({ price: 22_100 }))).toBe(false);
    // 3 bits flipped: the same photo, recompressed.
    expect(sameUnit(base, other({ price: 30_000, photoHashes: ["1111111111111111", "0123456789abcde8"] }))).toBe(true);
    expect(sameUnit(base, other({ price: 30_000, photoHashes: [] }))).toBe(false);
  });

  it("keeps apart two flats of one tower that differ in bedrooms or bathrooms", () => {
    expect(sameUnit(base, other({ bedrooms: 3 }))).toBe(false);
    expect(sameUnit(base, other({ bathrooms: 2.5 }))).toBe(false);
    // Even with a near photo: the building's façade or lobby is shared.
    expect(sameUnit(base, other({ bedrooms: 1, photoHashes: ["0123456789abcde8"] }))).toBe(false);
  });

  it("compares counts only when both listings give them", () => {
    expect(sameUnit(base, other({ bedrooms: 0, bathrooms: 0 }))).toBe(true);
    expect(sameUnit({ ...base, bedrooms: 0 }, other({ bedrooms: 3 }))).toBe(true);
  });

  it("keeps apart identical flats on different floors (different interiors), however each is written", () => {
    expect(sameUnit(base, other({ interior: "501" }))).toBe(false);
    expect(sameUnit(base, other({ interior: "Int. 301" }))).toBe(true);
    expect(sameUnit(base, other({ interior: "Depto. 301" }))).toBe(true);
    expect(sameUnit({ ...base, interior: "Torre A-302" }, other({ interior: "a 302" }))).toBe(true);
    expect(sameUnit({ ...base, interior: "Torre A-302" }, other({ interior: "B-302" }))).toBe(false);
  });

  it("links a listing that gives no interior to one that does", () => {
    expect(sameUnit(base, other({ interior: null }))).toBe(true);
    expect(sameUnit(base, other({ interior: "  " }))).toBe(true);
    expect(sameUnit(base, other({ interior: "int." }))).toBe(true);
  });

  it("writes interiors alike: without the words around them, accents, case, spaces or signs", () => {
    expect(interiorKey("Núm. int. 4-B")).toBe("4b");
    expect(interiorKey("#4b")).toBe("4b");
    expect(interiorKey("Departamento 1203")).toBe("1203");
    expect(interiorKey("PH 2")).toBe("ph2");
    expect(interiorKey(null)).toBe("");
  });

  it("measures tolerances against the smaller value", () => {
    expect(withinTolerance(100, 110, CLUSTER_RULE.priceTolerance)).toBe(true);
    expect(withinTolerance(110, 100, CLUSTER_RULE.priceTolerance)).toBe(true);
    expect(withinTolerance(100, 110.5, CLUSTER_RULE.priceTolerance)).toBe(false);
    expect(withinTolerance(0, 0, CLUSTER_RULE.priceTolerance)).toBe(false);
  });
});

describe("clusterIdsOf: listings linked directly or through another", () => {
  it("groups a chain into one cluster named by its smallest id, and leaves the rest out", () => {
    const a = { ...base, id: "p3" };
    const b = other({ id: "p1", lat: north(20) });
    const c = other({ id: "p7", advertiser: "agent-9", lat: north(40) }); // 40 m from a, 20 m from b
    const far = other({ id: "p2", advertiser: "agent-5", lat: north(500) });
    const clusters = clusterIdsOf([a, b, c, far]);
    expect(Object.fromEntries(clusters)).toEqual({ p1: "p1", p3: "p1", p7: "p1" });
  });

  it("finds neighbours across the grid's cell borders", () => {
    const units = Array.from({ length: 40 }, (_, i) =>
      other({ id: `u${String(i).padStart(2, "0")}`, advertiser: `adv-${i}`, lat: 19.4 + i * (10 / M_PER_DEG_LAT), price: 20_000 }),
    );
    const clusters = clusterIdsOf(units);
    expect(new Set(clusters.values())).toEqual(new Set(["u00"]));
    expect(clusters.size).toBe(40);
  });
});

describe("the card's line", () => {
  it("agrees with the count", () => {
    expect(alsoListedByText(1)).toBe("También anunciada por 1 anunciante");
    expect(alsoListedByText(3)).toBe("También anunciada por 3 anunciantes");
  });
});
