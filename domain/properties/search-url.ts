import type { Operation, PropertyType } from "./property";
import { formatParam, readParam } from "./search-param-kinds";
import {
  PARAM_NAMES,
  paramsOfRole,
  SEARCH_PARAMS,
  type FeaturedTransaction,
  type FeaturedType,
  type ParamWithDefault,
  type SearchParamName,
  type SearchParamValue,
} from "./search-filters";

// A search URL read and written by the search table (search-filters.ts): the page's lenient
// reader, the canonical writer, and the featured links' rule that both the page and the API apply.

/**
 * Featured links: transaction= wins over the route's operation, and type= (Casa,
 * departamento…) gives the property type when tipo= does not.
 */
export function featuredLinkSearch(v: {
  operation: Operation;
  transaction?: FeaturedTransaction | null;
  tipo?: PropertyType | null;
  type?: FeaturedType | null;
}): { operation: Operation; tipo: PropertyType | undefined } {
  return { operation: v.transaction ?? v.operation, tipo: v.tipo ?? (v.type ? (v.type.toLowerCase() as PropertyType) : undefined) };
}

export type SearchValues = { [N in SearchParamName]: SearchParamValue<N> | null };

/** Each parameter of a URL (the first, when one is repeated), or null when absent, blank or unreadable. */
function readSearchParams(params: URLSearchParams): SearchValues {
  return Object.fromEntries(PARAM_NAMES.map((name) => [name, readParam(SEARCH_PARAMS[name], params.get(name)) ?? null])) as SearchValues;
}

/** The search a page URL shows: the parameters the page reads, at their defaults when absent. */
const NOT_READ_BY_PAGES = new Set([...paramsOfRole("api"), ...paramsOfRole("featured")]);

export type PageSearch = {
  [N in Exclude<SearchParamName, "operation" | "page_size" | "transaction" | "type">]: N extends ParamWithDefault
    ? SearchParamValue<N>
    : SearchParamValue<N> | null;
} & { operation: Operation };

/**
 * What a search page shows for its URL, read leniently: a value the page cannot read is left
 * out (the API, which receives the raw parameters, answers 400 with a message for it). The
 * operation is the route's, unless a featured link says otherwise.
 */
export function readPageSearch(params: URLSearchParams, routeOperation: Operation): PageSearch {
  const values = readSearchParams(params);
  const page: Record<string, unknown> = {};
  for (const name of PARAM_NAMES) {
    if (NOT_READ_BY_PAGES.has(name)) continue;
    page[name] = values[name] ?? SEARCH_PARAMS[name].default ?? null;
  }
  const { operation, tipo } = featuredLinkSearch({ ...values, operation: routeOperation });
  return { ...(page as Omit<PageSearch, "operation">), operation, tipo: tipo ?? null };
}

/** The query of these values in the table's order, leaving out absent values and defaults. */
export function writeSearchParams(values: Partial<{ [N in SearchParamName]: SearchParamValue<N> | null }>): URLSearchParams {
  const out = new URLSearchParams();
  for (const name of PARAM_NAMES) {
    const value = values[name];
    const spec = SEARCH_PARAMS[name];
    if (value === null || value === undefined || value === "" || value === spec.default) continue;
    out.set(name, formatParam(spec, value));
  }
  return out;
}
