import type { Operation, PropertyType } from "../properties/property";

/**
 * The facts an advertiser attests about a listing: what decides a home in Mexico City and
 * that portals leave to free text. Each fact is "not given" (null in its column) until the
 * advertiser says; a person then reads FACT_NOT_GIVEN, and a search filter that asks for the
 * fact never matches the listing (the results say how many were left out for not saying).
 *
 * One row per fact: its column, its values (as stored, and as the URL and the import name
 * them), what a person reads for each, and which listings it applies to (a fact that does
 * not apply is neither asked for nor shown).
 */
export const FACT_NOT_GIVEN = "No indicado";

export const PET_POLICIES = ["si", "no", "restricciones"] as const;
export type PetPolicy = (typeof PET_POLICIES)[number];
export const FURNISHINGS = ["si", "semi", "no"] as const;
export type Furnishing = (typeof FURNISHINGS)[number];
/** Stored as a bitmask (`credits` column): bit i is CREDITS[i]. 0 is "none of these"; null, not given. */
export const CREDITS = ["infonavit", "fovissste", "bancario", "contado"] as const;
export type Credit = (typeof CREDITS)[number];
export const LAND_USES = ["habitacional", "comercial", "mixto", "industrial"] as const;
export type LandUse = (typeof LAND_USES)[number];
/** What a rental asks as a guarantee besides the deposit. */
export const GUARANTEES = ["poliza", "aval", "poliza-o-aval", "ninguna"] as const;
export type Guarantee = (typeof GUARANTEES)[number];
/** The building's yes-or-no facts, each its own column (0/1, null when not given). */
export const BUILDING_FACTS = ["elevador", "seguridad_24h", "cisterna", "gas_natural", "roof_garden"] as const;
export type BuildingFact = (typeof BUILDING_FACTS)[number];

const RESIDENTIAL: readonly PropertyType[] = ["casa", "departamento", "casa-condominio"];
const BUILT: readonly PropertyType[] = ["casa", "departamento", "casa-condominio", "local-comercial", "oficina", "bodega-comercial"];
const COMMERCIAL: readonly PropertyType[] = ["local-comercial", "oficina", "bodega-comercial", "terreno"];

/** Which listings a fact applies to: every operation unless named, every type unless named. */
export type FactScope = { operations?: readonly Operation[]; types?: readonly PropertyType[] };

export const LISTING_FACTS = {
  pets: {
    label: "Acepta mascotas",
    values: PET_POLICIES,
    valueLabels: { si: "Sí", no: "No", restricciones: "Con restricciones" },
    scope: { types: RESIDENTIAL },
  },
  furnishing: {
    label: "Amueblado",
    values: FURNISHINGS,
    valueLabels: { si: "Sí", semi: "Semiamueblado", no: "No" },
    scope: { types: [...RESIDENTIAL, "oficina"] },
  },
  credits: {
    label: "Créditos aceptados",
    values: CREDITS,
    valueLabels: { infonavit: "Infonavit", fovissste: "Fovissste", bancario: "Crédito bancario", contado: "Contado" },
    scope: { operations: ["venta", "remate"] },
  },
  land_use: {
    label: "Uso de suelo",
    values: LAND_USES,
    valueLabels: { habitacional: "Habitacional", comercial: "Comercial", mixto: "Mixto", industrial: "Industrial" },
    scope: { types: COMMERCIAL },
  },
  guarantee: {
    label: "Garantía",
    values: GUARANTEES,
    valueLabels: { poliza: "Póliza jurídica", aval: "Aval", "poliza-o-aval": "Póliza jurídica o aval", ninguna: "Sin póliza ni aval" },
    scope: { operations: ["renta"] },
  },
  elevador: { label: "Elevador", values: ["si", "no"], valueLabels: { si: "Sí", no: "No" }, scope: { types: BUILT } },
  seguridad_24h: { label: "Seguridad 24 h", values: ["si", "no"], valueLabels: { si: "Sí", no: "No" }, scope: { types: BUILT } },
  cisterna: { label: "Cisterna", values: ["si", "no"], valueLabels: { si: "Sí", no: "No" }, scope: { types: BUILT } },
  gas_natural: { label: "Gas natural", values: ["si", "no"], valueLabels: { si: "Sí", no: "No" }, scope: { types: BUILT } },
  roof_garden: { label: "Roof garden", values: ["si", "no"], valueLabels: { si: "Sí", no: "No" }, scope: { types: [...RESIDENTIAL, "oficina"] } },
} as const satisfies Record<string, { label: string; values: readonly string[]; valueLabels: Record<string, string>; scope: FactScope }>;
export type ListingFact = keyof typeof LISTING_FACTS;

/** The money facts of a rental: the monthly fee, and the deposit in months. */
export const MONEY_FACT_LABELS = {
  maintenance: "Cuota de mantenimiento",
  maintenanceIncluded: "Incluida en la renta",
  depositMonths: "Depósito",
} as const;

/** Whether a fact is asked for and shown on a listing of this operation and type. */
export function factApplies(fact: ListingFact, listing: { operation: Operation; type: PropertyType }): boolean {
  const scope: FactScope = LISTING_FACTS[fact].scope;
  return (!scope.operations || scope.operations.includes(listing.operation)) && (!scope.types || scope.types.includes(listing.type));
}

/** The credits bitmask as a list (null stays null: not given). */
export function creditsFromMask(mask: number | null): Credit[] | null {
  return mask === null ? null : CREDITS.filter((_, i) => (mask & (1 << i)) !== 0);
}
export function creditsToMask(credits: readonly Credit[] | null): number | null {
  return credits === null ? null : credits.reduce((mask, c) => mask | (1 << CREDITS.indexOf(c)), 0);
}
/** A building fact's column value (1/0/null) as the facts' yes or no. */
export const yesNoOf = (value: boolean | null): "si" | "no" | null => (value === null ? null : value ? "si" : "no");

export const YES_NO = ["si", "no"] as const;
export type YesNo = (typeof YES_NO)[number];

/** A rental's terms besides its guarantee: the deposit in months, and a cuota included in the rent. */
export const RENTAL_TERMS = ["deposit_months", "maintenance_included"] as const;
export const rentalTermsApply = (operation: Operation): boolean => operation === "renta";

/** Every fact of a listing as the form, the API and the page read them (null: not given). */
export type ListingFacts = {
  pets: PetPolicy | null;
  furnishing: Furnishing | null;
  credits: Credit[] | null;
  land_use: LandUse | null;
  guarantee: Guarantee | null;
  elevador: YesNo | null;
  seguridad_24h: YesNo | null;
  cisterna: YesNo | null;
  gas_natural: YesNo | null;
  roof_garden: YesNo | null;
  deposit_months: number | null;
  maintenance_included: boolean | null;
};
export const FACT_KEYS = Object.keys(LISTING_FACTS) as ListingFact[];

/**
 * The facts a listing keeps: one that does not apply to its operation and type is cleared
 * (an agent who switches a rental to a sale, or a departamento to a terreno, keeps nothing
 * the listing cannot show), never refused.
 */
export function keptFacts<T extends Partial<ListingFacts>>(facts: T, listing: { operation: Operation; type: PropertyType }): T {
  const kept = { ...facts };
  for (const fact of FACT_KEYS) if (fact in kept && !factApplies(fact, listing)) (kept as Partial<ListingFacts>)[fact] = null;
  if (!rentalTermsApply(listing.operation)) for (const term of RENTAL_TERMS) if (term in kept) (kept as Partial<ListingFacts>)[term] = null;
  return kept;
}

/**
 * The amenities that became building facts: a listing, a spreadsheet or a feed that names
 * one says that fact is "si", and a search for the amenity by its old name (amenidad=Elevador,
 * in links people kept) asks for the fact.
 */
export const AMENITY_FACTS: Readonly<Record<string, BuildingFact>> = {
  Elevador: "elevador",
  "Seguridad 24/7": "seguridad_24h",
  Cisterna: "cisterna",
  "Roof garden": "roof_garden",
};

/** A listing that says none of its facts. */
export const NO_FACTS: ListingFacts = {
  pets: null,
  furnishing: null,
  credits: null,
  land_use: null,
  guarantee: null,
  elevador: null,
  seguridad_24h: null,
  cisterna: null,
  gas_natural: null,
  roof_garden: null,
  deposit_months: null,
  maintenance_included: null,
};
