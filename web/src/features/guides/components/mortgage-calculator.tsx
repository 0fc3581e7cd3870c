import { formatPriceMXN } from "@domain/format/money";
import { formatNumber } from "@domain/format/number";
import { MORTGAGE_CALCULATOR_TEXT as T } from "@domain/guides/calculator-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import { mortgageForm } from "@domain/guides/mortgage-form";
import { mortgagePlan } from "@domain/guides/mortgage";
import { BANK_MIN_DOWN_PAYMENT, MORTGAGE_RATES } from "@domain/guides/mortgage-rates";
import { useCalculator } from "../hooks/use-calculator";
import { CalculatorField } from "./calculator/calculator-field";
import { CalculatorLayout, FieldGroup } from "./calculator/calculator-layout";
import { ResultPanel } from "./calculator/result-panel";

const EXAMPLE = { price: formatNumber(3_500_000), downPayment: formatNumber(700_000), annualRate: "10.5", years: "20" };

/** Precio, enganche, tasa y plazo → the monthly payment, what is paid in all and the interest. */
export function MortgageCalculator() {
  const { input, result, upToDate, values } = useCalculator(mortgageForm, EXAMPLE, (v) => ({ ...mortgagePlan(v), ...v }));
  const share = values && values.price > 0 ? values.downPayment / values.price : null;
  const lang = useLang();
  const t = useText();
  const pesos = (amount: number) => formatPriceMXN(amount, lang);
  return (
    <CalculatorLayout
      label={t(T.label)}
      fields={
        <FieldGroup>
          <CalculatorField label={t(T.price)} unit="pesos" input={input("price")} className="sm:col-span-2" />
          <CalculatorField
            label={t(T.downPayment)}
            unit="pesos"
            input={input("downPayment")}
            hint={share !== null ? t(T.downPaymentShare)(share, BANK_MIN_DOWN_PAYMENT) : t(T.downPaymentHint)(BANK_MIN_DOWN_PAYMENT)}
          />
          <CalculatorField
            label={t(T.rate)}
            unit="percent"
            input={input("annualRate")}
            hint={t(T.rateHint)(MORTGAGE_RATES.bank, MORTGAGE_RATES.infonavit)}
          />
          <CalculatorField label={t(T.term)} unit="years" input={input("years")} hint={t(T.termHint)} />
        </FieldGroup>
      }
      result={
        <ResultPanel
          label={t(T.payment)}
          value={pesos(result.monthlyPayment)}
          detail={t(T.paymentDetail)(result.years, result.months, result.loan)}
          upToDate={upToDate}
          groups={[
            {
              rows: [
                { label: t(T.loan), detail: t(T.loanDetail), value: pesos(result.loan) },
                { label: t(T.totalPaid), value: pesos(result.totalPaid) },
                { label: t(T.interest), value: pesos(result.totalInterest) },
                { label: t(T.totalCost), detail: t(T.totalCostDetail), value: pesos(result.totalCost), total: true },
              ],
            },
          ]}
        >
          <p className="mt-4 text-sm text-primary-50">{t(T.note)}</p>
        </ResultPanel>
      }
    />
  );
}
