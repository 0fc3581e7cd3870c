import type { AlcaldiaColonias } from "./types";

export const MAGDALENA_CONTRERAS: AlcaldiaColonias = {
  alcaldia: "La Magdalena Contreras",
  calles: ["Av. San Jerónimo", "Av. Luis Cabrera", "Av. México", "Av. San Bernabé", "Camino a Santa Teresa", "Av. Contreras", "Av. Ojo de Agua", "Emilio Carranza", "Av. Santa Teresa", "Av. Álvaro Obregón"],
  colonias: [
    ["San Jerónimo Lídice", 19.3230, -99.2220, 46, 3, "Av. San Jerónimo|Av. Luis Cabrera|Calle 1|Paseo de la Magdalena|Río Magdalena|Cerrada de San Jerónimo"],
    ["San Jerónimo Aculco", 19.3300, -99.2180, 44, 2, "Av. San Jerónimo|Río Magdalena|Periférico Sur|Av. Luis Cabrera"],
    ["La Magdalena", 19.3030, -99.2420, 24, 1],
    ["San Bernabé Ocotepec", 19.3140, -99.2470, 19, 1],
    ["San Nicolás Totolapan", 19.2900, -99.2380, 20, 1],
    ["Lomas Quebradas", 19.3140, -99.2230, 30, 1],
    ["El Toro", 19.3210, -99.2360, 25, 1],
    ["Barranca Seca", 19.3060, -99.2300, 24, 1],
    ["Santa Teresa", 19.3120, -99.2150, 34, 1],
    ["Potrerillo", 19.3110, -99.2340, 24, 1],
  ],
};
