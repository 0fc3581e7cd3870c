import { formatNumber } from "@domain/format/number";
import { readPesos } from "@domain/guides/calculator-fields";
import { CALCULATOR_TEXT } from "@domain/guides/calculator-text";
import type { Lang } from "@domain/i18n/lang";
import { useLang } from "@web/lib/i18n/lang-context";
import { FormField } from "@web/components/ui/form-field";
import { inputClasses } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";
import type { ReactNode } from "react";
import type { CalculatorInput } from "../../hooks/use-calculator";

type Unit = "pesos" | "percent" | "years" | "months";

/** Each unit's words beside the field, in the page's language ("$ … MXN", "MX$ … MXN", "años", "years"). */
function unitOf(unit: Unit, lang: Lang): { prefix: string | null; suffix: string; inputMode: "decimal" | "numeric" } {
  const words = CALCULATOR_TEXT.units[lang];
  if (unit === "pesos") return { ...words.pesos, inputMode: "decimal" };
  if (unit === "percent") return { prefix: null, suffix: words.percent, inputMode: "decimal" };
  return { prefix: null, suffix: words[unit], inputMode: "numeric" };
}

type CalculatorFieldProps = {
  label: string;
  unit: Unit;
  input: CalculatorInput;
  hint?: ReactNode;
  className?: string;
};

/**
 * One number of a calculator, typed as text: the unit beside it, its message under it. Pesos
 * that read well are written back the Mexican way ("30,000") when the field is left.
 */
export function CalculatorField({ label, unit, input, hint, className }: CalculatorFieldProps) {
  const { prefix, suffix, inputMode } = unitOf(unit, useLang());
  const onBlur = () => {
    const pesos = unit === "pesos" ? readPesos(input.value) : null;
    if (pesos !== null) input.onChange(formatNumber(pesos, 2));
    input.onBlur();
  };
  return (
    <FormField label={label} error={input.error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          {prefix && <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500">{prefix}</span>}
          <input
            {...control}
            name={input.name}
            type="text"
            inputMode={inputMode}
            autoComplete="off"
            value={input.value}
            onChange={(event) => input.onChange(event.target.value)}
            onBlur={onBlur}
            className={cn(inputClasses, prefix && (prefix.length > 1 ? "pl-12" : "pl-7"), suffix.length > 2 ? "pr-16" : "pr-9")}
          />
          <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-slate-500">{suffix}</span>
        </div>
      )}
    </FormField>
  );
}
