import { useState } from "react";
import type { z } from "zod";
import { useMessageIn } from "@web/lib/i18n/use-message-in";

export type CalculatorInput = {
  name: string;
  value: string;
  /** The field's message in the page's language, once the person has left the field (or never, while it reads well). */
  error: string | undefined;
  onChange: (text: string) => void;
  onBlur: () => void;
};

/**
 * A calculator's fields kept as typed and read by its zod schema on every keystroke: the result
 * follows the last values that read well, so a field being fixed never blanks it and nothing
 * typed is lost. A field's message shows once the person leaves it, and goes as soon as it is
 * fixed.
 */
export function useCalculator<K extends string, Values, Result>(
  schema: z.ZodType<Values, Record<K, string>>,
  initial: Record<K, string>,
  compute: (values: Values) => Result,
) {
  const messageIn = useMessageIn();
  const [texts, setTexts] = useState(initial);
  const [left, setLeft] = useState<ReadonlySet<K>>(() => new Set());
  const [lastGood, setLastGood] = useState(() => schema.parse(initial));

  const parsed = schema.safeParse(texts);
  const errors: Partial<Record<K, string>> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path[0] as K] ??= issue.message;

  const change = (name: K, text: string) => {
    const next = { ...texts, [name]: text };
    setTexts(next);
    const read = schema.safeParse(next);
    if (read.success) setLastGood(read.data);
  };

  const input = (name: K): CalculatorInput => ({
    name,
    value: texts[name],
    error: left.has(name) ? messageIn(errors[name]) : undefined,
    onChange: (text) => change(name, text),
    onBlur: () => setLeft((names) => (names.has(name) ? names : new Set(names).add(name))),
  });

  return {
    input,
    /** What the calculator shows: from the values typed, or the last that read well. */
    result: compute(lastGood),
    /** False while some field does not read well (the result is then the last good one). */
    upToDate: parsed.success,
    /** The values as read, when they all read well. */
    values: parsed.success ? parsed.data : null,
  };
}
