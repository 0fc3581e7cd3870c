import { PROPERTY_PAGE_TEXTS } from "@domain/properties/property-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { useEffect, useRef } from "react";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "@web/components/map/location-map.css";
import { housePinIcon } from "@web/components/map/house-pin";
import { addBasemap } from "@web/components/map/basemap";

type LocationMapProps = { lat: number; lng: number; label: string; approximate?: boolean };

// An approximate location (only the colonia shown) is an area this wide around the colonia's centre.
const AREA_RADIUS_M = 600;

/**
 * A small map of where the listing is (its own lazy chunk, with Leaflet and its CSS): the
 * house pin, or an area around the colonia's centre when only the colonia is shown; zoom
 * buttons and keyboard panning; the wheel does not zoom while the page scrolls.
 */
export default function LocationMap({ lat, lng, label, approximate = false }: LocationMapProps) {
  const t = PROPERTY_PAGE_TEXTS[useLang()];
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const map = L.map(el, {
      center: [lat, lng],
      zoom: approximate ? 14 : 15,
      scrollWheelZoom: false,
      // On phones one finger scrolls the page, not the map; the zoom buttons still work.
      dragging: !L.Browser.mobile,
      attributionControl: false,
      zoomControl: false,
    });
    L.control.zoom({ zoomInTitle: t.zoomIn, zoomOutTitle: t.zoomOut }).addTo(map);
    addBasemap(map);
    if (approximate) {
      L.circle([lat, lng], { radius: AREA_RADIUS_M, color: "#0f766e", weight: 2, fillColor: "#14b8a6", fillOpacity: 0.18, interactive: false }).addTo(
        map,
      );
    } else {
      L.marker([lat, lng], { icon: housePinIcon(), keyboard: false, title: label, alt: label }).addTo(map);
    }
    return () => {
      map.remove();
    };
  }, [lat, lng, label, approximate, t]);

  return (
    <div ref={container} role="region" aria-label={approximate ? t.mapApproximate(label) : t.map(label)} className="hg-location-map size-full" />
  );
}
