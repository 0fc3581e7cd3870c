import { OPERATIONS, PROPERTY_TYPES, type Operation, type PropertyType } from "../properties/property";
import { BEDROOM_OPTIONS, SORTS, type Sort } from "../properties/search-constants";
import { defaultAgencyOperation } from "./agency-profile";

// The listings on an agency's page (/inmobiliaria/{slug}?operacion=&tipo=&recamaras=&orden=&page=)
// come from the search API with inmobiliaria={slug}. The page's address is read leniently
// (an unknown value is no filter) by this zod-free reader, which the worker's loader and
// the page share, so both ask the API the same question (the same cache key).

export const AGENCY_LISTINGS_PAGE_SIZE = 12;

export type AgencyListingsState = { operation: Operation; tipo: PropertyType | null; recamaras: number | null; orden: Sort; page: number };

const pick = <T extends string>(values: readonly T[], value: string | null): T | null => (values.includes(value as T) ? (value as T) : null);

export function readAgencyListingsState(params: URLSearchParams, counts: Record<Operation, number>): AgencyListingsState {
  const bedrooms = Number(params.get("recamaras"));
  const page = Number(params.get("page"));
  return {
    operation: pick(OPERATIONS, params.get("operacion")) ?? defaultAgencyOperation(counts),
    tipo: pick(PROPERTY_TYPES, params.get("tipo")),
    recamaras: (BEDROOM_OPTIONS as readonly number[]).includes(bedrooms) ? bedrooms : null,
    orden: pick(SORTS, params.get("orden")) ?? "recientes",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The page's own address for a state (parameters at their default are left out). */
export function agencyListingsSearch(state: AgencyListingsState, counts: Record<Operation, number>): string {
  const params = new URLSearchParams();
  if (state.operation !== defaultAgencyOperation(counts)) params.set("operacion", state.operation);
  if (state.tipo) params.set("tipo", state.tipo);
  if (state.recamaras) params.set("recamaras", String(state.recamaras));
  if (state.orden !== "recientes") params.set("orden", state.orden);
  if (state.page > 1) params.set("page", String(state.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The search API's query string for the agency's listings in this state. */
export function agencyListingsApiQuery(slug: string, state: AgencyListingsState): string {
  const params = new URLSearchParams({ operation: state.operation, inmobiliaria: slug });
  if (state.tipo) params.set("tipo", state.tipo);
  if (state.recamaras) params.set("recamaras", String(state.recamaras));
  if (state.orden !== "recientes") params.set("orden", state.orden);
  if (state.page > 1) params.set("page", String(state.page));
  params.set("page_size", String(AGENCY_LISTINGS_PAGE_SIZE));
  return params.toString();
}
