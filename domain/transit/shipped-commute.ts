import { dominatedStations } from "./dominated-stations";
import { buildStationGraph, doorToDoorMinutes, stationTimesTo, walkAllTheWayMinutes, type StationGraph } from "./commute";
import { TRANSIT_LINES, TRANSIT_STATIONS } from "./stations";
import type { LatLng } from "./walking";

// The commute over the shipped network (stations.ts): for the worker's search and the
// saved-search matcher, never the web bundles (the station data stays out of them).

let graph: StationGraph | undefined;
/** The graph of the shipped lines, built on first use (constant data, about 20 ms). */
export function shippedStationGraph(): StationGraph {
  return (graph ??= buildStationGraph(TRANSIT_LINES, TRANSIT_STATIONS));
}

// The station times of the last few destinations: a cron's alert run checks many listings
// against one search. Pure values of constant data, dropped oldest first.
const recent = new Map<string, Map<string, number>>();
const RECENT_MAX = 32;

/** Each station's minutes to this destination (commute.ts, stationTimesTo). */
export function stationTimesToDestination(destination: LatLng): Map<string, number> {
  const key = `${destination.lat},${destination.lng}`;
  let times = recent.get(key);
  if (!times) {
    times = stationTimesTo(shippedStationGraph(), destination);
    if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value!);
    recent.set(key, times);
  }
  return times;
}

/** What a listing's commute needs: its position (the private pin when the address is hidden) and its stations. */
export type ListingForCommute = { pin: LatLng; stations: readonly { station_id: string; walk_minutes: number }[] };

/** A listing's door-to-door minutes to a destination, null when nothing reaches it. */
export function listingCommuteMinutes(listing: ListingForCommute, destination: LatLng): number | null {
  return doorToDoorMinutes(listing.stations, stationTimesToDestination(destination), walkAllTheWayMinutes(listing.pin, destination));
}

/** The stations of a listing it can never prefer on the shipped network (dominated-stations.ts). */
export function shippedDominatedStations(stations: readonly { stationId: string; walkMinutes: number }[]): Set<string> {
  return dominatedStations(shippedStationGraph(), stations);
}
