import { Link } from "react-router";
import { ArrowRight, MapPin } from "lucide-react";
import type { Agency } from "../api/agencies";
import { AgencyLogo } from "@web/components/agency-logo";
import { AGENCY_TEXT as A } from "@domain/agencies/agency-text";
import { useText } from "@web/lib/i18n/lang-context";
import { pageHref } from "@domain/pages/page-routes";

const MAX_ALCALDIAS = 4;

/** Logo or initials, name, listing count, description and the alcaldías it serves; the whole card links to its page (/inmobiliaria/{slug}). */
export function AgencyCard({ agency }: { agency: Agency }) {
  const shown = agency.alcaldias.slice(0, MAX_ALCALDIAS);
  const more = agency.alcaldias.length - shown.length;
  const t = useText();
  return (
    <li className="group relative flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-card transition-shadow hover:shadow-card-hover sm:p-6">
      <div className="flex items-center gap-4">
        <AgencyLogo name={agency.name} url={agency.logo_url} />
        <div className="min-w-0">
          <h2 className="text-lg leading-snug font-semibold text-slate-900">
            <Link
              to={pageHref.agency(agency.slug)}
              className="rounded-sm after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-primary-600"
            >
              {agency.name}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm font-semibold text-primary-700">{t(A.properties)(agency.listing_count)}</p>
        </div>
      </div>
      {agency.description && <p className="mt-4 line-clamp-3 text-slate-600">{agency.description}</p>}
      {shown.length > 0 && (
        <div className="mt-4">
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <MapPin aria-hidden="true" className="size-3.5" />
            {t(A.servesIn)}
          </p>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {shown.map((alcaldia) => (
              <li key={alcaldia.id} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
                {alcaldia.name}
              </li>
            ))}
            {more > 0 && <li className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">{t(A.more)(more)}</li>}
          </ul>
        </div>
      )}
      <span aria-hidden="true" className="mt-5 inline-flex flex-1 items-end gap-1 text-sm font-semibold text-primary-700">
        <span className="inline-flex items-center gap-1">
          {t(A.seeAgency)}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </span>
    </li>
  );
}
