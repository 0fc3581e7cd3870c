import { useEffect, useRef } from "react";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "@web/components/map/location-map.css";
import { MapPin } from "lucide-react";
import { addBasemap } from "@web/components/map/basemap";
import { RESULTS_MAP_TEXTS } from "@domain/map/results-map-texts";
import { COMMUTE_TEXT_BY_LANG } from "@domain/transit/commute-text";
import { useLang } from "@web/lib/i18n/lang-context";

export type DestinationMapProps = { lat: number; lng: number; onCentre: (lat: number, lng: number) => void };

/**
 * A commute's destination as a point on the map (its own lazy chunk, with Leaflet): the
 * marker stays in the map's centre and the map moves under it, by dragging, by a tap (the
 * map centres on the point tapped), or by the arrow keys and + / - once the map has focus.
 */
export default function DestinationMap({ lat, lng, onCentre }: DestinationMapProps) {
  const lang = useLang();
  const container = useRef<HTMLDivElement>(null);
  const centred = useRef(onCentre);
  centred.current = onCentre;

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const map = L.map(el, { center: [lat, lng], zoom: 15, scrollWheelZoom: false, attributionControl: false, zoomControl: false });
    L.control.zoom({ zoomInTitle: RESULTS_MAP_TEXTS[lang].zoomIn, zoomOutTitle: RESULTS_MAP_TEXTS[lang].zoomOut }).addTo(map);
    addBasemap(map);
    map.on("click", (e: L.LeafletMouseEvent) => map.panTo(e.latlng));
    map.on("moveend", () => {
      const c = map.getCenter();
      centred.current(c.lat, c.lng);
    });
    return () => {
      map.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the map is made once, where the picker opens.
  }, []);

  return (
    <div className="relative size-full">
      <div ref={container} role="application" aria-label={COMMUTE_TEXT_BY_LANG[lang].mapLabel} className="hg-location-map size-full" />
      <MapPin
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-1/2 z-[500] size-10 -translate-x-1/2 -translate-y-full fill-primary-700 text-white drop-shadow"
      />
    </div>
  );
}
