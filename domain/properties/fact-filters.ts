import { formatCount } from "../format/money";
import { byCount } from "../format/number";
import { BUILDING_FACTS, creditsFromMask, factApplies, LISTING_FACTS, yesNoOf, type ListingFact } from "../listings/facts";
import { PROPERTY_TYPES, type Operation, type PropertyType } from "./property";

/**
 * The facts an advertiser attests (domain/listings/facts.ts) as search filters: for each
 * URL parameter, the fact it asks about, what each of its values matches among the stored
 * values, what its chip and its choices say, and the sentence that counts the listings
 * left out for not saying. A listing whose fact is not given (null) never matches.
 *
 * - mascotas=si takes "Sí" and "Con restricciones" (both accept pets; the listing says
 *   which); mascotas=sin_restricciones takes "Sí" alone.
 * - amueblado=si|semi|no each take that value alone (amueblado=si as before: furnished).
 * - credito=infonavit|fovissste|bancario: the advertiser accepts that credit.
 * - uso_suelo=habitacional and comercial also take "mixto", whose use permits both.
 * - elevador, seguridad, cisterna, gas_natural, roof_garden =si: the building has it.
 */
type FactFilterDef = {
  fact: ListingFact;
  /** Each URL value and the stored values (as facts.ts names them) it matches. */
  matches: Readonly<Record<string, readonly string[]>>;
  /** What the chip says for each URL value. */
  chips: Readonly<Record<string, string>>;
  /** The choices' words for each URL value in the filter panels ('Cualquiera' comes first). */
  options: Readonly<Record<string, string>>;
  /** Under the choices, when a value takes more than its words say. */
  hint?: string;
  /** "1 más no indica …", "12 más no indican …". */
  notGiven: readonly [one: string, other: string];
};

const valueLabels = <F extends ListingFact>(fact: F, values: readonly (keyof (typeof LISTING_FACTS)[F]["valueLabels"] & string)[]) =>
  Object.fromEntries(values.map((v) => [v, (LISTING_FACTS[fact].valueLabels as Record<string, string>)[v]])) as Record<string, string>;

const building = (fact: ListingFact, have: string) =>
  ({
    fact,
    matches: { si: ["si"] },
    chips: { si: LISTING_FACTS[fact].label },
    options: { si: LISTING_FACTS[fact].label },
    notGiven: [`no indica si tiene ${have}`, `no indican si tienen ${have}`],
  }) as const;

export const FACT_FILTERS = {
  mascotas: {
    fact: "pets",
    matches: { si: ["si", "restricciones"], sin_restricciones: ["si"] },
    chips: { si: "Acepta mascotas", sin_restricciones: "Mascotas sin restricciones" },
    options: { si: "Sí", sin_restricciones: "Sin restricciones" },
    hint: "«Sí» incluye las que aceptan mascotas con restricciones.",
    notGiven: ["no indica si acepta mascotas", "no indican si aceptan mascotas"],
  },
  amueblado: {
    fact: "furnishing",
    matches: { si: ["si"], semi: ["semi"], no: ["no"] },
    chips: { si: "Amueblado", semi: "Semiamueblado", no: "Sin amueblar" },
    options: valueLabels("furnishing", ["si", "semi", "no"]),
    notGiven: ["no indica si está amueblada", "no indican si están amuebladas"],
  },
  credito: {
    fact: "credits",
    matches: { infonavit: ["infonavit"], fovissste: ["fovissste"], bancario: ["bancario"] },
    chips: { infonavit: "Acepta Infonavit", fovissste: "Acepta Fovissste", bancario: "Acepta crédito bancario" },
    options: valueLabels("credits", ["infonavit", "fovissste", "bancario"]),
    notGiven: ["no indica qué créditos acepta", "no indican qué créditos aceptan"],
  },
  uso_suelo: {
    fact: "land_use",
    matches: { habitacional: ["habitacional", "mixto"], comercial: ["comercial", "mixto"], mixto: ["mixto"], industrial: ["industrial"] },
    chips: {
      habitacional: "Uso de suelo habitacional",
      comercial: "Uso de suelo comercial",
      mixto: "Uso de suelo mixto",
      industrial: "Uso de suelo industrial",
    },
    options: valueLabels("land_use", ["habitacional", "comercial", "mixto", "industrial"]),
    hint: "Habitacional y comercial incluyen el uso mixto, que permite ambos.",
    notGiven: ["no indica su uso de suelo", "no indican su uso de suelo"],
  },
  elevador: building("elevador", "elevador"),
  seguridad: building("seguridad_24h", "seguridad 24 h"),
  cisterna: building("cisterna", "cisterna"),
  gas_natural: building("gas_natural", "gas natural"),
  roof_garden: building("roof_garden", "roof garden"),
} as const satisfies Record<string, FactFilterDef>;

export type FactFilterKey = keyof typeof FACT_FILTERS;
export type FactFilterValue<K extends FactFilterKey> = keyof (typeof FACT_FILTERS)[K]["matches"] & string;
export const FACT_FILTER_KEYS = Object.keys(FACT_FILTERS) as FactFilterKey[];

const def = (key: FactFilterKey): FactFilterDef => FACT_FILTERS[key];

/** The URL values of a fact filter, in their order. */
export const factFilterValues = <K extends FactFilterKey>(key: K) => Object.keys(FACT_FILTERS[key].matches) as FactFilterValue<K>[];

/** The stored values a URL value matches (credits: the credits, any one of which matches). */
export const factFilterMatches = (key: FactFilterKey, value: string): readonly string[] => def(key).matches[value] ?? [];

/** The fact's stored form: a text column, a yes-or-no column (1/0) or the credits' bitmask. */
export function factStorage(fact: ListingFact): "text" | "yes-no" | "mask" {
  if (fact === "credits") return "mask";
  return (BUILDING_FACTS as readonly string[]).includes(fact) ? "yes-no" : "text";
}

/** A fact's column as stored (text, 1/0 or a bitmask), null when not given. */
export type StoredFact = string | number | null;

/** Whether a listing's stored fact matches the filter's value (null never does). */
export function storedFactMatches(key: FactFilterKey, value: string, stored: StoredFact): boolean {
  if (stored === null) return false;
  const wanted = factFilterMatches(key, value);
  const fact = def(key).fact;
  switch (factStorage(fact)) {
    case "mask":
      return (creditsFromMask(Number(stored)) ?? []).some((c) => wanted.includes(c));
    case "yes-no":
      return wanted.includes(yesNoOf(Boolean(Number(stored)))!);
    default:
      return wanted.includes(String(stored));
  }
}

/** The property types a fact filter's fact applies to on this operation (none: the filter cannot match). */
export function factFilterTypes(key: FactFilterKey, operation: Operation): PropertyType[] {
  return PROPERTY_TYPES.filter((type) => factApplies(def(key).fact, { operation, type }));
}

/** Whether the filter panels offer this fact filter for a search of this operation (and type, when chosen). */
export function factFilterOffered(key: FactFilterKey, operation: Operation, tipo: PropertyType | null): boolean {
  const types = factFilterTypes(key, operation);
  return tipo ? types.includes(tipo) : types.length > 0;
}

/** "12 más no indican si aceptan mascotas". */
export function notGivenSentence(key: FactFilterKey, count: number): string {
  return `${formatCount(count)} más ${byCount(count, ...def(key).notGiven)}`;
}

/** A fact filter's chip ('Acepta mascotas'), or null when it is not set. */
export const factChip = (key: FactFilterKey, value: string | null): string | null =>
  value === null ? null : ((def(key).chips as Record<string, string>)[value] ?? null);

/** A fact filter's choices in the panels, in their URL order. */
export const factOptions = (key: FactFilterKey): { value: string; label: string }[] =>
  Object.entries(def(key).options).map(([value, label]) => ({ value, label }));

export const factHint = (key: FactFilterKey): string | undefined => def(key).hint;

/** The label of a fact filter: the fact's own ('Acepta mascotas', 'Elevador'). */
export const factFilterLabel = (key: FactFilterKey): string => LISTING_FACTS[def(key).fact].label;

/** The listings left out of a search for not saying a fact it asked about. */
export type NotGivenCount = { filter: FactFilterKey; count: number };
