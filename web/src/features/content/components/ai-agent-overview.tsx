import { AI_AGENT_ABILITIES, AI_AGENT_CHAT, AI_AGENT_FAQ, AI_AGENT_INCLUDES, AI_AGENT_STEPS, AI_AGENT_TEXT as A } from "@domain/pages/ai-agent-text";
import { useText } from "@web/lib/i18n/lang-context";
import { Bot, CalendarCheck, ChevronDown, Clock, MessageCircle, Scale, UserCheck } from "lucide-react";
import { CheckList } from "@web/components/check-list";
import { bannerActionClasses, DarkBanner } from "@web/components/content/dark-banner";
import { IconTileGrid } from "@web/components/content/icon-tile-grid";
import { NumberedSteps } from "@web/components/content/numbered-steps";
import { Section, SectionTitle } from "@web/components/content/section";
import { buttonClasses } from "@web/components/ui/button";
import { useWhatsappBusinessNumber } from "@web/lib/site-config";
import { advisoryMessage, whatsappChatUrl } from "@web/lib/whatsapp";
import { cn } from "@web/lib/cn";

/** 'Solicitar demo': a WhatsApp chat with the business number, 'Quiero asesoría gratis de Hogaria sobre: Agente de IA', in a new tab. */
export function DemoLink({ className, tone = "primary" }: { className?: string; tone?: "primary" | "light" }) {
  const number = useWhatsappBusinessNumber();
  const t = useText();
  return (
    <a
      href={number && whatsappChatUrl(advisoryMessage("Agente de IA"), number)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(tone === "primary" ? buttonClasses("primary", "lg") : bannerActionClasses, className)}
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {t(A.requestDemo)}
      <span className="sr-only">{t(A.newTab)}</span>
    </a>
  );
}

// The abilities' icons, in the order of AI_AGENT_ABILITIES.
const ABILITY_ICONS = [Clock, UserCheck, CalendarCheck, Scale];

/** A WhatsApp-style exchange: what a lead at 11 p.m. gets. */
export function ChatPreview() {
  const t = useText();
  const [ask, answer, again, book] = t(AI_AGENT_CHAT);
  const bubbles = [
    { from: "lead", text: ask, time: "23:04" },
    { from: "bot", text: answer, time: "23:04" },
    { from: "lead", text: again, time: "23:05" },
    { from: "bot", text: book, time: "23:05" },
  ];
  return (
    <figure className="mx-auto w-full max-w-sm rounded-2xl border border-slate-200 bg-white shadow-menu lg:mx-0">
      <figcaption className="flex items-center gap-3 rounded-t-2xl border-b border-slate-100 px-4 py-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-primary-700 text-white">
          <Bot aria-hidden="true" className="size-5" />
        </span>
        <span>
          <span className="block font-semibold text-slate-900">{t(A.chatName)}</span>
          <span className="block text-xs text-primary-700">{t(A.chatCaption)}</span>
        </span>
      </figcaption>
      <ol className="space-y-3 bg-slate-50 p-4">
        {bubbles.map((bubble, i) => (
          <li
            key={i}
            className={cn(
              "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm shadow-sm",
              bubble.from === "bot" ? "ml-auto rounded-br-md bg-primary-700 text-white" : "rounded-bl-md bg-white text-slate-800",
            )}
          >
            <span className="sr-only">{t(bubble.from === "bot" ? A.agentSays : A.leadSays)}</span>
            {bubble.text}
            <span className={cn("mt-1 block text-right text-[11px]", bubble.from === "bot" ? "text-primary-100" : "text-slate-500")}>
              {bubble.time}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

/** What the agent does, how it starts working, its price and questions. */
export function AiAgentOverview() {
  const t = useText();
  return (
    <>
      <Section titleId="que-hace" title={t(A.whatTitle)} intro={t(A.whatIntro)}>
        <IconTileGrid
          items={AI_AGENT_ABILITIES.map((ability, i) => ({ Icon: ABILITY_ICONS[i], ...t(ability) }))}
          className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6"
        />
      </Section>

      <Section titleId="como-funciona" tone="muted" containerClassName="grid gap-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div>
          <SectionTitle id="como-funciona">{t(A.howTitle)}</SectionTitle>
          <NumberedSteps steps={[...t(AI_AGENT_STEPS)]} className="mt-8 space-y-6" />
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card sm:p-8">
          <h3 className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{t(A.investment)}</h3>
          <p className="mt-3 text-2xl font-semibold tracking-tight text-slate-900">{t(A.priceRange)}</p>
          <p className="mt-2 text-slate-600">{t(A.priceNote)}</p>
          <CheckList tight items={[...t(AI_AGENT_INCLUDES)]} className="mt-5 space-y-2 text-sm text-slate-700" />
          <DemoLink className="mt-6 w-full" />
        </div>
      </Section>

      <Section titleId="preguntas" title={t(A.faqTitle)} containerClassName="max-w-3xl">
        <div className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {t(AI_AGENT_FAQ).map((item) => (
            <details key={item.q} className="group">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                {item.q}
                <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
              </summary>
              <p className="px-5 pb-5 text-slate-600">{item.a}</p>
            </details>
          ))}
        </div>
      </Section>
    </>
  );
}

/** Closing band: see it working. */
export function DemoBanner() {
  const t = useText();
  return (
    <DarkBanner titleId="demo-title" title={t(A.demoTitle)} action={<DemoLink tone="light" />}>
      <p>{t(A.demoText)}</p>
    </DarkBanner>
  );
}
