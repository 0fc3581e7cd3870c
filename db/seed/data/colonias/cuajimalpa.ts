import type { AlcaldiaColonias } from "./types";

const BOSQUES = "Bosque de Ciruelos|Bosque de Duraznos|Bosque de Alisos|Bosque de Olivos|Bosque de Cerezos|Bosque de Tabachines|Bosque de Minas|Paseo de los Tamarindos|Paseo de los Laureles";

export const CUAJIMALPA: AlcaldiaColonias = {
  alcaldia: "Cuajimalpa de Morelos",
  calles: ["Av. José María Castorena", "Av. Veracruz", "Av. Juárez", "Carr. México-Toluca", "Av. Stim", "Av. Tamaulipas", "Av. Jesús del Monte", "Av. Arteaga y Salazar", "Av. Vasco de Quiroga", "Camino Real a Toluca"],
  colonias: [
    ["Cuajimalpa Centro", 19.3570, -99.2990, 34, 2, "Av. Juárez|Av. José María Castorena|Av. Veracruz|Ocampo|Morelos|Hidalgo"],
    ["Santa Fe Cuajimalpa", 19.3650, -99.2800, 70, 4, "Av. Vasco de Quiroga|Av. Santa Fe|Prol. Paseo de la Reforma|Av. Tamaulipas|Carlos Echánove|Juan Salvador Agraz"],
    ["Bosques de las Lomas", 19.3890, -99.2500, 76, 4, BOSQUES],
    ["Lomas del Chamizal", 19.3810, -99.2580, 60, 2],
    ["Lomas de Vista Hermosa", 19.3830, -99.2670, 62, 2, "Av. Juan Salvador Agraz|Monte de las Cruces|Paseo de las Lilas|Av. Stim"],
    ["Granjas Palo Alto", 19.3800, -99.2430, 45, 1],
    ["El Yaqui", 19.3700, -99.2830, 48, 2],
    ["Lomas de Memetla", 19.3640, -99.2900, 46, 1],
    ["Navidad", 19.3620, -99.2970, 38, 1],
    ["Contadero", 19.3480, -99.2960, 42, 2],
    ["San Mateo Tlaltenango", 19.3460, -99.2780, 40, 1],
  ],
};
