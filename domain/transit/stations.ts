import { LINE_ROWS, STATION_ROWS } from "./stations-data";
import { routeById, TRANSIT_SYSTEM_LABELS } from "./transit-routes";
import type { TransitLine, TransitStation } from "./transit-types";

export { TRANSIT_SYSTEM_LABELS } from "./transit-routes";

/** Every line and branch, in the order riders list them (Metro 1…12, Metrobús 1…7, …): a branch has its route's name and colour. */
export const TRANSIT_LINES: readonly TransitLine[] = LINE_ROWS.map(([id, routeId, stations]) => {
  const route = routeById(routeId);
  if (!route) throw new Error(`Line ${id} names an unknown route ${routeId}`);
  return { id, system: route.system, name: route.name, color: route.color, stations };
});

const routeOfLine = new Map(LINE_ROWS.map(([id, routeId]) => [id, routeId]));

const linesOfStation = new Map<string, string[]>();
for (const line of TRANSIT_LINES) {
  for (const stationId of new Set(line.stations)) {
    const ids = linesOfStation.get(stationId) ?? [];
    ids.push(line.id);
    linesOfStation.set(stationId, ids);
  }
}

/** Every station, once, with the lines that stop there. */
export const TRANSIT_STATIONS: readonly TransitStation[] = STATION_ROWS.map(([id, name, lat, lng]) => ({
  id,
  name,
  lat,
  lng,
  lines: linesOfStation.get(id) ?? [],
}));

const stationsById = new Map(TRANSIT_STATIONS.map((station) => [station.id, station]));
const linesById = new Map(TRANSIT_LINES.map((line) => [line.id, line]));

export function stationById(id: string): TransitStation | undefined {
  return stationsById.get(id);
}

export function lineById(id: string): TransitLine | undefined {
  return linesById.get(id);
}

/** The line a rider names, branches folded in: "metrobus-4" for "metrobus-4-3". */
export function routeIdOf(lineId: string): string {
  return routeOfLine.get(lineId) ?? lineId;
}

/** The lines a rider can pick by name (a branch is part of its line), in order. */
export const TRANSIT_ROUTES: readonly TransitLine[] = TRANSIT_LINES.filter((line) => routeIdOf(line.id) === line.id);

/** Every station on a route, branches included (for the "by line" filter). */
export function stationIdsOfRoute(routeId: string): string[] {
  const ids = new Set<string>();
  for (const line of TRANSIT_LINES) {
    if (routeIdOf(line.id) === routeId) for (const id of line.stations) ids.add(id);
  }
  return [...ids];
}

/** The routes that stop at a station ("metro-3"), in order, each once. */
export function routeIdsOfStation(station: TransitStation): string[] {
  return [...new Set(station.lines.map(routeIdOf))];
}

/** "Metro Eugenia", "Metrobús Insurgentes". */
export function stationLabel(station: TransitStation): string {
  const system = linesById.get(station.lines[0] ?? "")?.system;
  return system ? `${TRANSIT_SYSTEM_LABELS[system]} ${station.name}` : station.name;
}

/** "L3", "L1 y L2", "L1, L5, L9 y LA": the lines a rider would read on the sign. */
export function stationLinesLabel(station: TransitStation): string {
  const names = routeIdsOfStation(station).map((id) => linesById.get(id)?.name ?? id);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} y ${names[names.length - 1]}`;
}
