import type { TransitLine, TransitStation, TransitSystem } from "./transit-types";
import { STATION_REACH_M, straightLineMeters, WALK_DETOUR_FACTOR, WALK_SPEED_KMH, walkingMinutesForMeters, type LatLng } from "./walking";

/**
 * The estimated time by public transport from any station to a destination, and from a
 * listing's door to it: walk to a station, wait, ride (an average time per station of each
 * system), change lines (a walk inside the station and a new wait), walk from the last
 * station to the destination. An estimate for comparing homes, not a timetable.
 *
 * Minutes per station: a line's length over its stations at the system's speed, rounded up
 * for the dwell at each stop. Metro: about 1.1 km between stations at the STC's commercial
 * speed, 31.8 km/h in 2016 and about 30 % lower by 2022 (STC's Gerencia de Presupuesto,
 * through the Plataforma Nacional de Transparencia, reported by Datanoticias, 2022-11-22),
 * so 2.5 min. Metrobús: about 500 m between stations at 18–20 km/h in mixed avenues, 2 min.
 * Tren Ligero: 13 km, 18 stations, about 35 min end to end, 2 min. Cablebús: L1 9.2 km in 6
 * stations and about 27 min, L2 10.6 km in 7 stations and about 36 min, 6 min. Tren
 * Suburbano: 27 km, 7 stations, 25 min, 4 min.
 *
 * Waits are half the usual interval: the STC reports 4–6 min between Metro trains (so 3);
 * Metrobús 3–5 min (2); Tren Ligero about 6 min (3); Cablebús a cabin every few seconds (1);
 * Suburbano 6–10 min (4). Going down to a platform or up to the street takes 2 minutes.
 */
export const RIDE_MINUTES_PER_STATION: Record<TransitSystem, number> = {
  metro: 2.5,
  metrobus: 2,
  "tren-ligero": 2,
  cablebus: 6,
  suburbano: 4,
};
export const WAIT_MINUTES: Record<TransitSystem, number> = { metro: 3, metrobus: 2, "tren-ligero": 3, cablebus: 1, suburbano: 4 };
/** From the street to a platform or back (stairs, turnstiles, corridors): a change of lines in one station is both, 4 minutes. */
export const STATION_ACCESS_MINUTES = 2;
/** Stations of different systems this close are a change on foot (Metro Insurgentes and Metrobús Insurgentes). */
export const WALKING_CHANGE_M = 400;
/** Beyond this a trip is not worth showing as a commute (and SQL reads no further). */
export const MAX_COMMUTE_MINUTES = 180;

/** Walking all the way counts up to an hour; further than that nobody walks to work. */
export const MAX_WALK_ALL_THE_WAY_MINUTES = 60;

/**
 * Walking all the way, in minutes (not rounded), as the search's SQL computes it for every
 * listing near the destination (worker/services/commute/): the straight line approximated
 * without a square root, as 0.96043 × the longer leg + 0.39782 × the shorter (within 4 % of the
 * true distance), of legs in metres on a plane tangent at the destination.
 */
export const WALK_ALL_THE_WAY = {
  metresPerDegreeLat: 111_195,
  longerLeg: 0.96043,
  shorterLeg: 0.39782,
  minutesPerMetre: WALK_DETOUR_FACTOR / ((WALK_SPEED_KMH * 1000) / 60),
} as const;

export function metresPerDegreeLng(lat: number): number {
  return WALK_ALL_THE_WAY.metresPerDegreeLat * Math.cos((lat * Math.PI) / 180);
}

export function walkAllTheWayMinutes(from: LatLng, destination: LatLng): number {
  const dy = Math.abs(from.lat - destination.lat) * WALK_ALL_THE_WAY.metresPerDegreeLat;
  const dx = Math.abs(from.lng - destination.lng) * metresPerDegreeLng(destination.lat);
  const metres = Math.max(dx, dy) * WALK_ALL_THE_WAY.longerLeg + Math.min(dx, dy) * WALK_ALL_THE_WAY.shorterLeg;
  return Math.max(1, metres * WALK_ALL_THE_WAY.minutesPerMetre);
}

type Edge = { to: number; minutes: number };

/**
 * The graph, built once per isolate from the lines: a node per station and line (a
 * platform) and one per station (on foot at its entrance). Rides join a line's consecutive
 * platforms both ways; boarding costs the access and the line's wait, leaving the access;
 * entrances of stations within WALKING_CHANGE_M are joined on foot. Edges are stored
 * reversed (towards where a rider comes from), because the search runs from the destination.
 */
export type StationGraph = {
  stations: readonly TransitStation[];
  /** Nodes 0…stations.length-1 are the stations' entrances; platforms follow. */
  reverse: Edge[][];
};

export function buildStationGraph(lines: readonly TransitLine[], stations: readonly TransitStation[]): StationGraph {
  const stationIndex = new Map(stations.map((s, i) => [s.id, i]));
  const reverse: Edge[][] = stations.map(() => []);
  const link = (from: number, to: number, minutes: number) => reverse[to].push({ to: from, minutes });
  for (const line of lines) {
    const ride = RIDE_MINUTES_PER_STATION[line.system];
    const board = STATION_ACCESS_MINUTES + WAIT_MINUTES[line.system];
    let previous = -1;
    for (const id of line.stations) {
      const station = stationIndex.get(id);
      if (station === undefined) throw new Error(`Line ${line.id} names an unknown station ${id}`);
      const platform = reverse.push([]) - 1;
      link(station, platform, board);
      link(platform, station, STATION_ACCESS_MINUTES);
      if (previous >= 0) {
        link(previous, platform, ride);
        link(platform, previous, ride);
      }
      previous = platform;
    }
  }
  for (let a = 0; a < stations.length; a++) {
    for (let b = a + 1; b < stations.length; b++) {
      const metres = straightLineMeters(stations[a], stations[b]);
      if (metres > WALKING_CHANGE_M) continue;
      link(a, b, walkingMinutesForMeters(metres));
      link(b, a, walkingMinutesForMeters(metres));
    }
  }
  return { stations, reverse };
}

/** A destination's stations within reach on foot, nearest first, with walking minutes. */
export function stationsNear(
  stations: readonly TransitStation[],
  point: LatLng,
  reachM = STATION_REACH_M,
): { station: TransitStation; walkMinutes: number }[] {
  return stations
    .map((station) => ({ station, metres: straightLineMeters(point, station) }))
    .filter((s) => s.metres <= reachM)
    .sort((a, b) => a.metres - b.metres)
    .map(({ station, metres }) => ({ station, walkMinutes: walkingMinutesForMeters(metres) }));
}

/**
 * Minutes from arriving on foot at each station to the destination (wait, ride, changes,
 * the walk at the end), by Dijkstra from the destination's stations. Stations that cannot
 * reach it within MAX_COMMUTE_MINUTES are left out; an empty map when no station is within
 * reach of the destination.
 */
export function stationTimesTo(graph: StationGraph, destination: LatLng): Map<string, number> {
  const best = new Float64Array(graph.reverse.length).fill(Infinity);
  const heap = new MinHeap();
  const index = new Map(graph.stations.map((s, i) => [s.id, i]));
  for (const { station, walkMinutes } of stationsNear(graph.stations, destination)) {
    const node = index.get(station.id)!;
    best[node] = walkMinutes;
    heap.push(node, walkMinutes);
  }
  for (let next = heap.pop(); next; next = heap.pop()) {
    const [node, minutes] = next;
    if (minutes > best[node]) continue;
    for (const edge of graph.reverse[node]) {
      const through = minutes + edge.minutes;
      if (through < best[edge.to]) {
        best[edge.to] = through;
        heap.push(edge.to, through);
      }
    }
  }
  const times = new Map<string, number>();
  graph.stations.forEach((station, i) => {
    if (best[i] <= MAX_COMMUTE_MINUTES) times.set(station.id, best[i]);
  });
  return times;
}

/**
 * A listing's door-to-door minutes, rounded up: the best of its stations (walk to it, then
 * the station's time) or walking all the way (up to an hour) when that is shorter; null when
 * neither reaches within MAX_COMMUTE_MINUTES.
 */
export function doorToDoorMinutes(
  listingStations: readonly { station_id: string; walk_minutes: number }[],
  times: ReadonlyMap<string, number>,
  walkAllTheWay: number | null = null,
): number | null {
  let best = walkAllTheWay !== null && walkAllTheWay <= MAX_WALK_ALL_THE_WAY_MINUTES ? walkAllTheWay : Infinity;
  for (const s of listingStations) {
    const time = times.get(s.station_id);
    if (time !== undefined) best = Math.min(best, s.walk_minutes + time);
  }
  return best > MAX_COMMUTE_MINUTES ? null : Math.ceil(best);
}

/** A binary heap of (node, minutes), smallest minutes first. */
export class MinHeap {
  private nodes: number[] = [];
  private keys: number[] = [];
  push(node: number, key: number) {
    let i = this.nodes.length;
    this.nodes.push(node);
    this.keys.push(key);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent] <= key) break;
      this.swap(i, parent);
      i = parent;
    }
  }
  pop(): [number, number] | undefined {
    if (this.nodes.length === 0) return undefined;
    const top: [number, number] = [this.nodes[0], this.keys[0]];
    const lastNode = this.nodes.pop()!;
    const lastKey = this.keys.pop()!;
    if (this.nodes.length > 0) {
      this.nodes[0] = lastNode;
      this.keys[0] = lastKey;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < this.keys.length && this.keys[l] < this.keys[m]) m = l;
        if (r < this.keys.length && this.keys[r] < this.keys[m]) m = r;
        if (m === i) break;
        this.swap(i, m);
        i = m;
      }
    }
    return top;
  }
  private swap(a: number, b: number) {
    [this.nodes[a], this.nodes[b]] = [this.nodes[b], this.nodes[a]];
    [this.keys[a], this.keys[b]] = [this.keys[b], this.keys[a]];
  }
}
