import { Building2, FileCheck2, HandCoins, IdCard, Users, Wallet } from "lucide-react";
import { formatPercent } from "@domain/format/number";
import { RENTAL_POLICY_RATE } from "@domain/guides/rent-budget";
import { CheckList } from "@web/components/check-list";
import { IconTileGrid, type IconTile } from "@web/components/content/icon-tile-grid";
import { NumberedSteps } from "@web/components/content/numbered-steps";
import { Section } from "@web/components/content/section";
import { GuideLink, GuidePage, Prose } from "./guide-page";

type DocumentGroup = IconTile & { items: string[] };

const DOCUMENTS: DocumentGroup[] = [
  {
    Icon: IdCard,
    title: "Identificación",
    text: "De quien firma como inquilino.",
    items: [
      "INE o pasaporte vigente (si eres extranjero, pasaporte y tarjeta de residente)",
      "CURP",
      "Comprobante de domicilio actual, de no más de tres meses",
      "Constancia de situación fiscal, si la piden para el recibo",
    ],
  },
  {
    Icon: Wallet,
    title: "Comprobantes de ingresos",
    text: "Que muestren al menos tres veces la renta.",
    items: [
      "Tus últimos tres recibos de nómina",
      "O tus últimos tres a seis estados de cuenta, si trabajas por tu cuenta",
      "Carta de tu empleo con puesto, antigüedad y sueldo",
      "Tu declaración anual, si eres independiente",
    ],
  },
  {
    Icon: Building2,
    title: "Aval con propiedad en CDMX",
    text: "Si el propietario pide aval (obligado solidario).",
    items: [
      "INE y comprobante de domicilio de tu aval",
      "Escrituras de un inmueble suyo en la Ciudad de México, inscritas en el Registro Público de la Propiedad",
      "Boleta predial reciente y pagada del mismo inmueble",
      "Que el inmueble esté libre de gravámenes (sin hipoteca ni embargo)",
    ],
  },
  {
    Icon: FileCheck2,
    title: "O póliza jurídica",
    text: "En lugar de aval, cada vez más común.",
    items: [
      "La solicitud de la empresa de la póliza, con tus datos y los de tu empleo",
      "Los mismos comprobantes de identidad e ingresos",
      "El pago de la póliza, que se renueva con el contrato",
    ],
  },
  {
    Icon: Users,
    title: "Referencias",
    text: "Personas que te conocen y contestan el teléfono.",
    items: [
      "Dos o tres referencias personales, con nombre y teléfono",
      "Los datos de tu arrendador anterior, si ya has rentado",
      "Una carta de tu arrendador anterior de que estás al corriente, si la tienes",
    ],
  },
  {
    Icon: HandCoins,
    title: "Si rentas a nombre de una empresa",
    text: "Para oficinas o vivienda de un empleado.",
    items: [
      "Acta constitutiva y poder de quien firma",
      "Constancia de situación fiscal de la empresa",
      "Estados de cuenta recientes de la empresa",
      "INE de su representante legal",
    ],
  },
];

const PROCESS = [
  { title: "Visitas y eliges", text: "Ves el inmueble en persona y confirmas renta, mantenimiento y lo que incluye." },
  { title: "Entregas tu solicitud", text: "Con tus documentos, a la inmobiliaria o a la empresa de la póliza, nunca a alguien que no verificaste." },
  { title: "Revisan tu perfil", text: "La investigación de ingresos y referencias suele tardar de uno a tres días hábiles." },
  {
    title: "Firmas y pagas",
    text: "Contrato, primer mes, depósito y póliza, con recibo o transferencia a nombre del propietario o la inmobiliaria.",
  },
  { title: "Recibes con inventario", text: "Anota y fotografía el estado de cada cosa: es lo que te protege al pedir tu depósito de vuelta." },
] as const;

const CAREFUL = [
  "Entrega copias, no originales, y escribe sobre cada una para qué trámite es y la fecha",
  "Tapa en tus estados de cuenta los movimientos que no necesitan ver: basta con tus depósitos y el saldo",
  "Envíalos solo a quien ya verificaste: la inmobiliaria, el propietario o la empresa de la póliza",
  "Desconfía si te piden documentos y dinero antes de dejarte visitar",
];

/** /guias/documentos-para-rentar: what landlords in CDMX ask for, aval or póliza, and the steps to the keys. */
export function RentalDocumentsGuide() {
  return (
    <GuidePage
      page="guideRentalDocuments"
      lead={
        <p>
          Tener tus papeles listos te ayuda a quedarte con el departamento que te gustó. Esto es lo que suelen pedir propietarios, inmobiliarias y
          empresas de pólizas en la Ciudad de México.
        </p>
      }
    >
      <Section titleId="lista" title="Tu lista de documentos" intro="Júntalos en una carpeta (y en tu teléfono) antes de empezar a visitar.">
        <IconTileGrid
          items={DOCUMENTS}
          className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6"
          footer={({ items }) => <CheckList items={items} className="mt-4 space-y-2 text-sm text-slate-700" />}
        />
      </Section>

      <Section titleId="aval-o-poliza" title="¿Aval o póliza jurídica?" tone="primary">
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <Prose className="rounded-xl bg-white p-6 shadow-card">
            <h3 className="text-lg font-semibold text-slate-900">Aval con propiedad</h3>
            <p>
              Un familiar o amigo firma contigo como obligado solidario y responde con un inmueble suyo. No cuesta dinero, pero compromete su
              propiedad si tú no pagas. Casi siempre lo piden en la Ciudad de México, porque ahí es donde el propietario podría reclamarlo.
            </p>
          </Prose>
          <Prose className="rounded-xl bg-white p-6 shadow-card">
            <h3 className="text-lg font-semibold text-slate-900">Póliza jurídica</h3>
            <p>
              Una empresa revisa tus ingresos y referencias, redacta el contrato y acompaña al propietario si algo sale mal. Cuesta entre{" "}
              {formatPercent(RENTAL_POLICY_RATE.min)} y {formatPercent(RENTAL_POLICY_RATE.max)} de un mes de renta y se paga cada año. Es la salida
              cuando no tienes aval; pregunta quién la paga, porque a veces se reparte con el propietario.
            </p>
            <p>
              <GuideLink page="guideRentBudget">Calcula cuánto te costaría con tu renta</GuideLink>
            </p>
          </Prose>
        </div>
        <p className="mt-6 max-w-3xl text-slate-700">
          Si no tienes ninguno de los dos, algunos propietarios aceptan un depósito de dos meses o un fiador de una afianzadora. Pregúntalo antes de
          descartar un lugar.
        </p>
      </Section>

      <Section titleId="pasos" title="De la visita a las llaves" intro="Cinco pasos, casi siempre en menos de una semana.">
        <NumberedSteps steps={PROCESS} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-5" stepClassName="lg:flex-col" />
      </Section>

      <Section titleId="cuida" title="Cuida tus documentos" intro="Tus papeles sirven para rentar, y también para suplantarte." tone="muted">
        <CheckList items={CAREFUL} className="mt-8 max-w-3xl space-y-3 text-slate-700" />
        <p className="mt-6 max-w-3xl text-slate-700">
          Más en <GuideLink page="guideFraud">Cómo evitar fraudes</GuideLink>.
        </p>
      </Section>
    </GuidePage>
  );
}
