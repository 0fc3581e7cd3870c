import { CREDITS, LISTING_FACTS, type Credit, type ListingFact } from "../listings/facts";
import { normalizeSearchText } from "../text/normalize";

// The facts an advertiser attests as CDMX agents write them in a spreadsheet cell or a
// feed's tags ("Sí", "con restricciones", "semiamueblado", "Infonavit, bancario"). What
// cannot be read is returned as written, so the listing schema refuses it with its message.

const YES = ["si", "yes", "true", "verdadero", "1", "x", "s", "y", "acepta", "se acepta", "se aceptan", "permitidas", "permitido", "con"];
const NO = ["no", "false", "falso", "0", "n", "sin", "no se aceptan", "no acepta", "no permitidas", "no permitido"];

/** Words for each value of a choice fact besides its value and its label. */
const VALUE_WORDS: Partial<Record<ListingFact, Record<string, readonly string[]>>> = {
  pets: {
    si: [...YES, "pet friendly", "mascotas", "acepta mascotas", "se aceptan mascotas", "mascotas permitidas", "pets allowed"],
    no: [...NO, "sin mascotas", "no mascotas", "no se permiten mascotas", "no pets"],
    restricciones: ["restricciones", "con restricciones", "restringido", "solo pequenas", "mascotas pequenas", "pequenas", "limitado", "consultar"],
  },
  furnishing: {
    si: [...YES, "amueblado", "amueblada", "totalmente amueblado", "furnished"],
    semi: ["semi", "semiamueblado", "semiamueblada", "semi amueblado", "semi amueblada", "parcialmente amueblado", "semi furnished"],
    no: [...NO, "sin amueblar", "sin muebles", "vacio", "unfurnished"],
  },
  land_use: {
    habitacional: ["h", "vivienda"],
    comercial: ["c", "comercio"],
    mixto: ["hm", "hc", "uso mixto", "habitacional mixto"],
    industrial: ["i"],
  },
  guarantee: {
    poliza: ["poliza", "poliza juridica", "poliza de arrendamiento", "poliza juridica de arrendamiento"],
    aval: ["aval", "fiador", "aval con propiedad", "fiador con propiedad", "aval con inmueble"],
    "poliza-o-aval": ["poliza o aval", "aval o poliza", "poliza y/o aval", "aval y/o poliza", "cualquiera"],
    ninguna: ["ninguna", "ninguno", "no", "sin aval", "sin poliza", "sin aval ni poliza", "no pide", "no requiere"],
  },
};

/** A choice fact's cell ("Sí", "Con restricciones", "Uso mixto") → its value. */
export function readFactChoice(fact: ListingFact, cell: string): string {
  const s = normalizeSearchText(cell.replace(/^uso de suelo\s+/i, ""));
  const { values, valueLabels } = LISTING_FACTS[fact] as { values: readonly string[]; valueLabels: Record<string, string> };
  const words = VALUE_WORDS[fact] ?? { si: YES, no: NO };
  for (const value of values) {
    if (s === value || s === normalizeSearchText(valueLabels[value]!) || (words[value] ?? []).includes(s)) return value;
  }
  return cell;
}

const CREDIT_WORDS: Record<Credit, readonly string[]> = {
  infonavit: ["infonavit", "credito infonavit", "cofinavit"],
  fovissste: ["fovissste", "fovisste", "credito fovissste"],
  bancario: ["bancario", "bancarios", "banco", "bancos", "credito bancario", "hipotecario", "credito hipotecario", "hipoteca"],
  contado: ["contado", "de contado", "efectivo", "recursos propios", "cash"],
};

/** "Infonavit, bancario y contado" → the credits; a word it does not know is returned as written. */
export function readCredits(cell: string): Credit[] | string {
  const words = cell
    .split(/[,;/|\n+]|\s+y\s+|\s+o\s+/i)
    .map(normalizeSearchText)
    .filter(Boolean);
  const credits = new Set<Credit>();
  for (const word of words) {
    const credit = CREDITS.find((c) => CREDIT_WORDS[c].includes(word));
    if (!credit) return cell;
    credits.add(credit);
  }
  return CREDITS.filter((c) => credits.has(c));
}

/** "Sí"/"No" in a column of one credit or one guarantee ("Infonavit", "Aval"). */
export function readYesNo(cell: string): boolean | string {
  const s = normalizeSearchText(cell);
  if (YES.includes(s)) return true;
  if (NO.includes(s)) return false;
  return cell;
}

const NUMBER_WORDS: Record<string, number> = { medio: 0.5, uno: 1, un: 1, una: 1, dos: 2, tres: 3, cuatro: 4 };

/** "1", "2 meses", "un mes", "1.5" → months; "sin depósito" → 0. */
export function readDepositMonths(cell: string): number | string {
  const s = cell
    .trim()
    .toLowerCase()
    .replace(",", ".")
    .replace(/\s*(?:mes|meses)(?: de renta)?$/, "");
  if (NO.includes(normalizeSearchText(s)) || normalizeSearchText(s) === "sin deposito") return 0;
  if (/^\d+(?:\.\d+)?$/.test(s)) return Number(s);
  return NUMBER_WORDS[s] ?? cell;
}

/** A cuota written as words instead of an amount: "Incluido", "incluida en la renta". */
export const saysMaintenanceIncluded = (cell: string): boolean =>
  ["incluido", "incluida", "incluido en la renta", "incluida en la renta", "incluye", "included"].includes(normalizeSearchText(cell));
