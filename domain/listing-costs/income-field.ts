import { pesosText } from "../guides/calculator-fields";

/** A net monthly income a visitor may type to read a credit's payment against: pesos a month. */
export const MONTHLY_INCOME_BOUNDS = { min: 1_000, max: 10_000_000 } as const;
export const monthlyIncomeText = pesosText({ es: "tu ingreso mensual", en: "your monthly income" }, MONTHLY_INCOME_BOUNDS, 45_000);

/** What the income field holds: nothing yet, an income, or the message that says what to write instead. */
export type IncomeReading = { income: number | null; error: string | null };

export function readMonthlyIncome(text: string): IncomeReading {
  if (!text.trim()) return { income: null, error: null };
  const parsed = monthlyIncomeText.safeParse(text);
  return parsed.success ? { income: parsed.data, error: null } : { income: null, error: parsed.error.issues[0]?.message ?? null };
}
