// The facts an advertiser attests, for a seeded listing: a spread like the city's, drawn
// from a stream of their own keyed by the listing's id (so every other draw of the seed
// stays as it was). The words drawn among the amenities (listing-text.ts) are kept as the
// facts they say; about a third of listings leave some facts not given.
import {
  AMENITY_FACTS,
  creditsToMask,
  factApplies,
  type BuildingFact,
  type Credit,
  type Guarantee,
  type LandUse,
  type ListingFacts,
} from "../../domain/listings/facts";
import type { Operation, PropertyType } from "../../domain/properties/property";
import { FURNISHED, PET_FRIENDLY } from "./listing-text";
import { createRng, type Rng } from "./random";

type SeedListing = {
  type: PropertyType;
  operation: Operation;
  price: number;
  maintenance: number | null;
  colonia: string;
  /** The amenities drawn, with the facts' words among them. */
  drawn: readonly string[];
  furnishedTitle: boolean;
};

// How often each building fact is there, by type (CDMX: most towers have elevators and a
// cistern; gas natural reaches a part of the city).
const BUILDING_ODDS: Record<BuildingFact, Partial<Record<PropertyType, number>>> = {
  elevador: { departamento: 0.55, oficina: 0.85, casa: 0.03, "casa-condominio": 0.05, "local-comercial": 0.1, "bodega-comercial": 0.1 },
  seguridad_24h: { departamento: 0.4, "casa-condominio": 0.7, oficina: 0.6, "bodega-comercial": 0.5, casa: 0.05, "local-comercial": 0.1 },
  cisterna: { departamento: 0.7, casa: 0.8, "casa-condominio": 0.8, oficina: 0.6, "local-comercial": 0.3, "bodega-comercial": 0.6 },
  gas_natural: { departamento: 0.35, casa: 0.3, "casa-condominio": 0.3, oficina: 0.1, "local-comercial": 0.15, "bodega-comercial": 0.1 },
  roof_garden: { departamento: 0.2, casa: 0.15, "casa-condominio": 0.1, oficina: 0.15 },
};
const PET_FRIENDLY_AREAS = /condesa|roma|hip[oó]dromo|escand[oó]n|narvarte|del valle/i;

const LAND_USE_AMENITIES: Record<string, LandUse> = {
  "Uso de suelo habitacional": "habitacional",
  "Uso de suelo mixto": "mixto",
  "Uso de suelo comercial": "comercial",
  "Uso de suelo industrial": "industrial",
};

export type SeededFacts = {
  pets: ListingFacts["pets"];
  furnishing: ListingFacts["furnishing"];
  credits: number | null;
  landUse: LandUse | null;
  guarantee: Guarantee | null;
  depositMonths: number | null;
  maintenanceIncluded: boolean | null;
  elevador: boolean | null;
  seguridad24h: boolean | null;
  cisterna: boolean | null;
  gasNatural: boolean | null;
  roofGarden: boolean | null;
  features: string[];
};

export function seededFacts(seed: string, l: SeedListing): SeededFacts {
  const rng = createRng(seed);
  const listing = { operation: l.operation, type: l.type };
  const applies = (fact: Parameters<typeof factApplies>[0]) => factApplies(fact, listing);
  // A third of listings leave about half of their facts not given.
  const sparse = rng.chance(0.33);
  const given = () => !sparse || rng.chance(0.5);
  const rent = l.operation === "renta";

  const drawnPets = l.drawn.includes(PET_FRIENDLY);
  const pets = !applies("pets")
    ? null
    : drawnPets
      ? "si"
      : given()
        ? rng.weighted(
            rent && PET_FRIENDLY_AREAS.test(l.colonia)
              ? ([
                  ["si", 55],
                  ["restricciones", 30],
                  ["no", 15],
                ] as const)
              : rent
                ? ([
                    ["si", 25],
                    ["restricciones", 35],
                    ["no", 40],
                  ] as const)
                : ([
                    ["si", 45],
                    ["restricciones", 20],
                    ["no", 35],
                  ] as const),
          )
        : null;
  const drawnFurnished = l.drawn.includes(FURNISHED) || l.furnishedTitle;
  const furnishing = !applies("furnishing")
    ? null
    : drawnFurnished
      ? "si"
      : given()
        ? rng.weighted(
            rent
              ? ([
                  ["semi", 30],
                  ["no", 70],
                ] as const)
              : ([
                  ["semi", 10],
                  ["no", 85],
                  ["si", 5],
                ] as const),
          )
        : null;

  const credits = applies("credits") && given() ? creditsFor(rng, l.operation, l.price) : null;
  const landUse = applies("land_use") ? (landUseFor(rng, l) ?? null) : null;
  const guarantee =
    rent && given()
      ? rng.weighted([
          ["poliza", 35],
          ["aval", 25],
          ["poliza-o-aval", 30],
          ["ninguna", 10],
        ] as const)
      : null;
  const depositMonths =
    rent && given()
      ? rng.weighted([
          [1, 60],
          [2, 35],
          [1.5, 5],
        ] as const)
      : null;
  // A rental without a cuota of its own often has it in the rent.
  const maintenanceIncluded = !rent ? null : l.maintenance !== null ? false : given() ? rng.chance(0.45) : null;

  const building = {} as Record<BuildingFact, boolean | null>;
  for (const fact of Object.keys(BUILDING_ODDS) as BuildingFact[]) {
    const drawn = Object.entries(AMENITY_FACTS).some(([word, f]) => f === fact && l.drawn.includes(word));
    building[fact] = !applies(fact) ? null : drawn ? true : given() ? rng.chance(BUILDING_ODDS[fact][l.type] ?? 0) : null;
  }
  const factWords = new Set<string>([PET_FRIENDLY, FURNISHED, ...Object.keys(AMENITY_FACTS)]);
  return {
    pets,
    furnishing,
    credits,
    landUse,
    guarantee,
    depositMonths,
    maintenanceIncluded,
    elevador: building.elevador,
    seguridad24h: building.seguridad_24h,
    cisterna: building.cisterna,
    gasNatural: building.gas_natural,
    roofGarden: building.roof_garden,
    features: l.drawn.filter((f) => !factWords.has(f)),
  };
}

const mask = (credits: readonly Credit[]) => creditsToMask(credits)!;

// Infonavit and Fovissste on the cheaper sales (their credits reach about 2.5 million
// pesos), a bank on most, cash always; a remate is mostly cash.
function creditsFor(rng: Rng, operation: Operation, price: number): number {
  if (operation === "remate") return mask(rng.chance(0.7) ? ["contado"] : ["bancario", "contado"]);
  const credits: Credit[] = [];
  if (price <= 3_000_000 && rng.chance(0.7)) credits.push("infonavit");
  if (price <= 3_000_000 && rng.chance(0.4)) credits.push("fovissste");
  if (rng.chance(0.85)) credits.push("bancario");
  credits.push("contado");
  return mask(credits);
}

function landUseFor(rng: Rng, l: SeedListing): LandUse | undefined {
  const named = l.drawn.find((f) => f in LAND_USE_AMENITIES);
  if (named) return LAND_USE_AMENITIES[named];
  if (l.type === "bodega-comercial")
    return rng.weighted([
      ["industrial", 80],
      ["comercial", 20],
    ] as const);
  if (l.type === "terreno")
    return rng.weighted([
      ["habitacional", 50],
      ["mixto", 30],
      ["comercial", 15],
      ["industrial", 5],
    ] as const);
  return rng.weighted([
    ["comercial", 65],
    ["mixto", 35],
  ] as const);
}
