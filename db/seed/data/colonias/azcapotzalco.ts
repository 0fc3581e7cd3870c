import type { AlcaldiaColonias } from "./types";

export const AZCAPOTZALCO: AlcaldiaColonias = {
  alcaldia: "Azcapotzalco",
  calles: ["Av. Azcapotzalco", "Av. Cuitláhuac", "Av. Aquiles Serdán", "Calz. Camarones", "Av. Tezozómoc", "Av. 22 de Febrero", "Av. de las Granjas", "Av. Ceylán", "Av. Jardín", "Av. Santa Lucía"],
  colonias: [
    ["Azcapotzalco Centro", 19.4840, -99.1840, 30, 2, "Av. Azcapotzalco|Castilla Oriente|Esperanza|Rafael Alducín|Morelos|22 de Febrero"],
    ["Clavería", 19.4640, -99.1880, 37, 3, "Egipto|Irán|Nilo|Cairo|Alejandría|Babilonia|Mesopotamia|Tebas|Av. Clavería"],
    ["Nueva Santa María", 19.4680, -99.1720, 38, 3, "Clavelinas|Naranjo|Cerezo|Fresno|Limoneros|Membrillo|Sabino|Av. Cuitláhuac|Chopo"],
    ["San Álvaro", 19.4610, -99.1820, 35, 2],
    ["Ángel Zimbrón", 19.4700, -99.1820, 32, 1],
    ["Del Gas", 19.4720, -99.1640, 31, 1],
    ["Pro Hogar", 19.4770, -99.1690, 29, 1],
    ["Victoria de las Democracias", 19.4780, -99.1720, 28, 1],
    ["Euzkadi", 19.4770, -99.1800, 30, 1],
    ["Petrolera", 19.4780, -99.1920, 29, 1],
    ["Santa Bárbara", 19.4820, -99.1930, 27, 1],
    ["Reynosa Tamaulipas", 19.4960, -99.1880, 26, 1],
    ["Industrial Vallejo", 19.4890, -99.1550, 26, 2],
    ["Unidad El Rosario", 19.5040, -99.2000, 24, 2],
  ],
};
