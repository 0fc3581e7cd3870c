import { CREDITS, LISTING_FACTS, factApplies, type Credit, type ListingFact } from "@domain/listings/facts";
import { FACT_NOT_GIVEN_WORDS, LISTING_FACT_WORDS } from "@domain/listings/facts-en";
import type { ListingForm } from "../hooks/use-listing-form";
import { cn } from "@web/lib/cn";
import { useLang } from "@web/lib/i18n/lang-context";
import { PUBLISH_TEXT as T } from "@domain/listings/publish-text";

type ChoiceFact = Exclude<ListingFact, "credits">;

const pill =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border bg-white px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600";
const pillState = (on: boolean) => (on ? "border-primary-600 bg-primary-50 text-primary-900" : "border-slate-300 text-slate-800");

/** One fact as a radio group, "No indicado" first and chosen until the agent says. */
export function FactRadios({ fact, form }: { fact: ChoiceFact; form: ListingForm }) {
  const { values, errors, setField } = form;
  const lang = useLang();
  const { values: options } = LISTING_FACTS[fact] as { values: readonly string[] };
  const { label, valueLabels } = LISTING_FACT_WORDS[lang][fact] as { label: string; valueLabels: Record<string, string> };
  const current = (values[fact] as string | null | undefined) ?? null;
  const choices: { value: string | null; label: string }[] = [
    { value: null, label: FACT_NOT_GIVEN_WORDS[lang] },
    ...options.map((v) => ({ value: v, label: valueLabels[v]! })),
  ];
  return (
    <fieldset aria-describedby={errors[fact] ? `${fact}-error` : undefined}>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label key={choice.value ?? "none"} className={cn(pill, pillState(current === choice.value))}>
            <input
              type="radio"
              className="sr-only"
              name={fact}
              checked={current === choice.value}
              onChange={() => setField(fact, choice.value as never)}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {errors[fact] && (
        <p id={`${fact}-error`} className="mt-1.5 text-sm text-danger-700">
          {errors[fact]}
        </p>
      )}
    </fieldset>
  );
}

/** The facts of this list that apply to the listing's operation and type, each as radios. */
export function FactGroup({ facts, form }: { facts: readonly ChoiceFact[]; form: ListingForm }) {
  const listing = { operation: form.values.operation_type ?? "venta", type: form.values.property_type ?? "departamento" };
  const shown = facts.filter((f) => factApplies(f, listing));
  if (shown.length === 0) return null;
  return (
    <div className="space-y-5">
      {shown.map((fact) => (
        <FactRadios key={fact} fact={fact} form={form} />
      ))}
    </div>
  );
}

/** The credits a sale accepts, as checkboxes; none ticked is not given. */
export function CreditChecks({ form }: { form: ListingForm }) {
  const { values, errors, setField } = form;
  const credits = values.credits ?? [];
  const lang = useLang();
  const words = LISTING_FACT_WORDS[lang].credits;
  const toggle = (credit: Credit, on: boolean) => {
    const next = CREDITS.filter((c) => (c === credit ? on : credits.includes(c)));
    setField("credits", next.length ? next : null);
  };
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-slate-800">{words.label}</legend>
      <p className="mb-2 text-sm text-slate-600">{T.creditsHint[lang](FACT_NOT_GIVEN_WORDS[lang])}</p>
      <div className="flex flex-wrap gap-2">
        {CREDITS.map((credit) => (
          <label key={credit} className={cn(pill, pillState(credits.includes(credit)))}>
            <input
              type="checkbox"
              className="size-4 accent-primary-700"
              name="credits"
              checked={credits.includes(credit)}
              onChange={(e) => toggle(credit, e.target.checked)}
            />
            {words.valueLabels[credit]}
          </label>
        ))}
      </div>
      {errors.credits && <p className="mt-1.5 text-sm text-danger-700">{errors.credits}</p>}
    </fieldset>
  );
}
