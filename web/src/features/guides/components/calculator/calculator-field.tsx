import { formatNumber } from "@domain/format/number";
import { readPesos } from "@domain/guides/calculator-fields";
import { FormField } from "@web/components/ui/form-field";
import { inputClasses } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";
import type { ReactNode } from "react";
import type { CalculatorInput } from "../../hooks/use-calculator";

const UNITS = {
  pesos: { prefix: "$", suffix: "MXN", inputMode: "decimal" },
  percent: { prefix: null, suffix: "%", inputMode: "decimal" },
  years: { prefix: null, suffix: "años", inputMode: "numeric" },
  months: { prefix: null, suffix: "meses", inputMode: "numeric" },
} as const;

type CalculatorFieldProps = {
  label: string;
  unit: keyof typeof UNITS;
  input: CalculatorInput;
  hint?: ReactNode;
  className?: string;
};

/**
 * One number of a calculator, typed as text: the unit beside it, its message under it. Pesos
 * that read well are written back the Mexican way ("30,000") when the field is left.
 */
export function CalculatorField({ label, unit, input, hint, className }: CalculatorFieldProps) {
  const { prefix, suffix, inputMode } = UNITS[unit];
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
            className={cn(inputClasses, prefix && "pl-7", suffix.length > 2 ? "pr-16" : "pr-9")}
          />
          <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-slate-500">{suffix}</span>
        </div>
      )}
    </FormField>
  );
}
