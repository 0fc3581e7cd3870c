import { Link } from "react-router";
import { Container } from "@web/components/ui/container";
import { POPULAR_COLUMNS } from "../popular-searches";

/** Three columns of ready-made searches, each opening the results its words promise (popular-searches.ts). */
export function PopularLinks() {
  return (
    <section aria-label="Más búsquedas" className="border-t border-slate-200 bg-slate-50">
      <Container className="grid gap-10 py-14 sm:grid-cols-3">
        {POPULAR_COLUMNS.map((column, i) => (
          <nav key={column.title} aria-labelledby={`popular-col-${i}`}>
            <h2 id={`popular-col-${i}`} className="font-semibold text-slate-900">
              {column.title}
            </h2>
            <ul className="mt-3 space-y-0.5">
              {column.links.map(({ label, href }) => (
                <li key={label}>
                  <Link
                    to={href}
                    className="inline-flex min-h-11 items-center text-sm text-slate-600 hover:text-primary-800 hover:underline sm:min-h-9"
                  >
                    {label}
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
