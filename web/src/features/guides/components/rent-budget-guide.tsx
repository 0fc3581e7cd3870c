import type { Bilingual } from "@domain/i18n/bilingual";
import { formatPercent } from "@domain/format/number";
import { RENTAL_POLICY_RATE } from "@domain/guides/rent-budget";
import { useLang } from "@web/lib/i18n/lang-context";
import { NumberedSteps } from "@web/components/content/numbered-steps";
import { Section, SectionTitle } from "@web/components/content/section";
import { GuideLink, GuidePage, ListColumn, Prose } from "./guide-page";
import { RentBudgetCalculator } from "./rent-budget-calculator";

const SIGNING: Bilingual<readonly { title: string; text: string }[]> = {
  es: [
    { title: "El primer mes de renta", text: "Se paga por adelantado, el día que firmas o antes de recibir las llaves." },
    {
      title: "El depósito en garantía",
      text: "Casi siempre un mes de renta. Te lo devuelven al final del contrato si entregas el inmueble como lo recibiste y sin adeudos de renta ni servicios.",
    },
    {
      title: "La póliza jurídica (o tu aval)",
      text: `Una empresa revisa tus ingresos y tu historial, redacta el contrato y respalda al propietario. Cuesta entre ${formatPercent(RENTAL_POLICY_RATE.min)} y ${formatPercent(RENTAL_POLICY_RATE.max)} de un mes de renta (más IVA con algunas empresas) y se paga una vez al año.`,
    },
  ],
  en: [
    { title: "The first month's rent", text: "Paid in advance, on the day you sign or before you get the keys." },
    {
      title: "The security deposit",
      text: "Almost always one month's rent. You get it back at the end of the lease if you hand the home back as you received it, with no rent or utility bills owed.",
    },
    {
      title: "The rental guarantee policy (or your guarantor)",
      text: `A company checks your income and your history, drafts the lease and backs the landlord. It costs between ${formatPercent(RENTAL_POLICY_RATE.min, 2, "en")} and ${formatPercent(RENTAL_POLICY_RATE.max, 2, "en")} of one month's rent (plus VAT with some companies) and is paid once a year.`,
    },
  ],
};

const FORGOTTEN_COSTS: Bilingual<readonly string[]> = {
  es: [
    "Cuota de mantenimiento del edificio, si no viene incluida en la renta",
    "Luz, agua, gas e internet (y su contratación si el departamento no los tiene)",
    "La mudanza y lo que el lugar no trae: cortinas, focos, regadera, refrigerador",
    "Estacionamiento, si la renta no incluye cajón",
    "Un colchón de ahorro de al menos un mes de renta para imprevistos",
  ],
  en: [
    "The building's maintenance fee, if it is not included in the rent",
    "Electricity, water, gas and internet (and setting them up if the apartment has none)",
    "The move and what the place does not come with: curtains, light bulbs, shower head, fridge",
    "Parking, if the rent does not include a space",
    "A savings cushion of at least one month's rent for the unexpected",
  ],
};

const TEXT = {
  es: {
    lead: "En la Ciudad de México la regla más usada, y la que revisan muchos propietarios, es que la renta no pase de un tercio de tu ingreso. Calcula tu tope y el dinero que necesitas el día que firmas.",
    calculatorTitle: "Calcula tu renta máxima",
    calculatorIntro: "Escribe tu ingreso y ajusta el depósito y la póliza si ya sabes cuánto te piden.",
    whyTitle: "¿Por qué un tercio?",
    why: [
      "Con la renta en un tercio de tu ingreso quedan dos tercios para comida, transporte, servicios, escuela y ahorro. Pasar de ahí se nota pronto: cualquier gasto inesperado se vuelve un problema.",
      "Por eso propietarios y empresas de pólizas suelen pedir que compruebes ingresos de al menos tres veces la renta. Si tu ingreso no alcanza solo, muchos aceptan sumar el de tu pareja o el de quien rente contigo.",
    ],
    forgottenTitle: "Gastos que se olvidan",
    forgottenIntro: "Antes de decidir, suma también:",
    signingTitle: "Lo que pagas al firmar",
    signingIntro: "Tres pagos que llegan juntos el día de la firma: ten el dinero listo.",
    never: ["Nunca pagues nada antes de visitar el inmueble y firmar el contrato. Lee cómo en ", ", y qué papeles te pedirán en ", "."],
    fraud: "Cómo evitar fraudes",
    documents: "Documentos para rentar",
  },
  en: {
    lead: "In Mexico City the most common rule, and the one many landlords check, is that the rent should not go over a third of your income. Work out your limit and the cash you need on the day you sign.",
    calculatorTitle: "Work out your highest rent",
    calculatorIntro: "Enter your income, and adjust the deposit and the policy if you already know what you are asked for.",
    whyTitle: "Why a third?",
    why: [
      "With the rent at a third of your income, two thirds are left for food, transport, utilities, school and savings. Go beyond that and you soon notice: any unexpected expense becomes a problem.",
      "That is why landlords and policy companies usually ask you to show an income of at least three times the rent. If your income alone is not enough, many accept adding your partner's or that of whoever rents with you.",
    ],
    forgottenTitle: "Costs people forget",
    forgottenIntro: "Before deciding, add these too:",
    signingTitle: "What you pay when you sign",
    signingIntro: "Three payments that come together on signing day: have the money ready.",
    never: [
      "Never pay anything before viewing the property and signing the lease. Read how in ",
      ", and which papers you will be asked for in ",
      ".",
    ],
    fraud: "How to avoid fraud",
    documents: "Documents to rent",
  },
} satisfies Bilingual<unknown>;

/** /guias/cuanto-puedes-pagar-de-renta: the rule of a third, the calculator, and what signing costs. */
export function RentBudgetGuide() {
  const lang = useLang();
  const t = TEXT[lang];
  return (
    <GuidePage page="guideRentBudget" lead={<p>{t.lead}</p>}>
      <Section titleId="calculadora" title={t.calculatorTitle} intro={t.calculatorIntro}>
        <RentBudgetCalculator />
      </Section>

      <Section titleId="por-que" containerClassName="grid gap-10 lg:grid-cols-2 lg:gap-16" tone="muted">
        <div>
          <SectionTitle id="por-que">{t.whyTitle}</SectionTitle>
          <Prose className="mt-4">
            {t.why.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Prose>
        </div>
        <ListColumn title={t.forgottenTitle} intro={t.forgottenIntro} items={FORGOTTEN_COSTS[lang]} />
      </Section>

      <Section titleId="al-firmar" title={t.signingTitle} intro={t.signingIntro}>
        <NumberedSteps steps={SIGNING[lang]} className="mt-10 grid gap-6 lg:grid-cols-3" />
        <p className="mt-10 max-w-3xl text-slate-700">
          {t.never[0]}
          <GuideLink page="guideFraud">{t.fraud}</GuideLink>
          {t.never[1]}
          <GuideLink page="guideRentalDocuments">{t.documents}</GuideLink>
          {t.never[2]}
        </p>
      </Section>
    </GuidePage>
  );
}
