import type { ReactNode } from "react";
import { ShieldCheck } from "lucide-react";
import type { Bilingual } from "@domain/i18n/bilingual";
import { ORIGIN_MARK_BY_LANG } from "@domain/properties/origin-mark";
import { useLang } from "@web/lib/i18n/lang-context";
import { NumberedSteps } from "@web/components/content/numbered-steps";
import { Section, SectionTitle } from "@web/components/content/section";
import { GuideLink, GuidePage, ListColumn, ListSection, Prose } from "./guide-page";
import { RentSafelySection } from "./rent-safely-section";

const TEXT = {
  es: {
    lead: "Casi todos los fraudes inmobiliarios se parecen: una gran oferta, mucha prisa y un depósito antes de ver nada. Aprende a reconocerlos y a comprobar con quién estás tratando.",
    cloneTitle: "El anuncio clonado",
    clone: [
      "Es el fraude más común al rentar. Alguien copia las fotos y la descripción de un anuncio real y lo vuelve a publicar, en redes sociales o en otro portal, con un precio más bajo y otro teléfono. Cuando escribes, te dice que no puede enseñarlo todavía y te pide un depósito para apartarlo. El inmueble existe, pero quien lo anuncia no tiene nada que ver con él.",
      "Para descubrirlo, busca la misma colonia en Hogaria y compara: si encuentras las mismas fotos con otro precio y otro anunciante, contacta al del anuncio original desde su ficha.",
    ],
    signsTitle: "Señales de alerta",
    signs: [
      "El precio está muy por debajo de lo que piden por casas o departamentos parecidos en la misma colonia",
      "Quien publica no puede enseñarlo: está fuera de la ciudad, del país o «las llaves las tiene un familiar»",
      "Te apuran: «hay muchos interesados», «si no apartas hoy se va»",
      "Piden un depósito, un anticipo o el pago de la póliza antes de la visita",
      "La cuenta para depositar está a nombre de otra persona, o te piden pagar en una tienda de conveniencia",
      "Solo contesta por mensaje y evita las llamadas o las videollamadas desde el inmueble",
    ],
    markTitle: "La marca de origen de lo que te comparte tu agente",
    markIntro: "Cuando tu agente te envía una propiedad desde Hogaria, la ficha dice de dónde viene. Así la reconoces:",
    linkTitle: "Un enlace a una propiedad",
    linkCaption: "Ejemplo: así se ve arriba de la ficha.",
    link: "Lleva el nombre de tu agente y la referencia del enlace, que es solo de ese enlace: pídele a tu agente que te la confirme por teléfono. Si alguien te manda la misma casa desde otro sitio con otro precio u otro contacto, desconfía.",
    boardTitle: "Una propiedad de tu tablero",
    boardCaption: "Ejemplo: así se ve junto al precio.",
    board:
      "En el tablero que tu agente arma para ti, cada propiedad abre una ficha con esta nota. Es una copia guardada tal como estaba cuando tu agente la eligió: solo tú, con el enlace de tu tablero, y tu agente pueden abrirla.",
    markOnly:
      "La marca solo vale dentro de Hogaria: revisa que la dirección en tu navegador sea la de Hogaria. Una captura de pantalla o un PDF no prueban nada, porque cualquiera puede copiar la marca en una imagen.",
    payTitle: "Nunca pagues antes de visitar y firmar",
    payIntro: "Cuatro pasos, siempre en este orden.",
    steps: [
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
    ],
    howMuch: "Sabrás cuánto dinero llevar y cuándo en ",
    rentBudget: "¿Cuánto puedes pagar de renta?",
    paidTitle: "Si ya depositaste",
    paidIntro: "Actúa rápido: las primeras horas cuentan.",
    paid: [
      "Llama a tu banco de inmediato para reportar la transferencia y pedir que intenten detenerla",
      "Guarda todo: capturas del anuncio y de la conversación, números de teléfono y comprobantes",
      "Presenta tu denuncia ante la Fiscalía General de Justicia de la Ciudad de México (también en línea)",
      "Reporta el anuncio en el sitio donde lo viste para que no engañe a nadie más",
    ],
  },
  en: {
    lead: "Almost all real estate frauds look alike: a great deal, a lot of hurry and a deposit before you see anything. Learn to recognize them and to check who you are dealing with.",
    cloneTitle: "The cloned listing",
    clone: [
      "It is the most common fraud when renting. Someone copies the photos and the description of a real listing and posts it again, on social media or another website, at a lower price and with another phone number. When you write, they say they cannot show it yet and ask for a deposit to hold it. The property exists, but whoever advertises it has nothing to do with it.",
      "To find out, search the same neighborhood on Hogaria and compare: if you find the same photos with another price and another advertiser, contact the one of the original listing from its page.",
    ],
    signsTitle: "Warning signs",
    signs: [
      "The price is far below what is asked for similar houses or apartments in the same neighborhood",
      "The person who posted it cannot show it: they are out of town, out of the country, or “a relative has the keys”",
      "They rush you: “lots of people are interested”, “if you don't hold it today it will go”",
      "They ask for a deposit, an advance or the policy payment before the viewing",
      "The account to pay into is in someone else's name, or they ask you to pay at a convenience store",
      "They only answer by message and avoid calls or video calls from the property",
    ],
    markTitle: "The origin mark on what your agent shares with you",
    markIntro: "When your agent sends you a property from Hogaria, its page says where it comes from. This is how you recognize it:",
    linkTitle: "A link to a property",
    linkCaption: "Example: how it looks at the top of the page.",
    link: "It carries your agent's name and the link's reference, which belongs to that link alone: ask your agent to confirm it by phone. If someone sends you the same house from another site with another price or another contact, be wary.",
    boardTitle: "A property on your board",
    boardCaption: "Example: how it looks next to the price.",
    board:
      "On the board your agent puts together for you, each property opens a page with this note. It is a copy kept exactly as it was when your agent chose it: only you, with your board's link, and your agent can open it.",
    markOnly:
      "The mark only counts on Hogaria itself: check that the address in your browser is Hogaria's. A screenshot or a PDF proves nothing, because anyone can copy the mark into an image.",
    payTitle: "Never pay before viewing and signing",
    payIntro: "Four steps, always in this order.",
    steps: [
      {
        title: "View before you pay",
        text: "In person, or send someone you trust. A video call is not enough: the photos may be of another place.",
      },
      {
        title: "Check who is renting or selling",
        text: "Ask for the deed or the property tax bill and compare the name with the owner's INE; if it is an agent, ask which agency they work for and confirm it with the agency.",
      },
      {
        title: "Sign the lease",
        text: "With the full details of both parties and the property, the rent or the price and the deposit, and read it before signing.",
      },
      {
        title: "Pay with proof",
        text: "By transfer in the name of the owner or the agency, against a receipt. Never in cash to someone you have just met.",
      },
    ],
    howMuch: "Find out how much money to bring and when in ",
    rentBudget: "How much rent can you afford?",
    paidTitle: "If you already paid",
    paidIntro: "Act fast: the first hours count.",
    paid: [
      "Call your bank at once to report the transfer and ask them to try to stop it",
      "Keep everything: screenshots of the listing and the conversation, phone numbers and receipts",
      "File a complaint with the Mexico City Attorney General's Office (Fiscalía General de Justicia), also online",
      "Report the listing on the site where you saw it so it does not fool anyone else",
    ],
  },
} satisfies Bilingual<unknown>;

/** /guias/como-evitar-fraudes: the cloned listing, the origin mark of what an agent shares on Hogaria, and never paying before visiting and signing. */
export function FraudGuide() {
  const lang = useLang();
  const t = TEXT[lang];
  const mark = ORIGIN_MARK_BY_LANG[lang];
  return (
    <GuidePage page="guideFraud" lead={<p>{t.lead}</p>}>
      <Section titleId="clonado" containerClassName="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionTitle id="clonado">{t.cloneTitle}</SectionTitle>
          <Prose className="mt-4">
            {t.clone.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Prose>
        </div>
        <ListColumn title={t.signsTitle} items={t.signs} marker="bullet" />
      </Section>

      <Section titleId="marca-de-origen" title={t.markTitle} intro={t.markIntro} tone="primary">
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <div className="rounded-xl bg-white p-6 shadow-card">
            <h3 className="text-lg font-semibold text-slate-900">{t.linkTitle}</h3>
            <MarkExample caption={t.linkCaption}>
              <div className="flex items-start gap-3 rounded-xl border border-primary-200 bg-primary-50 p-4">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-700 text-white">
                  <ShieldCheck aria-hidden="true" className="size-5" />
                </span>
                <div className="min-w-0">
                  <p className="font-semibold text-primary-950">{mark.shared("Ana Ruiz")}</p>
                  <p className="mt-0.5 text-sm text-primary-900">
                    {mark.reference}: <span className="font-mono font-semibold tracking-wide">HG-7K3M-Q9XA</span>
                  </p>
                </div>
              </div>
            </MarkExample>
            <Prose className="mt-4">
              <p>{t.link}</p>
            </Prose>
          </div>
          <div className="rounded-xl bg-white p-6 shadow-card">
            <h3 className="text-lg font-semibold text-slate-900">{t.boardTitle}</h3>
            <MarkExample caption={t.boardCaption}>
              <p className="flex items-start gap-2 rounded-xl border border-slate-200 p-4 text-sm text-slate-600">
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
                {mark.boardCopy}
              </p>
            </MarkExample>
            <Prose className="mt-4">
              <p>{t.board}</p>
            </Prose>
          </div>
        </div>
        <p className="mt-6 max-w-3xl text-slate-700">{t.markOnly}</p>
      </Section>

      <RentSafelySection />

      <Section titleId="pagar" title={t.payTitle} intro={t.payIntro}>
        <NumberedSteps steps={t.steps} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" stepClassName="lg:flex-col" />
        <p className="mt-10 max-w-3xl text-slate-700">
          {t.howMuch}
          <GuideLink page="guideRentBudget">{t.rentBudget}</GuideLink>
        </p>
      </Section>

      <ListSection titleId="si-ya-pagaste" title={t.paidTitle} intro={t.paidIntro} items={t.paid} />
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
