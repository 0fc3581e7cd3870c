import { formatPriceMXN } from "@domain/format/money";
import { formatNumber } from "@domain/format/number";
import { BUY_VS_RENT_CALCULATOR_TEXT as T } from "@domain/guides/calculator-text";
import type { Lang } from "@domain/i18n/lang";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import { compareBuyAndRent, type BuyVsRent } from "@domain/guides/buy-vs-rent";
import { buyVsRentForm } from "@domain/guides/buy-vs-rent-form";
import { PURCHASE_COSTS } from "@domain/guides/mortgage-rates";
import { useCalculator } from "../hooks/use-calculator";
import { CalculatorField } from "./calculator/calculator-field";
import { CalculatorLayout, FieldGroup } from "./calculator/calculator-layout";
import { ResultPanel, type ResultRow } from "./calculator/result-panel";

// The example: a 3.5 million home or a similar one for rent, over ten years, with rates and
// yields as they stood in late 2026. Every figure is a field the reader can change.
export const BUY_VS_RENT_EXAMPLE = {
  price: formatNumber(3_500_000),
  downPayment: formatNumber(700_000),
  purchaseCosts: formatNumber(PURCHASE_COSTS.typical * 100),
  mortgageRate: "10.5",
  mortgageYears: "20",
  monthlyRent: formatNumber(18_000),
  rentIncrease: "4",
  appreciation: "5",
  savingsReturn: "7",
  years: "10",
};

/** "$1,234" for a cost, "−$1,234" for what comes back (whole pesos, so never "−$0"); MX$ in English. */
function signed(amount: number, lang: Lang): string {
  const pesos = Math.round(amount);
  return pesos < 0 ? `−${formatPriceMXN(-pesos, lang)}` : formatPriceMXN(pesos, lang);
}

function verdict({ cheaper, difference }: BuyVsRent, years: number, lang: Lang): { label: string; value: string; detail: string } {
  if (cheaper === "empate") return { label: T.resultLabel[lang], value: T.tie[lang], detail: T.tieDetail[lang](years) };
  return {
    label: T.cheaperLabel[lang](cheaper),
    value: formatPriceMXN(difference, lang),
    detail: T.cheaperDetail[lang](cheaper, years, formatPriceMXN(difference, lang)),
  };
}

/** Buying against renting over N years, both net costs side by side, with every assumption editable. */
export function BuyVsRentCalculator() {
  const { input, result, upToDate } = useCalculator(buyVsRentForm, BUY_VS_RENT_EXAMPLE, (v) => ({ ...compareBuyAndRent(v), years: v.years }));
  const lang = useLang();
  const t = useText();
  const pesos = (amount: number) => formatPriceMXN(amount, lang);
  const buyRows: ResultRow[] = [
    { label: t(T.upfront), value: pesos(result.buy.upfront) },
    { label: t(T.payments), detail: t(T.perMonth)(pesos(result.monthlyPayment)), value: pesos(result.buy.payments) },
    {
      label: t(T.equity),
      detail: t(T.equityDetail)(pesos(result.buy.homeValue), pesos(result.buy.balance)),
      value: signed(-result.buy.equity, lang),
    },
    { label: t(T.savingsGain), value: signed(-result.buy.savingsGain, lang) },
    { label: t(T.buyNet), value: signed(result.buy.netCost, lang), total: true },
  ];
  const rentRows: ResultRow[] = [
    { label: t(T.rentPaid), value: pesos(result.rent.rentPaid) },
    {
      label: t(T.savingsGain),
      detail: t(T.invested)(pesos(result.rent.invested)),
      value: signed(-result.rent.savingsGain, lang),
    },
    { label: t(T.rentNet), value: signed(result.rent.netCost, lang), total: true },
  ];
  return (
    <CalculatorLayout
      label={t(T.label)}
      fields={
        <div className="space-y-8">
          <FieldGroup legend={t(T.ifYouBuy)}>
            <CalculatorField label={t(T.price)} unit="pesos" input={input("price")} />
            <CalculatorField label={t(T.downPayment)} unit="pesos" input={input("downPayment")} />
            <CalculatorField label={t(T.purchaseCosts)} unit="percent" input={input("purchaseCosts")} hint={t(T.purchaseCostsHint)(PURCHASE_COSTS)} />
            <CalculatorField label={t(T.mortgageRate)} unit="percent" input={input("mortgageRate")} />
            <CalculatorField label={t(T.mortgageYears)} unit="years" input={input("mortgageYears")} />
          </FieldGroup>
          <FieldGroup legend={t(T.ifYouRent)}>
            <CalculatorField label={t(T.rent)} unit="pesos" input={input("monthlyRent")} hint={t(T.rentHint)} />
            <CalculatorField label={t(T.rentIncrease)} unit="percent" input={input("rentIncrease")} hint={t(T.rentIncreaseHint)} />
          </FieldGroup>
          <FieldGroup legend={t(T.market)}>
            <CalculatorField label={t(T.appreciation)} unit="percent" input={input("appreciation")} hint={t(T.appreciationHint)} />
            <CalculatorField label={t(T.savingsReturn)} unit="percent" input={input("savingsReturn")} hint={t(T.savingsReturnHint)} />
            <CalculatorField label={t(T.years)} unit="years" input={input("years")} />
          </FieldGroup>
        </div>
      }
      result={
        <ResultPanel
          {...verdict(result, result.years, lang)}
          upToDate={upToDate}
          groups={[
            { title: t(T.buy), rows: buyRows },
            { title: t(T.rentSide), rows: rentRows },
          ]}
        />
      }
    />
  );
}
