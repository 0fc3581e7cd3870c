import { Link } from "react-router";
import { BrandLogo } from "@web/components/brand-logo";
import { Container } from "@web/components/ui/container";
import { yearInMexicoCity } from "@domain/format/date";
import { useSiteConfig } from "@web/lib/site-config";
import { copyrightYears } from "../copyright";
import { LanguageSwitch } from "./language-switch";
import { EnglishOffer } from "./english-offer";
import { SocialLinks } from "./social-links";
import { FOOTER_TEXT as T, HEADER_TEXT } from "@domain/pages/shell-text";
import { useText } from "@web/lib/i18n/lang-context";
import type { Bilingual } from "@domain/i18n/bilingual";
import { pagePath } from "@domain/pages/page-routes";

type FooterLink = { label: Bilingual; to: string };

const COMPANY_LINKS: FooterLink[] = [
  { label: T.about, to: pagePath.sobreNosotros },
  { label: T.offer, to: pagePath.queOfrece },
  { label: T.terms, to: pagePath.terminos },
  { label: T.privacy, to: pagePath.privacidad },
  { label: T.pricing, to: pagePath.precios },
  { label: T.services, to: pagePath.servicios },
];

const EXPLORE_LINKS: FooterLink[] = [
  { label: T.buy, to: pagePath.comprar },
  { label: T.rent, to: pagePath.rentar },
  { label: T.foreclosures, to: pagePath.remate },
  { label: T.agencies, to: pagePath.agencies },
];

const linkClasses = "inline-flex min-h-11 items-center text-slate-300 transition-colors hover:text-white sm:min-h-9";

export function SiteFooter() {
  // A server-rendered page carries the settings (and the server's year) in its state, so the
  // hydrated footer matches; a page rendered in the browser uses its clock until they arrive.
  const { data: config } = useSiteConfig();
  const year = config?.current_year ?? yearInMexicoCity();
  const t = useText();
  return (
    <footer className="on-dark bg-slate-900 text-slate-300">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr] lg:py-16">
        <div className="max-w-sm">
          <Link to="/" aria-label={t(HEADER_TEXT.home)} className="inline-flex rounded-lg">
            <BrandLogo tone="light" />
          </Link>
          <p className="mt-4 text-sm leading-relaxed text-slate-400">{t(T.tagline)}</p>
          <div className="mt-6">
            <SocialLinks links={config?.social_links ?? {}} />
          </div>
        </div>
        <FooterColumn title={t(T.company)} links={COMPANY_LINKS} />
        <FooterColumn title={t(T.explore)} links={EXPLORE_LINKS} />
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col-reverse items-start gap-4 py-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-400">
            © {copyrightYears(year)} Hogaria. {t(T.rights)}
          </p>
          <LanguageSwitch />
        </Container>
      </div>
      <EnglishOffer />
    </footer>
  );
}

function FooterColumn({ title, links }: { title: string; links: FooterLink[] }) {
  const t = useText();
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-1 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClasses}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
