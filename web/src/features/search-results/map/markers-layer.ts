import L from "leaflet";
import Supercluster from "supercluster";
import type { MapMarker } from "@domain/properties/property";
import { formatListingPrice } from "@domain/format/money";
import { compactPrice } from "./compact-price";
import { propertyCountLabel } from "@domain/format/number";
import type { Lang } from "@domain/i18n/lang";

export type MarkersLayer = {
  setMarkers: (markers: MapMarker[]) => void;
  setHighlighted: (id: string | null) => void;
  remove: () => void;
};

type Options = {
  /** The page's language: the pins' prices and titles. */
  lang: Lang;
  onHover: (id: string | null) => void;
  onSelect: (marker: MapMarker, leafletMarker: L.Marker) => void;
};

// Leaflet's tiles are 256 px, so `extent: 256` makes `radius` screen pixels.
// Tailwind classes in strings (the scanner finds them here). Each marker is a touch target
// at least 44 × 44 px (HIT, transparent) holding what is drawn: a price pill standing on
// the point by its tail, or a cluster bubble centred on it. Hover and the highlight
// (data-active on the hit area) colour what is drawn.
const HIT = "group absolute top-0 left-0 flex min-h-11 min-w-11 cursor-pointer -translate-x-1/2 justify-center";
const PILL_HIT = `${HIT} -translate-y-full items-end pb-1.5`;
const CLUSTER_HIT = `${HIT} -translate-y-1/2 items-center`;
const PILL =
  "hg-pill relative rounded-full bg-white px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-slate-900 shadow-md ring-1 ring-slate-300 transition-colors " +
  "after:absolute after:top-full after:left-1/2 after:-translate-x-1/2 after:border-x-[5px] after:border-t-[6px] after:border-x-transparent after:border-t-white after:content-[''] " +
  "group-hover:bg-primary-700 group-hover:text-white group-hover:ring-primary-800 group-hover:after:border-t-primary-700 " +
  "group-data-[active]:bg-primary-700 group-data-[active]:text-white group-data-[active]:ring-primary-800 group-data-[active]:after:border-t-primary-700";
const CLUSTER =
  "hg-cluster flex items-center justify-center rounded-full bg-primary-700 text-sm font-semibold text-white shadow-md ring-4 ring-primary-700/25 transition-colors group-hover:bg-primary-800 " +
  "group-data-[active]:bg-accent-700 group-data-[active]:ring-accent-700/30";

function clusterSize(count: number): string {
  return count < 10 ? "size-9" : count < 50 ? "size-10" : count < 200 ? "size-12" : "size-14";
}

/**
 * The search's markers as price pills, clustered where they are dense (supercluster,
 * recomputed on zoom). Hovering a pill reports its id; a highlighted id lights up its pill,
 * or the cluster that holds it.
 */
export function createMarkersLayer(map: L.Map, { lang, onHover, onSelect }: Options): MarkersLayer {
  const group = L.layerGroup().addTo(map);
  let index: Supercluster<MapMarker> | null = null;
  // Which marker on screen shows each property: its own pill or its cluster.
  const shownBy = new Map<string, L.Marker>();
  let highlighted: string | null = null;

  function element(marker: L.Marker): HTMLElement | null {
    return marker.getElement()?.firstElementChild as HTMLElement | null;
  }

  function paintHighlight(on: boolean) {
    const marker = highlighted ? shownBy.get(highlighted) : undefined;
    if (!marker) return;
    const el = element(marker);
    if (el) el.toggleAttribute("data-active", on);
    marker.setZIndexOffset(on ? 1000 : 0);
  }

  function render() {
    group.clearLayers();
    shownBy.clear();
    if (!index) return;
    const zoom = Math.round(map.getZoom());
    for (const feature of index.getClusters([-180, -85, 180, 85], zoom)) {
      const [lng, lat] = feature.geometry.coordinates;
      const props = feature.properties;
      if ("cluster" in props && props.cluster) {
        const clusterId = props.cluster_id;
        const marker = L.marker([lat, lng], {
          keyboard: false,
          zIndexOffset: 200,
          title: propertyCountLabel(props.point_count, lang),
          icon: L.divIcon({
            className: "hg-marker",
            iconSize: null as unknown as L.PointExpression,
            html: `<span class="${CLUSTER_HIT}"><span class="${CLUSTER} ${clusterSize(props.point_count)}">${props.point_count_abbreviated}</span></span>`,
          }),
        });
        marker.on("click", () => {
          const zoomTo = Math.min(index?.getClusterExpansionZoom(clusterId) ?? zoom + 2, map.getMaxZoom());
          map.flyTo([lat, lng], zoomTo, { duration: 0.4 });
        });
        for (const leaf of index.getLeaves(clusterId, Infinity)) shownBy.set(leaf.properties.id, marker);
        marker.addTo(group);
      } else {
        const item = props as MapMarker;
        const marker = L.marker([lat, lng], {
          keyboard: false,
          riseOnHover: true,
          title: formatListingPrice(item.price, item.operation_type, lang),
          icon: L.divIcon({
            className: "hg-marker",
            iconSize: null as unknown as L.PointExpression,
            html: `<span class="${PILL_HIT}"><span class="${PILL}">${compactPrice(item.price, lang)}</span></span>`,
          }),
        });
        marker.on("mouseover", () => onHover(item.id));
        marker.on("mouseout", () => onHover(null));
        marker.on("click", () => onSelect(item, marker));
        shownBy.set(item.id, marker);
        marker.addTo(group);
      }
    }
    paintHighlight(true);
  }

  map.on("zoomend", render);

  return {
    setMarkers(markers) {
      index = new Supercluster<MapMarker>({ radius: 64, extent: 256, maxZoom: 16, minPoints: 2 });
      index.load(
        markers.map((m) => ({ type: "Feature" as const, geometry: { type: "Point" as const, coordinates: [m.lng, m.lat] }, properties: m })),
      );
      render();
    },
    setHighlighted(id) {
      if (id === highlighted) return;
      paintHighlight(false);
      highlighted = id;
      paintHighlight(true);
    },
    remove() {
      map.off("zoomend", render);
      group.remove();
    },
  };
}
