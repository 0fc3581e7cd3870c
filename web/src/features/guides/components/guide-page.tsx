import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { guideOf, type GuidePageId } from "@domain/guides/guide-catalog";
import { PAGE_ROUTES, pathOf } from "@domain/pages/page-routes";
import { staticPage, type StaticPagePath } from "@domain/pages/static-pages";
import { CONTENT_TEXT as C } from "@domain/pages/content-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { ContentHero } from "@web/components/content/content-hero";
import { GuideCards } from "@web/components/content/guide-cards";
import { Section, SectionTitle } from "@web/components/content/section";
import { CheckList } from "@web/components/check-list";
import { Container } from "@web/components/ui/container";
import { PageHead } from "@web/components/page-head";
import { cn } from "@web/lib/cn";

type GuidePageProps = {
  page: GuidePageId;
  /** The hero's paragraph: what the guide answers. */
  lead: ReactNode;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * A guide: its title (the one its card shows) over a short lead, its sections, and the other
 * five guides to finish. The page's <title> is the one the worker wrote in the head.
 */
export function GuidePage({ page, lead, actions, children }: GuidePageProps) {
  const lang = useLang();
  const { title } = guideOf(page, lang);
  const text = staticPage(PAGE_ROUTES[page].path as StaticPagePath, lang);
  return (
    <>
      <PageHead title={text.title} />
      <div className="border-b border-primary-100 bg-primary-50/70">
        <Container>
          <Link
            to={pathOf("guides")}
            className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-primary-800 hover:bg-primary-100/60"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {C.allGuides[lang]}
          </Link>
        </Container>
      </div>
      <ContentHero eyebrow={C.guide[lang]} title={title} lead={lead}>
        {actions}
      </ContentHero>
      {children}
      <Section titleId="more-guides" title={C.moreGuides[lang]} intro={C.moreGuidesIntro[lang]} tone="muted">
        <GuideCards except={page} className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6" />
      </Section>
    </>
  );
}

/** A guide's paragraphs: a readable measure and the content pages' greys. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("max-w-3xl space-y-4 text-pretty text-slate-700", className)}>{children}</div>;
}

/** A link to another guide inside a paragraph. */
export function GuideLink({ page, children }: { page: GuidePageId; children: ReactNode }) {
  return (
    <Link to={pathOf(page)} className="font-semibold text-primary-700 underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}

type ListColumnProps = {
  id?: string;
  title: string;
  intro?: string;
  items: readonly string[];
  /** Checks for things to do or have; plain bullets for warnings and what is left out. */
  marker?: "check" | "bullet";
};

/** A column of a two-column section: its title (h2) over a list. */
export function ListColumn({ id, title, intro, items, marker = "check" }: ListColumnProps) {
  const spacing = cn(intro ? "mt-4" : "mt-6", "space-y-3 text-slate-700");
  return (
    <div>
      <SectionTitle id={id}>{title}</SectionTitle>
      {intro && <p className="mt-4 text-slate-700">{intro}</p>}
      {marker === "check" ? (
        <CheckList items={items} className={spacing} />
      ) : (
        <ul className={cn(spacing, "list-disc pl-5 marker:text-accent-700")}>
          {items.map((item) => (
            <li key={item} className="pl-1">
              {item}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type ListSectionProps = { titleId: string; title: string; intro: string; items: readonly string[]; tone?: "muted" | "plain" };

/** A band that is a titled checked list, at reading width. */
export function ListSection({ titleId, title, intro, items, tone = "muted" }: ListSectionProps) {
  return (
    <Section titleId={titleId} title={title} intro={intro} tone={tone}>
      <CheckList items={items} className="mt-8 max-w-3xl space-y-3 text-slate-700" />
    </Section>
  );
}
