/**
 * Mexico City's rail and BRT network as Hogaria ships it (the data in this folder, with its
 * source and date): Metro, Metrobús, Tren Ligero, Cablebús and Tren Suburbano.
 */
export const TRANSIT_SYSTEMS = ["metro", "metrobus", "tren-ligero", "cablebus", "suburbano"] as const;
export type TransitSystem = (typeof TRANSIT_SYSTEMS)[number];

/** A line: `id` is stable and used in URLs and the database ("metro-3", "metrobus-1"). */
export type TransitLine = {
  id: string;
  system: TransitSystem;
  /** As riders say it: "L3", "Línea 1". */
  name: string;
  /** The line's official colour, for the schematic map. */
  color: string;
  /** Station ids in order along the line (a branch is its own line). */
  stations: readonly string[];
};

/** A station: one per place a rider boards, shared by the lines that stop there (a transfer). */
export type TransitStation = {
  /** Stable id ("metro-eugenia"), stored in listing_stations.station_id. */
  id: string;
  name: string;
  lat: number;
  lng: number;
  /** The ids of the lines that stop here. */
  lines: readonly string[];
};
