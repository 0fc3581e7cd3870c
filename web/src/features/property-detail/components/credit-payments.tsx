import { useState } from "react";
import type { Credit } from "@domain/listings/facts";
import { COST_TEXTS_BY_LANG } from "@domain/listing-costs/cost-texts-en";
import { useLang } from "@web/lib/i18n/lang-context";
import { PESO_SIGN } from "@domain/format/money";
import { creditPayments, type CreditPayment } from "@domain/listing-costs/credit-payments";
import type { IncomeReading } from "@domain/listing-costs/income-field";
import { MORTGAGE_RATES } from "@domain/guides/mortgage-rates";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";

/** The credit section's words in the page's language. */
const useCreditTexts = () => COST_TEXTS_BY_LANG[useLang()].credit;
const NO_INCOME: IncomeReading = { income: null, error: null };
type IncomeReader = (text: string) => IncomeReading;
// The income's reader checks it with zod, which the listing's page does not load otherwise:
// it comes with the first keystroke, not with the page.
const loadReader = () => import("@domain/listing-costs/income-field").then((m) => m.readMonthlyIncome);

/**
 * The monthly payment at the listing's price with a bank, Infonavit or Fovissste credit
 * (rendered with the page), and, once the visitor types an income, whether it fits. The
 * income never leaves the browser.
 */
export function CreditPayments({ price, credits }: { price: number; credits: Credit[] | null }) {
  const t = useCreditTexts();
  const lang = useLang();
  const [text, setText] = useState("");
  const [read, setRead] = useState<IncomeReader | null>(null);
  const { income, error } = read ? read(text) : NO_INCOME;
  const type = (value: string) => {
    setText(value);
    if (!read) void loadReader().then((reader) => setRead(() => reader));
  };
  const payments = creditPayments(price, income, credits);
  return (
    <section aria-labelledby="credit-payments" className="mt-8">
      <h3 id="credit-payments" className="text-lg font-semibold tracking-tight text-slate-900">
        {t.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      <FormField label={t.incomeLabel} hint={t.incomeHint} error={error ?? undefined} className="mt-3 max-w-sm">
        {(control) => (
          <div className="relative">
            <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">
              {PESO_SIGN[lang]}
            </span>
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={text}
              onChange={(e) => type(e.target.value)}
              className={lang === "es" ? "pl-7" : "pl-12"}
            />
          </div>
        )}
      </FormField>
      <ul className="mt-4 grid gap-3 md:grid-cols-3">
        {payments.map((p) => (
          <CreditCard key={p.credit} payment={p} />
        ))}
      </ul>
      <ul className="mt-3 space-y-1 text-xs text-slate-500">
        {credits === null && <li>{t.creditsNotGiven}</li>}
        <li>{t.institutes}</li>
        <li>{t.ratesAsOf(MORTGAGE_RATES.asOf)}</li>
      </ul>
    </section>
  );
}

const VERDICT_STYLE = { alcanza: "text-primary-800", "no-alcanza": "text-danger-700", depende: "text-accent-800" } as const;

function CreditCard({ payment: p }: { payment: CreditPayment }) {
  const t = useCreditTexts();
  const verdict =
    p.income &&
    (p.income.affordability === "alcanza"
      ? t.fits(p.income.share)
      : p.income.affordability === "no-alcanza"
        ? t.doesNotFit(p.income.share, p.income.maxPayment)
        : t.depends(p.income.share, p.income.maxPayment));
  return (
    <li aria-label={t.names[p.credit]} className="rounded-xl border border-slate-200 p-3 text-sm">
      <p className="font-semibold text-slate-900">{t.names[p.credit]}</p>
      <p className="mt-1 text-base font-semibold text-slate-900 tabular-nums">{t.perMonth(p.payment)}</p>
      <p className="mt-1 text-slate-600">{t.terms(p.loan, p.downPayment, p.years, p.rate)}</p>
      {p.accepted === false && <p className="mt-1 text-slate-600">{t.notAccepted}</p>}
      {verdict && <p className={cn("mt-2 font-medium", p.income && VERDICT_STYLE[p.income.affordability])}>{verdict}</p>}
    </li>
  );
}
