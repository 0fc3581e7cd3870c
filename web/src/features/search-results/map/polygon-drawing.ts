import L from "leaflet";
import type { LngLat } from "@domain/properties/polygon";
import { MAX_POLYGON_POINTS } from "@domain/properties/search-constants";

export type PolygonDrawing = {
  /** Closes the zone (needs 3 points); returns whether it did. */
  finish: () => boolean;
  undo: () => void;
  cancel: () => void;
  /** Removes the drawing without reporting anything (the map is going away). */
  dispose: () => void;
};

type Options = {
  /** How many points are placed so far. */
  onChange: (points: number) => void;
  onFinish: (polygon: LngLat[]) => void;
  onCancel: () => void;
};

/** Points closer than this (in screen pixels) are the same point: a double click's clicks. */
const SAME_POINT_PX = 8;

export const ZONE_STYLE: L.PathOptions = {
  className: "stroke-primary-700 fill-primary-500",
  weight: 2.5,
  fillOpacity: 0.12,
};

/**
 * Click-to-add-points drawing on a Leaflet map: each click adds a corner (with the map
 * focused, Space adds its centre); a double click, a click on the first corner, Enter or
 * finish() closes the zone; Backspace or undo() removes the last corner; Escape or
 * cancel() gives up. The map still pans while drawing.
 */
export function startPolygonDrawing(map: L.Map, { onChange, onFinish, onCancel }: Options): PolygonDrawing {
  const points: L.LatLng[] = [];
  const layer = L.layerGroup().addTo(map);
  const outline = L.polyline([], { className: "stroke-primary-700", weight: ZONE_STYLE.weight, interactive: false }).addTo(layer);
  const guide = L.polyline([], { className: "stroke-primary-700", weight: 2, dashArray: "6 6", interactive: false }).addTo(layer);
  const corners = L.layerGroup().addTo(layer);
  let cursor: L.LatLng | null = null;
  const container = map.getContainer();
  const hadDoubleClickZoom = map.doubleClickZoom.enabled();
  map.doubleClickZoom.disable();
  container.classList.add("hg-map-drawing");

  function redraw() {
    outline.setLatLngs(points);
    guide.setLatLngs(cursor && points.length > 0 ? [points[points.length - 1], cursor, ...(points.length > 1 ? [points[0]] : [])] : []);
    corners.clearLayers();
    points.forEach((point, index) => {
      const first = index === 0;
      const corner = L.circleMarker(point, {
        radius: first ? 7 : 5,
        weight: 2,
        className: first && points.length >= 3 ? "stroke-primary-700 fill-white cursor-pointer" : "stroke-primary-700 fill-white",
        fillOpacity: 1,
        interactive: first,
        bubblingMouseEvents: false,
      });
      if (first) corner.on("click", () => finish());
      corner.addTo(corners);
    });
    onChange(points.length);
  }

  function addPoint(latlng: L.LatLng) {
    const last = points[points.length - 1];
    if (last && map.latLngToContainerPoint(last).distanceTo(map.latLngToContainerPoint(latlng)) < SAME_POINT_PX) return;
    points.push(latlng);
    redraw();
    if (points.length >= MAX_POLYGON_POINTS) finish();
  }

  function add(event: L.LeafletMouseEvent) {
    addPoint(event.latlng);
  }

  function move(event: L.LeafletMouseEvent) {
    cursor = event.latlng;
    if (points.length > 0) redraw();
  }

  function onDoubleClick(event: L.LeafletMouseEvent) {
    L.DomEvent.stop(event.originalEvent);
    finish();
  }

  function onKey(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.preventDefault();
      cancel();
    } else if (event.key === " " && document.activeElement === container) {
      // Keyboard: move the map with the arrows, Space marks its centre.
      event.preventDefault();
      addPoint(map.getCenter());
    } else if (event.key === "Enter" && container.contains(document.activeElement)) {
      event.preventDefault();
      finish();
    } else if (event.key === "Backspace" && container.contains(document.activeElement)) {
      event.preventDefault();
      undo();
    }
  }

  map.on("click", add);
  map.on("mousemove", move);
  map.on("dblclick", onDoubleClick);
  document.addEventListener("keydown", onKey);

  function stop() {
    map.off("click", add);
    map.off("mousemove", move);
    map.off("dblclick", onDoubleClick);
    document.removeEventListener("keydown", onKey);
    container.classList.remove("hg-map-drawing");
    layer.remove();
    // Re-enable after this event loop turn, so the closing double click does not zoom.
    if (hadDoubleClickZoom) window.setTimeout(() => map.doubleClickZoom.enable(), 0);
  }

  function finish(): boolean {
    if (points.length < 3) return false;
    const polygon = points.map((p): LngLat => [p.lng, p.lat]);
    stop();
    onFinish(polygon);
    return true;
  }

  function undo() {
    points.pop();
    redraw();
  }

  function cancel() {
    stop();
    onCancel();
  }

  return { finish, undo, cancel, dispose: stop };
}
