import { formatPriceMXN } from "@domain/format/money";
import { countLabel, formatNumber, formatPercent } from "@domain/format/number";
import { mortgageForm } from "@domain/guides/mortgage-form";
import { mortgagePlan } from "@domain/guides/mortgage";
import { BANK_MIN_DOWN_PAYMENT, MORTGAGE_RATES } from "@domain/guides/mortgage-rates";
import { useCalculator } from "../hooks/use-calculator";
import { CalculatorField } from "./calculator/calculator-field";
import { CalculatorLayout, FieldGroup } from "./calculator/calculator-layout";
import { ResultPanel } from "./calculator/result-panel";

const EXAMPLE = { price: formatNumber(3_500_000), downPayment: formatNumber(700_000), annualRate: "10.5", years: "20" };

const range = ({ min, max }: { min: number; max: number }) => `${formatPercent(min)}–${formatPercent(max)}`;

/** Precio, enganche, tasa y plazo → the monthly payment, what is paid in all and the interest. */
export function MortgageCalculator() {
  const { input, result, upToDate, values } = useCalculator(mortgageForm, EXAMPLE, (v) => ({ ...mortgagePlan(v), ...v }));
  const share = values && values.price > 0 ? values.downPayment / values.price : null;
  return (
    <CalculatorLayout
      label="Calculadora de crédito hipotecario"
      fields={
        <FieldGroup>
          <CalculatorField label="Precio de la vivienda" unit="pesos" input={input("price")} className="sm:col-span-2" />
          <CalculatorField
            label="Enganche"
            unit="pesos"
            input={input("downPayment")}
            hint={
              share !== null
                ? `Es ${formatPercent(share, 1)} del precio. Los bancos suelen pedir al menos ${formatPercent(BANK_MIN_DOWN_PAYMENT)}.`
                : `Los bancos suelen pedir al menos ${formatPercent(BANK_MIN_DOWN_PAYMENT)} del precio.`
            }
          />
          <CalculatorField
            label="Tasa de interés anual"
            unit="percent"
            input={input("annualRate")}
            hint={`Bancos: ${range(MORTGAGE_RATES.bank)}. Infonavit: ${range(MORTGAGE_RATES.infonavit)}, según tu salario.`}
          />
          <CalculatorField label="Plazo" unit="years" input={input("years")} hint="Entre 5 y 20 años en los bancos; hasta 30 en Infonavit." />
        </FieldGroup>
      }
      result={
        <ResultPanel
          label="Mensualidad"
          value={formatPriceMXN(result.monthlyPayment)}
          detail={`Durante ${countLabel(result.years, "año")} (${countLabel(result.months, "pago")}), por un crédito de ${formatPriceMXN(result.loan)}.`}
          upToDate={upToDate}
          groups={[
            {
              rows: [
                { label: "Monto del crédito", detail: "Precio menos enganche", value: formatPriceMXN(result.loan) },
                { label: "Suma de mensualidades", value: formatPriceMXN(result.totalPaid) },
                { label: "Intereses", value: formatPriceMXN(result.totalInterest) },
                { label: "Lo que pagas en total", detail: "Enganche y mensualidades", value: formatPriceMXN(result.totalCost), total: true },
              ],
            },
          ]}
        >
          <p className="mt-4 text-sm text-primary-50">
            Sin seguros ni comisiones, que el banco suma a la mensualidad: compara ofertas por su CAT (costo anual total).
          </p>
        </ResultPanel>
      }
    />
  );
}
