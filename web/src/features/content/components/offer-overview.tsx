import type { Bilingual } from "@domain/i18n/bilingual";
import { OFFER_TEXT as O, PRO_OFFERS, SEEKER_OFFERS } from "@domain/pages/offer-text";
import { useText } from "@web/lib/i18n/lang-context";
import { Link } from "react-router";
import { ArrowRight, Bot, Heart, Map as MapIcon, MessageCircle, Rotate3d, Search, SquareKanban, Wallet } from "lucide-react";
import { IconTileGrid, type IconTile } from "@web/components/content/icon-tile-grid";
import { Section } from "@web/components/content/section";
import { pagePath } from "@domain/pages/page-routes";

type Offer = IconTile & { to: string; cta: string; tags?: readonly string[] };

// Each offer's icon and link, in the order of SEEKER_OFFERS and PRO_OFFERS (their words).
const FOR_HOME_SEEKERS = [
  { Icon: Search, to: "/" },
  { Icon: MapIcon, to: pagePath.rentar },
  { Icon: Heart, to: pagePath.comprar },
  { Icon: MessageCircle, to: pagePath.servicios },
];

const FOR_PROFESSIONALS = [
  { Icon: SquareKanban, to: pagePath.misClientes },
  { Icon: Bot, to: pagePath.agenteAi },
  { Icon: Rotate3d, to: pagePath.precios },
  { Icon: Wallet, to: pagePath.precios },
];

type OfferWords = { title: string; text: string; cta: string; tags?: readonly string[] };

/** What Hogaria offers (/que-ofrece-hogaria), for people looking for a home and for agents and agencies. */
export function OfferOverview() {
  const t = useText();
  const offers = (places: typeof FOR_HOME_SEEKERS, words: readonly Bilingual<OfferWords>[]): Offer[] =>
    places.map((place, i) => ({ ...place, ...t(words[i]) }));
  return (
    <>
      <OfferSection id="para-ti" title={t(O.seekersTitle)} intro={t(O.seekersIntro)} offers={offers(FOR_HOME_SEEKERS, SEEKER_OFFERS)} />
      <OfferSection id="para-agentes" title={t(O.prosTitle)} intro={t(O.prosIntro)} offers={offers(FOR_PROFESSIONALS, PRO_OFFERS)} tone="muted" />
    </>
  );
}

type OfferSectionProps = { id: string; title: string; intro: string; offers: Offer[]; tone?: "plain" | "muted" };

function OfferSection({ id, title, intro, offers, tone }: OfferSectionProps) {
  return (
    <Section titleId={id} title={title} intro={intro} tone={tone}>
      <IconTileGrid items={offers} tile="link" icon="lg" stretchText footer={OfferFooter} className="mt-10 grid gap-4 sm:grid-cols-2 lg:gap-6" />
    </Section>
  );
}

/** Under an offer's text: what it includes, and the link that makes the whole card clickable. */
function OfferFooter({ to, cta, tags }: Offer) {
  const t = useText();
  return (
    <>
      {tags && (
        <ul aria-label={t(O.includes)} className="mt-4 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className="rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-800">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <Link
        to={to}
        className="mt-5 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-primary-700 after:absolute after:inset-0 after:rounded-xl hover:text-primary-900 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-primary-600"
      >
        {cta}
        <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
      </Link>
    </>
  );
}
