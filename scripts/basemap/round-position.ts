import type { LngLatPosition } from "../../domain/map/schematic-basemap";

/** Rounds a position to about ten metres: enough for a schematic map, and a smaller file. */
export const roundPosition = ([lng, lat]: readonly [number, number]): LngLatPosition => [round4(lng), round4(lat)];
const round4 = (n: number) => Math.round(n * 1e4) / 1e4;
