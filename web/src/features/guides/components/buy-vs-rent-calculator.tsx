import { formatPriceMXN } from "@domain/format/money";
import { countLabel, formatNumber, formatPercent } from "@domain/format/number";
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

/** "$1,234" for a cost, "−$1,234" for what comes back (whole pesos, so never "−$0"). */
function signed(amount: number): string {
  const pesos = Math.round(amount);
  return pesos < 0 ? `−${formatPriceMXN(-pesos)}` : formatPriceMXN(pesos);
}

const OTHER = { comprar: "rentar", rentar: "comprar" } as const;

function verdict({ cheaper, difference }: BuyVsRent, years: number): { label: string; value: string; detail: string } {
  const after = `Después de ${countLabel(years, "año")}`;
  if (cheaper === "empate") return { label: "Resultado", value: "Empate", detail: `${after}, comprar y rentar te cuestan lo mismo.` };
  const side = cheaper === "comprar" ? "Comprar" : "Rentar";
  return {
    label: `${side} te cuesta menos`,
    value: formatPriceMXN(difference),
    detail: `${after}, ${cheaper} te cuesta ${formatPriceMXN(difference)} menos que ${OTHER[cheaper]}.`,
  };
}

/** Buying against renting over N years, both net costs side by side, with every assumption editable. */
export function BuyVsRentCalculator() {
  const { input, result, upToDate } = useCalculator(buyVsRentForm, BUY_VS_RENT_EXAMPLE, (v) => ({ ...compareBuyAndRent(v), years: v.years }));
  const buyRows: ResultRow[] = [
    { label: "Enganche y gastos de compra", value: formatPriceMXN(result.buy.upfront) },
    { label: "Mensualidades pagadas", detail: `${formatPriceMXN(result.monthlyPayment)} al mes`, value: formatPriceMXN(result.buy.payments) },
    {
      label: "Tu parte de la casa",
      detail: `Vale ${formatPriceMXN(result.buy.homeValue)}; aún debes ${formatPriceMXN(result.buy.balance)}`,
      value: signed(-result.buy.equity),
    },
    { label: "Rendimiento de tu ahorro", value: signed(-result.buy.savingsGain) },
    { label: "Costo neto de comprar", value: signed(result.buy.netCost), total: true },
  ];
  const rentRows: ResultRow[] = [
    { label: "Rentas pagadas", value: formatPriceMXN(result.rent.rentPaid) },
    {
      label: "Rendimiento de tu ahorro",
      detail: `Sobre ${formatPriceMXN(result.rent.invested)} invertidos`,
      value: signed(-result.rent.savingsGain),
    },
    { label: "Costo neto de rentar", value: signed(result.rent.netCost), total: true },
  ];
  return (
    <CalculatorLayout
      label="Calculadora comprar o rentar"
      fields={
        <div className="space-y-8">
          <FieldGroup legend="Si compras">
            <CalculatorField label="Precio de la vivienda" unit="pesos" input={input("price")} />
            <CalculatorField label="Enganche" unit="pesos" input={input("downPayment")} />
            <CalculatorField
              label="Gastos de compra"
              unit="percent"
              input={input("purchaseCosts")}
              hint={`Notario, ISAI, avalúo y registro: de ${formatPercent(PURCHASE_COSTS.min)} a ${formatPercent(PURCHASE_COSTS.max)} del precio.`}
            />
            <CalculatorField label="Tasa del crédito (anual)" unit="percent" input={input("mortgageRate")} />
            <CalculatorField label="Plazo del crédito" unit="years" input={input("mortgageYears")} />
          </FieldGroup>
          <FieldGroup legend="Si rentas">
            <CalculatorField label="Renta de una vivienda parecida" unit="pesos" input={input("monthlyRent")} hint="Al mes, hoy." />
            <CalculatorField label="Aumento anual de la renta" unit="percent" input={input("rentIncrease")} hint="Cerca de la inflación." />
          </FieldGroup>
          <FieldGroup legend="El mercado y tu ahorro">
            <CalculatorField
              label="Plusvalía anual"
              unit="percent"
              input={input("appreciation")}
              hint="Cuánto sube el valor de la vivienda cada año."
            />
            <CalculatorField
              label="Rendimiento de tu ahorro (anual)"
              unit="percent"
              input={input("savingsReturn")}
              hint="Lo que ganaría tu dinero invertido, por ejemplo en CETES."
            />
            <CalculatorField label="Años a comparar" unit="years" input={input("years")} />
          </FieldGroup>
        </div>
      }
      result={
        <ResultPanel
          {...verdict(result, result.years)}
          upToDate={upToDate}
          groups={[
            { title: "Comprar", rows: buyRows },
            { title: "Rentar", rows: rentRows },
          ]}
        />
      }
    />
  );
}
