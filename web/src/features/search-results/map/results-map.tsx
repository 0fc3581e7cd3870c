import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "./results-map.css";
import type { MapMarker } from "@domain/properties/property";
import type { LngLat } from "@domain/properties/polygon";
import { formatBounds, type Bounds } from "@domain/properties/search-param-kinds";
import { addBasemap } from "@web/components/map/basemap";
import { CDMX_CENTER, CDMX_ZOOM, PLACE_ZOOM } from "./map-config";
import { createMarkersLayer, type MarkersLayer } from "./markers-layer";
import { startPolygonDrawing, ZONE_STYLE, type PolygonDrawing } from "./polygon-drawing";
import { MarkerPopup } from "./marker-popup";
import { MapControls } from "./map-controls";
import { RESULTS_MAP_TEXTS } from "@domain/map/results-map-texts";
import { useLang } from "@web/lib/i18n/lang-context";

export type ResultsMapProps = {
  markers: MapMarker[];
  /** The search these markers answer; null while they are still the previous search's. */
  markersFor: string | null;
  loading: boolean;
  total: number;
  truncated: boolean;
  /** The searched place: [lng, lat] and its kind (estado, municipio, colonia). */
  place: { centroid: [number, number]; tipo: string | null } | null;
  bounds: Bounds | null;
  polygon: LngLat[] | null;
  highlightedId: string | null;
  /** Whether the map is on screen (phones show it on demand). */
  active: boolean;
  onHighlight: (id: string | null) => void;
  onSearchArea: (bounds: Bounds) => void;
  onPolygon: (polygon: LngLat[]) => void;
  onClearPolygon: () => void;
  onOpenProperty: (id: string) => void;
  onSelectMarker?: (id: string) => void;
};

const FIT_PADDING: L.PointExpression = [32, 32];
const toLatLng = ([lng, lat]: LngLat): L.LatLngTuple => [lat, lng];

/**
 * The results map (its own lazy chunk, with Leaflet and its CSS): price pills clustered
 * where dense, hover in sync with the list, 'Buscar en esta zona' after the person moves
 * the map, and drawing a zone to search inside it.
 */
export default function ResultsMap(props: ResultsMapProps) {
  const { markers, markersFor, loading, total, truncated, bounds, polygon, highlightedId, active } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const lang = useLang();
  const texts = RESULTS_MAP_TEXTS[lang];
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<MarkersLayer | null>(null);
  const zoneRef = useRef<L.Polygon | null>(null);
  const drawingRef = useRef<PolygonDrawing | null>(null);
  const fitting = useRef(false);
  const searchedArea = useRef<string | null>(null);
  const fittedFor = useRef<string | null>(null);
  // The latest props, for Leaflet's handlers (registered once).
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const [moved, setMoved] = useState(false);
  /** The open popup: its marker and the element Leaflet shows, which React fills (createPortal). */
  const [popup, setPopup] = useState<{ marker: MapMarker; element: HTMLElement; leaflet: L.Popup } | null>(null);
  // Leaflet sizes the popup again and pans it into view: a move of the page, not the person's.
  const relayoutPopup = useCallback(() => {
    if (popup?.leaflet.isOpen()) programmaticMove(() => popup.leaflet.update());
  }, [popup]);
  /** Corners placed so far while drawing; null when not drawing. */
  const [drawnPoints, setDrawnPoints] = useState<number | null>(null);

  /** A move the page makes without fitting anything (a popup panned into view): no 'Buscar en esta zona'. */
  function programmaticMove(move: () => void) {
    fitting.current = true;
    try {
      move();
    } finally {
      fitting.current = false;
    }
  }

  /** A move the page makes (not the person): it does not offer 'Buscar en esta zona'. */
  function programmatic(move: (map: L.Map) => void) {
    const map = mapRef.current;
    if (!map) return;
    fitting.current = true;
    try {
      move(map);
    } finally {
      fitting.current = false;
    }
    setMoved(false);
  }

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // A new map has fitted nothing yet (React may mount this twice in development).
    fittedFor.current = null;
    searchedArea.current = null;
    const map = L.map(container, {
      zoomControl: false,
      attributionControl: false,
      minZoom: 9,
      maxZoom: 18,
      zoomSnap: 0.5,
      worldCopyJump: false,
    });
    container.setAttribute("role", "region");
    container.setAttribute("aria-roledescription", texts.roleDescription);
    container.setAttribute("aria-label", texts.label);

    // Attribution bottom left: the call button floats over the bottom right corner.
    addBasemap(map, "bottomleft");
    const start = latest.current.place;
    fitting.current = true;
    map.setView(start ? toLatLng(start.centroid) : CDMX_CENTER, start ? (PLACE_ZOOM[start.tipo ?? ""] ?? 14) : CDMX_ZOOM, { animate: false });
    fitting.current = false;

    map.on("movestart", () => {
      if (!fitting.current) setMoved(true);
    });
    // A popup belongs to a pill, which a new zoom may fold into a cluster.
    map.on("zoomstart", () => map.closePopup());

    layerRef.current = createMarkersLayer(map, {
      lang,
      onHover: (id) => latest.current.onHighlight(id),
      onSelect: (marker, leafletMarker) => {
        latest.current.onSelectMarker?.(marker.id);
        const element = document.createElement("div");
        // Panned into view clear of the map's buttons (drawing and zoom on top, 'Lista' below on phones).
        const leaflet = L.popup({
          closeButton: false,
          offset: [0, -34],
          className: "hg-popup",
          autoPanPaddingTopLeft: [16, 112],
          autoPanPaddingBottomRight: [16, 88],
        })
          .setLatLng(leafletMarker.getLatLng())
          .setContent(element);
        leaflet.on("remove", () => setPopup((open) => (open?.leaflet === leaflet ? null : open)));
        programmaticMove(() => leaflet.openOn(map));
        setPopup({ marker, element, leaflet });
      },
    });
    mapRef.current = map;

    const resize = new ResizeObserver(() => map.invalidateSize({ animate: false }));
    resize.observe(container);

    return () => {
      resize.disconnect();
      drawingRef.current?.dispose();
      drawingRef.current = null;
      layerRef.current?.remove();
      layerRef.current = null;
      map.remove();
      mapRef.current = null;
    };
    // The page's language is fixed for the life of the page (the switch loads the other page).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    layerRef.current?.setMarkers(markers);
  }, [markers]);

  useEffect(() => {
    layerRef.current?.setHighlighted(highlightedId);
  }, [highlightedId]);

  useEffect(() => {
    if (active) mapRef.current?.invalidateSize({ animate: false });
  }, [active]);

  // The drawn zone, from the URL: shown, and the map fits it.
  const polygonKey = polygon ? JSON.stringify(polygon) : "";
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    zoneRef.current?.remove();
    zoneRef.current = null;
    if (!polygonKey) return;
    const latLngs = (JSON.parse(polygonKey) as LngLat[]).map(toLatLng);
    zoneRef.current = L.polygon(latLngs, { ...ZONE_STYLE, interactive: false }).addTo(map);
    programmatic((m) => m.fitBounds(L.latLngBounds(latLngs), { padding: FIT_PADDING, animate: false, maxZoom: 17 }));
  }, [polygonKey]);

  // Bounds from the URL (a shared link, back/forward): the map shows that area, unless the
  // person just searched this very view.
  const boundsKey = bounds ? formatBounds(bounds) : "";
  useEffect(() => {
    if (!boundsKey || polygonKey || boundsKey === searchedArea.current) return;
    const [w, s, e, n] = boundsKey.split(",").map(Number);
    programmatic((m) =>
      m.fitBounds(
        [
          [s, w],
          [n, e],
        ],
        { animate: false },
      ),
    );
  }, [boundsKey, polygonKey]);

  // A new search without bounds or a zone: fit its markers (or its place, or the city).
  useEffect(() => {
    if (!markersFor || fittedFor.current === markersFor) return;
    fittedFor.current = markersFor;
    const { polygon: zone, bounds: area, place: where, markers: points } = latest.current;
    if (zone || area) return;
    if (points.length > 0) {
      const box = L.latLngBounds(points.map((p) => [p.lat, p.lng] as L.LatLngTuple));
      programmatic((m) => m.fitBounds(box, { padding: FIT_PADDING, maxZoom: 16, animate: false }));
    } else if (where) {
      programmatic((m) => m.setView(toLatLng(where.centroid), PLACE_ZOOM[where.tipo ?? ""] ?? 14, { animate: false }));
    }
  }, [markersFor]);

  function searchThisArea() {
    const map = mapRef.current;
    if (!map) return;
    const b = map.getBounds();
    const area: Bounds = [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
    searchedArea.current = formatBounds(area);
    setMoved(false);
    latest.current.onSearchArea(area);
  }

  function startDrawing() {
    const map = mapRef.current;
    if (!map || drawingRef.current) return;
    map.closePopup();
    setMoved(false);
    drawingRef.current = startPolygonDrawing(map, {
      onChange: (n) => setDrawnPoints(n),
      onFinish: (zone) => {
        drawingRef.current = null;
        setDrawnPoints(null);
        latest.current.onPolygon(zone);
      },
      onCancel: () => {
        drawingRef.current = null;
        setDrawnPoints(null);
      },
    });
    setDrawnPoints(0);
    map.getContainer().focus({ preventScroll: true });
  }

  return (
    <div className="group relative isolate size-full overflow-hidden">
      <div ref={containerRef} className="hg-map size-full" />
      {popup &&
        createPortal(
          <MarkerPopup key={popup.marker.id} marker={popup.marker} onOpen={(id) => latest.current.onOpenProperty(id)} onLayout={relayoutPopup} />,
          popup.element,
        )}

      <MapControls
        texts={texts}
        drawnPoints={drawnPoints}
        hasZone={polygon !== null}
        moved={moved}
        loading={loading}
        shown={markers.length}
        total={total}
        truncated={truncated}
        on={{
          finish: () => drawingRef.current?.finish(),
          undo: () => drawingRef.current?.undo(),
          cancel: () => drawingRef.current?.cancel(),
          draw: startDrawing,
          clearZone: () => latest.current.onClearPolygon(),
          zoomIn: () => mapRef.current?.zoomIn(),
          zoomOut: () => mapRef.current?.zoomOut(),
          searchArea: searchThisArea,
        }}
      />
    </div>
  );
}
