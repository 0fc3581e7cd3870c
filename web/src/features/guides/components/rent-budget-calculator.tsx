import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { formatListingPrice, formatPriceMXN } from "@domain/format/money";
import { formatNumber, formatPercent, countLabel } from "@domain/format/number";
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
  return (
    <CalculatorLayout
      label="Calculadora de renta"
      fields={
        <FieldGroup>
          <CalculatorField
            label="Ingreso mensual neto"
            unit="pesos"
            input={input("monthlyIncome")}
            hint="Lo que recibes al mes ya con impuestos descontados. Si rentan entre dos, suma ambos ingresos."
            className="sm:col-span-2"
          />
          <CalculatorField label="Depósito en garantía" unit="months" input={input("depositMonths")} hint="Lo usual es un mes; algunos piden dos." />
          <CalculatorField
            label="Póliza jurídica (% de un mes de renta)"
            unit="percent"
            input={input("policyRate")}
            hint={`Suele costar entre ${formatPercent(RENTAL_POLICY_RATE.min)} y ${formatPercent(RENTAL_POLICY_RATE.max)}. Escribe 0 si tienes aval.`}
          />
        </FieldGroup>
      }
      result={
        <ResultPanel
          label="Renta máxima recomendada"
          value={formatListingPrice(result.maxRent, "renta")}
          detail={`Un tercio de tu ingreso de ${formatPriceMXN(result.monthlyIncome)} al mes.`}
          upToDate={upToDate}
          groups={[
            {
              rows: [
                { label: "Primer mes de renta", value: formatPriceMXN(result.maxRent) },
                { label: "Depósito en garantía", detail: countLabel(result.depositMonths, "mes", "meses"), value: formatPriceMXN(result.deposit) },
                { label: "Póliza jurídica", detail: `${formatPercent(result.policyRate)} de un mes`, value: formatPriceMXN(result.policy) },
                { label: "Para firmar necesitas", value: formatPriceMXN(result.upfront), total: true },
              ],
            },
          ]}
        >
          <Link to={sectionSearchUrl("rentar", { precio_max: result.maxRent })} className={cn(bannerActionClasses, "mt-6 w-full")}>
            Ver rentas hasta {formatPriceMXN(result.maxRent)}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </ResultPanel>
      }
    />
  );
}
