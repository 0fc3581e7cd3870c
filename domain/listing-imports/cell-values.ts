import { AMENITIES, AMENITY_NAMES } from "../listings/amenities";
import { AMENITY_FACTS, LISTING_FACTS, type BuildingFact, type ListingFacts } from "../listings/facts";
import { LEGAL_STATUS_LABELS, LEGAL_STATUSES, type LegalStatus } from "../listings/legal-status";
import type { Operation, PropertyType } from "../properties/property";
import { normalizeSearchText } from "../text/normalize";

// A cell's text read as the value a listing field takes. What cannot be read is returned
// as it was written, so the listing schema refuses it with its own Spanish message (the
// same the publish form and the worker show).

/**
 * "$4,500,000 MXN", "120 m²", "180 mts", "2.5", "1.234,5": a number the es-MX way (comma thousands,
 * dot decimals), also forgiving the European way when the shape says so. Null: no number.
 */
export function readNumber(cell: string): number | null {
  let s = cell
    .replace(/metros cuadrados|metros|mts2|mts|mt2|m²|m2|mxn|\$|pesos/gi, "")
    .replace(/\s+/g, "")
    .trim();
  if (!/^-?[\d.,]+$/.test(s) || !/\d/.test(s)) return null;
  const lastComma = s.lastIndexOf(",");
  const lastDot = s.lastIndexOf(".");
  if (lastComma !== -1 && lastDot !== -1) {
    // Both: the last one is the decimal separator.
    s = lastDot > lastComma ? s.replace(/,/g, "") : s.replace(/\./g, "").replace(",", ".");
  } else if (lastComma !== -1) {
    s = /^-?\d{1,3}(,\d{3})+$/.test(s) ? s.replace(/,/g, "") : s.replace(",", ".");
  } else if (lastDot !== -1 && /^-?\d{1,3}(\.\d{3}){2,}$/.test(s)) {
    // "4.500.000": dots as thousands (one dot alone stays a decimal point).
    s = s.replace(/\./g, "");
  }
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

const OPERATION_WORDS: [Operation, readonly string[]][] = [
  ["remate", ["remate", "remate bancario", "foreclosure", "adjudicada"]],
  ["renta", ["renta", "rent", "rental", "alquiler", "arriendo", "lease", "for rent", "en renta"]],
  ["venta", ["venta", "sale", "sell", "compra", "for sale", "en venta"]],
];

export function readOperation(cell: string): Operation | string {
  const s = normalizeSearchText(cell);
  for (const [operation, words] of OPERATION_WORDS) if (words.includes(s)) return operation;
  for (const [operation, words] of OPERATION_WORDS) if (words.some((w) => s.split(" ").includes(w))) return operation;
  return cell;
}

// Checked in order: "casa en condominio" before "casa", "bodega" before "local".
const TYPE_WORDS: [PropertyType, readonly string[]][] = [
  ["casa-condominio", ["casa en condominio", "casa condominio", "casa-condominio", "townhouse", "condominio horizontal"]],
  ["departamento", ["departamento", "depto", "depa", "apartment", "apartamento", "condo", "flat", "penthouse", "loft", "estudio"]],
  ["terreno", ["terreno", "lote", "land", "lot", "predio"]],
  ["bodega-comercial", ["bodega", "bodega comercial", "warehouse", "nave industrial", "nave"]],
  ["local-comercial", ["local", "local comercial", "retail", "commercial", "comercial"]],
  ["oficina", ["oficina", "office", "consultorio"]],
  ["casa", ["casa", "house", "home", "residencia", "casa sola"]],
];

export function readPropertyType(cell: string): PropertyType | string {
  const s = normalizeSearchText(cell.replace(/-/g, " "));
  for (const [type, words] of TYPE_WORDS) if (words.some((w) => normalizeSearchText(w.replace(/-/g, " ")) === s)) return type;
  for (const [type, words] of TYPE_WORDS) if (words.some((w) => ` ${s} `.includes(` ${normalizeSearchText(w)} `))) return type;
  return cell;
}

const YES = ["si", "yes", "true", "verdadero", "1", "x", "s", "y"];
const NO = ["no", "false", "falso", "0", "n"];

export function readBoolean(cell: string): boolean | string {
  const s = normalizeSearchText(cell);
  if (YES.includes(s)) return true;
  if (NO.includes(s)) return false;
  return cell;
}

export function readLegalStatus(cell: string): LegalStatus | string {
  const s = normalizeSearchText(cell);
  return LEGAL_STATUSES.find((status) => normalizeSearchText(status) === s || normalizeSearchText(LEGAL_STATUS_LABELS[status].label) === s) ?? cell;
}

const AMENITY_BY_NORMALISED = new Map(AMENITY_NAMES.map((name) => [normalizeSearchText(name), name]));
/** A fact named among the amenities, with the value it says. */
export type FeatureFact = "pets" | "furnishing" | BuildingFact;
// The first word of each is the name an export writes.
const FACT_WORDS: [FeatureFact, string, readonly string[]][] = [
  ...Object.entries(AMENITY_FACTS).map(([name, fact]): [FeatureFact, string, readonly string[]] => [fact, "si", [name, LISTING_FACTS[fact].label]]),
  [
    "pets",
    "si",
    ["Pet friendly", "mascotas", "acepta mascotas", "se aceptan mascotas", "mascotas permitidas", "se permiten mascotas", "pets allowed"],
  ],
  ["furnishing", "semi", ["Semiamueblado", "semi amueblado", "semiamueblada", "semi amueblada"]],
  ["furnishing", "si", ["Amueblado", "amueblada", "furnished"]],
  ["elevador", "si", ["ascensor", "elevadores"]],
  ["seguridad_24h", "si", ["seguridad 24 h", "seguridad 24 horas", "seguridad 24 hrs", "vigilancia 24 horas", "vigilancia", "seguridad"]],
  ["gas_natural", "si", ["Gas natural", "gas estacionario"]],
];
/**
 * The facts a feed's feature list can say, as names readFeatures reads back: a pet policy
 * of "si", a furnishing of "si" or "semi", and the building's facts that are "si".
 */
export function factFeatureNames(facts: Pick<ListingFacts, FeatureFact>): string[] {
  return FACT_WORDS.filter(([fact, value], i) => facts[fact] === value && FACT_WORDS.findIndex(([f, v]) => f === fact && v === value) === i).map(
    ([, , words]) => words[0]!,
  );
}
export const isFactFeatureName = (name: string): boolean => FACT_BY_WORD.has(normalizeSearchText(name));

const FACT_BY_WORD = new Map(FACT_WORDS.flatMap(([fact, value, words]) => words.map((w) => [normalizeSearchText(w), { fact, value }] as const)));

/**
 * "Jardín; Alberca, Pet friendly, Elevador": the amenities Hogaria knows for this kind of
 * property, in Hogaria's spelling. The facts named among them (mascotas, amueblado, the
 * building's) come out apart as what they say; any other word is returned in `unknown`
 * (the row keeps the rest).
 */
export function readFeatures(
  cells: string | readonly string[],
  type: PropertyType | null,
): { features: string[]; unknown: string[]; facts: Partial<Record<FeatureFact, string>> } {
  const words = (typeof cells === "string" ? cells.split(/[;,|\n]/) : cells).map((w) => w.trim()).filter(Boolean);
  const allowed = type ? new Set(AMENITIES[type]) : null;
  const out = { features: [] as string[], unknown: [] as string[], facts: {} as Partial<Record<FeatureFact, string>> };
  for (const word of words) {
    const s = normalizeSearchText(word);
    const fact = FACT_BY_WORD.get(s);
    if (fact) out.facts[fact.fact] = fact.value;
    else {
      const name = AMENITY_BY_NORMALISED.get(s);
      if (name && (!allowed || allowed.has(name))) {
        if (!out.features.includes(name)) out.features.push(name);
      } else out.unknown.push(word);
    }
  }
  return out;
}

/** The http(s) addresses in a cell, separated by spaces, commas, semicolons or pipes. */
export function readUrls(cell: string): string[] {
  return cell
    .split(/[\s,;|]+/)
    .map((u) => u.trim())
    .filter((u) => /^https?:\/\/\S+$/i.test(u));
}
