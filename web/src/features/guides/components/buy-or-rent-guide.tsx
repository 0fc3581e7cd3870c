import { Section, SectionTitle } from "@web/components/content/section";
import { BuyVsRentCalculator } from "./buy-vs-rent-calculator";
import { GuideLink, GuidePage, ListColumn, Prose } from "./guide-page";

const ASSUMPTIONS = [
  "Cada mes, quien compra y quien renta gastan lo mismo: si la mensualidad es mayor que la renta, quien renta invierte la diferencia; si la renta es mayor, la invierte quien compra",
  "Quien renta invierte desde el primer día el enganche y los gastos de compra que no pagó",
  "El ahorro rinde la tasa anual que escribes, sumada mes con mes",
  "La renta sube una vez al año; el valor de la vivienda cambia cada año con la plusvalía",
  "El crédito se paga con mensualidades fijas a la tasa que escribes; lo que aún debes al final se resta del valor de la casa",
  "Costo neto = lo que pagaste − lo que conservas (tu parte de la casa y lo que ganó tu ahorro)",
];

const LEFT_OUT = [
  "Predial, mantenimiento y reparaciones de la vivienda (suman en contra de comprar)",
  "Seguros del crédito y comisiones del banco",
  "Impuestos sobre los rendimientos de tu ahorro y sobre la venta de la casa",
  "Gastos de mudanza y de vender la casa al final",
];

/** /guias/comprar-o-rentar: the comparison calculator, what it assumes and when each choice tends to win. */
export function BuyOrRentGuide() {
  return (
    <GuidePage
      page="guideBuyOrRent"
      lead={
        <p>
          No hay una respuesta para todos: depende de cuántos años te quedarás, de la tasa de tu crédito, de la renta y de lo que gana tu ahorro. Haz
          los números con tus propios supuestos.
        </p>
      }
    >
      <Section
        titleId="calculadora"
        title="Compara comprar y rentar"
        intro="Los valores de ejemplo son supuestos razonables a finales de 2026, no pronósticos: cámbialos por los tuyos."
      >
        <BuyVsRentCalculator />
      </Section>

      <Section titleId="supuestos" containerClassName="grid gap-10 lg:grid-cols-2 lg:gap-16" tone="muted">
        <ListColumn id="supuestos" title="Cómo hacemos la cuenta" items={ASSUMPTIONS} />
        <ListColumn title="Lo que no incluye" items={LEFT_OUT} marker="bullet" />
      </Section>

      <Section titleId="cuando" containerClassName="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionTitle id="cuando">Comprar suele convenir si…</SectionTitle>
          <Prose className="mt-4">
            <p>
              Piensas quedarte muchos años en la misma zona, tienes ingresos estables, ya juntaste el enganche y los gastos de escrituración, y la
              mensualidad no se come más de un tercio de tu ingreso. Mientras más años, más pesan la plusvalía y lo que ya pagaste de la casa.
            </p>
            <p>
              <GuideLink page="guideMortgage">Calcula tu mensualidad con Infonavit o con un banco</GuideLink>
            </p>
          </Prose>
        </div>
        <div>
          <SectionTitle>Rentar suele convenir si…</SectionTitle>
          <Prose className="mt-4">
            <p>
              Podrías mudarte en pocos años, tu trabajo o tu familia van a cambiar, o la renta es mucho menor que la mensualidad de una vivienda
              parecida. Rentar te deja libre el enganche para invertirlo, y cambiar de colonia cuesta mucho menos.
            </p>
            <p>
              <GuideLink page="guideRentBudget">Calcula cuánto puedes pagar de renta</GuideLink>
            </p>
          </Prose>
        </div>
      </Section>
    </GuidePage>
  );
}
