// The price per m² of a listing and the median of its colonia, so a buyer or a renter sees
// at a glance whether a price is high or suspiciously low. The median is taken over the
// colonia's published listings of the same operation (sales with sales, rentals with
// rentals; a remate is measured against the sales) and the same kind of property (homes are
// not compared with lots or warehouses), and only from enough of them to mean something.
import { formatPercent } from "../format/number";
import type { Bilingual } from "../i18n/bilingual";
import type { Lang } from "../i18n/lang";
import { displayArea, type Operation, type PropertyType } from "./property";

/** The listings whose prices make the median a listing of this operation is compared with. */
export const MEDIAN_SOURCE: Record<Operation, "venta" | "renta"> = { venta: "venta", renta: "renta", remate: "venta" };

/** Kinds of property whose prices per m² are compared with each other. */
export const PRICE_CLASSES = ["vivienda", "comercial", "terreno", "bodega"] as const;
export type PriceClass = (typeof PRICE_CLASSES)[number];

export const PRICE_CLASS_OF: Record<PropertyType, PriceClass> = {
  departamento: "vivienda",
  casa: "vivienda",
  "casa-condominio": "vivienda",
  "local-comercial": "comercial",
  oficina: "comercial",
  terreno: "terreno",
  "bodega-comercial": "bodega",
};

/** "casas y departamentos en venta en Roma Norte": what a median was taken over. */
export const PRICE_CLASS_LABELS: Record<PriceClass, string> = {
  vivienda: "casas y departamentos",
  comercial: "locales y oficinas",
  terreno: "terrenos",
  bodega: "bodegas",
};

/** No median from fewer listings than this: two or three prices say nothing about a colonia. */
export const MIN_MEDIAN_SAMPLE = 3;

/** Within this share of the median (either side), a price is "cerca de la mediana". */
export const NEAR_MEDIAN_SHARE = 0.05;

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Whole pesos per m² of the area cards show (built, else total); null without an area. */
export function pricePerM2(p: { price: number; built_surface: number | null; total_surface: number | null }): number | null {
  const area = displayArea(p);
  return area && area > 0 ? Math.round(p.price / area) : null;
}

/** A published listing as the medians read it (remates are read by nobody: they follow the sales). */
export type PriceSample = {
  locationId: string;
  operationType: Operation;
  propertyType: PropertyType;
  price: number;
  builtSurface?: number | null;
  totalSurface?: number | null;
};

/**
 * One row of the stored medians: a colonia, an operation and a property type, with the
 * median of the type's class among the operation's source listings (MEDIAN_SOURCE).
 */
export type ColoniaMedian = {
  locationId: string;
  operationType: Operation;
  propertyType: PropertyType;
  medianPriceM2: number;
  sampleSize: number;
};

/** The key of a colonia's median for a listing of this operation and type. */
export const medianKey = (locationId: string, operation: Operation, type: PropertyType) => `${locationId}\u0000${operation}\u0000${type}`;

/**
 * The medians of these colonias' listings: one row per colonia, operation and property
 * type, holding the median of the type's class among the operation's source listings (a
 * casa for rent reads the median of the casas and departamentos for rent; a remate, that of
 * the sales). A class with fewer than MIN_MEDIAN_SAMPLE listings with an area gets no row.
 */
export function coloniaMedians(samples: readonly PriceSample[]): ColoniaMedian[] {
  const byClass = new Map<string, number[]>();
  for (const s of samples) {
    if (MEDIAN_SOURCE[s.operationType] !== s.operationType) continue;
    const perM2 = pricePerM2({ price: s.price, built_surface: s.builtSurface ?? null, total_surface: s.totalSurface ?? null });
    if (perM2 === null) continue;
    const key = `${s.locationId}\u0000${s.operationType}\u0000${PRICE_CLASS_OF[s.propertyType]}`;
    const values = byClass.get(key);
    if (values) values.push(perM2);
    else byClass.set(key, [perM2]);
  }
  const out: ColoniaMedian[] = [];
  for (const [key, values] of byClass) {
    if (values.length < MIN_MEDIAN_SAMPLE) continue;
    const [locationId, source, priceClass] = key.split("\u0000");
    const medianPriceM2 = Math.round(median(values)!);
    for (const [operationType, from] of Object.entries(MEDIAN_SOURCE) as [Operation, Operation][]) {
      if (from !== source) continue;
      for (const [propertyType, cls] of Object.entries(PRICE_CLASS_OF) as [PropertyType, PriceClass][]) {
        if (cls === priceClass) out.push({ locationId, operationType, propertyType, medianPriceM2, sampleSize: values.length });
      }
    }
  }
  return out;
}

export type MedianPosition = "debajo" | "cerca" | "encima";

/** Where a price per m² stands against its colonia's median, and by how many percent (rounded). */
export function comparedToMedian(perM2: number, medianPerM2: number): { position: MedianPosition; percent: number } {
  const share = perM2 / medianPerM2 - 1;
  const percent = Math.round(Math.abs(share) * 100);
  if (Math.abs(share) < NEAR_MEDIAN_SHARE) return { position: "cerca", percent };
  return { position: share < 0 ? "debajo" : "encima", percent };
}

/**
 * "12 % debajo de la mediana", "8 % arriba de la mediana", "En la mediana" (within
 * NEAR_MEDIAN_SHARE): the one wording of a price against its median, on cards and pages.
 */
export function medianComparison(perM2: number, medianPerM2: number, lang: Lang = "es"): string {
  const { position, percent } = comparedToMedian(perM2, medianPerM2);
  if (lang === "en")
    return position === "cerca"
      ? "At the median"
      : `${formatPercent(percent / 100, 0, "en")} ${position === "debajo" ? "below" : "above"} the median`;
  if (position === "cerca") return "En la mediana";
  return `${formatPercent(percent / 100, 0)} ${position === "debajo" ? "debajo" : "arriba"} de la mediana`;
}

/** "12 % debajo de la mediana de Del Valle Centro": the comparison, where. */
export function medianComparisonIn(perM2: number, medianPerM2: number, colonia: string, lang: Lang = "es"): string {
  return `${medianComparison(perM2, medianPerM2, lang)} ${MEDIAN_WORDS[lang].of} ${colonia}`;
}

const SOURCE_WORDS = { venta: "en venta", renta: "en renta" } as const;

/** The median's words on English pages (colonia names stay as written). */
const MEDIAN_WORDS: Bilingual<{
  of: string;
  in: string;
  median: string;
  classes: Record<PriceClass, string>;
  source: Record<"venta" | "renta", string>;
}> = {
  es: { of: "de", in: "en", median: "Mediana de", classes: PRICE_CLASS_LABELS, source: SOURCE_WORDS },
  en: {
    of: "of",
    in: "in",
    median: "Median of",
    classes: { vivienda: "houses and apartments", comercial: "retail and offices", terreno: "land lots", bodega: "warehouses" },
    source: { venta: "for sale", renta: "for rent" },
  },
};

/** "casas y departamentos en renta en Roma Norte": what a listing's median was taken over. */
export function medianScope(propertyType: PropertyType, operation: Operation, colonia: string, lang: Lang = "es"): string {
  const words = MEDIAN_WORDS[lang];
  return `${words.classes[PRICE_CLASS_OF[propertyType]]} ${words.source[MEDIAN_SOURCE[operation]]} ${words.in} ${colonia}`;
}

/** "Mediana de casas y departamentos en renta en Roma Norte: $250/m²" */
export function medianLine(scope: string, median: string, lang: Lang = "es"): string {
  return `${MEDIAN_WORDS[lang].median} ${scope}: ${median}`;
}
