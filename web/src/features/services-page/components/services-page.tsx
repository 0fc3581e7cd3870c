import { ArrowRight, CircleAlert, MessageCircle, ShieldAlert } from "lucide-react";
import { CheckList } from "@web/components/check-list";
import { ContentHero } from "@web/components/content/content-hero";
import { bannerActionClasses, DarkBanner } from "@web/components/content/dark-banner";
import { IconTileGrid } from "@web/components/content/icon-tile-grid";
import { NumberedSteps } from "@web/components/content/numbered-steps";
import { Section } from "@web/components/content/section";
import { buttonClasses } from "@web/components/ui/button";
import { WhatsappTestNote } from "@web/components/whatsapp-test-note";
import { useAdvisoryLink } from "@web/lib/advisory-links";
import { cn } from "@web/lib/cn";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import { SERVICES_TEXT, HOW_IT_WORKS, SAFETY_TIPS, SAFETY_TOPIC, SERVICE_OFFERS, SOURCES } from "../services-content";

/**
 * /servicios, for first-time buyers and renters: a hero, six services, how it works in four steps and three safety
 * tips. Every link opens a WhatsApp chat with Hogaria, the message prefilled with the
 * service and tagged with where it was clicked.
 */
export function ServicesPage() {
  const chat = useAdvisoryLink();
  const lang = useLang();
  const T = SERVICES_TEXT;
  const t = useText();
  const NEW_TAB = t(T.newTab);
  return (
    <>
      <ContentHero eyebrow={t(T.eyebrow)} title={t(T.title)} lead={<p>{t(T.lead)}</p>}>
        <a href={chat(undefined, SOURCES.hero)} target="_blank" rel="noopener noreferrer" className={buttonClasses("primary", "lg")}>
          <MessageCircle aria-hidden="true" className="size-5" />
          {t(T.talk)}
          <span className="sr-only">{NEW_TAB}</span>
        </a>
        <a href="#como-funciona" className={buttonClasses("outline", "lg")}>
          {t(T.howItWorks)}
        </a>
        <WhatsappTestNote className="basis-full" />
      </ContentHero>

      <Section titleId="offers-title" title={t(T.offersTitle)} intro={t(T.offersIntro)}>
        <IconTileGrid
          items={SERVICE_OFFERS.map((offer) => ({ Icon: offer.Icon, ...offer[lang], chatTitle: offer.es.title }))}
          tile="link"
          className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6"
          footer={({ title, points, chatTitle }) => (
            <>
              <CheckList items={points} tight className="mt-4 flex-1 space-y-1.5 text-sm text-slate-700" />
              <a
                href={chat(chatTitle, SOURCES.card(chatTitle))}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-5 inline-flex min-h-11 items-center gap-1.5 self-start rounded-sm font-semibold text-primary-700 after:absolute after:inset-0 after:rounded-xl hover:text-primary-800 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-primary-600"
              >
                {t(T.askFree)}
                <span className="sr-only">
                  {" "}
                  {t(T.about)} {title}
                  {NEW_TAB}
                </span>
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </a>
            </>
          )}
        />
      </Section>

      <Section id="como-funciona" titleId="steps-title" title={t(T.howItWorks)} intro={t(T.stepsIntro)} tone="muted">
        <NumberedSteps steps={t(HOW_IT_WORKS)} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" stepClassName="lg:flex-col" />
        <a href={chat(undefined, SOURCES.steps)} target="_blank" rel="noopener noreferrer" className={cn(buttonClasses("primary", "lg"), "mt-10")}>
          <MessageCircle aria-hidden="true" className="size-5" />
          {t(T.startWhatsApp)}
          <span className="sr-only">{NEW_TAB}</span>
        </a>
      </Section>

      <Section titleId="tips-title" title={t(T.tipsTitle)} intro={t(T.tipsIntro)}>
        <ul className="mt-10 grid gap-4 md:grid-cols-3 lg:gap-6">
          {t(SAFETY_TIPS).map((tip) => (
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
          {t(T.distrust)}
          <a
            href={chat(SAFETY_TOPIC, SOURCES.tips)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline-offset-4 hover:underline"
          >
            {t(T.askBeforePaying)}
            <span className="sr-only">{NEW_TAB}</span>
          </a>
        </p>
      </Section>

      <DarkBanner
        titleId="closing-title"
        title={t(T.closingTitle)}
        action={
          <a href={chat(undefined, SOURCES.closing)} target="_blank" rel="noopener noreferrer" className={bannerActionClasses}>
            <MessageCircle aria-hidden="true" className="size-5" />
            {t(T.closingAction)}
            <span className="sr-only">{NEW_TAB}</span>
          </a>
        }
      >
        <p>{t(T.closingText)}</p>
      </DarkBanner>
    </>
  );
}
