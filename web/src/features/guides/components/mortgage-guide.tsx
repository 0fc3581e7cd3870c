import { Building, Landmark } from "lucide-react";
import { formatPercent } from "@domain/format/number";
import { BANK_MIN_DOWN_PAYMENT, MORTGAGE_RATES, PURCHASE_COSTS } from "@domain/guides/mortgage-rates";
import { CheckList } from "@web/components/check-list";
import { TileIcon } from "@web/components/content/icon-tile-grid";
import { Section, SectionTitle } from "@web/components/content/section";
import { GuideLink, GuidePage, ListColumn, Prose } from "./guide-page";
import { MortgageCalculator } from "./mortgage-calculator";

const range = ({ min, max }: { min: number; max: number }) => `${formatPercent(min)} a ${formatPercent(max)}`;

const LENDERS = [
  {
    Icon: Landmark,
    title: "Crédito bancario",
    rate: `${range(MORTGAGE_RATES.bank)} anual fija`,
    points: [
      `Enganche desde ${formatPercent(BANK_MIN_DOWN_PAYMENT)} del valor (más si la vivienda es usada o el avalúo sale bajo)`,
      "Plazos de 5 a 20 años, con tasa fija en pesos",
      "Revisan tus ingresos comprobables y tu historial en el Buró de Crédito",
      "Cobran avalúo, comisión por apertura y seguros de vida y daños",
    ],
  },
  {
    Icon: Building,
    title: "Crédito Infonavit",
    rate: `${range(MORTGAGE_RATES.infonavit)} anual, según tu salario`,
    points: [
      "Para quien cotiza en el IMSS con relación laboral vigente y reúne los puntos que pide Infonavit",
      "El saldo de tu subcuenta de vivienda cuenta para el enganche",
      "Plazo de hasta 30 años, descontado de tu nómina",
      "Puedes sumarlo con un banco (Cofinavit) o con otra persona (Unamos Crédito) para comprar algo más caro",
    ],
  },
] as const;

const COMPARE = [
  "La tasa y, sobre todo, el CAT: incluye comisiones y seguros, y es lo que permite comparar dos ofertas",
  "El enganche mínimo y si el banco presta sobre el precio o sobre el avalúo",
  "La comisión por apertura y el costo del avalúo",
  "Los seguros obligatorios y si puedes contratarlos por tu cuenta",
  "Que puedas hacer pagos anticipados a capital sin penalización",
  "Cuánto tardan en darte una respuesta y qué documentos piden",
];

/** /guias/credito-infonavit-o-bancario: the mortgage calculator, the two kinds of credit with their dated rates, and what to compare. */
export function MortgageGuide() {
  return (
    <GuidePage
      page="guideMortgage"
      lead={
        <p>
          Calcula la mensualidad de tu crédito con el precio, el enganche, la tasa y el plazo, y compara lo que suelen cobrar los bancos e Infonavit
          antes de elegir.
        </p>
      }
    >
      <Section
        titleId="calculadora"
        title="Calcula tu mensualidad"
        intro="Cambia el enganche, la tasa o el plazo y mira cómo se mueven la mensualidad y los intereses."
      >
        <MortgageCalculator />
      </Section>

      <Section
        titleId="tasas"
        title="Infonavit o banco: tasas típicas"
        intro={`Rangos típicos a ${MORTGAGE_RATES.asOf}. Son aproximados: confirma la tasa y el CAT con el banco o en tu cuenta de Infonavit antes de decidir.`}
        tone="primary"
      >
        <ul className="mt-10 grid gap-6 lg:grid-cols-2">
          {LENDERS.map(({ Icon, title, rate, points }) => (
            <li key={title} className="rounded-xl bg-white p-6 shadow-card">
              <div className="flex items-center gap-4">
                <TileIcon Icon={Icon} frame="lg" />
                <div>
                  <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
                  <p className="font-semibold text-primary-800">{rate}</p>
                </div>
              </div>
              <CheckList items={points} className="mt-5 space-y-2.5 text-slate-700" />
            </li>
          ))}
        </ul>
      </Section>

      <Section titleId="comparar" containerClassName="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <ListColumn id="comparar" title="Qué comparar entre ofertas" items={COMPARE} />
        <div>
          <SectionTitle>Además del enganche</SectionTitle>
          <Prose className="mt-4">
            <p>
              Al escriturar pagas los gastos de compra: honorarios del notario, el ISAI (el impuesto de la Ciudad de México por adquirir un inmueble),
              el avalúo y el registro. Calcula entre {formatPercent(PURCHASE_COSTS.min)} y {formatPercent(PURCHASE_COSTS.max)} del precio, aparte del
              enganche.
            </p>
            <p>
              ¿No sabes si te conviene más seguir rentando? <GuideLink page="guideBuyOrRent">Compara comprar y rentar con tus números</GuideLink>.
            </p>
          </Prose>
        </div>
      </Section>
    </GuidePage>
  );
}
