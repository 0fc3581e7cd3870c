import type { AlcaldiaColonias } from "./types";

export const VENUSTIANO_CARRANZA: AlcaldiaColonias = {
  alcaldia: "Venustiano Carranza",
  calles: ["Av. Fray Servando Teresa de Mier", "Av. Francisco del Paso y Troncoso", "Calz. Ignacio Zaragoza", "Av. Río Consulado", "Av. Congreso de la Unión", "Oriente 158", "Norte 25", "Av. Eduardo Molina", "Lorenzo Boturini", "Av. Oceanía"],
  colonias: [
    ["Jardín Balbuena", 19.4190, -99.1140, 33, 3, "Genaro García|Lorenzo Boturini|Cecilio Robelo|Francisco del Paso y Troncoso|Antonio Solís|Fernando Iglesias Calderón|Manuel Caballero"],
    ["Moctezuma 1a Sección", 19.4320, -99.0960, 30, 2],
    ["Moctezuma 2a Sección", 19.4320, -99.0880, 31, 2, "Oriente 158|Oriente 170|Norte 25|Norte 17|Av. Río Consulado|Av. Oceanía"],
    ["Romero Rubio", 19.4430, -99.0930, 26, 1],
    ["Aviación Civil", 19.4160, -99.0870, 27, 1],
    ["Federal", 19.4220, -99.0850, 28, 1],
    ["Jamaica", 19.4120, -99.1230, 27, 1],
    ["Merced Balbuena", 19.4220, -99.1240, 25, 1],
    ["Magdalena Mixiuhca", 19.4080, -99.1140, 28, 1],
    ["Candelaria de los Patos", 19.4270, -99.1220, 22, 1],
    ["Lorenzo Boturini", 19.4210, -99.1170, 30, 1],
    ["Valentín Gómez Farías", 19.4290, -99.0980, 27, 1],
    ["20 de Noviembre", 19.4400, -99.1080, 24, 1],
    ["Peñón de los Baños", 19.4410, -99.0770, 22, 1],
    ["Pensador Mexicano", 19.4470, -99.0820, 23, 1],
    ["Arenal 1a Sección", 19.4380, -99.0730, 22, 1],
  ],
};
