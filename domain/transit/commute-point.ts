import * as z from "zod";
import { COMMUTE_AREA, COMMUTE_TEXT } from "./commute-text";

// Coordinates a point on the map is kept to in the URL: 5 decimals, about a metre.
const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

/**
 * A destination chosen as a point on the map, as the page checks it before putting it in the
 * URL (destino_lat, destino_lng): inside the area the shipped lines serve, the same bounds and
 * message the search's URL is checked with at the worker (search-filters.ts, row `traslado`).
 */
export const commutePointSchema = z
  .object({
    lat: z.number().min(COMMUTE_AREA.south, COMMUTE_TEXT.outside).max(COMMUTE_AREA.north, COMMUTE_TEXT.outside),
    lng: z.number().min(COMMUTE_AREA.west, COMMUTE_TEXT.outside).max(COMMUTE_AREA.east, COMMUTE_TEXT.outside),
  })
  .transform(({ lat, lng }) => ({ lat: round5(lat), lng: round5(lng) }));
