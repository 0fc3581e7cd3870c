import { Building, Landmark } from "lucide-react";
import type { Bilingual } from "@domain/i18n/bilingual";
import type { Lang } from "@domain/i18n/lang";
import { formatPercent } from "@domain/format/number";
import { BANK_MIN_DOWN_PAYMENT, MORTGAGE_RATES, MORTGAGE_RATES_AS_OF, PURCHASE_COSTS, type RateRange } from "@domain/guides/mortgage-rates";
import { useLang } from "@web/lib/i18n/lang-context";
import { CheckList } from "@web/components/check-list";
import { TileIcon } from "@web/components/content/icon-tile-grid";
import { Section, SectionTitle } from "@web/components/content/section";
import { GuideLink, GuidePage, ListColumn, Prose } from "./guide-page";
import { MortgageCalculator } from "./mortgage-calculator";

const percent = (fraction: number, lang: Lang) => formatPercent(fraction, 2, lang);
const range = ({ min, max }: RateRange, lang: Lang) => `${percent(min, lang)} ${lang === "es" ? "a" : "to"} ${percent(max, lang)}`;

const TEXT = {
  es: {
    lead: "Calcula la mensualidad de tu crédito con el precio, el enganche, la tasa y el plazo, y compara lo que suelen cobrar los bancos e Infonavit antes de elegir.",
    calculatorTitle: "Calcula tu mensualidad",
    calculatorIntro: "Cambia el enganche, la tasa o el plazo y mira cómo se mueven la mensualidad y los intereses.",
    ratesTitle: "Infonavit o banco: tasas típicas",
    ratesIntro: `Rangos típicos a ${MORTGAGE_RATES_AS_OF.es}. Son aproximados: confirma la tasa y el CAT con el banco o en tu cuenta de Infonavit antes de decidir.`,
    lenders: [
      {
        Icon: Landmark,
        title: "Crédito bancario",
        rate: `${range(MORTGAGE_RATES.bank, "es")} anual fija`,
        points: [
          `Enganche desde ${percent(BANK_MIN_DOWN_PAYMENT, "es")} del valor (más si la vivienda es usada o el avalúo sale bajo)`,
          "Plazos de 5 a 20 años, con tasa fija en pesos",
          "Revisan tus ingresos comprobables y tu historial en el Buró de Crédito",
          "Cobran avalúo, comisión por apertura y seguros de vida y daños",
        ],
      },
      {
        Icon: Building,
        title: "Crédito Infonavit",
        rate: `${range(MORTGAGE_RATES.infonavit, "es")} anual, según tu salario`,
        points: [
          "Para quien cotiza en el IMSS con relación laboral vigente y reúne los puntos que pide Infonavit",
          "El saldo de tu subcuenta de vivienda cuenta para el enganche",
          "Plazo de hasta 30 años, descontado de tu nómina",
          "Puedes sumarlo con un banco (Cofinavit) o con otra persona (Unamos Crédito) para comprar algo más caro",
        ],
      },
    ],
    compareTitle: "Qué comparar entre ofertas",
    compare: [
      "La tasa y, sobre todo, el CAT: incluye comisiones y seguros, y es lo que permite comparar dos ofertas",
      "El enganche mínimo y si el banco presta sobre el precio o sobre el avalúo",
      "La comisión por apertura y el costo del avalúo",
      "Los seguros obligatorios y si puedes contratarlos por tu cuenta",
      "Que puedas hacer pagos anticipados a capital sin penalización",
      "Cuánto tardan en darte una respuesta y qué documentos piden",
    ],
    besidesTitle: "Además del enganche",
    besides: `Al escriturar pagas los gastos de compra: honorarios del notario, el ISAI (el impuesto de la Ciudad de México por adquirir un inmueble), el avalúo y el registro. Calcula entre ${percent(PURCHASE_COSTS.min, "es")} y ${percent(PURCHASE_COSTS.max, "es")} del precio, aparte del enganche.`,
    stillRenting: "¿No sabes si te conviene más seguir rentando? ",
    compareLink: "Compara comprar y rentar con tus números",
  },
  en: {
    lead: "Work out your mortgage's monthly payment from the price, the down payment, the rate and the term, and compare what banks and Infonavit usually charge before choosing.",
    calculatorTitle: "Work out your monthly payment",
    calculatorIntro: "Change the down payment, the rate or the term and see how the monthly payment and the interest move.",
    ratesTitle: "Infonavit or a bank: typical rates",
    ratesIntro: `Typical ranges as of ${MORTGAGE_RATES_AS_OF.en}. They are approximate: confirm the rate and the CAT (total annual cost) with the bank or in your Infonavit account before deciding.`,
    lenders: [
      {
        Icon: Landmark,
        title: "Bank mortgage",
        rate: `${range(MORTGAGE_RATES.bank, "en")} a year, fixed`,
        points: [
          `Down payment from ${percent(BANK_MIN_DOWN_PAYMENT, "en")} of the value (more if the home is not new or the appraisal comes in low)`,
          "Terms of 5 to 20 years, at a fixed rate in pesos",
          "They check your provable income and your history with the Buró de Crédito (credit bureau)",
          "They charge for the appraisal, an opening fee, and life and property insurance",
        ],
      },
      {
        Icon: Building,
        title: "Infonavit mortgage",
        rate: `${range(MORTGAGE_RATES.infonavit, "en")} a year, depending on your salary`,
        points: [
          "For people who pay into IMSS with a current job and have the points Infonavit asks for",
          "The balance of your housing subaccount counts toward the down payment",
          "Terms of up to 30 years, taken from your payroll",
          "You can combine it with a bank (Cofinavit) or with another person (Unamos Crédito) to buy something pricier",
        ],
      },
    ],
    compareTitle: "What to compare between offers",
    compare: [
      "The rate and, above all, the CAT: it includes fees and insurance, and it is what lets you compare two offers",
      "The minimum down payment, and whether the bank lends on the price or on the appraisal",
      "The opening fee and the cost of the appraisal",
      "The compulsory insurance, and whether you can buy it yourself",
      "Whether you can prepay principal without a penalty",
      "How long they take to answer and which documents they ask for",
    ],
    besidesTitle: "Besides the down payment",
    besides: `When the deed is signed you pay the purchase costs: the notary's fees, the ISAI (Mexico City's tax on acquiring a property), the appraisal and the registration. Count on ${percent(PURCHASE_COSTS.min, "en")} to ${percent(PURCHASE_COSTS.max, "en")} of the price, on top of the down payment.`,
    stillRenting: "Not sure whether you would be better off renting? ",
    compareLink: "Compare buying and renting with your numbers",
  },
} satisfies Bilingual<unknown>;

/** /guias/credito-infonavit-o-bancario: the mortgage calculator, the two kinds of credit with their dated rates, and what to compare. */
export function MortgageGuide() {
  const t = TEXT[useLang()];
  return (
    <GuidePage page="guideMortgage" lead={<p>{t.lead}</p>}>
      <Section titleId="calculadora" title={t.calculatorTitle} intro={t.calculatorIntro}>
        <MortgageCalculator />
      </Section>

      <Section titleId="tasas" title={t.ratesTitle} intro={t.ratesIntro} tone="primary">
        <ul className="mt-10 grid gap-6 lg:grid-cols-2">
          {t.lenders.map(({ Icon, title, rate, points }) => (
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
        <ListColumn id="comparar" title={t.compareTitle} items={t.compare} />
        <div>
          <SectionTitle>{t.besidesTitle}</SectionTitle>
          <Prose className="mt-4">
            <p>{t.besides}</p>
            <p>
              {t.stillRenting}
              <GuideLink page="guideBuyOrRent">{t.compareLink}</GuideLink>.
            </p>
          </Prose>
        </div>
      </Section>
    </GuidePage>
  );
}
