import { useEffect, useRef } from "react";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "@web/components/map/location-map.css";
import { housePinIcon } from "@web/components/map/house-pin";
import { addBasemap } from "@web/components/map/basemap";

type PinMapProps = { lat: number; lng: number; onMove: (lat: number, lng: number) => void };

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The listing's pin, for the agent to place (its own lazy chunk, with Leaflet): drag the
 * pin or tap the map. Keyboard users move it with the buttons under the map (location step).
 */
export default function PinMap({ lat, lng, onMove }: PinMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const moved = useRef(onMove);
  moved.current = onMove;

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const m = L.map(el, { center: [lat, lng], zoom: 16, scrollWheelZoom: false, attributionControl: false, zoomControl: false });
    L.control.zoom({ zoomInTitle: "Acercar", zoomOutTitle: "Alejar" }).addTo(m);
    addBasemap(m);
    const pin = L.marker([lat, lng], {
      icon: housePinIcon(),
      draggable: true,
      keyboard: false,
      title: "Ubicación de la propiedad",
      alt: "Ubicación de la propiedad",
    }).addTo(m);
    pin.on("dragend", () => {
      const p = pin.getLatLng();
      moved.current(round6(p.lat), round6(p.lng));
    });
    m.on("click", (e: L.LeafletMouseEvent) => {
      pin.setLatLng(e.latlng);
      moved.current(round6(e.latlng.lat), round6(e.latlng.lng));
    });
    map.current = m;
    marker.current = pin;
    return () => {
      m.remove();
      map.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the map is made once; later positions are applied by the effect below.
  }, []);

  useEffect(() => {
    const pin = marker.current;
    if (!pin || !map.current) return;
    const current = pin.getLatLng();
    if (current.lat !== lat || current.lng !== lng) {
      pin.setLatLng([lat, lng]);
      map.current.panTo([lat, lng]);
    }
  }, [lat, lng]);

  return (
    <div
      ref={container}
      role="application"
      aria-label="Mapa para colocar la ubicación: arrastra el marcador o toca el mapa"
      className="hg-location-map size-full"
    />
  );
}
