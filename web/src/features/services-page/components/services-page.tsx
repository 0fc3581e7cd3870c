import { ArrowRight, Check, CircleAlert, MessageCircle, ShieldAlert } from "lucide-react";
import { Container } from "@web/components/ui/container";
import { buttonClasses } from "@web/components/ui/button";
import { useAdvisoryLink } from "@web/lib/advisory-links";
import { cn } from "@web/lib/cn";
import { HOW_IT_WORKS, SAFETY_TIPS, SAFETY_TOPIC, SERVICE_OFFERS, SOURCES } from "../services-content";

const NEW_TAB = " (abre WhatsApp en una pestaña nueva)";

/**
 * /servicios (SPEC 2): a hero, six services, how it works in four steps and three safety
 * tips. Every link opens a WhatsApp chat with Hogaria, the message prefilled with the
 * service and tagged with where it was clicked.
 */
export function ServicesPage() {
  const chat = useAdvisoryLink();
  return (
    <>
      <section aria-labelledby="services-title" className="relative isolate overflow-hidden border-b border-primary-100 bg-primary-50/70">
        <div aria-hidden="true" className="absolute -top-32 -right-24 -z-10 size-96 rounded-full bg-primary-200/40 blur-3xl" />
        <div aria-hidden="true" className="absolute -bottom-40 -left-24 -z-10 size-80 rounded-full bg-accent-200/30 blur-3xl" />
        <Container className="py-14 sm:py-20">
          <div className="max-w-3xl">
            <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-semibold text-accent-800 shadow-sm ring-1 ring-accent-100">
              Asesoría gratis por WhatsApp
            </p>
            <h1 id="services-title" className="mt-4 text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl">
              Servicios para tu primera renta o compra
            </h1>
            <p className="mt-4 text-lg text-pretty text-slate-700 sm:text-xl">
              Te acompañamos a rentar o comprar con seguridad en la Ciudad de México: contratos claros, visitas
              coordinadas y números que cuadran, con un asesor real.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a href={chat(undefined, SOURCES.hero)} target="_blank" rel="noopener noreferrer" className={buttonClasses("primary", "lg")}>
                <MessageCircle aria-hidden="true" className="size-5" />
                Hablar con un asesor
                <span className="sr-only">{NEW_TAB}</span>
              </a>
              <a href="#como-funciona" className={buttonClasses("outline", "lg")}>
                Cómo funciona
              </a>
            </div>
          </div>
        </Container>
      </section>

      <section aria-labelledby="offers-title" className="py-16 sm:py-20">
        <Container>
          <SectionTitle id="offers-title" title="Elige en qué te ayudamos" intro="Seis servicios pensados para quien renta o compra por primera vez." />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
            {SERVICE_OFFERS.map(({ Icon, title, text, points }) => (
              <li
                key={title}
                className="group relative flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-card transition-shadow hover:shadow-card-hover"
              >
                <span className="flex size-11 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-slate-600">{text}</p>
                <ul className="mt-4 flex-1 space-y-1.5 text-sm text-slate-700">
                  {points.map((point) => (
                    <li key={point} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
                      {point}
                    </li>
                  ))}
                </ul>
                <a
                  href={chat(title, SOURCES.card(title))}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-5 inline-flex min-h-11 items-center gap-1.5 self-start rounded-sm font-semibold text-primary-700 after:absolute after:inset-0 after:rounded-xl hover:text-primary-800 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-primary-600"
                >
                  Pedir asesoría gratis
                  <span className="sr-only"> sobre {title}{NEW_TAB}</span>
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                </a>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section id="como-funciona" aria-labelledby="steps-title" className="border-y border-slate-200 bg-slate-50 py-16 sm:py-20">
        <Container>
          <SectionTitle id="steps-title" title="Cómo funciona" intro="Cuatro pasos, sin costo y sin compromiso." />
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {HOW_IT_WORKS.map((step, i) => (
              <li key={step.title} className="flex gap-4 lg:flex-col">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-700 font-semibold text-white">
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{step.title}</h3>
                  <p className="mt-1 text-slate-600">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <a
            href={chat(undefined, SOURCES.steps)}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonClasses("primary", "lg"), "mt-10")}
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            Empezar por WhatsApp
            <span className="sr-only">{NEW_TAB}</span>
          </a>
        </Container>
      </section>

      <section aria-labelledby="tips-title" className="py-16 sm:py-20">
        <Container>
          <SectionTitle id="tips-title" title="Consejos de seguridad" intro="Tres reglas que te protegen de fraudes al rentar o comprar." />
          <ul className="mt-10 grid gap-4 md:grid-cols-3 lg:gap-6">
            {SAFETY_TIPS.map((tip) => (
              <li key={tip.title} className="flex gap-4 rounded-xl border border-accent-100 bg-accent-50/60 p-6">
                <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-700" />
                <div>
                  <h3 className="font-semibold text-slate-900">{tip.title}</h3>
                  <p className="mt-1 text-slate-700">{tip.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-6 flex flex-wrap items-center gap-x-2 text-slate-700">
            <CircleAlert aria-hidden="true" className="size-4 text-slate-500" />
            ¿Algo en un anuncio no te da confianza?
            <a
              href={chat(SAFETY_TOPIC, SOURCES.tips)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline-offset-4 hover:underline"
            >
              Pregúntanos antes de pagar
              <span className="sr-only">{NEW_TAB}</span>
            </a>
          </p>
        </Container>
      </section>

      <section aria-labelledby="closing-title" className="pb-16 sm:pb-20">
        <Container>
          <div className="on-dark relative overflow-hidden rounded-2xl bg-primary-800 px-6 py-10 text-white shadow-card sm:px-10 sm:py-12">
            <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-accent-600/30 blur-3xl" />
            <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
              <div className="max-w-xl">
                <h2 id="closing-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
                  ¿Damos el primer paso juntos?
                </h2>
                <p className="mt-2 text-primary-50">Escríbenos por WhatsApp: la asesoría es gratis y sin compromiso.</p>
              </div>
              <a
                href={chat(undefined, SOURCES.closing)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-lg bg-white px-6 font-semibold text-primary-800 shadow-sm transition-colors hover:bg-primary-50"
              >
                <MessageCircle aria-hidden="true" className="size-5" />
                Quiero asesoría gratis
                <span className="sr-only">{NEW_TAB}</span>
              </a>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}

function SectionTitle({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div className="max-w-2xl">
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 text-base text-pretty text-slate-600 sm:text-lg">{intro}</p>
    </div>
  );
}
