import * as z from "zod";
import { formatPriceMXN } from "../format/money";
import { formatNumber, formatPercent } from "../format/number";
import type { Bilingual } from "../i18n/bilingual";

// What a person types into a guide's calculator, read as numbers: each field is text (what is
// typed stays as typed, even when it cannot be read) turned into a number or one message that
// says what to write instead: in Spanish, as the schemas write, with its English twin beside
// it (each field's `twins`, in MESSAGE_TWINS), which an English page shows.

const PESOS = /^\d+(\.\d{1,2})?$/;
const PERCENT = /^-?\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;

/** "$30,000", "30 000 MXN", "30000.50" → pesos; null when it is not an amount. */
export function readPesos(text: string): number | null {
  const digits = text.replace(/\$|mxn|,|\s/gi, "");
  return PESOS.test(digits) ? Number(digits) : null;
}

/** "10.5", "10,5 %", "-2" → the fraction 0.105; null when it is not a percentage. */
export function readPercent(text: string): number | null {
  const number = text.replace(/%|\s/g, "").replace(",", ".");
  return PERCENT.test(number) ? Number(number) / 100 : null;
}

/** "20" → 20; null for anything but a whole number. */
export function readWhole(text: string): number | null {
  const number = text.trim();
  return WHOLE.test(number) ? Number(number) : null;
}

type Bounds = { min: number; max: number };

type FieldMessages = { empty: Bilingual; unreadable: Bilingual; range: Bilingual };

/** A calculator's field: its schema, and its messages in both languages (for MESSAGE_TWINS). */
export type NumberField = z.ZodType<number, string> & { readonly twins: readonly Bilingual[] };

function numberText(read: (text: string) => number | null, { min, max }: Bounds, messages: FieldMessages): NumberField {
  const schema = z.string().transform((text, ctx) => {
    if (!text.trim()) {
      ctx.addIssue({ code: "custom", message: messages.empty.es });
      return z.NEVER;
    }
    const n = read(text);
    if (n === null) {
      ctx.addIssue({ code: "custom", message: messages.unreadable.es });
      return z.NEVER;
    }
    if (n < min || n > max) {
      ctx.addIssue({ code: "custom", message: messages.range.es });
      return z.NEVER;
    }
    return n;
  });
  return Object.assign(schema, { twins: Object.values(messages) });
}

/** "Escribe {what}.", "Enter {what}.": a field left empty. */
const emptyMessage = (what: Bilingual): Bilingual => ({ es: `Escribe ${what.es}.`, en: `Enter ${what.en}.` });

/** An amount in pesos; `what` completes "Escribe …" / "Enter …" ("tu ingreso mensual", "your monthly income"). */
export const pesosText = (what: Bilingual, bounds: Bounds, example: number) =>
  numberText(readPesos, bounds, {
    empty: emptyMessage(what),
    unreadable: {
      es: `Escribe solo la cantidad en pesos, por ejemplo ${formatNumber(example)}.`,
      en: `Enter only the amount in pesos, for example ${formatNumber(example)}.`,
    },
    range: {
      es: `Escribe una cantidad entre ${formatPriceMXN(bounds.min)} y ${formatPriceMXN(bounds.max)}.`,
      en: `Enter an amount between ${formatPriceMXN(bounds.min, "en")} and ${formatPriceMXN(bounds.max, "en")}.`,
    },
  });

/** A percentage typed as "10.5", read as the fraction 0.105; bounds are fractions too. */
export const percentText = (what: Bilingual, bounds: Bounds, example: number) =>
  numberText(readPercent, bounds, {
    empty: emptyMessage(what),
    unreadable: {
      es: `Escribe solo el porcentaje, por ejemplo ${formatNumber(example * 100, 2)}.`,
      en: `Enter only the percentage, for example ${formatNumber(example * 100, 2)}.`,
    },
    range: {
      es: `Escribe un porcentaje entre ${formatPercent(bounds.min)} y ${formatPercent(bounds.max)}.`,
      en: `Enter a percentage between ${formatPercent(bounds.min, 2, "en")} and ${formatPercent(bounds.max, 2, "en")}.`,
    },
  });

/** A whole number of `unit` ("años" / "years", "meses" / "months"). */
export const wholeText = (what: Bilingual, bounds: Bounds, unit: Bilingual, example: number) =>
  numberText(readWhole, bounds, {
    empty: emptyMessage(what),
    unreadable: {
      es: `Escribe un número entero de ${unit.es}, por ejemplo ${example}.`,
      en: `Enter a whole number of ${unit.en}, for example ${example}.`,
    },
    range: { es: `Escribe entre ${bounds.min} y ${bounds.max} ${unit.es}.`, en: `Enter between ${bounds.min} and ${bounds.max} ${unit.en}.` },
  });

/** The messages of a form's fields in both languages. */
export const twinsOfFields = (fields: Record<string, NumberField>): Bilingual[] => Object.values(fields).flatMap((field) => [...field.twins]);
