// A price far below its colonia's median is the bait of the commonest rental scam (a real
// home's photos, a tempting rent, a deposit asked for before any visit). Such a listing is
// not held (cheap homes exist): the operator's desk lists it under "Precios fuera de
// rango", and its page shows the colonia's median with the advice never to pay before visiting.
import type { Operation } from "./property";
import { medianKey, pricePerM2, type ColoniaMedian, type PriceSample } from "./price-stats";

/**
 * How far below the median (in whole percent) a price per m² is out of line: rentals more
 * than 40 % below, sales more than 50 %. Remates are discounted by nature (their discount
 * is shown against the appraisal): never.
 */
export const OUT_OF_LINE_PERCENT: Record<Operation, number | null> = { renta: 40, venta: 50, remate: null };

/** A median is trusted for this only when it was taken from at least this many listings. */
export const MIN_COMPARABLES = 8;

/**
 * Whether a price per m² is out of line with its colonia's median: more than the
 * operation's OUT_OF_LINE_PERCENT below it, with a median of MIN_COMPARABLES listings or
 * more. Compared in integers (perM2 · 100 < median · (100 − percent)), so the SQL of the
 * migration that filled the flags decides every listing as this does.
 */
export function isPriceOutOfLine(operation: Operation, perM2: number | null, medianPerM2: number | null, sampleSize: number | null): boolean {
  const percent = OUT_OF_LINE_PERCENT[operation];
  if (percent === null || perM2 === null || medianPerM2 === null || sampleSize === null) return false;
  return sampleSize >= MIN_COMPARABLES && perM2 * 100 < medianPerM2 * (100 - percent);
}

/** A listing out of line, with the numbers the desk shows. */
export type PriceFlag = {
  propertyId: string;
  locationId: string;
  operationType: Operation;
  priceM2: number;
  medianPriceM2: number;
  sampleSize: number;
};

/** The published listings among these samples whose price is out of line with their colonia's median. */
export function priceFlagsOf(samples: readonly (PriceSample & { id: string })[], medians: readonly ColoniaMedian[]): PriceFlag[] {
  const byKey = new Map(medians.map((m) => [medianKey(m.locationId, m.operationType, m.propertyType), m]));
  const flags: PriceFlag[] = [];
  for (const s of samples) {
    const perM2 = pricePerM2({ price: s.price, built_surface: s.builtSurface ?? null, total_surface: s.totalSurface ?? null });
    const m = byKey.get(medianKey(s.locationId, s.operationType, s.propertyType));
    if (!m || !isPriceOutOfLine(s.operationType, perM2, m.medianPriceM2, m.sampleSize)) continue;
    flags.push({
      propertyId: s.id,
      locationId: s.locationId,
      operationType: s.operationType,
      priceM2: perM2!,
      medianPriceM2: m.medianPriceM2,
      sampleSize: m.sampleSize,
    });
  }
  return flags;
}

/** What a renter (or buyer) reads on the page of a listing out of line, before the safety advice. */
export const PRICE_OUT_OF_LINE_TEXTS = {
  title: "Precio muy por debajo de la colonia",
  caution: "Un precio así puede ser real, pero también es la carnada más común de los fraudes.",
} as const;
