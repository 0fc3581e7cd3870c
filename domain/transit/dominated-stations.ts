import { MinHeap, type StationGraph } from "./commute";
import { STATION_REACH_M, walkingMinutesForMeters } from "./walking";

/**
 * The stations a listing can never prefer, whatever the destination: kept in listing_stations
 * (cards, the property page and the station filters show every station within 1 km) but not
 * read by the commute search (migration 0046, `commute_dominated`).
 *
 * The rule: station S of a listing is dominated when another of its stations S' is reached on
 * foot in w(S') minutes and the graph goes from S' to S in d(S'→S) minutes with
 * w(S') + d(S'→S) ≤ w(S). Why it is exact: a station's time to any destination, T(·), is a
 * shortest path of the graph (from its entrance to the destination's stations, plus the walk
 * from them), so T(S') ≤ d(S'→S) + T(S), and the listing's time through S' is
 * w(S') + T(S') ≤ w(S') + d(S'→S) + T(S) ≤ w(S) + T(S), its time through S, for every
 * destination. Dominance is transitive (d obeys the triangle inequality) and never mutual
 * (d ≥ 1 minute between two stations), so every dominated station is dominated by one that is
 * not, and the best of the stations left is the best of them all. The same inequality keeps
 * the search's cuts (a station's time within the maximum less a minute, the walk within the
 * maximum less the time, MAX_COMMUTE_MINUTES) true of S' whenever they are of S. The walking
 * minutes are the stored ones (whole minutes), which are what the estimate adds.
 * Nothing stronger follows from the graph: a destination's time is its best exit station k
 * plus the walk from k, and S is needed for some exit unless some S' has
 * w(S') + d(S'→k) ≤ w(S) + d(S→k) for every k, which with k = S is this rule.
 */
export function dominatedStations(graph: StationGraph, stations: readonly { stationId: string; walkMinutes: number }[]): Set<string> {
  const dominated = new Set<string>();
  const index = stationIndexOf(graph);
  for (const s of stations) {
    const node = index.get(s.stationId);
    if (node === undefined) continue;
    const toS = distancesTo(graph, node);
    for (const other of stations) {
      if (other === s || other.walkMinutes >= s.walkMinutes) continue;
      const d = toS.get(index.get(other.stationId) ?? -1);
      if (d !== undefined && other.walkMinutes + d <= s.walkMinutes) {
        dominated.add(s.stationId);
        break;
      }
    }
  }
  return dominated;
}

// A listing's stations are within 1 km: no two of them differ by more than this walk, so no
// path longer than it between their entrances can dominate.
const DOMINANCE_REACH_MINUTES = walkingMinutesForMeters(STATION_REACH_M);

const indexes = new WeakMap<StationGraph, Map<string, number>>();
function stationIndexOf(graph: StationGraph): Map<string, number> {
  let index = indexes.get(graph);
  if (!index) indexes.set(graph, (index = new Map(graph.stations.map((s, i) => [s.id, i]))));
  return index;
}

// d(X→S) from each station entrance X to S's entrance within DOMINANCE_REACH_MINUTES: a
// Dijkstra from S over the reversed edges, once per station and graph.
const distances = new WeakMap<StationGraph, Map<number, Map<number, number>>>();
function distancesTo(graph: StationGraph, target: number): Map<number, number> {
  let byTarget = distances.get(graph);
  if (!byTarget) distances.set(graph, (byTarget = new Map()));
  const cached = byTarget.get(target);
  if (cached) return cached;
  const best = new Map<number, number>([[target, 0]]);
  const heap = new MinHeap();
  heap.push(target, 0);
  for (let next = heap.pop(); next; next = heap.pop()) {
    const [node, minutes] = next;
    if (minutes > (best.get(node) ?? Infinity)) continue;
    for (const edge of graph.reverse[node]) {
      const through = minutes + edge.minutes;
      if (through <= DOMINANCE_REACH_MINUTES && through < (best.get(edge.to) ?? Infinity)) {
        best.set(edge.to, through);
        heap.push(edge.to, through);
      }
    }
  }
  const entrances = new Map([...best].filter(([node]) => node < graph.stations.length));
  byTarget.set(target, entrances);
  return entrances;
}
