import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { formatPriceMXN } from "@domain/format/money";
import { formatNumber } from "@domain/format/number";
import { RENT_BUDGET_CALCULATOR_TEXT as T } from "@domain/guides/calculator-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import { DEPOSIT_MONTHS, RENTAL_POLICY_RATE, rentBudget } from "@domain/guides/rent-budget";
import { rentBudgetForm } from "@domain/guides/rent-budget-form";
import { sectionSearchUrl } from "@web/lib/search-urls";
import { bannerActionClasses } from "@web/components/content/dark-banner";
import { cn } from "@web/lib/cn";
import { useCalculator } from "../hooks/use-calculator";
import { CalculatorField } from "./calculator/calculator-field";
import { CalculatorLayout, FieldGroup } from "./calculator/calculator-layout";
import { ResultPanel } from "./calculator/result-panel";

const EXAMPLE = {
  monthlyIncome: formatNumber(30_000),
  depositMonths: String(DEPOSIT_MONTHS.typical),
  policyRate: formatNumber(RENTAL_POLICY_RATE.typical * 100),
};

/** Income → the highest rent (a third), the deposit, the póliza and what signing takes. */
export function RentBudgetCalculator() {
  const { input, result, upToDate } = useCalculator(rentBudgetForm, EXAMPLE, (v) => ({ ...rentBudget(v), ...v }));
  const lang = useLang();
  const t = useText();
  const pesos = (amount: number) => formatPriceMXN(amount, lang);
  return (
    <CalculatorLayout
      label={t(T.label)}
      fields={
        <FieldGroup>
          <CalculatorField label={t(T.income)} unit="pesos" input={input("monthlyIncome")} hint={t(T.incomeHint)} className="sm:col-span-2" />
          <CalculatorField label={t(T.deposit)} unit="months" input={input("depositMonths")} hint={t(T.depositHint)} />
          <CalculatorField label={t(T.policy)} unit="percent" input={input("policyRate")} hint={t(T.policyHint)(RENTAL_POLICY_RATE)} />
        </FieldGroup>
      }
      result={
        <ResultPanel
          label={t(T.maxRent)}
          value={t(T.maxRentValue)(result.maxRent)}
          detail={t(T.third)(result.monthlyIncome)}
          upToDate={upToDate}
          groups={[
            {
              rows: [
                { label: t(T.firstMonth), value: pesos(result.maxRent) },
                { label: t(T.deposit), detail: t(T.depositMonths)(result.depositMonths), value: pesos(result.deposit) },
                { label: t(T.policyRow), detail: t(T.policyShare)(result.policyRate), value: pesos(result.policy) },
                { label: t(T.toSign), value: pesos(result.upfront), total: true },
              ],
            },
          ]}
        >
          <Link to={sectionSearchUrl("rentar", { precio_max: result.maxRent })} className={cn(bannerActionClasses, "mt-6 w-full")}>
            {t(T.seeRents)(result.maxRent)}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </ResultPanel>
      }
    />
  );
}
