import type { AlcaldiaColonias } from "./types";

export const IZTACALCO: AlcaldiaColonias = {
  alcaldia: "Iztacalco",
  calles: ["Calz. de la Viga", "Av. Plutarco Elías Calles", "Av. Té", "Av. Río Churubusco", "Av. Javier Rojo Gómez", "Av. Sur 16", "Oriente 217", "Sur 20", "Canal de Tezontle", "Av. Coyuya"],
  colonias: [
    ["Agrícola Oriental", 19.3940, -99.0720, 27, 2, "Sur 16|Oriente 217|Sur 20|Oriente 253|Oriente 241|Sur 12|Canal de Tezontle|Av. Javier Rojo Gómez"],
    ["Granjas México", 19.4030, -99.0950, 30, 2],
    ["Viaducto Piedad", 19.4020, -99.1180, 36, 2],
    ["Militar Marte", 19.3850, -99.1130, 33, 2],
    ["Reforma Iztaccíhuatl", 19.3950, -99.1190, 34, 2],
    ["Santa Anita", 19.3990, -99.1190, 32, 1],
    ["Nueva Santa Anita", 19.3970, -99.1240, 33, 1],
    ["Juventino Rosas", 19.3940, -99.1010, 28, 1],
    ["Gabriel Ramos Millán", 19.3970, -99.1060, 27, 1],
    ["Infonavit Iztacalco", 19.3870, -99.1060, 26, 1],
    ["Tlazintla", 19.3900, -99.1040, 26, 1],
    ["Campamento 2 de Octubre", 19.3850, -99.0950, 24, 1],
    ["Agrícola Pantitlán", 19.4150, -99.0680, 24, 1],
  ],
};
