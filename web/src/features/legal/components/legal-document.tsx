import type { Bilingual } from "@domain/i18n/bilingual";
import { LEGAL_ENGLISH_NOTE, LEGAL_TEXT } from "@domain/pages/legal-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft, ChevronDown } from "lucide-react";
import { Container } from "@web/components/ui/container";
import { buttonClasses } from "@web/components/ui/button";

/**
 * One numbered section: its number comes from its place in the list. Its title and body are
 * in both languages; the Spanish text governs (an English page says so above it).
 */
export type LegalSection = { id: string; title: Bilingual; body: Bilingual<ReactNode> };

/** An unnumbered block (e.g. the simplified notice), shown before or after the numbered sections. */
export type LegalNote = LegalSection;

type LegalDocumentProps = {
  title: Bilingual;
  /** The day of the last update. */
  updated: Date;
  intro: Bilingual;
  sections: LegalSection[];
  before?: LegalNote[];
  after?: LegalNote[];
  /** The other legal page, linked at the end. */
  related: { to: string; label: Bilingual };
};

/** Body text of a legal page: readable measure, lists, links and small tables. */
export const legalProse =
  "space-y-4 leading-relaxed text-slate-700 [&_a]:font-semibold [&_a]:text-primary-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-primary-900 [&_h3]:pt-2 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6";

/**
 * A legal page: title and last update, a table of contents (a sticky column on wide
 * screens, a fold-out list on phones), numbered sections with <h2>s like
 * '1. Aceptación de los términos', and a way back home.
 */
export function LegalDocument({ title: titles, updated, intro, sections, before = [], after = [], related }: LegalDocumentProps) {
  const lang = useLang();
  const t = useText();
  const title = t(titles);
  const toc = [
    ...before.map((note) => ({ id: note.id, label: t(note.title) })),
    ...sections.map((section, i) => ({ id: section.id, label: `${i + 1}. ${t(section.title)}` })),
    ...after.map((note) => ({ id: note.id, label: t(note.title) })),
  ];

  return (
    <>
      <header className="border-b border-slate-200 bg-slate-50">
        <Container className="py-10 sm:py-14">
          <Link
            to="/"
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t(LEGAL_TEXT.backHome)}
          </Link>
          <h1 className="mt-3 text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm font-semibold text-slate-600">{t(LEGAL_TEXT.updated)(updated)}</p>
          <div className="mt-4 max-w-3xl text-lg text-pretty text-slate-700">
            <p>{t(intro)}</p>
          </div>
          {lang !== "es" && (
            <p
              role="note"
              className="mt-5 max-w-3xl rounded-lg border border-accent-200 bg-accent-50 px-4 py-3 text-sm font-semibold text-accent-800"
            >
              {LEGAL_ENGLISH_NOTE}
            </p>
          )}
        </Container>
      </header>

      <Container className="py-10 sm:py-14 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12 xl:grid-cols-[18rem_minmax(0,1fr)]">
        <aside className="mb-10 lg:mb-0">
          <details className="group rounded-xl border border-slate-200 bg-white shadow-card lg:hidden">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              {t(LEGAL_TEXT.contents)}
              <ChevronDown aria-hidden="true" className="size-5 text-slate-500 transition-transform group-open:rotate-180" />
            </summary>
            <TableOfContents items={toc} label={t(LEGAL_TEXT.contentsOf)(title)} className="border-t border-slate-100 px-2 py-2" />
          </details>
          <div className="sticky top-24 hidden max-h-[calc(100dvh-7rem)] overflow-y-auto lg:block">
            <p className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t(LEGAL_TEXT.contents)}</p>
            <TableOfContents items={toc} label={t(LEGAL_TEXT.indexOf)(title)} className="mt-2" />
          </div>
        </aside>

        <article className="min-w-0 max-w-3xl">
          {before.map((note) => (
            <Note key={note.id} note={note} />
          ))}
          {sections.map((section, i) => (
            <section key={section.id} aria-labelledby={section.id} className="border-b border-slate-100 py-8 first:pt-0 last:border-0">
              <h2 id={section.id} className="scroll-mt-24 text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
                {`${i + 1}. ${t(section.title)}`}
              </h2>
              <div className={`${legalProse} mt-4`}>{t(section.body)}</div>
            </section>
          ))}
          {after.map((note) => (
            <Note key={note.id} note={note} />
          ))}

          <footer className="mt-10 rounded-xl bg-slate-50 p-6">
            <p className="text-slate-700">
              {t(LEGAL_TEXT.questions)}{" "}
              <a href="mailto:legal@hogaria.mx" className="font-semibold text-primary-700 underline underline-offset-4">
                legal@hogaria.mx
              </a>
              .
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link to="/" className={buttonClasses("primary")}>
                {t(LEGAL_TEXT.backHome)}
              </Link>
              <Link to={related.to} className={buttonClasses("outline")}>
                {t(related.label)}
              </Link>
            </div>
          </footer>
        </article>
      </Container>
    </>
  );
}

function Note({ note }: { note: LegalNote }) {
  const t = useText();
  return (
    <section aria-labelledby={note.id} className="my-8 rounded-xl border border-primary-100 bg-primary-50/50 p-5 first:mt-0 sm:p-6">
      <h2 id={note.id} className="scroll-mt-24 text-xl font-semibold tracking-tight text-slate-900">
        {t(note.title)}
      </h2>
      <div className={`${legalProse} mt-3`}>{t(note.body)}</div>
    </section>
  );
}

function TableOfContents({ items, label, className }: { items: { id: string; label: string }[]; label: string; className?: string }) {
  return (
    <nav aria-label={label} className={className}>
      <ol className="space-y-0.5 text-sm">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="flex min-h-10 items-center rounded-lg px-3 py-1.5 text-slate-700 hover:bg-slate-100 hover:text-slate-900"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
