import L from "leaflet";
import type {
  AlcaldiaFeature,
  AvenidaFeature,
  ColoniaFeature,
  SchematicBasemap,
  SchematicFeature,
  StationFeature,
  TransitLineFeature,
} from "@domain/map/schematic-basemap";
import { SCHEMATIC_TINTS } from "@domain/map/schematic-basemap";
import { pointInPolygon } from "@domain/properties/polygon";
import { placeLabels, type LabelCandidate } from "./label-placement";
import { schematicBasemapUrl } from "./schematic-basemap-url";

// Leaflet's panes: tiles 200, shapes 400, markers 600. The schematic map sits where tiles
// would, and its names just above it: under a drawn zone and the price pills.
const SHAPES_PANE = "hg-basemap";
const LABELS_PANE = "hg-basemap-labels";

/** When each kind of name is written (Leaflet zoom levels; the city fills the map at 11). */
const ALCALDIA_NAMES_BELOW = 13.5;
const AVENUE_NAMES_FROM = 14;
const coloniaNamesFrom = (popularidad: number) => (popularidad >= 4 ? 12.5 : popularidad >= 2 ? 13.5 : 14);
/** Where an alcaldía's name may go when its centre is taken: a line above or below, or aside. */
const ALCALDIA_NAME_OFFSETS = [
  [0, -16],
  [0, 16],
  [-24, 0],
  [24, 0],
] as const;
/** From this zoom a colonia whose centre is off the map is named where its area shows. */
const VISIBLE_PART_NAMES_FROM = 14;
/** Along an avenue, one name every so many pixels. */
const AVENUE_NAME_SPACING = 420;

type Label = LabelCandidate & { text: string; kind: "alcaldia" | "colonia" | "avenida" };

/**
 * The schematic map of the city, for maps without a tile service or archive: alcaldías in
 * soft tints, colonias' approximate areas with thin borders, the main avenues, and names that
 * never pile up (alcaldías when the whole city is in view, colonias from mid zoom, avenues
 * close up). Its data is a static file fetched once the map has started; its colours are the
 * --hg-map-* variables of basemap.css.
 */
export function addSchematicLayer(map: L.Map): void {
  let removed = false;
  map.once("unload", () => {
    removed = true;
  });
  map.getContainer().classList.add("hg-schematic-map");
  void loadBasemap().then(
    (basemap) => {
      if (!removed) drawSchematic(map, basemap);
    },
    // Without it the map still works: markers and zones on the plain ground.
    () => {},
  );
}

let basemapRequest: Promise<SchematicBasemap> | null = null;
function loadBasemap(): Promise<SchematicBasemap> {
  basemapRequest ??= fetch(schematicBasemapUrl()).then((response) => {
    if (!response.ok) throw new Error(`schematic basemap: ${response.status}`);
    return response.json() as Promise<SchematicBasemap>;
  });
  basemapRequest.catch(() => {
    basemapRequest = null;
  });
  return basemapRequest;
}

function drawSchematic(map: L.Map, basemap: SchematicBasemap) {
  const shapesPane = map.getPane(SHAPES_PANE) ?? map.createPane(SHAPES_PANE);
  shapesPane.style.zIndex = "200";
  shapesPane.style.pointerEvents = "none";
  const labelsPane = map.getPane(LABELS_PANE) ?? map.createPane(LABELS_PANE);
  labelsPane.style.zIndex = "350";
  labelsPane.style.pointerEvents = "none";
  labelsPane.setAttribute("aria-hidden", "true");

  const colour = cssColours(map.getContainer());
  const renderer = L.canvas({ pane: SHAPES_PANE, padding: 0.3 });
  const base = { pane: SHAPES_PANE, renderer, interactive: false } as const;
  const of = <K extends SchematicFeature["properties"]["kind"]>(kind: K) =>
    basemap.features.filter((f): f is Extract<SchematicFeature, { properties: { kind: K } }> => f.properties.kind === kind);
  const city = of("ciudad");
  const alcaldias = of("alcaldia");
  const colonias = of("colonia");
  const avenues = of("avenida");

  // Drawn in this order, one canvas: grounds, borders, then avenues on top.
  L.geoJSON(city, { ...base, style: { stroke: false, fillColor: colour("--hg-map-city"), fillOpacity: 1 } }).addTo(map);
  L.geoJSON(alcaldias, {
    ...base,
    style: (f) => ({ stroke: false, fillOpacity: 1, fillColor: colour(`--hg-map-tint-${(f as AlcaldiaFeature).properties.tint % SCHEMATIC_TINTS}`) }),
  }).addTo(map);
  const coloniaBorders = L.geoJSON(colonias, { ...base, style: { fill: false, color: colour("--hg-map-colonia-border") } }).addTo(map);
  const alcaldiaBorders = L.geoJSON(alcaldias, { ...base, style: { fill: false, color: colour("--hg-map-alcaldia-border") } }).addTo(map);
  L.geoJSON(city, { ...base, style: { fill: false, color: colour("--hg-map-city-border"), weight: 1.5 } }).addTo(map);
  const avenueCasings = L.geoJSON(avenues, {
    ...base,
    style: { color: colour("--hg-map-avenue-casing"), lineCap: "round", lineJoin: "round" },
  }).addTo(map);
  const avenueLines = L.geoJSON(avenues, { ...base, style: { color: colour("--hg-map-avenue"), lineCap: "round", lineJoin: "round" } }).addTo(map);
  // The transit network over the avenues: lines in their colours, stations as small rings from mid zoom.
  const transitLines = L.geoJSON(of("linea"), {
    ...base,
    style: (f) => ({ color: (f as TransitLineFeature).properties.color, opacity: 0.85, lineCap: "round", lineJoin: "round" }),
  }).addTo(map);
  const stations = L.geoJSON(of("estacion"), {
    ...base,
    pointToLayer: (f, latlng) =>
      L.circleMarker(latlng, { ...base, radius: 3, color: (f as StationFeature).properties.color, weight: 2, fillColor: "#ffffff", fillOpacity: 1 }),
  }).addTo(map);

  const restyle = () => {
    const z = map.getZoom();
    transitLines.setStyle({ weight: z >= 14 ? 4 : z >= 12 ? 3 : 2 });
    stations.eachLayer((layer) => {
      const marker = layer as L.CircleMarker;
      marker.setRadius(z >= 15 ? 5 : 3.5);
      marker.setStyle({ opacity: z < 12.5 ? 0 : 1, fillOpacity: z < 12.5 ? 0 : 1 });
    });
    coloniaBorders.setStyle({ weight: z >= 15 ? 1.5 : 1, opacity: z < 11.5 ? 0 : z < 13 ? 0.6 : 1 });
    alcaldiaBorders.setStyle({ weight: z >= 13 ? 1.5 : 1, opacity: 0.7 });
    avenueCasings.eachLayer((layer) => {
      const { major } = ((layer as L.Polyline).feature as AvenidaFeature).properties;
      (layer as L.Polyline).setStyle({ weight: avenueWidth(z, major) + 2 });
    });
    avenueLines.eachLayer((layer) => {
      const { major } = ((layer as L.Polyline).feature as AvenidaFeature).properties;
      (layer as L.Polyline).setStyle({ weight: avenueWidth(z, major) });
    });
  };

  const coloniaCount = new Map(
    alcaldias.map((a) => [a.properties.nombre, colonias.filter((c) => c.properties.alcaldia === a.properties.nombre).length]),
  );
  const labels = new Map<string, HTMLElement>();
  const measure = textMeasurer(labelsPane);
  const render = () => {
    const z = map.getZoom();
    const size = map.getSize();
    const candidates: Label[] = [];
    const at = (lngLat: [number, number]) => map.latLngToContainerPoint([lngLat[1], lngLat[0]]);
    const add = (id: string, kind: Label["kind"], text: string, point: L.Point, priority: number, angle = 0) => {
      const { width, height } = measure(kind, text);
      const label: Label = { id, kind, text, x: point.x, y: point.y, width, height, angle, priority };
      candidates.push(label);
      return label;
    };
    // Alcaldías' names on two lines when long, and nudged aside when their place is taken: the
    // central ones are close together. Those with more colonias are placed first.
    if (z < ALCALDIA_NAMES_BELOW) {
      for (const a of alcaldias) {
        const label = add(
          `a:${a.properties.nombre}`,
          "alcaldia",
          twoLines(a.properties.nombre),
          at(a.properties.label),
          1000 + coloniaCount.get(a.properties.nombre)!,
        );
        label.offsets = ALCALDIA_NAME_OFFSETS;
      }
    }
    const view = map.getBounds();
    for (const c of colonias) {
      if (z < coloniaNamesFrom(c.properties.popularidad)) continue;
      const priority = 100 + c.properties.popularidad * 10;
      const point = at(c.properties.label);
      if (point.x >= -100 && point.y >= -40 && point.x <= size.x + 100 && point.y <= size.y + 40) {
        add(`c:${c.properties.nombre}`, "colonia", c.properties.nombre, point, priority);
      } else if (z >= VISIBLE_PART_NAMES_FROM) {
        // Close up, a colonia whose centre is off the map is named inside the part that shows.
        const inside = visiblePartPoint(c, view, at, size);
        if (inside) add(`c:${c.properties.nombre}`, "colonia", c.properties.nombre, inside, priority - 5);
      }
    }
    if (z >= AVENUE_NAMES_FROM) {
      for (const a of avenues) {
        avenueNamePoints(a, at, size).forEach(({ point, angle }, i) =>
          add(`v:${a.properties.nombre}:${i}`, "avenida", a.properties.nombre, point, a.properties.major ? 60 : 50, angle),
        );
      }
    }
    const placed = placeLabels(candidates, { width: size.x, height: size.y });
    const keep = new Set(placed.map((l) => l.id));
    for (const [id, element] of labels) {
      if (keep.has(id)) continue;
      element.remove();
      labels.delete(id);
    }
    for (const label of placed) {
      let element = labels.get(label.id);
      if (!element) {
        element = L.DomUtil.create("div", `hg-map-label hg-map-label-${label.kind}`, labelsPane);
        element.textContent = label.text;
        labels.set(label.id, element);
      }
      const layerPoint = map.containerPointToLayerPoint([label.x, label.y]);
      element.style.transform = `translate3d(${layerPoint.x}px, ${layerPoint.y}px, 0) rotate(${label.angle}rad) translate(-50%, -50%)`;
    }
    labelsPane.classList.remove("hg-map-labels-moving");
  };

  restyle();
  render();
  map.on("zoomend", restyle);
  map.on("moveend resize", render);
  // Names stay where they are while the map zooms, so they are hidden until it settles.
  map.on("zoomstart", () => labelsPane.classList.add("hg-map-labels-moving"));
}

/**
 * A point of a colonia's area that is on the map, well inside both: of a grid of points over
 * the part of its bounding box in view, those inside the area, the one nearest their middle.
 */
function visiblePartPoint(colonia: ColoniaFeature, view: L.LatLngBounds, at: (p: [number, number]) => L.Point, size: L.Point): L.Point | null {
  const rings = colonia.geometry.type === "Polygon" ? [colonia.geometry.coordinates[0]] : colonia.geometry.coordinates.map((p) => p[0]);
  const all = rings.flat();
  const west = Math.max(Math.min(...all.map((p) => p[0])), view.getWest());
  const east = Math.min(Math.max(...all.map((p) => p[0])), view.getEast());
  const south = Math.max(Math.min(...all.map((p) => p[1])), view.getSouth());
  const north = Math.min(Math.max(...all.map((p) => p[1])), view.getNorth());
  if (west >= east || south >= north) return null;
  const screenRings = rings.map((ring) => ring.map((p) => at(p)).map(({ x, y }) => [x, y] as [number, number]));
  const inside: L.Point[] = [];
  const steps = 6;
  for (let i = 1; i < steps; i++) {
    for (let j = 1; j < steps; j++) {
      const point = at([west + ((east - west) * i) / steps, south + ((north - south) * j) / steps]);
      const margin = 40;
      if (point.x < margin || point.y < margin || point.x > size.x - margin || point.y > size.y - margin) continue;
      if (screenRings.some((ring) => pointInPolygon([point.x, point.y], ring))) inside.push(point);
    }
  }
  if (inside.length === 0) return null;
  const middle = L.point(inside.reduce((sum, p) => sum + p.x, 0) / inside.length, inside.reduce((sum, p) => sum + p.y, 0) / inside.length);
  return inside.reduce((best, p) => (p.distanceTo(middle) < best.distanceTo(middle) ? p : best));
}

/** Avenue widths in pixels: ring roads and great axes wider, all growing as one comes closer. */
function avenueWidth(zoom: number, major: boolean): number {
  const grow = Math.max(0, Math.min(1, (zoom - 11) / 6));
  return major ? 1.5 + grow * 8 : 1 + grow * 5.5;
}

/** Where an avenue's name goes: the middle of each stretch of AVENUE_NAME_SPACING pixels in view, along the road. */
function avenueNamePoints(avenue: AvenidaFeature, at: (p: [number, number]) => L.Point, size: L.Point) {
  const points = avenue.geometry.coordinates.map(at);
  const spots: { point: L.Point; angle: number }[] = [];
  let travelled = 0;
  let next = AVENUE_NAME_SPACING / 2;
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1], points[i]];
    const length = a.distanceTo(b);
    while (next <= travelled + length) {
      const t = (next - travelled) / length;
      const point = L.point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
      let angle = Math.atan2(b.y - a.y, b.x - a.x);
      // Never upside down.
      if (angle > Math.PI / 2) angle -= Math.PI;
      if (angle < -Math.PI / 2) angle += Math.PI;
      if (point.x >= 0 && point.y >= 0 && point.x <= size.x && point.y <= size.y) spots.push({ point, angle });
      next += AVENUE_NAME_SPACING;
    }
    travelled += length;
  }
  return spots;
}

/** A name of three words or more than 12 letters split in two lines of about the same length. */
function twoLines(name: string): string {
  const words = name.split(" ");
  if (words.length < 2 || (name.length <= 12 && words.length < 3)) return name;
  let best = name;
  let bestLength = Infinity;
  for (let i = 1; i < words.length; i++) {
    const [first, second] = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
    const longest = Math.max(first.length, second.length);
    if (longest < bestLength) [best, bestLength] = [`${first}\n${second}`, longest];
  }
  return best;
}

/** The size of a name as the label's stylesheet writes it (measured once per kind and text). */
function textMeasurer(pane: HTMLElement) {
  const context = document.createElement("canvas").getContext("2d");
  const fonts = new Map<string, { font: string; spacing: number; upper: boolean; lineHeight: number }>();
  const sizes = new Map<string, { width: number; height: number }>();
  const fontOf = (kind: string) => {
    let font = fonts.get(kind);
    if (!font) {
      const probe = L.DomUtil.create("div", `hg-map-label hg-map-label-${kind}`, pane);
      probe.style.visibility = "hidden";
      const style = getComputedStyle(probe);
      const fontSize = parseFloat(style.fontSize) || 12;
      font = {
        font: `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`,
        spacing: parseFloat(style.letterSpacing) || 0,
        upper: style.textTransform === "uppercase",
        lineHeight: fontSize * 1.3,
      };
      probe.remove();
      fonts.set(kind, font);
    }
    return font;
  };
  return (kind: string, text: string) => {
    const key = `${kind}:${text}`;
    let size = sizes.get(key);
    if (!size) {
      const font = fontOf(kind);
      const lines = (font.upper ? text.toLocaleUpperCase("es-MX") : text).split("\n");
      if (context) context.font = font.font;
      const widthOf = (line: string) => (context ? context.measureText(line).width : line.length * 7) + font.spacing * line.length;
      size = { width: Math.max(...lines.map(widthOf)) + 4, height: font.lineHeight * lines.length };
      sizes.set(key, size);
    }
    return size;
  };
}

/** The map's palette, from basemap.css (where it follows the theme's colours). */
function cssColours(container: HTMLElement) {
  const style = getComputedStyle(container);
  return (name: string) => style.getPropertyValue(name).trim() || "#cbd5e1";
}
