import * as z from "zod";
import { formatPriceMXN } from "../format/money";
import { formatNumber, formatPercent } from "../format/number";

// What a person types into a guide's calculator, read as numbers: each field is text (what is
// typed stays as typed, even when it cannot be read) turned into a number or one Spanish
// message that says what to write instead.

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

function numberText(read: (text: string) => number | null, { min, max }: Bounds, messages: { empty: string; unreadable: string; range: string }) {
  return z.string().transform((text, ctx) => {
    if (!text.trim()) {
      ctx.addIssue({ code: "custom", message: messages.empty });
      return z.NEVER;
    }
    const n = read(text);
    if (n === null) {
      ctx.addIssue({ code: "custom", message: messages.unreadable });
      return z.NEVER;
    }
    if (n < min || n > max) {
      ctx.addIssue({ code: "custom", message: messages.range });
      return z.NEVER;
    }
    return n;
  });
}

/** An amount in pesos; `what` completes "Escribe …" ("tu ingreso mensual"). */
export const pesosText = (what: string, bounds: Bounds, example: number) =>
  numberText(readPesos, bounds, {
    empty: `Escribe ${what}.`,
    unreadable: `Escribe solo la cantidad en pesos, por ejemplo ${formatNumber(example)}.`,
    range: `Escribe una cantidad entre ${formatPriceMXN(bounds.min)} y ${formatPriceMXN(bounds.max)}.`,
  });

/** A percentage typed as "10.5", read as the fraction 0.105; bounds are fractions too. */
export const percentText = (what: string, bounds: Bounds, example: number) =>
  numberText(readPercent, bounds, {
    empty: `Escribe ${what}.`,
    unreadable: `Escribe solo el porcentaje, por ejemplo ${formatNumber(example * 100, 2)}.`,
    range: `Escribe un porcentaje entre ${formatPercent(bounds.min)} y ${formatPercent(bounds.max)}.`,
  });

/** A whole number of `unit` ("años", "meses"). */
export const wholeText = (what: string, bounds: Bounds, unit: string, example: number) =>
  numberText(readWhole, bounds, {
    empty: `Escribe ${what}.`,
    unreadable: `Escribe un número entero de ${unit}, por ejemplo ${example}.`,
    range: `Escribe entre ${bounds.min} y ${bounds.max} ${unit}.`,
  });
