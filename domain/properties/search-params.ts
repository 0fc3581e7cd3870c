import * as z from "zod";
import { readParam, type ParamKind } from "./search-param-kinds";
import { MAX_PAGE_SIZE } from "./search-constants";
import { featuredLinkSearch } from "./search-url";
import { COMMUTE_TEXT } from "../transit/commute-text";
import {
  rangeIsValid,
  SEARCH_MESSAGES,
  SEARCH_PARAMS,
  SEARCH_RANGES,
  type ParamWithDefault,
  type SearchParamName,
  type SearchParamValue,
} from "./search-filters";

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_POLYGON_POINTS, SORTS, type Sort } from "./search-constants";

/** What the search service receives: every parameter of the table, featured links resolved. */
export type PropertySearch = {
  [N in Exclude<SearchParamName, "transaction" | "type">]: N extends ParamWithDefault ? SearchParamValue<N> : SearchParamValue<N> | undefined;
};

// One parameter: the table's reader, its message when the value cannot be read, its default
// when it is absent or blank.
function paramSchema(spec: ParamKind & { message: string; default?: string | number }) {
  const read = z.unknown().transform((raw, ctx) => {
    const value = readParam(spec, raw);
    if (value !== null) return value ?? spec.default;
    ctx.addIssue({ code: "custom", message: spec.message });
    return z.NEVER;
  });
  return spec.default === undefined ? read.optional() : read.default(spec.default as never);
}

const shape = Object.fromEntries(Object.entries(SEARCH_PARAMS).map(([name, spec]) => [name, paramSchema(spec)]));

// GET /api/properties, built from the search table (search-filters.ts): every parameter the
// search pages, the home page, the header menus and the featured links produce. Unknown
// parameters (utm_…) are ignored; a value that cannot be read is a 400 naming it.
export const propertySearchSchema = z
  .object(shape)
  .superRefine((p, ctx) => {
    for (const [min, max] of SEARCH_RANGES) {
      if (!rangeIsValid(p[min] as number | undefined, p[max] as number | undefined)) {
        ctx.addIssue({ code: "custom", message: SEARCH_MESSAGES.range, path: [max] });
      }
    }
    // A commute needs the destination's point, both coordinates of it.
    const destination = [p.destino_lat, p.destino_lng].filter((v) => v !== undefined).length;
    if (destination === 1 || (destination === 0 && p.traslado_max !== undefined)) {
      ctx.addIssue({ code: "custom", message: COMMUTE_TEXT.needsDestination, path: [p.destino_lat === undefined ? "destino_lat" : "destino_lng"] });
    }
  })
  .transform((parsed): PropertySearch => {
    const { transaction, type, ...rest } = parsed as Record<SearchParamName, never>;
    const p = rest as Omit<PropertySearch, "page_size"> & { page_size: number };
    return {
      ...p,
      ...featuredLinkSearch({ operation: p.operation, tipo: p.tipo, transaction, type }),
      page_size: Math.min(p.page_size, MAX_PAGE_SIZE),
    };
  });
