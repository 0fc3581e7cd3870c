import { formatPercent } from "@domain/format/number";
import { RENTAL_POLICY_RATE } from "@domain/guides/rent-budget";
import { NumberedSteps } from "@web/components/content/numbered-steps";
import { Section, SectionTitle } from "@web/components/content/section";
import { GuideLink, GuidePage, ListColumn, Prose } from "./guide-page";
import { RentBudgetCalculator } from "./rent-budget-calculator";

const SIGNING = [
  { title: "El primer mes de renta", text: "Se paga por adelantado, el día que firmas o antes de recibir las llaves." },
  {
    title: "El depósito en garantía",
    text: "Casi siempre un mes de renta. Te lo devuelven al final del contrato si entregas el inmueble como lo recibiste y sin adeudos de renta ni servicios.",
  },
  {
    title: "La póliza jurídica (o tu aval)",
    text: `Una empresa revisa tus ingresos y tu historial, redacta el contrato y respalda al propietario. Cuesta entre ${formatPercent(RENTAL_POLICY_RATE.min)} y ${formatPercent(RENTAL_POLICY_RATE.max)} de un mes de renta (más IVA con algunas empresas) y se paga una vez al año.`,
  },
] as const;

const FORGOTTEN_COSTS = [
  "Cuota de mantenimiento del edificio, si no viene incluida en la renta",
  "Luz, agua, gas e internet (y su contratación si el departamento no los tiene)",
  "La mudanza y lo que el lugar no trae: cortinas, focos, regadera, refrigerador",
  "Estacionamiento, si la renta no incluye cajón",
  "Un colchón de ahorro de al menos un mes de renta para imprevistos",
];

/** /guias/cuanto-puedes-pagar-de-renta: the rule of a third, the calculator, and what signing costs. */
export function RentBudgetGuide() {
  return (
    <GuidePage
      page="guideRentBudget"
      lead={
        <p>
          En la Ciudad de México la regla más usada, y la que revisan muchos propietarios, es que la renta no pase de un tercio de tu ingreso. Calcula
          tu tope y el dinero que necesitas el día que firmas.
        </p>
      }
    >
      <Section
        titleId="calculadora"
        title="Calcula tu renta máxima"
        intro="Escribe tu ingreso y ajusta el depósito y la póliza si ya sabes cuánto te piden."
      >
        <RentBudgetCalculator />
      </Section>

      <Section titleId="por-que" containerClassName="grid gap-10 lg:grid-cols-2 lg:gap-16" tone="muted">
        <div>
          <SectionTitle id="por-que">¿Por qué un tercio?</SectionTitle>
          <Prose className="mt-4">
            <p>
              Con la renta en un tercio de tu ingreso quedan dos tercios para comida, transporte, servicios, escuela y ahorro. Pasar de ahí se nota
              pronto: cualquier gasto inesperado se vuelve un problema.
            </p>
            <p>
              Por eso propietarios y empresas de pólizas suelen pedir que compruebes ingresos de al menos tres veces la renta. Si tu ingreso no
              alcanza solo, muchos aceptan sumar el de tu pareja o el de quien rente contigo.
            </p>
          </Prose>
        </div>
        <ListColumn title="Gastos que se olvidan" intro="Antes de decidir, suma también:" items={FORGOTTEN_COSTS} />
      </Section>

      <Section titleId="al-firmar" title="Lo que pagas al firmar" intro="Tres pagos que llegan juntos el día de la firma: ten el dinero listo.">
        <NumberedSteps steps={SIGNING} className="mt-10 grid gap-6 lg:grid-cols-3" />
        <p className="mt-10 max-w-3xl text-slate-700">
          Nunca pagues nada antes de visitar el inmueble y firmar el contrato. Lee cómo en{" "}
          <GuideLink page="guideFraud">Cómo evitar fraudes</GuideLink>, y qué papeles te pedirán en{" "}
          <GuideLink page="guideRentalDocuments">Documentos para rentar</GuideLink>.
        </p>
      </Section>
    </GuidePage>
  );
}
