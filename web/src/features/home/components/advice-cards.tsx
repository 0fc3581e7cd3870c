import { Container } from "@web/components/ui/container";
import { SectionHeading } from "@web/components/content/section";
import { GuideCards } from "@web/components/content/guide-cards";
import { HOME_TEXT as T } from "@domain/pages/home-text";
import { useText } from "@web/lib/i18n/lang-context";

/** Six guides for first-time renters and buyers in CDMX, each card a link to its page. */
export function AdviceCards() {
  const t = useText();
  return (
    <section aria-labelledby="advice-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading id="advice-title" title={t(T.adviceTitle)} intro={t(T.adviceIntro)} />
        <GuideCards className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6" />
      </Container>
    </section>
  );
}
