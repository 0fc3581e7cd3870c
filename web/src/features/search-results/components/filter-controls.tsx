import { useId, type CSSProperties } from "react";
import { CircleAlert } from "lucide-react";
import { PROPERTY_TYPES, PROPERTY_TYPE_NAMES, type Operation, type PropertyType } from "@domain/properties/property";
import { formatCount } from "@domain/format/money";
import { rangeIsValid, type HandSetFilter } from "@domain/properties/search-filters";
import type { FactFilterKey } from "@domain/properties/fact-filters";
import { factHintIn, factOptionsIn, filterLabel, FILTER_PANEL_TEXTS, paramLabel, stationOptionText } from "@domain/properties/search-filter-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { inputClasses } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";
import { filterPatch, filterValues, type SearchState } from "../search-state";

const choiceClasses = cn(
  "inline-flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 transition-colors hover:border-slate-400 hover:bg-slate-50",
  "aria-pressed:border-primary-700 aria-pressed:bg-primary-50 aria-pressed:text-primary-900",
);

type Choice<T> = { value: T; label: string };

/** The filter panels' own words in the page's language. */
const usePanelTexts = () => FILTER_PANEL_TEXTS[useLang()];

/**
 * One choice among a few, as toggle buttons (aria-pressed) in a labelled group: each is a
 * plain button, so it works with Tab, Enter and Space and needs no script to move focus.
 */
function ChoiceGroup<T>({
  legend,
  choices,
  value,
  onChange,
  className,
  groupStyle,
  itemClassName,
  hint,
}: {
  legend: string;
  /** A line under the choices, when a choice takes more than its words say. */
  hint?: string;
  choices: Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
  groupStyle?: CSSProperties;
  itemClassName?: string;
}) {
  const legendId = useId();
  const hintId = `${legendId}-hint`;
  return (
    <div>
      <p id={legendId} className="mb-2 text-sm font-semibold text-slate-800">
        {legend}
      </p>
      <div role="group" aria-labelledby={legendId} aria-describedby={hint ? hintId : undefined} className={className} style={groupStyle}>
        {choices.map((choice) => (
          <button
            key={choice.label}
            type="button"
            aria-pressed={choice.value === value}
            onClick={() => onChange(choice.value)}
            className={cn(choiceClasses, itemClassName)}
          >
            {choice.label}
          </button>
        ))}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A fact the advertiser attests: 'Cualquiera' and its values ('Sí', 'Sin restricciones'…). */
function FactChoice({
  legend,
  filter,
  value,
  onChange,
}: {
  legend: string;
  filter: FactFilterKey;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const lang = useLang();
  return (
    <ChoiceGroup
      legend={legend}
      value={value}
      onChange={onChange}
      choices={[{ value: null, label: FILTER_PANEL_TEXTS[lang].any }, ...factOptionsIn(filter, lang)]}
      className="flex flex-wrap gap-1.5"
      hint={factHintIn(filter, lang)}
    />
  );
}

/** The yes-only facts ('Elevador', 'Cisterna'…) as checkboxes under one legend. */
function FactChecks({
  legend,
  filters,
  state,
  onChange,
}: {
  legend: string;
  filters: readonly HandSetFilter[];
  state: SearchState;
  onChange: (patch: Partial<SearchState>) => void;
}) {
  const lang = useLang();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-x-3 gap-y-1">
        {filters.map((filter) => {
          const checked = filterValues(state, filter.key)[0] !== null;
          return (
            <label key={filter.key} className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={checked}
                onChange={(event) => onChange(filterPatch(filter.key, [event.target.checked ? "si" : null]))}
                className="size-5 shrink-0 cursor-pointer rounded border-slate-300 accent-primary-700"
              />
              {filterLabel(filter, lang)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

type MinimumChoiceProps = {
  legend: string;
  value: number | null;
  onChange: (value: number | null) => void;
  /** The last option means 'this many or more' like every other one. */
  options: readonly number[];
};

/** 'Cualquiera, 1+, 2+ …': at least this many (recámaras, baños, estacionamientos). */
export function MinimumChoice({ legend, value, onChange, options }: MinimumChoiceProps) {
  const texts = usePanelTexts();
  return (
    <ChoiceGroup
      legend={legend}
      value={value}
      onChange={onChange}
      choices={[{ value: null, label: texts.any }, ...options.map((n) => ({ value: n, label: `${n}+` }))]}
      className="grid gap-1.5"
      // 'Cualquiera' takes what it needs; the numbers share the rest.
      groupStyle={{ gridTemplateColumns: `auto repeat(${options.length}, minmax(0, 1fr))` }}
      itemClassName="px-2 first:px-3"
    />
  );
}

/** The property types, with 'Todos los tipos' first. */
export function TypeChoice({ value, onChange }: { value: PropertyType | null; onChange: (value: PropertyType | null) => void }) {
  const lang = useLang();
  return (
    <ChoiceGroup
      legend={paramLabel("tipo", lang) ?? ""}
      value={value}
      onChange={onChange}
      choices={[
        { value: null, label: FILTER_PANEL_TEXTS[lang].allTypes },
        ...PROPERTY_TYPES.map((type) => ({ value: type, label: PROPERTY_TYPE_NAMES[lang][type].plural })),
      ]}
      className="grid grid-cols-2 gap-1.5"
      itemClassName="justify-start text-left leading-tight"
    />
  );
}

type OptionSelectProps = {
  legend: string;
  options: readonly { value: string | number; label: string }[];
  value: string | number | null;
  onChange: (value: string | number | null) => void;
};

/** One of many (the transit lines): a native select, 'Cualquiera' first. */
function OptionSelect({ legend, options, value, onChange }: OptionSelectProps) {
  const id = useId();
  const texts = usePanelTexts();
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-slate-800">
        {legend}
      </label>
      <select
        id={id}
        value={value === null ? "" : String(value)}
        onChange={(event) => onChange(options.find((o) => String(o.value) === event.target.value)?.value ?? null)}
        className={cn(inputClasses, "min-h-11")}
      >
        <option value="">{texts.any}</option>
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

type RangeFieldsProps = {
  legend: string;
  min: number | null;
  max: number | null;
  onChange: (min: number | null, max: number | null) => void;
  /** '$' before the amount, or 'm²' after it. */
  unit: { prefix?: string; suffix?: string };
  /** Names the fields for screen readers, e.g. 'Precio mínimo'. */
  minLabel: string;
  maxLabel: string;
};

const digitsOf = (text: string): number | null => {
  const digits = text.replace(/\D/g, "").slice(0, 11);
  return digits ? Number(digits) : null;
};

/** Two whole-number fields, 'Mínimo' and 'Máximo', shown with es-MX thousands separators. */
export function RangeFields({ legend, min, max, onChange, unit, minLabel, maxLabel }: RangeFieldsProps) {
  const id = useId();
  const texts = usePanelTexts();
  const invalid = !rangeIsValid(min, max);
  const errorId = `${id}-error`;
  const field = (which: "min" | "max") => {
    const value = which === "min" ? min : max;
    return (
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-${which}`} className="mb-1 block text-xs font-semibold text-slate-600">
          <span className="sr-only">{which === "min" ? minLabel : maxLabel}</span>
          <span aria-hidden="true">{which === "min" ? texts.min : texts.max}</span>
        </label>
        <div className="relative">
          {unit.prefix && (
            <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500">
              {unit.prefix}
            </span>
          )}
          <input
            id={`${id}-${which}`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={which === "min" ? texts.noMin : texts.noMax}
            value={value === null ? "" : formatCount(value)}
            onChange={(event) => {
              const next = digitsOf(event.target.value);
              if (which === "min") onChange(next, max);
              else onChange(min, next);
            }}
            aria-invalid={which === "max" && invalid}
            aria-describedby={which === "max" && invalid ? errorId : undefined}
            className={cn(inputClasses, unit.prefix && "pl-7", unit.suffix && "pr-10")}
          />
          {unit.suffix && (
            <span aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-slate-500">
              {unit.suffix}
            </span>
          )}
        </div>
      </div>
    );
  };

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex items-end gap-2">
        {field("min")}
        <span aria-hidden="true" className="pb-3 text-slate-400">
          –
        </span>
        {field("max")}
      </div>
      {invalid && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-danger-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{texts.rangeError}</span>
        </p>
      )}
    </fieldset>
  );
}

type FilterFieldsProps = {
  filters: readonly HandSetFilter[];
  /** The search the controls show (a draft, or the page's own). */
  state: SearchState;
  /** A control changed: the state's fields it sets. */
  onChange: (patch: Partial<SearchState>) => void;
};

/**
 * The controls of these hand-set filters, as the search table describes them: those it
 * offers for the search's operation and type, and any other that has a value (so it can be
 * cleared). The yes-only facts share one group, where the first of them would be.
 */
export function FilterFields({ filters, state, onChange }: FilterFieldsProps) {
  const texts = usePanelTexts();
  const shown = filters.filter((f) => f.offered(state.operation, state.tipo) || filterValues(state, f.key).some((v) => v !== null));
  const checks = shown.filter((f) => f.control?.kind === "fact-check");
  return shown.map((filter) => {
    if (filter.control?.kind === "fact-check") {
      if (filter !== checks[0]) return null;
      return <FactChecks key="fact-checks" legend={texts.buildingLegend} filters={checks} state={state} onChange={onChange} />;
    }
    return (
      <FilterField
        key={filter.key}
        filter={filter}
        operation={state.operation}
        values={filterValues(state, filter.key)}
        onChange={(values) => onChange(filterPatch(filter.key, values))}
      />
    );
  });
}

type FilterFieldProps = {
  filter: HandSetFilter;
  /** The price's legend says 'Renta mensual' on /rentar. */
  operation: Operation;
  /** The filter's values, in its parameters' order. */
  values: readonly unknown[];
  onChange: (values: unknown[]) => void;
};

/** A hand-set filter's control (nothing for a filter only links set). */
function FilterField({ filter, operation, values, onChange }: FilterFieldProps) {
  const control = filter.control;
  const lang = useLang();
  const texts = FILTER_PANEL_TEXTS[lang];
  const label = filterLabel(filter, lang);
  // The station filter's choices say their minutes in words; the others are names (lines).
  const options =
    control?.kind === "options" && filter.key === "estacion_min"
      ? control.options.map((o) => ({ ...o, label: stationOptionText(Number(o.value), lang) }))
      : control?.kind === "options"
        ? control.options
        : [];
  switch (control?.kind) {
    case "type":
      return <TypeChoice value={values[0] as PropertyType | null} onChange={(value) => onChange([value])} />;
    case "minimum":
      return (
        <MinimumChoice
          legend={texts.atLeast(label)}
          options={control.options}
          value={values[0] as number | null}
          onChange={(value) => onChange([value])}
        />
      );
    case "options":
      return control.select ? (
        <OptionSelect legend={label} options={options} value={values[0] as string | number | null} onChange={(value) => onChange([value])} />
      ) : (
        <ChoiceGroup
          legend={label}
          value={values[0] as string | number | null}
          onChange={(value) => onChange([value])}
          choices={[{ value: null, label: texts.any }, ...options]}
          className="flex flex-wrap gap-1.5"
        />
      );
    case "range": {
      const [minParam, maxParam] = filter.params;
      return (
        <RangeFields
          legend={control.unit === "price" ? texts.priceLegend(operation) : label}
          minLabel={paramLabel(minParam, lang) ?? ""}
          maxLabel={paramLabel(maxParam, lang) ?? ""}
          unit={control.unit === "price" ? { prefix: lang === "es" ? "$" : "MX$" } : { suffix: "m²" }}
          min={values[0] as number | null}
          max={values[1] as number | null}
          onChange={(min, max) => onChange([min, max])}
        />
      );
    }
    case "fact-choice":
      return <FactChoice legend={label} filter={control.filter} value={values[0] as string | null} onChange={(value) => onChange([value])} />;
    default:
      return null;
  }
}
