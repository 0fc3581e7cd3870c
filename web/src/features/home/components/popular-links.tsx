import { Link } from "react-router";
import { Container } from "@web/components/ui/container";
import { POPULAR_COLUMNS } from "../popular-searches";
import { HOME_TEXT } from "@domain/pages/home-text";
import { useText } from "@web/lib/i18n/lang-context";

/** Three columns of ready-made searches, each opening the results its words promise (popular-searches.ts). */
export function PopularLinks() {
  const t = useText();
  return (
    <section aria-label={t(HOME_TEXT.moreSearches)} className="border-t border-slate-200 bg-slate-50">
      <Container className="grid gap-10 py-14 sm:grid-cols-3">
        {POPULAR_COLUMNS.map((column, i) => (
          <nav key={column.title.es} aria-labelledby={`popular-col-${i}`}>
            <h2 id={`popular-col-${i}`} className="font-semibold text-slate-900">
              {t(column.title)}
            </h2>
            <ul className="mt-3 space-y-0.5">
              {column.links.map(({ label, href }) => (
                <li key={href}>
                  <Link
                    to={href}
                    className="inline-flex min-h-11 items-center text-sm text-slate-600 hover:text-primary-800 hover:underline sm:min-h-9"
                  >
                    {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
    </section>
  );
}
