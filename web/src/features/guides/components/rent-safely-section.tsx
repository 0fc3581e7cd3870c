import { SAFETY_ADVICE } from "@domain/trust/safety-advice";
import { TRUST_TEXTS } from "@domain/trust/advertiser-trust";
import { Section } from "@web/components/content/section";
import { ListColumn } from "./guide-page";

const QUESTIONS = [
  "¿Puedo visitar el inmueble antes de pagar cualquier cosa? ¿Cuándo?",
  "¿Quién es el propietario y cómo se llama? ¿Tú eres el dueño, su agente o de qué inmobiliaria eres?",
  "¿Qué documentos me enseñas del inmueble: escritura, boleta predial o un recibo de luz o agua a nombre del propietario?",
  "¿Cuánto es el depósito, cuándo se paga y a qué cuenta? ¿A nombre de quién está?",
  "¿Hay contrato por escrito? ¿Me lo mandas para leerlo antes de firmar?",
];

const CHECKS = [
  `En Hogaria, mira la ficha del anunciante: «${TRUST_TEXTS.agencyVerified}» (revisamos su RFC y su comprobante de domicilio), «${TRUST_TEXTS.agentVerified}» (su cédula o su registro AMPI) y «${TRUST_TEXTS.phoneVerified}» (comprobó ese número con un código por SMS).`,
  "Compara el nombre de la escritura o de la boleta predial con la INE de quien dice ser el propietario; si no coinciden, que te muestre un poder notarial.",
  "Si te atiende un agente, confirma con su inmobiliaria, por su teléfono público y no por el que te dio, que trabaja ahí y que el inmueble es suyo para rentar.",
  "La cuenta para el depósito debe estar a nombre del propietario o de la inmobiliaria, nunca de un tercero.",
];

const REPORT = [
  "En Hogaria: «Reportar anuncio» en la ficha de la propiedad. Revisamos el anuncio y, si hace falta, lo retiramos de la búsqueda.",
  "En la Profeco, si te cobró una inmobiliaria o un proveedor: Teléfono del Consumidor 55 5568 8722 (CDMX) u 800 468 8722.",
  "En la línea 089, de denuncia anónima, si te pidieron dinero con engaños o ya pagaste.",
  "En la Fiscalía General de Justicia de la Ciudad de México, en persona o en línea, para presentar tu denuncia con tus pruebas.",
];

/** The guide's part on renting safely in Mexico City: the advice's own link lands here. */
export function RentSafelySection() {
  return (
    <Section titleId={SAFETY_ADVICE.guideAnchor} title="Cómo rentar seguro en la Ciudad de México" intro={SAFETY_ADVICE.line}>
      <div className="mt-10 grid gap-10 lg:grid-cols-3 lg:gap-12">
        <ListColumn title="Qué preguntar" items={QUESTIONS} marker="bullet" />
        <ListColumn title="Cómo verificar al propietario y al anunciante" items={CHECKS} />
        <ListColumn title="Dónde reportar" items={REPORT} />
      </div>
    </Section>
  );
}
