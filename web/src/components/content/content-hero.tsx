import type { ReactNode } from "react";
import { Container } from "@web/components/ui/container";

type ContentHeroProps = {
  /** A short label over the title. */
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** Buttons or links under the lead. */
  children?: ReactNode;
  /** Something beside the text on wide screens (a card, a figure). */
  aside?: ReactNode;
};

/** The top of a content page: a soft jade band with the title, one paragraph and actions. */
export function ContentHero({ eyebrow, title, lead, children, aside }: ContentHeroProps) {
  return (
    <section aria-labelledby="content-title" className="relative isolate overflow-hidden border-b border-primary-100 bg-primary-50/70">
      <div aria-hidden="true" className="absolute -top-32 -right-24 -z-10 size-96 rounded-full bg-primary-200/40 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-40 -left-24 -z-10 size-80 rounded-full bg-accent-200/30 blur-3xl" />
      <Container className="grid gap-10 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center">
        <div className="max-w-3xl">
          <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-semibold text-accent-800 shadow-sm ring-1 ring-accent-100">
            {eyebrow}
          </p>
          <h1 id="content-title" className="mt-4 text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {title}
          </h1>
          <div className="mt-4 text-lg text-pretty text-slate-700 sm:text-xl">{lead}</div>
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
        {aside}
      </Container>
    </section>
  );
}
