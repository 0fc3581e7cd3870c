import { Link } from "react-router";
import { House, MapPin } from "lucide-react";
import type { ListingSummary } from "@domain/dashboard/buyer-dashboard";
import { formatListingPrice } from "@domain/format/money";
import { pageHref } from "@domain/pages/page-routes";
import { OPERATION_NAMES, PROPERTY_TYPE_NAMES } from "@domain/properties/property";
import { useLang } from "@web/lib/i18n/lang-context";

/** A listing as the dashboard's strip shows it: photo, price, type, title and colonia; the whole card links to /propiedad/{id}. */
export function ListingSummaryCard({ listing }: { listing: ListingSummary }) {
  const lang = useLang();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-card transition-shadow hover:shadow-card-hover has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary-600">
      <div className="aspect-[3/2] overflow-hidden bg-slate-100">
        {listing.photo ? (
          <img
            src={listing.photo.url}
            alt={listing.photo.alt ? `${listing.photo.alt} · ${listing.title}` : listing.title}
            width={480}
            height={320}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400">
            <House aria-hidden="true" className="size-8" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-lg font-semibold tracking-tight text-slate-900">{formatListingPrice(listing.price, listing.operation_type, lang)}</p>
        <p className="text-xs font-semibold tracking-wide text-primary-800 uppercase">
          {PROPERTY_TYPE_NAMES[lang][listing.property_type]?.singular ?? listing.property_type} · {OPERATION_NAMES[lang][listing.operation_type]}
        </p>
        <h3 className="line-clamp-1 text-sm font-medium text-slate-700">
          <Link to={pageHref.property(listing.id)} className="outline-none after:absolute after:inset-0 after:content-['']">
            {listing.title}
          </Link>
        </h3>
        <p className="mt-auto flex items-center gap-1 pt-1 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          <span className="truncate font-semibold text-slate-800">{listing.neighborhood}</span>
        </p>
      </div>
    </article>
  );
}
