import L from "leaflet";
import "./basemap.css";
import { mapBasemap } from "@web/lib/map-tiles";
import { addSchematicLayer } from "./schematic-layer";

/**
 * Puts the configured basemap under a map's markers (web/src/lib/map-tiles.ts says which): the
 * tile service with the attribution its provider requires, the PMTiles archive drawn in the
 * browser, or the schematic map of the city. The attribution goes where the map has room.
 */
export function addBasemap(map: L.Map, attributionPosition: L.ControlPosition = "bottomright"): void {
  const basemap = mapBasemap();
  if (basemap.kind === "schematic") {
    addSchematicLayer(map);
    return;
  }
  if (basemap.kind === "tiles") {
    L.tileLayer(basemap.url, { attribution: basemap.attribution, maxZoom: 19 }).addTo(map);
    if (basemap.attribution) L.control.attribution({ prefix: false, position: attributionPosition }).addTo(map);
    return;
  }
  const attribution = L.control.attribution({ prefix: false, position: attributionPosition }).addTo(map);
  let removed = false;
  map.once("unload", () => {
    removed = true;
  });
  void import("./archive-layer").then(
    ({ archiveLayer }) => {
      if (!removed) archiveLayer(basemap.url).addTo(map);
    },
    // The archive's code could not load: the schematic map instead of a blank ground.
    () => {
      if (removed) return;
      attribution.remove();
      addSchematicLayer(map);
    },
  );
}
