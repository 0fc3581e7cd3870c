import {
  BUILDING_FACTS,
  FACT_KEYS,
  RENTAL_TERMS,
  creditsFromMask,
  creditsToMask,
  yesNoOf,
  type BuildingFact,
  type ListingFacts,
} from "../../../domain/listings/facts";
import { selectFields } from "./fields";

// A listing's facts between their columns (null: not given) and what the form, the API and
// the page read (facts.ts: "si"/"no" for the building's, the credits as a list).

export const BUILDING_FACT_COLUMNS = selectFields(...BUILDING_FACTS) satisfies Record<BuildingFact, unknown>;

/** The columns a select reads the facts from. */
export const factColumns = selectFields(...FACT_KEYS, ...RENTAL_TERMS);

type FactRow = {
  pets: ListingFacts["pets"];
  furnishing: ListingFacts["furnishing"];
  credits: number | null;
  land_use: ListingFacts["land_use"];
  guarantee: ListingFacts["guarantee"];
  deposit_months: number | null;
  maintenance_included: boolean | null;
} & Record<BuildingFact, boolean | null>;

const yesNo = (value: boolean | number | null) => yesNoOf(value === null ? null : Boolean(value));

/** The facts as a select (or a raw row, 0/1 for the yes-or-no ones) read them. */
export function factsFromRow(
  r: FactRow | (Omit<FactRow, BuildingFact | "maintenance_included"> & Record<BuildingFact | "maintenance_included", number | null>),
): ListingFacts {
  return {
    pets: r.pets,
    furnishing: r.furnishing,
    credits: creditsFromMask(r.credits),
    land_use: r.land_use,
    guarantee: r.guarantee,
    deposit_months: r.deposit_months,
    maintenance_included: r.maintenance_included === null ? null : Boolean(r.maintenance_included),
    elevador: yesNo(r.elevador),
    seguridad_24h: yesNo(r.seguridad_24h),
    cisterna: yesNo(r.cisterna),
    gas_natural: yesNo(r.gas_natural),
    roof_garden: yesNo(r.roof_garden),
  };
}

const booleanOf = (value: "si" | "no" | null) => (value === null ? null : value === "si");

/** What a listing write stores, by field (fields.ts `columnValues` names the columns); an empty list of credits is not given. */
export function factValues(f: ListingFacts) {
  return {
    pets: f.pets,
    furnishing: f.furnishing,
    credits: f.credits && f.credits.length > 0 ? creditsToMask(f.credits) : null,
    land_use: f.land_use,
    guarantee: f.guarantee,
    deposit_months: f.deposit_months,
    maintenance_included: f.maintenance_included,
    elevador: booleanOf(f.elevador),
    seguridad_24h: booleanOf(f.seguridad_24h),
    cisterna: booleanOf(f.cisterna),
    gas_natural: booleanOf(f.gas_natural),
    roof_garden: booleanOf(f.roof_garden),
  };
}
