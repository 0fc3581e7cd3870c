import type { ReactNode } from "react";
import { BadgeCheck, MessageCircle, ShieldCheck } from "lucide-react";
import { Container } from "@web/components/ui/container";
import { HOME_TEXT as T } from "@domain/pages/home-text";
import { useText } from "@web/lib/i18n/lang-context";

const TRUST = [
  { Icon: BadgeCheck, text: T.trustPrices },
  { Icon: ShieldCheck, text: T.trustAdvice },
  { Icon: MessageCircle, text: T.trustWhatsApp },
];

/** Mexico City at dusk, the heading, a warm subtitle and the search card (passed as children). */
export function HomeHero({ children }: { children: ReactNode }) {
  const t = useText();
  return (
    <section aria-labelledby="hero-title" className="relative isolate bg-slate-900">
      <div className="absolute inset-0 -z-10 overflow-hidden">
        <picture>
          <source media="(max-width: 767px)" srcSet="/images/hero-phone.webp" width={780} height={1040} type="image/webp" />
          <img
            src="/images/hero-desktop.webp"
            width={1600}
            height={900}
            alt=""
            fetchPriority="high"
            decoding="async"
            className="size-full object-cover object-bottom"
          />
        </picture>
        <div className="absolute inset-0 bg-gradient-to-b from-slate-950/55 via-slate-950/35 to-slate-950/70" />
      </div>

      <Container className="on-dark pt-14 pb-16 sm:pt-20 sm:pb-24 lg:pt-28 lg:pb-32">
        <div className="max-w-3xl">
          <h1 id="hero-title" className="text-4xl font-semibold tracking-tight text-balance text-white drop-shadow-sm sm:text-5xl lg:text-6xl">
            {t(T.heroTitle)}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-pretty text-slate-100 sm:text-xl">{t(T.heroLead)}</p>
        </div>

        <div className="mt-8 max-w-3xl rounded-2xl bg-white p-4 text-slate-800 shadow-menu sm:mt-10 sm:p-6">{children}</div>

        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-100">
          {TRUST.map(({ Icon, text }) => (
            <li key={text.es} className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-4 text-primary-300" />
              {t(text)}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
