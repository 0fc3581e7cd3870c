import { Link } from "react-router";
import { ChevronRight } from "lucide-react";
import type { SameHomeListing } from "@domain/properties/property";
import { alsoListedByText, CLUSTER_TEXTS_BY_LANG } from "@domain/listing-clusters/cluster-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { formatListingPrice } from "@domain/format/money";
import { pageHref } from "@domain/pages/page-routes";
import { TrustBadges } from "@web/components/trust-badges";
import { DetailSection } from "./detail-section";

/**
 * The same home published by other advertisers (its cluster): who, at what price, and a
 * link to each listing, so a person compares before contacting. Nothing when there are none.
 */
export function SameHomeListings({ advertisers, listings }: { advertisers: number; listings: SameHomeListing[] }) {
  const lang = useLang();
  const CLUSTER_TEXTS = CLUSTER_TEXTS_BY_LANG[lang];
  if (!advertisers || !listings.length) return null;
  return (
    <DetailSection title={alsoListedByText(advertisers, lang)}>
      <p className="text-sm text-slate-600">{CLUSTER_TEXTS.othersIntro}</p>
      <ul aria-label={CLUSTER_TEXTS.othersTitle} className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {listings.map((l) => (
          <li key={l.id}>
            <Link
              to={pageHref.property(l.id)}
              className="flex items-center gap-3 px-4 py-3 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:ring-inset"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold break-words text-slate-900">{l.advertiser}</span>
                <TrustBadges trust={l.trust} compact className="mt-1" />
              </span>
              <span className="shrink-0 text-right">
                <span className="block font-semibold text-slate-900 tabular-nums">{formatListingPrice(l.price, l.operation_type, lang)}</span>
                <span className="inline-flex items-center text-sm font-medium text-primary-700">
                  {CLUSTER_TEXTS.seeListing}
                  <ChevronRight aria-hidden="true" className="size-4" />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
