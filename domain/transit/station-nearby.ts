import type { Bilingual, TextsLike } from "../i18n/bilingual";
import { STATION_REACH_M, WALK_DETOUR_FACTOR, WALK_SPEED_KMH } from "./walking";

/**
 * A station near a listing, as the API answers it (cards carry the nearest, the property page
 * all within 1 km): resolved by the worker (`stationNearby` in nearest-stations.ts) so the
 * browser never loads the station data. This module, read by every card, must not import it.
 * `distance_m` is null for a listing that shows only its colonia (the minutes are measured from
 * its private pin; a distance to a named station would narrow down where it is).
 */
export type StationNearby = {
  station_id: string;
  /** "Metro Eugenia". */
  station: string;
  /** "L3", "L1, L5, L9 y LA". */
  lines: string;
  /** The lines' colours, for the small dots beside the name. */
  colors: string[];
  walk_minutes: number;
  distance_m: number | null;
};

/** What cards and the property page say about stations, once. */
export const STATION_TEXTS = {
  /** The card's line: "6 min a pie de Metro Eugenia, L3". */
  nearest: (s: Pick<StationNearby, "walk_minutes" | "station" | "lines">) => `${s.walk_minutes} min a pie de ${s.station}, ${s.lines}`,
  /** The property page's section. */
  heading: "Estaciones cercanas",
  intro: `Metro, Metrobús, Tren Ligero, Cablebús y Tren Suburbano a menos de ${STATION_REACH_M / 1000} km, con los minutos a pie estimados.`,
  walk: (minutes: number) => `${minutes} min a pie`,
  meters: (m: number) => `${m.toLocaleString("es-MX")} m`,
  none: `No hay estaciones de Metro, Metrobús, Tren Ligero, Cablebús ni Tren Suburbano a menos de ${STATION_REACH_M / 1000} km.`,
  noPlace: "Este anuncio no tiene ubicación en el mapa: no podemos medir a qué distancia están las estaciones.",
  howMeasured: `Estimado en línea recta × ${WALK_DETOUR_FACTOR} (las calles no son rectas) a ${WALK_SPEED_KMH} km/h; estaciones según los datos abiertos de SEMOVI (Ciudad de México).`,
} as const;

/** What cards and the property page say about stations on English pages (station names stay as the city writes them). */
export const STATION_TEXTS_EN: TextsLike<typeof STATION_TEXTS> = {
  nearest: (s) => `${s.walk_minutes} min walk to ${s.station}, ${s.lines}`,
  heading: "Nearby stations",
  intro: `Metro, Metrobús, Tren Ligero, Cablebús and Tren Suburbano within ${STATION_REACH_M / 1000} km, with estimated walking minutes.`,
  walk: (minutes: number) => `${minutes} min walk`,
  meters: (m: number) => `${m.toLocaleString("en-US")} m`,
  none: `No Metro, Metrobús, Tren Ligero, Cablebús or Tren Suburbano stations within ${STATION_REACH_M / 1000} km.`,
  noPlace: "This listing has no location on the map: we cannot measure how far the stations are.",
  howMeasured: `Estimated as a straight line × ${WALK_DETOUR_FACTOR} (streets are not straight) at ${WALK_SPEED_KMH} km/h; stations from SEMOVI's open data (Mexico City).`,
};

export const STATION_TEXTS_BY_LANG: Bilingual<TextsLike<typeof STATION_TEXTS>> = { es: STATION_TEXTS, en: STATION_TEXTS_EN };
