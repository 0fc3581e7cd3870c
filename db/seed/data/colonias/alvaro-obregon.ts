import type { AlcaldiaColonias } from "./types";

const SAN_ANGEL = "Reina|Frontera|Madero|Amargura|Arteaga|Galeana|Hidalgo|Av. de la Paz|Diego Rivera|Altavista|Pedro Luis Ogazón|Santísimo|Av. Revolución|Juárez";
const PEDREGAL = "Fuego|Agua|Cráter|Lava|Brasa|Flama|Escarcha|Cantil|Picacho|Risco|Volcán|Niebla|Océano|Av. de las Fuentes";
const SANTA_FE = "Av. Vasco de Quiroga|Av. Santa Fe|Javier Barros Sierra|Prol. Paseo de la Reforma|Guillermo González Camarena|Juan Salvador Agraz|Antonio Dovalí Jaime|Carlos Graef Fernández|Agustín Manuel Chávez|Av. Tamaulipas";
const GUADALUPE_INN = "Av. Insurgentes Sur|Manuel M. Ponce|Augusto Rodin|Barranca del Muerto|Alberto Zamora|Sebastián Bach|Félix Parra";

export const ALVARO_OBREGON: AlcaldiaColonias = {
  alcaldia: "Álvaro Obregón",
  calles: ["Av. Revolución", "Av. Desierto de los Leones", "Calz. de las Águilas", "Av. Centenario", "Av. Toluca", "Av. Tamaulipas", "Av. Santa Lucía", "Calz. Desierto de los Leones", "Av. Vasco de Quiroga", "Av. San Jerónimo"],
  colonias: [
    ["San Ángel", 19.3460, -99.1910, 62, 5, SAN_ANGEL],
    ["San Ángel Inn", 19.3500, -99.1920, 64, 4, SAN_ANGEL],
    ["Tlacopac", 19.3430, -99.1950, 60, 3, SAN_ANGEL],
    ["Chimalistac", 19.3470, -99.1830, 66, 3, "Av. Miguel Ángel de Quevedo|Callejón del Arenal|Federico Gamboa|Paseo del Río|Carmen|Ermita"],
    ["Hacienda de Guadalupe Chimalistac", 19.3480, -99.1855, 62, 2, "Av. Miguel Ángel de Quevedo|Federico Gamboa|Paseo del Río|Av. Universidad"],
    ["Guadalupe Inn", 19.3580, -99.1850, 60, 4, GUADALUPE_INN],
    ["Florida", 19.3560, -99.1805, 58, 3, GUADALUPE_INN],
    ["Axotla", 19.3580, -99.1820, 55, 2, GUADALUPE_INN],
    ["Campestre", 19.3540, -99.1880, 56, 2, SAN_ANGEL],
    ["Altavista", 19.3530, -99.1950, 68, 2, SAN_ANGEL],
    ["Los Alpes", 19.3600, -99.1950, 52, 2],
    ["Alfonso XIII", 19.3760, -99.1970, 45, 2],
    ["Molino de Rosas", 19.3720, -99.1990, 44, 2],
    ["Pedregal", 19.3200, -99.1970, 58, 4, PEDREGAL],
    ["Jardines del Pedregal", 19.3180, -99.2000, 60, 4, PEDREGAL],
    ["Pedregal de San Ángel", 19.3300, -99.1950, 55, 3, PEDREGAL],
    ["Tizapán San Ángel", 19.3390, -99.1980, 46, 2],
    ["Progreso Tizapán", 19.3400, -99.2020, 42, 1],
    ["Lomas de San Ángel Inn", 19.3450, -99.2020, 56, 2],
    ["Las Águilas", 19.3480, -99.2170, 42, 3, "Calz. de las Águilas|Av. Centenario|Halcón|Gavilán|Cóndor|Pelícano|Colibrí"],
    ["Olivar de los Padres", 19.3290, -99.2260, 45, 2],
    ["Olivar del Conde", 19.3700, -99.2130, 28, 1],
    ["Tetelpan", 19.3380, -99.2220, 40, 1],
    ["Lomas de Tarango", 19.3560, -99.2330, 40, 1],
    ["Colinas del Sur", 19.3460, -99.2300, 38, 1],
    ["Lomas de Plateros", 19.3700, -99.2060, 38, 2],
    ["Héron Proal", 19.3650, -99.2160, 30, 1],
    ["Jalalpa", 19.3760, -99.2240, 22, 1],
    ["Santa Fe", 19.3640, -99.2620, 78, 5, SANTA_FE],
    ["Zedec Santa Fe", 19.3620, -99.2640, 76, 3, SANTA_FE],
    ["Lomas de Santa Fe", 19.3590, -99.2760, 80, 4, SANTA_FE],
    ["Santa Fe Peña Blanca", 19.3720, -99.2560, 62, 2, SANTA_FE],
    ["Lomas de Axomiatla", 19.3540, -99.2580, 58, 1],
    ["San Bartolo Ameyalco", 19.3280, -99.2660, 22, 1],
    ["Santa Rosa Xochiac", 19.3290, -99.2900, 20, 1],
  ],
};
