import { formatPriceMXN } from "../format/money";
import { CDMX_NAME } from "../locations/location";
import type { Bilingual } from "../i18n/bilingual";
import type { Lang } from "../i18n/lang";
import { OPERATION_LABELS, PROPERTY_TYPE_NAMES, type Operation, type PropertyType } from "./property";

/** What a search's title says it looks for when no type is chosen, and how it names the operation. */
const SUBJECT_WORDS: Bilingual<{ all: string; operation: Record<Operation, string> }> = {
  es: {
    all: "Propiedades",
    operation: {
      venta: OPERATION_LABELS.venta.toLowerCase(),
      renta: OPERATION_LABELS.renta.toLowerCase(),
      remate: OPERATION_LABELS.remate.toLowerCase(),
    },
  },
  en: { all: "Properties", operation: { venta: "for sale", renta: "for rent", remate: "in foreclosure" } },
};

/** 'Departamentos en renta', 'Propiedades en venta' ('Apartments for rent'): what a search looks for, as titles begin. */
export function searchSubject(tipo: PropertyType | null, operation: Operation, lang: Lang = "es"): string {
  const words = SUBJECT_WORDS[lang];
  const what = tipo ? PROPERTY_TYPE_NAMES[lang][tipo].plural : words.all;
  return `${what} ${words.operation[operation]}`;
}

/** Where a search without a place looks: the city Hogaria publishes in. */
export const WHOLE_CITY_TEXT = `en la ${CDMX_NAME}`;
/** Where a search of a drawn zone, or of the map's view, looks. */
export const DRAWN_ZONE_TEXT = "en la zona dibujada";
export const MAP_ZONE_TEXT = "en la zona del mapa";

/** The place words of a search's title in each language ("in Polanco": place names stay as written). */
export const SEARCH_PLACE_TEXTS = {
  es: { wholeCity: WHOLE_CITY_TEXT, drawnZone: DRAWN_ZONE_TEXT, mapZone: MAP_ZONE_TEXT, inPlace: (name: string) => `en ${name}` },
  en: { wholeCity: "in Mexico City", drawnZone: "in the drawn area", mapZone: "in the map area", inPlace: (name: string) => `in ${name}` },
} satisfies Bilingual<{ wholeCity: string; drawnZone: string; mapZone: string; inPlace: (name: string) => string }>;

const RANGE_WORDS: Bilingual<{ between: (a: string, b: string) => string; upTo: string; from: string }> = {
  es: { between: (a, b) => `, de ${a} a ${b}`, upTo: ", hasta", from: ", desde" },
  en: { between: (a, b) => `, ${a} to ${b}`, upTo: ", up to", from: ", from" },
};

/** ', hasta $25,000', ', desde $10,000', ', de $10,000 a $25,000': a title's price range, or nothing. */
export function priceRangeText(min: number | null | undefined, max: number | null | undefined, lang: Lang = "es"): string {
  const has = (n: number | null | undefined): n is number => n !== null && n !== undefined;
  const words = RANGE_WORDS[lang];
  const price = (n: number) => formatPriceMXN(n, lang);
  if (has(min) && has(max)) return words.between(price(min), price(max));
  if (has(max)) return `${words.upTo} ${price(max)}`;
  if (has(min)) return `${words.from} ${price(min)}`;
  return "";
}
