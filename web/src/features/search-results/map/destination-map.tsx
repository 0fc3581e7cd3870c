import { useEffect, useImperativeHandle, useRef, type Ref } from "react";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "@web/components/map/location-map.css";
import { MapPin } from "lucide-react";
import { addBasemap } from "@web/components/map/basemap";
import { RESULTS_MAP_TEXTS } from "@domain/map/results-map-texts";
import { COMMUTE_TEXT_BY_LANG } from "@domain/transit/commute-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { DESTINATION_KEY_STEP, DESTINATION_ZOOM } from "./map-config";
import { followDestination, POINT_PICKER_OPTIONS } from "./map-destination";

export type DestinationMapHandle = {
  /** The point the marker is on, or is gliding to: the one the person chose, at any moment. */
  destination: () => { lat: number; lng: number };
};

export type DestinationMapProps = {
  lat: number;
  lng: number;
  /** The person moved the map (a tap, a key, a drag or a zoom). */
  onMove: () => void;
  ref?: Ref<DestinationMapHandle>;
};

// Arrow keys move the point by a step; + / = and - / _ zoom in and out.
const STEPS: Record<string, [east: number, south: number]> = {
  ArrowLeft: [-DESTINATION_KEY_STEP, 0],
  ArrowRight: [DESTINATION_KEY_STEP, 0],
  ArrowUp: [0, -DESTINATION_KEY_STEP],
  ArrowDown: [0, DESTINATION_KEY_STEP],
};
const ZOOMS: Record<string, number> = { "+": 1, "=": 1, "-": -1, _: -1 };

/**
 * A commute's destination as a point on the map (its own lazy chunk, with Leaflet): the
 * marker stays in the map's centre and the map moves under it, by dragging, by a tap (the
 * map glides to the point tapped), or by the arrow keys and + / - once the map has focus.
 * Each tap or key counts from where the map is going, and `destination()` gives that point
 * even while the map still glides (map-destination.ts).
 */
export default function DestinationMap({ lat, lng, onMove, ref }: DestinationMapProps) {
  const lang = useLang();
  const container = useRef<HTMLDivElement>(null);
  const moved = useRef(onMove);
  moved.current = onMove;
  const destination = useRef<() => L.LatLng>(() => L.latLng(lat, lng));
  useImperativeHandle(ref, () => ({ destination: () => destination.current() }), []);

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const map = L.map(el, {
      center: [lat, lng],
      zoom: DESTINATION_ZOOM,
      scrollWheelZoom: false,
      attributionControl: false,
      zoomControl: false,
      ...POINT_PICKER_OPTIONS,
    });
    L.control.zoom({ zoomInTitle: RESULTS_MAP_TEXTS[lang].zoomIn, zoomOutTitle: RESULTS_MAP_TEXTS[lang].zoomOut }).addTo(map);
    addBasemap(map);
    const follow = followDestination(map);
    destination.current = follow.destination;
    map.on("click", (e: L.LeafletMouseEvent) => follow.glideTo(e.latlng));
    map.on("movestart", () => moved.current());
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const step = STEPS[e.key];
      const zoom = ZOOMS[e.key];
      if (!step && !zoom) return;
      e.preventDefault();
      if (step) follow.glideBy(...step);
      else map.setZoom(map.getZoom() + zoom);
    };
    el.addEventListener("keydown", onKey);
    return () => {
      el.removeEventListener("keydown", onKey);
      map.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the map is made once, where the picker opens.
  }, []);

  return (
    <div className="relative size-full">
      {/* Focusable: the arrow keys and + / - move the map once it has focus. */}
      <div ref={container} role="application" tabIndex={0} aria-label={COMMUTE_TEXT_BY_LANG[lang].mapLabel} className="hg-location-map size-full" />
      <MapPin
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-1/2 z-[500] size-10 -translate-x-1/2 -translate-y-full fill-primary-700 text-white drop-shadow"
      />
    </div>
  );
}
