// The price per m² of a listing and the median of its colonia, so a buyer sees at a glance
// whether a price is high. The median is taken over the colonia's published venta listings
// of the same kind of property (homes are not compared with lots or warehouses), and only
// from enough of them to mean something.
import { displayArea, type PropertyType } from "./property";

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

/** A published venta listing as the medians read it. */
export type PriceSample = {
  locationId: string;
  propertyType: PropertyType;
  price: number;
  builtSurface?: number | null;
  totalSurface?: number | null;
};

/** One row of the stored medians: a colonia and a property type, with its class's median. */
export type ColoniaMedian = { locationId: string; propertyType: PropertyType; medianPriceM2: number; sampleSize: number };

/**
 * The medians of these colonias' venta listings: one row per colonia and property type,
 * holding the median of the type's class (a casa reads the median of casas and
 * departamentos). A class with fewer than MIN_MEDIAN_SAMPLE listings with an area gets no row.
 */
export function coloniaMedians(samples: readonly PriceSample[]): ColoniaMedian[] {
  const byClass = new Map<string, number[]>();
  for (const s of samples) {
    const perM2 = pricePerM2({ price: s.price, built_surface: s.builtSurface ?? null, total_surface: s.totalSurface ?? null });
    if (perM2 === null) continue;
    const key = `${s.locationId}\u0000${PRICE_CLASS_OF[s.propertyType]}`;
    byClass.set(key, [...(byClass.get(key) ?? []), perM2]);
  }
  const out: ColoniaMedian[] = [];
  for (const [key, values] of byClass) {
    if (values.length < MIN_MEDIAN_SAMPLE) continue;
    const [locationId, priceClass] = key.split("\u0000");
    const medianPriceM2 = Math.round(median(values)!);
    for (const [type, cls] of Object.entries(PRICE_CLASS_OF) as [PropertyType, PriceClass][]) {
      if (cls === priceClass) out.push({ locationId, propertyType: type, medianPriceM2, sampleSize: values.length });
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

/** "13 % bajo la mediana", "8 % sobre la mediana", "Cerca de la mediana": the short form for cards. */
export function medianHint(perM2: number, medianPerM2: number): string {
  const { position, percent } = comparedToMedian(perM2, medianPerM2);
  if (position === "cerca") return "Cerca de la mediana";
  return `${percent} % ${position === "debajo" ? "bajo" : "sobre"} la mediana`;
}

/** "13 % por debajo de la mediana", "8 % por encima de la mediana", "Cerca de la mediana": the long form. */
export function medianComparison(perM2: number, medianPerM2: number): string {
  const { position, percent } = comparedToMedian(perM2, medianPerM2);
  if (position === "cerca") return "Cerca de la mediana";
  return `${percent} % por ${position === "debajo" ? "debajo" : "encima"} de la mediana`;
}

/** "casas y departamentos en venta en Roma Norte" */
export function medianScope(propertyType: PropertyType, colonia: string): string {
  return `${PRICE_CLASS_LABELS[PRICE_CLASS_OF[propertyType]]} en venta en ${colonia}`;
}
