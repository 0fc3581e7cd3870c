import L from "leaflet";

/**
 * Leaflet's moves a point picker turns off, for they shift the centre without saying where to:
 * the glide on after a drag (the point stays where the finger lifts), zooming around a point
 * (a double tap or a pinch zooms on the centre), box zoom, the zoom's own animation (a zoom is
 * at once), and Leaflet's keys (they drop a key pressed while the map glides; the picker has its own).
 */
export const POINT_PICKER_OPTIONS: L.MapOptions = {
  inertia: false,
  doubleClickZoom: "center",
  touchZoom: "center",
  boxZoom: false,
  zoomAnimation: false,
  keyboard: false,
};

// Leaflet's class on the map's pane while it glides (a pan's ~¼ s animation).
const GLIDING = "leaflet-pan-anim";

/**
 * Where a point picker's map is going, not where it is. A glide it starts (a tap, a key) keeps
 * its destination from the moment it starts, so `destination()` asked mid-glide gives the point
 * chosen; each move counts from there (two quick keys make two steps) and a zoom keeps it in the
 * centre. A drag or a pinch stops a glide where it is (Leaflet then says `moveend`); at rest the
 * destination is the map's centre.
 */
export function followDestination(map: L.Map) {
  let target: L.LatLng | null = null;
  const gliding = () => map.getPane("mapPane")?.classList.contains(GLIDING) ?? false;

  const destination = () => target ?? map.getCenter();
  const glideTo = (to: L.LatLng, zoom = map.getZoom()) => {
    // A glide under way stops first (its `moveend` comes before this one starts).
    map.setView(to, zoom);
    target = gliding() ? to : null;
  };
  const glideBy = (east: number, south: number) => {
    const zoom = map.getZoom();
    glideTo(map.unproject(map.project(destination(), zoom).add([east, south]), zoom));
  };

  map.on("moveend", () => {
    if (!gliding()) target = null;
  });
  // A resize mid-glide would land the glide off its destination: it glides there again.
  map.on("resize", () => {
    if (target) glideTo(target);
  });
  // Every zoom (the buttons, a double tap, the keys) keeps the destination in the centre.
  map.setZoom = (zoom: number) => {
    glideTo(destination(), zoom);
    return map;
  };

  return { destination, glideTo, glideBy };
}
