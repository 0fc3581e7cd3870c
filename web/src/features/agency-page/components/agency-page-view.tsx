import { TrustBadges } from "@web/components/trust-badges";
import { Link } from "react-router";
import { MapPin } from "lucide-react";
import { AGENCY_TEXT as A } from "@domain/agencies/agency-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import { PAGE_ROUTES } from "@domain/pages/page-routes";
import { AgencyLogo } from "@web/components/agency-logo";
import { PageHead } from "@web/components/page-head";
import { buttonClasses } from "@web/components/ui/button";
import { Container } from "@web/components/ui/container";
import { Skeleton, SkeletonPage } from "@web/components/ui/skeleton";
import { failureText } from "@web/lib/api-client";
import { agencyPageMeta } from "@domain/agencies/agency-profile";
import { SITE_NAME } from "@domain/pages/page-meta";
import { isAgencyGone, useAgencyPage } from "../hooks/use-agency-page";
import { AgencyAgents } from "./agency-agents";
import { AgencyListings } from "./agency-listings";

/** /inmobiliaria/{slug}: the agency's logo, name, description and zones, its agents, and its listings. */
export function AgencyPageView({ slug }: { slug: string }) {
  const agency = useAgencyPage(slug);
  const lang = useLang();
  const t = useText();

  if (agency.isError) {
    const gone = isAgencyGone(agency.error);
    return (
      <Container className="py-16 text-center">
        <PageHead title={`${t(A.notFound)} · ${SITE_NAME}`} noindex />
        <h1 className="text-2xl font-semibold text-slate-900">{t(gone ? A.notFound : A.pageLoadFailed)}</h1>
        <p className="mt-2 text-slate-600">{gone ? t(A.notFoundHint) : failureText(agency.error)}</p>
        <Link to={PAGE_ROUTES.agencies.path} className={`${buttonClasses("primary")} mt-6`}>
          {t(A.seeAgencies)}
        </Link>
      </Container>
    );
  }
  if (!agency.data) {
    return (
      <SkeletonPage label={t(A.loadingAgency)} className="py-10">
        <div className="flex items-center gap-4">
          <Skeleton className="size-24 rounded-xl" />
          <Skeleton className="h-8 w-64" />
        </div>
        <Skeleton className="mt-6 h-20 w-full max-w-2xl" />
      </SkeletonPage>
    );
  }

  const a = agency.data;
  return (
    <Container className="pt-6 pb-16 sm:pt-10">
      <PageHead title={agencyPageMeta(a, SITE_NAME, lang).title} />
      <nav aria-label={t(A.breadcrumb)} className="text-sm text-slate-600">
        <Link to={PAGE_ROUTES.agencies.path} className="font-medium text-primary-700 hover:underline">
          {t(A.agencies)}
        </Link>
        <span aria-hidden="true"> / </span>
        <span>{a.name}</span>
      </nav>
      <header className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
        <AgencyLogo name={a.name} url={a.logo_url} size="lg" />
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">{a.name}</h1>
          {a.trust && <TrustBadges trust={a.trust} className="mt-2" />}
          {a.description && <p className="mt-3 max-w-3xl whitespace-pre-line text-slate-700">{a.description}</p>}
          {a.zones.length > 0 && (
            <div className="mt-4">
              <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                <MapPin aria-hidden="true" className="size-3.5" />
                {t(A.zones)}
              </p>
              <ul aria-label={t(A.zones)} className="mt-2 flex flex-wrap gap-1.5">
                {a.zones.map((zone) => (
                  <li key={zone.id} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
                    {zone.name}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </header>
      <AgencyAgents slug={a.slug} agencyName={a.name} agents={a.agents} />
      <AgencyListings slug={a.slug} counts={a.listing_counts} />
    </Container>
  );
}
