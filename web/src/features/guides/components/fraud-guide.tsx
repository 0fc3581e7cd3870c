import type { ReactNode } from "react";
import { ShieldCheck } from "lucide-react";
import { ORIGIN_MARK } from "@domain/properties/origin-mark";
import { NumberedSteps } from "@web/components/content/numbered-steps";
import { Section, SectionTitle } from "@web/components/content/section";
import { GuideLink, GuidePage, ListColumn, ListSection, Prose } from "./guide-page";
import { RentSafelySection } from "./rent-safely-section";

const CLONE_SIGNS = [
  "El precio está muy por debajo de lo que piden por casas o departamentos parecidos en la misma colonia",
  "Quien publica no puede enseñarlo: está fuera de la ciudad, del país o «las llaves las tiene un familiar»",
  "Te apuran: «hay muchos interesados», «si no apartas hoy se va»",
  "Piden un depósito, un anticipo o el pago de la póliza antes de la visita",
  "La cuenta para depositar está a nombre de otra persona, o te piden pagar en una tienda de conveniencia",
  "Solo contesta por mensaje y evita las llamadas o las videollamadas desde el inmueble",
];

const SAFE_STEPS = [
  {
    title: "Visita antes de pagar",
    text: "En persona, o que vaya alguien de tu confianza. Una videollamada no basta: las fotos pueden ser de otro lugar.",
  },
  {
    title: "Verifica quién renta o vende",
    text: "Pide la escritura o la boleta predial y compara el nombre con la INE del propietario; si es un agente, que te diga para qué inmobiliaria trabaja y confírmalo con ella.",
  },
  {
    title: "Firma el contrato",
    text: "Con los datos completos de ambas partes y del inmueble, el monto de la renta o el precio y el depósito, y léelo antes de firmar.",
  },
  {
    title: "Paga con comprobante",
    text: "Por transferencia a nombre del propietario o de la inmobiliaria, contra recibo. Nunca en efectivo a alguien que acabas de conocer.",
  },
] as const;

const IF_PAID = [
  "Llama a tu banco de inmediato para reportar la transferencia y pedir que intenten detenerla",
  "Guarda todo: capturas del anuncio y de la conversación, números de teléfono y comprobantes",
  "Presenta tu denuncia ante la Fiscalía General de Justicia de la Ciudad de México (también en línea)",
  "Reporta el anuncio en el sitio donde lo viste para que no engañe a nadie más",
];

/** /guias/como-evitar-fraudes: the cloned listing, the origin mark of what an agent shares on Hogaria, and never paying before visiting and signing. */
export function FraudGuide() {
  return (
    <GuidePage
      page="guideFraud"
      lead={
        <p>
          Casi todos los fraudes inmobiliarios se parecen: una gran oferta, mucha prisa y un depósito antes de ver nada. Aprende a reconocerlos y a
          comprobar con quién estás tratando.
        </p>
      }
    >
      <Section titleId="clonado" containerClassName="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionTitle id="clonado">El anuncio clonado</SectionTitle>
          <Prose className="mt-4">
            <p>
              Es el fraude más común al rentar. Alguien copia las fotos y la descripción de un anuncio real y lo vuelve a publicar, en redes sociales
              o en otro portal, con un precio más bajo y otro teléfono. Cuando escribes, te dice que no puede enseñarlo todavía y te pide un depósito
              para apartarlo. El inmueble existe, pero quien lo anuncia no tiene nada que ver con él.
            </p>
            <p>
              Para descubrirlo, busca la misma colonia en Hogaria y compara: si encuentras las mismas fotos con otro precio y otro anunciante,
              contacta al del anuncio original desde su ficha.
            </p>
          </Prose>
        </div>
        <ListColumn title="Señales de alerta" items={CLONE_SIGNS} marker="bullet" />
      </Section>

      <Section
        titleId="marca-de-origen"
        title="La marca de origen de lo que te comparte tu agente"
        intro="Cuando tu agente te envía una propiedad desde Hogaria, la ficha dice de dónde viene. Así la reconoces:"
        tone="primary"
      >
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <div className="rounded-xl bg-white p-6 shadow-card">
            <h3 className="text-lg font-semibold text-slate-900">Un enlace a una propiedad</h3>
            <MarkExample caption="Ejemplo: así se ve arriba de la ficha.">
              <div className="flex items-start gap-3 rounded-xl border border-primary-200 bg-primary-50 p-4">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-700 text-white">
                  <ShieldCheck aria-hidden="true" className="size-5" />
                </span>
                <div className="min-w-0">
                  <p className="font-semibold text-primary-950">{ORIGIN_MARK.shared("Ana Ruiz")}</p>
                  <p className="mt-0.5 text-sm text-primary-900">
                    {ORIGIN_MARK.reference}: <span className="font-mono font-semibold tracking-wide">HG-7K3M-Q9XA</span>
                  </p>
                </div>
              </div>
            </MarkExample>
            <Prose className="mt-4">
              <p>
                Lleva el nombre de tu agente y la referencia del enlace, que es solo de ese enlace: pídele a tu agente que te la confirme por
                teléfono. Si alguien te manda la misma casa desde otro sitio con otro precio u otro contacto, desconfía.
              </p>
            </Prose>
          </div>
          <div className="rounded-xl bg-white p-6 shadow-card">
            <h3 className="text-lg font-semibold text-slate-900">Una propiedad de tu tablero</h3>
            <MarkExample caption="Ejemplo: así se ve junto al precio.">
              <p className="flex items-start gap-2 rounded-xl border border-slate-200 p-4 text-sm text-slate-600">
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
                {ORIGIN_MARK.boardCopy}
              </p>
            </MarkExample>
            <Prose className="mt-4">
              <p>
                En el tablero que tu agente arma para ti, cada propiedad abre una ficha con esta nota. Es una copia guardada tal como estaba cuando tu
                agente la eligió: solo tú, con el enlace de tu tablero, y tu agente pueden abrirla.
              </p>
            </Prose>
          </div>
        </div>
        <p className="mt-6 max-w-3xl text-slate-700">
          La marca solo vale dentro de Hogaria: revisa que la dirección en tu navegador sea la de Hogaria. Una captura de pantalla o un PDF no prueban
          nada, porque cualquiera puede copiar la marca en una imagen.
        </p>
      </Section>

      <RentSafelySection />

      <Section titleId="pagar" title="Nunca pagues antes de visitar y firmar" intro="Cuatro pasos, siempre en este orden.">
        <NumberedSteps steps={SAFE_STEPS} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" stepClassName="lg:flex-col" />
        <p className="mt-10 max-w-3xl text-slate-700">
          Sabrás cuánto dinero llevar y cuándo en <GuideLink page="guideRentBudget">¿Cuánto puedes pagar de renta?</GuideLink>
        </p>
      </Section>

      <ListSection titleId="si-ya-pagaste" title="Si ya depositaste" intro="Actúa rápido: las primeras horas cuentan." items={IF_PAID} />
    </GuidePage>
  );
}

/** A copy of a mark as the sheets show it, captioned as an example. */
function MarkExample({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <figure className="mt-4">
      {children}
      <figcaption className="mt-2 text-sm text-slate-500">{caption}</figcaption>
    </figure>
  );
}
