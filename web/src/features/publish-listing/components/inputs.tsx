import { useRef, type ReactNode } from "react";
import { formatCount, PESO_SIGN } from "@domain/format/money";
import { useLang } from "@web/lib/i18n/lang-context";
import { FormField } from "@web/components/ui/form-field";
import { inputClasses } from "@web/components/ui/input";
import { Switch } from "@web/components/ui/switch";
import { cn } from "@web/lib/cn";

type NumberProps = {
  label: ReactNode;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  error?: string;
  hint?: ReactNode;
  /** Text after the number inside the field: "m²", "años". */
  suffix?: string;
  /** Halves allowed (baños). */
  step?: 1 | 0.5;
  min?: number;
  className?: string;
  name: string;
};

/** A whole (or half) number; empty means "not given" (null). */
export function NumberField({ label, value, onChange, error, hint, suffix, step = 1, min = 0, className, name }: NumberProps) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            name={name}
            type="number"
            inputMode={step === 1 ? "numeric" : "decimal"}
            min={min}
            step={step}
            value={value ?? ""}
            onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))}
            className={cn(inputClasses, suffix && "pr-14")}
          />
          {suffix && <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-slate-500">{suffix}</span>}
        </div>
      )}
    </FormField>
  );
}

/** Pesos as the agent types them, formatted es-MX on the fly: "4,500,000". */
export function MoneyField({ label, value, onChange, error, hint, className, name }: Omit<NumberProps, "suffix" | "step" | "min">) {
  const ref = useRef<HTMLInputElement>(null);
  // "$" on Spanish pages, "MX$" on English ones (a bare "$" reads as dollars there).
  const lang = useLang();
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500">{PESO_SIGN[lang]}</span>
          <input
            {...control}
            ref={ref}
            name={name}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={value === null || value === undefined ? "" : formatCount(value)}
            onChange={(e) => {
              const input = e.target;
              // Keep the caret the same number of digits from the end after reformatting.
              const digitsAfter = input.value.slice(input.selectionStart ?? input.value.length).replace(/\D/g, "").length;
              const digits = input.value.replace(/\D/g, "").slice(0, 12);
              onChange(digits === "" ? null : Number(digits));
              requestAnimationFrame(() => {
                const el = ref.current;
                if (!el) return;
                let pos = el.value.length;
                for (let seen = 0; pos > 0 && seen < digitsAfter; pos--) if (/\d/.test(el.value[pos - 1])) seen++;
                el.setSelectionRange(pos, pos);
              });
            }}
            className={cn(inputClasses, "pr-16", lang === "es" ? "pl-7" : "pl-12")}
          />
          <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-slate-500">MXN</span>
        </div>
      )}
    </FormField>
  );
}

/** A yes/no fact with a switch and its label. */
export function SwitchRow({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <div>
        <label htmlFor={id} className="font-semibold text-slate-900">
          {label}
        </label>
        {hint && <p className="mt-0.5 text-sm text-slate-600">{hint}</p>}
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

type Choice<T extends string> = { value: T; label: string; description?: string };

/** One of a few options as large radio cards (role=radiogroup), keyboard friendly. */
export function ChoiceCards<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  columns = 3,
}: {
  legend: string;
  name: string;
  options: readonly Choice<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  error?: string;
  columns?: 2 | 3 | 4;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      <div
        className={cn(
          "grid gap-2 sm:gap-3",
          columns === 2 ? "grid-cols-2" : columns === 3 ? "grid-cols-2 sm:grid-cols-3" : "grid-cols-2 sm:grid-cols-4",
        )}
      >
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex min-h-12 cursor-pointer flex-col justify-center rounded-xl border bg-white px-4 py-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600",
              value === option.value ? "border-primary-600 bg-primary-50 text-primary-900" : "border-slate-300 text-slate-800 hover:border-slate-400",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            <span className="font-semibold">{option.label}</span>
            {option.description && <span className="mt-0.5 text-sm text-slate-600">{option.description}</span>}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
