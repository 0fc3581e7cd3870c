import { STATION_REACH_M, walkingMinutesForMeters } from "./walking";

/** The search's "a menos de N min de una estación" filter: the choices offered, and the most a URL may ask (the 1 km reach). */
export const STATION_FILTER_MINUTES = { options: [5, 10, 15], max: walkingMinutesForMeters(STATION_REACH_M) } as const;

/** Every word of the station filters, once. */
export const STATION_FILTER_TEXTS = {
  minutesLabel: "Estación a pie",
  option: (minutes: number) => `A menos de ${minutes} min`,
  chip: (minutes: number) => `A menos de ${minutes} min de una estación`,
  minutesInvalid: `Escribe los minutos a pie a una estación: de 1 a ${walkingMinutesForMeters(STATION_REACH_M)}.`,
  lineLabel: "Línea de Metro, Metrobús o tren",
  lineChip: (line: string) => `Cerca de ${line}`,
  lineInvalid: "Línea no válida.",
} as const;
