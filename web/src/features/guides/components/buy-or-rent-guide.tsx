import type { Bilingual } from "@domain/i18n/bilingual";
import { useLang } from "@web/lib/i18n/lang-context";
import { Section, SectionTitle } from "@web/components/content/section";
import { BuyVsRentCalculator } from "./buy-vs-rent-calculator";
import { GuideLink, GuidePage, ListColumn, Prose } from "./guide-page";

const TEXT = {
  es: {
    lead: "No hay una respuesta para todos: depende de cuántos años te quedarás, de la tasa de tu crédito, de la renta y de lo que gana tu ahorro. Haz los números con tus propios supuestos.",
    calculatorTitle: "Compara comprar y rentar",
    calculatorIntro: "Los valores de ejemplo son supuestos razonables a finales de 2026, no pronósticos: cámbialos por los tuyos.",
    assumptionsTitle: "Cómo hacemos la cuenta",
    assumptions: [
      "Cada mes, quien compra y quien renta gastan lo mismo: si la mensualidad es mayor que la renta, quien renta invierte la diferencia; si la renta es mayor, la invierte quien compra",
      "Quien renta invierte desde el primer día el enganche y los gastos de compra que no pagó",
      "El ahorro rinde la tasa anual que escribes, sumada mes con mes",
      "La renta sube una vez al año; el valor de la vivienda cambia cada año con la plusvalía",
      "El crédito se paga con mensualidades fijas a la tasa que escribes; lo que aún debes al final se resta del valor de la casa",
      "Costo neto = lo que pagaste − lo que conservas (tu parte de la casa y lo que ganó tu ahorro)",
    ],
    leftOutTitle: "Lo que no incluye",
    leftOut: [
      "Predial, mantenimiento y reparaciones de la vivienda (suman en contra de comprar)",
      "Seguros del crédito y comisiones del banco",
      "Impuestos sobre los rendimientos de tu ahorro y sobre la venta de la casa",
      "Gastos de mudanza y de vender la casa al final",
    ],
    buyTitle: "Comprar suele convenir si…",
    buy: "Piensas quedarte muchos años en la misma zona, tienes ingresos estables, ya juntaste el enganche y los gastos de escrituración, y la mensualidad no se come más de un tercio de tu ingreso. Mientras más años, más pesan la plusvalía y lo que ya pagaste de la casa.",
    buyLink: "Calcula tu mensualidad con Infonavit o con un banco",
    rentTitle: "Rentar suele convenir si…",
    rent: "Podrías mudarte en pocos años, tu trabajo o tu familia van a cambiar, o la renta es mucho menor que la mensualidad de una vivienda parecida. Rentar te deja libre el enganche para invertirlo, y cambiar de colonia cuesta mucho menos.",
    rentLink: "Calcula cuánto puedes pagar de renta",
  },
  en: {
    lead: "There is no answer for everyone: it depends on how many years you will stay, your mortgage rate, the rent and what your savings earn. Run the numbers with your own assumptions.",
    calculatorTitle: "Compare buying and renting",
    calculatorIntro: "The example values are reasonable assumptions as of late 2026, not forecasts: change them for your own.",
    assumptionsTitle: "How we do the math",
    assumptions: [
      "Each month, the buyer and the renter spend the same: if the mortgage payment is higher than the rent, the renter invests the difference; if the rent is higher, the buyer invests it",
      "From day one, the renter invests the down payment and the purchase costs they did not pay",
      "Savings earn the annual rate you enter, compounded month by month",
      "The rent rises once a year; the home's value changes each year with appreciation",
      "The mortgage is paid in fixed monthly payments at the rate you enter; what you still owe at the end is taken off the home's value",
      "Net cost = what you paid − what you keep (your share of the home and what your savings earned)",
    ],
    leftOutTitle: "What it leaves out",
    leftOut: [
      "Property tax (predial), maintenance and repairs of the home (they count against buying)",
      "Mortgage insurance and bank fees",
      "Taxes on your savings' returns and on selling the home",
      "Moving costs and the cost of selling the home at the end",
    ],
    buyTitle: "Buying tends to pay off if…",
    buy: "You plan to stay many years in the same area, have a steady income, have already saved the down payment and the closing costs, and the monthly payment takes no more than a third of your income. The more years, the more appreciation and what you have already paid off count.",
    buyLink: "Work out your monthly payment with Infonavit or a bank",
    rentTitle: "Renting tends to pay off if…",
    rent: "You might move within a few years, your job or your family are going to change, or the rent is much lower than the monthly payment on a similar home. Renting leaves the down payment free to invest, and changing neighborhoods costs much less.",
    rentLink: "Work out how much rent you can afford",
  },
} satisfies Bilingual<unknown>;

/** /guias/comprar-o-rentar: the comparison calculator, what it assumes and when each choice tends to win. */
export function BuyOrRentGuide() {
  const t = TEXT[useLang()];
  return (
    <GuidePage page="guideBuyOrRent" lead={<p>{t.lead}</p>}>
      <Section titleId="calculadora" title={t.calculatorTitle} intro={t.calculatorIntro}>
        <BuyVsRentCalculator />
      </Section>

      <Section titleId="supuestos" containerClassName="grid gap-10 lg:grid-cols-2 lg:gap-16" tone="muted">
        <ListColumn id="supuestos" title={t.assumptionsTitle} items={t.assumptions} />
        <ListColumn title={t.leftOutTitle} items={t.leftOut} marker="bullet" />
      </Section>

      <Section titleId="cuando" containerClassName="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionTitle id="cuando">{t.buyTitle}</SectionTitle>
          <Prose className="mt-4">
            <p>{t.buy}</p>
            <p>
              <GuideLink page="guideMortgage">{t.buyLink}</GuideLink>
            </p>
          </Prose>
        </div>
        <div>
          <SectionTitle>{t.rentTitle}</SectionTitle>
          <Prose className="mt-4">
            <p>{t.rent}</p>
            <p>
              <GuideLink page="guideRentBudget">{t.rentLink}</GuideLink>
            </p>
          </Prose>
        </div>
      </Section>
    </GuidePage>
  );
}
