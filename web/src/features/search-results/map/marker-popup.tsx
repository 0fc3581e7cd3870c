import { useLayoutEffect, type MouseEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import type { MapMarker } from "@domain/properties/property";
import { formatListingPrice } from "@domain/format/money";
import { pageHref } from "@domain/pages/page-routes";
import { SavePropertyButton } from "@web/components/save-property-button";
import { Skeleton } from "@web/components/ui/skeleton";
import { propertyDetailQuery } from "@web/lib/property-query";
import { pathInLang } from "@domain/i18n/lang";
import { RESULTS_MAP_TEXTS } from "@domain/map/results-map-texts";
import { useLang } from "@web/lib/i18n/lang-context";

type MarkerPopupProps = {
  marker: MapMarker;
  /** Opens the listing through the router (a plain click; a modified one opens a tab). */
  onOpen: (id: string) => void;
  /** The content changed size: Leaflet places the popup again. */
  onLayout: () => void;
};

/**
 * A price pill's popup: photo, price and title, 'Ver propiedad', and the heart (the
 * favourites dialog, or a client's list for agents) filled when the listing is saved. The
 * markers carry only their price, so the rest is the listing itself, read once under the
 * key its page uses: opening it from here shows it at once.
 */
export function MarkerPopup({ marker, onOpen, onLayout }: MarkerPopupProps) {
  const detail = useQuery({ ...propertyDetailQuery(marker.id), staleTime: 60_000, retry: 1 });
  const lang = useLang();
  const price = formatListingPrice(marker.price, marker.operation_type, lang);
  const listing = detail.data;
  const image = listing?.images[0];
  // A plain link (it opens in a new tab too), so it carries the page's language itself.
  const href = pathInLang(pageHref.property(marker.id), lang);

  useLayoutEffect(onLayout, [onLayout, detail.status]);

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(marker.id);
  };

  return (
    <div className="flex w-64 items-start gap-3">
      {image ? (
        <img src={image.thumbnail_url ?? image.url} alt="" className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover" />
      ) : (
        detail.isPending && <Skeleton className="size-16 shrink-0" />
      )}
      <div className="min-w-0 flex-1">
        <p className="text-base font-semibold text-slate-900 tabular-nums">{price}</p>
        {listing ? (
          <p className="line-clamp-2 pt-0.5 text-sm text-slate-700">{listing.title}</p>
        ) : (
          detail.isPending && <Skeleton className="mt-1 h-4 w-32" />
        )}
        <a href={href} onClick={follow} className="mt-1 inline-block text-sm font-semibold underline-offset-4 hover:underline">
          {RESULTS_MAP_TEXTS[lang].seeProperty}
        </a>
      </div>
      <SavePropertyButton property={{ id: marker.id, title: listing?.title ?? price }} className="-mt-1 -mr-2 shrink-0 shadow-none" />
    </div>
  );
}
