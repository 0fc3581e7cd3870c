import { Link } from "react-router";
import { House } from "lucide-react";
import { Container } from "@web/components/ui/container";
import { buttonClasses } from "@web/components/ui/button";
import { NOT_FOUND_PAGE } from "@domain/pages/static-pages";
import { PageHead } from "@web/components/page-head";
import { useLang, useText } from "@web/lib/i18n/lang-context";

export default function NotFoundPage() {
  const t = useText();
  return (
    <Container className="py-20 text-center sm:py-28">
      <PageHead title={t(NOT_FOUND_PAGE.title)} noindex />
      <p className="text-sm font-semibold tracking-wide text-accent-700">404</p>
      {/* The heading is English on every page: a Spanish page says so to screen readers. */}
      <h1 lang={useLang() === "en" ? undefined : "en"} className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
        {NOT_FOUND_PAGE.heading}
      </h1>
      <p className="mx-auto mt-3 max-w-md text-pretty text-slate-600">{t(NOT_FOUND_PAGE.lead)}</p>
      <Link to="/" className={`${buttonClasses("primary", "lg")} mt-8`}>
        <House aria-hidden="true" className="size-5" />
        {t(NOT_FOUND_PAGE.home)}
      </Link>
    </Container>
  );
}
