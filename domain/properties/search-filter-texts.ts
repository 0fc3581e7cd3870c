import type { Bilingual, TextsLike } from "../i18n/bilingual";
import type { Lang } from "../i18n/lang";
import { formatArea, formatPriceMXN } from "../format/money";
import { countLabelEn } from "../format/number";
import { commuteChipText, COMMUTE_TEXT_BY_LANG } from "../transit/commute-text";
import { routeLabel } from "../transit/transit-routes";
import { STATION_FILTER_TEXTS } from "../transit/station-filter";
import { LISTING_FACT_WORDS } from "../listings/facts-en";
import { FACT_FILTERS, type FactFilterKey } from "./fact-filters";
import { PROPERTY_TYPE_NAMES, type Operation } from "./property";
import { agencyName } from "./search-chip-text";
import { BUILDING_FACTS_LEGEND, HAND_SET_FILTERS, SEARCH_MESSAGES, SEARCH_PARAMS, type FilterKey, type HandSetFilter } from "./search-filters";

// The search filters' words on English pages. The Spanish ones live in the search table
// (search-filters.ts, fact-filters.ts) and are read from it unchanged; each has its English
// twin here, per filter key, so a filter added without one does not compile.

const FACT_FILTER_WORDS_EN: {
  [K in FactFilterKey]: {
    chips: Record<keyof (typeof FACT_FILTERS)[K]["chips"], string>;
    options: Record<keyof (typeof FACT_FILTERS)[K]["options"], string>;
    hint?: string;
    notGiven: readonly [string, string];
  };
} = {
  mascotas: {
    chips: { si: "Pets allowed", sin_restricciones: "Pets without restrictions" },
    options: { si: "Yes", sin_restricciones: "No restrictions" },
    hint: "“Yes” includes those that allow pets with restrictions.",
    notGiven: ["does not say whether it allows pets", "do not say whether they allow pets"],
  },
  amueblado: {
    chips: { si: "Furnished", semi: "Semi-furnished", no: "Unfurnished" },
    options: { si: "Yes", semi: "Semi-furnished", no: "No" },
    notGiven: ["does not say whether it is furnished", "do not say whether they are furnished"],
  },
  credito: {
    chips: { infonavit: "Accepts Infonavit", fovissste: "Accepts Fovissste", bancario: "Accepts bank mortgage" },
    options: { infonavit: "Infonavit", fovissste: "Fovissste", bancario: "Bank mortgage" },
    notGiven: ["does not say which credits it accepts", "do not say which credits they accept"],
  },
  uso_suelo: {
    chips: { habitacional: "Residential land use", comercial: "Commercial land use", mixto: "Mixed land use", industrial: "Industrial land use" },
    options: { habitacional: "Residential", comercial: "Commercial", mixto: "Mixed", industrial: "Industrial" },
    hint: "Residential and commercial include mixed use, which permits both.",
    notGiven: ["does not say its land use", "do not say their land use"],
  },
  elevador: {
    chips: { si: "Elevator" },
    options: { si: "Elevator" },
    notGiven: ["does not say whether it has an elevator", "do not say whether they have an elevator"],
  },
  seguridad: {
    chips: { si: "24 h security" },
    options: { si: "24 h security" },
    notGiven: ["does not say whether it has 24 h security", "do not say whether they have 24 h security"],
  },
  cisterna: {
    chips: { si: "Water tank" },
    options: { si: "Water tank" },
    notGiven: ["does not say whether it has a water tank", "do not say whether they have a water tank"],
  },
  gas_natural: {
    chips: { si: "Natural gas" },
    options: { si: "Natural gas" },
    notGiven: ["does not say whether it has natural gas", "do not say whether they have natural gas"],
  },
  roof_garden: {
    chips: { si: "Roof garden" },
    options: { si: "Roof garden" },
    notGiven: ["does not say whether it has a roof garden", "do not say whether they have a roof garden"],
  },
};

const FILTER_LABELS_EN: Record<FilterKey, string> = {
  tipo: "Type",
  inmobiliaria: "Agency",
  recamaras: "Bedrooms",
  banos: "Bathrooms",
  estacionamientos: "Parking spaces",
  mascotas: LISTING_FACT_WORDS.en.pets.label,
  amueblado: LISTING_FACT_WORDS.en.furnishing.label,
  credito: LISTING_FACT_WORDS.en.credits.label,
  uso_suelo: LISTING_FACT_WORDS.en.land_use.label,
  elevador: LISTING_FACT_WORDS.en.elevador.label,
  seguridad: LISTING_FACT_WORDS.en.seguridad_24h.label,
  cisterna: LISTING_FACT_WORDS.en.cisterna.label,
  gas_natural: LISTING_FACT_WORDS.en.gas_natural.label,
  roof_garden: LISTING_FACT_WORDS.en.roof_garden.label,
  amenidad: "Amenity",
  precio: "Price",
  superficie: "Area",
  estacion_min: "Station on foot",
  linea: "Metro, Metrobús or train line",
  traslado: COMMUTE_TEXT_BY_LANG.en.question,
};

/** The words of the filter panels that are not a filter's own. */
const PANEL_TEXTS_ES = {
  any: "Cualquiera",
  allTypes: "Todos los tipos",
  atLeast: (label: string) => `${label} (al menos)`,
  min: "Mínimo",
  max: "Máximo",
  noMin: "Sin mínimo",
  noMax: "Sin máximo",
  buildingLegend: BUILDING_FACTS_LEGEND,
  priceLegend: (operation: Operation) => (operation === "renta" ? "Renta mensual (MXN)" : "Precio (MXN)"),
  rangeError: SEARCH_MESSAGES.range,
  clear: "Limpiar",
  apply: "Aplicar",
  more: "Más filtros",
  moreCount: (n: number) => `Más filtros (${n})`,
  filters: "Filtros",
  seeProperties: "Ver propiedades",
  see: (count: string) => `Ver ${count}`,
};

const PANEL_TEXTS_EN: TextsLike<typeof PANEL_TEXTS_ES> = {
  any: "Any",
  allTypes: "All types",
  atLeast: (label: string) => `${label} (at least)`,
  min: "Minimum",
  max: "Maximum",
  noMin: "No minimum",
  noMax: "No maximum",
  buildingLegend: "The building has",
  priceLegend: (operation: Operation) => (operation === "renta" ? "Monthly rent (MXN)" : "Price (MXN)"),
  rangeError: "The minimum cannot be greater than the maximum.",
  clear: "Clear",
  apply: "Apply",
  more: "More filters",
  moreCount: (n: number) => `More filters (${n})`,
  filters: "Filters",
  seeProperties: "See properties",
  see: (count: string) => `See ${count}`,
};

export const FILTER_PANEL_TEXTS: Bilingual<TextsLike<typeof PANEL_TEXTS_ES>> = { es: PANEL_TEXTS_ES, en: PANEL_TEXTS_EN };

const PARAM_LABELS_EN: Partial<Record<string, string>> = {
  precio_min: "Minimum price",
  precio_max: "Maximum price",
  superficie_min: "Minimum area",
  superficie_max: "Maximum area",
  poligono: "Drawn area",
  bounds: "Map area",
};

/** A URL parameter's label in the page's language (the range fields' names, the map's chips). */
export function paramLabel(name: string, lang: Lang): string | undefined {
  const spanish = (SEARCH_PARAMS as Record<string, { label?: string }>)[name]?.label;
  if (lang === "es" || spanish === undefined) return spanish;
  const filter = HAND_SET_FILTERS.find((f) => (f.params as string[]).includes(name));
  return PARAM_LABELS_EN[name] ?? (filter ? FILTER_LABELS_EN[filter.key] : spanish);
}

/** A filter's name (its panel's button, its legend) in the page's language. */
export function filterLabel(filter: HandSetFilter, lang: Lang): string {
  return lang === "es" ? filter.label : FILTER_LABELS_EN[filter.key];
}

const atLeastEn = (one: string, many: string) => (n: number | null) => (n === null ? null : `${n}+ ${n === 1 ? one : many}`);
const rangeEn = (min: number | null, max: number | null, format: (n: number) => string) => {
  if (min !== null && max !== null) return `${format(min)} – ${format(max)}`;
  if (min !== null) return `From ${format(min)}`;
  if (max !== null) return `Up to ${format(max)}`;
  return null;
};

/** A filter's chip in the page's language ('3+ recámaras', '3+ bedrooms'), null when it is not set. */
export function filterChipText(filter: HandSetFilter, values: readonly unknown[], lang: Lang): string | null {
  if (lang === "es") return filter.chip(values);
  const [a, b, c, d] = values as (string | number | null)[];
  const key = filter.key;
  if (key in FACT_FILTER_WORDS_EN) {
    if (a === null || a === undefined) return null;
    return (FACT_FILTER_WORDS_EN[key as FactFilterKey].chips as Record<string, string>)[String(a)] ?? null;
  }
  switch (key) {
    case "tipo":
      return a ? PROPERTY_TYPE_NAMES.en[a as keyof typeof PROPERTY_TYPE_NAMES.en].plural : null;
    case "inmobiliaria":
      return a ? `Agency: ${agencyName(String(a))}` : null;
    case "recamaras":
      return atLeastEn("bedroom", "bedrooms")(a as number | null);
    case "banos":
      return atLeastEn("bath", "baths")(a as number | null);
    case "estacionamientos":
      return atLeastEn("parking space", "parking spaces")(a as number | null);
    case "precio":
      return rangeEn(a as number | null, b as number | null, (n) => formatPriceMXN(n, "en"));
    case "superficie":
      return rangeEn(a as number | null, b as number | null, formatArea);
    case "estacion_min":
      return a === null ? null : `Within ${a} min of a station`;
    case "linea":
      return a ? `Near ${routeLabel(String(a))}` : null;
    case "traslado":
      return b === null || c === null ? null : commuteChipText(a as string | null, d as number | null, "en");
    default:
      // Amenities keep their names as advertisers list them.
      return filter.chip(values);
  }
}

/** A control's choices: a fact filter's values ('Sí', 'Yes'). */
export function factOptionsIn(key: FactFilterKey, lang: Lang): { value: string; label: string }[] {
  const options = lang === "es" ? FACT_FILTERS[key].options : FACT_FILTER_WORDS_EN[key].options;
  return Object.entries(options as Record<string, string>).map(([value, label]) => ({ value, label }));
}

export const factHintIn = (key: FactFilterKey, lang: Lang): string | undefined =>
  lang === "es" ? (FACT_FILTERS[key] as { hint?: string }).hint : FACT_FILTER_WORDS_EN[key].hint;

/** "12 más no indican si aceptan mascotas", "12 more do not say whether they allow pets". */
export function notGivenSentenceEn(key: FactFilterKey, count: number): string {
  const [one, other] = FACT_FILTER_WORDS_EN[key].notGiven;
  return `${countLabelEn(count, "more", "more")} ${count === 1 ? one : other}`;
}

/** The station-minutes filter's choices ('A menos de 5 min', 'Within 5 min'). */
export const stationOptionText = (minutes: number, lang: Lang): string =>
  lang === "es" ? STATION_FILTER_TEXTS.option(minutes) : `Within ${minutes} min`;
