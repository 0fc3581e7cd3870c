import { Link } from "react-router";
import { BadgeCheck, CalendarDays, MapPin } from "lucide-react";
import { agentPageMeta } from "@domain/profile/my-profile";
import { AGENT_PAGE_TEXT as G } from "@domain/profile/agent-page-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import { PAGE_ROUTES } from "@domain/pages/page-routes";
import { SITE_NAME } from "@domain/pages/page-meta";
import { PageHead } from "@web/components/page-head";
import { PropertyCard } from "@web/components/property-card";
import { Avatar } from "@web/components/ui/avatar";
import { buttonClasses } from "@web/components/ui/button";
import { Container } from "@web/components/ui/container";
import { Skeleton, SkeletonPage } from "@web/components/ui/skeleton";
import { failureText } from "@web/lib/api-client";
import { isAgentGone, useAgentPage } from "../hooks/use-agent-page";

/** /agente/{slug}: an independent agent's photo, name, presentation, zones, verified license, member since, and their listings. */
export function AgentPageView({ slug }: { slug: string }) {
  const agent = useAgentPage(slug);
  const lang = useLang();
  const t = useText();

  if (agent.isError) {
    const gone = isAgentGone(agent.error);
    return (
      <Container className="py-16 text-center">
        <PageHead title={`${t(G.notFound)} · ${SITE_NAME}`} noindex />
        <h1 className="text-2xl font-semibold text-slate-900">{t(gone ? G.notFound : G.loadFailed)}</h1>
        <p className="mt-2 text-slate-600">{gone ? t(G.notFoundHint) : failureText(agent.error)}</p>
        <Link to={PAGE_ROUTES.comprar.path} className={`${buttonClasses("primary")} mt-6`}>
          {t(G.searchProperties)}
        </Link>
      </Container>
    );
  }
  if (!agent.data) {
    return (
      <SkeletonPage label={t(G.loading)} className="py-10">
        <div className="flex items-center gap-4">
          <Skeleton className="size-24 rounded-full" />
          <Skeleton className="h-8 w-64" />
        </div>
        <Skeleton className="mt-6 h-20 w-full max-w-2xl" />
      </SkeletonPage>
    );
  }

  const a = agent.data;
  return (
    <Container className="pt-6 pb-16 sm:pt-10">
      <PageHead title={agentPageMeta(a, SITE_NAME, lang).title} />
      <header className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <Avatar name={a.name} src={a.avatar} className="size-24 text-3xl" />
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{t(G.role)}</p>
          <h1 className="mt-1 text-2xl font-semibold text-slate-900 sm:text-3xl">{a.name}</h1>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-700">
            {a.license && (
              <li className="flex items-center gap-1.5 font-semibold text-primary-800">
                <BadgeCheck aria-hidden="true" className="size-4" />
                {t(G.verified)}
                <span className="font-normal text-slate-600">({G.licenseKinds[lang][a.license.kind]})</span>
              </li>
            )}
            <li className="flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 text-slate-500" />
              {t(G.memberSince)(new Date(a.member_since))}
            </li>
          </ul>
          {a.bio && <p className="mt-4 max-w-3xl whitespace-pre-line text-slate-700">{a.bio}</p>}
          {a.zones.length > 0 && (
            <div className="mt-4">
              <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                <MapPin aria-hidden="true" className="size-3.5" />
                {t(G.zones)}
              </p>
              <ul aria-label={t(G.zones)} className="mt-2 flex flex-wrap gap-1.5">
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
      <section aria-labelledby="agent-listings" className="mt-10">
        <h2 id="agent-listings" className="text-xl font-semibold text-slate-900">
          {t(G.listingsOf)(a.name)}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t(G.listed)(a.listing_count)}</p>
        {a.listings.length ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {a.listings.map((property, i) => (
              <li key={property.id}>
                <PropertyCard
                  property={property}
                  imageLoading={i < 2 ? "eager" : "lazy"}
                  sizes="(min-width: 1280px) 24rem, (min-width: 640px) 50vw, 100vw"
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 rounded-xl bg-slate-50 p-6 text-slate-600">{t(G.noListings)}</p>
        )}
      </section>
    </Container>
  );
}
