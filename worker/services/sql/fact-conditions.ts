import { and, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { properties } from "../../../db/schema/properties";
import { CREDITS, type ListingFact } from "../../../domain/listings/facts";
import type { Operation } from "../../../domain/properties/property";
import {
  FACT_FILTER_KEYS,
  FACT_FILTERS,
  factFilterMatches,
  factFilterTypes,
  factStorage,
  type FactFilterKey,
} from "../../../domain/properties/fact-filters";
import type { PropertySearch } from "../../../domain/properties/search-params";
import { inList } from "./in-list";

// The fact filters as SQL over `properties` (domain/properties/fact-filters.ts says what
// each value matches): a condition that holds when the listing's fact matches, and one
// that holds when the listing does not say it though the fact applies to its type (what
// the results count as "left out for not saying").

const COLUMNS: Record<ListingFact, SQLiteColumn> = {
  pets: properties.pets,
  furnishing: properties.furnishing,
  credits: properties.credits,
  land_use: properties.landUse,
  guarantee: properties.guarantee,
  elevador: properties.elevador,
  seguridad_24h: properties.seguridad24h,
  cisterna: properties.cisterna,
  gas_natural: properties.gasNatural,
  roof_garden: properties.roofGarden,
};

export type AskedFact = { key: FactFilterKey; value: string };

/** The fact filters a search sets, in the table's order. */
export function askedFacts(p: Partial<Pick<PropertySearch, FactFilterKey>>): AskedFact[] {
  return FACT_FILTER_KEYS.flatMap((key) => (p[key] ? [{ key, value: p[key] as string }] : []));
}

/** The listing's fact matches the filter's value (null never does). */
export function factMatches({ key, value }: AskedFact): SQL {
  const fact = FACT_FILTERS[key].fact;
  const column = COLUMNS[fact];
  const wanted = factFilterMatches(key, value);
  switch (factStorage(fact)) {
    case "mask": {
      const mask = wanted.reduce((m, credit) => m | (1 << CREDITS.indexOf(credit as (typeof CREDITS)[number])), 0);
      return sql`(${column} & ${mask}) <> 0`;
    }
    case "yes-no":
      return sql`${column} = ${wanted.includes("si") ? 1 : 0}`;
    default:
      return sql`${column} IN (${inList(wanted)})`;
  }
}

/** The listing does not say the fact, though it applies to its type (and the search's operation). */
export function factNotGiven({ key }: AskedFact, operation: Operation): SQL {
  const types = factFilterTypes(key, operation);
  if (types.length === 0) return sql`0`;
  return sql`${COLUMNS[FACT_FILTERS[key].fact]} IS NULL AND ${properties.propertyType} IN (${inList(types)})`;
}

/**
 * For one count of a search with fact filters: the rows to read (every asked fact matched
 * or not given), the count of matches, and for each asked fact the listings that do not
 * say it while matching or not saying each other asked fact.
 */
export function factCountParts(asked: AskedFact[], operation: Operation) {
  const matched = asked.map(factMatches);
  const notGiven = asked.map((a) => factNotGiven(a, operation));
  return {
    where: and(...asked.map((_, i) => or(matched[i], notGiven[i])))!,
    total: sql<number>`coalesce(sum(${and(...matched)}), 0)`,
    notGiven: notGiven.map((condition) => sql<number>`coalesce(sum(${condition}), 0)`),
    /** Each asked fact's "not given", per row. */
    notGivenEach: notGiven,
  };
}
