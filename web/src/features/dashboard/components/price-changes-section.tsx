import { Link } from "react-router";
import { House, TrendingDown, TrendingUp } from "lucide-react";
import type { FavoritePriceChange } from "@domain/dashboard/buyer-dashboard";
import { isPriceDrop, priceChangeText } from "@domain/dashboard/price-change-text";
import { formatListingPrice } from "@domain/format/money";
import { pageHref } from "@domain/pages/page-routes";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";
import { DashboardSection, EmptyState } from "@web/components/dashboard-section";
import { DASHBOARD_TEXT as T } from "@domain/dashboard/dashboard-text";
import { useLang } from "@web/lib/i18n/lang-context";

/** "Cambios de precio": what the prices of the saved listings did lately, newest first ("Bajó $1,500 el 20 de noviembre"). */
export function PriceChangesSection({ changes, hasSaved }: { changes: FavoritePriceChange[] | undefined; hasSaved: boolean }) {
  const lang = useLang();
  return (
    <DashboardSection id="dashboard-prices" title={T.pricesTitle[lang]} intro={T.pricesIntro[lang]}>
      {!changes ? (
        <ul className="grid grid-cols-1 gap-2">
          {[0, 1, 2].map((i) => (
            <li key={i} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3">
              <Skeleton className="size-14 shrink-0" />
              <div className="flex-1">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="mt-2 h-4 w-28" />
              </div>
            </li>
          ))}
        </ul>
      ) : changes.length === 0 ? (
        <EmptyState icon={<TrendingDown className="size-5" />} text={(hasSaved ? T.pricesNone : T.pricesEmpty)[lang]} />
      ) : (
        <ul aria-label={T.pricesTitle[lang]} className="grid grid-cols-1 gap-2">
          {changes.map((change) => (
            <li key={change.id}>
              <PriceChangeRow change={change} />
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}

function PriceChangeRow({ change }: { change: FavoritePriceChange }) {
  const lang = useLang();
  const { listing } = change;
  const drop = isPriceDrop(change);
  const Icon = drop ? TrendingDown : TrendingUp;
  return (
    <article className="relative flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-card transition-shadow hover:shadow-card-hover has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary-600">
      {listing.photo ? (
        <img
          src={listing.photo.url}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          className="size-14 shrink-0 rounded-lg bg-slate-100 object-cover"
        />
      ) : (
        <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400">
          <House className="size-6" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className={cn("flex items-center gap-1.5 text-sm font-semibold", drop ? "text-primary-800" : "text-accent-800")}>
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {priceChangeText(change, Date.now(), lang)}
        </p>
        <h3 className="truncate text-sm font-medium text-slate-800">
          <Link to={pageHref.property(listing.id)} className="outline-none after:absolute after:inset-0 after:content-['']">
            {listing.title}
          </Link>
        </h3>
        <p className="truncate text-sm text-slate-600">
          <span className="font-semibold text-slate-900">{T.now[lang](formatListingPrice(listing.price, listing.operation_type, lang))}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {listing.neighborhood}
        </p>
      </div>
    </article>
  );
}
