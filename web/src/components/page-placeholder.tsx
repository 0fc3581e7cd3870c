import type { ReactNode } from "react";
import { Link } from "react-router";
import { Hammer, Search } from "lucide-react";
import { Container } from "./ui/container";
import { buttonClasses } from "./ui/button";
import { PageHead } from "@web/components/page-head";
import { COMMON_UI_TEXT as T } from "@domain/pages/common-ui-text";
import { useLang } from "@web/lib/i18n/lang-context";

type PagePlaceholderProps = {
  title: string;
  /** One sentence about what will live here. */
  description?: string;
  children?: ReactNode;
};

/** Shown by pages that later work fills: a title, a short note and a way back to search. */
export function PagePlaceholder({ title, description, children }: PagePlaceholderProps) {
  const lang = useLang();
  return (
    <Container className="py-16 sm:py-24">
      <PageHead title={`${title} · Hogaria`} />
      <div className="mx-auto max-w-xl text-center">
        <span className="mx-auto mb-6 flex size-14 items-center justify-center rounded-2xl bg-primary-50 text-primary-700">
          <Hammer aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl">{title}</h1>
        {description && <p className="mt-3 text-lg text-pretty text-slate-600">{description}</p>}
        {children}
        <p className="mt-6 text-slate-600">{T.placeholderNote[lang]}</p>
        <Link to="/" className={`${buttonClasses("primary", "lg")} mt-8`}>
          <Search aria-hidden="true" className="size-5" />
          {T.goToSearch[lang]}
        </Link>
      </div>
    </Container>
  );
}
