import { BadgeCheck, Map as MapIcon, MessageCircle, SquareKanban } from "lucide-react";
import { IconTileGrid } from "@web/components/content/icon-tile-grid";
import { Container } from "@web/components/ui/container";
import { HOME_TEXT as T } from "@domain/pages/home-text";
import { useText } from "@web/lib/i18n/lang-context";

const FEATURES = [
  { Icon: MapIcon, title: T.featureMapTitle, text: T.featureMapText },
  { Icon: SquareKanban, title: T.featureBoardsTitle, text: T.featureBoardsText },
  { Icon: MessageCircle, title: T.featureWhatsAppTitle, text: T.featureWhatsAppText },
  { Icon: BadgeCheck, title: T.featurePricesTitle, text: T.featurePricesText },
];

/** Four things Hogaria does for you, on a soft jade band. */
export function FeatureStrip() {
  const t = useText();
  return (
    <section aria-label={t(T.featuresLabel)} className="border-y border-primary-100 bg-primary-50/60">
      <Container className="py-10 sm:py-12">
        <IconTileGrid
          items={FEATURES.map(({ Icon, title, text }) => ({ Icon, title: t(title), text: t(text) }))}
          tile="inline"
          className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4"
        />
      </Container>
    </section>
  );
}
