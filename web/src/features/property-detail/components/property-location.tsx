import { PROPERTY_PAGE_TEXTS } from "@domain/properties/property-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { ExternalLink, MapPin } from "lucide-react";
import type { PropertyDetail } from "@domain/properties/property";
import { placeLine } from "../property-text";
import { DetailSection } from "./detail-section";
import { serverStub } from "@web/lib/client-only";

const LocationMap = lazy(() => (import.meta.env.SSR ? serverStub() : import("./location-map")));

/** Where it is: the colonia and alcaldía, and a small map that loads when it comes near the screen. */
export function PropertyLocation({ property: p }: { property: PropertyDetail }) {
  const t = PROPERTY_PAGE_TEXTS[useLang()];
  const frame = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = frame.current;
    if (!el || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);

  const place = placeLine(p);
  const placeholder = (
    <div className="flex size-full items-center justify-center bg-slate-100">
      <MapPin aria-hidden="true" className="size-8 text-primary-700" />
    </div>
  );

  return (
    <DetailSection title={t.location}>
      <p className="text-slate-700">
        {p.address}
        {p.location?.alcaldia && <span className="text-slate-600">{` · ${p.location.alcaldia}`}</span>}
        {p.location?.estado && <span className="text-slate-600">{`, ${p.location.estado}`}</span>}
      </p>
      <div ref={frame} className="relative isolate mt-4 h-64 overflow-hidden rounded-xl border border-slate-200 sm:h-80">
        {near ? (
          <Suspense fallback={placeholder}>
            <LocationMap lat={p.lat} lng={p.lng} label={place || p.address} approximate={p.approximate_location === true} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      {p.approximate_location && <p className="mt-2 text-sm text-slate-600">{t.approximate}</p>}
      <a
        href={`https://www.google.com/maps/search/?api=1&query=${p.lat},${p.lng}`}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-flex min-h-11 items-center gap-1.5 rounded-lg font-semibold text-primary-700 hover:text-primary-900"
      >
        {t.openMaps}
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">{t.newTab}</span>
      </a>
    </DetailSection>
  );
}
