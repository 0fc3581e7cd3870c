import { formatArea, formatPriceMXN } from "../format/money";
import { OPERATIONS, PROPERTY_TYPE_LABELS, PROPERTY_TYPES, type Operation, type PropertyType } from "./property";
import { BEDROOM_OPTIONS, DEFAULT_PAGE_SIZE, MAX_POLYGON_POINTS, SORTS } from "./search-constants";
import { agencyName, minimumText, rangeText } from "./search-chip-text";
import type { KindValue, ParamKind } from "./search-param-kinds";
import { CDMX_SLUG } from "../locations/location";
import { SEARCH_QUERY_MAX_CHARS } from "../text/search-query";
import { AMENITY_NAMES } from "../listings/amenities";
import { factChip, factFilterLabel, factFilterOffered, factFilterValues, type FactFilterKey, type FactFilterValue } from "./fact-filters";
import { AMENITY_FACTS } from "../listings/facts";
import { COMMUTE_AREA, COMMUTE_MAX_BOUNDS, COMMUTE_TEXT, commuteChipText } from "../transit/commute-text";
import { routeLabel, TRANSIT_ROUTE_IDS } from "../transit/transit-routes";
import { STATION_FILTER_MINUTES, STATION_FILTER_TEXTS } from "../transit/station-filter";

/**
 * Every search filter, once: the parameters it puts in the URL (name, kind, bounds, the
 * message the API answers when one is wrong, the label that names it), and, for the filters
 * a person sets by hand, the chip that shows it and the control that sets it. The API's zod
 * schema (search-params.ts), the web page's URL reader and writer, its chips, its filter
 * panels and its error banner are all built from this table, which imports no zod so the
 * search pages' first paint can read it. Adding a filter is a row here and its SQL in
 * worker/services/property-search.ts. Rows and their parameters are in the order the
 * canonical URL writes them.
 */

export const SEARCH_MESSAGES = {
  number: "Escribe un número válido.",
  operation: "Operación no válida: usa venta, renta o remate.",
  tipo: "Tipo de propiedad no válido.",
  sort: "Orden no válido.",
  bounds: "El área del mapa no es válida.",
  polygon: `El polígono no es válido: usa de 3 a ${MAX_POLYGON_POINTS} puntos con coordenadas válidas.`,
  range: "El mínimo no puede ser mayor que el máximo.",
  estado: "Por ahora solo buscamos en la Ciudad de México.",
  location: "Ubicación no válida.",
  agency: "Inmobiliaria no válida.",
  yes: "Para aplicar este filtro escribe si.",
  amenity: "Amenidad no válida.",
  stationMinutes: STATION_FILTER_TEXTS.minutesInvalid,
  line: STATION_FILTER_TEXTS.lineInvalid,
} as const;

/** The states a search can be limited to (estado=cdmx), and the slug of each one's place. */
export const ESTADO_SLUGS = { cdmx: CDMX_SLUG } as const;
export type Estado = keyof typeof ESTADO_SLUGS;
const ESTADOS = Object.keys(ESTADO_SLUGS) as Estado[];

/** Featured links (home page) name the type and the operation their own way: type=Casa&transaction=renta. */
export const FEATURED_TYPES = ["Casa", "Departamento", "casa", "departamento"] as const;
export type FeaturedType = (typeof FEATURED_TYPES)[number];
export const FEATURED_TRANSACTIONS = ["venta", "renta"] as const satisfies readonly Operation[];
export type FeaturedTransaction = (typeof FEATURED_TRANSACTIONS)[number];

/**
 * A URL parameter. `label` names it in the error banner and the filter panels; `default`
 * is the value the API assumes without it (the page writes no parameter at its default).
 */
type SearchParam = ParamKind & { message: string; label?: string; default?: string | number; field?: string };

/** How a person sets a filter: its control in the filter panels and the phones' sheet. */
export type FilterControl =
  /** The property types as toggle buttons, 'Todos los tipos' first. */
  | { kind: "type" }
  /** 'Cualquiera, 1+, 2+…': at least this many (the last option too). */
  | { kind: "minimum"; options: readonly number[] }
  /** Two whole-number fields, 'Mínimo' and 'Máximo'. `legend` when the filter's label is not enough. */
  | { kind: "range"; unit: "price" | "area"; legend?: (operation: Operation) => string }
  /** A fact the advertiser attests: 'Cualquiera' and its values as toggle buttons. */
  | { kind: "fact-choice"; filter: FactFilterKey }
  /** A yes-only fact: a checkbox; consecutive ones share a legend (`group`). */
  | { kind: "fact-check"; filter: FactFilterKey; group: string }
  /** One of a few values, 'Cualquiera' first: as toggle buttons, or a select when there are many. */
  | { kind: "options"; options: readonly { value: string | number; label: string }[]; select?: boolean };

type FilterRow = {
  params: Readonly<Record<string, SearchParam>>;
  /**
   * Who reads the parameters. Unset: the page's state, one field per parameter. "place": the
   * page's place (the location search's choice). "featured": the featured links' spelling of
   * operation and tipo. "api": the API alone (the page takes its operation from its route).
   */
  role?: "place" | "featured" | "api";
  /** Names the filter (its panel's button); a one-parameter filter defaults to its parameter's label. */
  label?: string;
  /** A filter a person sets by hand: a chip shows it (values in `params` order), 'Limpiar filtros' clears it. */
  chip?: (values: readonly never[]) => string | null;
  control?: FilterControl;
  /** Whether the panels offer the filter for this operation and type (unset: always). */
  offered?: (operation: Operation, tipo: PropertyType | null) => boolean;
};

const atLeast =
  (noun: string) =>
  ([n]: readonly (number | null)[]) =>
    n === null ? null : minimumText(n, noun);
const between =
  (format: (n: number) => string) =>
  ([min, max]: readonly (number | null)[]) =>
    rangeText(min, max, format);
const wholeNumber = (min: number, max: number, label: string) => ({ kind: "int", min, max, message: SEARCH_MESSAGES.number, label }) as const;

/** What the building facts' checkboxes are listed under. */
export const BUILDING_FACTS_LEGEND = "El inmueble cuenta con";

/**
 * A fact the advertiser attests as a filter (fact-filters.ts: what each value matches; a
 * listing that does not say never matches): offered only where the fact applies.
 */
function factRow<K extends FactFilterKey>(key: K) {
  const values = factFilterValues(key);
  const label = factFilterLabel(key);
  const message =
    values.length === 1 ? SEARCH_MESSAGES.yes : `Valor no válido para «${label}»: usa ${values.slice(0, -1).join(", ")} o ${values.at(-1)}.`;
  const control: FilterControl =
    values.length === 1 ? { kind: "fact-check", filter: key, group: BUILDING_FACTS_LEGEND } : { kind: "fact-choice", filter: key };
  return {
    params: { [key]: { kind: "choice", values, message, label } } as unknown as {
      [P in K]: { kind: "choice"; values: readonly FactFilterValue<K>[]; message: string; label: string };
    },
    chip: ([value]: readonly (string | null)[]) => factChip(key, value),
    control,
    offered: (operation: Operation, tipo: PropertyType | null) => factFilterOffered(key, operation, tipo),
  };
}

const MAX_PRICE = 10_000_000_000;
const MAX_SURFACE = 1_000_000;

export const SEARCH_FILTERS = {
  place: {
    role: "place",
    params: {
      location: { kind: "text", maxLength: SEARCH_QUERY_MAX_CHARS, message: SEARCH_MESSAGES.location, label: "Ubicación" },
      location_id: { kind: "slug", pattern: /^[a-z0-9_]+$/i, maxLength: 40, message: SEARCH_MESSAGES.location, label: "Ubicación" },
      lat: { kind: "number", min: -90, max: 90, message: SEARCH_MESSAGES.number },
      lng: { kind: "number", min: -180, max: 180, message: SEARCH_MESSAGES.number },
    },
  },
  estado: { params: { estado: { kind: "choice", values: ESTADOS, message: SEARCH_MESSAGES.estado, label: "Estado" } } },
  tipo: {
    label: "Tipo",
    params: { tipo: { kind: "choice", values: PROPERTY_TYPES, message: SEARCH_MESSAGES.tipo, label: "Tipo de propiedad" } },
    chip: ([tipo]: readonly (PropertyType | null)[]) => (tipo ? PROPERTY_TYPE_LABELS[tipo].plural : null),
    control: { kind: "type" },
  },
  inmobiliaria: {
    params: { inmobiliaria: { kind: "slug", pattern: /^[a-z0-9-]+$/, maxLength: 80, message: SEARCH_MESSAGES.agency, label: "Inmobiliaria" } },
    chip: ([slug]: readonly (string | null)[]) => (slug ? `Inmobiliaria: ${agencyName(slug)}` : null),
  },
  recamaras: {
    params: { recamaras: wholeNumber(BEDROOM_OPTIONS[0], BEDROOM_OPTIONS[BEDROOM_OPTIONS.length - 1], "Recámaras") },
    chip: atLeast("recámara"),
    control: { kind: "minimum", options: BEDROOM_OPTIONS },
  },
  banos: {
    params: { banos: wholeNumber(1, 10, "Baños") },
    chip: atLeast("baño"),
    control: { kind: "minimum", options: [1, 2, 3, 4] },
  },
  estacionamientos: {
    params: { estacionamientos: wholeNumber(1, 10, "Estacionamientos") },
    chip: atLeast("estacionamiento"),
    control: { kind: "minimum", options: [1, 2, 3, 4] },
  },
  // The facts an advertiser attests (domain/listings/facts.ts), one row each.
  mascotas: factRow("mascotas"),
  amueblado: factRow("amueblado"),
  credito: factRow("credito"),
  uso_suelo: factRow("uso_suelo"),
  elevador: factRow("elevador"),
  seguridad: factRow("seguridad"),
  cisterna: factRow("cisterna"),
  gas_natural: factRow("gas_natural"),
  roof_garden: factRow("roof_garden"),
  // One amenity the listing lists (amenidad=Jardín), by its name on the publishing form; an
  // amenity that became a building fact (amenidad=Elevador) asks for that fact.
  amenidad: {
    params: {
      amenidad: { kind: "choice", values: [...AMENITY_NAMES, ...Object.keys(AMENITY_FACTS)], message: SEARCH_MESSAGES.amenity, label: "Amenidad" },
    },
    chip: ([name]: readonly (string | null)[]) => name,
  },
  precio: {
    label: "Precio",
    params: { precio_min: wholeNumber(0, MAX_PRICE, "Precio mínimo"), precio_max: wholeNumber(0, MAX_PRICE, "Precio máximo") },
    chip: between(formatPriceMXN),
    control: { kind: "range", unit: "price", legend: (operation) => (operation === "renta" ? "Renta mensual (MXN)" : "Precio (MXN)") },
  },
  superficie: {
    label: "Superficie",
    params: { superficie_min: wholeNumber(0, MAX_SURFACE, "Superficie mínima"), superficie_max: wholeNumber(0, MAX_SURFACE, "Superficie máxima") },
    chip: between(formatArea),
    control: { kind: "range", unit: "area" },
  },
  // How far the transit is (domain/transit/, listing_stations): a station within so many
  // minutes on foot, and a line with a station within 1 km (with both: of that line, that near).
  estacion_min: {
    params: {
      estacion_min: { ...wholeNumber(1, STATION_FILTER_MINUTES.max, STATION_FILTER_TEXTS.minutesLabel), message: SEARCH_MESSAGES.stationMinutes },
    },
    chip: ([minutes]: readonly (number | null)[]) => (minutes === null ? null : STATION_FILTER_TEXTS.chip(minutes)),
    control: { kind: "options", options: STATION_FILTER_MINUTES.options.map((m) => ({ value: m, label: STATION_FILTER_TEXTS.option(m) })) },
  },
  linea: {
    params: { linea: { kind: "choice", values: TRANSIT_ROUTE_IDS, message: SEARCH_MESSAGES.line, label: STATION_FILTER_TEXTS.lineLabel } },
    chip: ([id]: readonly (string | null)[]) => (id ? STATION_FILTER_TEXTS.lineChip(routeLabel(id)) : null),
    control: { kind: "options", options: TRANSIT_ROUTE_IDS.map((id) => ({ value: id, label: routeLabel(id) })), select: true },
  },
  map: {
    params: {
      bounds: { kind: "bounds", message: SEARCH_MESSAGES.bounds, label: "Zona del mapa" },
      // The page's state calls the drawn zone `polygon`.
      poligono: { kind: "polygon", maxPoints: MAX_POLYGON_POINTS, message: SEARCH_MESSAGES.polygon, label: "Zona dibujada", field: "polygon" },
    },
  },
  // Commute search (domain/transit/commute.ts): a destination chosen from the location
  // search (its name for the chip, its point for the estimate), and at most this many
  // minutes by public transport; orden=traslado sorts by them.
  traslado: {
    label: COMMUTE_TEXT.question,
    params: {
      destino: { kind: "text", maxLength: SEARCH_QUERY_MAX_CHARS, message: SEARCH_MESSAGES.location, label: COMMUTE_TEXT.destinationParam },
      destino_lat: {
        kind: "number",
        min: COMMUTE_AREA.south,
        max: COMMUTE_AREA.north,
        message: COMMUTE_TEXT.outside,
        label: COMMUTE_TEXT.destinationParam,
      },
      destino_lng: {
        kind: "number",
        min: COMMUTE_AREA.west,
        max: COMMUTE_AREA.east,
        message: COMMUTE_TEXT.outside,
        label: COMMUTE_TEXT.destinationParam,
      },
      traslado_max: wholeNumber(COMMUTE_MAX_BOUNDS.min, COMMUTE_MAX_BOUNDS.max, COMMUTE_TEXT.maxLabel),
    },
    chip: ([destino, lat, lng, max]: readonly (string | number | null)[]) =>
      lat === null || lng === null ? null : commuteChipText(destino as string | null, max as number | null),
  },
  orden: { params: { orden: { kind: "choice", values: SORTS, default: "recientes", message: SEARCH_MESSAGES.sort, label: "Orden" } } },
  page: { params: { page: { ...wholeNumber(1, 10_000, "Página"), default: 1 } } },
  featured: {
    role: "featured",
    params: {
      transaction: { kind: "choice", values: FEATURED_TRANSACTIONS, message: SEARCH_MESSAGES.operation, label: "Operación" },
      type: { kind: "choice", values: FEATURED_TYPES, message: SEARCH_MESSAGES.tipo, label: "Tipo de propiedad" },
    },
  },
  api: {
    role: "api",
    params: {
      operation: { kind: "choice", values: OPERATIONS, default: "venta", message: SEARCH_MESSAGES.operation },
      // Up to 1000 is accepted and read as MAX_PAGE_SIZE.
      page_size: { kind: "int", min: 1, max: 1000, default: DEFAULT_PAGE_SIZE, message: SEARCH_MESSAGES.number },
    },
  },
} as const satisfies Record<string, FilterRow>;

type Rows = typeof SEARCH_FILTERS;
type SearchRowKey = keyof Rows;
export type SearchParamName = { [K in SearchRowKey]: keyof Rows[K]["params"] & string }[SearchRowKey];
/** The table's row for parameter N. */
export type SearchParamSpec<N extends SearchParamName> = {
  [K in SearchRowKey]: N extends keyof Rows[K]["params"] ? Rows[K]["params"][N] : never;
}[SearchRowKey];
export type SearchParamValue<N extends SearchParamName> = KindValue<SearchParamSpec<N>>;
/** Parameters with a default always have a value. */
export type ParamWithDefault = { [N in SearchParamName]: SearchParamSpec<N> extends { default: unknown } ? N : never }[SearchParamName];
/** The parameters a person sets by hand, by filter. */
export type FilterKey = { [K in SearchRowKey]: Rows[K] extends { chip: unknown } ? K : never }[SearchRowKey];

const ROWS = Object.entries(SEARCH_FILTERS) as [SearchRowKey, FilterRow][];

/** Every parameter by name, flattened out of the rows. */
export const SEARCH_PARAMS = Object.fromEntries(ROWS.flatMap(([, row]) => Object.entries(row.params))) as {
  [N in SearchParamName]: SearchParamSpec<N> & SearchParam;
};
export const PARAM_NAMES = Object.keys(SEARCH_PARAMS) as SearchParamName[];

/** A filter a person sets by hand, as the chips and the filter panels need it. */
export type HandSetFilter = {
  key: FilterKey;
  label: string;
  params: SearchParamName[];
  control: FilterControl | null;
  chip: (values: readonly unknown[]) => string | null;
  offered: (operation: Operation, tipo: PropertyType | null) => boolean;
};

/** The filters a person sets by hand, in the table's order. */
export const HAND_SET_FILTERS: HandSetFilter[] = ROWS.filter(([, row]) => row.chip).map(([key, row]) => {
  const params = Object.keys(row.params) as SearchParamName[];
  return {
    key: key as FilterKey,
    label: row.label ?? SEARCH_PARAMS[params[0]].label ?? key,
    params,
    control: row.control ?? null,
    chip: row.chip as HandSetFilter["chip"],
    offered: row.offered ?? (() => true),
  };
});

/** The parameters whose rows have this role. */
export function paramsOfRole(role: FilterRow["role"]): SearchParamName[] {
  return ROWS.filter(([, row]) => row.role === role).flatMap(([, row]) => Object.keys(row.params) as SearchParamName[]);
}

/** The label of a URL parameter (the error banner names the one at fault), if it has one. */
export function searchParamLabel(name: string): string | undefined {
  return (SEARCH_PARAMS as Record<string, SearchParam>)[name]?.label;
}

/** Pairs of parameters where the minimum may not exceed the maximum. */
export const SEARCH_RANGES = ROWS.filter(([, row]) => row.control?.kind === "range").map(
  ([, row]) => Object.keys(row.params) as [SearchParamName, SearchParamName],
);

export function rangeIsValid(min: number | null | undefined, max: number | null | undefined): boolean {
  return min === null || min === undefined || max === null || max === undefined || min <= max;
}
