/**
 * The lines a rider names ("Metro L3", "Metrobús L1"), without their stations: small enough for
 * the search page's first paint (its "by line" filter). Generated with stations-data.ts from the
 * same source (domain/transit/README.md); a line's branches share its row.
 */
import type { TransitSystem } from "./transit-types";

export type TransitRoute = { id: string; system: TransitSystem; name: string; color: string };

/** Every route, in the order riders list them (Metro 1…12, Metrobús 1…7, Tren Ligero, Cablebús 1…3, Suburbano). */
export const TRANSIT_ROUTE_LIST: readonly TransitRoute[] = [
  { id: "metro-1", system: "metro", name: "L1", color: "#F94F8E" },
  { id: "metro-2", system: "metro", name: "L2", color: "#0071C1" },
  { id: "metro-3", system: "metro", name: "L3", color: "#AD9B0C" },
  { id: "metro-4", system: "metro", name: "L4", color: "#7FBCAA" },
  { id: "metro-5", system: "metro", name: "L5", color: "#F9D616" },
  { id: "metro-6", system: "metro", name: "L6", color: "#D81E05" },
  { id: "metro-7", system: "metro", name: "L7", color: "#E87511" },
  { id: "metro-8", system: "metro", name: "L8", color: "#118749" },
  { id: "metro-9", system: "metro", name: "L9", color: "#512826" },
  { id: "metro-a", system: "metro", name: "LA", color: "#A02D96" },
  { id: "metro-b", system: "metro", name: "LB", color: "#118751" },
  { id: "metro-12", system: "metro", name: "L12", color: "#B99E51" },
  { id: "metrobus-1", system: "metrobus", name: "L1", color: "#D40D0D" },
  { id: "metrobus-2", system: "metrobus", name: "L2", color: "#8D1A96" },
  { id: "metrobus-3", system: "metrobus", name: "L3", color: "#7A9A01" },
  { id: "metrobus-4", system: "metrobus", name: "L4", color: "#FF9A03" },
  { id: "metrobus-5", system: "metrobus", name: "L5", color: "#141982" },
  { id: "metrobus-6", system: "metrobus", name: "L6", color: "#E44599" },
  { id: "metrobus-7", system: "metrobus", name: "L7", color: "#116633" },
  { id: "tren-ligero-1", system: "tren-ligero", name: "TL", color: "#1F5AF0" },
  { id: "cablebus-1", system: "cablebus", name: "L1", color: "#4EC3E0" },
  { id: "cablebus-2", system: "cablebus", name: "L2", color: "#4EC3E0" },
  { id: "cablebus-3", system: "cablebus", name: "L3", color: "#4EC3E0" },
  { id: "suburbano-1", system: "suburbano", name: "S1", color: "#FF0000" },
];

/** What a rider calls each system, as cards, the property page and the filters write it. */
export const TRANSIT_SYSTEM_LABELS: Record<TransitSystem, string> = {
  metro: "Metro",
  metrobus: "Metrobús",
  "tren-ligero": "Tren Ligero",
  cablebus: "Cablebús",
  suburbano: "Tren Suburbano",
};

export const TRANSIT_ROUTE_IDS = TRANSIT_ROUTE_LIST.map((route) => route.id);

const routesById = new Map(TRANSIT_ROUTE_LIST.map((route) => [route.id, route]));

export function routeById(id: string): TransitRoute | undefined {
  return routesById.get(id);
}

/** "Metro L3", "Metrobús L1", "Tren Ligero", "Tren Suburbano" (a one-line system needs no line). */
export function routeLabel(id: string): string {
  const route = routesById.get(id);
  if (!route) return id;
  const system = TRANSIT_SYSTEM_LABELS[route.system];
  const alone = TRANSIT_ROUTE_LIST.filter((r) => r.system === route.system).length === 1;
  return alone ? system : `${system} ${route.name}`;
}
