import { useEffect, useRef } from "react";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "./location-map.css";
import { mapTiles } from "@web/lib/map-tiles";

const PIN = `<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1Z" fill="#0f766e" stroke="#fff" stroke-width="2"/><path d="M16 8.5 8.8 14.4a.8.8 0 0 0 .5 1.4H11v5.6c0 .6.5 1.1 1.1 1.1h7.8c.6 0 1.1-.5 1.1-1.1v-5.6h1.7a.8.8 0 0 0 .5-1.4Z" fill="#fff"/></svg>`;

type LocationMapProps = { lat: number; lng: number; label: string };

/**
 * A small map of where the listing is (its own lazy chunk, with Leaflet and its CSS): the
 * house pin, zoom buttons and keyboard panning; the wheel does not zoom while the page scrolls.
 */
export default function LocationMap({ lat, lng, label }: LocationMapProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const map = L.map(el, {
      center: [lat, lng],
      zoom: 15,
      scrollWheelZoom: false,
      // On phones one finger scrolls the page, not the map; the zoom buttons still work.
      dragging: !L.Browser.mobile,
      attributionControl: false,
      zoomControl: false,
    });
    L.control.zoom({ zoomInTitle: "Acercar", zoomOutTitle: "Alejar" }).addTo(map);
    const { url, attribution } = mapTiles();
    if (url) {
      L.tileLayer(url, { maxZoom: 19, attribution }).addTo(map);
      if (attribution) L.control.attribution({ prefix: false }).addAttribution(attribution).addTo(map);
    }
    const icon = L.divIcon({ html: PIN, className: "hg-pin", iconSize: [32, 42], iconAnchor: [16, 41] });
    L.marker([lat, lng], { icon, keyboard: false, title: label, alt: label }).addTo(map);
    return () => {
      map.remove();
    };
  }, [lat, lng, label]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={`Mapa: ${label}`}
      className="hg-location-map size-full"
    />
  );
}
