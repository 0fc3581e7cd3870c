import L from "leaflet";
import { leafletLayer } from "protomaps-leaflet";

/** What the map drawn from the archive must credit: its data and its style. */
const ARCHIVE_ATTRIBUTION =
  '<a href="https://protomaps.com" target="_blank" rel="noopener">Protomaps</a> © <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">OpenStreetMap</a>';

/**
 * The basemap drawn in the browser from the PMTiles archive the worker serves (its own lazy
 * chunk: protomaps-leaflet and pmtiles load only on a site configured with an archive).
 * Light style, names in Spanish.
 */
export function archiveLayer(url: string): L.Layer {
  // protomaps-leaflet extends the global Leaflet when a layer is made.
  (globalThis as { L?: typeof L }).L ??= L;
  return leafletLayer({ url, flavor: "light", lang: "es", attribution: ARCHIVE_ATTRIBUTION, maxDataZoom: 15 }) as unknown as L.Layer;
}
