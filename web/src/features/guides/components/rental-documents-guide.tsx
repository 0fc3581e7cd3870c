import { Building2, FileCheck2, HandCoins, IdCard, Users, Wallet } from "lucide-react";
import type { Bilingual } from "@domain/i18n/bilingual";
import { formatPercent } from "@domain/format/number";
import { RENTAL_POLICY_RATE } from "@domain/guides/rent-budget";
import { useLang } from "@web/lib/i18n/lang-context";
import { CheckList } from "@web/components/check-list";
import { IconTileGrid, type IconTile } from "@web/components/content/icon-tile-grid";
import { NumberedSteps } from "@web/components/content/numbered-steps";
import { Section } from "@web/components/content/section";
import { GuideLink, GuidePage, Prose } from "./guide-page";

type DocumentGroup = IconTile & { items: string[] };

const DOCUMENTS: Bilingual<DocumentGroup[]> = {
  es: [
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
  ],
  en: [
    {
      Icon: IdCard,
      title: "ID",
      text: "Of whoever signs as the tenant.",
      items: [
        "A valid INE voter card or passport (if you are a foreigner, passport and residence card)",
        "CURP (population registry code)",
        "Current proof of address, no more than three months old",
        "Tax status certificate (constancia de situación fiscal), if they ask for it for the receipt",
      ],
    },
    {
      Icon: Wallet,
      title: "Proof of income",
      text: "Showing at least three times the rent.",
      items: [
        "Your last three payslips",
        "Or your last three to six bank statements, if you are self-employed",
        "A letter from your employer with your position, seniority and salary",
        "Your annual tax return, if you are self-employed",
      ],
    },
    {
      Icon: Building2,
      title: "A guarantor with property in Mexico City",
      text: "If the landlord asks for a guarantor (obligado solidario).",
      items: [
        "Your guarantor's INE and proof of address",
        "The deeds of a property of theirs in Mexico City, recorded in the Public Property Registry",
        "A recent, paid property tax bill (boleta predial) for the same property",
        "The property must be free of liens (no mortgage or seizure)",
      ],
    },
    {
      Icon: FileCheck2,
      title: "Or a rental guarantee policy",
      text: "Instead of a guarantor, more and more common.",
      items: [
        "The policy company's application, with your details and your job's",
        "The same proof of identity and income",
        "Payment for the policy, which renews with the lease",
      ],
    },
    {
      Icon: Users,
      title: "References",
      text: "People who know you and answer the phone.",
      items: [
        "Two or three personal references, with name and phone number",
        "Your previous landlord's details, if you have rented before",
        "A letter from your previous landlord saying you are up to date, if you have one",
      ],
    },
    {
      Icon: HandCoins,
      title: "If you rent in a company's name",
      text: "For offices or an employee's home.",
      items: [
        "Articles of incorporation and the signer's power of attorney",
        "The company's tax status certificate",
        "The company's recent bank statements",
        "Its legal representative's INE",
      ],
    },
  ],
};

const TEXT = {
  es: {
    lead: "Tener tus papeles listos te ayuda a quedarte con el departamento que te gustó. Esto es lo que suelen pedir propietarios, inmobiliarias y empresas de pólizas en la Ciudad de México.",
    listTitle: "Tu lista de documentos",
    listIntro: "Júntalos en una carpeta (y en tu teléfono) antes de empezar a visitar.",
    choiceTitle: "¿Aval o póliza jurídica?",
    guarantorTitle: "Aval con propiedad",
    guarantor:
      "Un familiar o amigo firma contigo como obligado solidario y responde con un inmueble suyo. No cuesta dinero, pero compromete su propiedad si tú no pagas. Casi siempre lo piden en la Ciudad de México, porque ahí es donde el propietario podría reclamarlo.",
    policyTitle: "Póliza jurídica",
    policy: `Una empresa revisa tus ingresos y referencias, redacta el contrato y acompaña al propietario si algo sale mal. Cuesta entre ${formatPercent(RENTAL_POLICY_RATE.min)} y ${formatPercent(RENTAL_POLICY_RATE.max)} de un mes de renta y se paga cada año. Es la salida cuando no tienes aval; pregunta quién la paga, porque a veces se reparte con el propietario.`,
    policyLink: "Calcula cuánto te costaría con tu renta",
    neither:
      "Si no tienes ninguno de los dos, algunos propietarios aceptan un depósito de dos meses o un fiador de una afianzadora. Pregúntalo antes de descartar un lugar.",
    stepsTitle: "De la visita a las llaves",
    stepsIntro: "Cinco pasos, casi siempre en menos de una semana.",
    steps: [
      { title: "Visitas y eliges", text: "Ves el inmueble en persona y confirmas renta, mantenimiento y lo que incluye." },
      {
        title: "Entregas tu solicitud",
        text: "Con tus documentos, a la inmobiliaria o a la empresa de la póliza, nunca a alguien que no verificaste.",
      },
      { title: "Revisan tu perfil", text: "La investigación de ingresos y referencias suele tardar de uno a tres días hábiles." },
      {
        title: "Firmas y pagas",
        text: "Contrato, primer mes, depósito y póliza, con recibo o transferencia a nombre del propietario o la inmobiliaria.",
      },
      { title: "Recibes con inventario", text: "Anota y fotografía el estado de cada cosa: es lo que te protege al pedir tu depósito de vuelta." },
    ],
    carefulTitle: "Cuida tus documentos",
    carefulIntro: "Tus papeles sirven para rentar, y también para suplantarte.",
    careful: [
      "Entrega copias, no originales, y escribe sobre cada una para qué trámite es y la fecha",
      "Tapa en tus estados de cuenta los movimientos que no necesitan ver: basta con tus depósitos y el saldo",
      "Envíalos solo a quien ya verificaste: la inmobiliaria, el propietario o la empresa de la póliza",
      "Desconfía si te piden documentos y dinero antes de dejarte visitar",
    ],
    more: "Más en ",
    fraud: "Cómo evitar fraudes",
  },
  en: {
    lead: "Having your papers ready helps you land the apartment you liked. This is what landlords, agencies and policy companies in Mexico City usually ask for.",
    listTitle: "Your list of documents",
    listIntro: "Put them together in a folder (and on your phone) before you start viewing.",
    choiceTitle: "A guarantor or a rental guarantee policy?",
    guarantorTitle: "A guarantor with property",
    guarantor:
      "A relative or friend signs with you as joint obligor and answers with a property of theirs. It costs no money, but it puts their property on the line if you do not pay. It is almost always required to be in Mexico City, because that is where the landlord could claim it.",
    policyTitle: "Rental guarantee policy",
    policy: `A company checks your income and references, drafts the lease and supports the landlord if something goes wrong. It costs between ${formatPercent(RENTAL_POLICY_RATE.min, 2, "en")} and ${formatPercent(RENTAL_POLICY_RATE.max, 2, "en")} of one month's rent and is paid every year. It is the way out when you have no guarantor; ask who pays for it, because it is sometimes split with the landlord.`,
    policyLink: "Work out what it would cost with your rent",
    neither: "If you have neither, some landlords accept a two-month deposit or a bond from a surety company. Ask before ruling a place out.",
    stepsTitle: "From the viewing to the keys",
    stepsIntro: "Five steps, almost always in less than a week.",
    steps: [
      { title: "You view and choose", text: "You see the property in person and confirm the rent, the maintenance fee and what is included." },
      {
        title: "You hand in your application",
        text: "With your documents, to the agency or the policy company, never to someone you have not checked.",
      },
      { title: "They review your profile", text: "Checking income and references usually takes one to three business days." },
      {
        title: "You sign and pay",
        text: "Lease, first month, deposit and policy, with a receipt or a transfer in the name of the landlord or the agency.",
      },
      {
        title: "You move in with an inventory",
        text: "Note and photograph the condition of everything: it is what protects you when you ask for your deposit back.",
      },
    ],
    carefulTitle: "Look after your documents",
    carefulIntro: "Your papers serve to rent, and also to impersonate you.",
    careful: [
      "Hand over copies, not originals, and write on each one what it is for and the date",
      "Cover the transactions they do not need to see on your bank statements: your deposits and the balance are enough",
      "Send them only to people you have checked: the agency, the landlord or the policy company",
      "Be wary if you are asked for documents and money before you can view",
    ],
    more: "More in ",
    fraud: "How to avoid fraud",
  },
} satisfies Bilingual<unknown>;

/** /guias/documentos-para-rentar: what landlords in CDMX ask for, aval or póliza, and the steps to the keys. */
export function RentalDocumentsGuide() {
  const lang = useLang();
  const t = TEXT[lang];
  return (
    <GuidePage page="guideRentalDocuments" lead={<p>{t.lead}</p>}>
      <Section titleId="lista" title={t.listTitle} intro={t.listIntro}>
        <IconTileGrid
          items={DOCUMENTS[lang]}
          className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6"
          footer={({ items }) => <CheckList items={items} className="mt-4 space-y-2 text-sm text-slate-700" />}
        />
      </Section>

      <Section titleId="aval-o-poliza" title={t.choiceTitle} tone="primary">
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <Prose className="rounded-xl bg-white p-6 shadow-card">
            <h3 className="text-lg font-semibold text-slate-900">{t.guarantorTitle}</h3>
            <p>{t.guarantor}</p>
          </Prose>
          <Prose className="rounded-xl bg-white p-6 shadow-card">
            <h3 className="text-lg font-semibold text-slate-900">{t.policyTitle}</h3>
            <p>{t.policy}</p>
            <p>
              <GuideLink page="guideRentBudget">{t.policyLink}</GuideLink>
            </p>
          </Prose>
        </div>
        <p className="mt-6 max-w-3xl text-slate-700">{t.neither}</p>
      </Section>

      <Section titleId="pasos" title={t.stepsTitle} intro={t.stepsIntro}>
        <NumberedSteps steps={t.steps} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-5" stepClassName="lg:flex-col" />
      </Section>

      <Section titleId="cuida" title={t.carefulTitle} intro={t.carefulIntro} tone="muted">
        <CheckList items={t.careful} className="mt-8 max-w-3xl space-y-3 text-slate-700" />
        <p className="mt-6 max-w-3xl text-slate-700">
          {t.more}
          <GuideLink page="guideFraud">{t.fraud}</GuideLink>.
        </p>
      </Section>
    </GuidePage>
  );
}
