import type { Bilingual } from "@domain/i18n/bilingual";
import { SAFETY_ADVICE, SAFETY_ADVICE_BY_LANG } from "@domain/trust/safety-advice";
import { TRUST_TEXTS_BY_LANG } from "@domain/trust/advertiser-trust";
import { useLang } from "@web/lib/i18n/lang-context";
import { Section } from "@web/components/content/section";
import { ListColumn } from "./guide-page";

const TRUST_ES = TRUST_TEXTS_BY_LANG.es;
const TRUST_EN = TRUST_TEXTS_BY_LANG.en;

const TEXT = {
  es: {
    title: "Cómo rentar seguro en la Ciudad de México",
    questionsTitle: "Qué preguntar",
    questions: [
      "¿Puedo visitar el inmueble antes de pagar cualquier cosa? ¿Cuándo?",
      "¿Quién es el propietario y cómo se llama? ¿Tú eres el dueño, su agente o de qué inmobiliaria eres?",
      "¿Qué documentos me enseñas del inmueble: escritura, boleta predial o un recibo de luz o agua a nombre del propietario?",
      "¿Cuánto es el depósito, cuándo se paga y a qué cuenta? ¿A nombre de quién está?",
      "¿Hay contrato por escrito? ¿Me lo mandas para leerlo antes de firmar?",
    ],
    checksTitle: "Cómo verificar al propietario y al anunciante",
    checks: [
      `En Hogaria, mira la ficha del anunciante: «${TRUST_ES.agencyVerified}» (revisamos su RFC y su comprobante de domicilio), «${TRUST_ES.agentVerified}» (su cédula o su registro AMPI) y «${TRUST_ES.phoneVerified}» (comprobó ese número con un código por SMS).`,
      "Compara el nombre de la escritura o de la boleta predial con la INE de quien dice ser el propietario; si no coinciden, que te muestre un poder notarial.",
      "Si te atiende un agente, confirma con su inmobiliaria, por su teléfono público y no por el que te dio, que trabaja ahí y que el inmueble es suyo para rentar.",
      "La cuenta para el depósito debe estar a nombre del propietario o de la inmobiliaria, nunca de un tercero.",
    ],
    reportTitle: "Dónde reportar",
    report: [
      "En Hogaria: «Reportar anuncio» en la ficha de la propiedad. Revisamos el anuncio y, si hace falta, lo retiramos de la búsqueda.",
      "En la Profeco, si te cobró una inmobiliaria o un proveedor: Teléfono del Consumidor 55 5568 8722 (CDMX) u 800 468 8722.",
      "En la línea 089, de denuncia anónima, si te pidieron dinero con engaños o ya pagaste.",
      "En la Fiscalía General de Justicia de la Ciudad de México, en persona o en línea, para presentar tu denuncia con tus pruebas.",
    ],
  },
  en: {
    title: "How to rent safely in Mexico City",
    questionsTitle: "What to ask",
    questions: [
      "Can I view the property before paying anything? When?",
      "Who is the owner and what is their name? Are you the owner, their agent, or which agency are you with?",
      "Which documents of the property can you show me: the deed, the property tax bill, or an electricity or water bill in the owner's name?",
      "How much is the deposit, when is it paid and into which account? Whose name is it in?",
      "Is there a written lease? Can you send it to me to read before signing?",
    ],
    checksTitle: "How to check the owner and the advertiser",
    checks: [
      `On Hogaria, look at the advertiser's details: “${TRUST_EN.agencyVerified}” (we checked their RFC tax ID and proof of address), “${TRUST_EN.agentVerified}” (their professional license or AMPI membership) and “${TRUST_EN.phoneVerified}” (they confirmed that number with a code by SMS).`,
      "Compare the name on the deed or the property tax bill with the INE of whoever says they are the owner; if they do not match, ask to see a notarized power of attorney.",
      "If an agent is helping you, confirm with their agency, on its public phone number and not the one they gave you, that they work there and that the property is theirs to rent.",
      "The account for the deposit must be in the name of the owner or the agency, never a third party.",
    ],
    reportTitle: "Where to report",
    report: [
      "On Hogaria: “Report listing” on the property's page. We review the listing and, if needed, take it out of the search.",
      "To Profeco, if an agency or a provider charged you: Consumer Phone Line 55 5568 8722 (Mexico City) or 800 468 8722.",
      "On the 089 line, for anonymous reports, if you were asked for money under false pretenses or have already paid.",
      "To the Mexico City Attorney General's Office (Fiscalía General de Justicia), in person or online, to file your complaint with your evidence.",
    ],
  },
} satisfies Bilingual<unknown>;

/** The guide's part on renting safely in Mexico City: the advice's own link lands here. */
export function RentSafelySection() {
  const lang = useLang();
  const t = TEXT[lang];
  return (
    <Section titleId={SAFETY_ADVICE.guideAnchor} title={t.title} intro={SAFETY_ADVICE_BY_LANG[lang].line}>
      <div className="mt-10 grid gap-10 lg:grid-cols-3 lg:gap-12">
        <ListColumn title={t.questionsTitle} items={t.questions} marker="bullet" />
        <ListColumn title={t.checksTitle} items={t.checks} />
        <ListColumn title={t.reportTitle} items={t.report} />
      </div>
    </Section>
  );
}
